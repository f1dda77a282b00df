import { SchedulerRegistry } from '@nestjs/schedule';
import { occasionInputSchema } from '@presently/proto';
import { createStore, startOccasions, testClock, waitFor, type OccasionsApp, type TestStore } from '../../test/occasions-app';
import { OccasionService } from '../services/occasion.service';
import { ReminderScanScheduler } from './reminder-scan.scheduler';
import { ReminderService } from '../services/reminder.service';

describe('the reminder scan schedule', () => {
  let store: TestStore;
  let app: OccasionsApp;
  let setInterval: jest.SpyInstance;
  beforeAll(async () => {
    store = await createStore('embedded');
    setInterval = jest.spyOn(global, 'setInterval');
    app = await startOccasions(store, testClock('2025-06-10T10:00:00Z'), { env: { REMINDER_SCAN_INTERVAL_MINUTES: '7' } });
  });
  let closed = false;
  afterAll(async () => {
    setInterval.mockRestore();
    if (!closed) await app.close();
    await store.destroy();
  });

  it('runs the scan every REMINDER_SCAN_INTERVAL_MINUTES through @nestjs/schedule, one round at a time, until shutdown', async () => {
    const registry = app.get(SchedulerRegistry);
    expect(registry.getIntervals()).toEqual(['occasions.reminder-scan']);
    const [tick] = setInterval.mock.calls.find(([, ms]) => ms === 7 * 60_000)!;

    await app.publish('user.registered', { userId: 1, username: 'maya', email: 'maya@example.com', emailVerified: true, timeZone: 'UTC' });
    await app.get(OccasionService).create(1, occasionInputSchema.parse({ recipientName: 'Sam', occasionDate: '2025-06-13' }));
    const scan = jest.spyOn(app.get(ReminderService), 'scan');
    const scheduler = app.get(ReminderScanScheduler);
    const round = scheduler.runOnce();
    tick(); // the timer fires while a round runs: it joins that round
    await round;
    expect(scan).toHaveBeenCalledTimes(1);
    expect(await app.db.reminderSend.count()).toBe(1);

    // A failing round is logged, not thrown, and the next tick runs a new one.
    scan.mockRejectedValueOnce(new Error('database unavailable'));
    await scheduler.runOnce();
    tick();
    await waitFor(() => scan.mock.calls.length === 3);
    await scheduler.runOnce();

    await app.close();
    closed = true;
    expect(registry.getIntervals()).toEqual([]);
  });
});
