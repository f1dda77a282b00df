import type { Envelope } from '@presently/proto';
import pino from 'pino';
import { repoPath } from '../runtime/repo-path';
import type { SqlDriver, SqlSession } from '../database/sql-driver';
import { databaseModes, openTestHost, type TestHost } from '../../test/databases';
import type { EventBus } from './event-bus';
import { handleOnce } from './idempotent-consumer';
import { InProcessEventBus } from './in-process-event-bus';
import { Outbox, OutboxRelay, type RawSql } from './outbox';

const logger = pino({ level: 'silent' });

/** The raw-SQL face of a Prisma client, over the platform's driver, so these tests need no generated client. */
const rawSql = (session: SqlSession): RawSql => ({ $executeRawUnsafe: (sql, ...values) => session.execute(sql, values) });
const transactional = (driver: SqlDriver) => ({
  $transaction: <R>(work: (tx: RawSql) => Promise<R>) => driver.transaction((tx) => work(rawSql(tx))),
});

describe.each(databaseModes)('outbox, relay and idempotent consumer on %s', (mode) => {
  let test: TestHost;
  let sql: SqlDriver;
  beforeEach(async () => {
    test = await openTestHost(mode);
    await test.host.migrate('auth', [repoPath('platform/migrations/service')]);
    await test.host.migrate('gifts', [repoPath('platform/migrations/service')]);
    sql = await test.host.driver('auth');
    // A consumer-side table standing in for a service's projection.
    await (await test.host.driver('gifts')).exec('CREATE TABLE gifts.deleted_users (user_id int PRIMARY KEY)');
  });
  afterEach(() => test.cleanup());

  it('publishes an event only when its transaction commits, and each consumer applies it once', async () => {
    const bus = new InProcessEventBus(logger);
    const giftsDb = transactional(await test.host.driver('gifts'));
    const applied: number[] = [];
    bus.subscribe({
      group: 'gifts',
      type: 'user.deleted',
      handle: (envelope) =>
        handleOnce(giftsDb, 'gifts', 'gifts', envelope, async (tx) => {
          const { userId } = envelope.data;
          await tx.$executeRawUnsafe('INSERT INTO gifts.deleted_users (user_id) VALUES ($1)', userId);
          applied.push(userId);
        }).then(() => undefined),
    });
    const relay = new OutboxRelay(sql, 'auth', bus, logger, 60_000);
    const outbox = new Outbox('auth', relay);

    await expect(
      sql.transaction(async (tx) => {
        await outbox.add(rawSql(tx), 'user.deleted', { userId: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const committed = await sql.transaction((tx) => outbox.add(rawSql(tx), 'user.deleted', { userId: 2 }));
    expect(await relay.backlog()).toBe(1);

    await relay.flush();
    expect(applied).toEqual([2]);
    expect(await relay.backlog()).toBe(0);

    // A redelivery (a relay crash before marking, a Kafka rebalance) changes nothing.
    await bus.publish(committed);
    expect(applied).toEqual([2]);
    expect(await (await test.host.driver('gifts')).query('SELECT user_id FROM gifts.deleted_users')).toEqual([{ user_id: 2 }]);
  });

  it('keeps events that could not be published and sends them, in order, once the bus is back', async () => {
    const delivered: number[] = [];
    let down = true;
    const flaky: EventBus = {
      async publish(envelope: Envelope) {
        if (down) throw new Error('broker unreachable');
        delivered.push(envelope.data.userId);
      },
      subscribe: () => undefined,
      start: async () => undefined,
      ping: async () => undefined,
      close: async () => undefined,
    };
    const relay = new OutboxRelay(sql, 'auth', flaky, logger, 60_000);
    const outbox = new Outbox('auth');
    for (const userId of [1, 2, 3]) await sql.transaction((tx) => outbox.add(rawSql(tx), 'user.deleted', { userId }));

    await relay.flush();
    expect(delivered).toEqual([]);
    expect(await relay.backlog()).toBe(3);
    const [failed] = await sql.query<{ attempts: number; last_error: string }>(
      'SELECT attempts, last_error FROM auth.outbox ORDER BY id LIMIT 1',
    );
    expect(failed).toEqual({ attempts: 1, last_error: 'broker unreachable' });

    // The back-off holds the row; once it has passed, everything goes out in order.
    down = false;
    await relay.flush();
    expect(delivered).toEqual([]);
    await sql.query("UPDATE auth.outbox SET claimed_until = now() - interval '1 second'");
    await relay.flush();
    expect(delivered).toEqual([1, 2, 3]);
    expect(await relay.backlog()).toBe(0);
  });

  it('rejects event data that does not match its contract', async () => {
    const outbox = new Outbox('auth');
    await expect(
      sql.transaction((tx) => outbox.add(rawSql(tx), 'user.deleted', { userId: 'seven' } as never)),
    ).rejects.toThrow();
  });
});

describe('in-process bus', () => {
  it('retries a failing consumer, and sets a poison event aside without blocking the others', async () => {
    const bus = new InProcessEventBus(logger, 1);
    let attempts = 0;
    const healthy: string[] = [];
    bus.subscribe({
      group: 'occasions',
      type: 'user.deleted',
      handle: async () => {
        if (++attempts === 1) throw new Error('transient');
      },
    });
    bus.subscribe({
      group: 'poison',
      type: 'user.deleted',
      handle: async () => {
        throw new Error('cannot handle');
      },
    });
    bus.subscribe({ group: 'gifts', type: 'user.deleted', handle: async (envelope) => void healthy.push(envelope.id) });
    const envelope: Envelope = {
      id: '3f0c1f8e-8a44-4c55-9a55-1c2b3d4e5f60',
      type: 'user.deleted',
      version: 1,
      occurredAt: new Date().toISOString(),
      source: 'auth',
      key: '9',
      data: { userId: 9 },
    };
    await bus.publish(envelope);
    expect(healthy).toEqual([envelope.id]);
    expect(attempts).toBe(2);
    expect(bus.deadLetters).toEqual([{ envelope, group: 'poison', error: 'cannot handle' }]);
  });

  it('hands a handler only an envelope valid for the type it subscribed to', async () => {
    const bus = new InProcessEventBus(logger, 1);
    const handled: number[] = [];
    bus.subscribe({ group: 'gifts', type: 'user.deleted', handle: async (envelope) => void handled.push(envelope.data.userId) });
    const envelope = {
      id: '3f0c1f8e-8a44-4c55-9a55-1c2b3d4e5f61',
      type: 'user.deleted' as const,
      version: 1,
      occurredAt: new Date().toISOString(),
      source: 'auth',
      key: '9',
      data: { userId: 9 },
    };
    await bus.publish({ ...envelope, data: JSON.parse('{"userId":"nine"}') });
    expect(handled).toEqual([]);
    expect(bus.deadLetters).toHaveLength(1);
    await bus.publish(envelope);
    expect(handled).toEqual([9]);
  });
});
