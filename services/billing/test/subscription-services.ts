import { CLOCK } from '@presently/platform';
import { createMock, newTestService, provide, type DeepMocked } from '@presently/platform/testing/unit';
import type { Subscription } from '../src/generated/prisma/client';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../src/providers/payment-provider';
import { CustomerRepository } from '../src/repositories/customer.repository';
import { SubscriptionRepository } from '../src/repositories/subscription.repository';
import { CheckoutService } from '../src/services/checkout.service';
import { PlanService } from '../src/services/plan.service';
import { ProviderEventService } from '../src/services/provider-event.service';
import { SubscriptionService } from '../src/services/subscription.service';
import { holdSubscription } from './subscription-repository.mock';

export const PRICES = { monthly: 'price_sandbox_monthly', yearly: 'price_sandbox_yearly' };

/** A strict payment provider mock with the sandbox's name and prices. */
export const aPaymentProvider = (): DeepMocked<PaymentProvider> =>
  createMock<PaymentProvider>({ name: 'sandbox', publishableKey: 'pk_sandbox', prices: PRICES }, { strict: true });

/**
 * Billing's subscription rules over one held row, each the real service over the same mocked table, provider and
 * clock: a checkout confirmed here is read back as the plan, a cancelled checkout is dropped by the checkout rules.
 */
export function subscriptionServices(row: Subscription | null, provider: DeepMocked<PaymentProvider> = aPaymentProvider()) {
  const events = newTestService(ProviderEventService);
  const table = events.mock(SubscriptionRepository);
  const shared = [provide(PAYMENT_PROVIDER, provider), provide(SubscriptionRepository, table), provide(CLOCK, events.clock)];
  const checkout = newTestService(CheckoutService, [...shared, provide(ProviderEventService, events.sut)]);
  const subscription = newTestService(SubscriptionService, [...shared, provide(CheckoutService, checkout.sut)]);
  const plan = newTestService(PlanService, shared);
  return {
    providerEvents: events.sut,
    checkouts: checkout.sut,
    subscriptions: subscription.sut,
    plans: plan.sut,
    provider,
    table,
    customers: checkout.mock(CustomerRepository),
    clock: events.clock,
    ...holdSubscription(table, row),
  };
}
