import { Redis } from 'ioredis';
import { repoPath } from '../runtime/repo-path';
import { databaseModes, openTestHost, type TestHost } from '../../test/databases';
import { DatabaseSessionStore } from './database-session-store';
import { RedisSessionStore } from './redis-session-store';
import { hashSessionId, type SessionStore } from './session-store';

type StoreFactory = () => Promise<{ store: SessionStore; stored: () => Promise<string[]>; cleanup(): Promise<void> }>;

const databaseStore = (mode: 'embedded' | 'postgres'): StoreFactory => async () => {
  const test: TestHost = await openTestHost(mode);
  await test.host.migrate('platform', [repoPath('platform/migrations/platform')]);
  const sql = await test.host.driver('platform');
  return {
    store: new DatabaseSessionStore(sql, 30),
    stored: async () => (await sql.query<{ id_hash: string }>('SELECT id_hash FROM platform.sessions')).map((row) => row.id_hash),
    cleanup: () => test.cleanup(),
  };
};

const redisStore: StoreFactory = async () => {
  const redis = new Redis(process.env.TEST_REDIS_URL!);
  return {
    store: new RedisSessionStore(redis, 30),
    stored: async () => (await redis.keys('presently:session:*')).map((key) => key.slice('presently:session:'.length)),
    cleanup: async () => redis.disconnect(),
  };
};

const stores: [string, StoreFactory][] = [
  ...databaseModes.map((mode): [string, StoreFactory] => [`database (${mode})`, databaseStore(mode)]),
  ...(process.env.TEST_REDIS_URL ? [['redis', redisStore] as [string, StoreFactory]] : []),
];

// Redis is shared between runs, so users get ids no other run uses.
let nextUser = Math.floor(Math.random() * 1e8);

describe.each(stores)('session store: %s', (_name, factory) => {
  let store: SessionStore;
  let stored: () => Promise<string[]>;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ store, stored, cleanup } = await factory()));
  afterEach(() => cleanup());

  it('finds a session by its id until it is destroyed', async () => {
    const userId = nextUser++;
    const session = await store.create(userId);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
    expect(await store.find(session.id)).toMatchObject({ id: session.id, userId });
    await store.destroy(session.id);
    expect(await store.find(session.id)).toBeNull();
  });

  it('gives every sign-in a new id and keeps only hashes', async () => {
    const userId = nextUser++;
    const [a, b] = [await store.create(userId), await store.create(userId)];
    expect(a.id).not.toBe(b.id);
    const kept = await stored();
    expect(kept).toContain(hashSessionId(a.id));
    expect(kept).not.toContain(a.id);
  });

  it('ends all of a user\'s sessions but the one kept, and no one else\'s', async () => {
    const [userId, otherId] = [nextUser++, nextUser++];
    const kept = await store.create(userId);
    const ended = await store.create(userId);
    const other = await store.create(otherId);
    await store.destroyAllForUser(userId, kept.id);
    expect(await store.find(kept.id)).not.toBeNull();
    expect(await store.find(ended.id)).toBeNull();
    expect(await store.find(other.id)).not.toBeNull();
    await store.destroyAllForUser(userId);
    expect(await store.find(kept.id)).toBeNull();
  });

  it('finds nothing for malformed or unknown ids', async () => {
    expect(await store.find('')).toBeNull();
    expect(await store.find("x' OR '1'='1")).toBeNull();
    expect(await store.find('A'.repeat(43))).toBeNull();
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe('database session store expiry', () => {
  it('does not find a session past its expiry', async () => {
    const test = await openTestHost('embedded');
    await test.host.migrate('platform', [repoPath('platform/migrations/platform')]);
    const sql = await test.host.driver('platform');
    const session = await new DatabaseSessionStore(sql, -1).create(1);
    expect(await new DatabaseSessionStore(sql, 30).find(session.id)).toBeNull();
    await test.cleanup();
  });
});
