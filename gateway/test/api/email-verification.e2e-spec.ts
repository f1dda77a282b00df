import { EmailVerificationRepository } from '@presently/auth';
import { outboxMails, VERIFICATION_SUBJECT, verificationLink, verificationToken, type OutboxMail } from '@presently/platform/testing';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFICATION_SENT,
  EMAIL_VERIFIED,
  VERIFY_LINK_EXPIRED,
  VERIFY_LINK_INVALID,
  VERIFY_LINK_USED,
} from '@presently/proto';
import { createHash, randomBytes } from 'node:crypto';
import { confirmEmail, registerUser, startApp, username, waitFor, type TestApp } from '../app';

/** Where the confirmation e-mail's link must lead: this deployment's PUBLIC_URL, path and all. */
const PUBLIC_URL = 'https://gifts.example/presently';

describe('e-mail verification API', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startApp({ PUBLIC_URL })));
  afterAll(() => app.destroy());

  const client = () => app.client();
  const newAddress = () => `${username('verify')}@example.com`;
  const mailsTo = (address: string) => outboxMails(app.dataDir).filter((mail) => mail.to === address);
  const confirmationsTo = (address: string) => mailsTo(address).filter((mail) => mail.subject === VERIFICATION_SUBJECT);
  /** The newest confirmation link of the user, once it has arrived. */
  async function linkOf(name: string): Promise<string> {
    await waitFor(() => verificationLink(app.dataDir, name) !== undefined);
    return verificationLink(app.dataDir, name)!;
  }
  const verify = (token: unknown) => client().post('/api/verify-email', { token });
  const resend = (c = client()) => c.post('/api/user/verification-email');

  describe('POST /api/register', () => {
    it('leaves the address unverified and mails a branded confirmation link, and nothing else, to it', async () => {
      const email = newAddress();
      const c = client();
      const { username: name } = await registerUser(c, { email });
      expect((await c.get('/api/user')).body).toMatchObject({ email, emailVerified: false });

      const link = await linkOf(name);
      expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
      const [mail]: OutboxMail[] = mailsTo(email);
      expect(mailsTo(email)).toHaveLength(1);
      expect(mail.subject).toBe(VERIFICATION_SUBJECT);
      expect(mail.headers.from).toBe('Presently <reminders@presently.app>');
      expect(mail.text.split('\n')[0]).toBe(`Hello ${name},`);
      expect(mail.text).toContain('the link works once, for 48 hours');
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toMatch(/>Confirm my e-mail address<\/span>(?:(?!<a ).)*<\/a>/s);
    });

    it('still makes the account when the address has had its confirmation e-mails for the hour, and mails no more', async () => {
      const email = newAddress();
      // An address belongs to one account at a time: five accounts take it in turn, and each is mailed a link to it.
      for (let account = 0; account < 5; account++) {
        const c = client();
        const { password } = await registerUser(c);
        expect((await c.put('/api/user/email', { email, currentPassword: password })).status).toBe(200);
        expect((await c.put('/api/user/email', { email: newAddress(), currentPassword: password })).status).toBe(200);
      }
      await waitFor(() => confirmationsTo(email).length === 5);
      const last = client();
      await registerUser(last, { email });
      expect((await last.get('/api/user')).body.email).toBe(email);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(confirmationsTo(email)).toHaveLength(5);
    });
  });

  describe('POST /api/verify-email', () => {
    it('confirms the address once, without a session, and GET /api/user says so', async () => {
      const c = client();
      const { username: name } = await registerUser(c);
      const token = verificationToken(await linkOf(name));

      const done = await verify(token);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ message: EMAIL_VERIFIED });
      expect((await c.get('/api/user')).body.emailVerified).toBe(true);

      const again = await verify(token);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ message: VERIFY_LINK_USED });
    });

    it('refuses an expired link with a clear message, and leaves the address unverified', async () => {
      const c = client();
      const { id, email } = await registerUser(c);
      const token = randomBytes(32).toString('base64url');
      const hour = 60 * 60 * 1000;
      await app.running.app
        .get(EmailVerificationRepository)
        .replace(id, email, createHash('sha256').update(token).digest('base64url'), new Date(Date.now() - 1000), new Date(Date.now() - 49 * hour));
      const response = await verify(token);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VERIFY_LINK_EXPIRED);
      expect((await c.get('/api/user')).body.emailVerified).toBe(false);
    });

    it.each([['made-up'], ['A'.repeat(43)], [42], [undefined]])('refuses the token %j with a 400 message', async (token) => {
      const response = await verify(token);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VERIFY_LINK_INVALID);
    });

    it('refuses a form-encoded body, as every state change', async () => {
      const response = await client().post('/api/verify-email', `token=${'A'.repeat(43)}`, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(response.status).toBe(415);
    });
  });

  describe('POST /api/user/verification-email', () => {
    it('needs a session', async () => {
      expect((await resend()).status).toBe(401);
    });

    it('mails a new link, the old one stops working, and a verified address is told so', async () => {
      const c = client();
      const { username: name, email } = await registerUser(c);
      const first = await linkOf(name);
      const sent = await resend(c);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ message: EMAIL_VERIFICATION_SENT });
      expect(confirmationsTo(email)).toHaveLength(2);
      const second = verificationLink(app.dataDir, name)!;
      expect(second).not.toBe(first);
      expect((await verify(verificationToken(first))).body.message).toBe(VERIFY_LINK_INVALID);
      expect((await verify(verificationToken(second))).status).toBe(200);

      const already = await resend(c);
      expect(already.status).toBe(400);
      expect(already.body.message).toBe(EMAIL_ALREADY_VERIFIED);
    });

    it('limits confirmation e-mails per user with a 429 message', async () => {
      const c = client();
      const { email } = await registerUser(c);
      await waitFor(() => confirmationsTo(email).length === 1);
      for (let request = 0; request < 4; request++) expect((await resend(c)).status).toBe(200);
      const blocked = await resend(c);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many confirmation e-mails\. Please try again in \d+ minutes?\.$/);
      expect(confirmationsTo(email)).toHaveLength(5);
    });
  });

  describe('PUT /api/user/email', () => {
    it('asks to confirm a new address again; a link to the old one confirms nothing', async () => {
      const c = client();
      const user = await registerUser(c);
      const oldLink = await linkOf(user.username);
      const email = newAddress();
      expect((await c.put('/api/user/email', { email, currentPassword: user.password })).body).toMatchObject({ email, emailVerified: false });
      await waitFor(() => confirmationsTo(email).length === 1);
      expect((await verify(verificationToken(oldLink))).body.message).toBe(VERIFY_LINK_INVALID);
      expect((await c.get('/api/user')).body.emailVerified).toBe(false);

      await confirmEmail(app, user);
      expect((await c.get('/api/user')).body).toMatchObject({ email, emailVerified: true });
      // The same mailbox written in other letters stays confirmed, and no e-mail is sent for it.
      const before = outboxMails(app.dataDir).length;
      expect((await c.put('/api/user/email', { email: email.toUpperCase(), currentPassword: user.password })).body.emailVerified).toBe(true);
      expect(outboxMails(app.dataDir)).toHaveLength(before);
    });
  });

  describe('POST /api/forgot-password', () => {
    it('sends an unconfirmed address its confirmation link again, not a reset link', async () => {
      const { email } = await registerUser(client());
      await waitFor(() => confirmationsTo(email).length === 1);
      expect((await client().post('/api/forgot-password', { email })).status).toBe(200);
      await waitFor(() => confirmationsTo(email).length === 2);
      expect(mailsTo(email).map((mail) => mail.subject)).toEqual([VERIFICATION_SUBJECT, VERIFICATION_SUBJECT]);
    });
  });
});
