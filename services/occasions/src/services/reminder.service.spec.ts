import { Mailer, newEnvelope, Outbox, type MailMessage } from '@presently/platform';
import { occasionInputSchema, type Envelope, type EventData } from '@presently/proto';
import { Client } from 'pg';
import { createStore, databaseModes, sentMails, startOccasions, testClock, waitFor, type OccasionsApp, type TestStore } from '../../test/occasions-app';
import { ReminderRepository } from '../repositories/reminder.repository';
import { ReminderScanScheduler } from '../schedulers/reminder-scan.scheduler';
import { OccasionService } from './occasion.service';
import { ReminderService } from './reminder.service';

async function register(app: OccasionsApp, userId: number, timeZone = 'UTC', emailVerified = true) {
  await app.publish('user.registered', { userId, username: `user${userId}`, email: `user${userId}@example.com`, emailVerified, timeZone });
}

function addOccasion(app: OccasionsApp, userId: number, fields: Record<string, unknown>) {
  return app.get(OccasionService).create(userId, occasionInputSchema.parse({ recipientName: 'Sam', ...fields }));
}

const scan = (app: OccasionsApp) => app.get(ReminderService).scan();

const dueEvent = (data: EventData<'occasion.due'>): Envelope<'occasion.due'> => newEnvelope('test', 'occasion.due', data);

const ledger = (app: OccasionsApp) =>
  app.db.reminderSend.findMany({ orderBy: [{ occasionId: 'asc' }, { occurrence: 'asc' }, { daysBefore: 'desc' }] });

/** The mail of every recorded send has left (or the wait times out). */
const allSent = async (app: OccasionsApp) => waitFor(async () => (await ledger(app)).every((send) => send.sentAt !== null));

/** One scan, then its mail out: how many it queued. */
async function scanAndSend(app: OccasionsApp): Promise<number> {
  const { queued } = await scan(app);
  await allSent(app);
  return queued;
}

describe.each(databaseModes)('reminders on %s', (mode) => {
  let store: TestStore;
  let apps: OccasionsApp[];
  beforeEach(async () => {
    store = await createStore(mode);
    apps = [];
  });
  afterEach(async () => {
    for (const app of apps) await app.close();
    await store.destroy();
  });

  async function start(iso: string, options: Parameters<typeof startOccasions>[2] = {}) {
    const app = await startOccasions(store, testClock(iso), options);
    apps.push(app);
    return app;
  }

  it('holds reminders back until the address is confirmed, then sends what is due that day', async () => {
    const app = await start('2025-06-10T09:30:00Z');
    await register(app, 1, 'UTC', false);
    await addOccasion(app, 1, { recipientName: 'Greta', occasionDate: '1990-06-13' });

    // Unconfirmed: nothing is queued, however often the scan runs.
    expect(await scan(app)).toEqual({ queued: 0, requeued: 0 });
    expect(await scan(app)).toEqual({ queued: 0, requeued: 0 });
    expect(sentMails(store)).toHaveLength(0);

    // Confirmed later that day (auth's user.updated): the next scan sends the day's reminder.
    app.clock.set('2025-06-10T14:00:00Z');
    await app.publish('user.updated', { userId: 1, email: 'user1@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: false });
    expect(await scanAndSend(app)).toBe(1);
    expect(sentMails(store)).toEqual([expect.objectContaining({ to: 'user1@example.com', subject: "Reminder: Greta's birthday is in 3 days" })]);

    // A changed, unconfirmed address: the next reminder day waits again, and is sent once it is confirmed.
    await app.publish('user.updated', { userId: 1, email: 'new@example.com', emailVerified: false, timeZone: 'UTC', isPremiumOverride: false });
    app.clock.set('2025-06-12T09:30:00Z');
    expect(await scan(app)).toEqual({ queued: 0, requeued: 0 });
    await app.publish('user.updated', { userId: 1, email: 'new@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: false });
    expect(await scanAndSend(app)).toBe(1);
    expect(sentMails(store).map((mail) => mail.to)).toEqual(['user1@example.com', 'new@example.com']);
  });

  it('does not mail a queued reminder whose address became unconfirmed, and sends it once confirmed again', async () => {
    const app = await start('2025-06-10T09:30:00Z');
    await register(app, 1);
    await addOccasion(app, 1, { recipientName: 'Greta', occasionDate: '1990-06-13' });
    const mailer = app.get(ReminderService);
    // Queued while confirmed (the ledger row the scan writes), then the address changes before the mailer gets to it.
    await app.publish('user.updated', { userId: 1, email: 'new@example.com', emailVerified: false, timeZone: 'UTC', isPremiumOverride: false });
    const reminder = { userId: 1, occasionId: (await app.db.occasion.findFirstOrThrow()).id, occurrence: '2025-06-13', daysBefore: 3 };
    await app.db.reminderSend.create({ data: { ...reminder, occurrence: new Date('2025-06-13T00:00:00Z'), createdAt: app.clock(), queuedAt: app.clock() } });
    await mailer.deliver(dueEvent(reminder));
    expect(sentMails(store)).toHaveLength(0);
    await app.publish('user.updated', { userId: 1, email: 'new@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: false });
    await mailer.deliver(dueEvent(reminder));
    expect(sentMails(store)).toEqual([expect.objectContaining({ to: 'new@example.com' })]);
  });

  it('sends each reminder day once, from 09:00 in the user\'s own time zone', async () => {
    // 10 June 2025, 06:30 UTC: 08:30 in Berlin, still 9 June in Los Angeles.
    const app = await start('2025-06-10T06:30:00Z');
    await register(app, 1, 'Europe/Berlin');
    await register(app, 2, 'America/Los_Angeles');
    const berlin = await addOccasion(app, 1, { recipientName: 'Greta', occasionDate: '1990-06-13' });
    const la = await addOccasion(app, 2, { recipientName: 'Luis', occasionDate: '2025-06-13T00:00:00.000Z', occasionType: 'wedding' });

    expect(await scan(app)).toEqual({ queued: 0, requeued: 0 });

    app.clock.set('2025-06-10T07:00:00Z'); // 09:00 in Berlin
    expect(await scanAndSend(app)).toBe(1);
    const [greta] = sentMails(store);
    expect(greta).toMatchObject({
      to: 'user1@example.com',
      subject: "Reminder: Greta's birthday is in 3 days",
      messageId: `<reminder.${berlin.id}.2025-06-13.3@presently.example>`,
    });
    expect(greta.raw).toContain('Friday, June 13, 2025');

    // Again the same day, and in the evening: nothing new for Berlin.
    expect(await scanAndSend(app)).toBe(0);
    app.clock.set('2025-06-10T15:59:00Z');
    expect(await scanAndSend(app)).toBe(0);
    app.clock.set('2025-06-10T16:00:00Z'); // 09:00 on 10 June in Los Angeles
    expect(await scanAndSend(app)).toBe(1);

    // The 1-day reminders, each on the day before, in each zone.
    app.clock.set('2025-06-12T07:30:00Z');
    expect(await scanAndSend(app)).toBe(1);
    app.clock.set('2025-06-12T16:30:00Z');
    expect(await scanAndSend(app)).toBe(1);
    expect(sentMails(store).map((mail) => mail.subject)).toEqual([
      "Reminder: Greta's birthday is in 3 days",
      "Reminder: Luis's wedding is in 3 days",
      "Reminder: Greta's birthday is tomorrow",
      "Reminder: Luis's wedding is tomorrow",
    ]);
    expect((await ledger(app)).map((send) => [send.occasionId, send.occurrence.toISOString().slice(0, 10), send.daysBefore])).toEqual([
      [berlin.id, '2025-06-13', 3],
      [berlin.id, '2025-06-13', 1],
      [la.id, '2025-06-13', 3],
      [la.id, '2025-06-13', 1],
    ]);
    const [occasion] = await app.get(OccasionService).list(1);
    expect(occasion.lastReminderSent).toBe('2025-06-12T07:30:00.000Z');

    // A year on, the birthday comes back; the one-off wedding does not.
    app.clock.set('2026-06-10T08:00:00Z');
    expect(await scanAndSend(app)).toBe(1);
    expect(sentMails(store).at(-1)?.messageId).toBe(`<reminder.${berlin.id}.2026-06-13.3@presently.example>`);
  });

  it('sends late the same day, but never a day late', async () => {
    const app = await start('2025-06-10T23:50:00Z');
    await register(app, 1);
    await addOccasion(app, 1, { recipientName: 'Late', occasionDate: '2025-06-13' });
    await addOccasion(app, 1, { recipientName: 'Missed', occasionDate: '2025-06-12' });
    // 23:50: the 3-day reminder for the 13th still goes; the 3-day one for the 12th was due yesterday and is gone.
    expect(await scanAndSend(app)).toBe(1);
    expect(sentMails(store).map((mail) => mail.subject)).toEqual(["Reminder: Late's birthday is in 3 days"]);
  });

  it('reminds of 29 February on 28 February in common years, and on the 29th in leap years', async () => {
    const app = await start('2027-02-27T10:00:00Z');
    await register(app, 1);
    const leapling = await addOccasion(app, 1, { recipientName: 'Leo', occasionDate: '2000-02-29', reminderDays: [1] });
    const oneOff = await addOccasion(app, 1, { recipientName: 'Tess', occasionDate: '2027-03-01', occasionType: 'graduation', reminderDays: [1] });
    expect(leapling).toMatchObject({ nextOccurrence: '2027-02-28', daysUntil: 1 });

    expect(await scanAndSend(app)).toBe(1);
    app.clock.set('2027-02-28T10:00:00Z');
    expect(await scanAndSend(app)).toBe(1);
    app.clock.set('2028-02-28T10:00:00Z');
    expect(await scanAndSend(app)).toBe(1);
    app.clock.set('2029-02-27T10:00:00Z');
    expect(await scanAndSend(app)).toBe(1);
    expect(sentMails(store).map((mail) => mail.messageId)).toEqual([
      `<reminder.${leapling.id}.2027-02-28.1@presently.example>`,
      `<reminder.${oneOff.id}.2027-03-01.1@presently.example>`,
      `<reminder.${leapling.id}.2028-02-29.1@presently.example>`,
      `<reminder.${leapling.id}.2029-02-28.1@presently.example>`,
    ]);
    expect(sentMails(store)[0].raw).toContain('Sunday, February 28, 2027');
  });

  it('queues nothing for users who unsubscribed, and drops what was queued before', async () => {
    const app = await start('2025-06-10T10:00:00Z');
    await register(app, 1);
    await register(app, 2);
    await addOccasion(app, 1, { occasionDate: '2025-06-13' });
    await addOccasion(app, 2, { occasionDate: '2025-06-13' });
    const [first, second] = await app.db.user.findMany({ orderBy: { userId: 'asc' } });
    const reminders = app.get(ReminderService);

    await reminders.unsubscribe(first.unsubscribeToken);
    // User 2's reminder is queued while the mailer is away; they unsubscribe before it gets to it.
    const deliver = jest.spyOn(reminders, 'deliver').mockResolvedValue(undefined);
    expect((await scan(app)).queued).toBe(1);
    await waitFor(() => deliver.mock.calls.length === 1);
    deliver.mockRestore();
    await reminders.unsubscribe(second.unsubscribeToken);
    const [queued] = await ledger(app);
    expect(queued.userId).toBe(2);
    await reminders.deliver(dueEvent({ userId: 2, occasionId: queued.occasionId, occurrence: '2025-06-13', daysBefore: 3 }));
    app.clock.set('2025-06-10T11:00:00Z');
    expect(await scan(app)).toEqual({ queued: 0, requeued: 0 });
    expect(sentMails(store)).toEqual([]);
    expect((await ledger(app))[0].sentAt).toBeNull();
  });

  it('queues again once a user turns reminders back on', async () => {
    const app = await start('2025-06-10T10:00:00Z');
    await register(app, 1);
    await addOccasion(app, 1, { occasionDate: '2025-06-13' });
    const [user] = await app.db.user.findMany();
    const reminders = app.get(ReminderService);
    await reminders.unsubscribe(user.unsubscribeToken);
    expect((await scan(app)).queued).toBe(0);

    await reminders.resubscribe(user.unsubscribeToken);
    app.clock.set('2025-06-10T11:00:00Z');
    expect(await scanAndSend(app)).toBe(1);
    expect(sentMails(store).map((mail) => mail.to)).toEqual(['user1@example.com']);
    await expect(reminders.resubscribe('not-a-real-token')).rejects.toThrow('This unsubscribe link is not valid.');
  });

  it('sends once when the record fails after the send in this process', async () => {
    const app = await start('2025-06-10T10:00:00Z');
    await register(app, 1);
    await addOccasion(app, 1, { occasionDate: '2025-06-13' });
    const markSent = jest.spyOn(app.get(ReminderRepository), 'markSent').mockRejectedValueOnce(new Error('database went away'));
    expect((await scan(app)).queued).toBe(1);
    await allSent(app);
    expect(markSent).toHaveBeenCalledTimes(2);
    expect(sentMails(store)).toHaveLength(1);
    expect((await ledger(app))[0]).toMatchObject({ attempts: 1, claimedUntil: null });
  });

  it('retries a failed send and sends once', async () => {
    let failures = 1;
    const mailer = new (class extends Mailer {
      override async send(message: MailMessage) {
        if (failures-- > 0) throw new Error('SMTP 451: try again later');
        return super.send(message);
      }
    })({ DATA_DIR: store.dataDir, MAIL_FROM: 'Presently <reminders@presently.app>', SUPPORT_EMAIL: 'support@presently.app' });
    const app = await start('2025-06-10T10:00:00Z', { mailer });
    await register(app, 1);
    await addOccasion(app, 1, { occasionDate: '2025-06-13' });
    expect((await scan(app)).queued).toBe(1);
    await allSent(app);
    expect(sentMails(store)).toHaveLength(1);
    expect((await ledger(app))[0].attempts).toBe(2);
  });

  it('loses nothing when the scan fails before it commits', async () => {
    const app = await start('2025-06-10T10:00:00Z');
    await register(app, 1);
    await addOccasion(app, 1, { occasionDate: '2025-06-13' });
    jest.spyOn(app.get(Outbox), 'add').mockRejectedValueOnce(new Error('crash while queueing'));
    await expect(scan(app)).rejects.toThrow('crash while queueing');
    expect(await ledger(app)).toEqual([]);
    expect((await scan(app)).queued).toBe(1);
    await allSent(app);
    expect(sentMails(store)).toHaveLength(1);
  });

  it('after a crash between send and record, sends again with the same Message-ID, which the outbox keeps once', async () => {
    // The first process mails the reminder, then can never record it, and dies.
    const first = await start('2025-06-10T10:00:00Z');
    await register(first, 1);
    const occasion = await addOccasion(first, 1, { occasionDate: '2025-06-13' });
    const markSent = jest.spyOn(first.get(ReminderRepository), 'markSent').mockRejectedValue(new Error('killed'));
    expect((await scan(first)).queued).toBe(1);
    // The bus retries the record (never the mail: this process knows it sent it), then sets the event aside.
    await waitFor(() => markSent.mock.calls.length === 5);
    expect(sentMails(store)).toHaveLength(1);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    // The next process: while the claim holds, nothing; once it has run out, the scan queues the reminder again.
    const second = await start('2025-06-10T10:05:00Z');
    expect(await scan(second)).toEqual({ queued: 0, requeued: 0 });
    second.clock.set('2025-06-10T10:31:00Z');
    expect(await scan(second)).toEqual({ queued: 0, requeued: 1 });
    await allSent(second);
    // The re-sent copy carries the same Message-ID, so it replaces the first, as a mail server would drop it.
    const mails = sentMails(store);
    expect(mails.map((mail) => mail.messageId)).toEqual([`<reminder.${occasion.id}.2025-06-13.3@presently.example>`]);
    const [send] = await ledger(second);
    expect(send).toMatchObject({ attempts: 2, messageId: `<reminder.${occasion.id}.2025-06-13.3@presently.example>` });

    second.clock.set('2025-06-10T12:00:00Z');
    expect(await scan(second)).toEqual({ queued: 0, requeued: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sentMails(store)).toHaveLength(1);
  });

  it('gives up on an unsent reminder after a day, when it would arrive stale', async () => {
    const app = await start('2025-06-10T10:00:00Z');
    await register(app, 1);
    await addOccasion(app, 1, { occasionDate: '2025-06-13' });
    jest.spyOn(app.get(ReminderService), 'deliver').mockResolvedValue(undefined);
    expect((await scan(app)).queued).toBe(1);
    app.clock.set('2025-06-11T09:59:00Z');
    expect((await scan(app)).requeued).toBe(1);
    app.clock.set('2025-06-11T10:01:00Z');
    expect((await scan(app)).requeued).toBe(0);
  });

  it('removes a deleted user\'s occasions, reminders and settings', async () => {
    const app = await start('2025-06-10T10:00:00Z');
    await register(app, 1);
    await register(app, 2);
    await addOccasion(app, 1, { occasionDate: '2025-06-13' });
    await addOccasion(app, 2, { occasionDate: '2025-06-13' });
    await app.publish('subscription.activated', { userId: 1, plan: 'premium', status: 'active', currentPeriodEnd: null });
    expect((await scan(app)).queued).toBe(2);
    await allSent(app);
    await app.publish('user.deleted', { userId: 1 });
    expect(await app.db.occasion.findMany({ select: { userId: true } })).toEqual([{ userId: 2 }]);
    expect((await ledger(app)).map((send) => send.userId)).toEqual([2]);
    expect(await app.db.user.findMany({ select: { userId: true } })).toEqual([{ userId: 2 }]);
    expect(await app.db.entitlement.count()).toBe(0);
  });
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip).each(['postgres' as const])('two schedulers on one %s database', (mode) => {
  let store: TestStore;
  let apps: OccasionsApp[];
  beforeEach(async () => {
    store = await createStore(mode);
    apps = [];
  });
  afterEach(async () => {
    for (const app of apps) await app.close();
    await store.destroy();
  });

  it('queue and mail every reminder exactly once, however their scans and relays interleave', async () => {
    const a = await startOccasions(store, testClock('2025-06-10T10:00:00Z'));
    const b = await startOccasions(store, testClock('2025-06-10T10:00:00Z'));
    apps.push(a, b);
    for (let userId = 1; userId <= 40; userId++) {
      await register(a, userId, userId % 2 ? 'Europe/Berlin' : 'UTC');
      await addOccasion(a, userId, { recipientName: `R${userId}`, occasionDate: '2025-06-13' });
      await addOccasion(a, userId, { recipientName: `S${userId}`, occasionDate: '2025-06-11', reminderDays: [1] });
    }
    const reports = await Promise.all([scan(a), scan(b), scan(a), scan(b)]);
    expect(reports.reduce((sum, report) => sum + report.queued, 0)).toBe(80);
    await allSent(a);
    const mails = sentMails(store);
    expect(mails).toHaveLength(80);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(80);
    expect((await ledger(a)).every((send) => send.attempts === 1)).toBe(true);
  });

  it('runs the scan in one replica at a time', async () => {
    const a = await startOccasions(store, testClock('2025-06-10T10:00:00Z'));
    const b = await startOccasions(store, testClock('2025-06-10T10:00:00Z'));
    apps.push(a, b);
    let finish = () => {};
    const scanA = jest.spyOn(a.get(ReminderService), 'scan').mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ queued: 0, requeued: 0 }))),
    );
    const scanB = jest.spyOn(b.get(ReminderService), 'scan');
    const roundA = a.get(ReminderScanScheduler).runOnce();
    await waitFor(() => scanA.mock.calls.length === 1);
    await b.get(ReminderScanScheduler).runOnce();
    expect(scanB).not.toHaveBeenCalled();
    finish();
    await roundA;
    await b.get(ReminderScanScheduler).runOnce();
    expect(scanB).toHaveBeenCalledTimes(1);
  });

  it('skips the round while another process holds the scan lock, and runs once it is let go', async () => {
    const a = await startOccasions(store, testClock('2025-06-10T10:00:00Z'));
    apps.push(a);
    await register(a, 1);
    await addOccasion(a, 1, { occasionDate: '2025-06-13' });
    const other = new Client({ connectionString: store.databaseUrl });
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('presently.occasions.reminder-scan'))`);
      await a.get(ReminderScanScheduler).runOnce();
      expect(await a.db.reminderSend.count()).toBe(0);
      await other.query(`SELECT pg_advisory_unlock(hashtext('presently.occasions.reminder-scan'))`);
    } finally {
      await other.end();
    }
    await a.get(ReminderScanScheduler).runOnce();
    expect(await a.db.reminderSend.count()).toBe(1);
  });
});
