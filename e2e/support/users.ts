import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { verificationLink, verificationToken } from '@presently/platform/testing';
import { expectToast } from './toast';

export interface Credentials {
  username: string;
  password: string;
  email: string;
  birthday: string;
}

let counter = 0;

/** A username no other journey of this run (or an earlier one on a kept data directory) has taken: 3-30 characters. */
export function newCredentials(prefix = 'e2e'): Credentials {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 30);
  return { username, password: 'correct-horse-1', email: `${username}@example.com`, birthday: '1990-04-14' };
}

/**
 * Registers through the API for journeys that are not about registering. Pass `page.request`: it shares the page's
 * cookie jar, so the page is signed in afterwards.
 */
export async function registerViaApi(request: APIRequestContext, credentials = newCredentials()): Promise<Credentials & { id: number }> {
  const response = await request.post('/api/register', { data: { ...credentials, timeZone: 'UTC' } });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { ...credentials, id };
}

/** The newest confirmation link mailed to the user, from the outbox of the app under test, once it has arrived. */
export async function confirmationLinkOf(username: string): Promise<string> {
  const find = () => verificationLink(process.env.E2E_DATA_DIR!, username);
  await expect.poll(() => find() !== undefined, { message: `a confirmation e-mail for ${username}` }).toBe(true);
  return find()!;
}

/**
 * Confirms the user's address with the link of their confirmation e-mail, for journeys that are not about it:
 * reminders and reset links reach only a confirmed address.
 */
export async function confirmEmailViaApi(request: APIRequestContext, { username }: Pick<Credentials, 'username'>): Promise<void> {
  const response = await request.post('/api/verify-email', { data: { token: verificationToken(await confirmationLinkOf(username)) } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Create Account on /auth (or `authPath`, with its query) as a person does it; ends on the home page, signed in. */
export async function registerViaUi(page: Page, credentials = newCredentials(), authPath = '/auth'): Promise<Credentials> {
  await page.goto(authPath);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('tabpanel', { name: 'Create Account' });
  await form.getByLabel('Username').fill(credentials.username);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByLabel('Confirm password').fill(credentials.password);
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Birthday').fill(credentials.birthday);
  await form.getByRole('checkbox', { name: 'I agree to the' }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration successful', 'Your account has been created!');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: `Hi, ${credentials.username}` })).toBeVisible();
  return credentials;
}

/** Sign In on /auth; ends on the home page, signed in. */
export async function signInViaUi(page: Page, { username, password }: Pick<Credentials, 'username' | 'password'>) {
  await submitSignIn(page, { username, password });
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: `Hi, ${username}` })).toBeVisible();
}

/** Fills and sends the Sign In form, whatever the answer. */
export async function submitSignIn(page: Page, { username, password }: Pick<Credentials, 'username' | 'password'>) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The header's Sign Out, from its menu on a phone; ends signed out on the home page after the app's reload (spec §4:
 * 500 ms later).
 */
export async function signOutViaHeader(page: Page) {
  const header = page.getByRole('banner');
  // Below the 640 px breakpoint the header keeps the greeting and Go Premium; Sign Out is in its menu.
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  await expectReload(page, async () => {
    if (phone) {
      await expect(header.getByRole('button', { name: 'Sign Out' })).toBeHidden();
      await header.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' }).click();
    } else {
      await header.getByRole('button', { name: 'Sign Out' }).click();
    }
  });
  // The toast is kept across the reload, so it is still there to read after it.
  await expectToast(page, 'Logged out', 'You have been successfully logged out');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/**
 * Runs `action` and waits for the full page load that follows it: signing out and deleting the account reload the
 * page a moment later, and a navigation started before that reload would be overtaken by it.
 */
export async function expectReload(page: Page, action: () => Promise<void>) {
  const loaded = page.waitForEvent('load', { timeout: 10_000 });
  await action();
  await loaded;
}
