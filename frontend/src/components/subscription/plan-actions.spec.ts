import { planActions, type PlanStanding } from './plan-actions';

const free: PlanStanding = { premium: false, plan: 'free', status: 'free', cancelAtPeriodEnd: false };
const paid: PlanStanding = { premium: true, plan: 'premium', status: 'active', cancelAtPeriodEnd: false };

describe('plan actions (spec §2, §4)', () => {
  it('offers the upgrade on the free plan, and nothing to cancel', () => {
    expect(planActions(free)).toEqual({ upgrade: true, downgrade: false, reactivate: false });
  });

  it("offers 'Downgrade to Free' on a paid subscription, past due or trialing included", () => {
    expect(planActions(paid)).toEqual({ upgrade: false, downgrade: true, reactivate: false });
    expect(planActions({ ...paid, status: 'past_due' }).downgrade).toBe(true);
    expect(planActions({ ...paid, status: 'trialing' }).downgrade).toBe(true);
  });

  it('offers reactivation, not the downgrade, while the subscription is set to cancel', () => {
    expect(planActions({ ...paid, cancelAtPeriodEnd: true })).toEqual({ upgrade: false, downgrade: false, reactivate: true });
  });

  it("offers neither for premium from the operator's override alone", () => {
    expect(planActions({ ...free, premium: true })).toEqual({ upgrade: false, downgrade: false, reactivate: false });
    expect(planActions({ ...free, premium: true, status: 'incomplete' })).toEqual({ upgrade: false, downgrade: false, reactivate: false });
  });

  it('offers neither before the plan is known', () => {
    expect(planActions({ premium: true, plan: undefined, status: undefined, cancelAtPeriodEnd: false })).toEqual({
      upgrade: false,
      downgrade: false,
      reactivate: false,
    });
  });
});
