import type { Redis } from 'ioredis';
import { hashSessionId, isWellFormedSessionId, newSessionId, type Session, type SessionStore } from './session-store';

/**
 * Sessions in Redis: `presently:session:<hash>` holds the user id with the session's expiry, and
 * `presently:user-sessions:<userId>` lists a user's hashes so all of them can be ended at once.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlDays: number,
  ) {}

  private key = (hash: string) => `presently:session:${hash}`;
  private userKey = (userId: number) => `presently:user-sessions:${userId}`;

  async create(userId: number): Promise<Session> {
    const id = newSessionId();
    const hash = hashSessionId(id);
    const ttlSeconds = this.ttlDays * 86400;
    await this.redis
      .multi()
      .set(this.key(hash), String(userId), 'EX', ttlSeconds)
      .sadd(this.userKey(userId), hash)
      .expire(this.userKey(userId), ttlSeconds)
      .exec();
    return { id, userId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
  }

  async find(id: string): Promise<Session | null> {
    if (!isWellFormedSessionId(id)) return null;
    const key = this.key(hashSessionId(id));
    const [[, userId], [, ttl]] = (await this.redis.multi().get(key).pttl(key).exec()) as [
      [unknown, string | null],
      [unknown, number],
    ];
    if (userId === null) return null;
    return { id, userId: Number(userId), expiresAt: new Date(Date.now() + Math.max(ttl, 0)) };
  }

  async destroy(id: string): Promise<void> {
    const hash = hashSessionId(id);
    const userId = await this.redis.get(this.key(hash));
    const tx = this.redis.multi().del(this.key(hash));
    if (userId !== null) tx.srem(this.userKey(Number(userId)), hash);
    await tx.exec();
  }

  async destroyAllForUser(userId: number, except?: string): Promise<void> {
    const keep = except ? hashSessionId(except) : undefined;
    const hashes = (await this.redis.smembers(this.userKey(userId))).filter((hash) => hash !== keep);
    if (hashes.length === 0) return;
    await this.redis
      .multi()
      .del(...hashes.map(this.key))
      .srem(this.userKey(userId), ...hashes)
      .exec();
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {}
}
