import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/toast';
import { MAYA, expectResults, fillWizard, giftCards, wizard } from '../support/wizard';

/** The category badge: the nine categories of spec §3 have their own label. */
const CATEGORY = /^(Experience|Physical|Creative|Practical|Tech|Fashion|Home|Food|Books)$/;

test.describe('a guest asks for gift ideas', () => {
  test('walks the four-step wizard and gets idea cards with price, category and why each fits', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Personalized Gift Suggestions | Presently');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/auth?action=premium');

    // Next is blocked until the step's required fields are valid (spec §5).
    const form = wizard(page);
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Next' }).click();
    // The message sits on its field, and focus goes there.
    await expect(form.getByLabel('Relationship')).toBeFocused();
    await expect(form.getByLabel('Relationship')).toHaveAccessibleDescription('Please select both relationship and occasion');
    await expect(form.getByLabel('Relationship')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Step 1 of 4')).toBeVisible();
    // A field's hint is read out with it.
    await expect(form.getByLabel('Age')).toHaveAccessibleDescription('Between 1 and 100');

    await fillWizard(page, MAYA);
    await expect(form.getByText('Maya', { exact: true })).toBeVisible();
    await expect(form.getByText('Cooking, Travel, hiking in the mountains')).toBeVisible();
    await expect(form.getByText('$80', { exact: true })).toBeVisible();

    // Back keeps what was typed.
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(form.getByText('Step 3 of 4')).toBeVisible();
    await expect(form.getByLabel('Budget in dollars')).toHaveValue('80');
    await form.getByRole('button', { name: 'Next' }).click();

    // Hold the clarification check back a moment so the analysing screen can be seen.
    await page.route('**/api/gifts/check-clarification', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Get Gift Ideas' }).click();
    await expect(page.getByRole('heading', { name: 'Analyzing your input...' })).toBeVisible();
    await expectResults(page);

    const cards = giftCards(page);
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    // A screen reader hears once that all the ideas are in.
    await expect(page.getByRole('status').filter({ hasText: /gift ideas ready/ })).toHaveText(`${await cards.count()} gift ideas ready for Maya.`);
    const firstTitle = (await cards.first().getByRole('heading', { level: 3 }).textContent())?.trim();
    expect(firstTitle).toBeTruthy();
    await expect(page).toHaveTitle(`Gift Idea: ${firstTitle} | Presently`);

    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.getByLabel(/^Estimated price \$\d+(\.\d\d)?$/)).toHaveText(/^\$\d+(\.\d\d)?$/);
      await expect(card.getByText(CATEGORY)).toBeVisible();
      await expect(card.getByText('Why this gift fits Maya')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Write Card' })).toBeVisible();
      await expect(card.getByRole('group', { name: 'What do you think?' })).toBeVisible();
    }

    // The tag filter shows only the ideas with a chosen tag, and all of them again when cleared (spec §5). A phone
    // leaves the tags out of the cards (they stay in the filter), hence includeHidden.
    const filter = page.getByRole('group', { name: 'Filter by tag' });
    const tagsOf = (card: Locator) => card.getByRole('list', { name: 'Tags', includeHidden: true });
    const tag = ((await tagsOf(cards.first()).getByRole('listitem', { includeHidden: true }).first().textContent()) ?? '').replace(/^#/, '');
    const all = await cards.count();
    await filter.getByRole('button', { name: tag.toLowerCase(), exact: true }).click();
    await expect(filter.getByRole('button', { name: tag.toLowerCase(), exact: true })).toHaveAttribute('aria-pressed', 'true');
    const shown = await cards.count();
    expect(shown).toBeGreaterThanOrEqual(1);
    expect(shown).toBeLessThanOrEqual(all);
    for (const card of await cards.all()) await expect(tagsOf(card)).toContainText(new RegExp(`#${tag}`, 'i'));
    await filter.getByRole('button', { name: 'Clear' }).click();
    await expect(cards).toHaveCount(all);

    // A guest is invited to sign up and sees the free allowance and the premium upsells (spec §2, §6).
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('heading', { name: 'Free Guest Usage' })).toBeVisible();
    await expect(page.getByText('Refinement suggestions are available exclusively to premium subscribers.')).toBeVisible();
    await expect(page.getByText('Gift comparison is available exclusively to premium subscribers.')).toBeVisible();

    // Saving needs an account; feedback is only acknowledged locally.
    await page.getByRole('button', { name: 'Save Ideas' }).click();
    await expectToast(page, 'Sign in required', 'Please sign in to save gift ideas');
    await cards.first().getByRole('button', { name: 'Liked', exact: true }).click();
    await expect(cards.first().getByText('Create an account to save your feedback')).toBeVisible();

    // Try Again returns to a clean form.
    await page.getByRole('button', { name: 'Try Again' }).first().click();
    await expect(wizard(page).getByText('Step 1 of 4')).toBeVisible();
    await expect(wizard(page).getByLabel("Recipient's name")).toHaveValue('');
  });
});
