import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/config';
import type { DatabaseArea, DatabaseHost } from '../database/database-host';

const pidFile = (config: Pick<Config, 'DATA_DIR'>) => join(config.DATA_DIR, 'presently.pid');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The data directories this process has claimed and not yet released. */
const claimedHere = new Set<string>();

/**
 * The pid of a live process holding the embedded database, if any. PGlite allows one process per directory. A file
 * left by a process that was killed names a pid that may be in use again, in a container often our own: our own pid
 * holds it only when this process claimed it.
 */
export function embeddedDatabaseOwner(config: Pick<Config, 'DATA_DIR'>, databases: DatabaseHost): number | undefined {
  const file = pidFile(config);
  if (databases.mode !== 'embedded' || !existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  if (pid === process.pid) return claimedHere.has(file) ? pid : undefined;
  return alive(pid) ? pid : undefined;
}

/**
 * Marks the data directory as this process's when one of the database areas it uses is embedded; returns the
 * release. A service in its own process on its DATABASE_URL_<AREA> claims nothing.
 */
export function claimEmbeddedDatabase(config: Pick<Config, 'DATA_DIR'>, databases: DatabaseHost, areas: DatabaseArea[]): () => void {
  if (areas.every((area) => databases.urlOf(area))) return () => undefined;
  const owner = embeddedDatabaseOwner(config, databases);
  if (owner) throw new Error(`Another Presently process (pid ${owner}) is using ${config.DATA_DIR}; stop it or choose another DATA_DIR.`);
  const file = pidFile(config);
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, String(process.pid));
  claimedHere.add(file);
  return () => {
    claimedHere.delete(file);
    rmSync(file, { force: true });
  };
}
