import { addDays } from 'date-fns';
import type { SqlDriver } from '../database/sql-driver';
import { hashSessionId, isWellFormedSessionId, newSessionId, type Session, type SessionStore } from './session-store';

interface SessionRow {
  user_id: number;
  expires_at: Date;
}

/** The embedded session store: a table in the platform schema of the process's database. */
export class DatabaseSessionStore implements SessionStore {
  constructor(
    private readonly sql: SqlDriver,
    private readonly ttlDays: number,
  ) {}

  async create(userId: number): Promise<Session> {
    const id = newSessionId();
    const expiresAt = addDays(new Date(), this.ttlDays);
    await this.sql.query('INSERT INTO platform.sessions (id_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      hashSessionId(id),
      userId,
      expiresAt,
    ]);
    return { id, userId, expiresAt };
  }

  async find(id: string): Promise<Session | null> {
    if (!isWellFormedSessionId(id)) return null;
    const [row] = await this.sql.query<SessionRow>(
      'SELECT user_id, expires_at FROM platform.sessions WHERE id_hash = $1 AND expires_at > now()',
      [hashSessionId(id)],
    );
    return row ? { id, userId: row.user_id, expiresAt: new Date(row.expires_at) } : null;
  }

  async destroy(id: string): Promise<void> {
    await this.sql.query('DELETE FROM platform.sessions WHERE id_hash = $1', [hashSessionId(id)]);
  }

  async destroyAllForUser(userId: number, except?: string): Promise<void> {
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
