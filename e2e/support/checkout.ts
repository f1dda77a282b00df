import { expect, type Page } from '@playwright/test';

/** A card expiry some years ahead, as MM/YY. */
const expiry = () => `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`;

/** Opens the Premium checkout from the subscription page, checking both intervals' prices on the way. */
export async function openCheckout(page: Page) {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Go Premium/ })).toBeVisible();
  const premium = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  await expect(premium).toContainText('$4.99');
  await premium.getByRole('radio', { name: 'yearly' }).click();
  await expect(premium).toContainText('$49.99');
  await expect(premium).toContainText('Save 17%');
  await premium.getByRole('radio', { name: 'monthly' }).click();
  await premium.getByRole('button', { name: 'Upgrade to Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Pays the monthly plan in the sandbox's card form. */
export async function pay(page: Page, cardNumber: string) {
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill(expiry());
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay $4.99/month' }).click();
}
