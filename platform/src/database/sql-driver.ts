import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';

/** Plain SQL on one database, for the platform's own tables and for migrations; product code uses Prisma. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs one statement and returns how many rows it changed. */
  execute(sql: string, params?: unknown[]): Promise<number>;
  exec(script: string): Promise<void>;
}

export interface SqlDriver extends SqlSession {
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class PGliteDriver implements SqlDriver {
  constructor(readonly pglite: PGlite) {}

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    return (await this.pglite.query<Row>(sql, params)).rows;
  }

  async execute(sql: string, params: unknown[] = []): Promise<number> {
    return (await this.pglite.query(sql, params)).affectedRows ?? 0;
  }

  async exec(script: string): Promise<void> {
    await this.pglite.exec(script);
  }

  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) =>
      work({
        query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows,
        execute: async (sql: string, params: unknown[] = []) => (await tx.query(sql, params)).affectedRows ?? 0,
        exec: async (script: string) => void (await tx.exec(script)),
      }),
    );
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

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
