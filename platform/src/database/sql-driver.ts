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
  /**
   * Runs `work` while holding the advisory lock named `key`, or returns false at once when another session holds it.
   * The lock is a session's, not a transaction's: the work runs its own transactions meanwhile.
   */
  whileLocked(key: string, work: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

export const TRY_LOCK_SQL = 'SELECT pg_try_advisory_lock(hashtext($1)) AS locked';
export const UNLOCK_SQL = 'SELECT pg_advisory_unlock(hashtext($1))';

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

  /**
   * PGlite is one session, in which advisory locks are re-entrant, and only one process opens its data directory:
   * the lock never refuses here, and the caller's own guard keeps one run per process.
   */
  async whileLocked(key: string, work: () => Promise<void>): Promise<boolean> {
    const [{ locked }] = await this.query<{ locked: boolean }>(TRY_LOCK_SQL, [key]);
    if (!locked) return false;
    try {
      await work();
    } finally {
      await this.query(UNLOCK_SQL, [key]);
    }
    return true;
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}
