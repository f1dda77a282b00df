import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpuMs,
  median,
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

/** Each round starts every server afresh; the figures are the middle round's. */
const ROUNDS = 3;

/**
 * GET /api/user as the web app reads it on every page (session → auth profile, billing plan and gifts credits,
 * composed in the gateway) through the built all-in-one app, beside two baselines at the same 64 connections in the
 * same run, each server in its own process: a bare Fastify hello-world, and the same read as an idiomatic NestJS
 * service writes it (`nestjs-peer.ts`: Express, helmet, express-session, passport). Targets (issue 19): at least
 * 0.3 × the bare server's requests a second, at least 3 × the NestJS peer's, and p99 under 25 ms. Each is measured
 * over five seconds after a second of warm-up; the CPU time each server used per answer is reported beside.
 *
 * One start of a process is one sample: the same build, started again on the same quiet machine, answers up to half
 * again as fast or slow for the whole of its life (bench/README.md). So the three servers are measured in turn over
 * several rounds, each ratio is taken within its round (minutes apart, the machine drifts too), and the median is
 * reported.
 */
export default async function userBench(): Promise<BenchResult[]> {
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await measureRound());
  const bareRatio = median(rounds.map((round) => round.presently.requestsPerSecond / round.bare.requestsPerSecond));
  const peerRatio = median(rounds.map((round) => round.presently.requestsPerSecond / round.peer.requestsPerSecond));
  const middle = (pick: (round: Round) => number) => round(median(rounds.map(pick)));
  const of = `median of ${ROUNDS} starts`;
  return [
    { name: `user: GET /api/user vs bare Fastify (ratio of requests/s, ${of})`, value: round(bareRatio, 3), unit: '×', target: `≥ ${MIN_BARE_RATIO}`, pass: bareRatio >= MIN_BARE_RATIO },
    { name: `user: GET /api/user vs idiomatic NestJS peer (ratio of requests/s, ${of})`, value: round(peerRatio, 2), unit: '×', target: `≥ ${MIN_PEER_RATIO}`, pass: peerRatio >= MIN_PEER_RATIO },
    // Every start must keep the latency target, not the middle one only.
    ...worstP99(rounds),
    ...rounds.map((r, index) => ({ name: `user: GET /api/user vs bare Fastify, start ${index + 1}`, value: round(r.presently.requestsPerSecond / r.bare.requestsPerSecond, 3), unit: '×', target: 'reported', pass: true })),
    { name: `user: GET /api/user requests/s (signed in, one process, ${of})`, value: middle((r) => r.presently.requestsPerSecond), unit: 'req/s', target: 'reported', pass: true },
    { name: `user: GET /api/user CPU time per answer (${of})`, value: middle((r) => r.presently.cpuUsPerAnswer), unit: 'µs', target: 'reported', pass: true },
    { name: `user: NestJS peer GET /api/user at ${CONNECTIONS} connections (${of})`, value: middle((r) => r.peer.requestsPerSecond), unit: 'req/s', target: 'baseline', pass: true },
    { name: `user: NestJS peer CPU time per answer (${of})`, value: middle((r) => r.peer.cpuUsPerAnswer), unit: 'µs', target: 'baseline', pass: true },
    { name: `user: bare Fastify GET baseline at ${CONNECTIONS} connections (${of})`, value: middle((r) => r.bare.requestsPerSecond), unit: 'req/s', target: 'baseline', pass: true },
    { name: `user: bare Fastify CPU time per answer (${of})`, value: middle((r) => r.bare.cpuUsPerAnswer), unit: 'µs', target: 'baseline', pass: true },
  ];
}

type Measured = Load & { cpuUsPerAnswer: number };
interface Round {
  bare: Measured;
  peer: Measured;
  presently: Measured;
}

async function measureRound(): Promise<Round> {
  const bare = await measureOn(startBareFastify(), (server) => ({ url: `${server.url}/hello` }));
  const peer = await measureOn(startNestjsPeer(), async (server) => ({ url: `${server.url}/api/user`, headers: { cookie: await peerLogin(server.url) } }));
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-bench-user-'));
  try {
    const presently = await measureOn(startPresently({ DATA_DIR: dataDir }), async (app) => ({
      url: `${app.url}/api/user`,
      headers: { cookie: await register(app.url, 'benchmark') },
    }));
    return { bare, peer, presently };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function worstP99(rounds: Round[]): BenchResult[] {
  const worst = (pick: (round: Round) => Measured) => Math.max(...rounds.map((r) => pick(r).p99));
  const presently = worst((r) => r.presently);
  return [
    { name: `user: GET /api/user p99 latency at ${CONNECTIONS} connections (worst of ${ROUNDS} starts)`, value: presently, unit: 'ms', target: `< ${MAX_P99_MS}`, pass: presently < MAX_P99_MS },
    { name: `user: NestJS peer p99 latency (worst of ${ROUNDS} starts)`, value: worst((r) => r.peer), unit: 'ms', target: 'baseline', pass: true },
    { name: `user: bare Fastify p99 latency (worst of ${ROUNDS} starts)`, value: worst((r) => r.bare), unit: 'ms', target: 'baseline', pass: true },
  ];
}

/**
 * Starts a server, loads the request it names, and stops it. Any non-2xx answer or error fails the run. Beside the
 * load, the CPU time the server's process used during the measured run, divided by its answers.
 */
async function measureOn(starting: Promise<Server>, request: (server: Server) => LoadOptions | Promise<LoadOptions>): Promise<Measured> {
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
