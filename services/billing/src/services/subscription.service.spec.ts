import { aCheckout, aFreeSubscription, aSubscription } from '../../test/subscription.factory';
import { subscriptionServices } from '../../test/subscription-services';
import { isPremiumSubscription } from './subscription-changes';

describe('cancel and reactivate', () => {
  it('keeps premium until the period ends, and says until when', async () => {
    const { subscriptions, provider, current, decided } = subscriptionServices(aSubscription({ userId: 1, currentPeriodEnd: new Date('2026-12-15T12:00:00Z') }));
    provider.setCancelAtPeriodEnd.mockResolvedValue();

    const answer = await subscriptions.cancel(1);

    expect(answer).toMatchObject({ success: true, status: 'active', cancelAtPeriodEnd: true, message: 'Your subscription has been cancelled. You keep Premium until it ends on December 15, 2026.' });
    expect(provider.setCancelAtPeriodEnd).toHaveBeenCalledWith('sub_sandbox_1', true);
    expect(isPremiumSubscription(current())).toBe(true);
    expect(decided).toEqual([{ set: { cancelAtPeriodEnd: true }, event: 'subscription.updated' }]);
  });

  it('drops an unpaid checkout at once instead', async () => {
    const { subscriptions, provider, current } = subscriptionServices(aCheckout({ userId: 1 }));
    provider.cancelNow.mockResolvedValue();

    expect(await subscriptions.cancel(1)).toMatchObject({ message: 'Your upgrade was cancelled.', status: 'free' });
    expect(provider.cancelNow).toHaveBeenCalledWith('sub_sandbox_1');
    expect(current()).toMatchObject({ plan: 'free', status: 'free', clientSecret: null });
  });

  it('refuses to cancel when there is nothing to cancel', async () => {
    const { subscriptions } = subscriptionServices(aFreeSubscription({ userId: 1 }));
    await expect(subscriptions.cancel(1)).rejects.toMatchObject({ status: 400, response: { message: 'You have no active subscription to cancel.' } });
  });

  it('reactivates a subscription set to end, and only such a one', async () => {
    const { subscriptions, provider, current } = subscriptionServices(aSubscription({ userId: 1, cancelAtPeriodEnd: true }));
    provider.setCancelAtPeriodEnd.mockResolvedValue();

    expect(await subscriptions.reactivate(1)).toMatchObject({ success: true, cancelAtPeriodEnd: false });
    expect(provider.setCancelAtPeriodEnd).toHaveBeenCalledWith('sub_sandbox_1', false);
    expect(current()?.cancelAtPeriodEnd).toBe(false);
    await expect(subscriptions.reactivate(1)).rejects.toMatchObject({ status: 400 });
  });
});
