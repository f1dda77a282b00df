import type { CurrentUser } from '@presently/proto';
import { creditsLeft, isPremiumForResults, isPremiumUser, showsPremiumActiveBadge } from './premium';

const free: CurrentUser = {
  id: 1,
  username: 'maya',
  email: 'maya@example.com',
  birthday: '1990-04-14',
  timeZone: 'UTC',
  createdAt: '2026-01-01T00:00:00.000Z',
  isPremiumOverride: false,
  emailVerified: true,
  subscriptionPlan: 'free',
  subscriptionStatus: 'free',
  subscriptionStart: null,
  subscriptionEnd: null,
  monthlyCredits: 3,
  monthlyCardCredits: 1,
  lastCreditReset: '2026-11-01T00:00:00.000Z',
  premium: false,
};

describe('premium readings (spec §4)', () => {
  it('reading A: plan and premium status, the override, or credits at 1000', () => {
    expect(isPremiumUser(free)).toBe(false);
    expect(isPremiumUser({ ...free, subscriptionPlan: 'premium', subscriptionStatus: 'past_due' })).toBe(true);
    expect(isPremiumUser({ ...free, subscriptionPlan: 'premium', subscriptionStatus: 'incomplete' })).toBe(false);
    expect(isPremiumUser({ ...free, isPremiumOverride: 'TRUE' as unknown as boolean })).toBe(true);
    expect(isPremiumUser({ ...free, monthlyCardCredits: 1000 })).toBe(true);
    expect(isPremiumUser(null)).toBe(false);
  });

  it('reading B: credits over 100 are enough', () => {
    expect(isPremiumForResults({ ...free, monthlyCredits: 101 })).toBe(true);
    expect(isPremiumForResults({ ...free, monthlyCredits: 100 })).toBe(false);
  });

  it('shows the Premium Active badge only for status exactly active', () => {
    expect(showsPremiumActiveBadge({ ...free, subscriptionPlan: 'premium', subscriptionStatus: 'active' })).toBe(true);
    expect(showsPremiumActiveBadge({ ...free, subscriptionPlan: 'premium', subscriptionStatus: 'trialing' })).toBe(false);
  });

  it('counts credits: Unlimited for premium, 0 for nobody', () => {
    expect(creditsLeft(free, 'gift')).toBe(3);
    expect(creditsLeft({ ...free, monthlyCardCredits: -2 }, 'card')).toBe(0);
    expect(creditsLeft({ ...free, premium: true }, 'gift')).toBe('Unlimited');
    expect(creditsLeft(undefined, 'gift')).toBe(0);
  });
});
