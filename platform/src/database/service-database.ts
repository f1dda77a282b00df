import type { Provider } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Logger } from 'pino';
import { EVENT_BUS, type EventBus } from '../events/event-bus';
import { Outbox, OutboxRelay } from '../events/outbox';
import { LOGGER } from '../logging/logger';
import { Metrics } from '../metrics/metrics';
import type { ServiceArea } from '../runtime/deployment';
import { repoPath } from '../runtime/repo-path';
import { ScheduledJobs } from '../scheduling/scheduled-jobs';
import { DatabaseHost, type PrismaClientClass } from './database-host';

/** What a service's schema is migrated with: the platform's event tables (outbox, processed events), then its own. */
export function serviceMigrations(area: ServiceArea): string[] {
  return [repoPath('platform/migrations/service'), repoPath('services', area, 'prisma/migrations')];
}

/**
 * The providers a service needs for its own data: its Prisma client (migrated at start) under `token`, an `Outbox`
 * whose relay publishes the service's events, and the `ScheduledJobs` that run its periodic jobs under a lock in its
 * database. Provided inside the service's module, they stay its own.
 */
export function serviceDatabase<Client extends { $disconnect(): Promise<void> }>(
  area: ServiceArea,
  ClientClass: PrismaClientClass<Client>,
  token: unknown,
): Provider[] {
  return [
    {
      provide: token as never,
      inject: [DatabaseHost],
      useFactory: async (databases: DatabaseHost) => {
        const client = await databases.open(area, ClientClass, serviceMigrations(area));
        databases.onClose(() => client.$disconnect());
        return client;
      },
    },
    {
      provide: Outbox,
      inject: [DatabaseHost, EVENT_BUS, LOGGER, Metrics, token as never],
      // Waits for the client so the outbox table exists before the relay polls it.
      useFactory: async (databases: DatabaseHost, bus: EventBus, logger: Logger, metrics: Metrics) => {
        const relay = new OutboxRelay(await databases.driver(area), area, bus, logger);
        metrics.addOutbox(area, relay);
        relay.start();
        databases.onClose(() => relay.stop());
        return new Outbox(area, relay);
      },
    },
    {
      provide: ScheduledJobs,
      inject: [DatabaseHost, SchedulerRegistry, LOGGER],
      useFactory: async (databases: DatabaseHost, registry: SchedulerRegistry, logger: Logger) =>
        new ScheduledJobs(await databases.driver(area), registry, logger),
    },
  ];
}
