import 'reflect-metadata';
import { createMock, type DeepMocked } from '@golevelup/ts-jest';
import type { Type } from '@nestjs/common';
import { PARAMTYPES_METADATA, SELF_DECLARED_DEPS_METADATA } from '@nestjs/common/constants';
import { CONFIG, loadConfig, type Config } from '../../config/config';
import { LOGGER, type Logger } from '../../logging/logger';
import { RateLimits } from '../../rate-limit/rate-limits';
import { CLOCK, type Clock } from '../../runtime/clock';

type Token<T = unknown> = Type<T> | symbol | string;

/** A dependency given as it is instead of an automock: `provide(CLOCK, clock)`. */
export interface Provided<T = unknown> {
  token: Token<T>;
  value: T;
}
export function provide<T>(token: Token<T>, value: T): Provided<T> {
  return { token, value };
}

/** A clock the spec moves: a renewal due, a link an hour old, the first day of a new month. */
export interface TestClock extends Clock {
  set(at: string | Date): void;
  advance(milliseconds: number): void;
}

export function testClock(at: string | Date = '2026-11-26T10:00:00.000Z'): TestClock {
  let now = new Date(at);
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (next) => (now = new Date(next));
  clock.advance = (milliseconds) => (now = new Date(now.getTime() + milliseconds));
  return clock;
}

/** The configuration a process started with no environment at all gets, with the spec's changes. */
// The sources are TypeScript, which a worker thread cannot load: the catalog engine runs on the test's own thread.
export const testConfig = (env: Record<string, string> = {}): Config => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://presently.test', GIFT_ENGINE_THREADS: '0', ...env });

export interface TestService<T> {
  /** The service under test, built with its real constructor. */
  sut: T;
  /** The automock standing in for a dependency, by the token it is injected with. */
  mock<D>(token: Token<D>): DeepMocked<D>;
  clock: TestClock;
  config: Config;
}

/**
 * Builds a Nest service the way its module would, from its constructor's injection metadata, without a module or a
 * database: every repository, provider and client it takes is a strict automock (a call the spec did not set up
 * fails), so a spec states each thing the rule reads and checks each thing it writes. A few platform dependencies
 * are real, because the rules under test live in them or they are not worth stubbing: the clock (a `testClock`),
 * the configuration (`testConfig`), rate limits (counted in memory, so throttling is tested for real) and the
 * logger (a loose mock). `provided` replaces any of them, or gives a dependency a value of its own.
 */
export function newTestService<T>(Service: Type<T>, provided: Provided[] = []): TestService<T> {
  const given = new Map<Token, unknown>(provided.map(({ token, value }) => [token, value]));
  const clock = (given.get(CLOCK) as TestClock | undefined) ?? testClock();
  const config = (given.get(CONFIG) as Config | undefined) ?? testConfig();
  const defaults = new Map<Token, unknown>([
    [CLOCK, clock],
    [CONFIG, config],
    [RateLimits, new RateLimits()],
    [LOGGER, createMock<Logger>()],
  ]);

  const types: Token[] = Reflect.getMetadata(PARAMTYPES_METADATA, Service) ?? [];
  const declared: { index: number; param: Token }[] = Reflect.getMetadata(SELF_DECLARED_DEPS_METADATA, Service) ?? [];
  const tokens = types.map((type, index) => declared.find((entry) => entry.index === index)?.param ?? type);

  const mocks = new Map<Token, unknown>();
  const dependencies = tokens.map((token) => {
    if (given.has(token)) return given.get(token);
    if (defaults.has(token)) return defaults.get(token);
    if (token === Object || token === undefined) {
      throw new Error(`${Service.name} takes a dependency without an injection token: give it with provide()`);
    }
    const mock = createMock<object>({}, { strict: true, name: nameOf(token) });
    mocks.set(token, mock);
    return mock;
  });

  return {
    sut: new Service(...dependencies),
    mock<D>(token: Token<D>): DeepMocked<D> {
      const mock = mocks.get(token) ?? given.get(token) ?? defaults.get(token);
      if (!mock) throw new Error(`${Service.name} takes no ${nameOf(token)}`);
      return mock as DeepMocked<D>;
    },
    clock,
    config,
  };
}

const nameOf = (token: Token) => (typeof token === 'function' ? token.name : String(token));

/** For a dependency a spec builds by hand (a provider with prices, a store with data): same strictness, same typing. */
export { createMock, type DeepMocked } from '@golevelup/ts-jest';
