import { answerJson, FakeOpenAiProvider, ideasAnswer, pieces, streamed } from '@presently/gifts/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/fixtures';
import { fillWizard, giftCards, wizard } from '../support/wizard';

/**
 * With the LLM engine, ideas reach the page as the model writes them. This journey runs its own all-in-one app (the
 * shared one uses the catalog engine) against a fake OpenAI-compatible provider that sends the first idea, then holds
 * the rest back until the page has shown it.
 */
const port = Number(process.env.E2E_PORT ?? 4310) + 7;
const url = `http://127.0.0.1:${port}`;
const provider = new FakeOpenAiProvider();
let app: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  const providerUrl = await provider.start();
  dataDir = mkdtempSync(join(tmpdir(), 'presently-e2e-llm-'));
  app = spawn(process.execPath, ['dist/gateway/src/main.js'], {
    cwd: resolve(__dirname, '..', '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', OPENAI_API_KEY: provider.apiKey, OPENAI_BASE_URL: providerUrl },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  if (app.exitCode === null) {
    const exited = new Promise((done) => app.once('exit', done));
    app.kill('SIGTERM');
    await exited;
  }
  await provider.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('ideas from the LLM engine appear one by one as the model writes them', { tag: '@phone' }, async ({ page }) => {
  let release!: () => void;
  const rest = new Promise<void>((done) => (release = done));
  const text = JSON.stringify(ideasAnswer());
  const endOfFirst = text.indexOf('}', text.indexOf('"suggestions"')) + 1;
  // The wizard first asks whether the request is clear enough, then for the ideas.
  provider.answerWith(answerJson({ needsClarification: false, questions: [], reasoning: 'Interests, occasion and budget are all given.' }), streamed([...pieces(text.slice(0, endOfFirst)), rest, ...pieces(text.slice(endOfFirst))], { holdMs: 30_000 }));

  await page.goto(`${url}/#gift-concierge`);
  await fillWizard(page, { name: 'Maya', relationship: 'Friend', occasion: 'Birthday', age: '34', gender: 'Female', interests: 'hiking, photography, good coffee', personality: 'adventurous', budget: '100' });
  await wizard(page).getByRole('button', { name: 'Get Gift Ideas' }).click();

  // The first idea is on the page while the model is still writing the others.
  await expect(giftCards(page)).toHaveCount(1);
  await expect(giftCards(page).first().getByRole('heading', { level: 3 })).toHaveText(ideasAnswer().suggestions[0].title);
  await expect(page.getByRole('button', { name: 'Save Ideas' })).toHaveCount(0);

  release();
  await expect(giftCards(page)).toHaveCount(ideasAnswer().suggestions.length);
  await expect(page.getByRole('button', { name: 'Save Ideas' })).toBeVisible();
});
