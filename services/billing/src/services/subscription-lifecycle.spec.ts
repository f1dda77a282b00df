import { createMock, newTestService, provide } from '@presently/platform/testing/unit';
import { aCheckout, aFreeSubscription, anInvoice, aSubscription } from '../../test/subscription.factory';
import { holdSubscription } from '../../test/subscription-repository.mock';
import type { Subscription } from '../generated/prisma/client';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { CustomerRepository } from '../repositories/customer.repository';
import { SubscriptionRepository } from '../repositories/subscription.repository';
import { isPremiumSubscription, SubscriptionService } from './subscription.service';

const PRICES = { monthly: 'price_sandbox_monthly', yearly: 'price_sandbox_yearly' };

/** The lifecycle rules over a held row; the payment provider is a strict mock with the sandbox's prices. */
function lifecycle(row: Subscription | null) {
  const provider = createMock<PaymentProvider>({ name: 'sandbox', publishableKey: 'pk_sandbox', prices: PRICES }, { strict: true });
  const service = newTestService(SubscriptionService, [provide(PAYMENT_PROVIDER, provider)]);
  const subscriptions = service.mock(SubscriptionRepository);
  return { ...service, provider, subscriptions, customers: service.mock(CustomerRepository), ...holdSubscription(subscriptions, row) };
}

describe('plans', () => {
  it('offers Premium at $4.99 a month or $49.99 a year', () => {
    const { sut } = lifecycle(null);
    expect(sut.config()).toMatchObject({
      provider: 'sandbox',
      prices: PRICES,
      display: { monthly: { amount: '$4.99', per: 'month' }, yearly: { amount: '$49.99', per: 'year', badge: 'Save 17%' } },
    });
  });

  it('counts a user without a subscription as free', async () => {
    const { sut } = lifecycle(null);
    expect(await sut.planOf(9)).toEqual({ plan: 'free', status: 'free', subscriptionStart: null, subscriptionEnd: null });
  });

  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', true],
    ['incomplete', false],
    ['free', false],
  ])('grants premium to a premium row that is %s: %s', (status, premium) => {
    expect(isPremiumSubscription(aSubscription({ status }))).toBe(premium);
  });

  it('refuses a price that is neither plan', async () => {
    const { sut } = lifecycle(null);
    await expect(sut.start(1, { priceId: 'price_gold' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('checkout', () => {
  it('opens a checkout for the yearly plan at its price, waiting for the first payment', async () => {
    const { sut, provider, customers, current } = lifecycle(null);
    customers.find.mockResolvedValue(null);
    customers.setProviderCustomerId.mockResolvedValue();
    provider.startSubscription.mockResolvedValue({ providerCustomerId: 'cus_1', providerSubscriptionId: 'sub_1', paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret' });

    expect(await sut.start(1, { priceId: PRICES.yearly })).toEqual({ clientSecret: 'pi_1_secret' });
    expect(provider.startSubscription).toHaveBeenCalledWith(expect.objectContaining({ userId: 1 }), 'yearly');
    expect(current()).toMatchObject({ plan: 'free', status: 'incomplete', interval: 'yearly', amount: 4999, currency: 'usd', paymentIntentId: 'pi_1' });
  });

  it('resumes the open checkout of the same plan rather than charging anew', async () => {
    const { sut, provider } = lifecycle(aCheckout({ userId: 1, clientSecret: 'pi_open_secret' }));
    expect(await sut.start(1, { priceId: PRICES.monthly })).toEqual({ clientSecret: 'pi_open_secret' });
    expect(provider.startSubscription).not.toHaveBeenCalled();
  });

  it('makes the checkout of the other plan unpayable when the user switches plan', async () => {
    const { sut, provider, customers, current } = lifecycle(aCheckout({ userId: 1, providerSubscriptionId: 'sub_monthly' }));
    customers.find.mockResolvedValue(null);
    customers.setProviderCustomerId.mockResolvedValue();
    provider.startSubscription.mockResolvedValue({ providerCustomerId: 'cus_1', providerSubscriptionId: 'sub_yearly', paymentIntentId: 'pi_2', clientSecret: 'pi_2_secret' });
    provider.cancelNow.mockResolvedValue();

    await sut.start(1, { priceId: PRICES.yearly });
    expect(provider.cancelNow).toHaveBeenCalledWith('sub_monthly');
    expect(current()).toMatchObject({ providerSubscriptionId: 'sub_yearly', interval: 'yearly' });
  });

  it.each([
    ['active', false, 'You already have an active Premium subscription.'],
    ['active', true, 'Your Premium subscription is set to end; reactivate it instead of subscribing again.'],
  ])('refuses a second subscription while %s (set to end: %s)', async (status, cancelAtPeriodEnd, message) => {
    const { sut } = lifecycle(aSubscription({ userId: 1, status, cancelAtPeriodEnd }));
    await expect(sut.start(1, { priceId: PRICES.monthly })).rejects.toMatchObject({ status: 409, response: { message } });
  });

  it('activates a paid checkout only when asked to force it, for one month from now', async () => {
    const { sut, provider, decided } = lifecycle(aCheckout({ userId: 1, providerSubscriptionId: null }));
    provider.payment.mockResolvedValue({ id: 'pi_sandbox_1', status: 'succeeded', invoice: null });

    expect(await sut.confirm(1, {})).toMatchObject({ success: false, canForceActivate: true, status: 'incomplete' });
    expect(decided).toEqual([]);

    const confirmed = await sut.confirm(1, { forceActivate: true });
    expect(confirmed).toMatchObject({ success: true, status: 'active', message: 'Premium subscription activated' });
    expect(decided).toEqual([expect.objectContaining({ event: 'subscription.activated' })]);
    expect(await sut.subscriptionOf(1)).toEqual({
      plan: 'premium',
      status: 'active',
      currentPeriodEnd: new Date(Date.UTC(2026, 11, 26, 10)).toISOString(),
      trialEnd: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('says a payment still processing is processing, and does not activate it', async () => {
    const { sut, provider, decided } = lifecycle(aCheckout({ userId: 1 }));
    provider.payment.mockResolvedValue({ id: 'pi_sandbox_1', status: 'processing', invoice: null });

    expect(await sut.confirm(1, { forceActivate: true })).toMatchObject({ success: false, status: 'processing', paymentStatus: 'processing' });
    expect(decided).toEqual([]);
  });

  it("answers 404 for another account's payment", async () => {
    const { sut } = lifecycle(aCheckout({ userId: 1 }));
    await expect(sut.confirm(1, { paymentIntentId: 'pi_of_someone_else' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('cancel and reactivate', () => {
  it('keeps premium until the period ends, and says until when', async () => {
    const { sut, provider, current, decided } = lifecycle(aSubscription({ userId: 1, currentPeriodEnd: new Date('2026-12-15T12:00:00Z') }));
    provider.setCancelAtPeriodEnd.mockResolvedValue();

    const answer = await sut.cancel(1);

    expect(answer).toMatchObject({ success: true, status: 'active', cancelAtPeriodEnd: true, message: 'Your subscription has been cancelled. You keep Premium until it ends on December 15, 2026.' });
    expect(provider.setCancelAtPeriodEnd).toHaveBeenCalledWith('sub_sandbox_1', true);
    expect(isPremiumSubscription(current())).toBe(true);
    expect(decided).toEqual([{ set: { cancelAtPeriodEnd: true }, event: 'subscription.updated' }]);
  });

  it('drops an unpaid checkout at once instead', async () => {
    const { sut, provider, current } = lifecycle(aCheckout({ userId: 1 }));
    provider.cancelNow.mockResolvedValue();

    expect(await sut.cancel(1)).toMatchObject({ message: 'Your upgrade was cancelled.', status: 'free' });
    expect(provider.cancelNow).toHaveBeenCalledWith('sub_sandbox_1');
    expect(current()).toMatchObject({ plan: 'free', status: 'free', clientSecret: null });
  });

  it('refuses to cancel when there is nothing to cancel', async () => {
    const { sut } = lifecycle(aFreeSubscription({ userId: 1 }));
    await expect(sut.cancel(1)).rejects.toMatchObject({ status: 400, response: { message: 'You have no active subscription to cancel.' } });
  });

  it('reactivates a subscription set to end, and only such a one', async () => {
    const { sut, provider, current } = lifecycle(aSubscription({ userId: 1, cancelAtPeriodEnd: true }));
    provider.setCancelAtPeriodEnd.mockResolvedValue();

    expect(await sut.reactivate(1)).toMatchObject({ success: true, cancelAtPeriodEnd: false });
    expect(provider.setCancelAtPeriodEnd).toHaveBeenCalledWith('sub_sandbox_1', false);
    expect(current()?.cancelAtPeriodEnd).toBe(false);
    await expect(sut.reactivate(1)).rejects.toMatchObject({ status: 400 });
  });
});

describe('what the provider reports', () => {
  it('activates on the first paid invoice and records it with the card', async () => {
    const { sut, decided, current } = lifecycle(aCheckout({ userId: 1 }));
    const invoice = anInvoice({ periodStart: new Date('2026-11-26T10:00:00Z'), periodEnd: new Date('2026-12-26T10:00:00Z') });

    await sut.invoicePaid('sub_sandbox_1', invoice);

    expect(decided[0]).toMatchObject({ event: 'subscription.activated', invoice: { id: invoice.id, userId: 1, amount: 499, cardLast4: '4242', description: 'Presently Premium (monthly)' } });
    expect(current()).toMatchObject({ plan: 'premium', status: 'active', currentPeriodEnd: invoice.periodEnd, nextRenewalAt: invoice.periodEnd });
  });

  it('extends the period with a renewal invoice, and only records an older one', async () => {
    const { sut, decided, current } = lifecycle(aSubscription({ userId: 1 }));

    await sut.invoicePaid('sub_sandbox_1', anInvoice());
    expect(current()?.currentPeriodEnd).toEqual(new Date('2026-12-15T12:00:00.000Z'));

    await sut.invoicePaid('sub_sandbox_1', anInvoice({ id: 'in_old', periodStart: new Date('2026-10-15T12:00:00Z'), periodEnd: new Date('2026-11-15T12:00:00Z') }));
    expect(decided[1]).toEqual({ invoice: expect.objectContaining({ id: 'in_old' }) });
    expect(current()?.currentPeriodEnd).toEqual(new Date('2026-12-15T12:00:00.000Z'));
  });

  it('never turns money for an ended subscription back into premium', async () => {
    const { sut, current } = lifecycle(aFreeSubscription({ userId: 1, providerSubscriptionId: 'sub_sandbox_1', endedAt: new Date('2026-11-01T00:00:00Z') }));
    await sut.invoicePaid('sub_sandbox_1', anInvoice());
    expect(current()?.plan).toBe('free');
  });

  it('keeps premium while a payment fails (past due), and ends it when the provider deletes the subscription', async () => {
    const { sut, current, decided } = lifecycle(aSubscription({ userId: 1 }));

    await sut.apply({ id: 'evt_1', created: new Date('2026-11-15T13:00:00Z'), type: 'invoice.payment_failed', providerSubscriptionId: 'sub_sandbox_1' });
    expect(current()?.status).toBe('past_due');
    expect(isPremiumSubscription(current())).toBe(true);

    await sut.apply({ id: 'evt_2', created: new Date('2026-11-20T13:00:00Z'), type: 'subscription.deleted', providerSubscriptionId: 'sub_sandbox_1' });
    expect(current()).toMatchObject({ plan: 'free', status: 'free', endedAt: new Date('2026-11-20T13:00:00Z') });
    expect(decided.map((change) => change.event)).toEqual(['subscription.updated', 'subscription.ended']);
  });
});
