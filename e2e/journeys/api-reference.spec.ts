import { expect, test } from '../support/fixtures';

test.describe('the API reference', () => {
  // The console guard fails the journey on any error the page logs, a Content-Security-Policy violation included.
  test('shows every area and calls a route from the page', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Presently API/ })).toBeVisible();
    for (const area of ['account', 'gifts', 'occasions', 'billing', 'operations']) {
      await expect(page.locator(`#operations-tag-${area}`)).toBeVisible();
    }

    const shops = page.locator('#operations-gifts-getApiGiftsShops');
    await shops.locator('.opblock-summary-control').click();
    await shops.getByRole('button', { name: 'Try it out' }).click();
    await shops.getByRole('button', { name: 'Execute' }).click();
    const answer = shops.locator('.live-responses-table');
    await expect(answer.locator('tbody .response-col_status')).toHaveText('200');
    await expect(answer).toContainText('"shops"');
  });
});
