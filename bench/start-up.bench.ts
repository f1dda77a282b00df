import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, residentMB, round, startBareFastify, startPresently, type BenchResult } from './bench';

const RESTARTS = 3;
const MAX_START_MS = 3000;
const MAX_IDLE_MB = 400;
/** How long the app is left alone after it is ready before its memory is read. */
const IDLE_MS = 2000;

/**
 * Cold start of the built all-in-one app, from spawning the process to the first 200 of /readyz, with the bare
 * Fastify process's start (spawn to its first answer) as the baseline of the same run. The 3 s target is for a
 * start on an existing data dir, which is what a restart or a deploy does; the first start on an empty data dir
 * also creates the embedded database (PGlite's initdb and every migration) and is reported beside it. Idle
 * memory is the process's VmRSS two seconds after it is ready, in MB of 10⁶ bytes; target 400 MB, for an idle
 * instance however it started.
 */
export default async function startUpBench(): Promise<BenchResult[]> {
  const bare: number[] = [];
  const bareCpu: number[] = [];
  let bareMB = 0;
  for (let i = 0; i < RESTARTS; i++) {
    const server = await startBareFastify();
    bare.push(server.startMs);
    bareCpu.push(server.startCpuMs);
    if (i === RESTARTS - 1) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      bareMB = residentMB(server.process.pid!);
    }
    await server.stop();
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'presently-bench-start-'));
  try {
    const first = await startIdle(dataDir);
    const restarts: { startMs: number; startCpuMs: number; idleMB: number }[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await startIdle(dataDir));
    const restartMs = median(restarts.map((run) => run.startMs));
    const restartMB = Math.max(...restarts.map((run) => run.idleMB));
    return [
      { name: `start-up: existing data dir, spawn to /readyz 200 (median of ${RESTARTS})`, value: round(restartMs), unit: 'ms', target: `≤ ${MAX_START_MS}`, pass: restartMs <= MAX_START_MS },
      { name: 'start-up: existing data dir, slowest', value: round(Math.max(...restarts.map((run) => run.startMs))), unit: 'ms', target: 'reported', pass: true },
      {
        name: `start-up: existing data dir, CPU time used by ready (user + system, median of ${RESTARTS})`,
        value: round(median(restarts.map((run) => run.startCpuMs))),
        unit: 'ms',
        target: 'reported',
        pass: true,
      },
      { name: 'start-up: first start on an empty data dir (creates the database)', value: round(first.startMs), unit: 'ms', target: 'reported', pass: true },
      { name: 'start-up: first start, CPU time used by ready', value: round(first.startCpuMs), unit: 'ms', target: 'reported', pass: true },
      { name: `start-up: bare Fastify, spawn to first answer (median of ${RESTARTS})`, value: round(median(bare)), unit: 'ms', target: 'baseline', pass: true },
      { name: `start-up: bare Fastify, CPU time used by its first answer (median of ${RESTARTS})`, value: round(median(bareCpu)), unit: 'ms', target: 'baseline', pass: true },
      { name: 'start-up vs bare Fastify (ratio of start times, existing data dir)', value: round(restartMs / median(bare), 1), unit: '×', target: 'reported', pass: true },
      { name: `start-up: idle memory (VmRSS) ${IDLE_MS / 1000} s after ready, existing data dir (largest)`, value: round(restartMB), unit: 'MB', target: `≤ ${MAX_IDLE_MB}`, pass: restartMB <= MAX_IDLE_MB },
      { name: 'start-up: bare Fastify idle memory (VmRSS)', value: round(bareMB), unit: 'MB', target: 'baseline', pass: true },
      { name: 'start-up: idle memory after the first start', value: round(first.idleMB), unit: 'MB', target: `≤ ${MAX_IDLE_MB}`, pass: first.idleMB <= MAX_IDLE_MB },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts the app on the data dir, waits until it is ready and then idle for a while, reads its memory, stops it. */
async function startIdle(dataDir: string): Promise<{ startMs: number; startCpuMs: number; idleMB: number }> {
  const app = await startPresently({ DATA_DIR: dataDir });
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { startMs: app.startMs, startCpuMs: app.startCpuMs, idleMB: residentMB(app.process.pid!) };
  } finally {
    await app.stop();
  }
}
