import { Pool } from 'pg';
import { type SqlDriver, type SqlSession, TRY_LOCK_SQL, UNLOCK_SQL } from './sql-driver';

/** A database server's driver; loaded only when an area names one (DATABASE_URL…), so PGlite alone starts lighter. */
export class PostgresDriver implements SqlDriver {
  readonly pool: Pool;

  constructor(readonly connectionString: string) {
    this.pool = new Pool({ connectionString, max: 4, connectionTimeoutMillis: 5000 });
    // A connection dropped while idle (a server restart) is replaced on next use; /readyz reports the outage.
    this.pool.on('error', () => undefined);
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    return (await this.pool.query(sql, params)).rows as Row[];
  }

  async execute(sql: string, params: unknown[] = []): Promise<number> {
    return (await this.pool.query(sql, params)).rowCount ?? 0;
  }

  async exec(script: string): Promise<void> {
    await this.pool.query(script);
  }

  async transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
        execute: async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rowCount ?? 0,
        exec: async (script: string) => void (await client.query(script)),
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Holds a connection of its own for the lock, so the lock ends with it: a runner that crashes or loses the
   * server frees it for another replica.
   */
  async whileLocked(key: string, work: () => Promise<void>): Promise<boolean> {
    const client = await this.pool.connect();
    // A connection that failed is closed rather than pooled: whatever lock it might still hold goes with it.
    let failed = false;
    const query = (sql: string) =>
      client.query<{ locked: boolean }>(sql, [key]).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    try {
      const { rows } = await query(TRY_LOCK_SQL);
      if (!rows[0].locked) return false;
      try {
        await work();
      } finally {
        await query(UNLOCK_SQL);
      }
      return true;
    } finally {
      client.release(failed);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
