import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, LOGGER, type Clock, type Logger } from '@presently/platform';
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { periodEnd } from '../billing-period';
import type { Subscription } from '../generated/prisma/client';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { SubscriptionRepository } from '../repositories/subscription.repository';
import { ProviderEventService } from './provider-event.service';
import { checkoutDropped, ending, intervalOf, isPremiumSubscription } from './subscription-changes';

/** Tries per period before a subscription whose renewal keeps failing ends (the first at period end, then daily). */
export const RENEWAL_ATTEMPTS = 3;
/** Stripe lets an unpaid checkout expire after 23 hours; so does the sandbox. */
export const CHECKOUT_EXPIRY_HOURS = 23;

export interface RenewalReport {
  renewed: number;
  failed: number;
  ended: number;
  checkoutsExpired: number;
}

/**
 * What happens at the end of a billing period (spec §4): a renewal charges again and adds an invoice, a failed one
 * leaves the subscription past due and is retried, a cancelled subscription ends. Run by the scheduler; every step
 * re-checks the row under its lock, so two runs at once (two replicas) charge and change once.
 */
@Injectable()
export class RenewalService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly providerEvents: ProviderEventService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async runDue(at: Date = this.clock()): Promise<RenewalReport> {
    const report: RenewalReport = { renewed: 0, failed: 0, ended: 0, checkoutsExpired: 0 };
    for (;;) {
      const due = await this.subscriptions.findDue(at);
      let progressed = false;
      for (const row of due) {
        const outcome = row.cancelAtPeriodEnd ? await this.end(row, at) : await this.renew(row, at);
        if (outcome) {
          report[outcome]++;
          progressed = true;
        }
      }
      if (!progressed) break;
    }
    for (const row of await this.subscriptions.findAbandonedCheckouts(addHours(at, -CHECKOUT_EXPIRY_HOURS))) {
      if (await this.expireCheckout(row)) report.checkoutsExpired++;
    }
    return report;
  }

  private async end(row: Subscription, at: Date): Promise<'ended' | null> {
    const result = await this.subscriptions.change({ userId: row.userId }, (current) =>
      isPremiumSubscription(current) && current.cancelAtPeriodEnd && current.currentPeriodEnd && current.currentPeriodEnd <= at
        ? ending(current, at)
        : null,
    );
    return result.outcome === 'applied' ? 'ended' : null;
  }

  private async renew(row: Subscription, at: Date): Promise<'renewed' | 'failed' | 'ended' | null> {
    if (!row.providerSubscriptionId || !row.currentPeriodEnd || row.amount === null || !row.currency) return null;
    const start = row.currentPeriodEnd;
    const charge = await this.provider.chargeRenewal(
      {
        userId: row.userId,
        providerSubscriptionId: row.providerSubscriptionId,
        interval: intervalOf(row),
        amount: row.amount,
        currency: row.currency,
        period: { start, end: periodEnd(start, intervalOf(row), row.billingAnchor ?? undefined) },
        attempt: row.failedRenewals,
      },
      at,
    );
    // Only the renewal that was charged for: not one another run has settled, or one the user cancelled meanwhile.
    const stillDue = (current: Subscription | null): current is Subscription =>
      isPremiumSubscription(current) &&
      !current.cancelAtPeriodEnd &&
      current.providerSubscriptionId === row.providerSubscriptionId &&
      current.currentPeriodEnd?.getTime() === start.getTime() &&
      current.failedRenewals === row.failedRenewals;

    if (charge.outcome === 'paid') {
      const result = await this.providerEvents.invoicePaid(row.providerSubscriptionId, charge.invoice);
      return result.outcome === 'applied' ? 'renewed' : null;
    }
    if (charge.outcome === 'by-provider') {
      // The provider's webhook will say how it went; look again in an hour rather than every minute.
      await this.subscriptions.change({ userId: row.userId }, (current) => (stillDue(current) ? { set: { nextRenewalAt: addHours(at, 1) } } : null));
      return null;
    }
    this.logger.info({ userId: row.userId, attempt: row.failedRenewals + 1, reason: charge.message }, 'renewal payment failed');
    let endedNow = false;
    const result = await this.subscriptions.change({ userId: row.userId }, (current) => {
      if (!stillDue(current)) return null;
      const failures = current.failedRenewals + 1;
      if (failures >= RENEWAL_ATTEMPTS) {
        endedNow = true;
        return ending(current, at);
      }
      return {
        set: { status: 'past_due', failedRenewals: failures, nextRenewalAt: addDays(at, 1) },
        // Past due still counts as premium (spec §4); only the first failure changes what others see.
        ...(current.status !== 'past_due' && { event: 'subscription.updated' as const }),
      };
    });
    if (result.outcome !== 'applied') return null;
    return endedNow ? 'ended' : 'failed';
  }

  private async expireCheckout(row: Subscription): Promise<boolean> {
    if (row.providerSubscriptionId) await this.provider.cancelNow(row.providerSubscriptionId);
    const result = await this.subscriptions.change({ userId: row.userId }, (current) =>
      current?.status === 'incomplete' && current.paymentIntentId === row.paymentIntentId ? checkoutDropped() : null,
    );
    return result.outcome === 'applied';
  }
}
