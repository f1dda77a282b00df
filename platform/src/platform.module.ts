import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ScheduleModule } from '@nestjs/schedule';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { InProcessRoutes } from './internal/in-process-routes';
import { HOSTED_TARGETS, INTERNAL_SECRET, InternalClient, InternalGuard } from './internal/internal-calls';
import { CONFIG, type Config } from './config/config';
import { DatabaseHost } from './database/database-host';
import { EVENT_BUS, type EventBus } from './events/event-bus';
import { createEventBus } from './events/create-event-bus';
import { HealthController } from './health/health.controller';
import { Readiness } from './health/readiness';
import { ExceptionsFilter } from './http/exception.filter';
import { NulTextPipe } from './http/nul-text.pipe';
import { IdentityGuard } from './identity/identity.guard';
import { SessionStrategy } from './identity/session.strategy';
import { LOGGER, type Logger } from './logging/logger';
import { isConsumerLagSource, Metrics } from './metrics/metrics';
import { MetricsController } from './metrics/metrics.controller';
import { Mailer } from './mail/mailer';
import { RateLimits } from './rate-limit/rate-limits';
import { CLOCK, systemClock } from './runtime/clock';
import { repoPath } from './runtime/repo-path';
import { DatabaseSessionStore } from './sessions/database-session-store';
import { RedisSessionStore } from './sessions/redis-session-store';
import { SESSION_STORE, type SessionStore } from './sessions/session-store';

export const REDIS = Symbol('Redis');

/**
 * How a Presently process runs, started once whatever targets it hosts (DESIGN §2): configuration, logs, the
 * database host, the event bus, sessions, mail, rate limits and health. Each provider is chosen from the
 * configuration here; product code never asks which mode it is in.
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationShutdown {
  constructor(
    private readonly databases: DatabaseHost,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    @Inject(REDIS) private readonly redis: Redis | undefined,
    private readonly mailer: Mailer,
  ) {}

  static forRoot(config: Config, logger: Logger, hostedTargets: string[]): DynamicModule {
    return {
      module: PlatformModule,
      imports: [PassportModule, ScheduleModule.forRoot(), DiscoveryModule],
      controllers: [HealthController, ...(config.METRICS_PORT === undefined ? [MetricsController] : [])],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: HOSTED_TARGETS, useValue: hostedTargets },
        { provide: CLOCK, useValue: systemClock },
        // One process (all-in-one) needs no shared secret; a distributed deployment configures one.
        { provide: INTERNAL_SECRET, useValue: config.INTERNAL_SECRET ?? randomBytes(32).toString('base64url') },
        InternalGuard,
        InProcessRoutes,
        InternalClient,
        { provide: DatabaseHost, useValue: new DatabaseHost(config) },
        {
          provide: REDIS,
          useFactory: () => (config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined),
        },
        {
          provide: SESSION_STORE,
          inject: [DatabaseHost, REDIS],
          useFactory: async (databases: DatabaseHost, redis?: Redis): Promise<SessionStore> => {
            if (redis) return new RedisSessionStore(redis, config.SESSION_TTL_DAYS);
            await databases.migrate('platform', [repoPath('platform/migrations/platform')]);
            return new DatabaseSessionStore(await databases.driver('platform'), config.SESSION_TTL_DAYS);
          },
        },
        { provide: EVENT_BUS, useFactory: (): EventBus => createEventBus(config, logger, hostedTargets) },
        {
          provide: Metrics,
          inject: [EVENT_BUS],
          // Whichever bus runs reports its consumer lag, if it can.
          useFactory: (bus: EventBus) => {
            const metrics = new Metrics();
            if (isConsumerLagSource(bus)) metrics.addConsumerLagSource(bus);
            return metrics;
          },
        },
        { provide: Mailer, useValue: new Mailer(config) },
        { provide: RateLimits, inject: [REDIS], useFactory: (redis?: Redis) => new RateLimits(redis) },
        {
          provide: Readiness,
          inject: [DatabaseHost, SESSION_STORE, EVENT_BUS],
          useFactory: (databases: DatabaseHost, sessions: SessionStore, bus: EventBus) => {
            const readiness = new Readiness();
            readiness.register('database', () => databases.ping());
            readiness.register('sessions', () => sessions.ping());
            readiness.register('events', () => bus.ping());
            return readiness;
          },
        },
        SessionStrategy,
        { provide: APP_GUARD, useClass: IdentityGuard },
        { provide: APP_FILTER, useClass: ExceptionsFilter },
        { provide: APP_PIPE, useClass: NulTextPipe },
      ],
      exports: [CLOCK, HOSTED_TARGETS, INTERNAL_SECRET, InternalGuard, InternalClient, CONFIG, LOGGER, DatabaseHost, REDIS, SESSION_STORE, EVENT_BUS, Mailer, RateLimits, Readiness, Metrics],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
    await this.sessions.close();
    this.mailer.close();
    await this.databases.close();
    this.redis?.disconnect();
  }
}
