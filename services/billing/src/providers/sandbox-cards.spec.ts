import { ProductError } from '@presently/platform';
import { cardExpired, checkCard, passesLuhn, TEST_CARDS } from './sandbox-cards';

const NOW = new Date('2030-06-15T12:00:00Z');
const card = (cardNumber: string, change: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  checkCard({ cardNumber, expMonth: 12, expYear: 2031, cvc: cardNumber.startsWith('3') ? '1234' : '123', ...change }, NOW);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ProductError ? { status: error.getStatus(), message: (error.getResponse() as { message: string }).message } : error;
  }
  throw new Error('expected a refusal');
};

describe('sandbox cards', () => {
  it('checks numbers with Luhn', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(refusal(() => card('4242424242424241'))).toEqual({ status: 400, message: 'Your card number is invalid.' });
    expect(refusal(() => card('424242424242'))).toEqual({ status: 400, message: 'Your card number is incomplete.' });
  });

  it('treats a card as good through the last day of its expiry month', () => {
    expect(cardExpired({ expMonth: 6, expYear: 2030 }, NOW)).toBe(false);
    expect(cardExpired({ expMonth: 6, expYear: 2030 }, new Date('2030-06-30T23:59:59Z'))).toBe(false);
    expect(cardExpired({ expMonth: 6, expYear: 2030 }, new Date('2030-07-01T00:00:00Z'))).toBe(true);
    expect(cardExpired({ expMonth: 12, expYear: 2029 }, NOW)).toBe(true);
    expect(refusal(() => card('4242424242424242', { expMonth: 5, expYear: 2030 }))).toEqual({ status: 400, message: 'Your card’s expiration date is in the past.' });
  });

  it('wants three CVC digits, four on American Express', () => {
    expect(refusal(() => card('4242424242424242', { cvc: '1234' }))).toEqual({ status: 400, message: 'Your card’s security code is invalid.' });
    expect(refusal(() => card('378282246310005', { cvc: '123' }))).toEqual({ status: 400, message: 'Your card’s security code is incomplete.' });
    expect(card('378282246310005')).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it.each([
    ['4242 4242 4242 4242', 'visa', { kind: 'succeeds' }],
    ['5555555555554444', 'mastercard', { kind: 'succeeds' }],
    ['378282246310005', 'amex', { kind: 'succeeds' }],
    ['4000000000000002', 'visa', { kind: 'declined', message: 'Your card was declined.' }],
    ['4000000000009995', 'visa', { kind: 'declined', message: 'Your card has insufficient funds.' }],
    ['4000000000000069', 'visa', { kind: 'declined', message: 'Your card has expired.' }],
    ['4000000000000127', 'visa', { kind: 'declined', message: 'Your card’s security code is incorrect.' }],
    ['4000002500003155', 'visa', { kind: 'requires_authentication' }],
    ['4111111111111111', 'visa', { kind: 'declined', message: expect.stringMatching(/^Your card was declined\. Your request was in test mode/) }],
  ])('%s is a %s card that %j', (number, brand, outcome) => {
    expect(card(number)).toEqual({ brand, last4: number.slice(-4), expMonth: 12, expYear: 2031, outcome });
  });
});
