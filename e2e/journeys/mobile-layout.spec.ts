import { openCheckout, pay } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { saveIdeasViaApi, shareViaApi } from '../support/gifts-api';
import { expectNoHorizontalOverflow } from '../support/layout';
import { registerViaApi } from '../support/users';
import { MAYA, expectResults, fillWizard, wizard } from '../support/wizard';

const PHONE = { width: 375, height: 812 };

test.describe('on a 375 px phone nothing scrolls sideways', () => {
  test.use({ viewport: PHONE });

  test('the guest screens: home, wizard steps, results, sign-in, a shared idea, 404', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'home');

    await page.goto('/#gift-concierge');
    const form = wizard(page);
    await expect(form.getByText('Step 1 of 4')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'wizard step 1');
    await fillWizard(page, MAYA);
    await expectNoHorizontalOverflow(page, 'wizard review step');
    await form.getByRole('button', { name: 'Back' }).click();
    await expectNoHorizontalOverflow(page, 'wizard step 3 (budget)');
    await form.getByRole('button', { name: 'Back' }).click();
    await expectNoHorizontalOverflow(page, 'wizard step 2 (quick tags)');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Get Gift Ideas' }).click();
    await expectResults(page);
    await expectNoHorizontalOverflow(page, 'results');

    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'auth: sign in');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await expectNoHorizontalOverflow(page, 'auth: create account');

    const { path } = await shareViaApi(page.request);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Someone shared a gift idea with you' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'shared gift');

    await page.goto('/this/is/not/a/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoHorizontalOverflow(page, '404');
  });

  test('the member screens: profile tabs, gift details, subscription, full calendar', async ({ page }) => {
    await registerViaApi(page.request);
    const { id } = await saveIdeasViaApi(page.request);
    const created = await page.request.post('/api/occasions', {
      data: {
        recipientName: 'Maya',
        recipientRelationship: 'friend',
        occasionType: 'birthday',
        occasionDate: `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`,
        notes: 'Loves dark chocolate and long walks by the sea',
        reminderDays: [7, 3, 1],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    for (const [tab, label] of [
      // 'Gift' is dropped from the tab's label on narrow screens.
      ['gift-history', /History$/],
      ['occasions', 'Occasions'],
      ['account', 'Account'],
      ['subscription', 'Subscription'],
    ] as const) {
      await page.goto(`/profile?tab=${tab}`);
      await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `profile: ${tab}`);
    }
    await page.goto('/profile?tab=occasions');
    await page.getByRole('region', { name: 'Occasion Calendar' }).getByRole('tab', { name: 'Upcoming Events' }).click();
    await expect(page.getByText('Today', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'profile: occasions, upcoming');

    await page.goto(`/gift-details/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gifts for Maya' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'gift details');

    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(page.getByRole('region', { name: "This month's usage" })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'subscription');

    await page.goto('/occasions');
    await expect(page.getByRole('heading', { name: 'Occasion Calendar' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'occasions calendar');
  });

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
