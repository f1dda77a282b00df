import { Inject, Injectable } from '@nestjs/common';
import { badRequest } from '@presently/platform';
import type { SubscriptionChange as SubscriptionChangeAnswer } from '@presently/proto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { SubscriptionRepository } from '../repositories/subscription.repository';
import { CheckoutService } from './checkout.service';
import { changeAnswer, isPremiumSubscription, rowOf } from './subscription-changes';

const longDate = (date: Date) => format(new TZDate(date.getTime(), 'UTC'), 'MMMM d, yyyy');

/** The user's own changes to a running subscription (spec §4): cancel at the end of the period, and reactivation. */
@Injectable()
export class SubscriptionService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly checkouts: CheckoutService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Cancels at the end of the period: premium stays until then (spec §4). An unpaid checkout is simply dropped. */
  async cancel(userId: number): Promise<SubscriptionChangeAnswer> {
    const row = await this.subscriptions.find(userId);
    if (row?.status === 'incomplete' && row.plan !== 'premium') return changeAnswer(await this.checkouts.abandon(row), 'Your upgrade was cancelled.');
    if (!isPremiumSubscription(row) || !row.providerSubscriptionId) throw badRequest('You have no active subscription to cancel.');
    if (!row.cancelAtPeriodEnd) await this.provider.setCancelAtPeriodEnd(row.providerSubscriptionId, true);
    const result = await this.subscriptions.change({ userId }, (current) =>
      isPremiumSubscription(current) && !current.cancelAtPeriodEnd ? { set: { cancelAtPeriodEnd: true }, event: 'subscription.updated' } : null,
    );
    const after = rowOf(result);
    const until = after?.currentPeriodEnd ? ` on ${longDate(after.currentPeriodEnd)}` : ' at the end of your billing period';
    return changeAnswer(after, `Your subscription has been cancelled. You keep Premium until it ends${until}.`);
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
    return changeAnswer(rowOf(result), 'Your subscription has been reactivated.');
  }
}
