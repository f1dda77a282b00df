import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/config';
import type { Logger } from '../logging/logger';

/**
 * Where a process that made up its own internal secret (one process, no INTERNAL_SECRET) leaves it for the operator's
 * command, so `npm run admin` reaches the running app with nothing but its DATA_DIR. Only the owner may read it, and
 * it sits beside the embedded database, which holds far more than the secret guards.
 */
export const internalSecretFile = (config: Pick<Config, 'DATA_DIR'>) => join(config.DATA_DIR, 'internal-secret');

/** Writes the secret for as long as the process runs; returns what removes it. */
export function leaveInternalSecret(config: Pick<Config, 'DATA_DIR'>, secret: string, logger: Logger): () => void {
  const file = internalSecretFile(config);
  try {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    // A file left by an earlier run keeps its old mode through writeFileSync.
    chmodSync(file, 0o600);
  } catch (error) {
    // The app runs without it; only the operator's command cannot reach it.
    logger.warn({ file, error: error instanceof Error ? error.message : String(error) }, 'Cannot write the internal secret for `npm run admin`; set INTERNAL_SECRET to use it');
    return () => undefined;
  }
  return () => rmSync(file, { force: true });
}

/** The secret a running all-in-one process left in DATA_DIR, if any. */
export function readInternalSecret(config: Pick<Config, 'DATA_DIR'>): string | undefined {
  try {
    return readFileSync(internalSecretFile(config), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
