import { outboxMails, VERIFICATION_SUBJECT } from '@presently/platform/testing';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expectToast } from '../support/toast';
import { confirmationLinkOf, newCredentials, registerViaUi } from '../support/users';

const PAUSED = 'Reminders are paused until you confirm your e-mail address';

test('a new account sees why reminders are paused, asks for the link again, and confirms its address with it', async ({ page, context, consoleGuard }) => {
  const user = await registerViaUi(page, newCredentials('verify'));

  // Profile, occasions: the notice says why, names the address and offers the e-mail again.
  await page.goto('/profile?tab=occasions');
  const notice = page.getByRole('status').filter({ hasText: PAUSED });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(user.email);
  await expectAccessible(page, 'reminders-paused');
  await expectNoHorizontalOverflow(page, 'reminders-paused');
  const firstLink = await confirmationLinkOf(user.username);
  await notice.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expectToast(page, 'Confirmation e-mail sent');
  await expect.poll(() => confirmationLinkOf(user.username)).not.toBe(firstLink);
  // The full calendar says so too.
  await page.goto('/occasions');
  await expect(page.getByRole('status').filter({ hasText: PAUSED })).toBeVisible();

  // The newest e-mail as its reader sees it, in a tab of its own: its button opens the confirmation page.
  const link = await confirmationLinkOf(user.username);
  const mail = outboxMails(process.env.E2E_DATA_DIR!).find((candidate) => candidate.subject === VERIFICATION_SUBJECT && candidate.text.includes(link))!;
  expect(mail.to).toBe(user.email);
  const mailPage = await context.newPage();
  await mailPage.setContent(mail.html);
  await expect(mailPage.getByText(`Hello ${user.username},`)).toBeVisible();
  // Links in an e-mail open a tab of their own, as webmail opens them.
  const [inbox] = await Promise.all([context.waitForEvent('page'), mailPage.getByRole('link', { name: 'Confirm my e-mail address' }).click()]);
  await expect(inbox).toHaveURL(/\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expectToast(inbox, 'E-mail address confirmed');
  await expect(inbox.getByRole('status').filter({ hasText: /^Thank you: your e-mail address is confirmed/ })).toBeVisible();
  await expectAccessible(inbox, 'verify-email');
  await expectNoHorizontalOverflow(inbox, 'verify-email');

  // Reminders are on: the notice is gone.
  await page.goto('/profile?tab=occasions');
  await expect(page.getByRole('button', { name: 'Preview reminder e-mail' })).toBeVisible();
  await expect(page.getByText(PAUSED)).toHaveCount(0);

  // The link worked once.
  consoleGuard.expect({ path: '/api/verify-email', status: 400 });
  await inbox.goto(link);
  await expect(inbox.getByRole('alert')).toContainText('This confirmation link has already been used.');
});

test('a confirmation link without its token says so', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid.');
  await expectAccessible(page, 'verify-email-invalid');
});
