import { recursYearly } from '@presently/proto';
import fc from 'fast-check';
import { daysFrom, localDay, nextOccurrence, plusDays, reminderTargets } from './occurrence';

describe('nextOccurrence', () => {
  it.each([
    // date, recurring, today → next
    ['1990-06-13', true, '2025-06-10', '2025-06-13'],
    ['1990-06-13', true, '2025-06-13', '2025-06-13'],
    ['1990-06-13', true, '2025-06-14', '2026-06-13'],
    ['1990-12-31', true, '2025-12-31', '2025-12-31'],
    ['1990-01-01', true, '2025-12-31', '2026-01-01'],
    // A recurring occasion starts at its own date, even when that is in the future.
    ['2027-03-01', true, '2025-06-10', '2027-03-01'],
    // One-off occasions keep their date, past or not.
    ['2025-06-13', false, '2025-06-10', '2025-06-13'],
    ['2025-06-01', false, '2025-06-10', '2025-06-01'],
    // 29 February: the 28th in common years, the 29th in leap years.
    ['2000-02-29', true, '2027-01-01', '2027-02-28'],
    ['2000-02-29', true, '2027-02-28', '2027-02-28'],
    ['2000-02-29', true, '2027-03-01', '2028-02-29'],
    ['2000-02-29', true, '2028-02-29', '2028-02-29'],
    ['2000-02-29', true, '2028-03-01', '2029-02-28'],
  ])('%s (recurring: %s) seen on %s falls next on %s', (date, recurring, today, next) => {
    expect(nextOccurrence(date, recurring, today)).toBe(next);
  });

  it('is never before today for a recurring occasion, at most a year ahead, and on the same month and day', () => {
    const day = fc.date({ min: new Date('1950-01-01'), max: new Date('2150-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (date, today) => {
        const next = nextOccurrence(date, true, today);
        expect(next >= today).toBe(true);
        if (date < today) {
          expect(daysFrom(today, next)).toBeLessThanOrEqual(366);
          const sameDay = next.slice(5) === date.slice(5) || (date.slice(5) === '02-29' && next.slice(5) === '02-28');
          expect(sameDay).toBe(true);
        } else {
          expect(next).toBe(date);
        }
      }),
    );
  });
});

describe('calendar days', () => {
  it('counts whole calendar days, across months, years and leap days', () => {
    expect(daysFrom('2025-06-10', '2025-06-13')).toBe(3);
    expect(daysFrom('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysFrom('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysFrom('2025-06-13', '2025-06-10')).toBe(-3);
    expect(plusDays('2027-02-27', 2)).toBe('2027-03-01');
  });

  it('reads today in the user\'s time zone', () => {
    const instant = new Date('2025-06-10T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2025-06-10');
    expect(localDay(instant, 'Europe/Berlin')).toBe('2025-06-11');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2025-06-10');
    expect(localDay(new Date('2025-06-10T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2025-06-11');
  });

  it('makes birthdays, anniversaries and anything marked recurring come back yearly', () => {
    expect(recursYearly({ occasionType: 'birthday', isRecurring: false })).toBe(true);
    expect(recursYearly({ occasionType: 'anniversary', isRecurring: false })).toBe(true);
    expect(recursYearly({ occasionType: 'graduation', isRecurring: false })).toBe(false);
    expect(recursYearly({ occasionType: 'holiday', isRecurring: true })).toBe(true);
  });
});

describe('reminderTargets', () => {
  it('points each zone past 09:00 at the days each reminder choice looks ahead to', () => {
    // 07:00 UTC: 09:00 in Berlin (summer time), midnight in Los Angeles, 16:00 in Tokyo.
    const targets = reminderTargets(['Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo'], new Date('2025-06-10T07:00:00Z'));
    expect(targets.filter((target) => target.timeZone === 'Europe/Berlin').map((target) => [target.daysBefore, target.occurrence])).toEqual([
      [1, '2025-06-11'],
      [3, '2025-06-13'],
      [7, '2025-06-17'],
      [14, '2025-06-24'],
      [30, '2025-07-10'],
    ]);
    expect(targets.some((target) => target.timeZone === 'America/Los_Angeles')).toBe(false);
    expect(targets.find((target) => target.timeZone === 'Asia/Tokyo' && target.daysBefore === 1)).toMatchObject({ occurrence: '2025-06-11', monthDay: 611, leapMonthDay: null });
  });

  it('follows daylight saving time: 09:00 in Berlin is 08:00 UTC in winter', () => {
    expect(reminderTargets(['Europe/Berlin'], new Date('2025-01-10T07:59:00Z'))).toEqual([]);
    expect(reminderTargets(['Europe/Berlin'], new Date('2025-01-10T08:00:00Z'))).toHaveLength(5);
  });

  it('lets 28 February of a common year stand for 29 February', () => {
    const [common] = reminderTargets(['UTC'], new Date('2027-02-27T09:00:00Z'));
    expect(common).toMatchObject({ occurrence: '2027-02-28', monthDay: 228, leapMonthDay: 229 });
    const [leap] = reminderTargets(['UTC'], new Date('2028-02-27T09:00:00Z'));
    expect(leap).toMatchObject({ occurrence: '2028-02-28', monthDay: 228, leapMonthDay: null });
  });

  it('skips a zone the runtime does not know', () => {
    expect(reminderTargets(['Mars/Olympus_Mons'], new Date('2025-06-10T12:00:00Z'))).toEqual([]);
  });
});
