import { deadLetterTopicOf, type Envelope, type EventData, type EventType, topicOf } from '@presently/proto';
import { Kafka, logLevel } from 'kafkajs';
import { newEnvelope } from './envelope';
import pino from 'pino';
import { databaseModes, openTestHost, type TestHost } from '../../test/databases';
import type { SqlSession } from '../database/sql-driver';
import { repoPath } from '../runtime/repo-path';
import { testKafka, testKafkaCanStop, type TestKafka } from '../testing/test-servers';
import { MAX_DELIVERY_ATTEMPTS } from './event-bus';
import { handleOnce } from './idempotent-consumer';
import { KafkaEventBus } from './kafka-event-bus';
import { Outbox, OutboxRelay, type RawSql } from './outbox';

const logger = pino({ level: 'silent' });

/** Short timeouts: the mock cluster takes seconds to form a group, and a gone broker should be noticed at once. */
const tuning = {
  retryDelayMs: 20,
  pingTimeoutMs: 1500,
  client: { connectionTimeout: 1000, requestTimeout: 3000, retry: { retries: 2, initialRetryTime: 100, maxRetryTime: 500 } },
  consumer: { sessionTimeout: 6000, rebalanceTimeout: 3000, heartbeatInterval: 300, maxWaitTimeInMs: 100 },
};

const envelope = <T extends EventType>(type: T, data: EventData<T>): Envelope<T> => newEnvelope('test', type, data);

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const partitionsHeld = (bus: KafkaEventBus, group: string, type: EventType) => bus.assignments(group)[topicOf(type)] ?? [];

describe('Kafka event bus', () => {
  let kafka: TestKafka;
  const buses: KafkaEventBus[] = [];
  const newBus = () => {
    const bus = new KafkaEventBus({ brokers: kafka.brokers, clientId: 'presently-test', groupPrefix: 'test', ...tuning }, logger);
    buses.push(bus);
    return bus;
  };

  beforeEach(async () => {
    kafka = await testKafka();
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    await kafka.stop();
  });

  it('gives every group each event once, and each user’s events in order', async () => {
    const publisher = newBus();
    const consumer = newBus();
    const received: Record<string, Envelope<'occasion.due'>[]> = { gifts: [], occasions: [] };
    for (const group of ['gifts', 'occasions']) {
      consumer.subscribe({ group, type: 'occasion.due', handle: async (event) => void received[group].push(event) });
    }
    await consumer.start();
    // start() does not wait for the groups to form (a process answers HTTP meanwhile); readiness does.
    await expect(consumer.ping()).rejects.toThrow('Kafka consumer group gifts, occasions has not joined yet');
    await eventually(() => consumer.ping().then(() => true, () => false), 'both groups to join');

    const sent: Envelope[] = [];
    for (let sequence = 1; sequence <= 10; sequence++) {
      for (const userId of [1, 2, 3]) {
        const event = envelope('occasion.due', { userId, occasionId: sequence, occurrence: '2026-12-24', daysBefore: 1 });
        await publisher.publish(event);
        sent.push(event);
      }
    }
    await expect(publisher.publish({ ...envelope('user.deleted', { userId: 1 }), data: { userId: 'one' } } as never)).rejects.toThrow();

    await eventually(() => received.gifts.length >= 30 && received.occasions.length >= 30, 'both groups to receive 30 events');
    for (const group of ['gifts', 'occasions']) {
      expect(new Set(received[group].map((event) => event.id)).size).toBe(30);
      expect(received[group]).toHaveLength(30);
      for (const userId of [1, 2, 3]) {
        const mine = received[group].filter((event) => event.data.userId === userId).map((event) => event.data.occasionId);
        expect(mine).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      }
    }
    expect(received.gifts.find((event) => event.id === sent[0].id)).toEqual(sent[0]);
  }, 30_000);

  it('shares a group’s partitions between replicas, so each event is handled by one of them', async () => {
    const replicas = [newBus(), newBus()];
    const handledBy: number[][] = [[], []];
    replicas.forEach((bus, replica) =>
      bus.subscribe({ group: 'gifts', type: 'user.deleted', handle: async (event) => void handledBy[replica].push(event.data.userId) }),
    );
    await Promise.all(replicas.map((bus) => bus.start()));
    await eventually(() => {
      const [first, second] = replicas.map((bus) => partitionsHeld(bus, 'gifts', 'user.deleted'));
      return first.length > 0 && second.length > 0 && new Set([...first, ...second]).size === first.length + second.length;
    }, 'both replicas to hold partitions');

    const publisher = newBus();
    for (let userId = 1; userId <= 40; userId++) await publisher.publish(envelope('user.deleted', { userId }));

    await eventually(() => handledBy[0].length + handledBy[1].length >= 40, 'every event to be handled');
    expect(handledBy[0].length).toBeGreaterThan(0);
    expect(handledBy[1].length).toBeGreaterThan(0);
    expect([...handledBy[0], ...handledBy[1]].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  }, 40_000);

  it('retries a failing handler, then sets the event aside on the dead-letter topic and goes on', async () => {
    const bus = newBus();
    const attempts: Record<number, number> = {};
    const handled: number[] = [];
    bus.subscribe({
      group: 'gifts',
      type: 'user.deleted',
      handle: async (event) => {
        const { userId } = event.data;
        attempts[userId] = (attempts[userId] ?? 0) + 1;
        if (userId === 7) throw new Error('cannot delete user 7');
        handled.push(userId);
      },
    });
    await bus.start();
    const poison = envelope('user.deleted', { userId: 7 });
    await bus.publish(poison);
    // The same key, so the same partition: it must not be stuck behind the poison event.
    await bus.publish({ ...envelope('user.deleted', { userId: 7 }), data: { userId: 8 } });
    // Nothing reaches a handler that does not match the contract.
    const raw = new Kafka({ clientId: 'raw', brokers: kafka.brokers, logLevel: logLevel.NOTHING });
    const producer = raw.producer();
    await producer.connect();
    await producer.send({ topic: topicOf('user.deleted'), messages: [{ key: '7', value: '{"type":"user.deleted","data":{}}' }] });
    await producer.disconnect();

    await eventually(() => handled.includes(8), 'the next event on the partition');
    expect(attempts[7]).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(handled).toEqual([8]);

    const dead: { value: string; headers: Record<string, string> }[] = [];
    const reader = raw.consumer({ groupId: 'dlq-reader', ...tuning.consumer });
    await reader.connect();
    await reader.subscribe({ topic: deadLetterTopicOf('user.deleted'), fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) =>
        void dead.push({
          value: message.value!.toString(),
          headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)])),
        }),
    });
    await eventually(() => dead.length >= 2, 'two dead letters');
    await reader.disconnect();
    expect(JSON.parse(dead[0].value)).toEqual(poison);
    expect(dead[0].headers).toMatchObject({ 'presently-error': 'cannot delete user 7', 'presently-group': 'gifts', 'presently-attempts': String(MAX_DELIVERY_ATTEMPTS) });
    expect(dead[1].headers['presently-attempts']).toBe('0');
    expect(attempts[8]).toBe(1);
  }, 30_000);

  // Only the mock driver (cc and librdkafka-dev) can take its broker down and bring it back.
  (testKafkaCanStop() ? it : it.skip)('keeps events in the outbox while the broker is down and delivers each once when it is back', async () => {
    const control = kafka.control!;
    // PostgreSQL when CI names one: PGlite's first start is slow on a busy machine.
    const test: TestHost = await openTestHost(databaseModes.at(-1)!);
    try {
      await test.host.migrate('auth', [repoPath('platform/migrations/service')]);
      await test.host.migrate('gifts', [repoPath('platform/migrations/service')]);
      const sql = await test.host.driver('auth');
      const gifts = await test.host.driver('gifts');
      await gifts.exec('CREATE TABLE gifts.deleted_users (user_id int PRIMARY KEY)');
      const rawSql = (session: SqlSession): RawSql => ({ $executeRawUnsafe: (query, ...values) => session.execute(query, values) });
      const giftsDb = { $transaction: <R>(work: (tx: RawSql) => Promise<R>) => gifts.transaction((tx) => work(rawSql(tx))) };
      const applied: number[] = [];

      const bus = newBus();
      bus.subscribe({
        group: 'gifts',
        type: 'user.deleted',
        handle: async (event) => {
          await handleOnce(giftsDb, 'gifts', 'gifts', event, async (tx) => {
            const { userId } = event.data;
            await tx.$executeRawUnsafe('INSERT INTO gifts.deleted_users (user_id) VALUES ($1)', userId);
            applied.push(userId);
          });
        },
      });
      await bus.start();
      const relay = new OutboxRelay(sql, 'auth', bus, logger, 60_000);
      const outbox = new Outbox('auth');
      const add = (userId: number) => sql.transaction((tx) => outbox.add(rawSql(tx), 'user.deleted', { userId }));

      const first = await add(1);
      await relay.flush();
      await eventually(() => applied.length === 1, 'the first event');
      await bus.ping();

      await control.down();
      await expect(bus.ping()).rejects.toThrow();
      // A replica that starts now does not wait for the broker: its consumer joins once the broker is back.
      const late = newBus();
      const lateSeen = new Set<number>();
      late.subscribe({ group: 'occasions', type: 'user.deleted', handle: async (event) => void lateSeen.add(event.data.userId) });
      await late.start();
      await expect(late.ping()).rejects.toThrow('Kafka consumer group occasions has not joined yet');
      await add(2);
      await add(3);
      await relay.flush();
      expect(await relay.backlog()).toBe(2);

      await control.up();
      await eventually(() => bus.ping().then(() => true, () => false), 'the bus to be ready again');
      await sql.query("UPDATE auth.outbox SET claimed_until = now() - interval '1 second'");
      await relay.flush();
      expect(await relay.backlog()).toBe(0);
      await eventually(() => applied.length === 3, 'the kept events');
      // Users 2 and 3 are different keys, so different partitions: their order between them is not kept.
      expect([...applied].sort()).toEqual([1, 2, 3]);

      // A redelivery (a relay crash before marking, a rebalance) changes nothing.
      await bus.publish(first);
      await bus.publish(envelope('user.deleted', { userId: 4 }));
      await eventually(() => applied.length === 4, 'the next event');
      expect([...applied].sort()).toEqual([1, 2, 3, 4]);
      await eventually(() => late.ping().then(() => true, () => false), 'the replica started during the outage to be ready');
      await eventually(() => lateSeen.size === 4, 'the replica started during the outage to catch up');
      expect(await gifts.query('SELECT count(*)::int AS count FROM gifts.deleted_users')).toEqual([{ count: 4 }]);
      await eventually(async () => (await bus.consumerLag())[0]?.lag === 0, 'the group to commit everything');
      expect(await bus.consumerLag()).toEqual([{ group: 'gifts', topic: topicOf('user.deleted'), lag: 0 }]);
    } finally {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
      await test.cleanup();
    }
  }, 45_000);
});
