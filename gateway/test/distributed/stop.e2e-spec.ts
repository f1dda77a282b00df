import { freePort, testDataDir } from '@presently/platform/testing';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PresentlyProcess } from './processes';

jest.setTimeout(90_000);

// The built all-in-one process, as `npm start` runs it and as a container's stop signal reaches it.
describe('an all-in-one process told to stop', () => {
  let dataDir: string;
  let claim: string;
  const start = async (timeoutMs?: number) => new PresentlyProcess('all', { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, await freePort()).start(timeoutMs);
  // Its embedded database already made, as testDataDir makes it: the first start is start-up's subject, not this one's.
  beforeAll(async () => {
    dataDir = await testDataDir('presently-stop-');
    claim = join(dataDir, 'presently.lock');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('closes its embedded database and releases DATA_DIR on SIGTERM, and a stale claim does not block the next start', async () => {
    const first = await start(60_000);
    expect(existsSync(claim)).toBe(true);
    await first.stop();
    expect(existsSync(claim)).toBe(false);

    // Killed before it could release: the claim stays until it lapses, which the next start waits out.
    const second = await start();
    await second.kill();
    expect(existsSync(claim)).toBe(true);
    const third = await start(60_000);
    expect((await fetch(`${third.url}/readyz`)).status).toBe(200);
    await third.stop();
    expect(existsSync(claim)).toBe(false);
  });
});
