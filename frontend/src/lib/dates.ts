import { format, isValid, parseISO } from 'date-fns';

export const LIST_DATE_FORMAT = 'MMM dd, yyyy';
export const CALENDAR_DATE_FORMAT = 'MMMM d, yyyy';

export function formatDate(value: string | Date | null | undefined, pattern = LIST_DATE_FORMAT) {
  if (!value) return 'Unknown date';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, pattern) : 'Unknown date';
}

/**
 * Occasion dates travel as ISO date-times at UTC midnight; the calendar day is the date part, read in local time
 * so that a user west of UTC does not see the occasion a day early.
 */
export function calendarDay(value: string): Date {
  return parseISO(value.slice(0, 10));
}

export function toIsoDateTime(day: string) {
  return `${day}T00:00:00.000Z`;
}

export function todayIsoDate() {
  return format(new Date(), 'yyyy-MM-dd');
}

/** The day free credits come back: the first of next month (they reset at its first instant, UTC). */
export function nextCreditReset(now: Date): Date {
  return new Date(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
}
