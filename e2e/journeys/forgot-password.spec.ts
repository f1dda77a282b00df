import { outboxMails, type OutboxMail } from '@presently/platform/testing';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expectToast } from '../support/toast';
import { confirmEmailViaApi, registerViaApi, submitSignIn } from '../support/users';

const SENT = 'If an account uses that e-mail address, we have sent it a link to reset the password. The link works for 1 hour.';

/** The reset e-mail to the address, from the outbox of the app under test: it is mailed just after the answer. */
async function resetMailTo(address: string): Promise<OutboxMail> {
  const find = () => outboxMails(process.env.E2E_DATA_DIR!).find((mail) => mail.to === address && mail.subject === 'Reset your Presently password');
  await expect.poll(() => find() !== undefined, { message: `a reset e-mail to ${address}` }).toBe(true);
  return find()!;
}

// On the desktop and on the phone project (@phone): the reset e-mail is often read on a phone.
test.describe('forgetting the password', { tag: '@phone' }, () => {
  test('asks for a link by e-mail, sets a new password with it, then signs in with the e-mail address', async ({ page, context, consoleGuard }) => {
    const user = await registerViaApi(page.request);
    // Reset links go only to a confirmed address.
    await confirmEmailViaApi(page.request, user);
    await page.request.post('/api/logout');

    await page.goto('/auth');
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Username or e-mail')).toBeVisible();
    await page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page, 'forgot-password');
    await expectNoHorizontalOverflow(page, 'forgot-password');

    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    // Addresses match whatever their case.
    await page.getByLabel('Email').fill(user.email.toUpperCase());
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
    await expect(sent).toContainText(SENT);
    await expectAccessible(page, 'forgot-password-sent');
    await expectNoHorizontalOverflow(page, 'forgot-password-sent');

    // The e-mail as its reader sees it, in a tab of its own: the greeting, then its button.
    const mail = await resetMailTo(user.email);
    expect(mail.text).toContain(`Hello ${user.username},`);
    const mailPage = await context.newPage();
    await mailPage.setContent(mail.html);
    await expect(mailPage.getByText(`Hello ${user.username},`)).toBeVisible();
    // Links in an e-mail open a tab of their own, as webmail opens them.
    const [inbox] = await Promise.all([context.waitForEvent('page'), mailPage.getByRole('link', { name: 'Choose a new password' }).click()]);
    await expect(inbox).toHaveURL(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const link = inbox.url();
    await expect(inbox.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(inbox, 'reset-password');
    await expectNoHorizontalOverflow(inbox, 'reset-password');

    // The same rules as a new account's password (spec §5), checked before anything is sent.
    await inbox.getByLabel('New password', { exact: true }).fill('short');
    await inbox.getByRole('button', { name: 'Set New Password' }).click();
    await expect(inbox.getByText('Password must be at least 6 characters')).toBeVisible();
    await inbox.getByLabel('New password', { exact: true }).fill('new-secret-2');
    await inbox.getByLabel('Confirm new password').fill('new-secret-3');
    await inbox.getByRole('button', { name: 'Set New Password' }).click();
    await expect(inbox.getByText("Passwords don't match")).toBeVisible();
    await inbox.getByLabel('Confirm new password').fill('new-secret-2');
    await inbox.getByRole('button', { name: 'Set New Password' }).click();
    await expectToast(inbox, 'Password reset', 'Please sign in with your new password.');
    await expect(inbox).toHaveURL('/auth');

    // The old password no longer opens the account; the new one does, with the e-mail address as the name.
    consoleGuard.expect({ path: '/api/login', status: 401 });
    await submitSignIn(inbox, { username: user.email, password: user.password });
    await expect(inbox.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert')).toHaveText('Invalid username or password');
    await submitSignIn(inbox, { username: user.email, password: 'new-secret-2' });
    await expectToast(inbox, 'Login successful', `Welcome back, ${user.username}!`);
    await expect(inbox).toHaveURL('/');
    await expect(inbox.getByRole('link', { name: `Hi, ${user.username}` })).toBeVisible();

    // The link worked once.
    consoleGuard.expect({ path: '/api/reset-password', status: 400 });
    await inbox.goto(link);
    await inbox.getByLabel('New password', { exact: true }).fill('third-secret-4');
    await inbox.getByLabel('Confirm new password').fill('third-secret-4');
    await inbox.getByRole('button', { name: 'Set New Password' }).click();
    const refused = inbox.getByRole('alert').filter({ hasText: 'This password reset link has already been used. Please ask for a new one.' });
    await expect(refused).toBeVisible();
    await refused.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(inbox).toHaveURL('/forgot-password');
  });
});

test('a reset link without its token says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('This password reset link is not valid. Please ask for a new one.');
  await expect(page.getByRole('button', { name: 'Set New Password' })).toHaveCount(0);
  await expectAccessible(page, 'reset-password-invalid');
});
