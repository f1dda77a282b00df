import { expect, test } from '../support/fixtures';
import { registerViaApi } from '../support/users';

test.describe('profile tabs', () => {
  test('one history entry per tab, and Back returns to the tab the user came from', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/profile');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    const selected = (name: string) => expect(page.getByRole('tab', { name, exact: true, selected: true })).toBeVisible();
    await selected('Gift History');

    await tab('Occasions').click();
    await expect(page).toHaveURL('/profile?tab=occasions');
    await tab('Account').click();
    await expect(page).toHaveURL('/profile?tab=account');
    // One click, one entry: the browser's own back lands on the previous tab at the first press.
    await page.goBack();
    await selected('Occasions');
    await page.goForward();
    await selected('Account');

    // Arrow keys only move focus; Enter picks the tab.
    await tab('Account').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Subscription')).toBeFocused();
    await selected('Account');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/profile?tab=subscription');

    const back = page.getByRole('button', { name: 'Back', exact: true });
    await back.click();
    await selected('Account');
    await back.click();
    await selected('Occasions');
    await back.click();
    await selected('Gift History');
    await back.click();
    await expect(page).toHaveURL('/');
  });
});
