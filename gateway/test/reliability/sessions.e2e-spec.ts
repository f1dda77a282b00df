import { addDays } from 'date-fns';
import { registerUser, startApp, username, type ApiClient, type TestApp } from '../app';

/**
 * Session rules that api/auth.e2e-spec.ts (flags at registration, new id per sign-in, logout, password change,
 * throttling per name) and api/edge.e2e-spec.ts (Secure behind an https proxy) leave out: the flags of the sign-in
 * and sign-out cookies, fixation, replaying a signed-out cookie, and throttling behind a proxy.
 */
describe('sessions behind a reverse proxy', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startApp({ TRUST_PROXY: 'true', SESSION_TTL_DAYS: '14' })));
  afterAll(() => app.destroy());

  /** A browser reaching Presently through the proxy from `address`, which the proxy appends to X-Forwarded-For. */
  const through = (client: ApiClient, address: string, forwardedFor?: string) => ({
    login: (body: object) => client.post('/api/login', body, { 'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${address}` : address }),
  });
  const sessionCookie = (lines: string[]) => lines.find((line) => line.startsWith('presently_sid='))!;

  it('signs in with HttpOnly, SameSite=Lax, Path=/ and the configured lifetime; Secure over https', async () => {
    const { username: name, password } = await registerUser(app.client());
    const plain = await app.client().post('/api/login', { username: name, password });
    const cookie = sessionCookie(plain.headers.getSetCookie());
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(cookie).not.toMatch(/; Domain=/);
    const expires = new Date(cookie.match(/; Expires=([^;]+)/)![1]);
    expect(Math.abs(expires.getTime() - addDays(new Date(), 14).getTime())).toBeLessThan(60_000);

    const secure = await app.client().post('/api/login', { username: name, password }, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(secure.headers.getSetCookie())).toMatch(/; Secure/);
  });

  it('clears the cookie at sign-out with the same path and flags, so the browser drops it', async () => {
    const client = app.client();
    await registerUser(client);
    const response = await client.post('/api/logout', undefined, { 'x-forwarded-proto': 'https' });
    const cookie = sessionCookie(response.headers.getSetCookie());
    expect(cookie).toMatch(/^presently_sid=;/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Expires=Thu, 01 Jan 1970/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
  });

  it('never adopts a session id the browser brings to sign-in (no fixation)', async () => {
    const { username: name, password } = await registerUser(app.client());
    const planted = 'P'.repeat(43);
    const victim = app.client();
    victim.cookies.set('presently_sid', planted);
    expect((await victim.post('/api/login', { username: name, password })).status).toBe(200);
    expect(victim.cookies.get('presently_sid')).not.toBe(planted);
    expect((await victim.get('/api/user')).body.username).toBe(name);
    const attacker = app.client();
    attacker.cookies.set('presently_sid', planted);
    expect((await attacker.get('/api/user')).status).toBe(401);
  });

  it('makes a signed-out cookie worthless wherever it is replayed', async () => {
    const client = app.client();
    await registerUser(client);
    const stolen = client.cookies.get('presently_sid')!;
    expect((await client.post('/api/logout')).status).toBe(200);
    const replay = app.client();
    replay.cookies.set('presently_sid', stolen);
    for (const [method, path] of [['GET', '/api/user'], ['GET', '/api/gifts/history'], ['GET', '/api/occasions'], ['GET', '/api/subscription'], ['DELETE', '/api/user']]) {
      expect({ path, status: (await replay.request(method, path)).status }).toEqual({ path, status: 401 });
    }
    // Signing out twice is harmless.
    expect((await replay.post('/api/logout')).status).toBe(200);
  });

  it('keeps a session signed out elsewhere from coming back when the user signs in again', async () => {
    const here = app.client();
    const { username: name, password } = await registerUser(here);
    const elsewhere = app.client();
    await elsewhere.post('/api/login', { username: name, password });
    const old = elsewhere.cookies.get('presently_sid')!;
    await here.post('/api/user/change-password', { currentPassword: password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    await app.client().post('/api/login', { username: name, password: 'brand-new-1' });
    const replay = app.client();
    replay.cookies.set('presently_sid', old);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  describe('sign-in throttling', () => {
    it('counts an address\'s failures even when it forges X-Forwarded-For', async () => {
      const { username: name, password } = await registerUser(app.client());
      const attacker = through(app.client(), '203.0.113.7', undefined);
      for (let attempt = 0; attempt < 10; attempt++) {
        const forged = through(app.client(), '203.0.113.7', `198.51.100.${attempt}`);
        expect((await forged.login({ username: name, password: 'wrong-guess' })).status).toBe(401);
      }
      const blocked = await attacker.login({ username: name, password });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    });

    it('does not lock the owner out from another address', async () => {
      const { username: name, password } = await registerUser(app.client());
      for (let attempt = 0; attempt < 11; attempt++) await through(app.client(), '203.0.113.8').login({ username: name, password: 'wrong-guess' });
      expect((await through(app.client(), '203.0.113.8').login({ username: name, password })).status).toBe(429);
      expect((await through(app.client(), '192.0.2.44').login({ username: name, password })).status).toBe(200);
    });

    it('throttles an unknown name exactly like a known one', async () => {
      const ghost = username('ghost');
      const answers = [];
      for (let attempt = 0; attempt < 11; attempt++) answers.push(await through(app.client(), '203.0.113.9').login({ username: ghost, password: 'wrong-guess' }));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(401), 429]);
    });

    it('starts counting again after a successful sign-in', async () => {
      const { username: name, password } = await registerUser(app.client());
      const browser = () => through(app.client(), '203.0.113.10');
      for (let attempt = 0; attempt < 9; attempt++) await browser().login({ username: name, password: 'wrong-guess' });
      expect((await browser().login({ username: name, password })).status).toBe(200);
      for (let attempt = 0; attempt < 9; attempt++) expect((await browser().login({ username: name, password: 'wrong-guess' })).status).toBe(401);
      expect((await browser().login({ username: name, password })).status).toBe(200);
    });
  });
});
