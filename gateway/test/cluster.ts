import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  bootstrap,
  EVENT_BUS,
  type RunningApp,
  SERVICE_AREAS,
  type ServiceArea,
  serviceUrlVariable,
  type Target,
} from '@presently/platform';
import { createTestDatabase, deleteRedisKeys, kafkaEnv, testKafka } from '@presently/platform/testing';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { targets } from '../src/targets';
import { ApiClient, type TestApp, testEnv } from './app';

/** PRESENTLY_TEST_MODE=distributed runs the API suites against the gateway and each service as apps of their own. */
export const distributed = process.env.PRESENTLY_TEST_MODE === 'distributed';


/**
 * A test about one process's own data directory or composition, or about a setting the service reads the same way
 * in either mode (a cluster of its own would add half a minute of CI for nothing new): all-in-one only.
 */
export const describeAllInOne: jest.Describe = distributed ? describe.skip : describe;
export const itAllInOne: jest.It = distributed ? it.skip : it;

export interface Cluster extends TestApp {
  gateway: RunningApp;
  /** Each service's replicas, in start order. */
  replicas: Partial<Record<ServiceArea, (RunningApp | undefined)[]>>;
  /** Stops one replica (a crash or a deploy); its port stays reserved for `restart`. */
  stopReplica(area: ServiceArea, index?: number): Promise<void>;
  /** Starts a stopped replica again on its old port and database, and waits until it is ready (its consumers joined). */
  restartReplica(area: ServiceArea, index?: number): Promise<void>;
  secret: string;
}

export interface ClusterOptions {
  /** Replicas per service (default one), all behind SERVICE_URL_<AREA> as a comma-separated list. */
  replicas?: Partial<Record<ServiceArea, number>>;
}

/**
 * The distributed mode in one test process: the gateway and each service hosted by a Nest app of its own, each on its
 * own port, each service on a fresh PostgreSQL database (TEST_DATABASE_URL) with sessions and rate limits in Redis
 * (TEST_REDIS_URL, under a key prefix of this run), the shared INTERNAL_SECRET, and the gateway reaching them by
 * SERVICE_URL_<AREA> over HTTP exactly as separate processes do. Apps in one process let the suites reach a
 * service's providers (`running.app.get(RenewalService)`); distributed.e2e-spec.ts starts real processes too.
 */
export async function startCluster(env: Record<string, string>, dataDir: string, hosted: Target[], options: ClusterOptions = {}): Promise<Cluster> {
  const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
  if (!TEST_DATABASE_URL || !TEST_REDIS_URL) throw new Error('The distributed suite needs TEST_DATABASE_URL and TEST_REDIS_URL');
  const names = hosted.map((target) => target.name);
  const areas = SERVICE_AREAS.filter((area) => names.includes(area));
  const secret = randomBytes(32).toString('base64url');
  // Events between the processes go through Kafka: a mock cluster of this cluster's own, or TEST_KAFKA_BROKERS.
  const kafka = await testKafka();
  const prefix = `presently-test-${randomBytes(6).toString('hex')}:`;
  const shared = {
    ...testEnv(dataDir),
    ...kafkaEnv(kafka),
    // Groups of their own: on a shared TEST_KAFKA_BROKERS cluster, another run's consumers take no share of these.
    KAFKA_GROUP_PREFIX: `presently-test-${randomBytes(6).toString('hex')}`,
    ...env,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    INTERNAL_SECRET: secret,
  };

  const databases = new Map<ServiceArea, NonNullable<Awaited<ReturnType<typeof createTestDatabase>>>>();
  await Promise.all(areas.map(async (area) => databases.set(area, (await createTestDatabase(TEST_DATABASE_URL))!)));
  const replicas: Cluster['replicas'] = {};
  const ports = new Map<ServiceArea, string[]>();
  const urls = new Map<ServiceArea, string>();
  // Occasions asks gifts for the ideas of its reminder e-mails, as its process does with SERVICE_URL_GIFTS.
  const peersOf = (area: ServiceArea) => (area === 'occasions' && urls.has('gifts') ? { SERVICE_URL_GIFTS: urls.get('gifts')! } : {});
  const startReplica = (area: ServiceArea, port = '0') =>
    bootstrap([targets[area]], { ...shared, ...peersOf(area), PORT: port, [`DATABASE_URL_${area.toUpperCase()}`]: databases.get(area)!.url });
  // A replica answers HTTP before its consumers have joined their groups; the suites start once every one is ready,
  // as a deployment sends traffic to a replica once its /readyz answers 200.
  const startReady = async (area: ServiceArea, port?: string) => {
    const running = await startReplica(area, port);
    await untilReady(running).catch(async (error: unknown) => {
      await running.close();
      throw error;
    });
    return running;
  };

  let gateway: RunningApp | undefined;
  const closeAll = async () => {
    await gateway?.close();
    await Promise.all(Object.values(replicas).flatMap((list) => list!.map((replica) => replica?.close())));
  };
  try {
    const startArea = async (area: ServiceArea) => {
      const count = options.replicas?.[area] ?? 1;
      await settled(Array.from({ length: count }, () => startReady(area)), (started) => (replicas[area] = started));
      ports.set(area, replicas[area]!.map((replica) => new URL(replica!.url).port));
      urls.set(area, replicas[area]!.map((replica) => replica!.url).join(','));
    };
    // Gifts first: occasions is given its address.
    await settled(areas.filter((area) => area === 'gifts').map(startArea));
    await settled(areas.filter((area) => area !== 'gifts').map(startArea));
    gateway = await bootstrap([targets.gateway], {
      ...shared,
      ...Object.fromEntries(areas.map((area) => [serviceUrlVariable(area), replicas[area]!.map((replica) => replica!.url).join(',')])),
    });
  } catch (error) {
    await closeAll();
    await Promise.all([...databases.values()].map((database) => database.drop()));
    await kafka.stop();
    throw error;
  }

  const apps = () => [...areas.flatMap((area) => replicas[area]!.filter((replica) => replica !== undefined)), gateway!].map((running) => running.app);
  let stopped = false;
  const stop = async () => {
    if (!stopped) await closeAll();
    stopped = true;
  };
  return {
    running: { ...gateway, app: providersOf(apps) },
    gateway,
    replicas,
    url: gateway.url,
    dataDir,
    secret,
    client: () => new ApiClient(gateway!.url),
    metricsUrls: () => [gateway!, ...areas.flatMap((area) => replicas[area]!.filter((replica) => replica !== undefined))].map((running) => running.metricsUrl),
    stop,
    async stopReplica(area, index = 0) {
      await replicas[area]![index]?.close();
      replicas[area]![index] = undefined;
    },
    async restartReplica(area, index = 0) {
      replicas[area]![index] = await startReady(area, ports.get(area)![index]);
    },
    async destroy() {
      await stop();
      await Promise.all([...databases.values()].map((database) => database.drop()));
      await deleteRedisKeys(TEST_REDIS_URL, prefix);
      await kafka.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits for every start to end, hands what started to `keep`, then throws the first failure: unlike Promise.all, a
 * replica still starting when its sibling failed is kept and closed with the rest, not left running unseen (its
 * connections would keep jest from ever exiting).
 */
async function settled<T>(starts: Promise<T>[], keep: (started: (T | undefined)[]) => void = () => undefined): Promise<void> {
  const outcomes = await Promise.allSettled(starts);
  keep(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : undefined)));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Waits until the app's /readyz answers 200: its database, Redis and broker answer and its consumers have joined. */
async function untilReady(running: RunningApp, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${running.url}/readyz`).then((response) => response.status, () => 0)) !== 200) {
    if (Date.now() > deadline) throw new Error(`${running.url} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `app.get(token)` over every app of the cluster. The event bus subscribes and publishes on each app's bus (what a
 * test sees on Kafka); any other provider is the first app's, and a call it refuses (a cron job another app runs, an
 * internal call to a service it does not reach) is tried on the next app.
 */
function providersOf(apps: () => NestFastifyApplication[]): NestFastifyApplication {
  const get = (token: unknown) => {
    const found = apps().flatMap((app) => {
      try {
        return [app.get(token as string)];
      } catch {
        return [];
      }
    });
    if (found.length === 0) throw new Error(`No app of the cluster provides ${String(token)}`);
    // Every app's bus reaches the same Kafka cluster: one publishes and subscribes for all.
    if (token === EVENT_BUS) return found[0];
    return firstThatAnswers(found);
  };
  return { get } as unknown as NestFastifyApplication;
}

function firstThatAnswers<T extends object>(instances: T[]): T {
  return new Proxy(instances[0], {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      const attempt = (index: number, args: unknown[]): unknown => {
        const last = index === instances.length - 1;
        try {
          const method = Reflect.get(instances[index], property) as (...args: unknown[]) => unknown;
          const result = method.apply(instances[index], args);
          return result instanceof Promise && !last ? result.catch(() => attempt(index + 1, args)) : result;
        } catch (error) {
          if (last) throw error;
          return attempt(index + 1, args);
        }
      };
      return (...args: unknown[]) => attempt(0, args);
    },
  });
}
