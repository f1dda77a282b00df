import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expectToast } from '../support/toast';
import { expectReload, registerViaApi, submitSignIn } from '../support/users';

test.describe('deleting the account', () => {
  test('asks first, with the password, then signs the user out for good', async ({ page, consoleGuard }) => {
    const user = await registerViaApi(page.request);
    await page.goto('/profile?tab=account');
    const danger = page.getByRole('region', { name: 'Danger Zone' });
    await danger.getByRole('button', { name: 'Delete Account' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await expect(confirm).toContainText(
      'This action cannot be undone. This will permanently delete your account and remove your data from our servers.',
    );
    // Cancel keeps everything.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: `Hi, ${user.username}` })).toBeVisible();

    await danger.getByRole('button', { name: 'Delete Account' }).click();
    // The password again: nothing happens without it, or with a wrong one.
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await expect(confirm.getByText('Current password is required')).toBeVisible();
    consoleGuard.expect({ path: '/api/user', status: 400 });
    await confirm.getByLabel('Your password').fill('not-my-password');
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await expect(confirm.getByText('Current password is incorrect')).toBeVisible();
    await expectToast(page, 'Error deleting account', 'Current password is incorrect');
    await expectNoHorizontalOverflow(page, 'delete account, wrong password');
    await expectAccessible(page, 'delete account, wrong password');
    await confirm.getByLabel('Your password').fill(user.password);
    await expectReload(page, () => confirm.getByRole('button', { name: 'Delete Account' }).click());
    await expectToast(page, 'Account deleted', 'Your account and data have been permanently removed.');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    // Signed-in pages now send the visitor to sign in.
    await page.goto('/profile');
    await expect(page).toHaveURL('/auth');

    consoleGuard.expect({ path: '/api/login', status: 401 });
    await submitSignIn(page, user);
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL('/auth');
  });
});
