import { PGlite } from '@electric-sql/pglite';
import type { PrismaPg } from '@prisma/adapter-pg';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { Config } from '../config/config';
import { withoutPassword } from '../runtime/deployment';
import { applyMigrations } from './migrations';
import { PGliteDriver, type SqlDriver } from './sql-driver';

/** A database area: each service's own, plus the platform's (sessions, locks). */
export type DatabaseArea = 'auth' | 'gifts' | 'billing' | 'occasions' | 'platform';

/**
 * How long a transaction may wait for a connection and then run. Prisma's defaults (2 s and 5 s) are short for a busy
 * two-core machine, where a registration answered 500 once while everything ran at once; a slow answer is better than
 * a lost one, and together these stay within the gateway's 15 s limit for a service (SERVICE_TIMEOUT_SECONDS).
 */
const TRANSACTION_LIMITS = { maxWait: 5_000, timeout: 10_000 };

export type PrismaClientClass<Client> = new (options: { adapter: PrismaPg | PrismaPGlite; transactionOptions?: { maxWait?: number; timeout?: number } }) => Client;

/**
 * Where each area keeps its data. Embedded: one PGlite under $DATA_DIR/db with a PostgreSQL schema per area
 * (one WASM instance starts in a fraction of a second and costs a quarter of the memory of four, and the schema
 * boundary keeps the services apart). Server: DATABASE_URL_<AREA>, else DATABASE_URL, each area in its own schema.
 */
export class DatabaseHost {
  private readonly drivers = new Map<string, SqlDriver>();
  private readonly closers: (() => Promise<void>)[] = [];
  private embedded?: Promise<PGlite>;

  constructor(private readonly config: Pick<Config, 'DATA_DIR'> & Partial<Record<`DATABASE_URL${string}`, string>>) {}

  /** The server URL an area uses, or undefined when it lives in the embedded database. */
  urlOf(area: DatabaseArea): string | undefined {
    const key = `DATABASE_URL_${area.toUpperCase()}` as const;
    return this.config[key] ?? this.config.DATABASE_URL;
  }

  /** The variable that names an area's database, for messages. */
  variableOf(area: DatabaseArea): string {
    const key = `DATABASE_URL_${area.toUpperCase()}` as const;
    return this.config[key] ? key : 'DATABASE_URL';
  }

  get mode(): 'embedded' | 'server' {
    return this.urlOf('auth') ? 'server' : 'embedded';
  }

  async driver(area: DatabaseArea): Promise<SqlDriver> {
    const url = this.urlOf(area);
    const key = url ?? 'embedded';
    let driver = this.drivers.get(key);
    if (!driver) {
      driver = url ? new (await import('./postgres-driver')).PostgresDriver(url) : new PGliteDriver(await this.pglite());
      this.drivers.set(key, driver);
    }
    return driver;
  }

  /** Migrates a service's schema (`serviceMigrations`), then opens its Prisma client. */
  async open<Client>(area: DatabaseArea, ClientClass: PrismaClientClass<Client>, migrationsDirs: string[]): Promise<Client> {
    await this.migrate(area, migrationsDirs);
    const url = this.urlOf(area);
    // A server's adapter, like its driver, is loaded only when one is named.
    const adapter = url ? new (await import('@prisma/adapter-pg')).PrismaPg({ connectionString: url, max: 10 }) : new PrismaPGlite(await this.pglite());
    return new ClientClass({ adapter, transactionOptions: TRANSACTION_LIMITS });
  }

  /** Applies an area's migrations; a database server that does not answer stops start-up, naming its variable. */
  async migrate(area: DatabaseArea, migrationsDirs: string[]) {
    const driver = await this.driver(area);
    const url = this.urlOf(area);
    if (url) {
      try {
        await driver.query('SELECT 1');
      } catch (error) {
        throw new Error(`Cannot reach ${this.variableOf(area)} (${withoutPassword(url)}): ${error instanceof Error ? error.message : error}`);
      }
    }
    return applyMigrations(driver, area, migrationsDirs);
  }

  /** Readiness: every database this process uses answers. */
  async ping(): Promise<void> {
    await Promise.all([...this.drivers.values()].map((driver) => driver.query('SELECT 1')));
  }

  /** Runs before the databases close: relays stop and clients disconnect first. */
  onClose(closer: () => Promise<void>): void {
    this.closers.push(closer);
  }

  async close(): Promise<void> {
    await Promise.all(this.closers.splice(0).map((closer) => closer()));
    await Promise.all([...this.drivers.values()].map((driver) => driver.close()));
    this.drivers.clear();
  }

  private pglite(): Promise<PGlite> {
    this.embedded ??= (async () => {
      const dir = join(this.config.DATA_DIR, 'db');
      mkdirSync(dir, { recursive: true });
      if (!existsSync(join(dir, 'PG_VERSION'))) await createEmbeddedCluster(dir);
      setFlagsFromString(`--wasm-tiering-budget=${EMBEDDED_WASM_TIERING_BUDGET}`);
      const db = await PGlite.create(dir);
      // Data directories created before the setting existed take it from their next start.
      await db.exec(`ALTER SYSTEM SET shared_buffers = '${EMBEDDED_SHARED_BUFFERS}'`);
      return db;
    })();
    return this.embedded;
  }
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly, and V8 recompiles a WebAssembly function with its optimising compiler
 * once it has run a while (a budget of roughly bytes executed, 1.8 million by default). PostgreSQL's own start-up
 * runs enough of its code to queue hundreds of such compilations, which kept both cores of a small machine busy for
 * the rest of the app's start: ~0.6 s of ~3.3 s to ready. Ten times the budget leaves start-up code on the baseline
 * compiler; the code that queries run again and again still gets optimised.
 */
const EMBEDDED_WASM_TIERING_BUDGET = 18_000_000;

/**
 * PostgreSQL's default of 128 MB of shared buffers is WebAssembly memory that PGlite touches and never gives back;
 * the embedded data is small and the operating system caches its files anyway. Idle memory: ~370 MB → ~290 MB.
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * Creates the embedded cluster in a child process: initdb grows PGlite's WebAssembly memory to about 850 MB, which
 * never shrinks. A worker thread's share of it stayed in this process after the worker ended (about 160 MB), while a
 * process gives all of its memory back when it exits, so the first start idles as small as any other.
 */
export async function createEmbeddedCluster(dir: string): Promise<void> {
  const script = `const { PGlite } = require(process.argv[1]);
    PGlite.create(process.argv[2]).then(async (db) => {
      await db.exec("ALTER SYSTEM SET shared_buffers = '${EMBEDDED_SHARED_BUFFERS}'");
      await db.close();
    });`;
  try {
    await promisify(execFile)(process.execPath, ['-e', script, require.resolve('@electric-sql/pglite'), dir]);
  } catch (error) {
    throw new Error(`Could not create the embedded database in ${dir}: ${error instanceof Error ? error.message : error}`);
  }
}
