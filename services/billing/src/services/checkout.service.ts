import { Inject, Injectable } from '@nestjs/common';
import { badRequest, CLOCK, conflict, LOGGER, notFound, type Clock, type Logger } from '@presently/platform';
import {
  billingIntervals,
  planPrices,
  type BillingInterval,
  type CheckoutResult,
  type ConfirmSubscriptionRequest,
  type CreateSubscriptionRequest,
  type SubscriptionConfirmation,
  type SubscriptionStatus,
} from '@presently/proto';
import { periodEnd } from '../billing-period';
import type { Subscription } from '../generated/prisma/client';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderInvoice } from '../providers/payment-provider';
import { CustomerRepository } from '../repositories/customer.repository';
import { SubscriptionRepository } from '../repositories/subscription.repository';
import { ProviderEventService } from './provider-event.service';
import { activation, checkoutDropped, intervalOf, isPremiumSubscription, rowOf } from './subscription-changes';

/**
 * Upgrading to Premium (spec §4): a checkout waits for its first payment, the client confirms it once paid, and a
 * checkout the user leaves or replaces is made unpayable.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly customers: CustomerRepository,
    private readonly providerEvents: ProviderEventService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

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

  /** The user leaves an unpaid checkout: it is made unpayable and the user is simply free again. */
  async abandon(checkout: Subscription): Promise<Subscription | null> {
    await this.dropAtProvider(checkout.providerSubscriptionId);
    const result = await this.subscriptions.change({ userId: checkout.userId }, (current) => (current?.status === 'incomplete' ? checkoutDropped() : null));
    return rowOf(result);
  }

  private async activate(row: Subscription, invoice: ProviderInvoice | null): Promise<Subscription> {
    if (invoice && row.providerSubscriptionId) {
      const result = await this.providerEvents.invoicePaid(row.providerSubscriptionId, invoice);
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
}
