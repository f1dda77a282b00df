import { isPremium, premiumStatuses, type CurrentUser } from '@presently/proto';

type MaybeUser = CurrentUser | null | undefined;

function hasOverride(user: CurrentUser) {
  const override: unknown = user.isPremiumOverride;
  return override === true || String(override).toLowerCase() === 'true' || user.premium === true;
}

/** Spec §4 reading A: header, credits and general checks. */
export function isPremiumUser(user: MaybeUser): boolean {
  if (!user) return false;
  return isPremium(user) || user.premium === true;
}

/** Spec §4 reading B: the results view. */
export function isPremiumForResults(user: MaybeUser): boolean {
  if (!user) return false;
  return (
    (user.subscriptionPlan === 'premium' && premiumStatuses.includes(user.subscriptionStatus)) ||
    hasOverride(user) ||
    user.monthlyCredits > 100
  );
}

/** The header badge is stricter than either reading: premium plan with status exactly active. */
export function showsPremiumActiveBadge(user: MaybeUser): boolean {
  return !!user && user.subscriptionPlan === 'premium' && user.subscriptionStatus === 'active';
}

export type CreditKind = 'gift' | 'card';

/** Remaining credits of one kind: 'Unlimited' for premium, 0 when nobody is signed in. */
export function creditsLeft(user: MaybeUser, kind: CreditKind): number | 'Unlimited' {
  if (!user) return 0;
  if (isPremiumUser(user)) return 'Unlimited';
  return Math.max(0, kind === 'gift' ? user.monthlyCredits : user.monthlyCardCredits);
}

export function hasCredit(user: MaybeUser, kind: CreditKind) {
  const left = creditsLeft(user, kind);
  return left === 'Unlimited' || left > 0;
}
