import { RenewalService } from '@presently/billing';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import type { Envelope } from '@presently/proto';
import Stripe from 'stripe';
// Billing's test fixture, shared rather than copied: no project alias exposes test code, and none should.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { FakeStripe } from '../../../services/billing/test/fake-stripe';
import { eventsDelivered, registerUser, startApp, waitFor, type ApiClient, type TestApp } from '../app';

const WEBHOOK_SECRET = 'whsec_presently_test_secret';
const PRICES = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' };

// Passport keeps one strategy registry per module instance: this file runs one app, configured for Stripe.
describe('billing API with the Stripe provider (real SDK, local fake of api.stripe.com)', () => {
  let stripe: FakeStripe;
  let app: TestApp;
  const events: Envelope[] = [];

  beforeAll(async () => {
    stripe = await new FakeStripe('sk_test_presently', [
      { id: PRICES.monthly, amount: 499, interval: 'month' },
      { id: PRICES.yearly, amount: 4999, interval: 'year' },
    ]).start();
    app = await startApp({
      STRIPE_SECRET_KEY: 'sk_test_presently',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_presently',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: PRICES.monthly,
      STRIPE_PRICE_YEARLY: PRICES.yearly,
      STRIPE_API_URL: stripe.url,
    });
    const bus = app.running.app.get<EventBus>(EVENT_BUS);
    for (const type of ['subscription.activated', 'subscription.updated', 'subscription.ended'] as const) {
      bus.subscribe({ group: 'test', type, handle: async (envelope: Envelope) => void events.push(envelope) });
    }
  });
  afterAll(async () => {
    await app.destroy();
    await stripe.stop();
  });

  // In the order they happened: across processes each event type has a Kafka topic of its own, and topics keep no
  // order between them.
  const eventsOf = (userId: number) =>
    events
      .filter((event) => event.key === String(userId))
      .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
      .map((event) => event.type);

  /** Posts an event the way Stripe does: the exact JSON bytes, signed with the endpoint's secret. */
  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return app.client().post('/api/billing/webhook', payload, { 'stripe-signature': signature });
  };

  async function checkout(client: ApiClient, interval: 'monthly' | 'yearly' = 'monthly') {
    const response = await client.post('/api/subscription', { priceId: PRICES[interval] });
    expect(response.status).toBe(201);
    const clientSecret = response.body.clientSecret as string;
    const paymentIntentId = clientSecret.split('_secret_')[0];
    const subscriptionId = [...stripe.subscriptions.values()].find((subscription) => subscription.latest_invoice === stripe.paymentIntents.get(paymentIntentId)?.invoice)!.id as string;
    return { clientSecret, paymentIntentId, subscriptionId };
  }

  /** A user who paid in the browser and whose invoice.paid webhook arrived. */
  async function subscriber() {
    const client = app.client();
    const { id } = await registerUser(client);
    const started = await checkout(client);
    const { invoice } = stripe.pay(started.paymentIntentId);
    expect((await deliver(stripe.event('invoice.paid', invoice))).status).toBe(200);
    return { client, id, ...started, invoice };
  }

  it('serves the Stripe configuration', async () => {
    expect((await app.client().get('/api/billing/config')).body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_presently',
      prices: PRICES,
      display: { monthly: { amount: '$4.99', per: 'month' }, yearly: { amount: '$49.99', per: 'year', badge: 'Save 17%' } },
    });
  });

  it('creates the customer and an incomplete subscription whose first payment the browser confirms', async () => {
    const client = app.client();
    const { id } = await registerUser(client);
    const { clientSecret, paymentIntentId } = await checkout(client, 'yearly');
    expect(clientSecret).toBe(stripe.paymentIntents.get(paymentIntentId)!.client_secret);

    const [customer] = stripe.calls('POST', '/v1/customers').slice(-1);
    expect(customer.headers.authorization).toBe('Bearer sk_test_presently');
    expect(customer.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(customer.body.metadata).toEqual({ userId: String(id) });
    const [created] = stripe.calls('POST', '/v1/subscriptions').slice(-1);
    expect(created.body).toMatchObject({
      customer: [...stripe.customers.values()].at(-1)!.id,
      items: [{ price: PRICES.yearly }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { userId: String(id) },
    });
    expect((await client.get('/api/user')).body).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: 'incomplete', premium: false });

    // Not paid yet: nothing to activate, even by force.
    expect((await client.post('/api/subscription/confirm', { paymentIntentId, forceActivate: true })).body).toMatchObject({
      success: false,
      paymentStatus: 'requires_payment_method',
    });
    expect(stripe.calls('GET', `/v1/payment_intents/${paymentIntentId}`)).toHaveLength(1);
    expect((await client.post('/api/subscription', { priceId: 'price_unknown' })).status).toBe(400);
  });

  it('activates on a signed invoice.paid, records the invoice with its card, and ignores a replay', async () => {
    const { client, id, invoice } = await subscriber();
    expect((await client.get('/api/user')).body).toMatchObject({ subscriptionPlan: 'premium', subscriptionStatus: 'active', premium: true });
    const history = await client.get('/api/billing-history');
    expect(history.body).toEqual([
      expect.objectContaining({ id: invoice.id, amountPaid: 4.99, currency: 'usd', status: 'paid', pdf: `/api/billing/receipts/${invoice.id}` }),
    ]);
    expect((await client.get(history.body[0].pdf)).text).toContain('Visa ending in 4242');
    const periodEnd = new Date((await client.get('/api/subscription')).body.currentPeriodEnd).getTime() / 1000;
    expect(periodEnd).toBe(invoice.lines.data[0].period.end);
    await waitFor(() => eventsOf(id).includes('subscription.activated'));

    const replayed = stripe.event('invoice.paid', invoice);
    expect((await deliver(replayed)).body).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(replayed)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await client.get('/api/billing-history')).body).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(eventsOf(id).filter((type) => type === 'subscription.activated')).toHaveLength(1);
  });

  it('refuses a webhook that is unsigned, signed with another secret or altered after signing', async () => {
    const { invoice } = await subscriber();
    const event = stripe.event('invoice.paid', invoice);
    expect((await deliver(event, 'whsec_someone_else')).status).toBe(400);
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await app.client().post('/api/billing/webhook', payload.replace('"amount_paid":499', '"amount_paid":1'), { 'stripe-signature': signature });
    expect(altered.status).toBe(400);
    expect(altered.body.message).toBe('Webhook signature verification failed.');
    expect((await app.client().post('/api/billing/webhook', payload)).status).toBe(400);
    // Re-serialised JSON is not the signed bytes either: the raw body is what counts.
    const reformatted = await app.client().post('/api/billing/webhook', JSON.stringify(event, null, 2), { 'stripe-signature': signature });
    expect(reformatted.status).toBe(400);
  });

  it('activates with forceActivate when the payment succeeded before its webhook arrived', async () => {
    const client = app.client();
    const { id } = await registerUser(client);
    const { paymentIntentId } = await checkout(client);
    const { invoice } = stripe.pay(paymentIntentId);
    const waiting = await client.post('/api/subscription/confirm', { paymentIntentId });
    expect(waiting.body).toMatchObject({ success: false, status: 'incomplete', paymentStatus: 'succeeded', canForceActivate: true, errorOccurred: false });
    const forced = await client.post('/api/subscription/confirm', { paymentIntentId, forceActivate: true });
    expect(forced.body).toMatchObject({ success: true, status: 'active', paymentStatus: 'succeeded' });
    expect((await client.get('/api/user')).body.premium).toBe(true);

    // The late webhook records the invoice and activates nothing twice.
    expect((await deliver(stripe.event('invoice.paid', invoice))).status).toBe(200);
    expect((await client.get('/api/billing-history')).body).toHaveLength(1);
    await waitFor(() => eventsOf(id).includes('subscription.activated'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(eventsOf(id).filter((type) => type === 'subscription.activated')).toHaveLength(1);
  });

  it('cancels and reactivates at Stripe, and follows Stripe\'s own subscription updates unless they are stale', async () => {
    const { client, subscriptionId } = await subscriber();
    expect((await client.delete('/api/subscription')).body).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(stripe.calls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'true' });
    expect((await client.post('/api/subscription/reactivate')).body).toMatchObject({ cancelAtPeriodEnd: false });
    expect(stripe.calls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'false' });

    // Cancelled in Stripe's dashboard: the webhook says so.
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    const cancelled = stripe.event('customer.subscription.updated', { ...subscription, cancel_at_period_end: true });
    const older = stripe.event('customer.subscription.updated', { ...subscription, cancel_at_period_end: false }, cancelled.created - 60);
    expect((await deliver(cancelled)).status).toBe(200);
    expect((await deliver(older)).body.outcome).toBe('unchanged');
    expect((await client.get('/api/subscription')).body).toMatchObject({ plan: 'premium', status: 'active', cancelAtPeriodEnd: true, premium: true });
  });

  it('marks a failed renewal past due, extends the period when Stripe renews, and ends on deletion', async () => {
    const { client, id, subscriptionId, invoice } = await subscriber();
    const failed = { ...invoice, status: 'open', billing_reason: 'subscription_cycle' };
    expect((await deliver(stripe.event('invoice.payment_failed', failed))).status).toBe(200);
    expect((await client.get('/api/subscription')).body).toMatchObject({ plan: 'premium', status: 'past_due', premium: true });

    // The scheduler leaves renewals to Stripe: it charges nothing itself.
    const before = stripe.requests.length;
    const end = new Date((await client.get('/api/subscription')).body.currentPeriodEnd);
    await app.running.app.get(RenewalService).runDue(new Date(end.getTime() + 60_000));
    const charges = stripe.requests.slice(before).filter((request) => request.method === 'POST' || request.path.includes(subscriptionId));
    expect(charges).toEqual([]);
    expect((await client.get('/api/subscription')).body.status).toBe('past_due');

    const renewal = stripe.renew(subscriptionId);
    expect((await deliver(stripe.event('invoice.paid', renewal.invoice))).status).toBe(200);
    const renewed = await client.get('/api/subscription');
    expect(renewed.body).toMatchObject({ status: 'active' });
    expect(new Date(renewed.body.currentPeriodEnd).getTime() / 1000).toBe(renewal.invoice.lines.data[0].period.end);
    expect((await client.get('/api/billing-history')).body.map((entry: { id: string }) => entry.id)).toEqual([renewal.invoice.id, invoice.id]);

    const deleted = stripe.event('customer.subscription.deleted', { ...stripe.subscriptions.get(subscriptionId)!, status: 'canceled' });
    expect((await deliver(deleted)).status).toBe(200);
    // Premium also reads gifts' credits, which the subscription.ended event ends: between processes it takes a moment.
    await eventsDelivered(app);
    expect((await client.get('/api/user')).body).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: 'free', premium: false });
    expect(eventsOf(id)).toEqual(['subscription.updated', 'subscription.activated', 'subscription.updated', 'subscription.updated', 'subscription.ended']);
  });

  it('cancels the Stripe subscription at once when the account is deleted', async () => {
    const { client, subscriptionId } = await subscriber();
    expect((await client.delete('/api/user', { currentPassword: 'correct-horse' })).status).toBe(200);
    await waitFor(() => stripe.calls('DELETE', `/v1/subscriptions/${subscriptionId}`).length === 1);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
  });

  it('answers 503 with a message when Stripe fails', async () => {
    const client = app.client();
    await registerUser(client);
    stripe.failNext = true;
    const response = await client.post('/api/subscription', { priceId: PRICES.monthly });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'The payment service is not reachable right now. Please try again in a moment.', code: 'service_unavailable' });
  });
});
