import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/toast';
import { registerViaApi, registerViaUi, signInViaUi, signOutViaHeader } from '../support/users';
import { generateIdeas, giftCards } from '../support/wizard';

const cardTitles = async (page: Parameters<typeof giftCards>[0]) =>
  (await giftCards(page).getByRole('heading', { level: 3 }).allTextContents()).map((title) => title.trim());

test.describe("a guest's ideas", () => {
  test('are kept, with the feedback given on them, when the guest creates an account', { tag: '@phone' }, async ({ page }) => {
    await generateIdeas(page);
    const titles = await cardTitles(page);
    await giftCards(page).nth(1).getByRole('button', { name: 'Liked', exact: true }).click();
    await expect(giftCards(page).nth(1).getByText('Create an account to save your feedback')).toBeVisible();

    await registerViaUi(page);
    await expectToast(page, 'Your ideas are saved', 'The gift ideas you found for Maya are in your gift history.');

    await page.goto('/profile?tab=gift-history');
    const item = page.getByTestId('gift-history-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('heading', { name: 'Gifts for Maya' })).toBeVisible();
    await item.getByRole('link', { name: 'View Details' }).click();
    await expect(giftCards(page)).toHaveCount(titles.length);
    expect(await cardTitles(page)).toEqual(titles);
    const liked = giftCards(page).nth(1);
    await expect(liked.getByText('Your feedback:')).toBeVisible();
    await expect(liked.getByText('Liked', { exact: true })).toBeVisible();
  });

  test('keep the free card message the guest wrote, beside its idea in the gift history', async ({ page }) => {
    await generateIdeas(page);
    await page.getByRole('button', { name: 'Write a free card message' }).click();
    await page.getByRole('button', { name: 'Generate Message' }).click();
    const written = page.getByLabel('Your card message (edit it as you like)');
    await expect(written).not.toHaveValue('');
    await written.fill('Dear Maya, for every trail still ahead. Love, Sam');
    const title = (await cardTitles(page))[0];

    await registerViaUi(page);
    await expectToast(page, 'Your ideas are saved', 'The gift ideas you found for Maya are in your gift history.');
    await page.goto('/profile?tab=gift-history');
    await page.getByTestId('gift-history-item').getByRole('link', { name: 'View Details' }).click();
    const card = giftCards(page).filter({ hasText: title });
    await card.getByRole('button', { name: 'Show card' }).click();
    await expect(page.getByLabel('Your card message (edit it as you like)')).toHaveValue('Dear Maya, for every trail still ahead. Love, Sam');
  });

  test('are kept once when the guest signs in to an existing account', async ({ page, freshPage }) => {
    const member = await registerViaApi((await freshPage()).request);
    await generateIdeas(page);
    await page.goto('/auth');
    await signInViaUi(page, member);
    await expectToast(page, 'Your ideas are saved', 'The gift ideas you found for Maya are in your gift history.');

    // Signing out and in again adds nothing: the kept ideas went to the account once.
    await signOutViaHeader(page);
    await page.goto('/auth');
    await signInViaUi(page, member);
    await page.goto('/profile?tab=gift-history');
    await expect(page.getByTestId('gift-history-item')).toHaveCount(1);
  });
});
