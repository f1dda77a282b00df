import { type ChildProcessWithoutNullStreams, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { repoPath } from '../runtime/repo-path';

/**
 * Servers for tests, in this order: the URL the environment names (TEST_DATABASE_URL, TEST_REDIS_URL,
 * TEST_KAFKA_BROKERS), a container when Docker runs (testcontainers), else the fallback: undefined for PostgreSQL
 * and Redis (suites then run on the embedded database only), librdkafka's mock cluster for Kafka.
 */
export interface TestServer {
  url: string;
  stop(): Promise<void>;
}

export interface TestKafka {
  brokers: string[];
  /** Only a mock broker started by this process can be stopped and started again (`down` keeps its data). */
  control?: { down(): Promise<void>; up(): Promise<void>; createTopic(topic: string, partitions: number): Promise<void> };
  stop(): Promise<void>;
  /**
   * The fetch wait for consumers of this broker, when it is not the configuration's default: librdkafka's mock holds
   * every fetch that finds nothing for the whole wait, even when events arrive meanwhile, where Kafka answers at once.
   */
  fetchWaitMs?: number;
}

/** On the mock, a fetch wait short enough that events are not held much longer than a broker would hold them. */
const MOCK_FETCH_WAIT_MS = 100;

/** The environment a Presently process needs to use a test broker. */
export const kafkaEnv = (kafka: TestKafka): Record<string, string> => ({
  KAFKA_BROKERS: kafka.brokers.join(','),
  ...(kafka.fetchWaitMs !== undefined && { KAFKA_FETCH_WAIT_MS: String(kafka.fetchWaitMs) }),
});

const keep = async () => undefined;

/** Docker is worth asking testcontainers about only when a daemon could be there. */
function dockerMayRun(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

type Testcontainers = typeof import('testcontainers');
type Container = InstanceType<Testcontainers['GenericContainer']>;

async function container(image: string, port: number, configure: (container: Container, wait: Testcontainers['Wait'], hostPort: number) => Container) {
  if (!dockerMayRun()) return undefined;
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return undefined;
  }
  const hostPort = await freePort();
  const started = await configure(new GenericContainer(image).withExposedPorts({ container: port, host: hostPort }), Wait, hostPort).start();
  return { host: started.getHost(), port: hostPort, stop: async () => void (await started.stop()) };
}

export async function testPostgres(): Promise<TestServer | undefined> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: keep };
  const started = await container('postgres:16', 5432, (image, wait) =>
    image.withEnvironment({ POSTGRES_PASSWORD: 'postgres' }).withWaitStrategy(wait.forLogMessage(/ready to accept connections/, 2)),
  );
  return started && { url: `postgres://postgres:postgres@${started.host}:${started.port}/postgres`, stop: started.stop };
}

export async function testRedis(): Promise<TestServer | undefined> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: keep };
  const started = await container('redis:7', 6379, (image) => image);
  return started && { url: `redis://${started.host}:${started.port}`, stop: started.stop };
}

export async function testKafka(): Promise<TestKafka> {
  if (process.env.TEST_KAFKA_BROKERS) return { brokers: process.env.TEST_KAFKA_BROKERS.split(','), stop: keep };
  const started = await container('apache/kafka:3.8.0', 9092, (image, wait, hostPort) =>
    image
      .withEnvironment({
        KAFKA_NODE_ID: '1',
        KAFKA_PROCESS_ROLES: 'broker,controller',
        KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
        KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://localhost:${hostPort}`,
        KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
        KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
        KAFKA_NUM_PARTITIONS: '4',
      })
      .withWaitStrategy(wait.forLogMessage(/Kafka Server started/)),
  );
  if (started) return { brokers: [`localhost:${started.port}`], stop: started.stop };
  return startMockKafka();
}

/** Whether testKafka() gives a broker whose `control` can take it down: the mock driver, when nothing else is named. */
export function testKafkaCanStop(): boolean {
  return !process.env.TEST_KAFKA_BROKERS && !dockerMayRun() && compileMockDriver() !== undefined;
}

/**
 * librdkafka's mock cluster: the small C driver beside this file when it compiles (cc and librdkafka-dev; it can take
 * the broker down and up), else Debian's kcat with `test.mock.num.brokers`.
 */
export async function startMockKafka(): Promise<TestKafka> {
  const driver = compileMockDriver();
  const kafka = await (driver ? startDriver(driver) : startKcat());
  return { ...kafka, fetchWaitMs: MOCK_FETCH_WAIT_MS };
}

function compileMockDriver(): string | undefined {
  const source = repoPath('platform/src/testing/kafka-mock.c');
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 12);
  const dir = join(tmpdir(), 'presently-kafka-mock');
  const binary = join(dir, `kafka-mock-${hash}`);
  if (existsSync(binary)) return binary;
  if (!existsSync('/usr/include/librdkafka/rdkafka_mock.h')) return undefined;
  mkdirSync(dir, { recursive: true });
  try {
    // Written under a process-unique name, then renamed: parallel jest workers may compile at once.
    execFileSync('sh', ['-c', `cc -O1 -o "$1.$$" "$2" -lrdkafka && mv "$1.$$" "$1"`, 'cc', binary, source], { stdio: 'pipe' });
    return binary;
  } catch {
    return undefined;
  }
}

async function startDriver(binary: string): Promise<TestKafka> {
  const child = spawn(binary, [], { stdio: 'pipe' });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the Kafka mock stopped');
    return value as string;
  };
  const first = await next();
  const bootstrap = /^bootstrap (\S+)$/.exec(first)?.[1];
  if (!bootstrap) throw new Error(`the Kafka mock said: ${first}`);
  let queue = Promise.resolve('');
  const command = (line: string) => {
    queue = queue.then(async () => {
      child.stdin.write(`${line}\n`);
      const answer = await next();
      if (answer !== 'ok') throw new Error(`Kafka mock "${line}": ${answer}`);
      return answer;
    });
    return queue.then(() => undefined);
  };
  return {
    brokers: bootstrap.split(','),
    control: { down: () => command('down'), up: () => command('up'), createTopic: (topic, partitions) => command(`topic ${topic} ${partitions}`) },
    stop: () => stopChild(child, () => child.stdin.end()),
  };
}

async function startKcat(): Promise<TestKafka> {
  const child = spawn('kcat', ['-C', '-b', 'localhost:1', '-t', '_keepalive', '-X', 'test.mock.num.brokers=1', '-d', 'mock', '-q'], { stdio: 'pipe' });
  const bootstrap = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      const found = /bootstrap\.servers=(\S+)/.exec(seen);
      if (found) {
        // -d mock keeps logging every request: keep reading so the pipe never fills up.
        child.stderr.off('data', onData).resume();
        resolve(found[1]);
      }
    };
    child.stderr.on('data', onData);
    child.once('error', (error) => reject(new Error(`kcat could not start (apt-get install kcat): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`kcat exited with ${code}: ${seen}`)));
  });
  child.stdout.resume();
  return { brokers: bootstrap.split(','), stop: () => stopChild(child, () => child.kill('SIGTERM')) };
}

function stopChild(child: ChildProcessWithoutNullStreams, ask: () => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    ask();
  });
}

/** A port nothing listens on right now, for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Removes a run's keys (REDIS_KEY_PREFIX) from a shared Redis. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
