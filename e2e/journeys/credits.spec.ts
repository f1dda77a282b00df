import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { suggestViaApi } from '../support/gifts-api';
import { registerViaApi } from '../support/users';
import { generateIdeas, wizard } from '../support/wizard';

test.describe("a free member's suggestions", { tag: '@phone' }, () => {
  test('are counted where the wizard starts, and once used up the member is told before the wizard, with the way to more', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/#gift-concierge');
    const concierge = page.locator('#gift-concierge');
    await expect(concierge.getByTestId('credits-left')).toHaveText('You have 3 of 3 free gift suggestions left this month. Go Premium for unlimited ideas.');
    await expect(concierge.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/profile?tab=subscription');

    // One through the wizard, the count follows it.
    await generateIdeas(page);
    await page.getByRole('button', { name: 'Try Again' }).first().click();
    await expect(concierge.getByTestId('credits-left')).toHaveText(/^You have 2 of 3 free gift suggestions left this month\./);

    // The other two spent elsewhere (another tab): the page learns it when it next asks, here on coming back to it.
    await suggestViaApi(page.request);
    await suggestViaApi(page.request);
    await page.reload();
    await expect(concierge.getByRole('status').filter({ hasText: "You've used this month's free gift suggestions" })).toContainText(
      /Your 3 free gift suggestions come back on \w{3} 01, \d{4}\. Premium gives unlimited ideas, refinements and comparisons for \$4\.99 a month\./,
    );
    await expect(wizard(page)).toHaveCount(0);
    await expect(concierge.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/profile?tab=subscription');
    await expect(concierge.getByRole('link', { name: 'Your saved ideas' })).toHaveAttribute('href', '/profile?tab=gift-history');
    await expectAccessible(page, 'out of free suggestions');
  });
});
