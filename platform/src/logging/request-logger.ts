import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from 'pino';

type Log = (...args: unknown[]) => void;

/**
 * A request's logger (`request.log`), which becomes pino's child with the request id the first time something logs
 * through it. Fastify makes one for every request, and pino's child costs 2–4 µs: its bindings go through the
 * redaction of every `*.field` path (logger.ts) when the child is made. Request lines are off unless debugging, so
 * most requests never log and never pay for it; a line that is written is the same as the child's.
 */
export class RequestLogger {
  private logger: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.logger ??= this.parent.child(this.bindings));
  }

  get level(): LevelWithSilentOrString {
    return (this.logger ?? this.parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.real.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.real.fatal as Log)(...args);
  }

  error(...args: unknown[]): void {
    (this.real.error as Log)(...args);
  }

  warn(...args: unknown[]): void {
    (this.real.warn as Log)(...args);
  }

  info(...args: unknown[]): void {
    (this.real.info as Log)(...args);
  }

  debug(...args: unknown[]): void {
    (this.real.debug as Log)(...args);
  }

  trace(...args: unknown[]): void {
    (this.real.trace as Log)(...args);
  }

  silent(...args: unknown[]): void {
    (this.real.silent as Log)(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the route's options are the server's own (no route sets a level of its own). */
export const requestLogger = (parent: FastifyBaseLogger, bindings: Bindings): FastifyBaseLogger => new RequestLogger(parent, bindings) as unknown as FastifyBaseLogger;
