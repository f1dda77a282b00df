import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectResults, fillWizard, giftCards, wizard, type GiftRequest } from '../support/wizard';

/** Too vague to pick personal gifts: the engine asks before it suggests (spec §2, §4). */
const VAGUE: GiftRequest = { name: 'Sam', relationship: 'Colleague', occasion: 'Just Because', interests: 'stuff', personality: 'nice' };

async function askWithVagueAnswers(page: Page) {
  await page.goto('/#gift-concierge');
  await fillWizard(page, VAGUE);
  await wizard(page).getByRole('button', { name: 'Get Gift Ideas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help fine-tune your results' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the clarification questions', () => {
  test('are all answered before Get Enhanced Suggestions, and the answers lead to results', async ({ page }) => {
    const dialog = await askWithVagueAnswers(page);
    const answers = dialog.getByRole('textbox');
    const count = await answers.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(dialog.getByText(`0 of ${count} answered`)).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(dialog.getByText(/free time|hobbies/)).toBeVisible();
    await expect(dialog.getByText(/personality/i).first()).toBeVisible();

    const enhance = dialog.getByRole('button', { name: 'Get Enhanced Suggestions' });
    await expect(enhance).toBeDisabled();
    const replies = ['Rock climbing, board games and baking sourdough', 'Adventurous, playful and a little nostalgic', 'Has plenty of mugs'];
    for (let index = 0; index < count - 1; index += 1) {
      await answers.nth(index).fill(replies[index] ?? 'Loves gardening');
      await expect(dialog.getByText(`${index + 1} of ${count} answered`)).toBeVisible();
      await expect(enhance).toBeDisabled();
    }
    // A blank answer does not count.
    await answers.nth(count - 1).fill('   ');
    await expect(enhance).toBeDisabled();
    await answers.nth(count - 1).fill(replies[count - 1] ?? 'Loves gardening');
    await expect(dialog.getByText(`${count} of ${count} answered`)).toBeVisible();
    await expect(enhance).toBeEnabled();
    await enhance.click();

    await expect(dialog).toBeHidden();
    await expectResults(page);
    await expect(giftCards(page).first().getByText('Why this gift fits Sam')).toBeVisible();
  });

  test('can be skipped after confirming, and suggestions come from what was given', async ({ page }) => {
    const dialog = await askWithVagueAnswers(page);
    await dialog.getByRole('button', { name: 'Skip for now' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Skip Additional Questions?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    // Cancel goes back to the questions.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Skip for now' }).click();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expectResults(page);
    await expect(giftCards(page).first().getByText('Why this gift fits Sam')).toBeVisible();
  });
});
