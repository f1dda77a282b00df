import { PGlite } from '@electric-sql/pglite';
import { SchedulerRegistry } from '@nestjs/schedule';
import pino from 'pino';
import { PostgresDriver } from '../database/postgres-driver';
import { PGliteDriver, type SqlDriver } from '../database/sql-driver';
import { createTestDatabase } from '../testing/test-database';
import { ScheduledJobs } from './scheduled-jobs';

/** A round that runs until the test lets it finish. */
function heldRound() {
  let finish = () => {};
  let started = false;
  const work = jest.fn(async () => {
    started = true;
    await new Promise<void>((resolve) => (finish = resolve));
  });
  return { work, finish: () => finish(), started: () => started };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('scheduled jobs in one process', () => {
  let driver: SqlDriver;
  let registry: SchedulerRegistry;
  let logger: pino.Logger;
  let jobs: ScheduledJobs;
  beforeAll(async () => {
    driver = new PGliteDriver(await PGlite.create());
  });
  afterAll(() => driver.close());
  beforeEach(() => {
    registry = new SchedulerRegistry();
    logger = pino({ level: 'silent' });
    jobs = new ScheduledJobs(driver, registry, logger);
  });

  it('runs one round of a job at a time: a call while one runs joins it', async () => {
    const round = heldRound();
    const first = jobs.run('gifts.share-expiry', round.work);
    const second = jobs.run('gifts.share-expiry', round.work);
    await until(round.started);
    round.finish();
    await Promise.all([first, second]);
    expect(round.work).toHaveBeenCalledTimes(1);
    const next = jest.fn(async () => undefined);
    await jobs.run('gifts.share-expiry', next);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('logs a failed round and runs the next one', async () => {
    const error = jest.spyOn(logger, 'error');
    const work = jest.fn().mockRejectedValueOnce(new Error('database unavailable')).mockResolvedValue(undefined);
    await jobs.run('billing.renewals', work);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ job: 'billing.renewals' }), 'scheduled job failed');
    await jobs.run('billing.renewals', work);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('registers a configured period with @nestjs/schedule, and at shutdown stops it and finishes the round under way', async () => {
    const round = heldRound();
    jobs.every('occasions.reminder-scan', 60_000, round.work);
    expect(registry.getIntervals()).toEqual(['occasions.reminder-scan']);
    const running = jobs.run('occasions.reminder-scan', round.work);
    await until(round.started);
    let stopped = false;
    const shutdown = jobs.beforeApplicationShutdown().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    round.finish();
    await Promise.all([running, shutdown]);
    expect(registry.getIntervals()).toEqual([]);
    await jobs.run('occasions.reminder-scan', round.work);
    expect(round.work).toHaveBeenCalledTimes(1);
  });
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('scheduled jobs across replicas on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let replicas: { driver: PostgresDriver; jobs: ScheduledJobs }[];
  beforeAll(async () => {
    database = await createTestDatabase();
    replicas = [0, 1].map(() => {
      const driver = new PostgresDriver(database!.url);
      return { driver, jobs: new ScheduledJobs(driver, new SchedulerRegistry(), pino({ level: 'silent' })) };
    });
  });
  afterAll(async () => {
    for (const { driver } of replicas) await driver.close();
    await database?.drop();
  });

  it('runs a job in one replica at a time: the other skips its round, and runs once the lock is let go', async () => {
    const [a, b] = replicas;
    const round = heldRound();
    const running = a.jobs.run('billing.renewals', round.work);
    await until(round.started);
    const skipped = jest.fn(async () => undefined);
    await b.jobs.run('billing.renewals', skipped);
    expect(skipped).not.toHaveBeenCalled();
    // Another job's lock is its own.
    await b.jobs.run('gifts.share-expiry', skipped);
    expect(skipped).toHaveBeenCalledTimes(1);
    round.finish();
    await running;
    await b.jobs.run('billing.renewals', skipped);
    expect(skipped).toHaveBeenCalledTimes(2);
  });

  it('lets the lock go when a round fails', async () => {
    const [a, b] = replicas;
    await a.jobs.run('occasions.reminder-scan', async () => {
      throw new Error('scan failed');
    });
    const next = jest.fn(async () => undefined);
    await b.jobs.run('occasions.reminder-scan', next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
