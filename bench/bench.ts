import autocannon from 'autocannon';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** One measured figure and the target it must meet. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target: string;
  pass: boolean;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** A sequence each connection sends in turn, e.g. with `setupRequest` to vary the body; overrides method and body. */
  requests?: autocannon.Request[];
}

export interface Load {
  /** Answers received in the whole run. */
  requests: number;
  requestsPerSecond: number;
  /** Mean latency in ms, to a fraction: autocannon's percentiles are whole milliseconds. */
  mean: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** How many answers had each status code, e.g. `{ 200: 1000, 429: 3 }`. */
  statusCodes: Record<string, number>;
}

/** Drives an endpoint with autocannon for a while and sums the answer up; a run without any answer fails. */
export async function load(options: LoadOptions): Promise<Load> {
  const result = await drive(options);
  // Latency percentiles only cover answers that came back: a run without any says nothing, not "0 ms".
  if (result.requests.total === 0) throw new Error(`${options.url} gave no answer in ${options.seconds ?? 5} s (${result.errors} errors, ${result.timeouts} timeouts)`);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0])),
  };
}

function drive(options: LoadOptions): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { ...(options.body && { 'content-type': 'application/json' }), ...options.headers },
    connections: options.connections ?? 32,
    duration: options.seconds ?? 5,
    ...(options.requests && { requests: options.requests }),
  });
}

/**
 * A warm-up (JIT, connections, caches; one second unless `warmSeconds` says more), then the measured run. Requests
 * the warm-up left in flight are still being served when it stops, so one more request, sent alone, waits for them
 * before measuring starts.
 */
export async function warmedLoad(options: LoadOptions, drain: () => Promise<unknown> = () => send(options), warmSeconds = 1): Promise<Load> {
  // A cold first answer may take longer than the warm-up itself; that is what the warm-up is for.
  await drive({ ...options, seconds: warmSeconds });
  await drain();
  return load(options);
}

async function send(options: LoadOptions): Promise<void> {
  const response = await fetch(options.url, {
    method: options.method ?? 'GET',
    body: options.body,
    headers: { ...(options.body && { 'content-type': 'application/json' }), ...options.headers },
  });
  await response.arrayBuffer();
}

export interface Server {
  url: string;
  process: ChildProcess;
  /** From spawn to the first successful answer of the readiness path, in milliseconds. */
  startMs: number;
  /**
   * CPU time (user + system, every thread) the process had used by then, in milliseconds: what the start costs,
   * which other work on the machine moves far less than it moves startMs.
   */
  startCpuMs: number;
  stop(): Promise<void>;
}

/**
 * A server in its own process, so the load generator does not share its event loop; resolves once `readyPath`
 * answers 2xx, polled every few milliseconds so the start time is measured closely.
 */
async function serve(script: string, args: string[], env: NodeJS.ProcessEnv, port: number, readyPath: string, nodeFlags: string[] = [], logFile?: string): Promise<Server> {
  const started = process.hrtime.bigint();
  const stdout = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [...nodeFlags, script, ...args], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', stdout, 'inherit'] });
  if (typeof stdout === 'number') closeSync(stdout);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (process.hrtime.bigint() - started > START_TIMEOUT_NS) {
      await stop();
      throw new Error(`${script} was not ready within ${Number(START_TIMEOUT_NS / 1_000_000_000n)} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { url, process: child, startMs, startCpuMs: cpuMs(child.pid!), stop };
}

/** CPU time a process has used (utime + stime in /proc/<pid>/stat), in milliseconds. */
export function cpuMs(pid: number): number {
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis start at field 3.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ, which Linux fixes at 100 on every architecture Node.js runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

const START_TIMEOUT_NS = 60_000_000_000n;

/**
 * The built all-in-one app, as `npm start` runs it. With BENCH_CPU_PROF=<dir> each app process writes a V8 CPU
 * profile there when it stops, to open in Chrome's DevTools or speedscope.
 */
export const startPresently = (env: NodeJS.ProcessEnv, port = 3901) => startTarget('all', env, port);

/**
 * One process of the distributed mode from the built code, as `npm run start:<target>` runs it (`--target=gateway`,
 * `auth`, `gifts`, `billing`, `occasions`), ready when its `/readyz` answers 200. It runs as an operator runs it,
 * `NODE_ENV=production` with the default log level, its log lines written to a file as a log collector would take
 * them: a bench with the logs silenced measured a cheaper app than the one people start.
 */
export const startTarget = (target: string, env: NodeJS.ProcessEnv, port: number) =>
  serve(
    join(__dirname, '..', 'gateway', 'src', 'main.js'),
    [`--target=${target}`],
    // Production starts only with its address and its payments chosen: the benches pay in the sandbox on purpose.
    { NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`, PAYMENT_PROVIDER: 'sandbox', ...env },
    port,
    '/readyz',
    profiling(),
    join(tmpdir(), `presently-bench-${target}-${port}.log`),
  );

const profiling = () => (process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []);

/** The operator's command (`npm run admin`), built. */
export async function runAdmin(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await promisify(execFile)(process.execPath, [join(__dirname, '..', 'gateway', 'src', 'admin.js'), ...args], { env: { ...process.env, ...env } });
}

/** The baseline every HTTP figure is a ratio to: a bare Fastify hello-world in its own process. */
export const startBareFastify = (port = 3902) => serve(join(__dirname, 'bare-fastify.js'), [], {}, port, '/healthz');

/**
 * The idiomatic NestJS peer of `GET /api/user` (`nestjs-peer.ts`: Express, helmet, express-session, passport) in its
 * own process. With BENCH_CPU_PROF=<dir> it writes a CPU profile there too.
 */
export const startNestjsPeer = (port = 3903) => serve(join(__dirname, 'nestjs-peer.js'), [], {}, port, '/healthz', profiling());

/** Signs the NestJS peer's one user in and returns its session cookie (`name=value`). */
export async function peerLogin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'benchmark', password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`the NestJS peer's login answered ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

/** Signs a new user up and returns the session cookie (`name=value`) of the answer. */
export async function register(url: string, username: string, password = 'bench-password'): Promise<string> {
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, email: `${username}@example.com`, birthday: '1990-01-01' }),
  });
  if (!response.ok) throw new Error(`register ${username} answered ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

/**
 * The all-in-one app on a data dir holding one premium user (credits never run out), and that user's cookie. The
 * operator's command grants premium while the app runs; the suggestions wait until gifts has heard of it.
 */
export async function startWithPremiumUser(env: NodeJS.ProcessEnv & { DATA_DIR: string }, username = 'benchmark'): Promise<{ app: Server; cookie: string }> {
  const app = await startPresently(env);
  try {
    const cookie = await register(app.url, username);
    await runAdmin(['grant-premium', username], { ...env, HOST: '127.0.0.1', PORT: new URL(app.url).port });
    for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const user = (await (await fetch(`${app.url}/api/user`, { headers: { cookie } })).json()) as { monthlyCredits?: number };
      if ((user.monthlyCredits ?? 0) > 1000) break;
      if (Date.now() - started > 10_000) throw new Error(`gifts did not hear that ${username} is premium within 10 s`);
    }
    return { app, cookie };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** Resident memory of a process (VmRSS in /proc, which counts in KiB), in MB of 10⁶ bytes. */
export function residentMB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return (Number(line[1]) * 1024) / 1e6;
}

/** A figure to the given number of decimals. */
export const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** The median of some samples. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const machine = () => `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB memory, Node.js ${process.version}`;
