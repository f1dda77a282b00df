import type { Config } from '@presently/platform';
import { planPrices, type BillingInterval } from '@presently/proto';
import { randomBytes } from 'node:crypto';
import type { PaymentIntent } from '../generated/prisma/client';
import { SandboxPaymentRepository } from '../repositories/sandbox-payment.repository';
import type {
  PayingCustomer,
  PaymentProvider,
  ProviderCheckout,
  ProviderEvent,
  ProviderInvoice,
  ProviderPayment,
  RenewalCharge,
  RenewalDue,
} from './payment-provider';
import { cardExpired } from './sandbox-cards';
import { toProviderEvent, verifiedStripeEvent } from './stripe-events';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id with 24 random base62 characters (≈143 bits): unguessable, so a client secret is a capability. */
export function sandboxId(prefix: string): string {
  return prefix + [...randomBytes(24)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** A paid intent's invoice shares its random part, so paying it twice can only ever record one invoice. */
export const invoiceIdOf = (paymentIntentId: string) => `in_${paymentIntentId.slice('pi_'.length)}`;

export function invoiceOf(intent: PaymentIntent): ProviderInvoice | null {
  if (intent.status !== 'succeeded' || !intent.periodStart || !intent.periodEnd || !intent.paidAt) return null;
  return {
    id: invoiceIdOf(intent.id),
    amount: intent.amount,
    currency: intent.currency,
    periodStart: intent.periodStart,
    periodEnd: intent.periodEnd,
    paidAt: intent.paidAt,
    paymentIntentId: intent.id,
    card: intent.cardBrand && intent.cardLast4 ? { brand: intent.cardBrand, last4: intent.cardLast4 } : null,
  };
}

/**
 * Stripe's test mode, emulated inside billing (the default; works offline). Subscriptions are billing's own rows;
 * payment intents live in the sandbox's table and are confirmed with test cards through the sandbox routes;
 * renewals charge the card that paid last. Webhooks in Stripe's format are accepted when STRIPE_WEBHOOK_SECRET
 * signs them, as a Stripe CLI would send in test mode.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly publishableKey = 'pk_sandbox_presently';
  readonly prices: Record<BillingInterval, string> = { monthly: 'price_sandbox_monthly', yearly: 'price_sandbox_yearly' };

  constructor(
    private readonly intents: SandboxPaymentRepository,
    private readonly config: Pick<Config, 'STRIPE_WEBHOOK_SECRET'>,
  ) {}

  async startSubscription(customer: PayingCustomer, interval: BillingInterval): Promise<ProviderCheckout> {
    const providerSubscriptionId = sandboxId('sub_');
    const id = sandboxId('pi_');
    const intent = await this.intents.create({
      id,
      clientSecret: `${id}${sandboxId('_secret_')}`,
      userId: customer.userId,
      subscriptionId: providerSubscriptionId,
      amount: planPrices[interval].amount,
      currency: planPrices[interval].currency,
      interval,
      status: 'requires_payment_method',
      purpose: 'subscription_create',
    });
    return {
      providerCustomerId: customer.providerCustomerId ?? sandboxId('cus_'),
      providerSubscriptionId,
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
    };
  }

  async payment(paymentIntentId: string): Promise<ProviderPayment | undefined> {
    const intent = await this.intents.find(paymentIntentId);
    return intent ? { id: intent.id, status: intent.status, invoice: invoiceOf(intent) } : undefined;
  }

  /** The sandbox's subscription is billing's own row, so there is nothing to tell. */
  async setCancelAtPeriodEnd(): Promise<void> {}

  async cancelNow(providerSubscriptionId: string): Promise<void> {
    await this.intents.cancelOpen(providerSubscriptionId);
  }

  async chargeRenewal(renewal: RenewalDue, at: Date): Promise<RenewalCharge> {
    const card = await this.intents.latestPaidCard(renewal.providerSubscriptionId);
    if (!card?.cardBrand || !card.cardLast4 || !card.cardExpMonth || !card.cardExpYear) {
      return { outcome: 'failed', message: 'There is no card on file for this subscription.' };
    }
    const expired = cardExpired({ expMonth: card.cardExpMonth, expYear: card.cardExpYear }, at);
    const id = sandboxId('pi_');
    const intent = await this.intents.createOnce({
      id,
      clientSecret: `${id}${sandboxId('_secret_')}`,
      userId: renewal.userId,
      subscriptionId: renewal.providerSubscriptionId,
      amount: renewal.amount,
      currency: renewal.currency,
      interval: renewal.interval,
      purpose: 'subscription_cycle',
      idempotencyKey: `${renewal.providerSubscriptionId}:${renewal.period.start.toISOString()}:${renewal.attempt}`,
      cardBrand: card.cardBrand,
      cardLast4: card.cardLast4,
      cardExpMonth: card.cardExpMonth,
      cardExpYear: card.cardExpYear,
      ...(expired
        ? { status: 'requires_payment_method', lastError: 'Your card has expired.' }
        : { status: 'succeeded', periodStart: renewal.period.start, periodEnd: renewal.period.end, paidAt: at }),
    });
    const invoice = invoiceOf(intent);
    return invoice ? { outcome: 'paid', invoice } : { outcome: 'failed', message: intent.lastError ?? 'Your card was declined.' };
  }

  async readWebhook(payload: Buffer, signature: string | undefined): Promise<ProviderEvent> {
    return toProviderEvent(await verifiedStripeEvent(payload, signature, this.config.STRIPE_WEBHOOK_SECRET));
  }
}
