import { BODY_LIMIT_BYTES } from '@presently/platform';
import { registerUser, startApp, username, type TestApp } from '../app';

// Passport keeps its strategies in one registry per module instance, so each app in these tests gets a file of its own.
describe('the HTTP edge of the all-in-one app', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startApp({ TRUST_PROXY: 'true', SUPPORT_EMAIL: 'help@gifts.example' })));
  afterAll(() => app.destroy());

  it('serves the web app at / and at every client-side route', async () => {
    for (const path of ['/', '/profile', '/auth?action=premium', '/shared/abc', '/no/such/page']) {
      const response = await app.client().get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.text).toContain('<div id="root"></div>');
    }
  });

  it("writes the deployment's support address into the page, for the footer and dialogs", async () => {
    for (const path of ['/', '/index.html', '/profile']) {
      const page = await app.client().get(path);
      expect(page.text).toContain('<meta name="presently:support-email" content="help@gifts.example" />');
      expect(page.text).not.toContain('support@presently.app');
    }
  });

  it('answers a missing file with 404, so a tab left open across a deploy does not load a page as a script', async () => {
    for (const path of ['/assets/index-gone1234.js', '/favicon.ico', '/robots.txt']) {
      const response = await app.client().get(path);
      expect(response.status).toBe(404);
      expect(typeof (response.body as { message: string }).message).toBe('string');
    }
  });

  it("shows a browser that opens an unknown /api address the app's page, whose router draws its 404", async () => {
    const page = await app.client().get('/api/nothing-here', { accept: 'text/html,application/xhtml+xml' });
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.text).toContain('<div id="root"></div>');
    expect((await app.client().get('/internal/auth/users/1', { accept: 'text/html' })).status).toBe(404);
  });

  it('serves the built assets with long caching', async () => {
    const html = (await app.client().get('/')).text;
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const response = await app.client().get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const [method, path] of [['GET', '/api/nothing-here'], ['POST', '/api/nothing-here'], ['DELETE', '/api'], ['GET', '/internal/auth/users/1']]) {
      const response = await app.client().request(method, path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(typeof (response.body as { message: string }).message).toBe('string');
    }
  });

  it('answers malformed and oversized bodies with a 4xx message', async () => {
    const malformed = await app.client().post('/api/login', '{"username": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/JSON/);
    const huge = await app.client().post('/api/login', { username: 'a'.repeat(BODY_LIMIT_BYTES), password: 'secret1' });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Request body is too large' });
    // Changes are JSON only (test/reliability/forgery.e2e-spec.ts): a form body is refused before it is read.
    const form = await app.client().post('/api/login', 'username=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body.message).toBe('Presently accepts changes as JSON only (Content-Type: application/json).');
    const xml = await app.client().post('/api/login', '<login/>', { 'content-type': 'application/xml' });
    expect(xml.status).toBe(415);
    expect(typeof xml.body.message).toBe('string');
  });

  it('sends security headers and a request id', async () => {
    const response = await app.client().get('/api/user', { 'x-request-id': 'trace-me-123' });
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await app.client().get('/healthz')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // An id that is not a short plain token is not echoed (nor logged): the answer gets a fresh one.
    for (const unsafe of ['<script>alert(1)</script>', 'x'.repeat(65), 'a b']) {
      expect((await app.client().get('/healthz', { 'x-request-id': unsafe })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('reports liveness and readiness', async () => {
    expect((await app.client().get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await app.client().get('/readyz')).body).toEqual({ status: 'ready', checks: { database: 'ok', sessions: 'ok', events: 'ok' } });
  });

  it('marks the session cookie and its readable companion Secure behind an https proxy, and only the session HttpOnly', async () => {
    const name = username();
    const response = await app.client().post(
      '/api/register',
      { username: name, password: 'secret1', email: `${name}@example.com`, birthday: '1990-01-02' },
      { 'x-forwarded-proto': 'https' },
    );
    const [session, signedIn] = response.headers.getSetCookie();
    expect(session).toMatch(/^presently_sid=.*; HttpOnly; Secure/);
    expect(signedIn).toMatch(/^presently_signed_in=1;.*; Secure/);
    expect(signedIn).not.toMatch(/HttpOnly/);
    const plain = app.client();
    await registerUser(plain);
    expect([...plain.cookies.keys()].sort()).toEqual(['presently_sid', 'presently_signed_in']);
  });
});
