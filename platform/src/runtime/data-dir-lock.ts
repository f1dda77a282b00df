import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lock, unlockSync } from 'proper-lockfile';
import type { Config } from '../config/config';
import type { DatabaseArea, DatabaseHost } from '../database/database-host';

/**
 * How old a claim may grow before another process may take it: its holder renews it every half of this, so only a
 * process that is gone (killed, or its machine lost) leaves one that old. A lock directory rather than a pid file:
 * a pid says nothing across containers sharing a volume, and in a container is often our own.
 */
const STALE_MS = 10_000;

export const dataDirLockOf = (config: Pick<Config, 'DATA_DIR'>) => join(config.DATA_DIR, 'presently.lock');

/**
 * Claims the data directory for this process when one of the database areas it uses is embedded (PGlite allows one
 * process per directory); resolves with the release. A claim left by a process that was killed lapses after
 * STALE_MS, so a start right after one waits that long; a live holder's claim never lapses, and the start fails.
 * The claim is released on exit too. A service in its own process on its DATABASE_URL_<AREA> claims nothing.
 */
export async function claimEmbeddedDatabase(
  config: Pick<Config, 'DATA_DIR'>,
  databases: DatabaseHost,
  areas: DatabaseArea[],
  staleMs = STALE_MS,
): Promise<() => void> {
  if (areas.every((area) => databases.urlOf(area))) return () => undefined;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const options = { lockfilePath: dataDirLockOf(config), realpath: false };
  try {
    await lock(config.DATA_DIR, {
      ...options,
      stale: staleMs,
      // Once a second past the time a dead holder's claim takes to lapse.
      retries: { retries: Math.ceil(staleMs / 1000) + 1, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      onCompromised: (error) => {
        throw new Error(`Lost the claim on ${config.DATA_DIR} (${error.message}); another process may have taken it, so this one stops.`);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    throw new Error(`Another Presently process is using ${config.DATA_DIR}; stop it or choose another DATA_DIR.`);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unlockSync(config.DATA_DIR, options);
  };
}
