import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addYears } from 'date-fns/addYears';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { getHours } from 'date-fns/getHours';
import { isLeapYear } from 'date-fns/isLeapYear';
import { reminderDayChoices } from '@presently/proto';

/** A calendar day, YYYY-MM-DD. Occasions are days, not instants: no time zone may shift one. */
export type Day = string;

/** Reminders go out from this hour of the user's own morning. */
export const REMINDER_HOUR = 9;

const utc = tz('UTC');
const toDate = (day: Day) => new Date(`${day}T00:00:00.000Z`);
const toDay = (date: Date): Day => format(date, 'yyyy-MM-dd', { in: utc });

/** The day a DATE column holds (Prisma reads it as UTC midnight) and the value to write one. */
export const dayOf = (date: Date): Day => date.toISOString().slice(0, 10);
export const dateOf = (day: Day): Date => toDate(day);

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const localDay = (instant: Date, timeZone: string): Day => format(instant, 'yyyy-MM-dd', { in: tz(timeZone) });
export const localHour = (instant: Date, timeZone: string): number => getHours(instant, { in: tz(timeZone) });
export const plusDays = (day: Day, days: number): Day => toDay(addDays(toDate(day), days, { in: utc }));
export const daysFrom = (from: Day, to: Day): number => differenceInCalendarDays(toDate(to), toDate(from), { in: utc });

/**
 * The first day on or after `today` the occasion falls on. A recurring occasion starts at its own date and then
 * comes back on the same month and day; 29 February falls on 28 February in other years. A one-off occasion keeps
 * its date, even once past.
 */
export function nextOccurrence(date: Day, recurring: boolean, today: Day): Day {
  if (!recurring || date >= today) return date;
  const start = toDate(date);
  const startYear = start.getUTCFullYear();
  const thisYear = Number(today.slice(0, 4));
  // Always counted from the start date, so a 29 February comes back as the 29th in leap years.
  const candidate = toDay(addYears(start, thisYear - startYear, { in: utc }));
  return candidate >= today ? candidate : toDay(addYears(start, thisYear + 1 - startYear, { in: utc }));
}

/** Month and day as one number (March 10 → 310): what the occasions table is indexed by for the scan. */
export const monthDayOf = (day: Day) => Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));

/** One reminder day ahead of one time zone: occasions of those users falling on `occurrence` are due. */
export interface ReminderTarget {
  timeZone: string;
  occurrence: Day;
  daysBefore: number;
  monthDay: number;
  /** 229 when `occurrence` is 28 February of a common year, where leap-day occasions fall. */
  leapMonthDay: number | null;
}

/**
 * What is due at `now`: for every time zone whose local time is past REMINDER_HOUR, the days each reminder choice
 * points at from that zone's today. A zone still before REMINDER_HOUR has nothing due yet. Only today counts: a
 * scan that runs late in the day still sends today's reminders, but one missed for a whole day is not sent later,
 * since a stale "in 3 days" is wrong.
 */
export function reminderTargets(timeZones: string[], now: Date): ReminderTarget[] {
  return timeZones
    .filter((zone) => isTimeZone(zone) && localHour(now, zone) >= REMINDER_HOUR)
    .flatMap((timeZone) => {
      const today = localDay(now, timeZone);
      return reminderDayChoices.map((daysBefore) => {
        const occurrence = plusDays(today, daysBefore);
        const leapDayFallsHere = occurrence.endsWith('-02-28') && !isLeapYear(toDate(occurrence), { in: utc });
        return { timeZone, occurrence, daysBefore, monthDay: monthDayOf(occurrence), leapMonthDay: leapDayFallsHere ? 229 : null };
      });
    });
}
