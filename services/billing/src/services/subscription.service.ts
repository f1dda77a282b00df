import { Inject, Injectable } from '@nestjs/common';
import { badRequest, CLOCK, conflict, LOGGER, notFound, type Clock, type Logger } from '@presently/platform';
import {
  billingIntervals,
  planPrices,
  premiumStatuses,
  type BillingConfig,
  type BillingInterval,
  type BillingSubscription,
  type CheckoutResult,
  type ConfirmSubscriptionRequest,
  type CreateSubscriptionRequest,
  type PlanStatus,
  type SubscriptionChange as SubscriptionChangeAnswer,
  type SubscriptionConfirmation,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '@presently/proto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { periodEnd } from '../billing-period';
import type { Subscription } from '../generated/prisma/client';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent, type ProviderInvoice } from '../providers/payment-provider';
import { CustomerRepository } from '../repositories/customer.repository';
import {
  SubscriptionRepository,
  type ChangeResult,
  type NewInvoice,
  type SubscriptionChange,
  type SubscriptionFields,
} from '../repositories/subscription.repository';

/** A subscription that grants premium now. Narrowing to it keeps "not premium" a possibly real row. */
export type PremiumSubscription = Subscription & { plan: 'premium' };
export const isPremiumSubscription = (row: Subscription | null): row is PremiumSubscription =>
  !!row && row.plan === 'premium' && premiumStatuses.includes(row.status as SubscriptionStatus);

export const intervalOf = (row: { interval: string | null }): BillingInterval => (row.interval === 'yearly' ? 'yearly' : 'monthly');
const planName = (row: { interval: string | null }) => `Presently Premium (${intervalOf(row)})`;
const longDate = (date: Date) => format(new TZDate(date.getTime(), 'UTC'), 'MMMM d, yyyy');
const rowOf = (result: ChangeResult) => (result.outcome === 'duplicate' ? null : result.subscription);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The subscription that a paid first invoice (or a forced activation) starts. */
const activation = (start: Date, end: Date): SubscriptionFields => ({
  plan: 'premium',
  status: 'active',
  billingAnchor: start,
  currentPeriodStart: start,
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  nextRenewalAt: end,
  failedRenewals: 0,
  clientSecret: null,
  checkoutStartedAt: null,
  endedAt: null,
});

/**
 * Premium is over: the user is back on the free plan and status (spec §3 knows no other status for them), with no
 * payment left that could bring it back. endedAt is what still tells this row from one that was never paid.
 */
export function ending(row: Subscription, at: Date): SubscriptionChange | null {
  if (row.plan === 'premium') {
    return {
      set: {
        plan: 'free',
        status: 'free',
        paymentIntentId: null,
        clientSecret: null,
        cancelAtPeriodEnd: false,
        billingAnchor: null,
        currentPeriodStart: null,
        currentPeriodEnd: null,
        trialEnd: null,
        nextRenewalAt: null,
        failedRenewals: 0,
        endedAt: at,
      },
      event: 'subscription.ended',
    };
  }
  return row.status === 'incomplete' ? checkoutDropped() : null;
}

/** An unpaid checkout that will not be paid any more: the user is simply free again. */
export const checkoutDropped = (): SubscriptionChange => ({
  set: { plan: 'free', status: 'free', paymentIntentId: null, clientSecret: null, checkoutStartedAt: null },
  event: 'subscription.updated',
});

/**
 * Plans and the subscription lifecycle (spec §4): checkout, confirmation, cancel at period end, reactivation, and
 * the facts the payment provider reports (paid invoices, failed payments, its own changes).
 */
@Injectable()
export class SubscriptionService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly customers: CustomerRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  config(): BillingConfig {
    return {
      provider: this.provider.name,
      publishableKey: this.provider.publishableKey,
      prices: this.provider.prices,
      display: {
        monthly: { amount: planPrices.monthly.label, per: planPrices.monthly.per },
        yearly: { amount: planPrices.yearly.label, per: planPrices.yearly.per, badge: planPrices.yearly.badge },
      },
    };
  }

  async planOf(userId: number): Promise<PlanStatus> {
    const row = await this.subscriptions.find(userId);
    return {
      plan: (row?.plan ?? 'free') as SubscriptionPlan,
      status: (row?.status ?? 'free') as SubscriptionStatus,
      subscriptionStart: row?.billingAnchor?.toISOString() ?? null,
      subscriptionEnd: (row?.currentPeriodEnd ?? row?.endedAt)?.toISOString() ?? null,
    };
  }

  async subscriptionOf(userId: number): Promise<BillingSubscription> {
    const row = await this.subscriptions.find(userId);
    return {
      plan: (row?.plan ?? 'free') as SubscriptionPlan,
      status: (row?.status ?? 'free') as SubscriptionStatus,
      currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
      trialEnd: row?.trialEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    };
  }

  /** Starts (or resumes) a checkout: a subscription waiting for its first payment, confirmed with the secret. */
  async start(userId: number, request: CreateSubscriptionRequest): Promise<CheckoutResult> {
    const interval = this.intervalOfPrice(request.priceId);
    const current = await this.subscriptions.find(userId);
    if (isPremiumSubscription(current)) throw this.alreadySubscribed(current);
    if (current?.status === 'incomplete' && current.interval === interval && current.clientSecret) {
      return { clientSecret: current.clientSecret };
    }
    const customer = await this.customers.find(userId);
    const checkout = await this.provider.startSubscription(
      { userId, email: customer?.email ?? null, providerCustomerId: customer?.providerCustomerId ?? null },
      interval,
    );
    await this.customers.setProviderCustomerId(userId, checkout.providerCustomerId);
    let replaced: string | null = null;
    const result = await this.subscriptions.change({ userId }, (row) => {
      if (isPremiumSubscription(row)) return null;
      replaced = row?.status === 'incomplete' ? row.providerSubscriptionId : null;
      return {
        set: {
          plan: 'free',
          status: 'incomplete',
          interval,
          priceId: request.priceId,
          amount: planPrices[interval].amount,
          currency: planPrices[interval].currency,
          providerSubscriptionId: checkout.providerSubscriptionId,
          paymentIntentId: checkout.paymentIntentId,
          clientSecret: checkout.clientSecret,
          checkoutStartedAt: this.clock(),
          billingAnchor: null,
          currentPeriodStart: null,
          currentPeriodEnd: null,
          trialEnd: null,
          cancelAtPeriodEnd: false,
          nextRenewalAt: null,
          failedRenewals: 0,
          providerSyncedAt: null,
          endedAt: null,
        },
        event: 'subscription.updated',
      };
    });
    if (result.outcome !== 'applied') {
      // Another request made the user premium meanwhile: this checkout must not be payable.
      await this.dropAtProvider(checkout.providerSubscriptionId);
      throw this.alreadySubscribed(result.outcome === 'unchanged' ? result.subscription : null);
    }
    // The checkout this one replaces (another plan, an earlier click) must not be payable any more either.
    await this.dropAtProvider(replaced);
    return { clientSecret: checkout.clientSecret };
  }

  /**
   * After the client paid: reports where the payment and the subscription stand. A payment that succeeded while the
   * subscription is not active yet (its webhook still on the way) is activated with forceActivate — and only then.
   */
  async confirm(userId: number, request: ConfirmSubscriptionRequest): Promise<SubscriptionConfirmation> {
    const row = await this.subscriptions.find(userId);
    const answer = (fields: Partial<SubscriptionConfirmation> & Pick<SubscriptionConfirmation, 'success' | 'message'>): SubscriptionConfirmation => ({
      status: (row?.status ?? 'free') as SubscriptionStatus,
      paymentStatus: null,
      canForceActivate: false,
      errorOccurred: false,
      ...fields,
    });
    if (request.paymentIntentId && request.paymentIntentId !== row?.paymentIntentId) throw notFound('No such payment for your account.');
    if (isPremiumSubscription(row)) {
      return answer({ success: true, message: 'Your Premium subscription is active.', paymentStatus: row.paymentIntentId ? 'succeeded' : null });
    }
    if (!row?.paymentIntentId) return answer({ success: false, message: 'There is no subscription payment to confirm. Choose a plan to upgrade.' });

    let payment;
    try {
      payment = await this.provider.payment(row.paymentIntentId);
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'payment status unavailable');
      return answer({ success: false, message: 'We could not verify your payment right now. Please try again in a moment.', errorOccurred: true });
    }
    const paymentStatus = payment?.status ?? null;
    if (paymentStatus === 'succeeded') {
      if (!request.forceActivate) {
        return answer({ success: false, message: 'Your payment succeeded. Your subscription is being activated.', paymentStatus, canForceActivate: true });
      }
      const activated = await this.activate(row, payment?.invoice ?? null);
      return answer({ success: true, message: 'Premium subscription activated', status: activated.status as SubscriptionStatus, paymentStatus });
    }
    const message =
      paymentStatus === 'processing'
        ? "Payment is processing. We'll update your account once it's complete."
        : paymentStatus === 'requires_action'
          ? 'Your payment needs authentication. Please complete it to finish upgrading.'
          : 'Your payment has not been completed. Please try again with another card.';
    return answer({
      success: false,
      message: request.forceActivate ? `The subscription cannot be activated: ${message.charAt(0).toLowerCase()}${message.slice(1)}` : message,
      status: paymentStatus === 'processing' ? 'processing' : (row.status as SubscriptionStatus),
      paymentStatus,
    });
  }

  /** Cancels at the end of the period: premium stays until then (spec §4). An unpaid checkout is simply dropped. */
  async cancel(userId: number): Promise<SubscriptionChangeAnswer> {
    const row = await this.subscriptions.find(userId);
    if (row?.status === 'incomplete' && row.plan !== 'premium') {
      await this.dropAtProvider(row.providerSubscriptionId);
      const result = await this.subscriptions.change({ userId }, (current) => (current?.status === 'incomplete' ? checkoutDropped() : null));
      return this.changeAnswer(rowOf(result), 'Your upgrade was cancelled.');
    }
    if (!isPremiumSubscription(row) || !row.providerSubscriptionId) throw badRequest('You have no active subscription to cancel.');
    if (!row.cancelAtPeriodEnd) await this.provider.setCancelAtPeriodEnd(row.providerSubscriptionId, true);
    const result = await this.subscriptions.change({ userId }, (current) =>
      isPremiumSubscription(current) && !current.cancelAtPeriodEnd ? { set: { cancelAtPeriodEnd: true }, event: 'subscription.updated' } : null,
    );
    const after = rowOf(result);
    const until = after?.currentPeriodEnd ? ` on ${longDate(after.currentPeriodEnd)}` : ' at the end of your billing period';
    return this.changeAnswer(after, `Your subscription has been cancelled. You keep Premium until it ends${until}.`);
  }

  async reactivate(userId: number): Promise<SubscriptionChangeAnswer> {
    const row = await this.subscriptions.find(userId);
    if (!isPremiumSubscription(row) || !row.cancelAtPeriodEnd || !row.providerSubscriptionId) {
      throw badRequest('Your subscription is not set to cancel, so there is nothing to reactivate.');
    }
    await this.provider.setCancelAtPeriodEnd(row.providerSubscriptionId, false);
    const result = await this.subscriptions.change({ userId }, (current) =>
      isPremiumSubscription(current) && current.cancelAtPeriodEnd ? { set: { cancelAtPeriodEnd: false }, event: 'subscription.updated' } : null,
    );
    return this.changeAnswer(rowOf(result), 'Your subscription has been reactivated.');
  }

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

  private async activate(row: Subscription, invoice: ProviderInvoice | null): Promise<Subscription> {
    if (invoice && row.providerSubscriptionId) {
      const result = await this.invoicePaid(row.providerSubscriptionId, invoice);
      if (result.outcome !== 'duplicate' && isPremiumSubscription(result.subscription)) return result.subscription;
    }
    const start = this.clock();
    const result = await this.subscriptions.change({ userId: row.userId }, (current) =>
      current?.status === 'incomplete' && current.paymentIntentId === row.paymentIntentId
        ? { set: activation(start, periodEnd(start, intervalOf(current))), event: 'subscription.activated' }
        : null,
    );
    return rowOf(result) ?? row;
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

  private intervalOfPrice(priceId: string): BillingInterval {
    const interval = billingIntervals.find((candidate) => this.provider.prices[candidate] === priceId);
    if (!interval) throw badRequest(`Unknown price: ${priceId}. Choose the monthly or the yearly plan.`);
    return interval;
  }

  private alreadySubscribed(row: Subscription | null) {
    return conflict(
      row?.cancelAtPeriodEnd
        ? 'Your Premium subscription is set to end; reactivate it instead of subscribing again.'
        : 'You already have an active Premium subscription.',
    );
  }

  /** Makes an abandoned checkout unpayable at the provider; billing's state does not wait on it. */
  private async dropAtProvider(providerSubscriptionId: string | null | undefined): Promise<void> {
    if (!providerSubscriptionId) return;
    await this.provider.cancelNow(providerSubscriptionId).catch((error) => this.logger.warn({ err: error, providerSubscriptionId }, 'could not cancel an abandoned checkout'));
  }

  private changeAnswer(row: Subscription | null, message: string): SubscriptionChangeAnswer {
    return {
      success: true,
      message,
      status: (row?.status ?? 'free') as SubscriptionStatus,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    };
  }
}
