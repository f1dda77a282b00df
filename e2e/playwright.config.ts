import { defineConfig, type Project } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Browser journeys against the real all-in-one app, started the way a user starts it (`npm start`) on its own port
 * with a fresh data directory per run. `E2E_SCREENSHOTS=1` runs e2e/screenshots.ts instead of the journeys.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const screenshots = process.env.E2E_SCREENSHOTS === '1';

// The runner makes the directory once; its workers inherit the variable, so they do not make one each.
// A directory given from outside is kept after the run, for looking into the database or the e-mail outbox.
const keepData = !!process.env.E2E_DATA_DIR && process.env.E2E_DATA_DIR_OWNED !== '1';
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'presently-e2e-'));
  process.env.E2E_DATA_DIR_OWNED = '1';
}
const dataDir = process.env.E2E_DATA_DIR;

// Debian's chromium: Playwright cannot download its own browsers on these machines.
const chromium: Project['use'] = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-dev-shm-usage',
    ],
  },
};

/**
 * A touch phone 375 px wide (an iPhone's width). It runs the journeys tagged @phone (those of issue 17's points,
 * which run on the desktop too) and @phone-only (about the phone's own layout): the rest is the same on any screen,
 * and running everything twice would add minutes to CI for little.
 */
const phone: Project['use'] = { ...chromium, viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: '.',
  // One folder per port: a run clears its folder as it starts, and CI runs two shards at once (scripts/test.sh).
  outputDir: `results/${port}`,
  // One journey at a time per shard: a journey alone keeps a core about half busy, but two side by side (tried as three
  // shards of two workers) left the jest suites beside them so little that CI ran longer and their processes timed out.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey is a whole flow of dozens of steps, and CI runs it beside the jest suites on two cores: the longest
  // took 20 s alone and 32 s there. A stuck step is caught by its own 10 s expect timeout either way.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // The journeys check what the app does, not how it moves: with motion reduced (which the app honours) every dialog
    // and toast is in place at once, instead of each click waiting for an entrance to finish, and the accessibility checks
    // read colours at rest.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: screenshots
    ? [{ name: 'screenshots', testMatch: 'screenshots.ts', timeout: 180_000, use: chromium }]
    : [
        { name: 'desktop', testMatch: 'journeys/**/*.spec.ts', grepInvert: /@phone-only/, use: chromium },
        { name: 'phone', testMatch: 'journeys/**/*.spec.ts', grep: /@phone/, use: phone },
      ],
  webServer: {
    // On SIGTERM the app closes its embedded database; then the shell removes the run's data directory.
    // `nx run e2e:test` has built everything first (its dependsOn): building again from here would have Nx restore dist/
    // from its cache while other suites of the same run start processes from it.
    command: `${keepData ? '' : `trap 'rm -rf "$DATA_DIR"' EXIT; trap 'exit 143' TERM INT; `}${process.env.E2E_BUILT === '1' ? '' : 'npm run build --silent && '}node dist/gateway/src/main.js`,
    cwd: resolve(__dirname, '..'),
    url: `${baseURL}/healthz`,
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NX_DAEMON: 'false', NX_TUI: 'false' },
    reuseExistingServer: false,
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
