import { occasionInputSchema } from '@presently/proto';
import { createStore, databaseModes, startOccasions, testClock, type OccasionsApp, type TestStore } from '../../test/occasions-app';
import { OccasionService } from './occasion.service';

describe.each(databaseModes)('occasions on %s', (mode) => {
  let store: TestStore;
  let app: OccasionsApp;
  let occasions: OccasionService;
  beforeAll(async () => {
    store = await createStore(mode);
    app = await startOccasions(store, testClock('2025-06-10T10:00:00Z'));
    occasions = app.get(OccasionService);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const input = (fields: Record<string, unknown> = {}) => occasionInputSchema.parse({ recipientName: 'Sam', occasionDate: '2025-07-01', ...fields });

  it('lets parallel requests of a free user past the limit of three exactly three times', async () => {
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => occasions.create(100, input({ recipientName: `R${i}` }))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refusals).toHaveLength(9);
    for (const refusal of refusals) expect(refusal.reason.getResponse()).toEqual({ message: 'Upgrade to Premium for unlimited occasions', code: 'premium_required' });
    expect(await occasions.list(100)).toHaveLength(3);
  });

  it('counts premium from the newest plan and override events, whatever order they arrive in', async () => {
    const userId = 101;
    for (const name of ['A', 'B', 'C']) await occasions.create(userId, input({ recipientName: name }));
    await expect(occasions.create(userId, input())).rejects.toThrow('Upgrade to Premium');

    const t = (minutes: number) => new Date(Date.UTC(2025, 5, 10, 10, minutes));
    await app.publish('user.updated', { userId, email: 'a@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: true }, t(5));
    await occasions.create(userId, input({ recipientName: 'D' }));
    // Revoked earlier than it was granted: stale, ignored.
    await app.publish('user.updated', { userId, email: 'a@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: false }, t(1));
    await occasions.create(userId, input({ recipientName: 'E' }));
    await app.publish('user.updated', { userId, email: 'a@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: false }, t(9));
    await expect(occasions.create(userId, input())).rejects.toThrow('Upgrade to Premium');

    // Plan events keep their own time: an older plan event still applies over an override event's time.
    await app.publish('subscription.updated', { userId, plan: 'premium', status: 'past_due', currentPeriodEnd: null, cancelAtPeriodEnd: false }, t(2));
    await occasions.create(userId, input({ recipientName: 'F' }));
    await app.publish('subscription.updated', { userId, plan: 'premium', status: 'incomplete', currentPeriodEnd: null, cancelAtPeriodEnd: false }, t(3));
    await expect(occasions.create(userId, input())).rejects.toThrow('Upgrade to Premium');
  });

  it('keeps the newest e-mail and time zone, and counts days in that zone', async () => {
    const userId = 102;
    await occasions.create(userId, input({ recipientName: 'Tui', occasionDate: '2025-06-11', occasionType: 'graduation' }));
    expect((await occasions.list(userId))[0]).toMatchObject({ nextOccurrence: '2025-06-11', daysUntil: 1 });

    // 10:00 UTC is already 11 June at UTC+14.
    await app.publish('user.updated', { userId, email: 'tui@example.com', emailVerified: true, timeZone: 'Pacific/Kiritimati', isPremiumOverride: false }, new Date('2025-06-10T09:00:00Z'));
    await app.publish('user.registered', { userId, username: 'tui', email: 'old@example.com', emailVerified: true, timeZone: 'UTC' }, new Date('2025-06-10T08:00:00Z'));
    expect(await app.db.user.findUnique({ where: { userId } })).toMatchObject({ email: 'tui@example.com', emailVerified: true, timeZone: 'Pacific/Kiritimati' });
    expect((await occasions.list(userId))[0]).toMatchObject({ nextOccurrence: '2025-06-11', daysUntil: 0 });
    expect((await occasions.upcoming(userId, 7)).map((o) => o.recipientName)).toEqual(['Tui']);
  });

  it('answers recurring occasions with their next occurrence, and lists soonest first with past one-offs last', async () => {
    const userId = 103;
    await occasions.create(userId, input({ recipientName: 'Past one-off', occasionDate: '2025-05-01', occasionType: 'wedding' }));
    await occasions.create(userId, input({ recipientName: 'Birthday gone by', occasionDate: '1988-03-02' }));
    await occasions.create(userId, input({ recipientName: 'Soon', occasionDate: '2025-06-20', occasionType: 'holiday' }));
    const list = await occasions.list(userId);
    expect(list.map((o) => [o.recipientName, o.occasionDate, o.nextOccurrence, o.daysUntil])).toEqual([
      ['Soon', '2025-06-20T00:00:00.000Z', '2025-06-20', 10],
      ['Birthday gone by', '1988-03-02T00:00:00.000Z', '2026-03-02', 265],
      ['Past one-off', '2025-05-01T00:00:00.000Z', '2025-05-01', -40],
    ]);
    expect((await occasions.upcoming(userId, 365)).map((o) => o.recipientName)).toEqual(['Soon', 'Birthday gone by']);
  });
});
