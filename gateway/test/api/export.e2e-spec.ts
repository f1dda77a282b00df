import { outboxMails } from '@presently/platform/testing';
import { createHash } from 'node:crypto';
import { eventsDelivered, keysOf, registerUser, startApp, username, waitFor, type ApiClient, type TestApp } from '../app';
import { recipient, subscribe } from '../users';

const PUBLIC_URL = 'https://presently.example';
const suggestion = { title: 'Camera Strap', description: 'A strap', reasoning: 'For Marisol', personalizedReasoning: 'Marisol hikes', category: 'physical', price: 40, tags: ['photo'] };
const ideas = { suggestions: [suggestion, { ...suggestion, title: 'Trail Map', category: 'books', price: 20 }], summary: 'For Marisol', insight: 'Outdoors', cardMessagePrompt: 'Happy birthday' };

/** GET /api/user/export: "Download my data", put together from every service's own answer. */
describe('GET /api/user/export', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startApp({ PUBLIC_URL })));
  afterAll(() => app.destroy());

  const exportOf = (client: ApiClient) => client.get('/api/user/export');

  /** A user with something in every service: ideas saved with feedback, a share link, an occasion, a credit spent. */
  async function userWithData(client: ApiClient, names: { person: string; occasion: string }) {
    const user = await registerUser(client, { email: `${username('export')}@example.com`, birthday: '1988-02-03', timeZone: 'Europe/Lisbon' });
    // Occasions learns the address and time zone from user.registered.
    await eventsDelivered(app);
    expect((await client.post('/api/gifts/suggest', recipient)).status).toBe(200);
    const saved = await client.post('/api/gifts/save', { recipientInfo: { ...recipient, name: names.person }, suggestions: ideas });
    expect(saved.status).toBe(201);
    expect((await client.post(`/api/gifts/${saved.body.id}/feedback`, { suggestionIndex: 1, feedbackType: 'purchased', comment: 'She loved the map' })).status).toBe(200);
    const link = await client.post('/api/gifts/share', { giftSuggestion: ideas, recipientInfo: { ...recipient, name: names.person }, selectedIndex: 1 });
    expect(link.status).toBe(201);
    const occasion = await client.post('/api/occasions', { recipientName: names.occasion, occasionDate: '2030-05-01', notes: 'Likes kites', reminderDays: [7] });
    expect(occasion.status).toBe(201);
    return { ...user, setId: saved.body.id as number, setShareId: saved.body.shareId as string, linkId: link.body.shareId as string, occasionId: occasion.body.id as number };
  }

  it('refuses guests and a session whose account is gone with 401', async () => {
    const guest = await exportOf(app.client());
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Please sign in to continue', code: 'unauthenticated' });

    const client = app.client();
    const { password } = await registerUser(client);
    const copy = app.client();
    copy.cookies.set('presently_sid', client.cookies.get('presently_sid')!);
    expect((await client.delete('/api/user', { currentPassword: password })).status).toBe(200);
    expect((await exportOf(copy)).status).toBe(401);
  });

  it('holds what every service holds of the user, as a file to download', async () => {
    const client = app.client();
    const user = await userWithData(client, { person: 'Marisol', occasion: 'Tobias' });
    await subscribe(client);
    const [invoice] = (await client.get('/api/billing-history')).body;
    await eventsDelivered(app);

    const response = await exportOf(client);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = response.body;
    const fileName = `presently-data-${user.username}-${body.exportedAt.slice(0, 10)}.json`;
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
    expect(Object.keys(body)).toEqual(['exportedAt', 'account', 'gifts', 'billing', 'occasions']);

    expect(body.account).toEqual({ id: user.id, username: user.username, email: user.email, emailVerified: false, birthday: '1988-02-03', timeZone: 'Europe/Lisbon', createdAt: expect.any(String) });

    expect(body.gifts.savedIdeas).toEqual([
      {
        id: user.setId,
        createdAt: expect.any(String),
        shareId: user.setShareId,
        recipientInfo: expect.objectContaining({ name: 'Marisol', interests: recipient.interests }),
        suggestions: expect.objectContaining({ summary: 'For Marisol', suggestions: [expect.objectContaining({ title: 'Camera Strap' }), expect.objectContaining({ title: 'Trail Map' })] }),
        feedback: [
          { suggestionIndex: 1, feedbackType: 'purchased', title: 'Trail Map', category: 'books', price: 20, comment: 'She loved the map', refinementDetails: null, updatedAt: expect.any(String) },
        ],
      },
    ]);
    // Every link expires, the saved set's own as a link made to share.
    expect(body.gifts.shares).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shareId: user.setShareId, expiresAt: expect.any(String) }),
        expect.objectContaining({ shareId: user.linkId, expiresAt: expect.any(String), selectedIndex: 1, recipientInfo: expect.objectContaining({ name: 'Marisol' }) }),
      ]),
    );
    expect(body.gifts.shares).toHaveLength(2);
    expect(body.gifts.creditUsage).toEqual([{ month: new Date().toISOString().slice(0, 7), giftsUsed: 1, cardMessagesUsed: 0 }]);

    expect(body.billing.subscription).toMatchObject({ plan: 'premium', status: 'active', interval: 'monthly', amount: 499, currency: 'usd', cancelAtPeriodEnd: false });
    expect(body.billing.invoices).toEqual([expect.objectContaining({ id: invoice.id, amount: 499, currency: 'usd', status: 'paid', cardLast4: '4242' })]);
    expect(body.billing.payments).toEqual([expect.objectContaining({ amount: 499, status: 'succeeded', purpose: expect.any(String), cardLast4: '4242' })]);

    expect(body.occasions).toEqual({
      reminders: { enabled: true, email: user.email, timeZone: 'Europe/Lisbon' },
      calendarFeed: { exists: true },
      occasions: [
        {
          id: user.occasionId,
          recipientName: 'Tobias',
          recipientRelationship: 'friend',
          occasionType: 'birthday',
          occasionDate: '2030-05-01',
          notes: 'Likes kites',
          reminderDays: [7],
          isRecurring: false,
          recipientInfo: null,
          lastReminderSent: null,
          createdAt: expect.any(String),
        },
      ],
      remindersSent: [],
    });
  });

  it('tells the unsubscribe state, and never a password, session, token, token hash or payment secret', async () => {
    const client = app.client();
    const user = await userWithData(client, { person: 'Marisol', occasion: 'Tobias' });
    const { clientSecret } = await subscribe(client);
    const sessionId = client.cookies.get('presently_sid')!;
    const calendarToken = new URL((await client.get('/api/occasions/calendar-link')).body.url).searchParams.get('token')!;
    // The reminder e-mail's unsubscribe link, as the preview renders it, used as a mail client would.
    const preview = await client.get('/api/occasions/reminder-preview');
    const unsubscribeToken = new URL(/https:\S+unsubscribe\?token=[\w%-]+/.exec(preview.body.text)![0]).searchParams.get('token')!;
    expect((await app.client().post(`/api/occasions/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`)).status).toBe(200);
    // A link by e-mail is waiting (a password reset's, or the address confirmation's): auth holds its token's hash.
    expect((await app.client().post('/api/forgot-password', { email: user.email })).status).toBe(200);
    const mailedTokens = () =>
      outboxMails(app.dataDir)
        .filter((mail) => mail.to === user.email)
        .flatMap((mail) => (mail.text.match(/https:\S+/g) ?? []).map((link) => new URL(link).searchParams.get('token')))
        .filter((token): token is string => !!token);
    await waitFor(() => mailedTokens().length > 0);
    await eventsDelivered(app);

    const response = await exportOf(client);
    expect(response.status).toBe(200);
    expect(response.body.occasions.reminders.enabled).toBe(false);
    const secrets: Record<string, string> = { password: user.password, sessionId, calendarToken, unsubscribeToken, clientSecret };
    for (const [index, token] of mailedTokens().entries()) {
      secrets[`mailed token ${index}`] = token;
      secrets[`mailed token ${index}, hashed`] = createHash('sha256').update(token).digest('base64url');
      secrets[`mailed token ${index}, hashed as hex`] = createHash('sha256').update(token).digest('hex');
    }
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length).toBeGreaterThan(5);
      expect({ name, found: response.text.includes(secret) }).toEqual({ name, found: false });
    }
    expect(response.text).not.toMatch(/\$argon2/);
    expect(keysOf(response.body).filter((key) => /password|hash|token|secret|session|provider/i.test(key))).toEqual([]);
  });

  it('shows each user only their own data', async () => {
    const mine = app.client();
    const theirs = app.client();
    const me = await userWithData(mine, { person: 'Zephyrine', occasion: 'Quillonby' });
    const them = await userWithData(theirs, { person: 'Ottoline', occasion: 'Brackenridge' });
    const [myExport, theirExport] = await Promise.all([exportOf(mine), exportOf(theirs)]);
    expect(myExport.body.account.id).toBe(me.id);
    expect(theirExport.body.account.id).toBe(them.id);
    expect(myExport.text).toContain('Zephyrine');
    expect(myExport.text).toContain('Quillonby');
    for (const name of ['Ottoline', 'Brackenridge', them.username, them.linkId]) expect(myExport.text).not.toContain(name);
    for (const name of ['Zephyrine', 'Quillonby', me.username, me.linkId]) expect(theirExport.text).not.toContain(name);
  });
});
