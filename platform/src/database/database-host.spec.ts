import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseModes, openTestHost, type TestHost } from '../../test/databases';
import { DatabaseHost } from './database-host';

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'presently-migrations-'));
  for (const [name, sql] of Object.entries(files)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

describe.each(databaseModes)('DatabaseHost on %s', (mode) => {
  let test: TestHost;
  beforeEach(async () => (test = await openTestHost(mode)));
  afterEach(() => test.cleanup());

  it('applies each migration once, in order, inside the area schema', async () => {
    const dir = migrationsDir({
      '20260101000000_first': 'CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL);',
      '20260102000000_second': 'ALTER TABLE things ADD COLUMN colour text;',
    });
    expect(await test.host.migrate('gifts', [dir])).toEqual({ applied: ['20260101000000_first', '20260102000000_second'] });
    expect(await test.host.migrate('gifts', [dir])).toEqual({ applied: [] });

    const sql = await test.host.driver('gifts');
    await sql.query("INSERT INTO gifts.things (name, colour) VALUES ('kite', 'red')");
    expect(await sql.query('SELECT name, colour FROM gifts.things')).toEqual([{ name: 'kite', colour: 'red' }]);
    // The same table name in another area is another table.
    await test.host.migrate('billing', [dir]);
    expect(await (await test.host.driver('billing')).query('SELECT * FROM billing.things')).toEqual([]);
  });

  it('refuses a migration that changed after it was applied', async () => {
    const dir = migrationsDir({ '20260101000000_first': 'CREATE TABLE things (id serial PRIMARY KEY);' });
    await test.host.migrate('gifts', [dir]);
    writeFileSync(join(dir, '20260101000000_first', 'migration.sql'), 'CREATE TABLE other (id int);');
    await expect(test.host.migrate('gifts', [dir])).rejects.toThrow(/was changed after it was applied/);
  });

  it('rolls a failing migration back whole', async () => {
    const dir = migrationsDir({ '20260101000000_broken': 'CREATE TABLE halfway (id int); SELECT * FROM missing_table;' });
    await expect(test.host.migrate('gifts', [dir])).rejects.toThrow();
    const [row] = await (await test.host.driver('gifts')).query<{ exists: boolean }>(
      "SELECT to_regclass('gifts.halfway') IS NOT NULL AS exists",
    );
    expect(row?.exists ?? false).toBe(false);
  });

  it('answers readiness pings and reports the mode', async () => {
    await test.host.driver('auth');
    await expect(test.host.ping()).resolves.toBeUndefined();
    expect(test.host.mode).toBe(mode === 'postgres' ? 'server' : 'embedded');
  });
});

describe('DatabaseHost (embedded) across restarts', () => {
  it('keeps the data in $DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'presently-restart-'));
    const dir = migrationsDir({ '20260101000000_first': 'CREATE TABLE notes (body text);' });
    const first = new DatabaseHost({ DATA_DIR: dataDir });
    await first.migrate('occasions', [dir]);
    await (await first.driver('occasions')).query("INSERT INTO occasions.notes VALUES ('kept')");
    await first.close();

    const second = new DatabaseHost({ DATA_DIR: dataDir });
    expect(await second.migrate('occasions', [dir])).toEqual({ applied: [] });
    expect(await (await second.driver('occasions')).query('SELECT body FROM occasions.notes')).toEqual([{ body: 'kept' }]);
    await second.close();
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('DatabaseHost (PostgreSQL) with replicas starting together', () => {
    it('migrates once under the advisory lock', async () => {
      const test = await openTestHost('postgres');
      const dir = migrationsDir({ '20260101000000_first': 'CREATE TABLE once (id int);' });
      const replicas = [1, 2, 3].map(() => new DatabaseHost({ DATA_DIR: test.dataDir, DATABASE_URL: test.url }));
      const reports = await Promise.all(replicas.map((replica) => replica.migrate('gifts', [dir])));
      expect(reports.flatMap((report) => report.applied)).toEqual(['20260101000000_first']);
      await Promise.all(replicas.map((replica) => replica.close()));
      await test.cleanup();
    });
  });
}
