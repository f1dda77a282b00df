import type { Occasion } from '@presently/proto';
import { parseISO } from 'date-fns';
import { occursOn } from './occasion-dates';

/** An occasion as GET /api/occasions answers it; `nextOccurrence` is what the server said for today 2026-03-01. */
const occasion = (overrides: Partial<Occasion> = {}): Occasion => ({
  id: 1,
  userId: 1,
  recipientName: 'Ana',
  recipientRelationship: 'friend',
  occasionType: 'birthday',
  occasionDate: '2025-12-25T00:00:00.000Z',
  notes: null,
  reminderDays: [7, 3, 1],
  isRecurring: false,
  recipientInfo: null,
  lastReminderSent: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  nextOccurrence: '2026-12-25',
  daysUntil: 299,
  ...overrides,
});

const daysOf = (item: Occasion, days: string[]) => days.filter((day) => occursOn(item, parseISO(day)));

describe('occursOn', () => {
  it.each(['christmas', 'valentines_day', 'mothers_day', 'fathers_day', 'graduation'] as const)(
    'puts a one-off %s on its own date only, as the server does: no dot a year later, where no reminder comes',
    (occasionType) => {
      const oneOff = occasion({ occasionType, nextOccurrence: '2025-12-25', daysUntil: -66 });
      expect(daysOf(oneOff, ['2025-12-25', '2026-12-25', '2027-12-25', '2024-12-25'])).toEqual(['2025-12-25']);
    },
  );

  it('repeats an occasion marked recurring every year from its date', () => {
    const christmas = occasion({ occasionType: 'christmas', isRecurring: true });
    expect(daysOf(christmas, ['2024-12-25', '2025-12-25', '2026-12-25', '2030-12-25', '2026-12-24'])).toEqual(['2025-12-25', '2026-12-25', '2030-12-25']);
  });

  it.each(['birthday', 'anniversary'] as const)('repeats a %s every year whatever isRecurring says', (occasionType) => {
    const yearly = occasion({ occasionType, occasionDate: '1990-06-13T00:00:00.000Z', nextOccurrence: '2026-06-13', daysUntil: 104 });
    expect(daysOf(yearly, ['1989-06-13', '1990-06-13', '2026-06-13', '2027-06-13', '2026-06-14'])).toEqual(['1990-06-13', '2026-06-13', '2027-06-13']);
  });

  it('puts a 29 February on 28 February in common years, where the server sends its reminders', () => {
    const leapDay = occasion({ occasionDate: '2024-02-29T00:00:00.000Z', nextOccurrence: '2027-02-28', daysUntil: 364 });
    expect(daysOf(leapDay, ['2027-02-28', '2027-03-01', '2028-02-28', '2028-02-29'])).toEqual(['2027-02-28', '2028-02-29']);
  });

  it('always has a dot on the next occurrence the server names', () => {
    for (const item of [
      occasion({ occasionType: 'christmas', nextOccurrence: '2025-12-25' }),
      occasion({ occasionType: 'holiday', isRecurring: true }),
      occasion({ occasionDate: '2024-02-29T00:00:00.000Z', nextOccurrence: '2027-02-28' }),
      occasion({ occasionDate: '2026-08-01T00:00:00.000Z', nextOccurrence: '2026-08-01' }),
    ]) {
      expect(occursOn(item, parseISO(item.nextOccurrence))).toBe(true);
    }
  });
});
