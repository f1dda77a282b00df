import { aSubscription } from '../../test/subscription.factory';
import { PRICES, subscriptionServices } from '../../test/subscription-services';
import { isPremiumSubscription } from './subscription-changes';

describe('plans', () => {
  it('offers Premium at $4.99 a month or $49.99 a year', () => {
    const { plans } = subscriptionServices(null);
    expect(plans.config()).toMatchObject({
      provider: 'sandbox',
      prices: PRICES,
      display: { monthly: { amount: '$4.99', per: 'month' }, yearly: { amount: '$49.99', per: 'year', badge: 'Save 17%' } },
    });
  });

  it('counts a user without a subscription as free', async () => {
    const { plans } = subscriptionServices(null);
    expect(await plans.planOf(9)).toEqual({ plan: 'free', status: 'free', subscriptionStart: null, subscriptionEnd: null });
  });

  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', true],
    ['incomplete', false],
    ['free', false],
  ])('grants premium to a premium row that is %s: %s', (status, premium) => {
    expect(isPremiumSubscription(aSubscription({ status }))).toBe(premium);
  });
});
