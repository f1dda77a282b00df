import { Test, type TestingModule } from '@nestjs/testing';
import { CLOCK, createLogger, EVENT_BUS, loadConfig, newEnvelope, PlatformModule, type EventBus } from '@presently/platform';
import { createTestDatabase, testDataDir } from '@presently/platform/testing';
import type { Envelope, EventData, EventType } from '@presently/proto';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { BillingModule } from '../src/billing.module';
import { PrismaClient } from '../src/generated/prisma/client';
import { RenewalScheduler } from '../src/schedulers/renewal.scheduler';

export type DatabaseMode = 'embedded' | 'postgres';

/** Every suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server. */
export const databaseModes: DatabaseMode[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

export interface BillingContext {
  module: TestingModule;
  db: PrismaClient;
  /** The time the service sees; tests move it. */
  clock: { now: Date };
  /** Every subscription event billing published. */
  published: Envelope[];
  /** Delivers an event from another service, as the bus would. */
  deliver<T extends EventType>(type: T, data: EventData<T>, occurredAt?: Date, id?: string): Promise<Envelope<T>>;
  eventsOf(userId: number): string[];
  close(): Promise<void>;
}

/**
 * The billing module with the platform, on its real database (PGlite, or a fresh PostgreSQL database), with the
 * clock under the test's control. The every-minute scheduler is left out: tests run renewals at the times they choose.
 */
export async function startBilling(mode: DatabaseMode, env: Record<string, string> = {}): Promise<BillingContext> {
  const dataDir = await testDataDir('presently-billing-', mode === 'embedded');
  const database = mode === 'postgres' ? await createTestDatabase() : undefined;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(database && { DATABASE_URL: database.url }), ...env });
  const clock = { now: new Date('2030-01-15T12:00:00.000Z') };
  const module = await Test.createTestingModule({ imports: [PlatformModule.forRoot(config, createLogger(config), ['billing']), BillingModule] })
    .overrideProvider(CLOCK)
    .useValue(() => clock.now)
    .overrideProvider(RenewalScheduler)
    .useValue({})
    .compile();
  await module.init();
  const bus = module.get<EventBus>(EVENT_BUS);
  const published: Envelope[] = [];
  for (const type of ['subscription.activated', 'subscription.updated', 'subscription.ended'] as const) {
    bus.subscribe({ group: 'test', type, handle: async (envelope: Envelope) => void published.push(envelope) });
  }
  return {
    module,
    db: module.get(PrismaClient),
    clock,
    published,
    async deliver(type, data, occurredAt = new Date(), id = randomUUID()) {
      const envelope = { ...newEnvelope('auth', type, data, occurredAt), id };
      await bus.publish(envelope);
      return envelope;
    },
    eventsOf: (userId) => published.filter((event) => event.key === String(userId)).map((event) => event.type),
    async close() {
      await module.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
