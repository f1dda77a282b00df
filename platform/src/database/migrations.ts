import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlDriver } from './sql-driver';

export interface MigrationReport {
  applied: string[];
}

/**
 * Applies `<dir>/<timestamp>_<name>/migration.sql` of every dir in name order, each once, in one transaction under an advisory
 * lock so replicas starting together do not race. The Prisma CLI's `migrate` needs a native engine that cannot be
 * fetched here; the SQL files are the same ones it would apply.
 */
export async function applyMigrations(driver: SqlDriver, schema: string, dirs: string[]): Promise<MigrationReport> {
  const migrations = dirs
    .flatMap((dir) =>
      existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
            .map((entry) => ({ name: entry.name, file: join(dir, entry.name, 'migration.sql') }))
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  return driver.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`presently.migrations.${schema}`]);
    await tx.exec(`
      CREATE SCHEMA IF NOT EXISTS "${schema}";
      CREATE TABLE IF NOT EXISTS "${schema}"."_migrations" (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      );`);
    const done = new Map(
      (await tx.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM "${schema}"."_migrations"`)).map(
        (row) => [row.name, row.checksum],
      ),
    );
    const applied: string[] = [];
    for (const { name, file } of migrations) {
      const sql = readFileSync(file, 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = done.get(name);
      if (previous !== undefined) {
        if (previous !== checksum) throw new Error(`Migration ${schema}/${name} was changed after it was applied`);
        continue;
      }
      await tx.exec(`SET LOCAL search_path TO "${schema}";\n${sql}`);
      await tx.query(`INSERT INTO "${schema}"."_migrations" (name, checksum) VALUES ($1, $2)`, [name, checksum]);
      applied.push(name);
    }
    return { applied };
  });
}
