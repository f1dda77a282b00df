import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createEmbeddedCluster } from '../database/database-host';

/** The embedded PostgreSQL's version: a cluster made by one PGlite is copied only for that one. */
function pgliteVersion(): string {
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A test's data directory. With `embedded` (a test on PGlite, not on a PostgreSQL server), its embedded database is
 * already created as the app's first start leaves it: creating a cluster (initdb) takes seconds of CPU and the suites
 * start dozens of apps, while copying one made once per machine and PGlite version takes a tenth of a second. The
 * first start itself is tested where it is the subject (database-host.spec, the start-up benchmark).
 */
export async function testDataDir(prefix: string, embedded = true): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  if (!embedded) return dataDir;
  const template = join(tmpdir(), `presently-embedded-cluster-${pgliteVersion()}`);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const making = mkdtempSync(`${template}-making-`);
    await createEmbeddedCluster(making);
    try {
      renameSync(making, template);
    } catch {
      // Another test process made it first: theirs is as good.
      rmSync(making, { recursive: true, force: true });
    }
  }
  cpSync(template, join(dataDir, 'db'), { recursive: true });
  return dataDir;
}
