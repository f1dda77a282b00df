import { aCheckout, aSubscription } from '../../test/subscription.factory';
import { PRICES, subscriptionServices } from '../../test/subscription-services';

describe('checkout', () => {
  it('refuses a price that is neither plan', async () => {
    const { checkouts } = subscriptionServices(null);
    await expect(checkouts.start(1, { priceId: 'price_gold' })).rejects.toMatchObject({ status: 400 });
  });

  it('opens a checkout for the yearly plan at its price, waiting for the first payment', async () => {
    const { checkouts, provider, customers, current } = subscriptionServices(null);
    customers.find.mockResolvedValue(null);
    customers.setProviderCustomerId.mockResolvedValue();
    provider.startSubscription.mockResolvedValue({ providerCustomerId: 'cus_1', providerSubscriptionId: 'sub_1', paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret' });

    expect(await checkouts.start(1, { priceId: PRICES.yearly })).toEqual({ clientSecret: 'pi_1_secret' });
    expect(provider.startSubscription).toHaveBeenCalledWith(expect.objectContaining({ userId: 1 }), 'yearly');
    expect(current()).toMatchObject({ plan: 'free', status: 'incomplete', interval: 'yearly', amount: 4999, currency: 'usd', paymentIntentId: 'pi_1' });
  });

  it('resumes the open checkout of the same plan rather than charging anew', async () => {
    const { checkouts, provider } = subscriptionServices(aCheckout({ userId: 1, clientSecret: 'pi_open_secret' }));
    expect(await checkouts.start(1, { priceId: PRICES.monthly })).toEqual({ clientSecret: 'pi_open_secret' });
    expect(provider.startSubscription).not.toHaveBeenCalled();
  });

  it('makes the checkout of the other plan unpayable when the user switches plan', async () => {
    const { checkouts, provider, customers, current } = subscriptionServices(aCheckout({ userId: 1, providerSubscriptionId: 'sub_monthly' }));
    customers.find.mockResolvedValue(null);
    customers.setProviderCustomerId.mockResolvedValue();
    provider.startSubscription.mockResolvedValue({ providerCustomerId: 'cus_1', providerSubscriptionId: 'sub_yearly', paymentIntentId: 'pi_2', clientSecret: 'pi_2_secret' });
    provider.cancelNow.mockResolvedValue();

    await checkouts.start(1, { priceId: PRICES.yearly });
    expect(provider.cancelNow).toHaveBeenCalledWith('sub_monthly');
    expect(current()).toMatchObject({ providerSubscriptionId: 'sub_yearly', interval: 'yearly' });
  });

  it.each([
    ['active', false, 'You already have an active Premium subscription.'],
    ['active', true, 'Your Premium subscription is set to end; reactivate it instead of subscribing again.'],
  ])('refuses a second subscription while %s (set to end: %s)', async (status, cancelAtPeriodEnd, message) => {
    const { checkouts } = subscriptionServices(aSubscription({ userId: 1, status, cancelAtPeriodEnd }));
    await expect(checkouts.start(1, { priceId: PRICES.monthly })).rejects.toMatchObject({ status: 409, response: { message } });
  });

  it('activates a paid checkout only when asked to force it, for one month from now', async () => {
    const { checkouts, plans, provider, decided } = subscriptionServices(aCheckout({ userId: 1, providerSubscriptionId: null }));
    provider.payment.mockResolvedValue({ id: 'pi_sandbox_1', status: 'succeeded', invoice: null });

    expect(await checkouts.confirm(1, {})).toMatchObject({ success: false, canForceActivate: true, status: 'incomplete' });
    expect(decided).toEqual([]);

    const confirmed = await checkouts.confirm(1, { forceActivate: true });
    expect(confirmed).toMatchObject({ success: true, status: 'active', message: 'Premium subscription activated' });
    expect(decided).toEqual([expect.objectContaining({ event: 'subscription.activated' })]);
    expect(await plans.subscriptionOf(1)).toEqual({
      plan: 'premium',
      status: 'active',
      currentPeriodEnd: new Date(Date.UTC(2026, 11, 26, 10)).toISOString(),
      trialEnd: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('says a payment still processing is processing, and does not activate it', async () => {
    const { checkouts, provider, decided } = subscriptionServices(aCheckout({ userId: 1 }));
    provider.payment.mockResolvedValue({ id: 'pi_sandbox_1', status: 'processing', invoice: null });

    expect(await checkouts.confirm(1, { forceActivate: true })).toMatchObject({ success: false, status: 'processing', paymentStatus: 'processing' });
    expect(decided).toEqual([]);
  });

  it("answers 404 for another account's payment", async () => {
    const { checkouts } = subscriptionServices(aCheckout({ userId: 1 }));
    await expect(checkouts.confirm(1, { paymentIntentId: 'pi_of_someone_else' })).rejects.toMatchObject({ status: 404 });
  });
});
