import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { round, startBareFastify, startWithPremiumUser, warmedLoad, type BenchResult } from './bench';

/**
 * The people of the gift evaluation (services/gifts/src/engine/evaluation/recipients.json), each connection asking
 * for them in turn: one recipient asked for again and again measured one path through the engine, not the spread
 * of people a real load brings.
 */
const recipients = (JSON.parse(readFileSync(join(__dirname, '..', 'services', 'gifts', 'src', 'engine', 'evaluation', 'recipients.json'), 'utf8')) as { info: unknown }[]).map(
  ({ info }) => JSON.stringify(info),
);

/**
 * Catalog-engine suggestions through the all-in-one app started as the README starts it (`NODE_ENV=production`,
 * default logging; a premium user, so credits do not run out), against a bare Fastify endpoint in the same run,
 * each server in its own process. Targets: at least 1,000 requests a second and p95 under 30 ms; autocannon reports
 * p97.5, which is stricter and is what is compared.
 */
export default async function suggestBench(): Promise<BenchResult[]> {
  const body = recipients[0];
  const baseline = await startBareFastify();
  const bare = await warmedLoad({ url: `${baseline.url}/hello`, method: 'POST', body, connections: CONNECTIONS });
  await baseline.stop();

  const dataDir = mkdtempSync(join(tmpdir(), 'presently-bench-'));
  try {
    const { app, cookie } = await startWithPremiumUser({ DATA_DIR: dataDir });
    try {
      const url = `${app.url}/api/gifts/suggest`;
      // 16 connections: at 1,000 requests a second, Little's law puts the mean latency at 16 ms.
      const requests = recipients.map((each) => ({ method: 'POST' as const, path: '/api/gifts/suggest', body: each, headers: { cookie, 'content-type': 'application/json' } }));
      const measured = await warmedLoad({ url, method: 'POST', body, headers: { cookie }, connections: CONNECTIONS, requests });
      if (measured.errors || measured.non2xx) {
        const sample = await fetch(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body });
        throw new Error(`suggest answered ${measured.non2xx} non-2xx and ${measured.errors} errors, e.g. ${sample.status} ${await sample.text()}`);
      }
      return [
        { name: `suggest: requests/s (catalog engine, one process, ${recipients.length} different people)`, value: round(measured.requestsPerSecond), unit: 'req/s', target: '≥ 1000', pass: measured.requestsPerSecond >= 1000 },
        { name: `suggest: p97.5 latency at ${CONNECTIONS} connections`, value: measured.p97_5, unit: 'ms', target: '< 30 (p95)', pass: measured.p97_5 < 30 },
        { name: 'suggest vs bare Fastify (ratio of requests/s)', value: round(measured.requestsPerSecond / bare.requestsPerSecond, 3), unit: '×', target: 'reported', pass: true },
        { name: 'bare Fastify baseline', value: round(bare.requestsPerSecond), unit: 'req/s', target: 'baseline', pass: true },
      ];
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const CONNECTIONS = 16;
