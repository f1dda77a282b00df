import type { BillingInterval, PaymentProviderName } from '@presently/proto';

/** Who is paying, as billing knows them. */
export interface PayingCustomer {
  userId: number;
  email: string | null;
  /** The provider's customer, once one was created. */
  providerCustomerId: string | null;
}

/** A subscription waiting for its first payment, which the client confirms with the secret. */
export interface ProviderCheckout {
  providerCustomerId: string;
  providerSubscriptionId: string;
  paymentIntentId: string;
  clientSecret: string;
}

export interface Card {
  brand: string;
  last4: string;
}

/** A paid invoice as the provider reports it; amounts in the currency's smallest unit. */
export interface ProviderInvoice {
  id: string;
  amount: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  paymentIntentId: string | null;
  card: Card | null;
}

export interface ProviderPayment {
  id: string;
  /** Stripe's PaymentIntent status: succeeded, processing, requires_action, requires_payment_method, canceled… */
  status: string;
  /** The invoice the payment settled, when the provider can tell at once. */
  invoice: ProviderInvoice | null;
}

/** A renewal due now, in the subscription's terms. */
export interface RenewalDue {
  userId: number;
  providerSubscriptionId: string;
  interval: BillingInterval;
  amount: number;
  currency: string;
  period: { start: Date; end: Date };
  /** Failed tries so far for this period: each retry is a new charge. */
  attempt: number;
}

export type RenewalCharge =
  | { outcome: 'paid'; invoice: ProviderInvoice }
  | { outcome: 'failed'; message: string }
  /** The provider charges renewals itself and reports them by webhook. */
  | { outcome: 'by-provider' };

/** What a provider's webhook said, in billing's terms. */
export type ProviderEvent = { id: string; created: Date } & (
  | { type: 'invoice.paid'; providerSubscriptionId: string; invoice: ProviderInvoice }
  | { type: 'invoice.payment_failed'; providerSubscriptionId: string }
  | {
      type: 'subscription.changed';
      providerSubscriptionId: string;
      /** Stripe's subscription status: active, trialing, past_due, incomplete, incomplete_expired, unpaid, paused, canceled. */
      status: string;
      cancelAtPeriodEnd: boolean;
      periodStart: Date | null;
      periodEnd: Date | null;
      trialEnd: Date | null;
    }
  | { type: 'subscription.deleted'; providerSubscriptionId: string }
  | { type: 'ignored'; eventType: string }
);

/**
 * Where the money goes: the sandbox (Stripe's test mode emulated inside billing) or Stripe. One is chosen from the
 * configuration when the module is built; the product rules in the services never ask which.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string;
  readonly prices: Record<BillingInterval, string>;
  /** Creates the subscription in the incomplete state with its first payment to confirm. */
  startSubscription(customer: PayingCustomer, interval: BillingInterval): Promise<ProviderCheckout>;
  /** The payment's state at the provider, or undefined when the provider does not know it. */
  payment(paymentIntentId: string): Promise<ProviderPayment | undefined>;
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /** Ends the subscription now; ending one that has already ended is not an error. */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  chargeRenewal(renewal: RenewalDue, at: Date): Promise<RenewalCharge>;
  /** Verifies a webhook's signature on its raw body; a bad one is a 400. */
  readWebhook(payload: Buffer, signature: string | undefined): Promise<ProviderEvent>;
}

export const PAYMENT_PROVIDER = Symbol('PaymentProvider');
