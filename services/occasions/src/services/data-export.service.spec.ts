import { occasionInputSchema } from '@presently/proto';
import { createStore, databaseModes, startOccasions, testClock, type OccasionsApp, type TestStore } from '../../test/occasions-app';
import { DataExportService } from './data-export.service';
import { OccasionService } from './occasion.service';

describe.each(databaseModes)('the occasions part of a data export on %s', (mode) => {
  let store: TestStore;
  let app: OccasionsApp;
  beforeAll(async () => {
    store = await createStore(mode);
    app = await startOccasions(store, testClock('2025-06-10T10:00:00Z'));
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const addOccasion = (userId: number, recipientName: string) =>
    app.get(OccasionService).create(userId, occasionInputSchema.parse({ recipientName, occasionDate: '2025-06-13', notes: 'Loves maps', reminderDays: [3, 1] }));
  /** A reminder of the ledger, as the scan queues it and the mailer marks it sent (or not yet). */
  const ledger = (userId: number, occasionId: number, daysBefore: number, sentAt: Date | null) =>
    app.db.reminderSend.create({
      data: { occasionId, userId, occurrence: new Date('2025-06-13T00:00:00Z'), daysBefore, createdAt: new Date('2025-06-10T09:00:00Z'), queuedAt: new Date('2025-06-10T09:00:00Z'), sentAt, messageId: sentAt && `<reminder.${occasionId}@presently.example>` },
    });

  it('holds the user\'s occasions, the reminders mailed and the reminder settings, and neither token', async () => {
    const occasion = await addOccasion(1, 'Greta');
    await ledger(1, occasion.id, 3, new Date('2025-06-10T09:01:00Z'));
    await ledger(1, occasion.id, 1, null);
    const other = await addOccasion(2, 'Luis');
    await ledger(2, other.id, 3, new Date('2025-06-10T09:02:00Z'));

    const data = await app.get(DataExportService).exportOf(1);
    expect(data).toEqual({
      reminders: { enabled: true, email: null, timeZone: 'UTC' },
      calendarFeed: { exists: true },
      occasions: [
        {
          id: occasion.id,
          recipientName: 'Greta',
          recipientRelationship: 'friend',
          occasionType: 'birthday',
          occasionDate: '2025-06-13',
          notes: 'Loves maps',
          reminderDays: [3, 1],
          isRecurring: false,
          recipientInfo: null,
          lastReminderSent: null,
          createdAt: expect.any(String),
        },
      ],
      // Only the one mailed: the one still queued has not reached the user.
      remindersSent: [{ occasionId: occasion.id, occurrence: '2025-06-13', daysBefore: 3, sentAt: '2025-06-10T09:01:00.000Z' }],
    });
    const user = await app.db.user.findUniqueOrThrow({ where: { userId: 1 } });
    const text = JSON.stringify(data);
    expect(text).not.toContain(user.feedToken);
    expect(text).not.toContain(user.unsubscribeToken);
  });

  it('answers an unknown user with nothing held and no calendar feed', async () => {
    expect(await app.get(DataExportService).exportOf(99)).toEqual({
      reminders: { enabled: true, email: null, timeZone: 'UTC' },
      calendarFeed: { exists: false },
      occasions: [],
      remindersSent: [],
    });
  });
});
