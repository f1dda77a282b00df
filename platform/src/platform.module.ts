import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import type { Redis } from 'ioredis';
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
import { IdentityTokenGuard, SessionGuard } from './identity/identity.guard';
import { IdentityTokens } from './identity/identity-token';
import { IdentityTokenStrategy } from './identity/identity-token.strategy';
import { SessionStrategy } from './identity/session.strategy';
import { ServiceDirectory } from './internal/service-directory';
import { LOGGER, type Logger } from './logging/logger';
import { isConsumerLagSource, Metrics } from './metrics/metrics';
import { MetricsController } from './metrics/metrics.controller';
import { Mailer } from './mail/mailer';
import { RateLimits } from './rate-limit/rate-limits';
import { CLOCK, systemClock } from './runtime/clock';
import { withoutPassword } from './runtime/deployment';
import { repoPath } from './runtime/repo-path';
import { DatabaseSessionStore } from './sessions/database-session-store';
import { RedisSessionStore } from './sessions/redis-session-store';
import { SESSION_STORE, type SessionStore } from './sessions/session-store';
import { within } from './runtime/deadline';

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
    private readonly directory: ServiceDirectory,
  ) {}

  static forRoot(config: Config, logger: Logger, hostedTargets: string[]): DynamicModule {
    return {
      module: PlatformModule,
      imports: [ScheduleModule.forRoot(), DiscoveryModule],
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
        { provide: ServiceDirectory, useFactory: () => ServiceDirectory.of(config, hostedTargets) },
        IdentityTokens,
        { provide: DatabaseHost, useValue: new DatabaseHost(config) },
        {
          provide: REDIS,
          useFactory: () => (config.REDIS_URL ? connectRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX) : undefined),
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
        { provide: EVENT_BUS, useFactory: (): Promise<EventBus> => createEventBus(config, logger, hostedTargets) },
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
        // The edge reads the session cookie; a service in a process of its own reads the identity the gateway signed.
        ...(hostedTargets.includes('gateway')
          ? [SessionStrategy, { provide: APP_GUARD, useClass: SessionGuard }]
          : [IdentityTokenStrategy, { provide: APP_GUARD, useClass: IdentityTokenGuard }]),
        { provide: APP_FILTER, useClass: ExceptionsFilter },
        { provide: APP_PIPE, useClass: NulTextPipe },
      ],
      exports: [ServiceDirectory, IdentityTokens, CLOCK, HOSTED_TARGETS, INTERNAL_SECRET, InternalGuard, InternalClient, CONFIG, LOGGER, DatabaseHost, REDIS, SESSION_STORE, EVENT_BUS, Mailer, RateLimits, Readiness, Metrics],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
    await this.sessions.close();
    this.mailer.close();
    await this.databases.close();
    this.redis?.disconnect();
    await this.directory.close();
  }
}

/**
 * Redis for sessions, rate limits and locks; one that does not answer at start-up stops the process, naming REDIS_URL.
 * The client is loaded only when REDIS_URL is set.
 */
async function connectRedis(url: string, keyPrefix?: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, keyPrefix });
  try {
    await within(redis.connect().then(() => redis.ping()), 5000, 'no answer in 5 s');
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach REDIS_URL (${withoutPassword(url)}): ${error instanceof Error ? error.message : error}`);
  }
}
