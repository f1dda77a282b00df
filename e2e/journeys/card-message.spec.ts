import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/toast';
import { chooseOption, generateIdeas, giftCards } from '../support/wizard';

test.describe('a card message for a guest', () => {
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
    expect((await message.inputValue()).length).toBeGreaterThan(40);

    // The text is the guest's to edit.
    await message.fill('Happy birthday, Maya! This one made me think of you.');
    await expect(message).toHaveValue('Happy birthday, Maya! This one made me think of you.');

    // One free message only: regenerating is refused by the server with its own explanation.
    consoleGuard.expect({ path: '/api/gifts/card-message', status: 403 });
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    const refusal = await expectToast(page, 'Error generating card message');
    await expect(refusal).not.toContainText('Failed to generate a personal card message');
    await expect(message).toHaveValue('Happy birthday, Maya! This one made me think of you.');
  });
});
