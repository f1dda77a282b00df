import { expect, test } from '../support/fixtures';
import { newCredentials, registerViaApi, registerViaUi } from '../support/users';

test.describe('the sign-in page', () => {
  test('checks the create-account form, shows the terms, and advertises the plans', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Try It Free' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();

    const plans = page.getByRole('complementary', { name: 'Free vs Premium' });
    await expect(plans).toContainText('$4.99/month');
    await expect(plans).toContainText('$49.99/year');
    await expect(plans).toContainText('Save 17%');
    await expect(plans.getByRole('row', { name: /Gift suggestions/ })).toContainText('3 per month');
    await expect(plans.getByRole('row', { name: /Card messages/ })).toContainText('1 per month');
    await expect(plans.getByRole('row', { name: /Tracked occasions/ })).toContainText('3 in total');

    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await expect(signIn.getByLabel('Username or e-mail')).toBeVisible();
    await expect(signIn.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(signIn.getByText('Password must be at least 6 characters')).toBeVisible();
    // Each message sits on its field, and focus goes to the first one wrong (on a phone, where the keyboard opens).
    await expect(signIn.getByLabel('Username or e-mail')).toBeFocused();
    await expect(signIn.getByLabel('Username or e-mail')).toHaveAccessibleDescription('Username must be at least 3 characters');
    await expect(signIn.getByLabel('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');

    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.getByRole('tabpanel', { name: 'Create Account' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    // A birthday is optional.
    await expect(form.getByLabel(/^Birthday\s*\(optional\)$/)).toBeVisible();
    await expect(form.getByText('Birthday is required')).toHaveCount(0);
    await expect(form.getByText('You must agree to the terms and conditions')).toBeVisible();
    await expect(form.getByLabel('Username')).toBeFocused();

    await form.getByLabel('Password', { exact: true }).fill('secret-one');
    await form.getByLabel('Confirm password').fill('secret-two');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');

    await form.getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog');
    await expect(terms).toContainText('April 14, 2025');
    await terms.getByRole('button', { name: 'I Understand' }).click();
    await expect(terms).toBeHidden();
  });

  test('a signed-in visitor is sent home from /auth, whatever the query asks for', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
    await page.goto('/auth?action=premium');
    await expect(page).toHaveURL('/');
    await page.goto('/auth?destination=subscription');
    await expect(page).toHaveURL('/');
  });

  test('the premium link explains the upgrade, and sign-in still lands on the home page', async ({ page }) => {
    const user = await registerViaApi(page.request);
    await page.request.post('/api/logout');
    await page.goto('/auth?action=premium');
    await expect(page.getByText('Sign in or create an account first, then you can upgrade to Premium.')).toBeVisible();
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Username').fill(user.username);
    await form.getByLabel('Password').fill(user.password);
    // Hold the answer back a moment so the pending label can be seen.
    await page.route('**/api/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: `Hi, ${user.username}` })).toBeVisible();
  });

  test('an account can be made without a birthday', async ({ page }) => {
    await registerViaUi(page, { ...newCredentials(), birthday: '' });
    expect((await (await page.request.get('/api/user')).json()).birthday).toBeNull();
  });

  test('creating an account from the subscription call to action lands on the home page', async ({ page }) => {
    await registerViaUi(page, newCredentials(), '/auth?destination=subscription');
  });
});
