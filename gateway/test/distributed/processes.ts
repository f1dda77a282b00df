import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { repoPath } from '@presently/platform';

/** package.json's scripts: what operators run, read so these tests run the same. */
const scripts = () => JSON.parse(readFileSync(repoPath('package.json'), 'utf8')).scripts as Record<string, string>;

/**
 * The command `npm run start:<target>` runs (for `all`, what `npm start` runs once it has built), read from
 * package.json so these tests start what operators start.
 */
export function startCommand(target: string): string[] {
  const command = target === 'all' ? scripts().start?.split(' && ').at(-1) : scripts()[`start:${target}`];
  if (!command) throw new Error(`package.json has no start:${target}`);
  const [program, ...args] = command.split(' ');
  if (program !== 'node') throw new Error(`start:${target} should run node, not ${program}`);
  return args;
}

/**
 * What every process of one deployment shares: the secret, Redis (TEST_REDIS_URL) under a key prefix of its own, a
 * data directory, cheap password hashing for tests.
 */
export function deploymentEnv(dataDir: string) {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ARGON2_MEMORY_KIB: '8192',
    ARGON2_TIME_COST: '1',
    INTERNAL_SECRET: randomBytes(32).toString('base64url'),
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_KEY_PREFIX: `presently-test-${randomBytes(6).toString('hex')}:`,
  };
}

export interface AdminRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run admin -- <args>` as package.json runs it, from the built code, with only the environment given. Spawned,
 * never run synchronously: the app it calls may run in the test's own process.
 */
export function runAdminCommand(args: string[], env: Record<string, string>): Promise<AdminRun> {
  const [program, ...script] = scripts().admin.split(' ');
  if (program !== 'node') throw new Error(`admin should run node, not ${program}`);
  const child = spawn(process.execPath, [...script, ...args], { cwd: repoPath('.'), env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

/** One Presently process started from the built code (dist/), as `npm run start:<target>` starts it. */
export class PresentlyProcess {
  private child?: ChildProcess;
  output = '';

  constructor(
    readonly target: string,
    readonly env: Record<string, string>,
    readonly port: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it and waits until /healthz answers; rejects with its output if it exits first. */
  async start(timeoutMs = 30_000): Promise<this> {
    const exited = this.spawn();
    const started = Date.now();
    for (;;) {
      const outcome = await Promise.race([exited.then((code) => ({ code })), new Promise((resolve) => setTimeout(resolve, 100)).then(() => undefined)]);
      if (outcome) throw new Error(`${this.target} exited with ${outcome.code}:\n${this.output}`);
      if (await fetch(`${this.url}/healthz`).then((response) => response.ok, () => false)) return this;
      if (Date.now() - started > timeoutMs) throw new Error(`${this.target} did not start in ${timeoutMs / 1000} s:\n${this.output}`);
    }
  }

  /** Runs it to its exit (a refused start-up): the exit code and everything it printed. */
  async run(): Promise<{ code: number | null; output: string }> {
    const code = await this.spawn();
    return { code, output: this.output };
  }

  async stop(): Promise<void> {
    const child = this.child;
    // A stopped process ends by the signal it was sent (it re-raises it once closed): no exit code then.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  /** Kills it as a crash would: SIGKILL, no shutdown hooks. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  private spawn(): Promise<number | null> {
    this.output = '';
    const child = spawn(process.execPath, startCommand(this.target), {
      cwd: repoPath('.'),
      env: { PATH: process.env.PATH, PORT: String(this.port), ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }
}

/** A TCP relay in front of a server (PostgreSQL, Redis) that a test can cut and restore, as a network outage would. */
export class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.once('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Refuses new connections and drops those open. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

