import { recursYearly, type Occasion } from '@presently/proto';
import { addYears, getYear, isSameDay } from 'date-fns';
import { calendarDay } from '@/lib/dates';

/**
 * Whether an occasion falls on a day, by the rule the server's next occurrence and reminders follow: a one-off
 * occasion only on its own date; a yearly one on its date and every anniversary after it, a 29 February on
 * 28 February in common years. Computed rather than read from `nextOccurrence` because the calendar shows any
 * year, and the answer names only the next day.
 */
export function occursOn(occasion: Occasion, day: Date) {
  const start = calendarDay(occasion.occasionDate);
  if (!recursYearly(occasion)) return isSameDay(start, day);
  const years = getYear(day) - getYear(start);
  return years >= 0 && isSameDay(addYears(start, years), day);
}
