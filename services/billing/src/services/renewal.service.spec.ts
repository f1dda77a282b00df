import { CLOCK } from '@presently/platform';
import { newTestService, provide } from '@presently/platform/testing/unit';
import { addHours } from 'date-fns/addHours';
import { aCheckout, anInvoice, aSubscription } from '../../test/subscription.factory';
import { holdSubscription } from '../../test/subscription-repository.mock';
import type { Subscription } from '../generated/prisma/client';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { SubscriptionRepository } from '../repositories/subscription.repository';
import { ProviderEventService } from './provider-event.service';
import { CHECKOUT_EXPIRY_HOURS, RENEWAL_ATTEMPTS, RenewalService } from './renewal.service';
import { isPremiumSubscription } from './subscription-changes';

/**
 * The renewal run over one held subscription. findDue answers as its query does: premium rows whose period has
 * ended when set to cancel, else whose next renewal is due.
 */
function renewals(row: Subscription, now: string) {
  // The provider's facts are the real rules over the same mocked table: a paid renewal moves the period as in billing.
  const providerEvents = newTestService(ProviderEventService);
  const subscriptions = providerEvents.mock(SubscriptionRepository);
  const service = newTestService(RenewalService, [
    provide(SubscriptionRepository, subscriptions),
    provide(ProviderEventService, providerEvents.sut),
    provide(CLOCK, providerEvents.clock),
  ]);
  const provider = service.mock<PaymentProvider>(PAYMENT_PROVIDER);
  const held = holdSubscription(subscriptions, row);
  subscriptions.findDue.mockImplementation(async (at) => {
    const current = held.current();
    const due =
      isPremiumSubscription(current) &&
      (current.cancelAtPeriodEnd ? !!current.currentPeriodEnd && current.currentPeriodEnd <= at : !!current.nextRenewalAt && current.nextRenewalAt <= at);
    return due && current ? [current] : [];
  });
  subscriptions.findAbandonedCheckouts.mockResolvedValue([]);
  return { ...service, at: new Date(now), provider, subscriptions, ...held };
}

describe('renewal at the end of a period', () => {
  it('charges the next whole month from the anchor, and the paid invoice extends the period', async () => {
    const anchor = new Date('2026-01-31T12:00:00.000Z');
    const { sut, at, provider, current } = renewals(
      aSubscription({ userId: 1, billingAnchor: anchor, currentPeriodStart: anchor, currentPeriodEnd: new Date('2026-02-28T12:00:00.000Z'), nextRenewalAt: new Date('2026-02-28T12:00:00.000Z') }),
      '2026-02-28T12:05:00.000Z',
    );
    const invoice = anInvoice({ periodStart: new Date('2026-02-28T12:00:00.000Z'), periodEnd: new Date('2026-03-31T12:00:00.000Z') });
    provider.chargeRenewal.mockResolvedValueOnce({ outcome: 'paid', invoice });

    expect(await sut.runDue(at)).toEqual({ renewed: 1, failed: 0, ended: 0, checkoutsExpired: 0 });
    // Begun on January 31: renews on February 28, then March 31, never drifting to the 28th.
    expect(provider.chargeRenewal).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 499, currency: 'usd', attempt: 0, period: { start: new Date('2026-02-28T12:00:00.000Z'), end: new Date('2026-03-31T12:00:00.000Z') } }),
      at,
    );
    expect(current()).toMatchObject({ status: 'active', currentPeriodEnd: invoice.periodEnd, nextRenewalAt: invoice.periodEnd, failedRenewals: 0 });
  });

  it('leaves a failed renewal past due (still premium) and tries again a day later', async () => {
    const { sut, at, provider, current, decided } = renewals(aSubscription({ userId: 1 }), '2026-11-15T12:05:00.000Z');
    provider.chargeRenewal.mockResolvedValue({ outcome: 'failed', message: 'Your card was declined.' });

    expect(await sut.runDue(at)).toEqual({ renewed: 0, failed: 1, ended: 0, checkoutsExpired: 0 });
    expect(current()).toMatchObject({ status: 'past_due', failedRenewals: 1, nextRenewalAt: new Date('2026-11-16T12:05:00.000Z') });
    expect(isPremiumSubscription(current())).toBe(true);
    expect(decided[0].event).toBe('subscription.updated');
  });

  it(`ends premium after ${RENEWAL_ATTEMPTS} failed tries of one period`, async () => {
    const { sut, provider, current, decided } = renewals(aSubscription({ userId: 1 }), '2026-11-15T12:05:00.000Z');
    provider.chargeRenewal.mockResolvedValue({ outcome: 'failed', message: 'Your card was declined.' });

    const reports = [];
    for (const day of ['2026-11-15', '2026-11-16', '2026-11-17']) reports.push(await sut.runDue(new Date(`${day}T12:10:00.000Z`)));

    expect(reports.map((report) => [report.failed, report.ended])).toEqual([[1, 0], [1, 0], [0, 1]]);
    expect(current()).toMatchObject({ plan: 'free', status: 'free', endedAt: new Date('2026-11-17T12:10:00.000Z') });
    // Only the first failure and the end change what the other services see.
    expect(decided.map((change) => change.event)).toEqual(['subscription.updated', undefined, 'subscription.ended']);
  });

  it('ends a cancelled subscription when its period is over, without charging', async () => {
    const { sut, provider, current } = renewals(aSubscription({ userId: 1, cancelAtPeriodEnd: true }), '2026-11-15T12:00:00.000Z');

    expect(await sut.runDue(new Date('2026-11-15T11:59:59.000Z'))).toMatchObject({ ended: 0 });
    expect(await sut.runDue(new Date('2026-11-15T12:00:00.000Z'))).toMatchObject({ ended: 1 });
    expect(provider.chargeRenewal).not.toHaveBeenCalled();
    expect(current()).toMatchObject({ plan: 'free', status: 'free', cancelAtPeriodEnd: false });
  });

  it(`drops a checkout left unpaid for ${CHECKOUT_EXPIRY_HOURS} hours, at the provider too`, async () => {
    const checkout = aCheckout({ userId: 1, checkoutStartedAt: new Date('2026-11-25T09:00:00.000Z') });
    const { sut, provider, subscriptions, current } = renewals(checkout, '2026-11-26T08:00:00.000Z');
    subscriptions.findAbandonedCheckouts.mockImplementation(async (startedBefore) => (checkout.checkoutStartedAt! <= startedBefore ? [checkout] : []));
    provider.cancelNow.mockResolvedValue();

    expect(await sut.runDue(addHours(checkout.checkoutStartedAt!, CHECKOUT_EXPIRY_HOURS - 1))).toMatchObject({ checkoutsExpired: 0 });
    expect(await sut.runDue(addHours(checkout.checkoutStartedAt!, CHECKOUT_EXPIRY_HOURS))).toMatchObject({ checkoutsExpired: 1 });
    expect(provider.cancelNow).toHaveBeenCalledWith('sub_sandbox_1');
    expect(current()).toMatchObject({ plan: 'free', status: 'free', clientSecret: null });
  });
});
