import { PGlite } from '@electric-sql/pglite';

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
