import { badRequest } from '@presently/platform';
import type { SandboxPaymentRequest } from '@presently/proto';
import type { Card } from './payment-provider';

export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'requires_authentication' }
  | { kind: 'declined'; message: string };

const declined = (message: string): CardOutcome => ({ kind: 'declined', message });

/** Stripe's test cards (docs.stripe.com/testing) and what each does, with Stripe's own messages. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '378282246310005': { kind: 'succeeds' },
  '4000000000000002': declined('Your card was declined.'),
  '4000000000009995': declined('Your card has insufficient funds.'),
  '4000000000000069': declined('Your card has expired.'),
  '4000000000000127': declined('Your card’s security code is incorrect.'),
  // Needs 3-D Secure on the first payment; once saved, renewals charge it off-session without asking again.
  '4000002500003155': { kind: 'requires_authentication' },
};

/** Test mode refuses real cards, as Stripe's does. */
const NOT_A_TEST_CARD = declined(
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
);

export interface CheckedCard extends Card {
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

const brandOf = (digits: string) =>
  /^3[47]/.test(digits) ? 'amex' : /^(5[1-5]|2[2-7])/.test(digits) ? 'mastercard' : /^6(011|5)/.test(digits) ? 'discover' : 'visa';

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month (UTC). */
export function cardExpired(card: { expMonth: number; expYear: number }, at: Date): boolean {
  return card.expYear * 12 + card.expMonth < at.getUTCFullYear() * 12 + at.getUTCMonth() + 1;
}

/** What Stripe.js refuses before any payment is tried: a 400 with the message its card element shows. */
export function checkCard(request: Pick<SandboxPaymentRequest, 'cardNumber' | 'expMonth' | 'expYear' | 'cvc'>, at: Date): CheckedCard {
  const digits = request.cardNumber.replace(/\s/g, '');
  if (digits.length < 13 || digits.length > 19) throw badRequest('Your card number is incomplete.');
  if (!passesLuhn(digits)) throw badRequest('Your card number is invalid.');
  if (cardExpired(request, at)) throw badRequest('Your card’s expiration date is in the past.');
  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (request.cvc.length < cvcLength) throw badRequest('Your card’s security code is incomplete.');
  if (request.cvc.length > cvcLength) throw badRequest('Your card’s security code is invalid.');
  return {
    brand,
    last4: digits.slice(-4),
    expMonth: request.expMonth,
    expYear: request.expYear,
    outcome: TEST_CARDS[digits] ?? NOT_A_TEST_CARD,
  };
}
