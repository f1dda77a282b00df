import { PasswordResetRepository } from '@presently/auth';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import { outboxMails, type OutboxMail } from '@presently/platform/testing';
import type { Envelope } from '@presently/proto';
import { createHash, randomBytes } from 'node:crypto';
import { keysOf, registerConfirmedUser, registerUser, seenBodies, startApp, username, waitFor, type TestApp, type ApiClient } from '../app';

/** Where the reset e-mail's link must lead: this deployment's PUBLIC_URL, path and all. */
const PUBLIC_URL = 'https://gifts.example/presently';
const SENT = 'If an account uses that e-mail address, we have sent it a link to reset the password. The link works for 1 hour.';

describe('auth API', () => {
  let app: TestApp;
  // Behind a proxy, so a case can come from an address of its own; callers without X-Forwarded-For are 127.0.0.1.
  beforeAll(async () => (app = await startApp({ PUBLIC_URL, TRUST_PROXY: 'true' })));
  afterAll(() => app.destroy());

  const client = () => app.client();

  describe('POST /api/register', () => {
    it.each([
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ password: 'abc' }, 'password', 'Password must be at least 6 characters'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ email: '' }, 'email', 'Email is required'],
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
        email: `${name}@example.com`,
        birthday: '1990-04-14',
        timeZone: 'UTC',
        createdAt: expect.any(String),
        isPremiumOverride: false,
        // Until the link mailed at registration is opened.
        emailVerified: false,
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

    it('takes the birthday as optional: left out, empty or null, the profile has none', async () => {
      for (const birthday of [undefined, '', null]) {
        const c = client();
        const name = username();
        const response = await c.post('/api/register', { username: name, password: 'secret1', email: `${name}@example.com`, ...(birthday !== undefined && { birthday }) });
        expect(response.status).toBe(201);
        const user = await c.get('/api/user');
        expect(user.status).toBe(200);
        expect(user.body.birthday).toBeNull();
      }
    });

    it('keeps usernames unique regardless of case', async () => {
      const { username: name } = await registerUser(client());
      const response = await client().post('/api/register', { username: name.toUpperCase(), password: 'secret1', email: 'b@example.com', birthday: '1991-01-01' });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Username already exists');
    });

    it('gives each e-mail address to one account, whatever its case, and says no more than that it is taken', async () => {
      const email = `${username('taken')}@example.com`;
      await registerUser(client(), { email });
      const c = client();
      const response = await c.post('/api/register', { username: username(), password: 'secret1', email: `  ${email.toUpperCase()}`, birthday: '1991-01-01' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Email already exists', code: 'conflict' });
      // Nobody was signed in, and no confirmation link went out for the refused account.
      expect((await c.get('/api/user')).status).toBe(401);
      expect(outboxMails(app.dataDir).filter((mail) => mail.to.toLowerCase() === email)).toHaveLength(1);
    });

    it('stops saying which names are taken after 10 refusals from one address, with 429 and a message', async () => {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const { username: taken } = await registerUser(client());
      for (let refusal = 0; refusal < 10; refusal++) {
        const response = await client().post('/api/register', { username: taken, password: 'secret1', email: `${username('enum')}@example.com` }, from('203.0.113.60'));
        expect(response.status).toBe(409);
      }
      const fresh = { username: username('fresh'), password: 'secret1', email: `${username('fresh')}@example.com` };
      const blocked = await client().post('/api/register', fresh, from('203.0.113.60'));
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('content-type')).toMatch(/application\/json/);
      expect(blocked.body).toEqual({ message: expect.stringMatching(/^Too many registration attempts\. Please try again in \d+ minutes?\.$/), code: 'rate_limited' });
      // Nothing was looked up or created: from another address the same form registers.
      expect((await client().post('/api/register', fresh, from('203.0.113.61'))).status).toBe(201);
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

    it('signs in with the e-mail address instead of the username, in any case', async () => {
      const email = `${username('mail')}@Example.com`;
      const { username: name, password, id } = await registerUser(client(), { email });
      const byEmail = await client().post('/api/login', { username: email.toUpperCase(), password });
      expect(byEmail.status).toBe(200);
      expect(byEmail.body).toEqual({ id, username: name });
      expect((await client().post('/api/login', { username: ` ${email.toLowerCase()} `, password })).status).toBe(200);
    });

    it('answers a wrong password for an e-mail, and an unknown e-mail, as it answers a wrong username', async () => {
      const email = `${username('mail')}@example.com`;
      await registerUser(client(), { email });
      const wrong = await client().post('/api/login', { username: email, password: 'not-the-password' });
      const unknown = await client().post('/api/login', { username: `${username('ghost')}@example.com`, password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe('Invalid username or password');
      expect(unknown.body).toEqual(wrong.body);
    });

    it('opens by e-mail address the account it belongs to, whatever its case', async () => {
      const email = `${username('mail')}@example.com`;
      const user = await registerUser(client(), { email, password: 'first-secret' });
      expect((await client().post('/api/login', { username: email.toUpperCase(), password: 'first-secret' })).body).toEqual({ id: user.id, username: user.username });
    });

    it('throttles repeated failures for one e-mail address as for a username', async () => {
      const email = `${username('mail')}@example.com`;
      const { password } = await registerUser(client(), { email });
      const c = client();
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await c.post('/api/login', { username: email, password: 'wrong-guess' })).status).toBe(401);
      }
      const blocked = await c.post('/api/login', { username: email, password });
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

  describe('POST /api/forgot-password and /api/reset-password', () => {
    const mailsTo = (address: string) => outboxMails(app.dataDir).filter((mail) => mail.to === address && mail.subject === 'Reset your Presently password');
    /** The one reset e-mail to the address, once it has arrived (it is mailed after the answer). */
    async function resetMail(address: string): Promise<OutboxMail> {
      await waitFor(() => mailsTo(address).length > 0);
      expect(mailsTo(address)).toHaveLength(1);
      return mailsTo(address)[0];
    }
    const tokenOf = (mail: OutboxMail) => new URL(/https:\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const forgot = (email: string, c: ApiClient = client()) => c.post('/api/forgot-password', { email });
    const reset = (token: string, newPassword = 'brand-new-1', confirmPassword = newPassword) =>
      client().post('/api/reset-password', { token, newPassword, confirmPassword });
    const newAddress = () => `${username('reset')}@example.com`;

    it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
      const known = newAddress();
      await registerConfirmedUser(app, client(), { email: known });
      const unknown = newAddress();
      const forKnown = await forgot(known);
      const forUnknown = await forgot(unknown);
      expect(forKnown.status).toBe(200);
      expect(forUnknown.status).toBe(200);
      expect(forKnown.body).toEqual({ message: SENT });
      expect(forUnknown.body).toEqual(forKnown.body);
      await resetMail(known);
      expect(mailsTo(unknown)).toEqual([]);
    });

    it('mails a branded e-mail with text and HTML parts that greet the user and carry the link', async () => {
      const email = newAddress();
      const { username: name } = await registerConfirmedUser(app, client(), { email });
      await forgot(email.toUpperCase());
      const mail = await resetMail(email);
      expect(mail.headers.from).toBe('Presently <reminders@presently.app>');
      const token = tokenOf(mail);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const link = `${PUBLIC_URL}/reset-password?token=${token}`;
      // The text part, as a person reads it.
      expect(mail.text).toBe(
        [
          `Hello ${name},`,
          '',
          `Someone, hopefully you, asked to reset the password of your Presently account "${name}".`,
          '',
          'Choose a new password here (the link works once, for 1 hour):',
          link,
          '',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
          '',
          '-- ',
          'Presently, your gift concierge',
        ].join('\n'),
      );
      // The HTML part: its visible words say the same (Outlook's button padding, in comments, left out), and its
      // button and its printed address are the same link.
      expect(mail.html).toMatch(/^<!DOCTYPE html[^>]*><html dir="ltr" lang="en">/);
      const visible = mail.html
        .replace(/<title>.*<\/title>/, '')
        .replace(/<!--.*?-->/gs, '')
        .replace(/<[^<>]*>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
      expect(visible).toBe(
        `Presently Your gift concierge Hello ${name}, Someone, hopefully you, asked to reset the password of your Presently account ${name} . ` +
          `Choose a new password The link works once, for 1 hour. If the button does not open, copy this address into your browser: ${link} ` +
          'If you did not ask for this, ignore this e-mail: your password stays as it is. Presently, your gift concierge.',
      );
      const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));
      expect(hrefs).toEqual([link, link]);
    });

    it('sets the new password once, ends every session, and lets the user sign in with it by e-mail', async () => {
      const email = newAddress();
      const here = client();
      const { username: name, password } = await registerConfirmedUser(app, here, { email });
      await forgot(email);
      const token = tokenOf(await resetMail(email));

      const done = await reset(token);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });
      expect((await here.get('/api/user')).status).toBe(401);
      expect((await client().post('/api/login', { username: name, password })).status).toBe(401);
      expect((await client().post('/api/login', { username: email, password: 'brand-new-1' })).status).toBe(200);

      const again = await reset(token, 'another-one-2');
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This password reset link has already been used. Please ask for a new one.');
      expect((await client().post('/api/login', { username: name, password: 'brand-new-1' })).status).toBe(200);
    });

    it('refuses an expired link with a clear message, and leaves the password as it was', async () => {
      const { id, username: name, password } = await registerUser(client(), { email: newAddress() });
      const token = randomBytes(32).toString('base64url');
      const hour = 60 * 60 * 1000;
      await app.running.app
        .get(PasswordResetRepository)
        .replace(id, createHash('sha256').update(token).digest('base64url'), new Date(Date.now() - 1000), new Date(Date.now() - hour));
      const response = await reset(token);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('This password reset link has expired. Please ask for a new one.');
      expect((await client().post('/api/login', { username: name, password })).status).toBe(200);
    });

    it('keeps only the newest link working, and none once the password is changed', async () => {
      const email = newAddress();
      const c = client();
      const { password } = await registerConfirmedUser(app, c, { email });
      await forgot(email);
      const first = tokenOf(await resetMail(email));
      await forgot(email);
      await waitFor(() => mailsTo(email).length === 2);
      const second = mailsTo(email).map(tokenOf).find((token) => token !== first)!;
      expect((await reset(first)).body.message).toBe('This password reset link is not valid. Please ask for a new one.');

      await c.post('/api/user/change-password', { currentPassword: password, newPassword: 'changed-1', confirmPassword: 'changed-1' });
      expect((await reset(second)).body.message).toBe('This password reset link is not valid. Please ask for a new one.');
    });


    it.each([
      [{ email: 'not-an-address' }, '/api/forgot-password', 'Please enter a valid email address'],
      [{}, '/api/forgot-password', 'Email is required'],
      [{ email: 'a@example.com', extra: 1 }, '/api/forgot-password', expect.any(String)],
      [{ token: 'made-up', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' }, '/api/reset-password', 'This password reset link is not valid. Please ask for a new one.'],
      [{ token: 'A'.repeat(43), newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' }, '/api/reset-password', 'This password reset link is not valid. Please ask for a new one.'],
      [{ token: 'A'.repeat(43), newPassword: 'short', confirmPassword: 'short' }, '/api/reset-password', 'Password must be at least 6 characters'],
      [{ token: 'A'.repeat(43), newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' }, '/api/reset-password', "Passwords don't match"],
    ])('refuses %j on %s with a 400 message', async (body, path, message) => {
      const response = await client().post(path, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(message);
    });

    it('limits reset e-mails per address, answering known and unknown addresses alike', async () => {
      const known = newAddress();
      await registerConfirmedUser(app, client(), { email: known });
      const unknown = newAddress();
      for (const address of [known, unknown]) {
        for (let request = 0; request < 5; request++) expect((await forgot(address)).status).toBe(200);
        const blocked = await forgot(address);
        expect(blocked.status).toBe(429);
        expect(blocked.body.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
      }
      await waitFor(() => mailsTo(known).length === 5);
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

  describe('PUT /api/user/email', () => {
    it('changes the address with the password, and sign-in and reset links follow it', async () => {
      const c = client();
      const { username: name, password } = await registerUser(c, { email: `${username('old')}@example.com` });
      const wrong = await c.put('/api/user/email', { email: 'x@example.com', currentPassword: 'not-my-password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
      const invalid = await c.put('/api/user/email', { email: 'not-an-address', currentPassword: password });
      expect(invalid.body.message).toBe('Please enter a valid email address');

      const email = `${username('new')}@example.com`;
      const changed = await c.put('/api/user/email', { email, currentPassword: password });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ username: name, email });
      expect((await c.get('/api/user')).body.email).toBe(email);
      expect((await client().post('/api/login', { username: email.toUpperCase(), password })).status).toBe(200);
    });

    it('refuses an address another account has with 409, and keeps the old one', async () => {
      const other = `${username('other')}@example.com`;
      await registerUser(client(), { email: other });
      const c = client();
      const mine = `${username('mine')}@example.com`;
      const { password } = await registerUser(c, { email: mine });
      const taken = await c.put('/api/user/email', { email: other.toUpperCase(), currentPassword: password });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: 'Email already exists', code: 'conflict' });
      expect((await c.get('/api/user')).body.email).toBe(mine);
      // The account's own address, in other letters, is not another account's.
      const own = await c.put('/api/user/email', { email: mine.toUpperCase(), currentPassword: password });
      expect(own.status).toBe(200);
      expect(own.body.email).toBe(mine.toUpperCase());
    });

    it('needs a session', async () => {
      expect((await client().put('/api/user/email', { email: 'x@example.com', currentPassword: 'secret1' })).status).toBe(401);
    });
  });

  describe('DELETE /api/user', () => {
    it('asks for the password again, and keeps the account when it is missing or wrong', async () => {
      const c = client();
      const { password } = await registerUser(c);
      const missing = await c.delete('/api/user');
      expect(missing.status).toBe(400);
      expect(typeof missing.body.message).toBe('string');
      const empty = await c.delete('/api/user', { currentPassword: '' });
      expect(empty.body.message).toBe('Current password is required');
      const wrong = await c.delete('/api/user', { currentPassword: 'not-my-password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
      expect((await c.get('/api/user')).status).toBe(200);
      expect((await c.delete('/api/user', { currentPassword: password })).status).toBe(200);
    });

    it('deletes the account, ends every session and tells the other services', async () => {
      const events: Envelope[] = [];
      app.running.app.get<EventBus>(EVENT_BUS).subscribe({ group: 'test', type: 'user.deleted', handle: async (envelope) => void events.push(envelope) });

      const here = client();
      const { username: name, password, id } = await registerUser(here);
      const elsewhere = client();
      await elsewhere.post('/api/login', { username: name, password });

      const response = await here.delete('/api/user', { currentPassword: password });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Account deleted');
      expect((await here.get('/api/user')).status).toBe(401);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
      expect((await client().post('/api/login', { username: name, password })).status).toBe(401);
      await waitFor(() => events.some((event) => event.key === String(id)));
      expect(events.find((event) => event.key === String(id))).toMatchObject({ type: 'user.deleted', source: 'auth', data: { userId: id } });
      // The name and the address are free again.
      expect((await client().post('/api/register', { username: name, password, email: `${name}@example.com`, birthday: '1990-01-02' })).status).toBe(201);
    });
  });

  afterAll(() => {
    const leaked = keysOf(seenBodies).filter((key) => /password|hash/i.test(key));
    expect(leaked).toEqual([]);
  });
});
