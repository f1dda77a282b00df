import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register, round, startPresently, type BenchResult } from './bench';

const BODIES = 1_000;
const ANSWER_TARGET_MS = 20;
const HEALTH_TARGET_MS = 50;

/** A valid gift request; the crafted bodies spoil one part of it at a time. */
const RECIPIENT = { name: 'Maya', relationship: 'friend', occasion: 'birthday', age: 34, interests: 'cooking, hiking', personality: 'warm', budget: 80 };

/** Text that makes careless parsers work hard: long runs, alternations, nesting, prices, every kind of character. */
const PATHOLOGICAL = [
  'a'.repeat(5_000) + '!',
  '$'.repeat(2_000) + '1',
  '('.repeat(3_000) + ')'.repeat(3_000),
  'under '.repeat(1_500) + '$20',
  '1 '.repeat(4_000),
  'no no no not never '.repeat(400),
  '\u202e\u200b\u{1F600}'.repeat(1_500),
  'x'.repeat(200_000),
];

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** The free-text routes and the fields people type into; each crafted body spoils one field of one of them. */
const ROUTES: { path: string; body: (text: string) => unknown }[] = [
  ...(['name', 'interests', 'personality', 'pastGifts', 'culturalConsiderations', 'occasion', 'relationship'] as const).flatMap((field) => [
    { path: '/api/gifts/check-clarification', body: (text: string) => ({ ...RECIPIENT, [field]: text }) },
    { path: '/api/gifts/suggest', body: (text: string) => ({ ...RECIPIENT, [field]: text }) },
  ]),
  { path: '/api/gifts/card-message', body: (text: string) => ({ recipientInfo: RECIPIENT, giftTitle: text }) },
  { path: '/api/login', body: (text: string) => ({ username: text, password: text }) },
  { path: '/api/register', body: (text: string) => ({ username: text, password: 'secret1', email: `${text}@example.com` }) },
  { path: '/api/occasions', body: (text: string) => ({ recipientName: text, occasionType: 'birthday', occasionDate: '2027-03-04', notes: text }) },
];

/**
 * 1,000 of the worst bodies a caller can send — nesting thousands deep, strings of hundreds of kilobytes, text that
 * makes careless patterns backtrack — one after another against the all-in-one app, each timed, while /healthz is
 * asked every 10 ms beside them: every answer must be a 4xx or 2xx (never a 5xx) within 20 ms, and health must stay
 * under 50 ms throughout.
 */
export default async function craftedBodiesBench(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-bench-crafted-'));
  const app = await startPresently({ DATA_DIR: dataDir }, 3906);
  try {
    const cookie = await register(app.url, 'crafted');
    const bodies: { path: string; body: string; kind: string }[] = [];
    for (let i = 0; bodies.length < BODIES; i++) {
      const route = ROUTES[i % ROUTES.length];
      const kind = Math.floor(i / ROUTES.length) % (PATHOLOGICAL.length + 2);
      const body = kind === PATHOLOGICAL.length ? nested(2_000 + (i % 5) * 10_000) : kind === PATHOLOGICAL.length + 1 ? JSON.stringify(route.body(nested(500))) : JSON.stringify(route.body(PATHOLOGICAL[kind]));
      const what = kind === PATHOLOGICAL.length ? 'a body nested thousands deep' : kind === PATHOLOGICAL.length + 1 ? 'a field nested 500 deep' : `${PATHOLOGICAL[kind].length.toLocaleString('en-US')} characters of pathological text`;
      bodies.push({ path: route.path, body, kind: what });
    }

    // Warm-up, as every HTTP figure here: one pass over each route and kind, so a first call's compilation is not timed.
    for (const { path, body } of bodies.slice(0, ROUTES.length * (PATHOLOGICAL.length + 2))) {
      await (await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body })).arrayBuffer();
    }

    let healthWorst = 0;
    let measuring = true;
    const health = (async () => {
      while (measuring) {
        const start = performance.now();
        await fetch(`${app.url}/healthz`);
        healthWorst = Math.max(healthWorst, performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const times: number[] = [];
    let serverErrors = 0;
    let slowest = { ms: 0, what: '' };
    for (const { path, body, kind } of bodies) {
      const start = performance.now();
      const response = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body });
      await response.arrayBuffer();
      const ms = performance.now() - start;
      times.push(ms);
      if (ms > slowest.ms) slowest = { ms, what: `POST ${path} with ${kind}, answered ${response.status}` };
      if (response.status >= 500) serverErrors++;
    }
    measuring = false;
    await health;

    const sorted = [...times].sort((a, b) => a - b);
    const worst = sorted[sorted.length - 1];
    const p99 = sorted[Math.floor(sorted.length * 0.99)];
    return [
      { name: `crafted bodies: ${BODIES} answered with a 5xx`, value: serverErrors, unit: 'answers', target: '0', pass: serverErrors === 0 },
      { name: `crafted bodies: slowest answer (${slowest.what})`, value: round(worst, 1), unit: 'ms', target: `< ${ANSWER_TARGET_MS}`, pass: worst < ANSWER_TARGET_MS },
      { name: 'crafted bodies: p99 answer', value: round(p99, 1), unit: 'ms', target: 'reported', pass: true },
      { name: 'crafted bodies: slowest /healthz meanwhile', value: round(healthWorst, 1), unit: 'ms', target: `< ${HEALTH_TARGET_MS}`, pass: healthWorst < HEALTH_TARGET_MS },
    ];
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
