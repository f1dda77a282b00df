import { answer, delayed, FakeOpenAiProvider, ideasAnswer, maya, mayaIdeas, pieces, streamed, type Reply } from '@presently/gifts/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, round, startWithPremiumUser, warmedLoad, type BenchResult } from './bench';

/** The fake model's time to its first token; it then writes its whole answer at once, or as fast as it can stream. */
const PROVIDER_LATENCY_MS = 200;
const CONNECTIONS = 8;
const STREAMS = 10;
const MAX_OVERHEAD_MS = 50;
const MAX_FIRST_IDEA_AFTER_FIRST_TOKEN_MS = 100;

/**
 * The LLM engine's own cost, over a fake OpenAI-compatible provider (a real HTTP server in this process speaking
 * the chat completions protocol, the same fake the gifts tests use) that waits 200 ms before it answers. The app
 * runs with OPENAI_API_KEY and OPENAI_BASE_URL pointing at it, for a premium user, and every answer is checked to
 * be the model's six ideas, so a fallback to the catalog engine cannot pass for a fast model.
 * - POST /api/gifts/suggest under load: p50 latency minus the provider's own p50 (measured from the request it
 *   received to the answer it finished); target 50 ms.
 * - POST /api/gifts/suggest/stream, one at a time: when the first `suggestion` event arrives against when the
 *   provider wrote its first token, both on this process's clock; target 100 ms.
 */
export default async function llmBench(): Promise<BenchResult[]> {
  const provider = new FakeOpenAiProvider();
  const baseURL = await provider.start();
  const text = JSON.stringify(ideasAnswer());
  const providerMs: number[] = [];
  const firstTokenAt: number[] = [];
  let inFlight = 0;
  const reply: Reply = (request, response) => {
    const received = performance.now();
    inFlight++;
    response.on('close', () => inFlight--);
    response.on('finish', () => providerMs.push(performance.now() - received));
    return delayed(PROVIDER_LATENCY_MS, () => {
      firstTokenAt.push(performance.now());
      return (request.body.stream ? streamed(pieces(text)) : answer(text))(request, response);
    })(request, response);
  };
  provider.answerEveryRequestWith(reply);
  const expected = mayaIdeas().map((idea) => idea.title);
  const body = JSON.stringify(maya());

  const dataDir = mkdtempSync(join(tmpdir(), 'presently-bench-llm-'));
  try {
    const { app, cookie } = await startWithPremiumUser({ DATA_DIR: dataDir, OPENAI_API_KEY: provider.apiKey, OPENAI_BASE_URL: baseURL });
    try {
      const url = `${app.url}/api/gifts/suggest`;
      const sample = await fetch(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body });
      const answered = (await sample.json()) as { suggestions?: { title: string }[] };
      if (!sample.ok || !sameTitles(answered.suggestions, expected)) throw new Error(`suggest did not answer with the model's ideas: ${sample.status} ${JSON.stringify(answered)}`);

      // Suggestions still in flight when a load stops finish before the next measurement starts.
      const settle = async () => {
        for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      const measured = await warmedLoad({ url, method: 'POST', body, headers: { cookie }, connections: CONNECTIONS, seconds: 5 }, async () => {
        await settle();
        await (await fetch(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body })).arrayBuffer();
        await settle();
        provider.requests.length = 0;
        providerMs.length = 0;
      });
      await settle();
      if (measured.errors || measured.non2xx) throw new Error(`suggest answered ${measured.non2xx} non-2xx and ${measured.errors} errors: ${JSON.stringify(measured.statusCodes)}`);
      // One model call per suggestion (those still in flight when the load stopped aside): no repair, no retry.
      if (provider.requests.length > measured.requests + CONNECTIONS) {
        throw new Error(`${measured.requests} suggestions made ${provider.requests.length} model calls: answers were repaired or retried`);
      }
      const providerP50 = median(providerMs);
      const overhead = measured.p50 - providerP50;

      const streams: { firstIdeaMs: number; firstTokenMs: number }[] = [];
      for (let i = 0; i < STREAMS + 2; i++) {
        const run = await stream(`${url}/stream`, cookie, body, expected, firstTokenAt);
        if (i >= 2) streams.push(run);
      }
      const firstIdea = median(streams.map((run) => run.firstIdeaMs));
      const firstToken = median(streams.map((run) => run.firstTokenMs));
      const afterToken = median(streams.map((run) => run.firstIdeaMs - run.firstTokenMs));
      return [
        { name: `llm: suggest p50 minus the provider's p50 (${CONNECTIONS} connections)`, value: round(overhead, 1), unit: 'ms', target: `≤ ${MAX_OVERHEAD_MS}`, pass: overhead <= MAX_OVERHEAD_MS },
        { name: 'llm: suggest p50 latency through the app', value: measured.p50, unit: 'ms', target: 'reported', pass: true },
        { name: 'llm: suggest p99 latency through the app', value: measured.p99, unit: 'ms', target: 'reported', pass: true },
        { name: `llm: fake provider p50 latency (fixed wait ${PROVIDER_LATENCY_MS} ms)`, value: round(providerP50, 1), unit: 'ms', target: 'baseline', pass: true },
        { name: 'llm: suggest requests/s', value: round(measured.requestsPerSecond), unit: 'req/s', target: 'reported', pass: true },
        {
          name: `llm: stream, first idea after the provider's first token (median of ${STREAMS})`,
          value: round(afterToken, 1),
          unit: 'ms',
          target: `≤ ${MAX_FIRST_IDEA_AFTER_FIRST_TOKEN_MS}`,
          pass: afterToken <= MAX_FIRST_IDEA_AFTER_FIRST_TOKEN_MS,
        },
        { name: 'llm: stream, first idea from the request', value: round(firstIdea, 1), unit: 'ms', target: 'reported', pass: true },
        { name: "llm: stream, provider's first token from the request", value: round(firstToken, 1), unit: 'ms', target: 'baseline', pass: true },
      ];
    } finally {
      await app.stop();
    }
  } finally {
    await provider.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One streamed suggestion: the time from sending it to the first whole `suggestion` event, and to the provider's
 * first token (the last entry `firstTokenAt` gets while it runs); checks that `done` carries the model's ideas.
 */
async function stream(url: string, cookie: string, body: string, expected: string[], firstTokenAt: number[]) {
  const tokensBefore = firstTokenAt.length;
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body });
  if (!response.ok || !response.body) throw new Error(`suggest/stream answered ${response.status} ${await response.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let firstIdeaAt: number | undefined;
  for await (const chunk of response.body) {
    text += decoder.decode(chunk, { stream: true });
    if (firstIdeaAt === undefined && /event: suggestion\ndata: [^\n]*\n\n/.test(text)) firstIdeaAt = performance.now();
  }
  const done = /event: done\ndata: ([^\n]*)\n\n/.exec(text);
  const answer = done && (JSON.parse(done[1]) as { suggestions?: { title: string }[] });
  if (!answer || !sameTitles(answer.suggestions, expected) || firstIdeaAt === undefined) throw new Error(`suggest/stream did not stream the model's ideas: ${text.slice(0, 500)}`);
  if (firstTokenAt.length !== tokensBefore + 1) throw new Error(`one streamed suggestion made ${firstTokenAt.length - tokensBefore} model calls`);
  return { firstIdeaMs: firstIdeaAt - start, firstTokenMs: firstTokenAt[tokensBefore] - start };
}

const sameTitles = (suggestions: { title: string }[] | undefined, expected: string[]) => JSON.stringify(suggestions?.map((idea) => idea.title)) === JSON.stringify(expected);
