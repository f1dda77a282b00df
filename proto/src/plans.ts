/**
 * The plans and what each allows, with no schema: the landing page reads these at start-up, and building the schemas
 * (zod) is a large share of a phone's start-up work, so pages load those only when they check.
 */

/** The free plan's monthly allowance (spec §9); premium is unlimited, reported as UNLIMITED_CREDITS. */
export const freePlanLimits = { monthlyCredits: 3, monthlyCardCredits: 1 } as const;
export const UNLIMITED_CREDITS = 9999;

export const subscriptionPlans = ['free', 'premium'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];
export const subscriptionStatuses = ['free', 'active', 'trialing', 'past_due', 'incomplete', 'processing'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
/** Statuses in which a premium plan counts as premium (spec §4). */
export const premiumStatuses: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** Spec §4 reading A: plan and status, the operator's override, or credits at the unlimited threshold. */
export function isPremium(user: {
  subscriptionPlan: SubscriptionPlan;
  subscriptionStatus: SubscriptionStatus;
  isPremiumOverride: boolean | string;
  monthlyCredits: number;
  monthlyCardCredits: number;
}): boolean {
  const override = user.isPremiumOverride === true || String(user.isPremiumOverride).toLowerCase() === 'true';
  return (
    (user.subscriptionPlan === 'premium' && premiumStatuses.includes(user.subscriptionStatus)) ||
    override ||
    user.monthlyCredits >= 1000 ||
    user.monthlyCardCredits >= 1000
  );
}
