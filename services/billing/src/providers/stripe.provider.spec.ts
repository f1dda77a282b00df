import { ProductError } from '@presently/platform';
import pino from 'pino';
import Stripe from 'stripe';
import { FakeStripe } from '../../test/fake-stripe';
import { StripeProvider } from './stripe.provider';

const SECRET = 'whsec_provider_spec';
const signed = (event: object, options: { secret?: string; timestamp?: number } = {}) => {
  const payload = JSON.stringify(event);
  return {
    payload: Buffer.from(payload),
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp }),
  };
};

describe('StripeProvider (the stripe SDK against a local fake of its API)', () => {
  let fake: FakeStripe;
  let provider: StripeProvider;
  beforeAll(async () => {
    fake = await new FakeStripe('sk_test_spec', [
      { id: 'price_m', amount: 499, interval: 'month' },
      { id: 'price_y', amount: 4999, interval: 'year' },
    ]).start();
    provider = new StripeProvider(
      {
        STRIPE_SECRET_KEY: 'sk_test_spec',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_spec',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_PRICE_MONTHLY: 'price_m',
        STRIPE_PRICE_YEARLY: 'price_y',
        STRIPE_API_URL: fake.url,
      },
      pino({ level: 'silent' }),
    );
  });
  afterAll(() => fake.stop());

  const read = (event: object) => {
    const { payload, signature } = signed(event);
    return provider.readWebhook(payload, signature);
  };

  it('creates a customer once, then subscriptions for it, each with a payment to confirm', async () => {
    const first = await provider.startSubscription({ userId: 7, email: 'maya@example.com', providerCustomerId: null }, 'monthly');
    expect(fake.calls('POST', '/v1/customers').at(-1)!.body).toEqual({ email: 'maya@example.com', metadata: { userId: '7' } });
    expect(first.clientSecret).toMatch(new RegExp(`^${first.paymentIntentId}_secret_`));
    expect(fake.subscriptions.get(first.providerSubscriptionId)).toMatchObject({ status: 'incomplete', customer: first.providerCustomerId });

    const customers = fake.calls('POST', '/v1/customers').length;
    const second = await provider.startSubscription({ userId: 7, email: 'maya@example.com', providerCustomerId: first.providerCustomerId }, 'yearly');
    expect(fake.calls('POST', '/v1/customers')).toHaveLength(customers);
    expect(second.providerCustomerId).toBe(first.providerCustomerId);
    expect(fake.calls('POST', '/v1/subscriptions').at(-1)!.body.items).toEqual([{ price: 'price_y' }]);
    // The SDK pins the API version its types describe.
    expect(fake.calls('POST', '/v1/subscriptions').at(-1)!.headers['stripe-version']).toBe('2025-10-29.clover');
  });

  it('reads a payment\'s status, and knows no payment Stripe does not know', async () => {
    const checkout = await provider.startSubscription({ userId: 8, email: null, providerCustomerId: null }, 'monthly');
    expect(await provider.payment(checkout.paymentIntentId)).toEqual({ id: checkout.paymentIntentId, status: 'requires_payment_method', invoice: null });
    fake.pay(checkout.paymentIntentId);
    expect((await provider.payment(checkout.paymentIntentId))?.status).toBe('succeeded');
    expect(await provider.payment('pi_unknown')).toBeUndefined();
  });

  it('cancels now, and cancelling again or cancelling the unknown is not an error', async () => {
    const checkout = await provider.startSubscription({ userId: 9, email: null, providerCustomerId: null }, 'monthly');
    await provider.cancelNow(checkout.providerSubscriptionId);
    expect(fake.subscriptions.get(checkout.providerSubscriptionId)!.status).toBe('canceled');
    await provider.cancelNow(checkout.providerSubscriptionId);
    await provider.cancelNow('sub_unknown');
  });

  it('leaves renewals to Stripe', async () => {
    expect(await provider.chargeRenewal()).toEqual({ outcome: 'by-provider' });
  });

  it('turns a 5xx from Stripe into a 503 the user can read', async () => {
    fake.failNext = true;
    const error = await provider.setCancelAtPeriodEnd('sub_x', true).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProductError);
    expect((error as ProductError).getStatus()).toBe(503);
  });

  describe('webhooks', () => {
    it('reads invoice.paid with the paid period, the PaymentIntent and the card', async () => {
      const checkout = await provider.startSubscription({ userId: 10, email: null, providerCustomerId: null }, 'monthly');
      const { invoice } = fake.pay(checkout.paymentIntentId, { brand: 'mastercard', last4: '4444' });
      const event = fake.event('invoice.paid', invoice);
      expect(await read(event)).toEqual({
        id: event.id,
        created: new Date(event.created * 1000),
        type: 'invoice.paid',
        providerSubscriptionId: checkout.providerSubscriptionId,
        invoice: {
          id: invoice.id,
          amount: 499,
          currency: 'usd',
          periodStart: new Date(invoice.lines.data[0].period.start * 1000),
          periodEnd: new Date(invoice.lines.data[0].period.end * 1000),
          paidAt: new Date(invoice.status_transitions.paid_at * 1000),
          paymentIntentId: checkout.paymentIntentId,
          card: { brand: 'mastercard', last4: '4444' },
        },
      });
      expect(fake.calls('GET', `/v1/invoices/${invoice.id}`).at(-1)!.query.expand).toEqual(['payments.data.payment.payment_intent.payment_method']);
    });

    it('reads subscription changes and deletions, and passes over other events', async () => {
      const checkout = await provider.startSubscription({ userId: 11, email: null, providerCustomerId: null }, 'yearly');
      const { subscription } = fake.pay(checkout.paymentIntentId);
      const item = subscription.items.data[0];
      const updated = fake.event('customer.subscription.updated', { ...subscription, cancel_at_period_end: true });
      expect(await read(updated)).toEqual({
        id: updated.id,
        created: new Date(updated.created * 1000),
        type: 'subscription.changed',
        providerSubscriptionId: subscription.id,
        status: 'active',
        cancelAtPeriodEnd: true,
        periodStart: new Date(item.current_period_start * 1000),
        periodEnd: new Date(item.current_period_end * 1000),
        trialEnd: null,
      });
      const deleted = fake.event('customer.subscription.deleted', subscription);
      expect(await read(deleted)).toMatchObject({ type: 'subscription.deleted', providerSubscriptionId: subscription.id });
      const other = fake.event('customer.created', { id: 'cus_1', object: 'customer' });
      expect(await read(other)).toMatchObject({ type: 'ignored', eventType: 'customer.created' });
    });

    it('refuses a wrong secret, a missing signature and a signature too old to be fresh', async () => {
      const event = fake.event('customer.created', { id: 'cus_2', object: 'customer' });
      const wrong = signed(event, { secret: 'whsec_other' });
      await expect(provider.readWebhook(wrong.payload, wrong.signature)).rejects.toMatchObject({ status: 400 });
      await expect(provider.readWebhook(signed(event).payload, undefined)).rejects.toMatchObject({ status: 400 });
      const stale = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
      await expect(provider.readWebhook(stale.payload, stale.signature)).rejects.toMatchObject({ status: 400 });
    });
  });
});
