import { expectAccessible } from '../support/accessibility';
import { openCheckout, pay } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expectToast } from '../support/toast';
import { registerViaApi } from '../support/users';

test.describe('upgrading to Premium', () => {
  test('pays with the 4242 test card and the header shows Premium Active', { tag: '@phone' }, async ({ page }) => {
    await registerViaApi(page.request);
    await openCheckout(page);
    await pay(page, '4242 4242 4242 4242');

    await expectToast(page, 'Payment successful', 'Premium subscription activated');
    await expect(page.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeHidden();
    const welcome = page.getByRole('dialog', { name: 'Welcome to Premium!' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Start Finding Gifts' })).toHaveAttribute('href', '/');
    await expectNoHorizontalOverflow(page, 'welcome to premium');
    await expectAccessible(page, 'welcome to premium');
    await welcome.getByRole('button', { name: 'Close' }).click();
    // Behind the welcome dialog (modal: the page is hidden from assistive technology while it is open).
    await expect(page.getByRole('status').filter({ hasText: /^Payment Successful/ })).toBeVisible();

    const badge = page.getByRole('banner').getByRole('link', { name: 'Premium Active' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('banner').getByRole('link', { name: /Go Premium/ })).toHaveCount(0);

    // Premium: the plan card offers a downgrade and the billing history lists the payment.
    await expect(page.getByRole('button', { name: 'Downgrade to Free' })).toBeVisible();
    const history = page.getByRole('region', { name: 'Billing history' });
    await expect(history.getByRole('row').filter({ hasText: '$4.99' })).toContainText('paid');
    await expect(page.getByRole('region', { name: "This month's usage" })).toContainText('Unlimited');
    await expectAccessible(page, 'subscription, premium');

    // It lasts: after a reload the header still says so, and the profile shows the Premium badge.
    await page.reload();
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Free Plan', { exact: true })).toHaveCount(0);
  });

  test('a declined card says so and the plan stays free', async ({ page }) => {
    await registerViaApi(page.request);
    const dialog = await openCheckout(page);
    await pay(page, '4000 0000 0000 0002');

    await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
    await expectToast(page, 'Payment failed', 'Your card was declined.');
    await expect(dialog).toBeVisible();
    await expectNoHorizontalOverflow(page, 'checkout, card declined');
    await expectAccessible(page, 'checkout, card declined');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: /Go Premium/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Premium Active' })).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: 'Current Plan' }).getByRole('heading', { name: 'Free' })).toBeVisible();
  });
});
