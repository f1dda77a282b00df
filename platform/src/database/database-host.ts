import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { Config } from '../config/config';
import { withoutPassword } from '../runtime/deployment';
import { repoPath } from '../runtime/repo-path';
import { applyMigrations } from './migrations';
import { PGliteDriver, PostgresDriver, type SqlDriver } from './sql-driver';

/** A database area: each service's own, plus the platform's (sessions, locks). */
export type DatabaseArea = 'auth' | 'gifts' | 'billing' | 'occasions' | 'platform';

export type PrismaClientClass<Client> = new (options: { adapter: PrismaPg | PrismaPGlite }) => Client;

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
      driver = url ? new PostgresDriver(url) : new PGliteDriver(await this.pglite());
      this.drivers.set(key, driver);
    }
    return driver;
  }

  /** Migrates a service's schema (its own migrations plus the outbox tables), then opens its Prisma client. */
  async open<Client>(area: DatabaseArea, ClientClass: PrismaClientClass<Client>, migrationsDir: string): Promise<Client> {
    await this.migrate(area, [repoPath('platform/migrations/service'), migrationsDir]);
    const url = this.urlOf(area);
    const adapter = url ? new PrismaPg({ connectionString: url, max: 10 }) : new PrismaPGlite(await this.pglite());
    return new ClientClass({ adapter });
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
      return PGlite.create(dir);
    })();
    return this.embedded;
  }
}
