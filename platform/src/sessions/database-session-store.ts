import { addDays } from 'date-fns/addDays';
import type { SqlDriver } from '../database/sql-driver';
import { hashSessionId, isWellFormedSessionId, newSessionId, type Session, type SessionStore } from './session-store';

interface SessionRow {
  user_id: number;
  expires_at: Date;
}

/** How many recently used sessions stay in memory. */
const CACHE_SIZE = 10_000;

/**
 * The embedded session store: a table in the platform schema of the process's database, with the sessions in use
 * cached in memory. The embedded database belongs to one process, which also makes every change to its sessions,
 * so the cache cannot go stale; it spares the embedded database a read on every request.
 */
export class DatabaseSessionStore implements SessionStore {
  private readonly cache = new Map<string, Session>();

  constructor(
    private readonly sql: SqlDriver,
    private readonly ttlDays: number,
  ) {}

  private remember(session: Session): Session {
    this.cache.delete(session.id);
    this.cache.set(session.id, session);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return session;
  }

  async create(userId: number): Promise<Session> {
    const id = newSessionId();
    const expiresAt = addDays(new Date(), this.ttlDays);
    await this.sql.query('INSERT INTO platform.sessions (id_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      hashSessionId(id),
      userId,
      expiresAt,
    ]);
    return this.remember({ id, userId, expiresAt });
  }

  async find(id: string): Promise<Session | null> {
    if (!isWellFormedSessionId(id)) return null;
    const cached = this.cache.get(id);
    if (cached) {
      if (cached.expiresAt > new Date()) return cached;
      this.cache.delete(id);
      return null;
    }
    const [row] = await this.sql.query<SessionRow>(
      'SELECT user_id, expires_at FROM platform.sessions WHERE id_hash = $1 AND expires_at > now()',
      [hashSessionId(id)],
    );
    return row ? this.remember({ id, userId: row.user_id, expiresAt: new Date(row.expires_at) }) : null;
  }

  async destroy(id: string): Promise<void> {
    this.cache.delete(id);
    await this.sql.query('DELETE FROM platform.sessions WHERE id_hash = $1', [hashSessionId(id)]);
  }

  async destroyAllForUser(userId: number, except?: string): Promise<void> {
    for (const [id, session] of this.cache) if (session.userId === userId && id !== except) this.cache.delete(id);
    await this.sql.query('DELETE FROM platform.sessions WHERE user_id = $1 AND id_hash <> $2', [
      userId,
      except ? hashSessionId(except) : '',
    ]);
  }

  async ping(): Promise<void> {
    await this.sql.query('SELECT 1');
  }

  async close(): Promise<void> {}
}
