import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { giftCards, wizard } from '../support/wizard';

/** Presses Tab until `name` has focus (at most `limit` times), as a keyboard user looking for it would. */
async function tabTo(page: Page, name: RegExp, limit = 15) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element ? (element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent ?? '').trim() : '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`${name} was not reached with ${limit} presses of Tab`);
}

/** Opens the focused select box with Enter and picks `option` with Enter; focus goes back to the box. */
async function chooseWithKeyboard(page: Page, select: Locator, option: string) {
  await expect(select).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).press('Enter');
  await expect(select).toContainText(option);
  await expect(select).toBeFocused();
}

test.describe('with the keyboard alone', () => {
  test('a guest goes from the home page through the wizard to gift ideas and a shared link', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, /^Try Presently Magic$/);
    await page.keyboard.press('Enter');
    // The main call to action leads straight to the wizard, even on a first visit, and the keyboard goes along.
    await expect(page.locator('#gift-concierge')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The tour is there for whoever asks; its last step leads back to the wizard.
    await page.goto('/');
    await tabTo(page, /^How to Use$/);
    await page.keyboard.press('Enter');
    const onboarding = page.getByRole('dialog');
    await expect(onboarding).toBeVisible();
    while (!(await onboarding.getByRole('button', { name: "Let's Get Started!" }).isVisible())) {
      await tabTo(page, /^Next$/);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, /^Let's Get Started!$/);
    await page.keyboard.press('Enter');
    await expect(onboarding).toBeHidden();
    await expect(page.locator('#gift-concierge')).toBeFocused();
    const form = wizard(page);
    await expect(form.getByText('Step 1 of 4')).toBeVisible();

    // Each step takes the keyboard to its heading once it shows; tabbing goes on from there.
    await tabTo(page, /Recipient's name/);
    await page.keyboard.type('Maya');
    await page.keyboard.press('Tab');
    await chooseWithKeyboard(page, form.getByRole('combobox', { name: 'Relationship' }), 'Friend');
    await page.keyboard.press('Tab');
    await chooseWithKeyboard(page, form.getByRole('combobox', { name: 'Occasion' }), 'Birthday');
    await tabTo(page, /^Next/);
    await page.keyboard.press('Enter');

    await expect(form.getByRole('heading', { name: 'Personality & interests' })).toBeFocused();
    await tabTo(page, /Interests & hobbies/);
    await page.keyboard.type('cooking, hiking in the mountains');
    await tabTo(page, /Personality traits/);
    await page.keyboard.type('adventurous, warm');
    await tabTo(page, /^Next/, 30);
    await page.keyboard.press('Enter');

    await expect(form.getByRole('heading', { name: 'Gift details' })).toBeFocused();
    await tabTo(page, /Budget in dollars/);
    await page.keyboard.type('80');
    await tabTo(page, /^Next/);
    await page.keyboard.press('Enter');

    await expect(form.getByRole('heading', { name: 'Review & submit' })).toBeFocused();
    await tabTo(page, /^Get Gift Ideas$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Save Ideas' })).toBeVisible();
    await expect(giftCards(page).first()).toBeVisible();
    // The results take the keyboard too: tabbing starts at them, not back at the top of the page.
    await expect(page.locator('#gift-results')).toBeFocused();

    await tabTo(page, /^Share$/, 60);
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: /^Gift Idea: / });
    await expect(share).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
    await expect(giftCards(page).first().getByRole('button', { name: 'Share' })).toBeFocused();
  });
});
