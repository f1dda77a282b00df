import {
  premiumStatuses,
  type BillingInterval,
  type SubscriptionChange as SubscriptionChangeAnswer,
  type SubscriptionStatus,
} from '@presently/proto';
import type { Subscription } from '../generated/prisma/client';
import type { ChangeResult, SubscriptionChange, SubscriptionFields } from '../repositories/subscription.repository';

/** A subscription that grants premium now. Narrowing to it keeps "not premium" a possibly real row. */
export type PremiumSubscription = Subscription & { plan: 'premium' };
export const isPremiumSubscription = (row: Subscription | null): row is PremiumSubscription =>
  !!row && row.plan === 'premium' && premiumStatuses.includes(row.status as SubscriptionStatus);

export const intervalOf = (row: { interval: string | null }): BillingInterval => (row.interval === 'yearly' ? 'yearly' : 'monthly');
export const rowOf = (result: ChangeResult) => (result.outcome === 'duplicate' ? null : result.subscription);
export const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The subscription that a paid first invoice (or a forced activation) starts. */
export const activation = (start: Date, end: Date): SubscriptionFields => ({
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

/** What the user is told after cancelling or reactivating: the message and where the subscription now stands. */
export const changeAnswer = (row: Subscription | null, message: string): SubscriptionChangeAnswer => ({
  success: true,
  message,
  status: (row?.status ?? 'free') as SubscriptionStatus,
  cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
  currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
});
