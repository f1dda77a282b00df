import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';

export interface RateLimit {
  /** Spends one point for the key, or refuses with 429 and the message. */
  consume(key: string): Promise<void>;
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
    return {
      async consume(key) {
        try {
          await limiter.consume(key);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) throw tooManyRequests(message(Math.ceil(rejection.msBeforeNext / 1000)));
          throw rejection;
        }
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  }
}
