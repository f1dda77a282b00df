import { premiumStatuses, type SubscriptionPlan, type SubscriptionStatus } from '@presently/proto';

export interface PlanStanding {
  /** Premium by any reading, the operator's override included. */
  premium: boolean;
  plan: SubscriptionPlan | undefined;
  status: SubscriptionStatus | undefined;
  cancelAtPeriodEnd: boolean;
}

export interface PlanActions {
  upgrade: boolean;
  downgrade: boolean;
  reactivate: boolean;
}

/**
 * The plan actions the cards offer (spec §2, §4). Downgrade and reactivate change a paid subscription, so premium
 * from the operator's override alone offers neither: there is no subscription to cancel, and the server says so.
 */
export function planActions({ premium, plan, status, cancelAtPeriodEnd }: PlanStanding): PlanActions {
  const paid = plan === 'premium' && !!status && premiumStatuses.includes(status);
  return { upgrade: !premium, downgrade: paid && !cancelAtPeriodEnd, reactivate: paid && cancelAtPeriodEnd };
}
