import type { PaymentResult } from '@/api/billing';

/*
 * The live provider. Stripe.js must come from js.stripe.com (PCI rules forbid bundling it), so the card form loads
 * it at run time and only the few calls used are typed here.
 */
export interface StripeCardElement {
  mount: (element: HTMLElement) => void;
  destroy: () => void;
}
interface StripePaymentIntent {
  id: string;
  status: string;
  last_payment_error?: { message?: string } | null;
}
interface StripeError {
  message?: string;
  payment_intent?: { id: string };
}
type PaymentIntentAnswer = Promise<{ paymentIntent?: StripePaymentIntent; error?: StripeError }>;
export interface StripeInstance {
  elements: () => { create: (type: 'card', options?: object) => StripeCardElement };
  confirmCardPayment: (clientSecret: string, data: { payment_method: { card: StripeCardElement } }) => PaymentIntentAnswer;
  handleNextAction: (options: { clientSecret: string }) => PaymentIntentAnswer;
  retrievePaymentIntent: (clientSecret: string) => PaymentIntentAnswer;
}

/** What paying by card came to: the state to proceed by, and what the card form itself should say. */
export interface StripePayment {
  result?: PaymentResult;
  error?: string;
}

const PAYMENT_FAILED = 'An error occurred while processing your payment.';
const RETRIEVE_FAILED = 'Could not retrieve payment information. Please try again.';

const resultOf = (intent: StripePaymentIntent): PaymentResult => ({
  status: intent.status as PaymentResult['status'],
  paymentIntentId: intent.id,
  message: intent.last_payment_error?.message,
});

/** The intent as Stripe holds it now; without it the flow cannot tell what to do next. */
async function reread(stripe: StripeInstance, clientSecret: string): Promise<StripePayment> {
  try {
    const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
    return paymentIntent && !error ? { result: resultOf(paymentIntent) } : { error: RETRIEVE_FAILED };
  } catch {
    return { error: RETRIEVE_FAILED };
  }
}

/**
 * Confirms the card payment. An intent that still requires action afterwards goes through Stripe's next-action step
 * (the bank's authentication) and is then read again, as spec §4 asks: the flow proceeds by where the payment stands
 * after the step, which a step that errored or was closed does not report.
 */
export async function payByCard(stripe: StripeInstance, clientSecret: string, card: StripeCardElement): Promise<StripePayment> {
  try {
    const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    if (error) {
      return {
        error: error.message || PAYMENT_FAILED,
        result: { status: 'requires_payment_method', paymentIntentId: error.payment_intent?.id ?? '', message: error.message },
      };
    }
    if (!paymentIntent) return { error: 'No payment confirmation received. Please check your account to verify payment status.' };
    if (paymentIntent.status !== 'requires_action') return { result: resultOf(paymentIntent) };
    await stripe.handleNextAction({ clientSecret });
  } catch {
    return { error: 'Error submitting payment information.' };
  }
  return reread(stripe, clientSecret);
}
