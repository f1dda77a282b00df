import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register, round, warmedLoad, startBareFastify, startPresently, type BenchResult, type LoadOptions } from './bench';

const CONNECTIONS = 64;
const MIN_RATIO = 0.5;
const MAX_P99_MS = 25;

/**
 * GET /api/user as the web app reads it on every page (session → auth profile, billing plan and gifts credits,
 * composed in the gateway) through the built all-in-one app, against a bare Fastify hello-world at the same 64
 * connections in the same run, each server in its own process. Targets: at least half the bare server's
 * requests a second, and p99 under 25 ms. Each is measured over five seconds after a second of warm-up.
 */
export default async function userBench(): Promise<BenchResult[]> {
  const baseline = await startBareFastify();
  const bare = await measure({ url: `${baseline.url}/hello` }).finally(() => baseline.stop());

  const dataDir = mkdtempSync(join(tmpdir(), 'presently-bench-user-'));
  try {
    const app = await startPresently({ DATA_DIR: dataDir });
    try {
      const cookie = await register(app.url, 'benchmark');
      const url = `${app.url}/api/user`;
      const measured = await measure({ url, headers: { cookie } });
      if (measured.errors || measured.non2xx) {
        const sample = await fetch(url, { headers: { cookie } });
        throw new Error(`GET /api/user answered ${measured.non2xx} non-2xx and ${measured.errors} errors, e.g. ${sample.status} ${await sample.text()}`);
      }
      const ratio = measured.requestsPerSecond / bare.requestsPerSecond;
      return [
        { name: 'user: GET /api/user vs bare Fastify (ratio of requests/s)', value: round(ratio, 3), unit: '×', target: `≥ ${MIN_RATIO}`, pass: ratio >= MIN_RATIO },
        { name: `user: GET /api/user p99 latency at ${CONNECTIONS} connections`, value: measured.p99, unit: 'ms', target: `< ${MAX_P99_MS}`, pass: measured.p99 < MAX_P99_MS },
        { name: 'user: GET /api/user requests/s (signed in, one process)', value: round(measured.requestsPerSecond), unit: 'req/s', target: 'reported', pass: true },
        { name: `user: bare Fastify GET baseline at ${CONNECTIONS} connections`, value: round(bare.requestsPerSecond), unit: 'req/s', target: 'baseline', pass: true },
        { name: 'user: bare Fastify p99 latency', value: bare.p99, unit: 'ms', target: 'baseline', pass: true },
      ];
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const measure = (options: LoadOptions) => warmedLoad({ ...options, connections: CONNECTIONS, seconds: 5 });
