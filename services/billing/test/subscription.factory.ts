import { planPrices } from '@presently/proto';
import type { ProviderInvoice } from '../src/providers/payment-provider';
import type { Subscription } from '../src/generated/prisma/client';

/** A user who never upgraded, as the row billing keeps once they opened a checkout and dropped it. */
export function aFreeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    userId: 1,
    plan: 'free',
    status: 'free',
    interval: null,
    priceId: null,
    amount: null,
    currency: null,
    billingAnchor: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    providerSubscriptionId: null,
    paymentIntentId: null,
    clientSecret: null,
    checkoutStartedAt: null,
    nextRenewalAt: null,
    failedRenewals: 0,
    providerSyncedAt: null,
    endedAt: null,
    createdAt: new Date('2026-10-15T12:00:00.000Z'),
    updatedAt: new Date('2026-10-15T12:00:00.000Z'),
    ...overrides,
  };
}

/** Premium paid monthly, in its first period: 15 October to 15 November 2026 unless told otherwise. */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const start = overrides.currentPeriodStart ?? new Date('2026-10-15T12:00:00.000Z');
  const end = overrides.currentPeriodEnd ?? new Date('2026-11-15T12:00:00.000Z');
  return aFreeSubscription({
    plan: 'premium',
    status: 'active',
    interval: 'monthly',
    priceId: 'price_sandbox_monthly',
    amount: planPrices.monthly.amount,
    currency: planPrices.monthly.currency,
    billingAnchor: start,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    nextRenewalAt: end,
    providerSubscriptionId: 'sub_sandbox_1',
    paymentIntentId: 'pi_sandbox_1',
    ...overrides,
  });
}

/** A checkout waiting for its first payment. */
export function aCheckout(overrides: Partial<Subscription> = {}): Subscription {
  return aFreeSubscription({
    status: 'incomplete',
    interval: 'monthly',
    priceId: 'price_sandbox_monthly',
    amount: planPrices.monthly.amount,
    currency: planPrices.monthly.currency,
    providerSubscriptionId: 'sub_sandbox_1',
    paymentIntentId: 'pi_sandbox_1',
    clientSecret: 'pi_sandbox_1_secret_x',
    checkoutStartedAt: new Date('2026-11-26T09:00:00.000Z'),
    ...overrides,
  });
}

export function anInvoice(overrides: Partial<ProviderInvoice> = {}): ProviderInvoice {
  return {
    id: 'in_sandbox_1',
    amount: planPrices.monthly.amount,
    currency: planPrices.monthly.currency,
    periodStart: new Date('2026-11-15T12:00:00.000Z'),
    periodEnd: new Date('2026-12-15T12:00:00.000Z'),
    paidAt: new Date('2026-11-15T12:00:05.000Z'),
    paymentIntentId: 'pi_sandbox_2',
    card: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
}
