import { expectAccessible } from '../support/accessibility';
import { openCheckout, pay } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { saveIdeasViaApi, shareViaApi } from '../support/gifts-api';
import { registerViaApi } from '../support/users';
import { MAYA, expectResults, fillWizard, generateIdeas, giftCards, wizard } from '../support/wizard';

test.describe('every screen meets WCAG 2.1 AA as axe-core checks it', () => {
  // Colours are checked at rest: an entrance animation's half-faded text is not what anyone reads.
  test.use({ reducedMotion: 'reduce' });

  test('the guest screens and their dialogs', async ({ page, consoleGuard }) => {
    consoleGuard.expect({ path: '/api/gifts/shared/no-such-share', status: 404 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'home');

    await page.getByRole('button', { name: 'How to Use' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'onboarding dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await page.goto('/#gift-concierge');
    const form = wizard(page);
    await expect(form.getByText('Step 1 of 4')).toBeVisible();
    await expectAccessible(page, 'wizard step 1');
    await fillWizard(page, MAYA);
    await expectAccessible(page, 'wizard step 4');
    await form.getByRole('button', { name: 'Back' }).click();
    await expectAccessible(page, 'wizard step 3');
    await form.getByRole('button', { name: 'Back' }).click();
    await expectAccessible(page, 'wizard step 2');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Get Gift Ideas' }).click();
    await expectResults(page);
    await expectAccessible(page, 'results');

    await page.getByRole('button', { name: 'Try Again' }).first().click();
    await fillWizard(page, { name: 'Sam', relationship: 'Colleague', occasion: 'Just Because', interests: 'stuff', personality: 'nice' });
    await wizard(page).getByRole('button', { name: 'Get Gift Ideas' }).click();
    await expect(page.getByRole('dialog', { name: 'Help fine-tune your results' })).toBeVisible();
    await expectAccessible(page, 'clarification dialog');

    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expectAccessible(page, 'sign in');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await expectAccessible(page, 'create account');

    const { path } = await shareViaApi(page.request);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Someone shared a gift idea with you' })).toBeVisible();
    await expectAccessible(page, 'shared idea');

    await page.goto('/shared/no-such-share');
    await expect(page.getByRole('heading', { name: 'Gift Not Found' })).toBeVisible();
    await expectAccessible(page, 'shared idea not found');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectAccessible(page, '404');
  });

  test('the member screens and their dialogs', async ({ page }) => {
    await registerViaApi(page.request);
    const { id } = await saveIdeasViaApi(page.request);
    for (const [name, days] of [['Maya', 0], ['Ben', 5]] as const) {
      const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const response = await page.request.post('/api/occasions', {
        data: { recipientName: name, recipientRelationship: 'friend', occasionType: 'birthday', occasionDate: `${date}T00:00:00.000Z`, notes: null, reminderDays: [7, 3, 1] },
      });
      expect(response.status()).toBe(201);
    }

    for (const tab of ['gift-history', 'occasions', 'account', 'subscription']) {
      await page.goto(`/profile?tab=${tab}`);
      await expect(page.getByRole('tab', { selected: true }).first()).toBeVisible();
      await expectAccessible(page, `profile: ${tab}`);
    }
    await page.goto('/profile?tab=occasions');
    const calendar = page.getByRole('region', { name: 'Occasion Calendar' });
    await calendar.getByRole('tab', { name: 'Upcoming Events' }).click();
    await expect(page.getByText('Today', { exact: true })).toBeVisible();
    await expectAccessible(page, 'profile: upcoming occasions');
    await calendar.getByRole('button', { name: /^Edit Maya/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Occasion' })).toBeVisible();
    await expectAccessible(page, 'edit occasion dialog');

    await page.goto(`/gift-details/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gifts for Maya' })).toBeVisible();
    await expectAccessible(page, 'gift details');

    await page.goto('/occasions');
    await expect(page.getByRole('heading', { name: 'Occasion Calendar' })).toBeVisible();
    await expectAccessible(page, 'occasion calendar');

    await openCheckout(page);
    await expectAccessible(page, 'checkout dialog');
  });

  test("a premium member's results with its dialogs, the footer's dialogs and the account's delete confirmation", async ({ page }) => {
    await registerViaApi(page.request);
    await openCheckout(page);
    await pay(page, '4242 4242 4242 4242');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Premium!' });
    await expect(welcome).toBeVisible();
    await expectAccessible(page, 'welcome to premium dialog');
    await welcome.getByRole('button', { name: 'Close' }).click();
    await expectAccessible(page, 'subscription, premium with billing history');

    await generateIdeas(page);
    for (const [button, dialog] of [
      ['Refine Your Request', 'Refine Your Request'],
      ['Compare Top Gifts', 'Compare Top Gifts'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expectAccessible(page, `${dialog} dialog`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await giftCards(page).first().getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: /^Gift Idea: / })).toBeVisible();
    await expectAccessible(page, 'share dialog');
    await page.keyboard.press('Escape');
    await giftCards(page).first().getByRole('button', { name: 'Write Card' }).click();
    const generator = page.getByRole('region', { name: 'Card Message Generator' });
    await generator.getByRole('button', { name: 'Generate Message' }).click();
    await expect(generator.getByLabel('Your card message (edit it as you like)')).toBeFocused();
    await expectAccessible(page, 'results with a card message');

    const footer = page.getByRole('contentinfo');
    for (const [button, dialog] of [
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms and Conditions'],
      ['Contact Us', 'Contact Us'],
    ] as const) {
      await footer.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expectAccessible(page, `${dialog} dialog`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    await page.goto('/profile?tab=account');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'delete account confirmation');
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the header's menu, the wizard and a member's profile", async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, 'phone: open menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

      await page.goto('/#gift-concierge');
      await expect(wizard(page).getByText('Step 1 of 4')).toBeVisible();
      await expectAccessible(page, 'phone: wizard');

      await registerViaApi(page.request);
      await page.goto('/profile?tab=occasions');
      await expect(page.getByRole('tab', { name: 'Occasions', selected: true })).toBeVisible();
      await expectAccessible(page, 'phone: profile occasions');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, "phone: a member's open menu");
    });
  });
});
