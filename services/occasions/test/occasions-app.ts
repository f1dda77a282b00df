import { Test, type TestingModule } from '@nestjs/testing';
import { CLOCK, EVENT_BUS, type EventBus, loadConfig, Mailer, newEnvelope, PlatformModule } from '@presently/platform';
import { createTestDatabase, testDataDir } from '@presently/platform/testing';
import type { EventData, EventType } from '@presently/proto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { PrismaClient } from '../src/generated/prisma/client';
import { OccasionsModule } from '../src/occasions.module';

export type DatabaseMode = 'embedded' | 'postgres';

/** Every suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server. */
export const databaseModes: DatabaseMode[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

/** Where a test's data lives: a data directory (mail, PGlite) and, on PostgreSQL, a database of its own. */
export interface TestStore {
  mode: DatabaseMode;
  dataDir: string;
  databaseUrl?: string;
  destroy(): Promise<void>;
}

export async function createStore(mode: DatabaseMode): Promise<TestStore> {
  const dataDir = await testDataDir('presently-occasions-', mode === 'embedded');
  const database = mode === 'postgres' ? await createTestDatabase() : undefined;
  return {
    mode,
    dataDir,
    databaseUrl: database?.url,
    async destroy() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock the test moves by hand. */
export interface TestClock {
  (): Date;
  set(iso: string): void;
}

export function testClock(iso: string): TestClock {
  let now = new Date(iso);
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (next) => void (now = new Date(next));
  return clock;
}

export interface OccasionsApp {
  module: TestingModule;
  db: PrismaClient;
  clock: TestClock;
  get<T>(type: new (...args: never[]) => T): T;
  publish<T extends EventType>(type: T, data: EventData<T>, occurredAt?: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * The occasions service as a process runs it — platform, real database, outbox relay, in-process bus, file mailer
 * — with the clock injected and, optionally, the mailer replaced. Nothing else is faked.
 */
export async function startOccasions(store: TestStore, clock: TestClock, options: { mailer?: Mailer; env?: Record<string, string> } = {}): Promise<OccasionsApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: store.dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://presently.example',
    ...(store.databaseUrl && { DATABASE_URL: store.databaseUrl }),
    ...options.env,
  });
  let builder = Test.createTestingModule({
    imports: [PlatformModule.forRoot(config, pino({ level: 'silent' }), ['occasions']), OccasionsModule],
  })
    .overrideProvider(CLOCK)
    .useValue(clock);
  if (options.mailer) builder = builder.overrideProvider(Mailer).useValue(options.mailer);
  const module = await builder.compile();
  await module.init();
  const bus = module.get<EventBus>(EVENT_BUS);
  return {
    module,
    db: module.get(PrismaClient),
    clock,
    get: (type) => module.get(type),
    publish: (type, data, occurredAt = new Date()) => bus.publish(newEnvelope('test', type, data, occurredAt)),
    close: () => module.close(),
  };
}

export interface SentMail {
  messageId: string;
  to: string;
  subject: string;
  raw: string;
}

/** Every mail the file mailer wrote under the data directory, headers unfolded. */
export function sentMails(store: TestStore): SentMail[] {
  const dir = join(store.dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });
  // In the order they were written: files are named by Message-ID.
  return readdirSync(dir)
    .map((file) => ({ file, written: statSync(join(dir, file)).mtimeMs }))
    .sort((a, b) => a.written - b.written || a.file.localeCompare(b.file))
    .map(({ file }) => {
      const raw = readFileSync(join(dir, file), 'utf8').replace(/\r\n(?=[ \t])/g, '');
      const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1].trim() ?? '';
      return { messageId: header('Message-ID'), to: header('To'), subject: header('Subject'), raw };
    });
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
