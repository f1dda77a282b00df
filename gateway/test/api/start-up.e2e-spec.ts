import { testKafka, type TestKafka } from '@presently/platform/testing';
import { repoPath } from '@presently/platform';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeAllInOne, registerUser, startApp, waitFor } from '../app';
import { recipient, subscribe } from '../users';

describe('start-up with a bad configuration', () => {
  it('stops with a message naming the variable', async () => {
    await expect(startApp({ PORT: 'eighty' })).rejects.toThrow(/PORT: must be a port number/);
    await expect(startApp({ SMTP_URL: 'mail server' })).rejects.toThrow(/SMTP_URL: must be a smtp:\/\/ URL/);
    await expect(startApp({ KAFKA_BROKERS: 'kafka' })).rejects.toThrow(/KAFKA_BROKERS: must be a comma-separated list of host:port/);
  });
});

// What one process refuses: the whole set of targets in one process, and a process of the built code.
describeAllInOne('start-up in production without what it needs', () => {
  it('refuses to start without PUBLIC_URL, naming it', async () => {
    await expect(startApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).rejects.toThrow(/Unsafe configuration for production:\n {2}PUBLIC_URL: required in production/);
  });

  it('refuses to take payments with the sandbox unless it is chosen', async () => {
    const start = startApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://presently.example' });
    await expect(start).rejects.toThrow(/STRIPE_SECRET_KEY: required in production to take payments \(or PAYMENT_PROVIDER=sandbox/);
    // Both at once, each named.
    await expect(startApp({ NODE_ENV: 'production' })).rejects.toThrow(/PUBLIC_URL: required in production[^]*STRIPE_SECRET_KEY: required in production/);
    await expect(startApp({ PAYMENT_PROVIDER: 'stripe' })).rejects.toThrow(/STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe/);
    await expect(startApp({ PAYMENT_PROVIDER: 'paypal' })).rejects.toThrow(/PAYMENT_PROVIDER: must be stripe or sandbox/);
  });

  it('stops the process with a message and a non-zero exit', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'presently-unsafe-'));
    try {
      const started = spawnSync(process.execPath, [repoPath('dist/gateway/src/main.js')], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('PUBLIC_URL: required in production');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('start-up in production', () => {
  it('starts with both, and links to PUBLIC_URL whatever Host a request names', async () => {
    const app = await startApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://presently.example', PAYMENT_PROVIDER: 'sandbox' });
    try {
      expect((await app.client().get('/api/billing/config')).body.provider).toBe('sandbox');
      const share = await shareWithHost(app.url, 'evil.example');
      expect(share.shareUrl).toMatch(/^https:\/\/presently\.example\/shared\/[\w-]{24}$/);
    } finally {
      await app.destroy();
    }
  });
});

describe('share links in development (no PUBLIC_URL)', () => {
  it('use the address the request was made to, and never a Host that is not a plain host name', async () => {
    const app = await startApp();
    try {
      expect((await shareWithHost(app.url, 'gifts.local:8080')).shareUrl).toMatch(/^http:\/\/gifts\.local:8080\/shared\//);
      const port = new URL(app.url).port;
      expect((await shareWithHost(app.url, 'evil.example/phish?')).shareUrl).toMatch(/^http:\/\/localhost:\d+\/shared\//);
      expect((await shareWithHost(app.url, `127.0.0.1:${port}`)).shareUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/shared/`));
    } finally {
      await app.destroy();
    }
  });
});

/** A share made with this Host header (which fetch will not let a caller set). */
function shareWithHost(url: string, host: string): Promise<{ shareUrl: string }> {
  const ideas = { suggestions: [{ title: 'Camera Strap', description: 'A strap', reasoning: 'For Maya', personalizedReasoning: 'Maya hikes', category: 'physical', price: 40, tags: [] }], summary: '', insight: '' };
  const body = JSON.stringify({ giftSuggestion: ideas, recipientInfo: recipient });
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/api/gifts/share`, { method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => (response.statusCode === 201 ? resolve(JSON.parse(text)) : reject(new Error(`${response.statusCode} ${text}`))));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('start-up with KAFKA_BROKERS', () => {
  let kafka: TestKafka;
  beforeAll(async () => {
    kafka = await testKafka();
  });
  afterAll(() => kafka.stop());

  it('tells the services their facts through Kafka: an upgrade reaches the gift credits', async () => {
    const app = await startApp({ KAFKA_BROKERS: kafka.brokers.join(',') });
    try {
      const client = app.client();
      // The app answers before its Kafka consumers have joined their groups; /readyz turns 200 once they have.
      await waitFor(async () => (await client.get('/readyz')).status === 200, 20_000);
      await registerUser(client);
      await subscribe(client);
      // Billing's outbox → presently.subscription.activated → the gifts group's entitlement projection.
      await waitFor(async () => (await client.get('/api/subscription')).body.credits?.gift?.total === 'Unlimited', 15_000);
    } finally {
      await app.destroy();
    }
  }, 40_000);
});
