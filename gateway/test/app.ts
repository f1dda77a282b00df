import type { RunningApp, Target } from '@presently/platform';
import { bootstrap } from '@presently/platform';
import { testDataDir, verificationLink, verificationToken } from '@presently/platform/testing';
import { rmSync } from 'node:fs';
import { resolveTargets } from '../src/targets';
import { distributed, startCluster } from './cluster';

export interface TestApp {
  running: RunningApp;
  url: string;
  dataDir: string;
  client(): ApiClient;
  /** The /metrics of every process: what `eventsDelivered` reads. */
  metricsUrls(): string[];
  /** Stops the app; the data directory stays until `destroy`. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** What every test process runs with, before a test's own variables. */
export const testEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  // The cheapest argon2 the config allows: these tests check rules, not hashing cost.
  ARGON2_MEMORY_KIB: '8192',
  ARGON2_TIME_COST: '1',
  // These tests run the TypeScript sources, which a worker thread cannot load: ideas are chosen on the app's thread.
  // The built app's engine threads are what the browser journeys, the start-up tests and bench/ run.
  GIFT_ENGINE_THREADS: '0',
});

/**
 * The all-in-one app (or the targets given) on a free port with its own data directory, as `npm start` runs it.
 * With PRESENTLY_TEST_MODE=distributed: the gateway and each service as apps of their own on their own ports and
 * databases, talking HTTP (see cluster.ts); `running.app` then finds a provider in whichever app holds it.
 */
export async function startApp(env: Record<string, string> = {}, given?: string, hosted: Target[] = resolveTargets('all')): Promise<TestApp> {
  // Distributed, every service keeps its data on the PostgreSQL server: the directory holds no embedded database.
  const dataDir = given ?? (await testDataDir('presently-app-', !distributed));
  if (distributed) return startCluster(env, dataDir, hosted);
  const running = await bootstrap(hosted, { ...testEnv(dataDir), ...env });
  let stopped = false;
  const stop = async () => {
    if (!stopped) await running.close();
    stopped = true;
  };
  return {
    running,
    url: running.url,
    dataDir,
    client: () => new ApiClient(running.url),
    metricsUrls: () => [running.metricsUrl],
    stop,
    async destroy() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<Body = any> {
  status: number;
  body: Body;
  text: string;
  headers: Headers;
}

/** Every answer body any client received in this test file: for checking that no password or hash leaks. */
export const seenBodies: unknown[] = [];

/** A browser-like caller: keeps its cookies between requests. */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get = <Body = any>(path: string, headers?: Record<string, string>) => this.request<Body>('GET', path, undefined, headers);
  post = <Body = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<Body>('POST', path, body, headers);
  put = <Body = any>(path: string, body?: unknown) => this.request<Body>('PUT', path, body);
  delete = <Body = any>(path: string, body?: unknown) => this.request<Body>('DELETE', path, body);

  async request<Body>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<Body>> {
    const raw = typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body);
    const response = await fetch(this.baseUrl + path, {
      method,
      body: raw,
      headers: {
        ...(raw !== undefined && { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0 && { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }),
        ...headers,
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair.split('=');
      const expired = attributes.some((attribute) => /expires=thu, 01 jan 1970/i.test(attribute.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (the web app's HTML): the text is the body.
    }
    seenBodies.push(parsed);
    return { status: response.status, body: parsed as Body, text, headers: response.headers };
  }
}

let counter = 0;
/** A unique, valid username for this run. */
export const username = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${counter++}`;

export async function registerUser(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const name = username();
  // An address of its own: confirmation e-mails are limited per address.
  const credentials = { username: name, password: 'correct-horse', email: `${name}@example.com`, birthday: '1990-04-14', ...overrides };
  const response = await client.post('/api/register', credentials);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  return { ...credentials, id: response.body.id as number, response };
}

/**
 * Confirms the user's address as its owner would: opens the link of the confirmation e-mail in the app's outbox.
 * Reminders and other e-mail reach an address only after this; occasions hears of it before this returns.
 */
export async function confirmEmail(app: TestApp, user: { username: string }): Promise<void> {
  let link: string | undefined;
  await waitFor(() => (link = verificationLink(app.dataDir, user.username)) !== undefined);
  const response = await app.client().post('/api/verify-email', { token: verificationToken(link!) });
  if (response.status !== 200) throw new Error(`confirming the address failed: ${response.status} ${response.text}`);
  await eventsDelivered(app);
}

/** A new user whose address is confirmed: one reminders and reset links reach. */
export async function registerConfirmedUser(app: TestApp, client: ApiClient, overrides: Record<string, unknown> = {}) {
  const user = await registerUser(client, overrides);
  await confirmEmail(app, user);
  return user;
}

/** Every key in a JSON body, at any depth: for checking that no password or hash leaks. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/**
 * Waits until every event written so far is published and handled: each process's outbox backlog and consumer lag
 * read 0 on its /metrics. Across processes, a fact (the user's time zone, a new plan) reaches the other services a
 * moment after the request that caused it; tests that act on it right away wait for it here.
 */
export async function eventsDelivered(app: TestApp): Promise<void> {
  const inFlight = async (url: string) => {
    const text = await (await fetch(url)).text();
    return text
      .split('\n')
      .filter((line) => /^presently_(outbox_backlog|event_consumer_lag)\{/.test(line))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  };
  await waitFor(async () => (await Promise.all(app.metricsUrls().map(inFlight))).every((count) => count === 0));
}

/** Polls until the condition holds: for effects that travel through events (across processes, Kafka consumer groups take seconds to join). */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = distributed ? 30_000 : 5000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export { describeAllInOne, distributed, itAllInOne } from './cluster';
