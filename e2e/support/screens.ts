import { expect, type Locator, type Page } from '@playwright/test';
import type { ConsoleGuard } from './fixtures';
import { saveIdeasViaApi, shareViaApi } from './gifts-api';
import { addBirthdayViaApi } from './occasions-api';
import { registerViaApi } from './users';
import { MAYA, expectResults, fillWizard, wizard } from './wizard';

/**
 * What a tour does on each screen once it shows: look at it (a picture, a layout or an accessibility check). `part`
 * is the piece of the page the screen is about (the wizard's form), `dialog` says an open dialog is in front.
 */
export type ScreenCheck = (screen: string, where?: { part?: Locator; dialog?: boolean }) => Promise<void>;

/**
 * Every screen a guest sees: home, how it works, the wizard's four steps, results, clarification, sign-in, forgot and
 * reset password, a shared idea, 404s.
 */
export async function tourGuestScreens(page: Page, consoleGuard: ConsoleGuard, check: ScreenCheck) {
  consoleGuard.expect({ path: '/api/gifts/shared/no-such-share', status: 404 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('home');

  await page.getByRole('button', { name: 'How to Use' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('onboarding', { dialog: true });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/#gift-concierge');
  const form = wizard(page);
  await expect(form.getByText('Step 1 of 4')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await check('wizard-1-basic-info', { part: form });
  await fillWizard(page, MAYA);
  await check('wizard-4-review', { part: form });
  await form.getByRole('button', { name: 'Back' }).click();
  await check('wizard-3-gift-details', { part: form });
  await form.getByRole('button', { name: 'Back' }).click();
  await check('wizard-2-personality', { part: form });
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Get Gift Ideas' }).click();
  await expectResults(page);
  await check('results');

  // Try Again brings the form back (a hash-only goto would keep the results on screen).
  await page.getByRole('button', { name: 'Try Again' }).first().click();
  await fillWizard(page, { name: 'Sam', relationship: 'Colleague', occasion: 'Just Because', interests: 'stuff', personality: 'nice' });
  await wizard(page).getByRole('button', { name: 'Get Gift Ideas' }).click();
  await expect(page.getByRole('dialog', { name: 'Help fine-tune your results' })).toBeVisible();
  await check('clarification', { dialog: true });

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await check('auth-sign-in');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await check('auth-create-account');

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await check('forgot-password');
  // The page a reset e-mail's link opens (a token of the right shape: the form shows before anything is sent).
  await page.goto(`/reset-password?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await check('reset-password');

  const { path } = await shareViaApi(page.request);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Someone shared a gift idea with you' })).toBeVisible();
  await check('shared');

  await page.goto('/shared/no-such-share');
  await expect(page.getByRole('heading', { name: 'Gift Not Found' })).toBeVisible();
  await check('shared-not-found');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await check('not-found');
}

/**
 * Every screen of a new member with a saved set and three birthdays (today, in 5 and in 20 days): the profile's
 * tabs, upcoming occasions, the occasion form, the reminder e-mail preview, gift details, the full calendar, the
 * subscription page and checkout.
 */
export async function tourMemberScreens(page: Page, check: ScreenCheck) {
  await registerViaApi(page.request);
  const { id } = await saveIdeasViaApi(page.request);
  await addBirthdayViaApi(page.request, 'Maya', 0, 'Loves dark chocolate and long walks by the sea');
  await addBirthdayViaApi(page.request, 'Ben', 5);
  await addBirthdayViaApi(page.request, 'Cleo', 20);

  for (const tab of ['gift-history', 'occasions', 'account', 'subscription']) {
    await page.goto(`/profile?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true }).first()).toBeVisible();
    await expect(page.getByRole('tabpanel').first()).toBeVisible();
    await check(`profile-${tab}`);
  }
  await page.getByRole('tab', { name: 'Occasions' }).click();
  const calendar = page.getByRole('region', { name: 'Occasion Calendar' });
  await calendar.getByRole('tab', { name: 'Upcoming Events' }).click();
  await expect(page.getByText('Today', { exact: true })).toBeVisible();
  await check('profile-occasions-upcoming');
  await calendar.getByRole('button', { name: /^Edit Maya/ }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Occasion' })).toBeVisible();
  await check('occasion-edit', { dialog: true });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Preview reminder e-mail' }).click();
  // Its sandbox runs no script, so the e-mail is checked as the frame's document rather than through the frame.
  await expect(page.locator('iframe[title^="E-mail:"]')).toHaveAttribute('srcdoc', /Maya&#x27;s birthday is today/);
  await check('reminder-preview', { dialog: true });

  await page.goto(`/gift-details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gifts for Maya' })).toBeVisible();
  await check('gift-details');

  await page.goto('/occasions');
  await expect(page.getByRole('heading', { name: 'Occasion Calendar' })).toBeVisible();
  await check('occasions-calendar');

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('region', { name: "This month's usage" })).toBeVisible();
  await check('subscription');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeVisible();
  await check('subscription-payment', { dialog: true });
}
