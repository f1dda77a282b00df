import { Pool } from 'pg';
import type { SqlDriver, SqlSession } from './sql-driver';

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

  async close(): Promise<void> {
    await this.pool.end();
  }
}
