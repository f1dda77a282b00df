import { EVENT_BUS, type EventBus } from '@presently/platform';
import type { Envelope } from '@presently/proto';
import { keysOf, registerUser, seenBodies, startApp, username, waitFor, type TestApp } from '../app';

describe('auth API', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.destroy());

  const client = () => app.client();

  describe('POST /api/register', () => {
    it.each([
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ password: 'abc' }, 'password', 'Password must be at least 6 characters'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ birthday: '' }, 'birthday', 'Birthday is required'],
      [{ birthday: '1990-13-45' }, 'birthday', 'Please enter a valid date (YYYY-MM-DD)'],
      [{ username: 'bad name!' }, 'username', 'Username may only contain letters, numbers, dots, dashes and underscores'],
    ])('rejects %j with the spec\'s message', async (change, field, message) => {
      const body = { username: username(), password: 'secret1', email: 'a@example.com', birthday: '1990-01-02', ...change };
      const response = await client().post('/api/register', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toContainEqual({ path: field, message });
    });

    it('rejects unknown fields, wrong types and missing bodies with a message', async () => {
      const c = client();
      for (const body of [{ username: 'valid1', password: 'secret1', email: 'a@b.co', birthday: '1990-01-02', role: 'admin' }, { username: 42 }, undefined, [], 'null']) {
        const response = await c.post('/api/register', body);
        expect(response.status).toBe(400);
        expect(typeof response.body.message).toBe('string');
      }
    });

    it('creates the user, answers {id, username} and signs them in with an HttpOnly cookie', async () => {
      const c = client();
      const { id, username: name, response } = await registerUser(c);
      expect(response.body).toEqual({ id, username: name });
      const cookie = response.headers.getSetCookie()[0];
      expect(cookie).toMatch(/^presently_sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);

      const user = await c.get('/api/user');
      expect(user.status).toBe(200);
      expect(user.body).toEqual({
        id,
        username: name,
        email: 'maya@example.com',
        birthday: '1990-04-14',
        timeZone: 'UTC',
        createdAt: expect.any(String),
        isPremiumOverride: false,
        subscriptionPlan: 'free',
        subscriptionStatus: 'free',
        subscriptionStart: null,
        subscriptionEnd: null,
        monthlyCredits: 3,
        monthlyCardCredits: 1,
        // Credits reset with the calendar month (UTC).
        lastCreditReset: `${new Date().toISOString().slice(0, 7)}-01T00:00:00.000Z`,
        premium: false,
      });
    });

    it('keeps usernames unique regardless of case', async () => {
      const { username: name } = await registerUser(client());
      const response = await client().post('/api/register', { username: name.toUpperCase(), password: 'secret1', email: 'b@example.com', birthday: '1991-01-01' });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Username already exists');
    });

    it('stores the browser\'s time zone when it is a real one', async () => {
      const c = client();
      await registerUser(c, { timeZone: 'Europe/Berlin' });
      expect((await c.get('/api/user')).body.timeZone).toBe('Europe/Berlin');
      const d = client();
      await registerUser(d, { timeZone: 'Mars/Olympus_Mons' });
      expect((await d.get('/api/user')).body.timeZone).toBe('UTC');
    });
  });

  describe('POST /api/login and /api/logout', () => {
    it('signs in with a new session id each time', async () => {
      const c = client();
      const { username: name, password, id } = await registerUser(c);
      const firstCookie = c.cookies.get('presently_sid');
      const login = await c.post('/api/login', { username: name, password });
      expect(login.status).toBe(200);
      expect(login.body).toEqual({ id, username: name });
      expect(c.cookies.get('presently_sid')).not.toBe(firstCookie);
      // Usernames match case-insensitively at sign-in too.
      expect((await client().post('/api/login', { username: name.toUpperCase(), password })).status).toBe(200);
    });

    it('answers a wrong password and an unknown user with the same 401', async () => {
      const { username: name } = await registerUser(client());
      const wrong = await client().post('/api/login', { username: name, password: 'not-the-password' });
      const unknown = await client().post('/api/login', { username: username('ghost'), password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe('Invalid username or password');
    });

    it('answers a username registration would refuse with the ordinary wrong-login 401', async () => {
      const response = await client().post('/api/login', { username: `john ${username('doe')}`, password: 'not-the-password' });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid username or password');
    });

    it('validates the sign-in form with the spec\'s messages', async () => {
      expect((await client().post('/api/login', { username: 'ab', password: 'secret1' })).body.message).toBe('Username must be at least 3 characters');
      expect((await client().post('/api/login', { username: 'abc', password: '123' })).body.message).toBe('Password must be at least 6 characters');
    });

    it('throttles repeated failures for one username from one address', async () => {
      const { username: name, password } = await registerUser(client());
      const c = client();
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await c.post('/api/login', { username: name, password: 'wrong-guess' })).status).toBe(401);
      }
      const blocked = await c.post('/api/login', { username: name, password });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    });

    it('ends the session at logout', async () => {
      const c = client();
      await registerUser(c);
      const logout = await c.post('/api/logout');
      expect(logout.status).toBe(200);
      expect(logout.headers.getSetCookie()[0]).toMatch(/presently_sid=;/);
      expect((await c.get('/api/user')).status).toBe(401);
    });

    it('answers /api/user with 401 and a message to guests and to forged cookies', async () => {
      const guest = await client().get('/api/user');
      expect(guest.status).toBe(401);
      expect(guest.body.message).toBe('Please sign in to continue');
      const forged = client();
      forged.cookies.set('presently_sid', 'A'.repeat(43));
      expect((await forged.get('/api/user')).status).toBe(401);
    });
  });

  describe('POST /api/user/change-password', () => {
    it('needs a session', async () => {
      expect((await client().post('/api/user/change-password', { currentPassword: 'x', newPassword: 'secret2', confirmPassword: 'secret2' })).status).toBe(401);
    });

    it.each([
      [{ currentPassword: '' }, 'Current password is required'],
      [{ newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 6 characters'],
      [{ confirmPassword: 'different1' }, "Passwords don't match"],
      [{ confirmPassword: '' }, 'Confirm password is required'],
      [{ currentPassword: 'not-my-password' }, 'Current password is incorrect'],
    ])('refuses %j', async (change, message) => {
      const c = client();
      const { password } = await registerUser(c);
      const response = await c.post('/api/user/change-password', { currentPassword: password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1', ...change });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('changes the password and ends the user\'s other sessions, keeping this one', async () => {
      const here = client();
      const { username: name, password } = await registerUser(here);
      const elsewhere = client();
      await elsewhere.post('/api/login', { username: name, password });
      expect((await elsewhere.get('/api/user')).status).toBe(200);

      const change = await here.post('/api/user/change-password', { currentPassword: password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
      expect(change.status).toBe(200);
      expect(change.body).toEqual({ success: true, message: 'Password changed successfully' });
      expect((await here.get('/api/user')).status).toBe(200);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
      expect((await client().post('/api/login', { username: name, password })).status).toBe(401);
      expect((await client().post('/api/login', { username: name, password: 'brand-new-1' })).status).toBe(200);
    });
  });

  describe('PUT /api/user/time-zone', () => {
    it('stores a real IANA zone and refuses others', async () => {
      const c = client();
      await registerUser(c);
      expect((await c.put('/api/user/time-zone', { timeZone: 'America/New_York' })).body.timeZone).toBe('America/New_York');
      const bad = await c.put('/api/user/time-zone', { timeZone: 'Nowhere/Special' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Unknown time zone: Nowhere/Special');
    });
  });

  describe('DELETE /api/user', () => {
    it('deletes the account, ends every session and tells the other services', async () => {
      const events: Envelope[] = [];
      app.running.app.get<EventBus>(EVENT_BUS).subscribe({ group: 'test', type: 'user.deleted', handle: async (envelope) => void events.push(envelope) });

      const here = client();
      const { username: name, password, id } = await registerUser(here);
      const elsewhere = client();
      await elsewhere.post('/api/login', { username: name, password });

      const response = await here.delete('/api/user');
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Account deleted');
      expect((await here.get('/api/user')).status).toBe(401);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
      expect((await client().post('/api/login', { username: name, password })).status).toBe(401);
      await waitFor(() => events.some((event) => event.key === String(id)));
      expect(events.find((event) => event.key === String(id))).toMatchObject({ type: 'user.deleted', source: 'auth', data: { userId: id } });
      // The name is free again.
      expect((await client().post('/api/register', { username: name, password, email: 'a@b.co', birthday: '1990-01-02' })).status).toBe(201);
    });
  });

  afterAll(() => {
    const leaked = keysOf(seenBodies).filter((key) => /password|hash/i.test(key));
    expect(leaked).toEqual([]);
  });
});
