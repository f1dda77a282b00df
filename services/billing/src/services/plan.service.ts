import { Inject, Injectable } from '@nestjs/common';
import { formattedOnce } from '@presently/platform';
import { planPrices, type BillingConfig, type BillingSubscription, type PlanStatus, type SubscriptionPlan, type SubscriptionStatus } from '@presently/proto';
import type { Subscription } from '../generated/prisma/client';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { SubscriptionRepository } from '../repositories/subscription.repository';

/** A user who never subscribed. */
const FREE: PlanStatus = Object.freeze({ plan: 'free', status: 'free', subscriptionStart: null, subscriptionEnd: null });

/** The plan GET /api/user shows, formatted once per cached subscription row. */
const planOfRow = formattedOnce(
  (row: Subscription): PlanStatus => ({
    plan: row.plan as SubscriptionPlan,
    status: row.status as SubscriptionStatus,
    subscriptionStart: row.billingAnchor?.toISOString() ?? null,
    subscriptionEnd: (row.currentPeriodEnd ?? row.endedAt)?.toISOString() ?? null,
  }),
);

/** What the plans cost and which plan a user is on (spec §3): read by the web app and, internally, by the gateway. */
@Injectable()
export class PlanService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
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
    return row ? planOfRow(row) : FREE;
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
}
