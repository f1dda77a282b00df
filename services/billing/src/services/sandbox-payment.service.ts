import { Inject, Injectable } from '@nestjs/common';
import { badRequest, CLOCK, conflict, notFound, RateLimits, type Clock, type RateLimit } from '@presently/platform';
import type { SandboxAuthenticationRequest, SandboxPaymentRequest, SandboxPaymentResult } from '@presently/proto';
import { periodEnd } from '../billing-period';
import type { PaymentIntent } from '../generated/prisma/client';
import { checkCard } from '../providers/sandbox-cards';
import { invoiceOf } from '../providers/sandbox.provider';
import { SandboxPaymentRepository, type CardOnIntent } from '../repositories/sandbox-payment.repository';
import { ProviderEventService } from './provider-event.service';
import { intervalOf } from './subscription-changes';

const cancelled = () => conflict('This payment was cancelled. Start the upgrade again.');
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * The sandbox's card network and Stripe.js in one: confirms a payment intent with a test card, runs the
 * authentication step, and — as Stripe's invoice.paid webhook would — tells the subscription the invoice is paid.
 * An intent is paid once; a second confirmation answers the first result and charges nothing.
 */
@Injectable()
export class SandboxPaymentService {
  private readonly attempts: RateLimit;

  constructor(
    private readonly intents: SandboxPaymentRepository,
    private readonly providerEvents: ProviderEventService,
    @Inject(CLOCK) private readonly clock: Clock,
    rateLimits: RateLimits,
  ) {
    // Card testing is the fraud every payment form attracts: a user gets a few dozen tries per quarter hour.
    this.attempts = rateLimits.define('sandbox-payment', 30, 15 * 60, (seconds) =>
      `Too many payment attempts. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    );
  }

  async confirmPayment(userId: number, request: SandboxPaymentRequest): Promise<SandboxPaymentResult> {
    await this.attempts.consume(String(userId));
    const intent = await this.intentOf(userId, request.clientSecret);
    const card = checkCard(request, this.clock());
    if (intent.status === 'succeeded') return this.alreadyPaid(intent);
    if (intent.status === 'canceled') throw cancelled();
    const onIntent: CardOnIntent = { cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear };
    switch (card.outcome.kind) {
      case 'succeeds':
        return this.pay(intent, onIntent);
      case 'requires_authentication':
        await this.intents.markRequiresAction(intent.id, onIntent);
        return this.current(intent.id);
      case 'declined':
        await this.intents.markFailed(intent.id, card.outcome.message, onIntent);
        return this.current(intent.id);
    }
  }

  /** The issuer's 3-D Secure page, reduced to its two outcomes. */
  async authenticate(userId: number, request: SandboxAuthenticationRequest): Promise<SandboxPaymentResult> {
    const intent = await this.intentOf(userId, request.clientSecret);
    if (intent.status === 'succeeded') return this.alreadyPaid(intent);
    if (intent.status !== 'requires_action' || !intent.cardBrand || !intent.cardLast4 || !intent.cardExpMonth || !intent.cardExpYear) {
      throw badRequest('This payment does not need authentication.');
    }
    if (request.outcome === 'fail') {
      await this.intents.markFailed(intent.id, AUTHENTICATION_FAILED);
      return this.current(intent.id);
    }
    return this.pay(intent, { cardBrand: intent.cardBrand, cardLast4: intent.cardLast4, cardExpMonth: intent.cardExpMonth, cardExpYear: intent.cardExpYear });
  }

  private async pay(intent: PaymentIntent, card: CardOnIntent): Promise<SandboxPaymentResult> {
    const paidAt = this.clock();
    await this.intents.markSucceeded(intent.id, card, { start: paidAt, end: periodEnd(paidAt, intervalOf(intent)) }, paidAt);
    return this.current(intent.id);
  }

  /**
   * Reports the paid invoice (again). Recording is idempotent by invoice id, so this also completes a payment whose
   * first report was interrupted.
   */
  private async alreadyPaid(intent: PaymentIntent): Promise<SandboxPaymentResult> {
    const invoice = invoiceOf(intent);
    if (invoice) await this.providerEvents.invoicePaid(intent.subscriptionId, invoice);
    return { status: 'succeeded', paymentIntentId: intent.id, message: 'Payment succeeded.' };
  }

  /** The intent as it stands after a change, which a concurrent confirmation may have made first. */
  private async current(id: string): Promise<SandboxPaymentResult> {
    const intent = await this.intents.find(id);
    switch (intent?.status) {
      case 'succeeded':
        return this.alreadyPaid(intent);
      case 'requires_action':
        return { status: 'requires_action', paymentIntentId: id, message: 'Your bank asks you to authenticate this payment.' };
      case 'requires_payment_method':
        return { status: 'requires_payment_method', paymentIntentId: id, message: intent.lastError ?? 'Your card was declined.' };
      default:
        throw cancelled();
    }
  }

  /** The client secret is a capability, and only its owner's: anyone else's answers like a missing one. */
  private async intentOf(userId: number, clientSecret: string): Promise<PaymentIntent> {
    const intent = await this.intents.findByClientSecret(clientSecret);
    if (!intent || intent.userId !== userId) throw notFound('No such payment. Start the upgrade again.');
    return intent;
  }
}
