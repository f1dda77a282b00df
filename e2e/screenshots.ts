import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveIdeasViaApi, shareViaApi } from './support/gifts-api';
import { registerViaApi } from './support/users';
import { MAYA, expectResults, fillWizard, wizard } from './support/wizard';

/**
 * Every screen of the web app at a phone and a desktop width, saved as e2e/screenshots/{width}/{guest|member}-{nn}-{screen}.png
 * for looking over by eye. Run with `E2E_SCREENSHOTS=1 playwright test -c e2e/playwright.config.ts`.
 */
const WIDTHS = [375, 1280] as const;
const OUT = join(__dirname, 'screenshots');

function camera(page: Page, width: number, group: string) {
  const dir = join(OUT, String(width));
  mkdirSync(dir, { recursive: true });
  let count = 0;
  /** The whole page by default; `of` narrows to one part, `viewport` keeps an open dialog in frame. */
  return async (screen: string, { of, viewport = false }: { of?: Locator; viewport?: boolean } = {}) => {
    count += 1;
    const path = join(dir, `${group}-${String(count).padStart(2, '0')}-${screen}.png`);
    // Lazy images below the fold would show as empty boxes on a full-page picture: load them all first.
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager')));
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.waitForLoadState('networkidle');
    if (of) await of.screenshot({ path, animations: 'disabled' });
    else await page.screenshot({ path, fullPage: !viewport, animations: 'disabled' });
  };
}

for (const width of WIDTHS) {
  test.describe(`screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('guest screens', async ({ page, consoleGuard }) => {
      consoleGuard.expect({ path: '/api/gifts/shared/no-such-share', status: 404 });
      const shot = camera(page, width, 'guest');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('home');

      await page.getByRole('button', { name: 'How to Use' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('onboarding', { viewport: true });
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      await page.goto('/#gift-concierge');
      const form = wizard(page);
      await expect(form.getByText('Step 1 of 4')).toBeVisible();
      await form.scrollIntoViewIfNeeded();
      await shot('wizard-1-basic-info', { of: form });
      await fillWizard(page, MAYA);
      await shot('wizard-4-review', { of: form });
      await form.getByRole('button', { name: 'Back' }).click();
      await shot('wizard-3-gift-details', { of: form });
      await form.getByRole('button', { name: 'Back' }).click();
      await shot('wizard-2-personality', { of: form });
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByRole('button', { name: 'Get Gift Ideas' }).click();
      await expectResults(page);
      await shot('results');

      // Try Again brings the form back (a hash-only goto would keep the results on screen).
      await page.getByRole('button', { name: 'Try Again' }).first().click();
      await fillWizard(page, { name: 'Sam', relationship: 'Colleague', occasion: 'Just Because', interests: 'stuff', personality: 'nice' });
      await wizard(page).getByRole('button', { name: 'Get Gift Ideas' }).click();
      await expect(page.getByRole('dialog', { name: 'Help fine-tune your results' })).toBeVisible();
      await shot('clarification', { viewport: true });

      await page.goto('/auth');
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
      await shot('auth-sign-in');
      await page.getByRole('tab', { name: 'Create Account' }).click();
      await shot('auth-create-account');

      const { path } = await shareViaApi(page.request);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Someone shared a gift idea with you' })).toBeVisible();
      await shot('shared');

      await page.goto('/shared/no-such-share');
      await expect(page.getByRole('heading', { name: 'Gift Not Found' })).toBeVisible();
      await shot('shared-not-found');

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await shot('not-found');
    });

    test('member screens', async ({ page }) => {
      const shot = camera(page, width, 'member');
      await registerViaApi(page.request);
      const { id } = await saveIdeasViaApi(page.request);
      for (const [name, days] of [['Maya', 0], ['Ben', 5], ['Cleo', 20]] as const) {
        const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
        const response = await page.request.post('/api/occasions', {
          data: { recipientName: name, recipientRelationship: 'friend', occasionType: 'birthday', occasionDate: `${date}T00:00:00.000Z`, notes: null, reminderDays: [7, 3, 1] },
        });
        expect(response.status()).toBe(201);
      }

      for (const tab of ['gift-history', 'occasions', 'account', 'subscription']) {
        await page.goto(`/profile?tab=${tab}`);
        await expect(page.getByRole('tab', { selected: true }).first()).toBeVisible();
        await shot(`profile-${tab}`);
      }
      await page.getByRole('tab', { name: 'Occasions' }).click();
      await page.getByRole('region', { name: 'Occasion Calendar' }).getByRole('tab', { name: 'Upcoming Events' }).click();
      await expect(page.getByText('Today', { exact: true })).toBeVisible();
      await shot('profile-occasions-upcoming');
      await page.getByRole('region', { name: 'Occasion Calendar' }).getByRole('button', { name: /^Edit Maya/ }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Occasion' })).toBeVisible();
      await shot('occasion-edit', { viewport: true });

      await page.goto(`/gift-details/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Gifts for Maya' })).toBeVisible();
      await shot('gift-details');

      await page.goto('/occasions');
      await expect(page.getByRole('heading', { name: 'Occasion Calendar' })).toBeVisible();
      await shot('occasions-calendar');

      await page.goto('/subscription');
      await expect(page.getByRole('region', { name: "This month's usage" })).toBeVisible();
      await shot('subscription');
      await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
      await expect(page.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeVisible();
      await shot('subscription-payment', { viewport: true });
    });
  });
}
