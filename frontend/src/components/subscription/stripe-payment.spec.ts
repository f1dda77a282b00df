import { payByCard, type StripeCardElement, type StripeInstance } from './stripe-payment';

const SECRET = 'pi_1_secret_abc';
const card: StripeCardElement = { mount: () => undefined, destroy: () => undefined };

/** Stripe.js as the card form sees it: each call answers what the test says, and every call is recorded. */
function fakeStripe(answers: Partial<Record<'confirmCardPayment' | 'handleNextAction' | 'retrievePaymentIntent', () => Promise<unknown>>>) {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected Stripe.${name}`));
  const stripe = {
    elements: jest.fn(),
    confirmCardPayment: jest.fn(answers.confirmCardPayment ?? unexpected('confirmCardPayment')),
    handleNextAction: jest.fn(answers.handleNextAction ?? unexpected('handleNextAction')),
    retrievePaymentIntent: jest.fn(answers.retrievePaymentIntent ?? unexpected('retrievePaymentIntent')),
  };
  return stripe as typeof stripe & StripeInstance;
}

const intent = (status: string, extra: object = {}) => async () => ({ paymentIntent: { id: 'pi_1', status, ...extra } });
const failure = (message: string) => async () => ({ error: { message } });

describe('paying by card with Stripe (spec §4 requires_action, §8)', () => {
  it('proceeds at once when the payment needs no further step', async () => {
    const stripe = fakeStripe({ confirmCardPayment: intent('succeeded') });
    expect(await payByCard(stripe, SECRET, card)).toEqual({ result: { status: 'succeeded', paymentIntentId: 'pi_1', message: undefined } });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith(SECRET, { payment_method: { card } });
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });

  it('runs the next-action step, then proceeds by the payment intent read again', async () => {
    const stripe = fakeStripe({
      confirmCardPayment: intent('requires_action'),
      handleNextAction: intent('requires_action'),
      retrievePaymentIntent: intent('processing'),
    });
    expect(await payByCard(stripe, SECRET, card)).toEqual({ result: { status: 'processing', paymentIntentId: 'pi_1', message: undefined } });
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: SECRET });
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith(SECRET);
  });

  it("reads the decline after a failed authentication from the intent, with the provider's message", async () => {
    const message = 'We are unable to authenticate your payment method.';
    const stripe = fakeStripe({
      confirmCardPayment: intent('requires_action'),
      handleNextAction: failure(message),
      retrievePaymentIntent: intent('requires_payment_method', { last_payment_error: { message } }),
    });
    expect(await payByCard(stripe, SECRET, card)).toEqual({ result: { status: 'requires_payment_method', paymentIntentId: 'pi_1', message } });
  });

  it("says 'Could not retrieve payment information' when the intent cannot be read again", async () => {
    const answered = fakeStripe({
      confirmCardPayment: intent('requires_action'),
      handleNextAction: intent('succeeded'),
      retrievePaymentIntent: failure('No such payment_intent'),
    });
    expect(await payByCard(answered, SECRET, card)).toEqual({ error: 'Could not retrieve payment information. Please try again.' });

    const unreachable = fakeStripe({
      confirmCardPayment: intent('requires_action'),
      handleNextAction: intent('succeeded'),
      retrievePaymentIntent: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await payByCard(unreachable, SECRET, card)).toEqual({ error: 'Could not retrieve payment information. Please try again.' });
  });

  it('reports a declined card in the form and to the flow', async () => {
    const stripe = fakeStripe({ confirmCardPayment: async () => ({ error: { message: 'Your card was declined.', payment_intent: { id: 'pi_1' } } }) });
    expect(await payByCard(stripe, SECRET, card)).toEqual({
      error: 'Your card was declined.',
      result: { status: 'requires_payment_method', paymentIntentId: 'pi_1', message: 'Your card was declined.' },
    });
  });

  it('keeps the form texts for a missing answer and a failed submission', async () => {
    expect(await payByCard(fakeStripe({ confirmCardPayment: async () => ({}) }), SECRET, card)).toEqual({
      error: 'No payment confirmation received. Please check your account to verify payment status.',
    });
    expect(await payByCard(fakeStripe({}), SECRET, card)).toEqual({ error: 'Error submitting payment information.' });
  });
});
