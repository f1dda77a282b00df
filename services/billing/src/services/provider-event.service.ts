import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@presently/platform';
import type { Subscription } from '../generated/prisma/client';
import type { ProviderEvent, ProviderInvoice } from '../providers/payment-provider';
import { SubscriptionRepository, type NewInvoice, type SubscriptionChange, type SubscriptionFields } from '../repositories/subscription.repository';
import { activation, checkoutDropped, ending, intervalOf, isPremiumSubscription, sameTime } from './subscription-changes';

const planName = (row: { interval: string | null }) => `Presently Premium (${intervalOf(row)})`;

/**
 * What the payment provider reports (spec §4): paid invoices, failed payments and its own changes to a
 * subscription, from its webhooks, the sandbox's payments and renewal charges. Each fact is applied once.
 */
@Injectable()
export class ProviderEventService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A paid invoice: the first one activates the subscription, a later one extends it; each is recorded once, so
   * the same payment reported twice (a double confirmation, a replayed webhook) changes nothing the second time.
   */
  async invoicePaid(providerSubscriptionId: string, invoice: ProviderInvoice, webhookEvent?: { id: string; type: string }) {
    return this.subscriptions.change(
      { providerSubscriptionId },
      (row) => {
        if (!row) return null;
        const record = { invoice: this.invoiceRecord(row, invoice) };
        // Money for a subscription that has ended is recorded, not turned back into premium.
        if (row.endedAt) return record;
        if (!isPremiumSubscription(row)) return { ...record, set: activation(invoice.periodStart, invoice.periodEnd), event: 'subscription.activated' };
        if (row.status === 'active' && row.currentPeriodEnd && invoice.periodEnd <= row.currentPeriodEnd) return record;
        const end = row.currentPeriodEnd && row.currentPeriodEnd > invoice.periodEnd ? row.currentPeriodEnd : invoice.periodEnd;
        const start = sameTime(end, invoice.periodEnd) ? invoice.periodStart : row.currentPeriodStart;
        return {
          ...record,
          set: { status: 'active', currentPeriodStart: start, currentPeriodEnd: end, nextRenewalAt: end, failedRenewals: 0 },
          event: 'subscription.updated',
        };
      },
      webhookEvent,
    );
  }

  /** A webhook's fact, applied once per event id. */
  async apply(event: ProviderEvent): Promise<'applied' | 'unchanged' | 'duplicate'> {
    const webhookEvent = { id: event.id, type: event.type };
    const decide = (row: Subscription | null): SubscriptionChange | null => {
      if (!row) return null;
      switch (event.type) {
        case 'invoice.payment_failed':
          return isPremiumSubscription(row) && row.status === 'active' ? { set: { status: 'past_due' }, event: 'subscription.updated' } : null;
        case 'subscription.deleted':
          return ending(row, event.created);
        case 'subscription.changed':
          return this.providerChanged(row, event);
        default:
          return null;
      }
    };
    switch (event.type) {
      case 'ignored':
        return 'unchanged';
      case 'invoice.paid':
        return (await this.invoicePaid(event.providerSubscriptionId, event.invoice, webhookEvent)).outcome;
      default:
        return (await this.subscriptions.change({ providerSubscriptionId: event.providerSubscriptionId }, decide, webhookEvent)).outcome;
    }
  }

  /** The provider's own view of the subscription (Stripe's customer.subscription.updated); an older one is ignored. */
  private providerChanged(row: Subscription, event: Extract<ProviderEvent, { type: 'subscription.changed' }>): SubscriptionChange | null {
    if (row.providerSyncedAt && event.created < row.providerSyncedAt) return null;
    const synced = { providerSyncedAt: event.created };
    switch (event.status) {
      case 'active':
      case 'trialing':
      case 'past_due': {
        const set: SubscriptionFields = {
          ...(isPremiumSubscription(row) ? {} : activation(event.periodStart ?? this.clock(), event.periodEnd ?? this.clock())),
          plan: 'premium',
          status: event.status,
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          currentPeriodStart: event.periodStart ?? row.currentPeriodStart,
          currentPeriodEnd: event.periodEnd ?? row.currentPeriodEnd,
          nextRenewalAt: event.periodEnd ?? row.nextRenewalAt,
          trialEnd: event.trialEnd,
        };
        const changed =
          !isPremiumSubscription(row) ||
          row.status !== set.status ||
          row.cancelAtPeriodEnd !== set.cancelAtPeriodEnd ||
          !sameTime(row.currentPeriodEnd, set.currentPeriodEnd ?? null) ||
          !sameTime(row.trialEnd, set.trialEnd ?? null);
        if (!changed) return { set: synced };
        return { set: { ...set, ...synced }, event: isPremiumSubscription(row) ? 'subscription.updated' : 'subscription.activated' };
      }
      case 'canceled': {
        const ended = ending(row, event.created);
        return ended ? { ...ended, set: { ...ended.set, ...synced } } : { set: synced };
      }
      case 'incomplete_expired':
        return row.status === 'incomplete' ? { ...checkoutDropped(), set: { ...checkoutDropped().set, ...synced } } : { set: synced };
      case 'unpaid':
      case 'paused':
        // Stripe keeps the subscription but stops service until it is paid: no premium meanwhile.
        return row.plan === 'premium' && row.status !== 'incomplete'
          ? { set: { status: 'incomplete', ...synced }, event: 'subscription.updated' }
          : { set: synced };
      default:
        return { set: synced };
    }
  }

  private invoiceRecord(row: Subscription, invoice: ProviderInvoice): NewInvoice {
    return {
      id: invoice.id,
      userId: row.userId,
      amount: invoice.amount,
      currency: invoice.currency,
      status: 'paid',
      description: planName(row),
      interval: row.interval,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      paymentIntentId: invoice.paymentIntentId,
      cardBrand: invoice.card?.brand ?? null,
      cardLast4: invoice.card?.last4 ?? null,
      paidAt: invoice.paidAt,
    };
  }
}
