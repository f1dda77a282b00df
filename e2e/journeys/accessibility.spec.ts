import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { openCheckout, pay } from '../support/checkout';
import { expect, onPhone, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { tourGuestScreens, tourMemberScreens } from '../support/screens';
import { registerViaApi } from '../support/users';
import { generateIdeas, giftCards } from '../support/wizard';

/** Opens a dialog with `opener`, checks it, and closes it with Escape. */
async function expectAccessibleDialog(page: Page, opener: Locator, name: string | RegExp) {
  await opener.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expectAccessible(page, `${name} dialog`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * axe at every screen on the desktop; on the phone project that nothing scrolls sideways (WCAG's reflow), in the same
 * tour. Names, roles and colours are the same at any width, and axe at every screen again took minutes of CI: what
 * only the phone shows (its menu) is checked with axe on the phone below.
 */
const checkScreen = (page: Page) => async (screen: string) => {
  if (onPhone()) await expectNoHorizontalOverflow(page, screen);
  else await expectAccessible(page, screen);
};

test.describe('every screen meets WCAG 2.1 AA as axe-core checks it', () => {
  // axe reads the whole page at every screen: a tour takes a minute alone and twice that beside CI's other suites.
  test.describe.configure({ timeout: 240_000 });

  // The tours run on the desktop and on the phone project (@phone), where they also check for sideways scrolling.
  test('the guest screens and their dialogs', { tag: '@phone' }, async ({ page, consoleGuard }) => {
    await tourGuestScreens(page, consoleGuard, checkScreen(page));
  });

  test('the member screens and their dialogs', { tag: '@phone' }, async ({ page }) => {
    await tourMemberScreens(page, checkScreen(page));
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
    await expectAccessibleDialog(page, page.getByRole('button', { name: 'Refine Your Request' }), 'Refine Your Request');
    await expectAccessibleDialog(page, page.getByRole('button', { name: 'Compare Top Gifts' }), 'Compare Top Gifts');
    await expectAccessibleDialog(page, giftCards(page).first().getByRole('button', { name: 'Share' }), /^Gift Idea: /);
    await giftCards(page).first().getByRole('button', { name: 'Write Card' }).click();
    const generator = page.getByRole('region', { name: 'Card Message Generator' });
    await generator.getByRole('button', { name: 'Generate Message' }).click();
    await expect(generator.getByLabel('Your card message (edit it as you like)')).toBeFocused();
    await expectAccessible(page, 'results with a card message');

    const footer = page.getByRole('contentinfo');
    await expectAccessibleDialog(page, footer.getByRole('button', { name: 'Privacy Policy' }), 'Privacy Policy');
    await expectAccessibleDialog(page, footer.getByRole('button', { name: 'Terms of Service' }), 'Terms and Conditions');
    await expectAccessibleDialog(page, footer.getByRole('button', { name: 'Contact Us' }), 'Contact Us');

    await page.goto('/profile?tab=account');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'delete account confirmation');
  });

  // What only a phone shows: the header's menu, and the ideas laid out compact with their tags folded.
  test.describe('on a 375 px phone', { tag: '@phone-only' }, () => {
    test('the compact ideas, their tags folded', async ({ page }) => {
      await generateIdeas(page);
      await expectAccessible(page, 'phone: compact ideas');
    });

    test("the header's menu, a guest's and a member's", async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, 'phone: open menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

      await registerViaApi(page.request);
      await page.goto('/profile?tab=occasions');
      await expect(page.getByRole('tab', { name: 'Occasions', selected: true })).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, "phone: a member's open menu");
    });
  });
});
