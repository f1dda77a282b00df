import { IdentityTokens } from '@presently/platform';
import { createTestDatabase, deleteRedisKeys, freePort } from '@presently/platform/testing';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, registerUser, waitFor } from '../app';
import { deploymentEnv, PresentlyProcess, Relay, runAdminCommand } from './processes';

// Each process here is `node dist/gateway/src/main.js --target=<name>`, what `npm run start:<name>` runs.
jest.setTimeout(120_000);

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL!;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL!;

type TestDatabase = NonNullable<Awaited<ReturnType<typeof createTestDatabase>>>;

const maya = { name: 'Maya', relationship: 'friend', occasion: 'birthday', age: 34, interests: 'hiking, photography and good coffee', personality: 'adventurous', budget: 100 };
const suggestFrom = (client: ApiClient) => client.post('/api/gifts/suggest', maya);

describe('start-up of a process of the distributed mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-startup-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with a message naming the missing or unreachable dependency', async () => {
    const env = deploymentEnv(dataDir);
    const urls = { SERVICE_URL_AUTH: 'http://auth:3000', SERVICE_URL_BILLING: 'http://billing:3000', SERVICE_URL_OCCASIONS: 'http://occasions:3000' };
    const database = `${TEST_DATABASE_URL.replace(/\/[^/]*$/, '')}/presently_unused`;
    const runs = await Promise.all([
      new PresentlyProcess('gateway', { ...env, ...urls }, await freePort()).run(),
      new PresentlyProcess('gifts', { ...env, INTERNAL_SECRET: '', DATABASE_URL_GIFTS: database }, await freePort()).run(),
      new PresentlyProcess('gifts', { ...env, DATABASE_URL_GIFTS: 'postgres://postgres@127.0.0.1:1/presently_gifts' }, await freePort()).run(),
      new PresentlyProcess('occasions', { ...env, REDIS_URL: 'redis://127.0.0.1:1', DATABASE_URL_OCCASIONS: database }, await freePort()).run(),
    ]);
    expect(runs.map((run) => run.code)).toEqual([1, 1, 1, 1]);
    expect(runs[0].output).toContain('SERVICE_URL_GIFTS: required when the gifts service runs in another process');
    expect(runs[1].output).toContain('INTERNAL_SECRET: required when Presently runs as several processes');
    expect(runs[2].output).toContain('Cannot reach DATABASE_URL_GIFTS (postgres://postgres@127.0.0.1:1/presently_gifts)');
    expect(runs[3].output).toContain('Cannot reach REDIS_URL (redis://127.0.0.1:1)');
  });
});

describe('the gateway in front of auth, two gifts processes, billing and occasions, each a process of its own', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-distributed-'));
  const env = deploymentEnv(dataDir);
  const databases: TestDatabase[] = [];
  const services: Record<string, PresentlyProcess> = {};
  const gifts: PresentlyProcess[] = [];
  let gateway: PresentlyProcess;

  beforeAll(async () => {
    const database = async (area: string) => {
      const created = (await createTestDatabase(TEST_DATABASE_URL))!;
      databases.push(created);
      return { [`DATABASE_URL_${area.toUpperCase()}`]: created.url };
    };
    const giftsDatabase = await database('gifts');
    for (const area of ['auth', 'billing', 'occasions']) services[area] = new PresentlyProcess(area, { ...env, ...(await database(area)) }, await freePort());
    // Request lines in their logs show which replica answered.
    for (let replica = 0; replica < 2; replica++) gifts.push(new PresentlyProcess('gifts', { ...env, ...giftsDatabase, LOG_LEVEL: 'debug' }, await freePort()));
    await Promise.all([...Object.values(services), ...gifts].map((process) => process.start()));
    gateway = await new PresentlyProcess(
      'gateway',
      {
        ...env,
        // Behind a reverse proxy that names the visitor in X-Forwarded-For.
        TRUST_PROXY: 'true',
        SERVICE_URL_AUTH: services.auth.url,
        SERVICE_URL_GIFTS: gifts.map((replica) => replica.url).join(','),
        SERVICE_URL_BILLING: services.billing.url,
        SERVICE_URL_OCCASIONS: services.occasions.url,
      },
      await freePort(),
    ).start();
  });

  afterAll(async () => {
    await Promise.all([gateway, ...Object.values(services), ...gifts].map((process) => process?.stop()));
    await Promise.all(databases.map((database) => database.drop()));
    await deleteRedisKeys(TEST_REDIS_URL, env.REDIS_KEY_PREFIX);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const client = () => new ApiClient(gateway.url);
  const suggestionsServedBy = (replica: PresentlyProcess) => replica.output.split('\n').filter((line) => line.includes('"url":"/api/gifts/suggest"')).length;

  it('serves sign-up, the composite reads, suggestions, occasions and sign-out through the gateway', async () => {
    const visitor = client();
    const { id, username } = await registerUser(visitor);
    expect(visitor.cookies.get('presently_sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await visitor.get('/api/user')).body).toMatchObject({ id, username, subscriptionPlan: 'free', monthlyCredits: 3, premium: false });
    expect((await suggestFrom(visitor)).status).toBe(200);
    expect((await visitor.get('/api/subscription')).body.usage).toMatchObject({ giftsUsed: 1, giftsRemaining: 2 });
    expect((await visitor.post('/api/occasions', { recipientName: 'Sam', recipientRelationship: 'friend', occasionType: 'birthday', occasionDate: '2000-06-01T00:00:00.000Z', notes: null, reminderDays: [1] })).status).toBe(201);
    expect((await visitor.get('/api/occasions')).body).toHaveLength(1);
    expect((await visitor.get('/api/billing/config')).body.provider).toBe('sandbox');
    expect((await visitor.post('/api/logout')).status).toBe(200);
    expect((await visitor.get('/api/user')).status).toBe(401);
    expect((await visitor.get('/api/occasions')).status).toBe(401);
  });

  it('spreads requests over both gifts processes', async () => {
    const before = gifts.map(suggestionsServedBy);
    for (let request = 0; request < 6; request++) expect((await suggestFrom(client())).status).toBe(200);
    const served = () => gifts.map((replica, index) => suggestionsServedBy(replica) - before[index]);
    // A replica logs its request line as the answer leaves, so the line can reach this test's pipe after the answer.
    await waitFor(() => served()[0] + served()[1] >= 6, 5000);
    const [first, second] = served();
    expect(first + second).toBe(6);
    expect(first).toBeGreaterThanOrEqual(2);
    expect(second).toBeGreaterThanOrEqual(2);
  });

  it('shows what one gifts process changed through the other at once: no replica keeps a stale copy', async () => {
    const visitor = client();
    await registerUser(visitor);
    for (let used = 0; used < 3; used++) {
      // Twice: each replica answers one of the reads, and would keep a copy if it cached.
      for (let read = 0; read < 2; read++) expect((await visitor.get('/api/subscription')).body.usage.giftsUsed).toBe(used);
      expect((await suggestFrom(visitor)).status).toBe(200);
    }
    expect((await visitor.get('/api/subscription')).body.usage).toMatchObject({ giftsUsed: 3, giftsRemaining: 0 });
  });

  it("takes the operator's command at the auth service while everything runs", async () => {
    const visitor = client();
    const { username } = await registerUser(visitor);
    const operator = { SERVICE_URL_AUTH: services.auth.url, INTERNAL_SECRET: env.INTERNAL_SECRET };
    expect(await runAdminCommand(['grant-premium', username], operator)).toEqual({ status: 0, stdout: `${username}: premium override granted\n`, stderr: '' });
    expect((await visitor.get('/api/user')).body).toMatchObject({ username, isPremiumOverride: true, premium: true });
    expect(await runAdminCommand(['revoke-premium', username], operator)).toEqual({ status: 0, stdout: `${username}: premium override revoked\n`, stderr: '' });
    expect((await visitor.get('/api/user')).body).toMatchObject({ isPremiumOverride: false, premium: false });
  });

  it('keeps serving while one gifts process is down, answers a clear 503 when none is left, and recovers by itself', async () => {
    await gifts[0].stop();
    for (let request = 0; request < 4; request++) expect((await suggestFrom(client())).status).toBe(200);

    await gifts[1].stop();
    const down = await suggestFrom(client());
    expect(down.status).toBe(503);
    expect(down.headers.get('content-type')).toMatch(/application\/json/);
    expect(down.body).toEqual({ message: 'The gift service is unavailable. Please try again shortly.', code: 'service_unavailable' });
    // The rest of the product carries on; the composite read that needs gifts says which service is missing.
    expect((await client().get('/api/billing/config')).status).toBe(200);
    const signedIn = client();
    await registerUser(signedIn);
    expect(await signedIn.get('/api/user')).toMatchObject({ status: 503, body: { message: 'The gift service is unavailable. Please try again shortly.' } });

    await gifts[0].start();
    await waitFor(async () => (await suggestFrom(client())).status === 200, 10_000);
    await gifts[1].start();
  });

  it('tells the services who the visitor is, so limits count per visitor and not per gateway', async () => {
    const { username } = await registerUser(client());
    const attempt = (address: string) => client().post('/api/login', { username, password: 'wrong-password' }, { 'x-forwarded-for': address });
    for (let failure = 0; failure < 10; failure++) expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('203.0.113.7')).status).toBe(429);
    expect((await attempt('198.51.100.20')).status).toBe(401);
  });

  it('lets a service trust only the identity the gateway signed, never a header a caller made up', async () => {
    const visitor = client();
    const { id } = await registerUser(visitor);
    expect((await visitor.get('/api/occasions')).status).toBe(200);

    const direct = (headers: Record<string, string>) => fetch(`${services.occasions.url}/api/occasions`, { headers }).then((response) => response.status);
    const signedBy = (secret: string) => new IdentityTokens(secret).sign({ userId: id, sessionId: 'any' });
    expect(await direct({})).toBe(401);
    expect(await direct({ 'x-user-id': String(id), cookie: `presently_sid=${visitor.cookies.get('presently_sid')}` })).toBe(401);
    expect(await direct({ 'x-presently-identity': await signedBy(randomBytes(32).toString('base64url')) })).toBe(401);
    expect(await direct({ 'x-presently-identity': 'not.a.token' })).toBe(401);
    expect(await direct({ 'x-presently-identity': await signedBy(env.INTERNAL_SECRET) })).toBe(200);
    // A token sent to the gateway by a visitor is dropped, not passed on.
    const guest = client();
    expect((await guest.get('/api/occasions', { 'x-presently-identity': await signedBy(env.INTERNAL_SECRET) })).status).toBe(401);
  });
});

describe('a service whose database and Redis go away and come back', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-readiness-'));
  const env = deploymentEnv(dataDir);
  let database: TestDatabase;
  let occasions: PresentlyProcess;
  let postgres: Relay;
  let redis: Relay;

  beforeAll(async () => {
    database = (await createTestDatabase(TEST_DATABASE_URL))!;
    const databaseUrl = new URL(database.url);
    const redisUrl = new URL(TEST_REDIS_URL);
    postgres = new Relay({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) }, await freePort());
    redis = new Relay({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) }, await freePort());
    await Promise.all([postgres.open(), redis.open()]);
    databaseUrl.host = `127.0.0.1:${postgres.port}`;
    redisUrl.host = `127.0.0.1:${redis.port}`;
    occasions = await new PresentlyProcess('occasions', { ...env, DATABASE_URL_OCCASIONS: databaseUrl.toString(), REDIS_URL: redisUrl.toString() }, await freePort()).start();
  });

  afterAll(async () => {
    await occasions?.stop();
    await Promise.all([postgres?.cut(), redis?.cut()]);
    await database?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, env.REDIS_KEY_PREFIX);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const readiness = async () => {
    const response = await fetch(`${occasions.url}/readyz`);
    return { status: response.status, body: (await response.json()) as { checks: Record<string, string> } };
  };

  it('reports not ready while they are away, and ready again once they are back, without a restart', async () => {
    expect((await readiness()).status).toBe(200);
    await Promise.all([postgres.cut(), redis.cut()]);
    const away = await readiness();
    expect(away.status).toBe(503);
    expect(away.body.checks.database).not.toBe('ok');
    expect(away.body.checks.sessions).not.toBe('ok');
    expect((await fetch(`${occasions.url}/healthz`)).status).toBe(200);

    await Promise.all([postgres.open(), redis.open()]);
    await waitFor(async () => (await readiness()).status === 200, 20_000);
    expect((await readiness()).body.checks).toEqual({ database: 'ok', sessions: 'ok', events: 'ok' });
  });
});

describe('the gateway in front of services that fail', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-failing-'));
  const servers: Server[] = [];
  const httpServers: HttpServer[] = [];
  let gateway: PresentlyProcess;

  /** Every connection the fakes accepted: closing a server leaves them open, and a silent one never reads the end. */
  const sockets = new Set<Socket>();

  /** A server that speaks no HTTP at all, or accepts connections and never answers. */
  const fakeService = async (behaviour: 'garbage' | 'silent') => {
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      if (behaviour === 'garbage') socket.once('data', () => socket.end('this is not HTTP\r\n\r\n'));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  };

  /** What the gift service below saw of suggestion requests it never answers, and of its shop list, always a 503. */
  const seen = { suggestions: 0, suggestionsLeft: 0, shops: 0 };

  /**
   * A gift service whose suggestion stream sends one idea, thinks for a while, then the rest; whose shop list is
   * unavailable; silent otherwise.
   */
  const slowGifts = async () => {
    const server = createHttpServer((request, response) => {
      if (request.url === '/api/gifts/shops') {
        seen.shops++;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Shops are resting."}');
        return;
      }
      if (request.url !== '/api/gifts/suggest/stream') {
        seen.suggestions++;
        response.once('close', () => seen.suggestionsLeft++);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'set-cookie': ['presently_guest=abcdefghijklmnopqrstuv; Path=/; HttpOnly', 'second=2; Path=/'] });
      response.write('event: suggestion\ndata: {"name":"first"}\n\n');
      setTimeout(() => response.end('event: done\ndata: {}\n\n'), 1500);
    });
    httpServers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  };

  beforeAll(async () => {
    const env = deploymentEnv(dataDir);
    gateway = await new PresentlyProcess(
      'gateway',
      {
        ...env,
        SERVICE_TIMEOUT_SECONDS: '1',
        SERVICE_URL_AUTH: `http://127.0.0.1:${await freePort()}`,
        SERVICE_URL_GIFTS: await slowGifts(),
        SERVICE_URL_BILLING: await fakeService('silent'),
        SERVICE_URL_OCCASIONS: await fakeService('garbage'),
      },
      await freePort(),
    ).start();
  });

  afterAll(async () => {
    await gateway?.stop();
    for (const server of [...servers, ...httpServers]) server.close();
    for (const server of httpServers) server.closeAllConnections();
    for (const socket of sockets) socket.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 for a service that is down, 502 for one that answers garbage and 504 for one that does not answer', async () => {
    const visitor = new ApiClient(gateway.url);
    expect(await visitor.post('/api/login', { username: 'maya', password: 'correct-horse' })).toMatchObject({
      status: 503,
      body: { message: 'The account service is unavailable. Please try again shortly.', code: 'service_unavailable' },
    });
    expect(await visitor.get('/api/occasions')).toMatchObject({ status: 502, body: { message: 'The occasions service gave an invalid answer. Please try again.' } });
    const started = Date.now();
    expect(await visitor.get('/api/billing/config')).toMatchObject({ status: 504, body: { message: 'The billing service took too long to answer. Please try again.' } });
    expect(Date.now() - started).toBeLessThan(5000);
    // Generation waits longer (GENERATION_TIMEOUT_SECONDS): a model may take a minute.
    const generation = await Promise.race([visitor.post('/api/gifts/suggest', maya).catch(() => 'gateway stopped'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000))]);
    expect(generation).toBe('still waiting');
  });

  it("passes a service's own 503 on as it is, asking once", async () => {
    expect(await new ApiClient(gateway.url).get('/api/gifts/shops')).toMatchObject({ status: 503, body: { message: 'Shops are resting.' } });
    expect(seen.shops).toBe(1);
  });

  it('closes its call to the service when the visitor leaves before the answer, so the work behind it stops', async () => {
    const before = { ...seen };
    const visitor = new AbortController();
    const leaving = fetch(`${gateway.url}/api/gifts/suggest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(maya), signal: visitor.signal });
    await waitFor(() => seen.suggestions > before.suggestions, 5000);
    visitor.abort();
    await expect(leaving).rejects.toThrow();
    await waitFor(() => seen.suggestionsLeft > before.suggestionsLeft, 5000);
  });

  it('passes a stream on piece by piece as the service writes it, with every cookie it sets', async () => {
    const started = Date.now();
    const response = await fetch(`${gateway.url}/api/gifts/suggest/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.getSetCookie()).toEqual(['presently_guest=abcdefghijklmnopqrstuv; Path=/; HttpOnly', 'second=2; Path=/']);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: suggestion');
    expect(first).not.toContain('event: done');
    expect(Date.now() - started).toBeLessThan(1200);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('event: done');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });
});
