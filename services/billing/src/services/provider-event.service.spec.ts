import { aCheckout, aFreeSubscription, anInvoice, aSubscription } from '../../test/subscription.factory';
import { subscriptionServices } from '../../test/subscription-services';
import { isPremiumSubscription } from './subscription-changes';

describe('what the provider reports', () => {
  it('activates on the first paid invoice and records it with the card', async () => {
    const { providerEvents, decided, current } = subscriptionServices(aCheckout({ userId: 1 }));
    const invoice = anInvoice({ periodStart: new Date('2026-11-26T10:00:00Z'), periodEnd: new Date('2026-12-26T10:00:00Z') });

    await providerEvents.invoicePaid('sub_sandbox_1', invoice);

    expect(decided[0]).toMatchObject({ event: 'subscription.activated', invoice: { id: invoice.id, userId: 1, amount: 499, cardLast4: '4242', description: 'Presently Premium (monthly)' } });
    expect(current()).toMatchObject({ plan: 'premium', status: 'active', currentPeriodEnd: invoice.periodEnd, nextRenewalAt: invoice.periodEnd });
  });

  it('extends the period with a renewal invoice, and only records an older one', async () => {
    const { providerEvents, decided, current } = subscriptionServices(aSubscription({ userId: 1 }));

    await providerEvents.invoicePaid('sub_sandbox_1', anInvoice());
    expect(current()?.currentPeriodEnd).toEqual(new Date('2026-12-15T12:00:00.000Z'));

    await providerEvents.invoicePaid('sub_sandbox_1', anInvoice({ id: 'in_old', periodStart: new Date('2026-10-15T12:00:00Z'), periodEnd: new Date('2026-11-15T12:00:00Z') }));
    expect(decided[1]).toEqual({ invoice: expect.objectContaining({ id: 'in_old' }) });
    expect(current()?.currentPeriodEnd).toEqual(new Date('2026-12-15T12:00:00.000Z'));
  });

  it('never turns money for an ended subscription back into premium', async () => {
    const { providerEvents, current } = subscriptionServices(aFreeSubscription({ userId: 1, providerSubscriptionId: 'sub_sandbox_1', endedAt: new Date('2026-11-01T00:00:00Z') }));
    await providerEvents.invoicePaid('sub_sandbox_1', anInvoice());
    expect(current()?.plan).toBe('free');
  });

  it('keeps premium while a payment fails (past due), and ends it when the provider deletes the subscription', async () => {
    const { providerEvents, current, decided } = subscriptionServices(aSubscription({ userId: 1 }));

    await providerEvents.apply({ id: 'evt_1', created: new Date('2026-11-15T13:00:00Z'), type: 'invoice.payment_failed', providerSubscriptionId: 'sub_sandbox_1' });
    expect(current()?.status).toBe('past_due');
    expect(isPremiumSubscription(current())).toBe(true);

    await providerEvents.apply({ id: 'evt_2', created: new Date('2026-11-20T13:00:00Z'), type: 'subscription.deleted', providerSubscriptionId: 'sub_sandbox_1' });
    expect(current()).toMatchObject({ plan: 'free', status: 'free', endedAt: new Date('2026-11-20T13:00:00Z') });
    expect(decided.map((change) => change.event)).toEqual(['subscription.updated', 'subscription.ended']);
  });
});
