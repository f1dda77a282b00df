import { z } from 'zod';

export function luhnValid(digits: string) {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** 'MM/YY' → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

function notExpired({ month, year }: { month: number; year: number }, now = new Date()) {
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Groups card digits in fours as the user types. */
export function formatCardNumber(value: string) {
  return digitsOnly(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY with the slash added as the user types. */
export function formatExpiry(value: string) {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

// Client checks before anything reaches the provider; the wording follows the payment provider's own messages.
export const cardFormSchema = z.object({
  cardNumber: z
    .string()
    .refine((value) => digitsOnly(value).length >= 12, 'Your card number is incomplete.')
    .refine((value) => luhnValid(digitsOnly(value)), 'Your card number is invalid.'),
  expiry: z
    .string()
    .refine((value) => parseExpiry(value) !== null, 'Your card’s expiration date is incomplete.')
    .refine((value) => {
      const parsed = parseExpiry(value);
      return !parsed || notExpired(parsed);
    }, 'Your card’s expiration date is in the past.'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
});
export type CardFormValues = z.infer<typeof cardFormSchema>;
