import { loadConfig } from '@presently/platform';
import argon2 from 'argon2';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register, round, startPresently, warmedLoad, type BenchResult } from './bench';

const CONNECTIONS = 8;
/** More users than connections: each user has at most one sign-in in flight, far from the 10-per-15-minutes limit. */
const USERS = 2 * CONNECTIONS;
const PASSWORD = 'bench-password';

/**
 * POST /api/login through the built all-in-one app at the production password-hashing cost (the configuration's
 * defaults, passed explicitly so the caller's environment cannot lower them), beside the bare cost of the same
 * argon2id verification in this process with as many in flight, measured in the same run. Sign-ins rotate over
 * several users so the per-name-and-address limit never answers 429; any answer but 200 fails the run.
 */
export default async function loginBench(): Promise<BenchResult[]> {
  const { ARGON2_MEMORY_KIB, ARGON2_TIME_COST } = loadConfig({});
  const cost = `m=${ARGON2_MEMORY_KIB} KiB, t=${ARGON2_TIME_COST}, p=1`;
  const bare = await verifications({ memoryCost: ARGON2_MEMORY_KIB, timeCost: ARGON2_TIME_COST });

  const dataDir = mkdtempSync(join(tmpdir(), 'presently-bench-login-'));
  try {
    const app = await startPresently({ DATA_DIR: dataDir, ARGON2_MEMORY_KIB: String(ARGON2_MEMORY_KIB), ARGON2_TIME_COST: String(ARGON2_TIME_COST) });
    try {
      const usernames = Array.from({ length: USERS }, (_, index) => `signin${index}`);
      for (const username of usernames) await register(app.url, username, PASSWORD);
      const bodies = usernames.map((username) => JSON.stringify({ username, password: PASSWORD }));
      let next = 0;
      const options = {
        url: `${app.url}/api/login`,
        connections: CONNECTIONS,
        requests: [{ method: 'POST' as const, headers: { 'content-type': 'application/json' }, setupRequest: (request: object) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
      };
      const measured = await warmedLoad({ ...options, seconds: 5 }, () => fetch(options.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[0] }));
      if (measured.errors || measured.non2xx) {
        throw new Error(`login answered ${measured.non2xx} non-2xx and ${measured.errors} errors: ${JSON.stringify(measured.statusCodes)}`);
      }
      return [
        { name: `login: sign-ins/s (argon2id ${cost}, ${CONNECTIONS} connections)`, value: round(measured.requestsPerSecond), unit: 'logins/s', target: 'reported', pass: true },
        { name: `login: p99 latency at ${CONNECTIONS} connections`, value: measured.p99, unit: 'ms', target: 'reported', pass: true },
        { name: 'login: p50 latency', value: measured.p50, unit: 'ms', target: 'reported', pass: true },
        { name: 'login vs bare argon2id verification (ratio of rates)', value: round(measured.requestsPerSecond / bare.perSecond, 3), unit: '×', target: 'reported', pass: true },
        { name: `login: bare argon2id verifications/s (${CONNECTIONS} in flight)`, value: round(bare.perSecond), unit: 'verifications/s', target: 'baseline', pass: true },
        { name: 'login: bare argon2id verification, mean time alone', value: round(bare.aloneMs, 1), unit: 'ms', target: 'baseline', pass: true },
      ];
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The floor of a sign-in: argon2id verifications of one hash at this cost, one at a time (its time alone) and
 * then CONNECTIONS at once for three seconds (its rate on libuv's thread pool, which the app uses too).
 */
async function verifications(cost: { memoryCost: number; timeCost: number }): Promise<{ perSecond: number; aloneMs: number }> {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, parallelism: 1, ...cost });
  let start = performance.now();
  for (let i = 0; i < 10; i++) await argon2.verify(hash, PASSWORD);
  const aloneMs = (performance.now() - start) / 10;
  let done = 0;
  start = performance.now();
  const until = start + 3000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        if (!(await argon2.verify(hash, PASSWORD))) throw new Error('argon2 rejected its own hash');
        done++;
      }
    }),
  );
  return { perSecond: done / ((performance.now() - start) / 1000), aloneMs };
}
