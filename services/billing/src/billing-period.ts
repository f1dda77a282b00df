import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import type { BillingInterval } from '@presently/proto';

/**
 * The end of the billing period that starts at `start`: whole months (or years) from the anchor, the moment the
 * subscription began, counted in UTC as Stripe counts them — begun on January 31, it renews on February 28 (29),
 * then on March 31, never drifting to the 28th.
 */
export function periodEnd(start: Date, interval: BillingInterval, anchor: Date = start): Date {
  const from = new TZDate(anchor.getTime(), 'UTC');
  for (let cycles = 1; ; cycles++) {
    const end = interval === 'yearly' ? addYears(from, cycles) : addMonths(from, cycles);
    if (end.getTime() > start.getTime()) return new Date(end.getTime());
  }
}
