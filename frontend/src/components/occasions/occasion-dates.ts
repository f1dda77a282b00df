import type { Occasion } from '@presently/proto';
import { getDate, getMonth, getYear, isSameDay } from 'date-fns';
import { calendarDay } from '@/lib/dates';

const YEARLY_TYPES = new Set(['birthday', 'anniversary', 'christmas', 'valentines_day', 'mothers_day', 'fathers_day']);

/**
 * Whether an occasion falls on a day: its own date, its next occurrence, and, for yearly occasions, the same day in
 * any later year.
 */
export function occursOn(occasion: Occasion, day: Date) {
  const base = calendarDay(occasion.occasionDate);
  if (isSameDay(base, day)) return true;
  if (occasion.nextOccurrence && isSameDay(calendarDay(occasion.nextOccurrence), day)) return true;
  const yearly = occasion.isRecurring || YEARLY_TYPES.has(occasion.occasionType);
  return yearly && getYear(day) > getYear(base) && getMonth(day) === getMonth(base) && getDate(day) === getDate(base);
}
