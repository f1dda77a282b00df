import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHost } from '../database/database-host';
import { claimEmbeddedDatabase, dataDirLockOf } from './data-dir-lock';

describe('the claim on DATA_DIR', () => {
  const config = { DATA_DIR: join(mkdtempSync(join(tmpdir(), 'presently-lock-')), 'data') };
  const embedded = { urlOf: () => undefined } as unknown as DatabaseHost;
  // The shortest lapse the lock allows, so a refused claim gives up in seconds.
  const staleMs = 2000;
  afterAll(() => rmSync(config.DATA_DIR, { recursive: true, force: true }));

  it('refuses a second process on the same directory with a clear message, and lets the next one in once released', async () => {
    const release = await claimEmbeddedDatabase(config, embedded, ['auth'], staleMs);
    expect(existsSync(dataDirLockOf(config))).toBe(true);
    await expect(claimEmbeddedDatabase(config, embedded, ['auth'], staleMs)).rejects.toThrow(
      `Another Presently process is using ${config.DATA_DIR}; stop it or choose another DATA_DIR.`,
    );
    release();
    expect(existsSync(dataDirLockOf(config))).toBe(false);
    (await claimEmbeddedDatabase(config, embedded, ['auth'], staleMs))();
  });

  it('takes over the claim of a process that was killed once it has lapsed', async () => {
    mkdirSync(dataDirLockOf(config));
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(dataDirLockOf(config), longAgo, longAgo);
    const release = await claimEmbeddedDatabase(config, embedded, ['auth'], staleMs);
    release();
    expect(existsSync(dataDirLockOf(config))).toBe(false);
  });

  it('claims nothing for a process whose databases are all servers', async () => {
    const servers = { urlOf: () => 'postgres://db/presently' } as unknown as DatabaseHost;
    await claimEmbeddedDatabase({ DATA_DIR: join(config.DATA_DIR, 'unused') }, servers, ['auth']);
    expect(existsSync(join(config.DATA_DIR, 'unused'))).toBe(false);
  });
});
