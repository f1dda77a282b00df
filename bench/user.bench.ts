import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpuMs,
  peerLogin,
  register,
  round,
  startBareFastify,
  startNestjsPeer,
  startPresently,
  warmedLoad,
  type BenchResult,
  type Load,
  type LoadOptions,
  type Server,
} from './bench';

const CONNECTIONS = 64;
const MIN_BARE_RATIO = 0.3;
const MIN_PEER_RATIO = 3;
const MAX_P99_MS = 25;

/**
 * GET /api/user as the web app reads it on every page (session → auth profile, billing plan and gifts credits,
 * composed in the gateway) through the built all-in-one app, beside two baselines at the same 64 connections in the
 * same run, each server in its own process: a bare Fastify hello-world, and the same read as an idiomatic NestJS
 * service writes it (`nestjs-peer.ts`: Express, helmet, express-session, passport). Targets (issue 19): at least
 * 0.3 × the bare server's requests a second, at least 3 × the NestJS peer's, and p99 under 25 ms. Each is measured
 * over five seconds after a second of warm-up; the CPU time each server used per answer is reported beside.
 */
export default async function userBench(): Promise<BenchResult[]> {
  const bare = await measureOn(startBareFastify(), (server) => ({ url: `${server.url}/hello` }));
  const peer = await measureOn(startNestjsPeer(), async (server) => ({ url: `${server.url}/api/user`, headers: { cookie: await peerLogin(server.url) } }));

  const dataDir = mkdtempSync(join(tmpdir(), 'presently-bench-user-'));
  try {
    const measured = await measureOn(startPresently({ DATA_DIR: dataDir }), async (app) => ({
      url: `${app.url}/api/user`,
      headers: { cookie: await register(app.url, 'benchmark') },
    }));
    const bareRatio = measured.requestsPerSecond / bare.requestsPerSecond;
    const peerRatio = measured.requestsPerSecond / peer.requestsPerSecond;
    return [
      { name: 'user: GET /api/user vs bare Fastify (ratio of requests/s)', value: round(bareRatio, 3), unit: '×', target: `≥ ${MIN_BARE_RATIO}`, pass: bareRatio >= MIN_BARE_RATIO },
      { name: 'user: GET /api/user vs idiomatic NestJS peer (ratio of requests/s)', value: round(peerRatio, 2), unit: '×', target: `≥ ${MIN_PEER_RATIO}`, pass: peerRatio >= MIN_PEER_RATIO },
      { name: `user: GET /api/user p99 latency at ${CONNECTIONS} connections`, value: measured.p99, unit: 'ms', target: `< ${MAX_P99_MS}`, pass: measured.p99 < MAX_P99_MS },
      { name: 'user: GET /api/user requests/s (signed in, one process)', value: round(measured.requestsPerSecond), unit: 'req/s', target: 'reported', pass: true },
      { name: 'user: GET /api/user CPU time per answer', value: round(measured.cpuUsPerAnswer), unit: 'µs', target: 'reported', pass: true },
      { name: `user: NestJS peer GET /api/user at ${CONNECTIONS} connections`, value: round(peer.requestsPerSecond), unit: 'req/s', target: 'baseline', pass: true },
      { name: 'user: NestJS peer p99 latency', value: peer.p99, unit: 'ms', target: 'baseline', pass: true },
      { name: 'user: NestJS peer CPU time per answer', value: round(peer.cpuUsPerAnswer), unit: 'µs', target: 'baseline', pass: true },
      { name: `user: bare Fastify GET baseline at ${CONNECTIONS} connections`, value: round(bare.requestsPerSecond), unit: 'req/s', target: 'baseline', pass: true },
      { name: 'user: bare Fastify p99 latency', value: bare.p99, unit: 'ms', target: 'baseline', pass: true },
      { name: 'user: bare Fastify CPU time per answer', value: round(bare.cpuUsPerAnswer), unit: 'µs', target: 'baseline', pass: true },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts a server, loads the request it names, and stops it. Any non-2xx answer or error fails the run. Beside the
 * load, the CPU time the server's process used during the measured run, divided by its answers.
 */
async function measureOn(starting: Promise<Server>, request: (server: Server) => LoadOptions | Promise<LoadOptions>): Promise<Load & { cpuUsPerAnswer: number }> {
  const server = await starting;
  try {
    const options: LoadOptions = { ...(await request(server)), connections: CONNECTIONS, seconds: 5 };
    let cpuBefore = 0;
    const measured = await warmedLoad(options, async () => {
      await (await fetch(options.url, { headers: options.headers })).arrayBuffer();
      cpuBefore = cpuMs(server.process.pid!);
    });
    const cpuUsPerAnswer = ((cpuMs(server.process.pid!) - cpuBefore) * 1000) / measured.requests;
    if (measured.errors || measured.non2xx) {
      const sample = await fetch(options.url, { headers: options.headers });
      throw new Error(`${options.url} answered ${measured.non2xx} non-2xx and ${measured.errors} errors, e.g. ${sample.status} ${await sample.text()}`);
    }
    return { ...measured, cpuUsPerAnswer };
  } finally {
    await server.stop();
  }
}
