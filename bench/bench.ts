import autocannon from 'autocannon';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpus, totalmem } from 'node:os';
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
}

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Drives an endpoint with autocannon for a while and sums the answer up. */
export async function load(options: LoadOptions): Promise<Load> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { ...(options.body && { 'content-type': 'application/json' }), ...options.headers },
    connections: options.connections ?? 32,
    duration: options.seconds ?? 5,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface Server {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A server in its own process, so the load generator does not share its event loop; resolves once it listens. */
async function serve(script: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<Server> {
  const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (attempt > 300) throw new Error(`${script} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** The built all-in-one app, as `npm start` runs it. */
export const startPresently = (env: NodeJS.ProcessEnv, port = 3901) =>
  serve(join(__dirname, '..', 'gateway', 'src', 'main.js'), ['--target=all'], { LOG_LEVEL: 'warn', ...env }, port);

/** The operator's command (`npm run admin`), built. */
export async function runAdmin(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await promisify(execFile)(process.execPath, [join(__dirname, '..', 'gateway', 'src', 'admin.js'), ...args], { env: { ...process.env, ...env } });
}

/** The baseline every HTTP figure is a ratio to: a bare Fastify hello-world in its own process. */
export const startBareFastify = (port = 3902) => serve(join(__dirname, 'bare-fastify.js'), [], {}, port);

export const machine = () => `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB memory, Node.js ${process.version}`;
