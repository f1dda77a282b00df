import { startApp, type ApiClient, type TestApp } from '../app';
import { apiRoutes, recordingRoutes, type Route } from '../route-table';
import { freeUser, premiumUser, recipient, subscribe } from '../users';

type Actor = 'guest' | 'free' | 'premium' | 'other';
const actors: Actor[] = ['guest', 'other', 'free', 'premium'];

/** What one caller owns: the ids that go into paths and bodies. */
interface Holdings {
  client: ApiClient;
  username: string;
  password: string;
  setId: number;
  shareId: string;
  /** A link made with POST /api/gifts/share, which its owner may revoke. */
  linkId: string;
  occasionId: number;
  calendarToken: string;
  invoiceId?: string;
  clientSecret?: string;
}

interface Row {
  /** The route as Fastify knows it: `METHOD /pattern`. */
  route: string;
  /** Expected status for a guest, another free user (aimed at the free user's things), the free owner and a premium owner. */
  expect: Record<Actor, number>;
  /** Path and body, given whose things the request names (`target`) and who sends it (`self`). */
  request?: (target: Holdings, self: Holdings | undefined) => { path?: string; body?: unknown };
  /** The route ends or changes the caller's session or account: each caller gets a fresh account for it. */
  fresh?: boolean;
}

const all = (status: number): Record<Actor, number> => ({ guest: status, other: status, free: status, premium: status });
const signedIn = (status: number): Record<Actor, number> => ({ ...all(status), guest: 401 });
const owned = (status: number): Record<Actor, number> => ({ guest: 401, other: 404, free: status, premium: status });
const premiumOnly = (status: number): Record<Actor, number> => ({ guest: 401, other: 403, free: 403, premium: status });

const suggestion = { title: 'Camera Strap', description: 'A strap', reasoning: 'For Maya', personalizedReasoning: 'Maya hikes', category: 'physical', price: 40, tags: ['photo'] };
const ideas = { suggestions: [suggestion, { ...suggestion, title: 'Trail Map', category: 'books', price: 20 }], summary: 'For Maya', insight: 'Outdoors', cardMessagePrompt: 'Happy birthday' };
/** Names only the owner's data holds: no answer to anyone else may contain them. */
const SECRET_RECIPIENT = 'Zephyrine';
const SECRET_OCCASION = 'Quillonby';
const occasion = { recipientName: 'Sam', occasionDate: '2030-05-01T00:00:00.000Z', reminderDays: [7] };
/** A new username, and an address of its own to go with it: an address belongs to one account. */
function fresh<T extends object>(body: T): T & { username: string; email: string } {
  const username = `reg${Math.random().toString(36).slice(2, 12)}`;
  return { username, email: `${username}@example.com`, ...body };
}

/**
 * Every API route × guest, free user, premium user and another user. Rows run top to bottom, each for 'guest',
 * 'other', 'free', 'premium' in that order (so another user tries an occasion before its owner deletes it). The
 * table must name every route the running app has.
 */
const matrix: Row[] = [
  { route: 'GET /api/user', expect: signedIn(200) },
  { route: 'GET /api/subscription', expect: signedIn(200) },
  // Each caller's own data only: the leak check below holds the other users' exports to it.
  { route: 'GET /api/user/export', expect: signedIn(200) },
  { route: 'POST /api/register', expect: all(201), request: () => ({ body: fresh({ password: 'secret1', birthday: '1990-01-02' }) }) },
  { route: 'POST /api/login', expect: all(200), request: (target) => ({ body: { username: target.username, password: target.password } }) },
  // Open to anyone, and the same answer whoever asks about whichever address.
  { route: 'POST /api/forgot-password', expect: all(200), request: () => ({ body: { email: 'nobody@example.com' } }) },
  // The link's token is the key: a made-up one resets nobody's password, signed in or not.
  { route: 'POST /api/reset-password', expect: all(400), request: () => ({ body: { token: 'A'.repeat(43), newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' } }) },
  { route: 'POST /api/verify-email', expect: all(400), request: () => ({ body: { token: 'A'.repeat(43) } }) },
  // Before the e-mail change below: each account's own address then still has confirmation e-mails to spare.
  { route: 'POST /api/user/verification-email', expect: signedIn(200) },
  { route: 'PUT /api/user/time-zone', expect: signedIn(200), request: () => ({ body: { timeZone: 'Europe/Berlin' } }) },
  // An address of its own for each caller: an address belongs to one account.
  { route: 'PUT /api/user/email', expect: signedIn(200), request: (_target, self) => ({ body: { email: fresh({}).email, currentPassword: self?.password ?? 'secret1' } }) },
  { route: 'POST /api/gifts/check-clarification', expect: all(200), request: () => ({ body: recipient }) },
  { route: 'POST /api/gifts/suggest', expect: all(200), request: () => ({ body: recipient }) },
  { route: 'POST /api/gifts/suggest/stream', expect: all(200), request: () => ({ body: recipient }) },
  { route: 'POST /api/gifts/refine', expect: premiumOnly(200), request: () => ({ body: { originalSuggestion: ideas, refineType: 'cheaper', recipientInfo: recipient } }) },
  { route: 'POST /api/gifts/compare', expect: premiumOnly(200), request: () => ({ body: { gifts: ideas.suggestions, recipientInfo: recipient } }) },
  { route: 'POST /api/gifts/card-message', expect: all(200), request: () => ({ body: { recipientInfo: recipient, giftTitle: 'Camera Strap' } }) },
  { route: 'POST /api/gifts/share', expect: all(201), request: () => ({ body: { giftSuggestion: ideas, recipientInfo: recipient, selectedIndex: 1 } }) },
  // A share link is public by design: whoever holds the link sees the ideas.
  { route: 'GET /api/gifts/shared/:shareId', expect: all(200), request: (target) => ({ path: `/api/gifts/shared/${target.shareId}` }) },
  // Only its owner may take a link down; to anyone else another's link is as unknown as a made-up one.
  // A guest may take down the links their own browser made; another's link is as missing to them as to a member.
  { route: 'DELETE /api/gifts/shared/:shareId', expect: { ...owned(200), guest: 404 }, request: (target) => ({ path: `/api/gifts/shared/${target.linkId}` }) },
  { route: 'GET /api/gifts/shops', expect: all(200) },
  // The API reference is public: the page, its files and the document (static/index.html redirects to the page).
  { route: 'GET /api/docs', expect: all(200) },
  { route: 'GET /api/docs/json', expect: all(200) },
  { route: 'GET /api/docs/yaml', expect: all(200) },
  { route: 'GET /api/docs/static/*', expect: all(200), request: () => ({ path: '/api/docs/static/swagger-ui.css' }) },
  { route: 'GET /api/docs/static/index.html', expect: all(200) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: all(200) },
  { route: 'POST /api/gifts/save', expect: signedIn(201), request: () => ({ body: { recipientInfo: recipient, suggestions: ideas } }) },
  { route: 'GET /api/gifts/history', expect: signedIn(200) },
  { route: 'GET /api/gifts/:id', expect: owned(200), request: (target) => ({ path: `/api/gifts/${target.setId}` }) },
  { route: 'POST /api/gifts/:id/feedback', expect: owned(200), request: (target) => ({ path: `/api/gifts/${target.setId}/feedback`, body: { suggestionIndex: 0, feedbackType: 'liked' } }) },
  { route: 'GET /api/gifts/:id/feedback/:suggestionIndex', expect: owned(200), request: (target) => ({ path: `/api/gifts/${target.setId}/feedback/0` }) },
  { route: 'GET /api/billing/config', expect: all(200) },
  // An active subscriber cannot start a second subscription.
  { route: 'POST /api/subscription', expect: { ...signedIn(201), premium: 409 }, request: () => ({ body: { priceId: monthlyPrice } }) },
  { route: 'POST /api/subscription/confirm', expect: signedIn(200), request: () => ({ body: {} }) },
  { route: 'GET /api/billing-history', expect: premiumOnly(200) },
  // The invoice is the premium user's: nobody else's receipt, whoever asks.
  { route: 'GET /api/billing/receipts/:invoiceId', expect: { guest: 401, other: 404, free: 404, premium: 200 }, request: (_target, self) => ({ path: `/api/billing/receipts/${self?.invoiceId ?? premiumInvoice}` }) },
  {
    route: 'POST /api/billing/sandbox/confirm-payment',
    expect: { guest: 401, other: 404, free: 404, premium: 200 },
    request: () => ({ body: { clientSecret: premiumSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } }),
  },
  // Already paid: the owner is told so again; anyone else learns nothing of it.
  { route: 'POST /api/billing/sandbox/authenticate', expect: { guest: 401, other: 404, free: 404, premium: 200 }, request: () => ({ body: { clientSecret: premiumSecret, outcome: 'succeed' } }) },
  // Cancelling drops the free users' unpaid checkouts (started above) and ends the premium user's at the period end.
  { route: 'DELETE /api/subscription', expect: signedIn(200) },
  { route: 'POST /api/subscription/reactivate', expect: { ...signedIn(400), premium: 200 } },
  // Stripe signs webhooks; the sandbox has none, so every caller gets the same refusal.
  { route: 'POST /api/billing/webhook', expect: all(400), request: () => ({ body: { type: 'invoice.paid' } }) },
  { route: 'GET /api/occasions', expect: signedIn(200) },
  { route: 'GET /api/occasions/upcoming', expect: signedIn(200) },
  { route: 'GET /api/occasions/upcoming/:days', expect: signedIn(200), request: () => ({ path: '/api/occasions/upcoming/365' }) },
  { route: 'POST /api/occasions', expect: signedIn(201), request: () => ({ body: occasion }) },
  { route: 'PUT /api/occasions/:id', expect: owned(200), request: (target) => ({ path: `/api/occasions/${target.occasionId}`, body: { notes: 'updated' } }) },
  { route: 'DELETE /api/occasions/:id', expect: owned(200), request: (target) => ({ path: `/api/occasions/${target.occasionId}` }) },
  // Each user's own next occasion (the one POST /api/occasions added), rendered and never sent.
  { route: 'GET /api/occasions/reminder-preview', expect: signedIn(200) },
  { route: 'GET /api/occasions/calendar-link', expect: signedIn(200) },
  // The feed's secret link is the key (calendar apps send no cookie), so it opens for anyone holding it.
  { route: 'GET /api/occasions/calendar.ics', expect: all(200), request: (target) => ({ path: `/api/occasions/calendar.ics?token=${target.calendarToken}` }) },
  { route: 'POST /api/occasions/calendar-link/regenerate', expect: signedIn(200) },
  // The unsubscribe link works without a session too; a made-up token unsubscribes (or resubscribes) nobody.
  { route: 'GET /api/occasions/unsubscribe', expect: all(404), request: () => ({ path: '/api/occasions/unsubscribe?token=made-up-token' }) },
  { route: 'POST /api/occasions/unsubscribe', expect: all(404), request: () => ({ path: '/api/occasions/unsubscribe?token=made-up-token' }) },
  { route: 'POST /api/occasions/resubscribe', expect: all(404), request: () => ({ path: '/api/occasions/resubscribe?token=made-up-token' }) },
  { route: 'POST /api/user/change-password', expect: signedIn(200), fresh: true, request: (_target, self) => ({ body: { currentPassword: self?.password ?? 'secret1', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' } }) },
  { route: 'POST /api/logout', expect: all(200), fresh: true },
  { route: 'DELETE /api/user', expect: signedIn(200), fresh: true, request: (_target, self) => ({ body: { currentPassword: self?.password ?? 'secret1' } }) },
];

let monthlyPrice = '';
let premiumInvoice = '';
let premiumSecret = '';

// Passport keeps one strategy registry per module instance: this file runs one app.
describe('authorization: every route × guest, free, premium and another user', () => {
  let app: TestApp;
  let routes: Route[] = [];
  let internalRoutes: Route[] = [];
  const holdings = {} as Record<Exclude<Actor, 'guest'>, Holdings>;
  /** Every answer to a caller other than the free user, for the leak check. */
  const seenByOthers: { actor: Actor; route: string; text: string }[] = [];

  async function hold(kind: 'free' | 'premium', secretName = `${kind}-recipient`, occasionName = `${kind}-occasion`): Promise<Holdings> {
    const user = await freeUser(app);
    let invoice: Partial<Holdings> = {};
    if (kind === 'premium') {
      const { clientSecret } = await subscribe(user.client);
      const history = await user.client.get('/api/billing-history');
      invoice = { clientSecret, invoiceId: history.body[0].id };
    }
    const saved = await user.client.post('/api/gifts/save', { recipientInfo: { ...recipient, name: secretName }, suggestions: ideas });
    const link = await user.client.post('/api/gifts/share', { giftSuggestion: ideas, recipientInfo: { ...recipient, name: secretName }, selectedIndex: 0 });
    const created = await user.client.post('/api/occasions', { ...occasion, recipientName: occasionName });
    const calendar = await user.client.get('/api/occasions/calendar-link');
    return {
      client: user.client,
      username: user.username,
      password: user.password,
      setId: saved.body.id,
      shareId: saved.body.shareId,
      linkId: link.body.shareId,
      occasionId: created.body.id,
      calendarToken: new URL(calendar.body.url).searchParams.get('token')!,
      ...invoice,
    };
  }

  beforeAll(async () => {
    const recorded = recordingRoutes();
    app = await startApp({}, undefined, recorded.targets);
    routes = apiRoutes(recorded.routes);
    internalRoutes = recorded.routes.filter((route) => route.url.startsWith('/internal/'));
    holdings.free = await hold('free', SECRET_RECIPIENT, SECRET_OCCASION);
    holdings.premium = await hold('premium');
    holdings.other = await hold('free');
    premiumInvoice = holdings.premium.invoiceId!;
    premiumSecret = holdings.premium.clientSecret!;
    monthlyPrice = (await app.client().get('/api/billing/config')).body.prices.monthly;
  });
  afterAll(() => app.destroy());

  /** A browser with the caller's cookies: a route that signs someone else in does not change the caller. */
  const as = (holder: Holdings | undefined) => {
    const client = app.client();
    for (const [name, value] of holder?.client.cookies ?? []) client.cookies.set(name, value);
    return client;
  };

  it('names every route the app has, and only those', () => {
    const known = routes.map((route) => `${route.method} ${route.url}`).sort();
    expect(matrix.map((row) => row.route).sort()).toEqual(known);
  });

  it('answers each caller with the expected status', async () => {
    const expected: Record<string, Record<Actor, number>> = {};
    const actual: Record<string, Record<Actor, number | string>> = {};
    for (const row of matrix) {
      expected[row.route] = row.expect;
      actual[row.route] = {} as Record<Actor, number>;
      const fresh = row.fresh ? { free: await hold('free'), premium: await premiumFresh(), other: await hold('free') } : holdings;
      for (const actor of actors) {
        const self = actor === 'guest' ? undefined : fresh[actor];
        // A guest and another user aim at the free user's things; owners at their own.
        const target = actor === 'guest' || actor === 'other' ? holdings.free : fresh[actor];
        const [method, pattern] = row.route.split(' ');
        const { path = pattern, body } = row.request?.(target, self) ?? {};
        const response = await as(self).request<any>(method, path, body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}));
        actual[row.route][actor] = response.status;
        if (response.status >= 400 && typeof response.body?.message !== 'string' && !/text\/html/.test(response.headers.get('content-type') ?? '')) {
          actual[row.route][actor] = `${response.status} without a message`;
        }
        if (actor !== 'free') seenByOthers.push({ actor, route: row.route, text: response.text });
      }
    }
    expect(actual).toEqual(expected);
  });

  async function premiumFresh(): Promise<Holdings> {
    const user = await premiumUser(app);
    return { ...user, setId: 0, shareId: '', linkId: '', occasionId: 0, calendarToken: '' };
  }

  it('shows nobody else the free user\'s saved ideas or occasions', async () => {
    const leaks = seenByOthers.filter(({ text }) => text.includes(SECRET_OCCASION) || text.includes(SECRET_RECIPIENT));
    // Two doors are open by design: the share link and the calendar feed's secret link, to whoever holds them.
    const allowed = ['GET /api/gifts/shared/:shareId', 'GET /api/occasions/calendar.ics'];
    expect(leaks.filter(({ route }) => !allowed.includes(route)).map(({ actor, route }) => `${actor}: ${route}`)).toEqual([]);
    // The check sees what it looks for: the share link does show the names.
    expect(leaks.some(({ route }) => route === 'GET /api/gifts/shared/:shareId')).toBe(true);
  });

  it('hides the calls between services from browsers, signed in or not', async () => {
    expect(internalRoutes.length).toBeGreaterThan(0);
    for (const route of internalRoutes) {
      for (const holder of [undefined, holdings.free, holdings.premium]) {
        const response = await as(holder).request<any>(route.method, route.url.replace(/:id/g, '1'));
        expect({ route: route.url, status: response.status }).toEqual({ route: route.url, status: 404 });
        expect(response.text).not.toMatch(/username|email/);
      }
    }
  });

  it('keeps each user\'s lists their own', async () => {
    const other = as(holdings.other);
    const history = (await other.get('/api/gifts/history')).body;
    expect(history.map((set: { id: number }) => set.id)).not.toContain(holdings.free.setId);
    expect(history.length).toBeGreaterThan(0);
    const occasions = (await other.get('/api/occasions')).body;
    expect(occasions.map((item: { id: number }) => item.id)).not.toContain(holdings.free.occasionId);
    expect(occasions.every((item: { userId: number }) => item.userId === occasions[0].userId)).toBe(true);
    const upcoming = (await other.get('/api/occasions/upcoming/365')).body;
    expect(upcoming.map((item: { id: number }) => item.id)).not.toContain(holdings.free.occasionId);
    // Another premium user sees an empty billing history, not the subscriber's invoice, and not its receipt.
    const { client: otherPremium } = await premiumUser(app);
    expect((await otherPremium.get('/api/billing-history')).body).toEqual([]);
    expect((await otherPremium.get(`/api/billing/receipts/${premiumInvoice}`)).status).toBe(404);
    expect((await as(holdings.premium).get('/api/billing-history')).body.map((invoice: { id: string }) => invoice.id)).toEqual([premiumInvoice]);
    // The free user's own view still has their set and feedback.
    const mine = as(holdings.free);
    expect((await mine.get('/api/gifts/history')).body.map((set: { id: number }) => set.id)).toContain(holdings.free.setId);
    expect((await mine.get(`/api/gifts/${holdings.free.setId}/feedback/0`)).body.feedbackType).toBe('liked');
  });

  it('ignores a user id in a body: the session decides whose occasion it is', async () => {
    const other = as(holdings.other);
    const freeId = (await as(holdings.free).get('/api/user')).body.id;
    const created = await other.post('/api/occasions', { ...occasion, userId: freeId });
    expect(created.status).toBe(201);
    expect(created.body.userId).not.toBe(freeId);
    const moved = await other.put(`/api/occasions/${created.body.id}`, { userId: freeId, notes: 'mine' });
    expect(moved.body.userId).not.toBe(freeId);
    expect((await as(holdings.free).get('/api/occasions')).body.map((item: { id: number }) => item.id)).not.toContain(created.body.id);
  });

  it('treats a deleted user\'s session as a guest\'s', async () => {
    const user = await freeUser(app);
    const copy = as({ client: user.client } as Holdings);
    expect((await user.client.delete('/api/user', { currentPassword: user.password })).status).toBe(200);
    expect((await copy.get('/api/user')).status).toBe(401);
    expect((await copy.get('/api/gifts/history')).status).toBe(401);
    expect((await copy.post('/api/register', { username: user.username, password: 'secret1', email: `${user.username}.again@example.com`, birthday: '1990-01-02' })).status).toBe(201);
  });
});
