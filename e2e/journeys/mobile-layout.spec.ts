import { openCheckout, pay } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { controlsCoveredBy, expectNoHorizontalOverflow } from '../support/layout';
import { registerViaApi } from '../support/users';
import { generateIdeas } from '../support/wizard';

const PHONE = { width: 375, height: 812 };

// Every guest and member screen is checked for sideways scrolling on the phone project by the accessibility tours
// (accessibility.spec.ts), which walk the same screens there.
test.describe('on a 375 px phone nothing scrolls sideways', { tag: '@phone-only' }, () => {
  test('upgrading on a phone: the checkout fits, and the billing history is read without scrolling sideways', async ({ page }) => {
    await registerViaApi(page.request);
    await openCheckout(page);
    await expectNoHorizontalOverflow(page, 'checkout');
    await pay(page, '4242 4242 4242 4242');
    await page.getByRole('dialog', { name: 'Welcome to Premium!' }).getByRole('button', { name: 'Close' }).click();

    const history = page.getByRole('region', { name: 'Billing history' });
    const payment = history.getByRole('row').filter({ hasText: '$4.99' });
    await expect(payment).toContainText('paid');
    await expectNoHorizontalOverflow(page, 'subscription, premium');
    // The history sits in a box that would scroll on its own: the page alone does not show a row cut off.
    const table = history.getByRole('table');
    const { tableWidth, boxWidth } = await table.evaluate((element) => ({ tableWidth: element.scrollWidth, boxWidth: element.parentElement!.clientWidth }));
    expect(tableWidth).toBeLessThanOrEqual(boxWidth);
  });
});

test.describe('the share buttons never cover a field or a button', () => {
  for (const viewport of [PHONE, { width: 1024, height: 768 }, { width: 1280, height: 800 }]) {
    test(`at ${viewport.width} px, on the wizard and on the ideas`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const shareMenu = '[aria-controls="floating-share-items"]';
      await page.goto('/');
      await page.getByRole('button', { name: 'Share Presently' }).click();
      expect(await controlsCoveredBy(page, shareMenu)).toEqual([]);
      expect(await controlsCoveredBy(page, '#floating-share-items')).toEqual([]);
      await page.getByRole('button', { name: 'Close share menu' }).click();
      await generateIdeas(page);
      expect(await controlsCoveredBy(page, shareMenu)).toEqual([]);
    });
  }
});
