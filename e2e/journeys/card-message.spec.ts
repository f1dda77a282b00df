import { expectAccessible } from '../support/accessibility';
import { openCheckout, pay } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expectToast } from '../support/toast';
import { registerViaApi } from '../support/users';
import { chooseOption, generateIdeas, giftCards } from '../support/wizard';

test.describe('a card message for a guest', { tag: '@phone' }, () => {
  test('a guest writes one free card message that names the recipient, and a second is refused', async ({ page, consoleGuard }) => {
    await generateIdeas(page);
    const titles = (await giftCards(page).getByRole('heading', { level: 3 }).allTextContents()).map((title) => title.trim());

    // The per-card Write Card is for members; a guest is pointed to signing in (spec §6).
    await giftCards(page).first().getByRole('button', { name: 'Write Card' }).click();
    await expectToast(page, 'Sign In Required', 'Please sign in to use the card message generator');

    const panel = page.getByRole('region', { name: 'Free Guest Usage' });
    await expect(panel).toContainText('1 free card message as a guest');
    await panel.getByRole('button', { name: 'Write a free card message' }).click();
    await expect(panel.getByRole('combobox', { name: 'Card message for' })).toContainText(titles[0]);
    await chooseOption(page, panel, 'Card message for', titles[1]);

    await panel.getByRole('button', { name: 'Generate Message' }).click();
    await expectToast(page, 'Card Message Generator', `Creating a card message for "${titles[1]}"`);
    const message = panel.getByLabel('Your card message (edit it as you like)');
    await expect(message).toBeVisible();
    await expect(message).toHaveValue(/Maya/);
    await expect(message).toBeFocused();
    expect((await message.inputValue()).length).toBeGreaterThan(40);
    await expectNoHorizontalOverflow(page, "a guest's card message");
    await expectAccessible(page, "a guest's card message");

    // The text is the guest's to edit.
    await message.fill('Happy birthday, Maya! This one made me think of you.');
    await expect(message).toHaveValue('Happy birthday, Maya! This one made me think of you.');

    // One free message only: regenerating is refused by the server with its own explanation.
    consoleGuard.expect({ path: '/api/gifts/card-message', status: 403 });
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    const refusal = await expectToast(page, 'Error generating card message');
    await expect(refusal).not.toContainText('Failed to generate a personal card message');
    await expect(message).toHaveValue('Happy birthday, Maya! This one made me think of you.');
    await expect(message).toBeFocused();
  });
});

test.describe('a card message for a premium member', () => {
  test('Write Card on an idea opens the generator and takes the keyboard there, and the message names the gift', async ({ page }) => {
    await registerViaApi(page.request);
    await openCheckout(page);
    await pay(page, '4242 4242 4242 4242');
    await page.getByRole('dialog', { name: 'Welcome to Premium!' }).getByRole('button', { name: 'Close' }).click();

    await generateIdeas(page);
    const second = giftCards(page).nth(1);
    const title = (await second.getByRole('heading', { level: 3 }).textContent())!.trim();
    await second.getByRole('button', { name: 'Write Card' }).focus();
    await page.keyboard.press('Enter');

    const generator = page.getByRole('region', { name: 'Card Message Generator' });
    await expect(generator).toContainText(`A personal message to go with “${title}”.`);
    await expect(generator).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(generator.getByRole('button', { name: 'Hide Card Generator' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(generator.getByRole('button', { name: 'Generate Message' })).toBeFocused();
    await page.keyboard.press('Enter');

    const message = generator.getByLabel('Your card message (edit it as you like)');
    await expect(message).toBeFocused();
    await expect(message).toHaveValue(/Maya/);
    // The message names the gift, in its own sentence's case, without the contents or quantity a title lists after it.
    const named = title.split(/[:(,—–]/)[0].trim();
    await expect(message).toHaveValue(new RegExp(named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    await expectNoHorizontalOverflow(page, "a member's card message");
    await expectAccessible(page, "a member's card message");
  });
});
