import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';

export interface RateLimit {
  /** Spends one point for the key, or refuses with 429 and the message. */
  consume(key: string): Promise<void>;
  /** Refuses with 429 and the message while the key has no points left, spending none. */
  check(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Named limits with counters in this process, or in Redis (REDIS_URL) so every replica shares them. */
export class RateLimits {
  constructor(private readonly redis?: Redis) {}

  define(name: string, points: number, durationSeconds: number, message: (retryAfterSeconds: number) => string): RateLimit {
    const options = { keyPrefix: `presently:rl:${name}`, points, duration: durationSeconds };
    const limiter: RateLimiterAbstract = this.redis
      ? new RateLimiterRedis({ ...options, storeClient: this.redis })
      : new RateLimiterMemory(options);
    const refuse = (msBeforeNext: number) => tooManyRequests(message(Math.ceil(msBeforeNext / 1000)));
    return {
      async consume(key) {
        try {
          await limiter.consume(key);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) throw refuse(rejection.msBeforeNext);
          throw rejection;
        }
      },
      async check(key) {
        const spent = await limiter.get(key);
        if (spent && spent.consumedPoints >= points) throw refuse(spent.msBeforeNext);
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  }
}
