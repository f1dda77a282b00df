import { RenewalService } from '@presently/billing';
import { CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import { AccountService } from '@presently/auth';
import { EVENT_BUS, InternalClient, type EventBus } from '@presently/platform';
import { planStatusSchema, type Envelope } from '@presently/proto';
import { addDays, addMonths } from 'date-fns';
import { eventsDelivered, registerUser, startApp, waitFor, type ApiClient, type TestApp } from '../app';

const HOUR = 3600_000;
const CARD = { expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** What a client does to upgrade through the sandbox: read the prices, start the checkout, pay with a card. */
async function checkout(client: ApiClient, interval: 'monthly' | 'yearly' = 'monthly') {
  const config = await client.get('/api/billing/config');
  const started = await client.post('/api/subscription', { priceId: config.body.prices[interval] });
  expect(started.status).toBe(201);
  return started.body.clientSecret as string;
}

async function pay(client: ApiClient, clientSecret: string, cardNumber: string, card: Partial<typeof CARD> = {}) {
  return client.post('/api/billing/sandbox/confirm-payment', { clientSecret, cardNumber, ...CARD, ...card });
}

async function upgrade(client: ApiClient, cardNumber = '4242424242424242', interval: 'monthly' | 'yearly' = 'monthly') {
  const clientSecret = await checkout(client, interval);
  const payment = await pay(client, clientSecret, cardNumber);
  expect(payment.body.status).toBe('succeeded');
  const confirmed = await client.post('/api/subscription/confirm', { paymentIntentId: payment.body.paymentIntentId });
  expect(confirmed.body.success).toBe(true);
  return { clientSecret, paymentIntentId: payment.body.paymentIntentId as string };
}

// Passport keeps one strategy registry per module instance: this file runs one app, the sandbox default.
describe('billing API (sandbox provider, all-in-one)', () => {
  let app: TestApp;
  const events: Envelope[] = [];
  beforeAll(async () => {
    app = await startApp();
    const bus = app.running.app.get<EventBus>(EVENT_BUS);
    for (const type of ['subscription.activated', 'subscription.updated', 'subscription.ended'] as const) {
      bus.subscribe({ group: 'test', type, handle: async (envelope: Envelope) => void events.push(envelope) });
    }
  });
  afterAll(() => app.destroy());

  const signedIn = async () => {
    const client = app.client();
    const { id } = await registerUser(client);
    return { client, id };
  };
  // In the order they happened: across processes each event type has a Kafka topic of its own, and topics keep no
  // order between them.
  const eventsOf = (userId: number) =>
    events
      .filter((event) => event.key === String(userId))
      .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
      .map((event) => event.type);
  const renewals = () => app.running.app.get(RenewalService);

  describe('GET /api/billing/config', () => {
    it('names the sandbox, its price ids and the advertised amounts', async () => {
      const response = await app.client().get('/api/billing/config');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        provider: 'sandbox',
        publishableKey: expect.stringMatching(/^pk_/),
        prices: { monthly: expect.any(String), yearly: expect.any(String) },
        display: { monthly: { amount: '$4.99', per: 'month' }, yearly: { amount: '$49.99', per: 'year', badge: 'Save 17%' } },
      });
      expect(response.body.prices.monthly).not.toBe(response.body.prices.yearly);
    });
  });

  describe('a free user', () => {
    it('has plan free with this month\'s usage and limits', async () => {
      const { client } = await signedIn();
      const response = await client.get('/api/subscription');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        plan: 'free',
        status: 'free',
        currentPeriodEnd: null,
        trialEnd: null,
        cancelAtPeriodEnd: false,
        premium: false,
        usage: { giftsUsed: 0, giftsRemaining: 3, cardMessagesUsed: 0, cardMessagesRemaining: 1 },
        limits: { monthlyCredits: 3, monthlyCardCredits: 1 },
        credits: { gift: { used: 0, total: 3 }, card: { used: 0, total: 1 } },
      });
    });

    it('cannot see the billing history', async () => {
      const { client } = await signedIn();
      const response = await client.get('/api/billing-history');
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Billing history is available to premium subscribers.');
    });

    it('needs to sign in for every subscription route', async () => {
      const guest = app.client();
      for (const [method, path] of [
        ['GET', '/api/subscription'],
        ['POST', '/api/subscription'],
        ['DELETE', '/api/subscription'],
        ['POST', '/api/subscription/reactivate'],
        ['POST', '/api/subscription/confirm'],
        ['GET', '/api/billing-history'],
        ['POST', '/api/billing/sandbox/confirm-payment'],
      ]) {
        expect((await guest.request(method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
      }
    });
  });

  describe('POST /api/subscription', () => {
    it('refuses an unknown price and unknown fields with a 400 message', async () => {
      const { client } = await signedIn();
      const unknown = await client.post('/api/subscription', { priceId: 'price_gold_plated' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Unknown price: price_gold_plated. Choose the monthly or the yearly plan.');
      expect((await client.post('/api/subscription', {})).status).toBe(400);
      const config = await client.get('/api/billing/config');
      expect((await client.post('/api/subscription', { priceId: config.body.prices.monthly, coupon: 'FREE' })).status).toBe(400);
    });

    it('answers an unguessable client secret and leaves the user free until paid', async () => {
      const { client } = await signedIn();
      const clientSecret = await checkout(client);
      expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24}$/);
      // The same plan again resumes the same checkout.
      expect(await checkout(client)).toBe(clientSecret);
      const user = await client.get('/api/user');
      expect(user.body).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: 'incomplete', premium: false });
    });
  });

  describe('upgrading with 4242 4242 4242 4242', () => {
    it('makes the user premium, with a paid invoice and a receipt', async () => {
      const { client, id } = await signedIn();
      const { paymentIntentId } = await upgrade(client);

      const user = await client.get('/api/user');
      expect(user.body).toMatchObject({ subscriptionPlan: 'premium', subscriptionStatus: 'active', premium: true });
      // The user's subscription dates are the paid period's: it began now and renews a month on.
      expect(Math.abs(new Date(user.body.subscriptionStart).getTime() - Date.now())).toBeLessThan(60_000);

      const subscription = await client.get('/api/subscription');
      expect(subscription.body).toMatchObject({
        plan: 'premium',
        status: 'active',
        cancelAtPeriodEnd: false,
        premium: true,
        credits: { gift: { total: 'Unlimited' }, card: { total: 'Unlimited' } },
      });
      const periodEnd = new Date(subscription.body.currentPeriodEnd);
      expect(Math.abs(periodEnd.getTime() - addMonths(new Date(), 1).getTime())).toBeLessThan(60_000);
      expect(user.body.subscriptionEnd).toBe(subscription.body.currentPeriodEnd);

      const history = await client.get('/api/billing-history');
      expect(history.status).toBe(200);
      expect(history.body).toEqual([
        {
          id: `in_${paymentIntentId.slice(3)}`,
          date: expect.any(String),
          description: 'Presently Premium (monthly)',
          amountPaid: 4.99,
          currency: 'usd',
          status: 'paid',
          pdf: `/api/billing/receipts/in_${paymentIntentId.slice(3)}`,
        },
      ]);

      const receipt = await client.get(history.body[0].pdf);
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toMatch(/text\/html/);
      for (const text of ['Presently', 'Presently Premium (monthly)', '$4.99', history.body[0].id, 'Visa ending in 4242']) {
        expect(receipt.text).toContain(text);
      }
      // Someone else's receipt is nobody's.
      const { client: other } = await signedIn();
      expect((await other.get(history.body[0].pdf)).status).toBe(404);
      expect((await client.get('/api/billing/receipts/in_doesnotexist')).status).toBe(404);

      await waitFor(() => eventsOf(id).includes('subscription.activated'));
      expect(events.find((event) => event.key === String(id) && event.type === 'subscription.activated')).toMatchObject({
        source: 'billing',
        data: { userId: id, plan: 'premium', status: 'active', currentPeriodEnd: subscription.body.currentPeriodEnd },
      });
    });

    it('charges once however often the payment is confirmed', async () => {
      const { client } = await signedIn();
      const { clientSecret, paymentIntentId } = await upgrade(client);
      const again = await pay(client, clientSecret, '4242424242424242');
      expect(again.body).toMatchObject({ status: 'succeeded', paymentIntentId });
      const declinedAfterwards = await pay(client, clientSecret, '4000000000000002');
      expect(declinedAfterwards.body.status).toBe('succeeded');
      for (const forceActivate of [false, true]) {
        expect((await client.post('/api/subscription/confirm', { paymentIntentId, forceActivate })).body.success).toBe(true);
      }
      expect((await client.get('/api/billing-history')).body).toHaveLength(1);
      // An active subscriber cannot buy a second one.
      const second = await client.post('/api/subscription', { priceId: (await client.get('/api/billing/config')).body.prices.yearly });
      expect(second.status).toBe(409);
    });

    it('takes the yearly plan for $49.99', async () => {
      const { client } = await signedIn();
      await upgrade(client, '5555555555554444', 'yearly');
      const history = await client.get('/api/billing-history');
      expect(history.body[0]).toMatchObject({ amountPaid: 49.99, description: 'Presently Premium (yearly)' });
      const periodEnd = new Date((await client.get('/api/subscription')).body.currentPeriodEnd);
      expect(periodEnd.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
    });
  });

  describe('cards that do not pay', () => {
    it.each([
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
      ['4000000000000069', 'Your card has expired.'],
      ['4000000000000127', 'Your card’s security code is incorrect.'],
      ['4111111111111111', expect.stringContaining('used a non test card')],
    ])('%s is refused with its message and the user stays free', async (cardNumber, message) => {
      const { client } = await signedIn();
      const clientSecret = await checkout(client);
      const payment = await pay(client, clientSecret, cardNumber);
      expect(payment.status).toBe(200);
      expect(payment.body).toEqual({ status: 'requires_payment_method', paymentIntentId: expect.stringMatching(/^pi_/), message });

      const confirmed = await client.post('/api/subscription/confirm', { paymentIntentId: payment.body.paymentIntentId, forceActivate: true });
      expect(confirmed.body).toMatchObject({ success: false, paymentStatus: 'requires_payment_method', canForceActivate: false, errorOccurred: false });
      expect((await client.get('/api/user')).body).toMatchObject({ subscriptionPlan: 'free', premium: false });
      expect((await client.get('/api/billing-history')).status).toBe(403);

      // As with Stripe, the same payment can then be made with another card.
      expect((await pay(client, clientSecret, '4242424242424242')).body.status).toBe('succeeded');
      expect((await client.get('/api/user')).body.premium).toBe(true);
    });
  });

  describe('4000 0025 0000 3155 (authentication required)', () => {
    it('asks for authentication; a failed one leaves the payment open, a passed one pays', async () => {
      const { client } = await signedIn();
      const clientSecret = await checkout(client);
      const payment = await pay(client, clientSecret, '4000002500003155');
      expect(payment.body).toMatchObject({ status: 'requires_action', paymentIntentId: expect.stringMatching(/^pi_/) });
      const pending = await client.post('/api/subscription/confirm', {});
      expect(pending.body).toMatchObject({ success: false, paymentStatus: 'requires_action', status: 'incomplete' });

      const failed = await client.post('/api/billing/sandbox/authenticate', { clientSecret, outcome: 'fail' });
      expect(failed.body).toMatchObject({ status: 'requires_payment_method', message: expect.stringMatching(/unable to authenticate/) });
      expect((await client.get('/api/user')).body.premium).toBe(false);
      expect((await client.post('/api/billing/sandbox/authenticate', { clientSecret, outcome: 'succeed' })).status).toBe(400);

      expect((await pay(client, clientSecret, '4000002500003155')).body.status).toBe('requires_action');
      const passed = await client.post('/api/billing/sandbox/authenticate', { clientSecret, outcome: 'succeed' });
      expect(passed.body).toEqual({ status: 'succeeded', paymentIntentId: payment.body.paymentIntentId, message: 'Payment succeeded.' });
      expect((await client.get('/api/user')).body).toMatchObject({ subscriptionPlan: 'premium', subscriptionStatus: 'active', premium: true });
      expect((await client.post('/api/billing/sandbox/authenticate', { clientSecret, outcome: 'bogus' })).status).toBe(400);
    });
  });

  describe('the card form', () => {
    it.each([
      [{ cardNumber: '4242424242424241' }, 'Your card number is invalid.'],
      [{ cardNumber: '4242' }, 'Your card number is invalid.'],
      [{ cardNumber: '4242-4242-4242-4242' }, 'Your card number is invalid.'],
      [{ expMonth: 1, expYear: 2020 }, 'Your card’s expiration date is in the past.'],
      [{ expMonth: 13 }, 'Your card’s expiration month is invalid.'],
      [{ cvc: '12' }, 'Your card’s security code is incomplete.'],
      [{ cvc: '12a' }, 'Your card’s security code is incomplete.'],
    ])('refuses %j with a 400', async (change, message) => {
      const { client } = await signedIn();
      const clientSecret = await checkout(client);
      const response = await client.post('/api/billing/sandbox/confirm-payment', { clientSecret, cardNumber: '4242 4242 4242 4242', ...CARD, ...change });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('wants four digits of CVC on an American Express card', async () => {
      const { client } = await signedIn();
      const clientSecret = await checkout(client);
      expect((await pay(client, clientSecret, '378282246310005', { cvc: '123' })).body.message).toBe('Your card’s security code is incomplete.');
      expect((await pay(client, clientSecret, '378282246310005', { cvc: '1234' })).body.status).toBe('succeeded');
    });

    it('answers another user\'s or a made-up client secret with 404', async () => {
      const { client: owner } = await signedIn();
      const clientSecret = await checkout(owner);
      const { client: thief } = await signedIn();
      expect((await pay(thief, clientSecret, '4242424242424242')).status).toBe(404);
      expect((await thief.post('/api/billing/sandbox/authenticate', { clientSecret, outcome: 'succeed' })).status).toBe(404);
      expect((await pay(thief, 'pi_made_up_secret_guess', '4242424242424242')).status).toBe(404);
      expect((await owner.get('/api/user')).body.premium).toBe(false);
    });
  });

  describe('POST /api/subscription/confirm', () => {
    it('activates only a payment that succeeded, and only the user\'s own', async () => {
      const { client } = await signedIn();
      expect((await client.post('/api/subscription/confirm', { forceActivate: true })).body).toEqual({
        success: false,
        message: 'There is no subscription payment to confirm. Choose a plan to upgrade.',
        status: 'free',
        paymentStatus: null,
        canForceActivate: false,
        errorOccurred: false,
      });
      const clientSecret = await checkout(client);
      const unpaid = await client.post('/api/subscription/confirm', { forceActivate: true });
      expect(unpaid.body).toMatchObject({ success: false, status: 'incomplete', paymentStatus: 'requires_payment_method', canForceActivate: false });
      expect((await client.get('/api/user')).body.premium).toBe(false);

      const { client: other } = await signedIn();
      const paymentIntentId = clientSecret.split('_secret_')[0];
      expect((await other.post('/api/subscription/confirm', { paymentIntentId, forceActivate: true })).status).toBe(404);
      expect((await client.post('/api/subscription/confirm', { unknown: true })).status).toBe(400);
    });
  });

  describe('cancel and reactivate', () => {
    it('keeps premium until the period ends, and reactivation clears the cancellation', async () => {
      const { client, id } = await signedIn();
      await upgrade(client);
      const cancelled = await client.delete('/api/subscription');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ success: true, status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: expect.any(String) });
      expect(cancelled.body.message).toMatch(/^Your subscription has been cancelled\. You keep Premium until it ends on \w+ \d+, \d{4}\.$/);
      expect((await client.get('/api/subscription')).body).toMatchObject({ plan: 'premium', status: 'active', cancelAtPeriodEnd: true, premium: true });
      expect((await client.get('/api/user')).body.premium).toBe(true);
      expect((await client.get('/api/billing-history')).status).toBe(200);

      const reactivated = await client.post('/api/subscription/reactivate');
      expect(reactivated.status).toBe(200);
      expect(reactivated.body).toMatchObject({ success: true, message: 'Your subscription has been reactivated.', cancelAtPeriodEnd: false });
      expect((await client.get('/api/subscription')).body.cancelAtPeriodEnd).toBe(false);
      const again = await client.post('/api/subscription/reactivate');
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Your subscription is not set to cancel, so there is nothing to reactivate.');
      await waitFor(() => eventsOf(id).filter((type) => type === 'subscription.updated').length >= 3);
    });

    it('refuses to cancel what does not exist', async () => {
      const { client } = await signedIn();
      const response = await client.delete('/api/subscription');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('You have no active subscription to cancel.');
    });

    it('drops an unpaid checkout, whose secret then pays nothing', async () => {
      const { client } = await signedIn();
      const clientSecret = await checkout(client);
      const dropped = await client.delete('/api/subscription');
      expect(dropped.body).toMatchObject({ success: true, status: 'free', message: 'Your upgrade was cancelled.' });
      expect((await pay(client, clientSecret, '4242424242424242')).status).toBe(409);
      expect((await client.get('/api/user')).body).toMatchObject({ subscriptionStatus: 'free', premium: false });
    });
  });

  describe('at the end of the period (scheduler)', () => {
    it('runs every minute', () => {
      const job = app.running.app.get(SchedulerRegistry).getCronJob('billing.renewals');
      expect(job.cronTime.source).toBe(CronExpression.EVERY_MINUTE);
      expect(job.isActive).toBe(true);
    });

    it('renews: charges again, adds an invoice and extends the period', async () => {
      const { client, id } = await signedIn();
      await upgrade(client);
      const firstEnd = new Date((await client.get('/api/subscription')).body.currentPeriodEnd);
      await renewals().runDue(addDays(firstEnd, -1));
      expect((await client.get('/api/billing-history')).body).toHaveLength(1);

      await renewals().runDue(new Date(firstEnd.getTime() + 60_000));
      const after = await client.get('/api/subscription');
      expect(after.body).toMatchObject({ plan: 'premium', status: 'active' });
      expect(new Date(after.body.currentPeriodEnd).getTime()).toBe(addMonths(firstEnd, 1).getTime());
      const history = await client.get('/api/billing-history');
      expect(history.body).toHaveLength(2);
      expect(history.body[0]).toMatchObject({ amountPaid: 4.99, status: 'paid' });
      expect((await client.get(history.body[0].pdf)).text).toContain('Visa ending in 4242');

      // The same run again charges nothing more.
      await renewals().runDue(new Date(firstEnd.getTime() + 60_000));
      expect((await client.get('/api/billing-history')).body).toHaveLength(2);
      await waitFor(() => eventsOf(id).includes('subscription.updated'));
    });

    it('ends a cancelled subscription: the user is free again', async () => {
      const { client, id } = await signedIn();
      await upgrade(client);
      await client.delete('/api/subscription');
      const end = new Date((await client.get('/api/subscription')).body.currentPeriodEnd);
      await renewals().runDue(new Date(end.getTime() + 60_000));
      // Gifts hears of the end through subscription.ended.
      await eventsDelivered(app);

      expect((await client.get('/api/subscription')).body).toMatchObject({ plan: 'free', status: 'free', cancelAtPeriodEnd: false, premium: false, currentPeriodEnd: null });
      expect((await client.get('/api/user')).body).toMatchObject({
        subscriptionPlan: 'free',
        subscriptionStatus: 'free',
        subscriptionStart: null,
        subscriptionEnd: new Date(end.getTime() + 60_000).toISOString(),
        premium: false,
      });
      expect((await client.get('/api/billing-history')).status).toBe(403);
      expect(eventsOf(id)).toContain('subscription.ended');
      // And can subscribe again.
      await upgrade(client);
      expect((await client.get('/api/user')).body.premium).toBe(true);
    });

    it('keeps a subscription whose renewal fails past due, retries daily, and ends it after the third failure', async () => {
      const { client, id } = await signedIn();
      const now = new Date();
      // A card that expires at the end of this month pays today, and not at renewal.
      const clientSecret = await checkout(client);
      const payment = await pay(client, clientSecret, '4242424242424242', { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() });
      expect(payment.body.status).toBe('succeeded');
      const end = new Date((await client.get('/api/subscription')).body.currentPeriodEnd);

      await renewals().runDue(new Date(end.getTime() + 60_000));
      expect((await client.get('/api/subscription')).body).toMatchObject({ plan: 'premium', status: 'past_due', premium: true });
      expect((await client.get('/api/billing-history')).body).toHaveLength(1);
      await renewals().runDue(new Date(end.getTime() + 36 * HOUR));
      expect((await client.get('/api/subscription')).body.status).toBe('past_due');
      await renewals().runDue(new Date(end.getTime() + 60 * HOUR));
      await eventsDelivered(app);
      expect((await client.get('/api/subscription')).body).toMatchObject({ plan: 'free', status: 'free', premium: false });
      expect(eventsOf(id)).toEqual(['subscription.updated', 'subscription.activated', 'subscription.updated', 'subscription.ended']);
    });
  });

  describe('the premium override', () => {
    it('counts as premium on /api/subscription and opens the (empty) billing history', async () => {
      const client = app.client();
      const { username } = await registerUser(client);
      await app.running.app.get(AccountService).setPremiumOverride(username, true);
      expect((await client.get('/api/subscription')).body).toMatchObject({ plan: 'free', premium: true, credits: { gift: { total: 'Unlimited' } } });
      await waitFor(async () => (await client.get('/api/billing-history')).status === 200);
      expect((await client.get('/api/billing-history')).body).toEqual([]);
    });
  });

  describe('webhooks', () => {
    it('answers an unsigned or badly signed webhook with 400, and other routes still parse JSON', async () => {
      const body = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } });
      const unsigned = await app.client().post('/api/billing/webhook', body);
      expect(unsigned.status).toBe(400);
      const forged = await app.client().post('/api/billing/webhook', body, { 'stripe-signature': 't=1,v1=deadbeef' });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe('Webhook signature verification failed.');
      expect((await app.client().post('/api/login', { username: 'ab', password: 'secret1' })).body.message).toBe('Username must be at least 3 characters');
    });
  });

  describe('account deletion', () => {
    it('cancels the subscription at once and forgets it', async () => {
      const { client, id } = await signedIn();
      await upgrade(client);
      const plan = () => app.running.app.get(InternalClient).get('billing', `/users/${id}/plan`, planStatusSchema);
      expect(await plan()).toMatchObject({ plan: 'premium', status: 'active' });
      expect((await client.delete('/api/user', { currentPassword: 'correct-horse' })).status).toBe(200);
      await waitFor(async () => (await plan())?.status === 'free');
      expect(eventsOf(id)).not.toContain('subscription.ended');
    });
  });
});
