import { Injectable } from '@nestjs/common';
import { InternalClient, unauthenticated } from '@presently/platform';
import {
  billingSubscriptionSchema,
  freePlanLimits,
  giftUsageSchema,
  isPremium,
  profileSchema,
  type BillingSubscription,
  type GiftUsage,
  type SubscriptionDetails,
} from '@presently/proto';

/** A new account's subscription and allowance (spec §3, §9), used while billing or gifts are not part of this deployment. */
const NO_SUBSCRIPTION: BillingSubscription = { plan: 'free', status: 'free', currentPeriodEnd: null, trialEnd: null, cancelAtPeriodEnd: false };
const FREE_USAGE: GiftUsage = {
  usage: { giftsUsed: 0, giftsRemaining: freePlanLimits.monthlyCredits, cardMessagesUsed: 0, cardMessagesRemaining: freePlanLimits.monthlyCardCredits },
  limits: { ...freePlanLimits },
  unlimited: false,
};

/**
 * GET /api/subscription, composed (DESIGN §3): billing's subscription and gifts' usage this month, read in parallel
 * with auth's profile, whose premium override counts too (spec §4 reading A).
 */
@Injectable()
export class SubscriptionReader {
  constructor(private readonly internal: InternalClient) {}

  async read(userId: number): Promise<SubscriptionDetails> {
    const [profile, subscription, gifts] = await Promise.all([
      this.internal.get('auth', `/users/${userId}`, profileSchema),
      this.internal.reaches('billing') ? this.internal.get('billing', `/users/${userId}/subscription`, billingSubscriptionSchema) : NO_SUBSCRIPTION,
      this.internal.reaches('gifts') ? this.internal.get('gifts', `/users/${userId}/usage`, giftUsageSchema) : FREE_USAGE,
    ]);
    if (!profile) throw unauthenticated();
    const billing = subscription ?? NO_SUBSCRIPTION;
    const { usage, limits } = gifts ?? FREE_USAGE;
    const premium = isPremium({
      subscriptionPlan: billing.plan,
      subscriptionStatus: billing.status,
      isPremiumOverride: profile.isPremiumOverride,
      monthlyCredits: limits.monthlyCredits,
      monthlyCardCredits: limits.monthlyCardCredits,
    });
    return {
      ...billing,
      premium,
      usage,
      limits,
      credits: {
        gift: { used: usage.giftsUsed, total: premium ? 'Unlimited' : limits.monthlyCredits },
        card: { used: usage.cardMessagesUsed, total: premium ? 'Unlimited' : limits.monthlyCardCredits },
      },
    };
  }
}
