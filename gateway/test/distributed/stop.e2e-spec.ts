import { freePort } from '@presently/platform/testing';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PresentlyProcess } from './processes';

jest.setTimeout(90_000);

// The built all-in-one process, as `npm start` runs it and as a container's stop signal reaches it.
describe('an all-in-one process told to stop', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-stop-'));
  const pidFile = join(dataDir, 'presently.pid');
  const start = async (timeoutMs?: number) => new PresentlyProcess('all', { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, await freePort()).start(timeoutMs);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('closes its embedded database and releases DATA_DIR on SIGTERM, and a stale claim does not block the next start', async () => {
    const first = await start(60_000);
    expect(existsSync(pidFile)).toBe(true);
    await first.stop();
    expect(existsSync(pidFile)).toBe(false);

    // Killed before it could release: the file names a pid that is dead, or reused (in a container, often our own).
    const second = await start();
    await second.kill();
    expect(readFileSync(pidFile, 'utf8')).toMatch(/^\d+$/);
    const third = await start();
    expect((await fetch(`${third.url}/readyz`)).status).toBe(200);
    await third.stop();
    expect(existsSync(pidFile)).toBe(false);
  });
});
