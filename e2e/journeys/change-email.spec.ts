import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expectToast } from '../support/toast';
import { registerViaApi, signOutViaHeader, submitSignIn } from '../support/users';

test.describe('changing the e-mail address', () => {
  test('asks for the password, then the new address signs in', async ({ page, consoleGuard }) => {
    const user = await registerViaApi(page.request);
    await page.goto('/profile?tab=account');
    const form = page.getByRole('region', { name: 'Change email' });
    await expect(form.getByLabel('New email')).toHaveValue(user.email);

    const address = `new-${user.email}`;
    await form.getByLabel('New email').fill(address);
    await form.getByRole('button', { name: 'Change Email' }).click();
    await expect(form.getByText('Current password is required')).toBeVisible();
    consoleGuard.expect({ path: '/api/user/email', status: 400 });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByRole('button', { name: 'Change Email' }).click();
    await expectToast(page, 'Error changing email', 'Current password is incorrect');
    await expectNoHorizontalOverflow(page, 'change email, wrong password');
    await expectAccessible(page, 'change email, wrong password');

    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Change Email' }).click();
    await expectToast(page, 'Email changed', `We sent a link to ${address}: open it to confirm the address, and reminders will go there.`);
    await expect(page.getByRole('region', { name: 'Account details' }).getByText(address)).toBeVisible();

    await signOutViaHeader(page);
    await submitSignIn(page, { username: address, password: user.password });
    await expectToast(page, 'Login successful', `Welcome back, ${user.username}!`);
    await expect(page).toHaveURL('/');
  });
});
