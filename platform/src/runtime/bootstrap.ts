import fastifyCookie from '@fastify/cookie';
import { type LoggerService, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import helmet from 'helmet';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Config, loadConfig } from '../config/config';
import { EVENT_BUS, type EventBus } from '../events/event-bus';
import { DatabaseHost } from '../database/database-host';
import { refuseDeepJson } from '../http/json-depth';
import { INTERNAL_SECRET } from '../internal/internal-calls';
import { createLogger, type Logger } from '../logging/logger';
import { requestLogger } from '../logging/request-logger';
import { instrumentHttp } from '../metrics/http-metrics';
import { Metrics } from '../metrics/metrics';
import { listenForMetrics } from '../metrics/metrics-server';
import { claimEmbeddedDatabase } from './data-dir-lock';
import { leaveInternalSecret } from './internal-secret-file';
import { PlatformModule } from '../platform.module';
import { checkDeployment, checkProduction, SERVICE_AREAS } from './deployment';
import type { Target } from './target';

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

export interface RunningApp {
  app: NestFastifyApplication;
  config: Config;
  url: string;
  /** Where Prometheus scrapes this process: on `url`, or on METRICS_PORT when set. */
  metricsUrl: string;
  close(): Promise<void>;
}

/** JSON bodies above this are refused with 413 before any handler runs. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Nest's own messages go to the same pino logger as everything else. */
function nestLogger(logger: Logger): LoggerService {
  const line = (level: 'info' | 'warn' | 'error' | 'debug' | 'trace') => (message: unknown, ...rest: unknown[]) =>
    logger[level]({ context: rest.at(-1) }, String(message));
  return { log: line('info'), warn: line('warn'), error: line('error'), debug: line('debug'), verbose: line('trace') };
}

/**
 * Helmet's security headers for this policy, worked out once: they do not depend on the request, and running the
 * middleware on every request set each header on the raw response, the slow path of Node's header handling.
 */
const SECURITY_HEADERS: Record<string, string> = (() => {
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)), removeHeader: () => undefined };
  helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'script-src': ["'self'", 'https://js.stripe.com'],
        'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        'connect-src': ["'self'", 'https://api.stripe.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
})();

/** Starts one process hosting the given targets with the platform started once (DESIGN §2). */
export async function bootstrap(targets: Target[], env: NodeJS.ProcessEnv = process.env): Promise<RunningApp> {
  const config = loadConfig(env);
  checkDeployment(config, targets.map((target) => target.name));
  checkProduction(config, targets.map((target) => target.name));
  const logger = createLogger(config);
  const hosted = targets.map((target) => target.name);
  // The areas whose database this process opens: its services', and the platform's for sessions without Redis.
  const areas = [...SERVICE_AREAS.filter((area) => hosted.includes(area)), ...(config.REDIS_URL ? [] : ['platform' as const])];
  const release = await claimEmbeddedDatabase(config, new DatabaseHost(config), areas);
  try {
    return await start(targets, config, logger, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function start(targets: Target[], config: Config, logger: Logger, release: () => void): Promise<RunningApp> {
  @Module({ imports: [PlatformModule.forRoot(config, logger, targets.map((target) => target.name)), ...targets.map((target) => target.module)] })
  class PresentlyModule {}

  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // A line per request only when debugging; errors are logged by the exception filter either way.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace' }),
    bodyLimit: BODY_LIMIT_BYTES,
    // The edge trusts one proxy in front of it, when told to: the address that proxy saw is the last X-Forwarded-For
    // entry, and anything left of it is the client's own claim (trusting that would let one address pass as many and
    // slip past per-address sign-in limits). A service without the gateway is reached only through it, which
    // forwards the visitor's address and protocol: that one hop is trusted.
    trustProxy: targets.some((target) => target.name === 'gateway') ? (config.TRUST_PROXY ? 1 : false) : 1,
    // A caller's (or the gateway's) request id is kept when it is a short plain token; anything else, which would be
    // echoed back and written to every log line, is replaced with a fresh one.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Each request's logger becomes pino's child only when something logs through it (2–4 µs a request saved).
    childLoggerFactory: requestLogger,
    // No Nest middleware is used (hooks do that work), so @fastify/middie's onRequest hook would only walk an empty chain.
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(PresentlyModule, adapter, {
    logger: nestLogger(logger),
    abortOnError: false,
  });
  await app.register(fastifyCookie);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    done();
  });
  const metrics = app.get(Metrics);
  instrumentHttp(fastify, metrics);
  for (const target of targets) await target.configure?.(app);
  await app.init();
  // After init, where Nest has registered its body parsers: JSON is then read by Fastify's own parser behind a depth check.
  refuseDeepJson(fastify);
  await app.listen(config.PORT, config.HOST);
  // After listening, and without waiting for the consumers to join their groups (seconds, far more while the broker
  // is slow or away): the process answers at once, /healthz never asks the broker, and /readyz says when they joined.
  await app.get<EventBus>(EVENT_BUS).start();
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await listenForMetrics(metrics, config.METRICS_PORT, config.HOST).catch(async (error: unknown) => {
          await app.close();
          throw error;
        });

  // Once it answers: the operator's command finds a made-up secret only while the app can take its call.
  const forgetSecret = config.INTERNAL_SECRET ? () => undefined : leaveInternalSecret(config, app.get<string>(INTERNAL_SECRET), logger);
  process.once('exit', forgetSecret);

  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info({ targets: targets.map((target) => target.name), url }, `Presently is ready at ${url}`);
  const running: RunningApp = {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: metricsServer?.url ?? `http://127.0.0.1:${port}/metrics`,
    close: async () => {
      for (const [signal, onSignal] of onSignals) process.removeListener(signal, onSignal);
      await metricsServer?.close();
      forgetSecret();
      process.removeListener('exit', forgetSecret);
      await app.close();
      release();
    },
  };
  // A stop signal closes the app as close() does, the data directory released last, then ends the process as the
  // signal asks. (Nest's own shutdown hooks re-raise the signal before 'exit' could release the directory.)
  const onSignals = (['SIGTERM', 'SIGINT'] as const).map((signal) => [signal, () => void running.close().finally(() => process.kill(process.pid, signal))] as const);
  for (const [signal, onSignal] of onSignals) process.once(signal, onSignal);
  return running;
}
