import { HttpStatus } from '@nestjs/common';
import { ProductError, type Config, type Logger } from '@presently/platform';
import { errorCodes, type BillingInterval } from '@presently/proto';
import Stripe from 'stripe';
import type {
  PayingCustomer,
  PaymentProvider,
  ProviderCheckout,
  ProviderEvent,
  ProviderPayment,
  RenewalCharge,
} from './payment-provider';
import { toProviderEvent, verifiedStripeEvent } from './stripe-events';

export type StripeConfig = Pick<
  Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_YEARLY' | 'STRIPE_API_URL'
>;

const unavailable = () =>
  new ProductError(HttpStatus.SERVICE_UNAVAILABLE, 'The payment service is not reachable right now. Please try again in a moment.', errorCodes.unavailable);

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404);

/**
 * Stripe, when STRIPE_SECRET_KEY is set: customers, subscriptions created incomplete (payment_behavior
 * default_incomplete) whose first invoice's PaymentIntent the browser confirms with Stripe Elements, and webhooks
 * for everything Stripe decides later (renewals, failed payments, cancellations). STRIPE_API_URL points the SDK
 * elsewhere (a local fake in tests).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;
  readonly prices: Record<BillingInterval, string>;
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeConfig & { STRIPE_SECRET_KEY: string },
    private readonly logger: Logger,
  ) {
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      ...(api && { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'http:' ? 'http' : 'https' }),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Presently' },
    });
    this.publishableKey = config.STRIPE_PUBLISHABLE_KEY ?? '';
    this.prices = { monthly: config.STRIPE_PRICE_MONTHLY ?? '', yearly: config.STRIPE_PRICE_YEARLY ?? '' };
  }

  async startSubscription(customer: PayingCustomer, interval: BillingInterval): Promise<ProviderCheckout> {
    return this.call('start a subscription', async () => {
      const providerCustomerId =
        customer.providerCustomerId ??
        (
          await this.stripe.customers.create({
            ...(customer.email && { email: customer.email }),
            metadata: { userId: String(customer.userId) },
          })
        ).id;
      const subscription = await this.stripe.subscriptions.create({
        customer: providerCustomerId,
        items: [{ price: this.prices[interval] }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { userId: String(customer.userId) },
      });
      const invoice = subscription.latest_invoice;
      const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) throw new Error(`Stripe gave subscription ${subscription.id} no confirmation secret`);
      // The secret of a PaymentIntent is "<its id>_secret_<…>".
      return { providerCustomerId, providerSubscriptionId: subscription.id, clientSecret, paymentIntentId: clientSecret.split('_secret_')[0] };
    });
  }

  async payment(paymentIntentId: string): Promise<ProviderPayment | undefined> {
    return this.call('read a payment', async () => {
      try {
        const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
        return { id: intent.id, status: intent.status, invoice: null };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    });
  }

  async setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void> {
    await this.call('change a subscription', () => this.stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel }));
  }

  async cancelNow(providerSubscriptionId: string): Promise<void> {
    await this.call('cancel a subscription', async () => {
      try {
        await this.stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    });
  }

  /** Stripe charges renewals itself; invoice.paid or invoice.payment_failed tells billing how it went. */
  async chargeRenewal(): Promise<RenewalCharge> {
    return { outcome: 'by-provider' };
  }

  async readWebhook(payload: Buffer, signature: string | undefined): Promise<ProviderEvent> {
    const event = await verifiedStripeEvent(payload, signature, this.config.STRIPE_WEBHOOK_SECRET);
    if (event.type !== 'invoice.paid' || !event.data.object.id) return toProviderEvent(event);
    // The event's invoice does not carry its payment; re-read it to learn the PaymentIntent and the card for the receipt.
    const invoiceId = event.data.object.id;
    const invoice = await this.call('read an invoice', () =>
      this.stripe.invoices.retrieve(invoiceId, { expand: ['payments.data.payment.payment_intent.payment_method'] }),
    );
    return toProviderEvent(event, invoice);
  }

  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.error({ err: error }, `Stripe: could not ${what}`);
      throw unavailable();
    }
  }
}
