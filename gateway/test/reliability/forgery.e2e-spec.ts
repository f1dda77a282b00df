import { registerUser, startApp, username, type ApiClient, type ApiResponse, type TestApp } from '../app';
import { recipient } from '../users';

const EVIL = 'https://gifts-for-you.example';
const FOREIGN_ORIGIN = 'This request came from another site, so Presently did not act on it. Please use Presently itself.';
const NOT_JSON = 'Presently accepts changes as JSON only (Content-Type: application/json).';

const suggestion = { title: 'Camera Strap', description: 'A strap', reasoning: 'For Maya', personalizedReasoning: 'Maya hikes', category: 'physical', price: 40, tags: ['photo'] };
const ideas = { suggestions: [suggestion], summary: 'For Maya', insight: 'Outdoors' };
const occasion = { recipientName: 'Sam', occasionDate: '2030-05-01T00:00:00.000Z', reminderDays: [7] };

/** What an HTML form on another site can make a browser send: no preflight, the visitor's cookies attached. */
const forms = {
  urlencoded: { type: 'application/x-www-form-urlencoded', body: 'username=victim&password=secret1' },
  multipart: { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nvictim\r\n--x--\r\n' },
  text: { type: 'text/plain', body: '{"username":"victim","password":"secret1","ignore":"="}' },
};

/** The state-changing routes a forger would aim at: sign-in and sign-up, sign-out, saving, sharing, occasions, checkout. */
const targets: [method: string, path: string][] = [
  ['POST', '/api/login'],
  ['POST', '/api/register'],
  ['POST', '/api/logout'],
  ['POST', '/api/gifts/save'],
  ['POST', '/api/gifts/share'],
  ['POST', '/api/occasions'],
  ['POST', '/api/subscription'],
  ['PUT', '/api/user/time-zone'],
  ['DELETE', '/api/user'],
];

describe('request forgery: state changes come from Presently itself, as JSON', () => {
  let app: TestApp;
  let victim: ApiClient;
  let self: string;
  beforeAll(async () => {
    app = await startApp();
    self = app.url;
    victim = app.client();
    await registerUser(victim, { password: 'secret1' });
  });
  afterAll(() => app.destroy());

  const send = (client: ApiClient, method: string, path: string, body: string | undefined, headers: Record<string, string>) =>
    client.request<any>(method, path, body, headers);

  function expectRefused(response: ApiResponse, status: 403 | 415) {
    expect({ status: response.status, body: response.body }).toEqual({ status, body: { message: status === 403 ? FOREIGN_ORIGIN : NOT_JSON } });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  }

  async function stillSignedIn() {
    expect((await victim.get('/api/user')).status).toBe(200);
  }

  it("refuses another site's HTML form posts of every encoding, signed in or not", async () => {
    for (const [method, path] of targets) {
      for (const form of Object.values(forms)) {
        for (const client of [victim, app.client()]) {
          const crossSite = await send(client, method, path, form.body, { 'content-type': form.type, origin: EVIL, 'sec-fetch-site': 'cross-site' });
          expectRefused(crossSite, 403);
        }
      }
    }
    await stillSignedIn();
    expect((await victim.get('/api/occasions')).body).toEqual([]);
  });

  it('refuses JSON sent with a foreign Origin, including "null" and a look-alike of our own', async () => {
    const lookAlikes = [EVIL, 'null', `${self}.gifts-for-you.example`, self.replace('http:', 'https:'), `${self}0`];
    for (const origin of lookAlikes) {
      expectRefused(await victim.post('/api/occasions', occasion, { origin }), 403);
      expectRefused(await victim.post('/api/logout', undefined, { origin }), 403);
      expectRefused(await app.client().post('/api/login', { username: 'victim', password: 'secret1' }, { origin }), 403);
    }
    expectRefused(await victim.request('DELETE', '/api/user', undefined, { origin: EVIL }), 403);
    await stillSignedIn();
    expect((await victim.get('/api/occasions')).body).toEqual([]);
  });

  it('refuses a browser request without an Origin that says it is cross-site or from another origin of the site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      expectRefused(await victim.post('/api/logout', undefined, { 'sec-fetch-site': site }), 403);
      expectRefused(await victim.post('/api/gifts/share', { giftSuggestion: ideas, recipientInfo: recipient }, { 'sec-fetch-site': site }), 403);
    }
    await stillSignedIn();
  });

  it('refuses form, text and other bodies from our own pages too: changes are JSON only', async () => {
    for (const form of Object.values(forms)) {
      expectRefused(await send(app.client(), 'POST', '/api/login', form.body, { 'content-type': form.type, origin: self, 'sec-fetch-site': 'same-origin' }), 415);
      // A caller that is no browser sends no Origin: judged the same way.
      expectRefused(await send(victim, 'POST', '/api/occasions', form.body, { 'content-type': form.type }), 415);
    }
    expectRefused(await send(victim, 'PUT', '/api/user/time-zone', '<timeZone>UTC</timeZone>', { 'content-type': 'application/xml' }), 415);
    expect((await victim.get('/api/occasions')).body).toEqual([]);
  });

  it("leaves Presently's own pages and callers that are no browser as they were", async () => {
    const ours = { origin: self, 'sec-fetch-site': 'same-origin' };
    const callers: Record<string, string>[] = [ours, { 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}];
    for (const headers of callers) {
      const client = app.client();
      const name = username();
      expect((await client.post('/api/register', { username: name, password: 'secret1', email: `${name}@example.com`, birthday: '1990-01-02' }, headers)).status).toBe(201);
      expect((await client.post('/api/logout', undefined, headers)).status).toBe(200);
      expect((await client.post('/api/login', { username: name, password: 'secret1' }, headers)).status).toBe(200);
      expect((await client.post('/api/gifts/save', { recipientInfo: recipient, suggestions: ideas }, headers)).status).toBe(201);
      const share = await client.post('/api/gifts/share', { giftSuggestion: ideas, recipientInfo: recipient }, headers);
      expect(share.status).toBe(201);
      expect((await client.request('DELETE', `/api/gifts/shared/${share.body.shareId}`, undefined, headers)).status).toBe(200);
      expect((await client.post('/api/occasions', occasion, headers)).status).toBe(201);
      expect((await client.request('PUT', '/api/user/time-zone', { timeZone: 'Europe/Berlin' }, headers)).status).toBe(200);
      // A charset parameter and upper case are still JSON.
      const charset = await client.request('POST', '/api/occasions', JSON.stringify(occasion), { ...headers, 'content-type': 'Application/JSON; charset=utf-8' });
      expect(charset.status).toBe(201);
    }
    // Reads are never refused, from anywhere: another site may link to a share.
    expect((await app.client().get('/api/gifts/shops', { origin: EVIL, 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it("lets Stripe's signed webhook and the e-mail's one-click unsubscribe through: their key is in the request", async () => {
    // The sandbox has no webhook secret, so the handler itself refuses; what matters is that it is the handler.
    const webhook = await app.client().post('/api/billing/webhook', '{"type":"invoice.paid"}', { 'content-type': 'application/json', origin: EVIL, 'sec-fetch-site': 'cross-site' });
    expect(webhook.status).toBe(400);
    expect(webhook.body.message).not.toBe(FOREIGN_ORIGIN);
    // A mail client posts RFC 8058's one-click form from wherever it runs; a made-up token unsubscribes nobody.
    for (const path of ['/api/occasions/unsubscribe?token=made-up-token', '/api/occasions/unsubscribe/?token=made-up-token', '/api/occasions/resubscribe?token=made-up-token']) {
      const oneClick = await app.client().post(path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL, 'sec-fetch-site': 'cross-site' });
      expect([oneClick.status, oneClick.body.message]).toEqual([404, 'This unsubscribe link is not valid.']);
    }
    // Only those paths: a look-alike is judged like any other route.
    expectRefused(await app.client().post('/api/occasions/unsubscribe-all', 'x=1', { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL }), 403);
  });
});

describe('request forgery with PUBLIC_URL: the configured origin is the only one', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startApp({ PUBLIC_URL: 'https://presently.example' })));
  afterAll(() => app.destroy());

  it('accepts changes from PUBLIC_URL and refuses the address the request came in at', async () => {
    const name = username();
    const body = { username: name, password: 'secret1', email: `${name}@example.com`, birthday: '1990-01-02' };
    expect((await app.client().post('/api/register', body, { origin: 'https://presently.example' })).status).toBe(201);
    const own = await app.client().post('/api/login', { username: body.username, password: 'secret1' }, { origin: app.url });
    expect([own.status, own.body.message]).toEqual([403, FOREIGN_ORIGIN]);
    expect((await app.client().post('/api/login', { username: body.username, password: 'secret1' }, { origin: 'https://presently.example' })).status).toBe(200);
  });
});
