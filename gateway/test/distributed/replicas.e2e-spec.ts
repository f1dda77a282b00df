import { CreditService } from '@presently/gifts';
import { createTestDatabase, deleteRedisKeys, freePort, kafkaEnv, startMockKafka, testKafkaCanStop, type TestKafka } from '@presently/platform/testing';
import { UNLIMITED_CREDITS } from '@presently/proto';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveTargets } from '../../src/targets';
import { registerUser, waitFor } from '../app';
import { type Cluster, startCluster } from '../cluster';
import { recipient, subscribe } from '../users';
import { deploymentEnv, PresentlyProcess } from './processes';

jest.setTimeout(120_000);

// Two gifts replicas behind the gateway, one consumer group between them: each subscription event reaches one of them.
describe('two gifts replicas', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({}, mkdtempSync(join(tmpdir(), 'presently-replicas-')), resolveTargets('all'), { replicas: { gifts: 2 } });
  });
  afterAll(() => cluster?.destroy());

  const gifts = () => cluster.replicas.gifts!.map((replica) => replica!);

  it('agree on a plan change at once: once one reports premium, neither refuses it or reports the free plan again', async () => {
    const client = cluster.client();
    const { id } = await registerUser(client);
    for (let used = 0; used < 3; used++) expect((await client.post('/api/gifts/suggest', recipient)).status).toBe(200);
    expect((await client.post('/api/gifts/suggest', recipient)).status).toBe(403);

    // Each replica is asked for the user's credits over and over while the upgrade goes through, as page loads
    // through the gateway would: a replica that kept its answer past the event would go on reporting none left.
    const credits = gifts().map((replica) => replica.app.get(CreditService));
    // One read at a time, taking turns: a read that begins after another answered premium must answer premium too.
    const reads: number[] = [];
    const premiumSince = () => reads.indexOf(UNLIMITED_CREDITS);
    const upgraded = subscribe(client);
    // Until each has been asked a few more times since the first of them answered premium.
    await waitFor(async () => {
      for (const service of credits) reads.push((await service.remaining(id)).monthlyCredits);
      return premiumSince() >= 0 && reads.length - premiumSince() > 10;
    });
    await upgraded;
    const since = premiumSince();
    expect(reads.slice(0, since).every((left) => left === 0)).toBe(true);
    expect(reads.slice(since)).toEqual(reads.slice(since).map(() => UNLIMITED_CREDITS));

    // Neither refuses a suggestion now, and the composed /api/user stays premium whichever replica it asks.
    for (const service of credits) await expect(service.spend({ userId: id, ip: '203.0.113.9' }, 'gift')).resolves.toBeInstanceOf(Function);
    for (let request = 0; request < 4; request++) {
      expect((await client.post('/api/gifts/suggest', recipient)).status).toBe(200);
      expect((await client.get('/api/user')).body).toMatchObject({ premium: true, monthlyCredits: UNLIMITED_CREDITS });
    }
  });
});

// Only the mock driver (cc and librdkafka-dev) can take its broker down and bring it back.
(testKafkaCanStop() ? describe : describe.skip)('a gifts process restarted while the broker is away', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-restart-'));
  let kafka: TestKafka;
  let database: NonNullable<Awaited<ReturnType<typeof createTestDatabase>>>;
  let gifts: PresentlyProcess;

  beforeAll(async () => {
    kafka = await startMockKafka();
    database = (await createTestDatabase(process.env.TEST_DATABASE_URL!))!;
    const env = {
      ...deploymentEnv(dataDir),
      ...kafkaEnv(kafka),
      KAFKA_GROUP_PREFIX: `presently-test-${randomBytes(6).toString('hex')}`,
      DATABASE_URL_GIFTS: database.url,
    };
    gifts = new PresentlyProcess('gifts', env, await freePort());
  });

  afterAll(async () => {
    await gifts?.stop();
    await kafka?.control?.up();
    await kafka?.stop();
    await database?.drop();
    if (gifts) await deleteRedisKeys(process.env.TEST_REDIS_URL!, gifts.env.REDIS_KEY_PREFIX);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const readiness = async () => {
    const response = await fetch(`${gifts.url}/readyz`);
    return { status: response.status, checks: ((await response.json()) as { checks: Record<string, string> }).checks };
  };

  // Timed against the same process started with the broker up, in the same run: a busy machine slows both alike,
  // while a start-up that waited on the broker would take its connection retries (tens of seconds) longer.
  const timedStart = async () => {
    const started = Date.now();
    await gifts.start();
    return Date.now() - started;
  };

  it('answers HTTP as soon as with the broker up, says it is not ready until its consumers have joined, and never fails liveness', async () => {
    const withBroker = await timedStart();
    await waitFor(async () => (await readiness()).status === 200, 60_000);
    await gifts.stop();

    await kafka.control!.down();
    expect(await timedStart()).toBeLessThan(withBroker + 5000);
    expect((await fetch(`${gifts.url}/api/gifts/shops`)).status).toBe(200);
    const away = await readiness();
    expect(away.status).toBe(503);
    expect(away.checks).toEqual({ database: 'ok', sessions: 'ok', events: 'Kafka consumer group gifts has not joined yet' });
    expect((await fetch(`${gifts.url}/healthz`)).status).toBe(200);

    await kafka.control!.up();
    await waitFor(async () => (await readiness()).status === 200, 60_000);
    expect((await readiness()).checks).toEqual({ database: 'ok', sessions: 'ok', events: 'ok' });
    expect((await fetch(`${gifts.url}/healthz`)).status).toBe(200);
  });
});
