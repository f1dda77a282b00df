import { expect, test } from '../support/fixtures';

test.describe('an unknown address', { tag: '@phone' }, () => {
  test('shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText("This page doesn't exist or has moved. Your saved ideas and occasions are still where they were.")).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Presently');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#gift-concierge')).toBeVisible();
  });
});
