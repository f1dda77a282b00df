import { AccountService } from '@presently/auth';
import { registerUser, waitFor, type ApiClient, type TestApp } from './app';

/** A recipient the wizard would send, complete and valid. */
export const recipient = {
  name: 'Maya',
  relationship: 'friend',
  occasion: 'birthday',
  age: 34,
  gender: 'female',
  interests: 'hiking, photography and good coffee',
  personality: 'adventurous, creative',
  pastGifts: 'a scarf',
  culturalConsiderations: '',
  budget: 100,
};

/** Grants premium as the operator's admin command does, and waits until every service has heard of it. */
export async function grantPremium(app: TestApp, client: ApiClient, username: string): Promise<void> {
  await app.running.app.get(AccountService).setPremiumOverride(username, true);
  await waitFor(async () => (await client.get('/api/user')).body.monthlyCredits > 1000);
}

/** A signed-in caller of each kind the authorization rules know. */
export async function freeUser(app: TestApp) {
  const client = app.client();
  const user = await registerUser(client);
  return { client, ...user };
}

export async function premiumUser(app: TestApp) {
  const user = await freeUser(app);
  await grantPremium(app, user.client, user.username);
  return user;
}

const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** Upgrades through the sandbox as the web app does: checkout, pay with 4242 4242 4242 4242, confirm. */
export async function subscribe(client: ApiClient, interval: 'monthly' | 'yearly' = 'monthly') {
  const config = await client.get('/api/billing/config');
  const { clientSecret } = (await client.post('/api/subscription', { priceId: config.body.prices[interval] })).body;
  const payment = await client.post('/api/billing/sandbox/confirm-payment', { clientSecret, ...CARD });
  const paymentIntentId: string = payment.body.paymentIntentId;
  const confirmed = await client.post('/api/subscription/confirm', { paymentIntentId });
  if (!confirmed.body.success) throw new Error(`upgrade failed: ${confirmed.text}`);
  return { clientSecret: clientSecret as string, paymentIntentId };
}
