import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/toast';
import { saveIdeasViaApi } from '../support/gifts-api';
import { registerViaApi, registerViaUi } from '../support/users';
import { generateIdeas, giftCards } from '../support/wizard';

/** Today as the lists show dates ('MMM dd, yyyy'); the browser runs in UTC. */
const today = () => new Date().toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

test.describe('a new member saves ideas and comes back to them', () => {
  test('registers, saves the ideas, finds them in the gift history and rates one on the details page', async ({ page }) => {
    const { username } = await registerViaUi(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/profile?tab=subscription');

    await generateIdeas(page);
    const titles = (await giftCards(page).getByRole('heading', { level: 3 }).allTextContents()).map((title) => title.trim());
    const prices = await giftCards(page).getByLabel(/^Estimated price/).allTextContents();
    await expect(page.getByRole('status').filter({ hasText: 'Free Plan' })).toContainText('You have 2 gift suggestions and 1 card message left this month.');

    // Feedback given before saving goes with the set when it is saved.
    await giftCards(page).nth(1).getByRole('button', { name: 'Liked', exact: true }).click();
    await expectToast(page, 'Feedback recorded', 'Feedback acknowledged');

    // Hold the save answer back a moment so the pending label can be seen.
    await page.route('**/api/gifts/save', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const save = page.getByRole('button', { name: /(Save Ideas|Saving\.\.\.|Saved)$/ });
    await save.click();
    await expect(save).toContainText('Saving...');
    await expect(save).toBeDisabled();
    await expectToast(page, 'Saved successfully', 'These gift ideas have been saved to your account');
    await expect(save).toHaveText('Saved');
    await expect(save).toBeDisabled();

    await page.getByRole('banner').getByRole('link', { name: `Hi, ${username}` }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
    await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Gift History', selected: true })).toBeVisible();

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gifts for Maya' }) });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Birthday', { exact: true })).toBeVisible();
    await expect(item.getByText('Friend', { exact: true })).toBeVisible();
    await expect(item.getByText('$80', { exact: true })).toBeVisible();
    await expect(item.getByText(today())).toBeVisible();
    for (const title of titles.slice(0, 3)) await expect(item.getByText(title, { exact: true })).toBeVisible();
    if (titles.length > 3) await expect(item.getByText(`+${titles.length - 3} more gifts`)).toBeVisible();

    await item.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/gift-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gifts for Maya' })).toBeVisible();
    await expect(page).toHaveTitle('Gifts for Maya | Presently');
    await expect(page.getByText('Cooking, Travel, hiking in the mountains')).toBeVisible();

    const cards = giftCards(page);
    await expect(cards).toHaveCount(titles.length);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(titles[0]);
    await expect(first.getByLabel(/^Estimated price/)).toHaveText(prices[0]);
    await expect(first.getByText('Why this gift fits Maya')).toBeVisible();
    await expect(first.getByRole('list', { name: 'Find online' }).getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expect(cards.nth(1).getByText('Your feedback:')).toBeVisible();
    await expect(cards.nth(1).getByText('Liked', { exact: true })).toBeVisible();

    await first.getByRole('button', { name: 'Liked', exact: true }).click();
    await expectToast(page, 'Feedback recorded', 'Feedback acknowledged');
    await expect(first.getByText('Your feedback:')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Change feedback' })).toBeVisible();

    // The feedback is stored with the saved set: it is there after a reload.
    await page.reload();
    await expect(cards.first().getByText('Your feedback:')).toBeVisible();
    await expect(cards.first().getByText('Liked', { exact: true })).toBeVisible();

    // Changing it records the new choice.
    await cards.first().getByRole('button', { name: 'Change feedback' }).click();
    await cards.first().getByRole('button', { name: 'Purchased', exact: true }).click();
    await expectToast(page, 'Feedback recorded');
    await expect(cards.first().getByText('Purchased', { exact: true })).toBeVisible();

    // The same news twice shows one toast, and it does not follow the person to the next page.
    await cards.nth(1).getByRole('button', { name: 'Change feedback' }).click();
    await cards.nth(1).getByRole('button', { name: 'Disliked', exact: true }).click();
    await expect(cards.nth(1).getByText('Disliked', { exact: true })).toBeVisible();
    const recorded = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: 'Feedback recorded' });
    await expect(recorded).toHaveCount(1);
    await page.waitForTimeout(1_100); // longer than the grace a page change gives the toast that caused it
    await page.getByRole('banner').getByRole('link', { name: `Hi, ${username}` }).click();
    await expect(page).toHaveURL('/profile');
    await expect(recorded).toHaveCount(0);
  });

  test('the details of a gift set that is not yours are not shown', async ({ page, request, consoleGuard }) => {
    // Someone else's saved ideas, made through the API with a cookie jar of its own.
    await registerViaApi(request);
    const { id } = await saveIdeasViaApi(request);
    consoleGuard.expect({ path: `/api/gifts/${id}`, status: 404 });

    await registerViaUi(page);
    await page.goto(`/gift-details/${id}`);
    await expect(page.getByRole('heading', { name: 'Gift Not Found' })).toBeVisible();
    await expect(
      page.getByText("Gift Not Found: The requested gift suggestion could not be found or you don't have permission to view it."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Profile' })).toBeVisible();
  });

  test('a set opened from far down the history starts at the top of its page, and Back returns to the same place', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await registerViaApi(page.request);
    for (let set = 0; set < 3; set++) await saveIdeasViaApi(page.request);
    await page.goto('/profile?tab=gift-history');
    const details = page.getByRole('link', { name: 'View Details' });
    await expect(details).toHaveCount(3);
    await details.last().scrollIntoViewIfNeeded();
    const historyScroll = await page.evaluate(() => window.scrollY);
    expect(historyScroll).toBeGreaterThan(300);

    await details.last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gifts for Maya' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // As after a page load, a screen reader and the next Tab start in the new page's content.
    await expect(page.getByRole('main')).toBeFocused();

    await page.goBack();
    await expect(details.last()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(historyScroll);
  });
});
