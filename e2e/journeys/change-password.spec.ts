import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expectToast } from '../support/toast';
import { registerViaApi, signInViaUi, signOutViaHeader, submitSignIn } from '../support/users';

test.describe('changing the password', { tag: '@phone' }, () => {
  test('changes it on the account tab, then only the new one signs in', async ({ page, consoleGuard }) => {
    const user = await registerViaApi(page.request);
    await page.goto('/profile?tab=account');
    await expect(page.getByRole('tab', { name: 'Account', selected: true })).toBeVisible();
    const account = page.getByRole('region', { name: 'Account details' });
    await expect(account.getByText(user.username, { exact: true })).toBeVisible();
    await expect(account.getByText('Member since')).toBeVisible();

    const form = page.getByRole('region', { name: 'Change password' });
    // The form's own checks (spec §5) come before anything is sent.
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Current password is required')).toBeVisible();
    await form.getByLabel('Current password').fill(user.password);
    await form.getByLabel('New password', { exact: true }).fill('new-secret-2');
    await form.getByLabel('Confirm new password').fill('new-secret-3');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();
    await expectNoHorizontalOverflow(page, 'change password, passwords differ');
    await expectAccessible(page, 'change password, passwords differ');

    await form.getByLabel('Confirm new password').fill('new-secret-2');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password changed successfully');
    await expect(form.getByLabel('Current password')).toHaveValue('');

    await signOutViaHeader(page);

    consoleGuard.expect({ path: '/api/login', status: 401 });
    await submitSignIn(page, { username: user.username, password: user.password });
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert')).toHaveText('Invalid username or password');
    await expectToast(page, 'Login failed', 'Invalid username or password');

    await signInViaUi(page, { username: user.username, password: 'new-secret-2' });
  });
});
