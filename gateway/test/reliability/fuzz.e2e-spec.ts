import { genders, giftCategories, giftOccasions, occasionRelationships, occasionTypes, refineTypes, relationships, reminderDayChoices } from '@presently/proto';
import fc from 'fast-check';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { type ApiClient, startApp, type TestApp, username } from '../app';
import { apiRoutes, fillPath, recordingRoutes, type Route } from '../route-table';
import { grantPremium, recipient as maya } from '../users';

/**
 * Throws malformed and hostile requests at every API route, as a guest, a free user and a premium user, and holds
 * the edge to three properties: never a 5xx, every 4xx is JSON with a message, and the server keeps answering.
 * The routes come from the running app; FUZZ_RUNS scales the random runs per route, and FUZZ_SEED replays the seed a
 * failure names.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// Generous for a loaded CI machine: each test takes seconds on a quiet one.
jest.setTimeout(120_000);

// Passport keeps one strategy registry per module instance: this file runs one app.
describe('fuzzing every API route', () => {
  let app: TestApp;
  let routes: Route[] = [];
  beforeAll(async () => {
    const recorded = recordingRoutes();
    // Behind a proxy, so the users the fuzzer signs in as can sign up from addresses of their own (see signUp).
    app = await startApp({ TRUST_PROXY: 'true' }, undefined, recorded.targets);
    routes = apiRoutes(recorded.routes);
  });
  afterAll(() => app.destroy());

  /** A caller as the fuzzer sees it: the cookie header to send, renewed after a request ended the session. */
  interface Caller {
    name: string;
    cookie(): Promise<string | undefined>;
    answered(answer: Answer): void;
  }

  /**
   * A new user, signed up from an address of its own as people are: the registrations the fuzzer gets refused come
   * from this machine, which past 10 refusals an hour may register no more (issue 18).
   */
  let signUps = 0;
  async function signUp(client: ApiClient): Promise<string> {
    const name = username('fuzzed');
    const address = `198.51.${Math.floor(signUps / 250) % 250}.${(signUps++ % 250) + 1}`;
    const response = await client.post('/api/register', { username: name, password: 'correct-horse', email: `${name}@example.com` }, { 'x-forwarded-for': address });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
    return name;
  }

  const guest: Caller = { name: 'a guest', cookie: async () => undefined, answered: () => undefined };
  const signedIn = (name: string, premium: boolean): Caller => {
    let cookie: string | undefined;
    return {
      name,
      async cookie() {
        if (!cookie) {
          const client = app.client();
          const name = await signUp(client);
          if (premium) await grantPremium(app, client, name);
          cookie = `presently_sid=${client.cookies.get('presently_sid')}`;
        }
        return cookie;
      },
      answered(answer) {
        // A fuzzed logout or DELETE /api/user ends the session (and clears the cookie): carry on as a new user.
        if ([answer.headers['set-cookie'] ?? []].flat().some((line) => line.startsWith('presently_sid=;'))) cookie = undefined;
      },
    };
  };
  // The premium user passes every guard, so the fixed examples reach each handler's validation through them.
  const premium = signedIn('a premium user', true);
  const callers = [guest, signedIn('a free user', false), premium];

  /** Sends exactly what it is given (no URL normalisation, any header), unlike fetch. */
  function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const { hostname, port } = new URL(app.url);
    return new Promise((resolve, reject) => {
      // A fresh connection each time: a 431 or a parse error closes the socket it came on.
      const request = httpRequest({ host: hostname, port, method, path, agent: false, headers: { ...headers, ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  interface Answer {
    status: number;
    headers: IncomingHttpHeaders;
    text: string;
    json: unknown;
  }

  interface FuzzedRequest {
    method?: string;
    params?: Record<string, string>;
    query?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  /** The three properties, for one request of one caller to one route. */
  async function check(caller: Caller, route: Route, fuzzed: FuzzedRequest): Promise<void> {
    const path = fillPath(route.url, (param) => fuzzed.params?.[param] ?? typicalParams[param]?.[0] ?? '1') + (fuzzed.query ?? '');
    const cookie = await caller.cookie();
    const headers = {
      ...(fuzzed.body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
      ...fuzzed.headers,
    };
    const method = fuzzed.method ?? route.method;
    const answer = await send(method, path, headers, fuzzed.body);
    caller.answered(answer);
    const where = `${caller.name}: ${method} ${path.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`;
    if (answer.status >= 500) throw new Error(`server error for ${where}`);
    if (answer.status >= 400 && pages.includes(`${route.method} ${route.url}`) && method === route.method && /text\/html/.test(String(answer.headers['content-type']))) {
      if (!/<title>[^<]+<\/title>/.test(answer.text)) throw new Error(`an error page without a title for ${where}`);
    } else if (answer.status >= 400) {
      const message = (answer.json as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string' || message.trim() === '') throw new Error(`4xx without a JSON message for ${where}`);
      if (!/application\/json/.test(String(answer.headers['content-type']))) {
        throw new Error(`4xx not labelled JSON for ${where}`);
      }
    }
  }

  /** Runs a property over every route for every caller; a failure names the route, the caller and fast-check's seed. */
  async function everyRoute<T>(
    arbitrary: (route: Route) => fc.Arbitrary<T>,
    toRequest: (value: T, route: Route) => FuzzedRequest,
    { runs = RUNS, examples = () => [] }: { runs?: number; examples?: (route: Route, caller: Caller) => T[] } = {},
  ) {
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const caller of callers) {
      for (const route of routes) {
        const fixed = examples(route, caller).map((example): [T] => [example]);
        const details = await fc.check(
          fc.asyncProperty(arbitrary(route), (value) => check(caller, route, toRequest(value, route))),
          // The examples run every time, whatever the seed (they count in numRuns); the random runs explore around them.
          { numRuns: fixed.length + runs, endOnFailure: true, examples: fixed, seed },
        );
        // Every route's first failure, with fast-check's seed and path to replay it.
        if (details.failed) failures.push(`${(details.errorInstance as Error)?.message ?? String(details.errorInstance)} (seed ${details.seed}, path "${details.counterexamplePath}")`);
      }
    }
    expect(failures).toEqual([]);
    const health = await send('GET', '/healthz', {});
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: 'ok' });
  }

  const takesBody = (route: Route) => route.method !== 'GET';
  const bodyOf = (route: Route) => (takesBody(route) ? JSON.stringify(sampleBody(route)) : undefined);

  it('answers malformed JSON with a 4xx message', async () => {
    await everyRoute(
      (route) => fc.oneof(fc.constant(JSON.stringify(sampleBody(route)).slice(0, -1)), fc.string({ maxLength: 40 }).map((text) => `{${text}`)),
      (body) => ({ body }),
      { examples: (route, caller) => (caller === premium && takesBody(route) ? malformedJson : []) },
    );
  });

  it('answers wrong types in each field with a 4xx message', async () => {
    await everyRoute(
      (route) => {
        const fields = leafPaths(sampleBody(route));
        return fields.length === 0 ? odd.map((value) => ({ path: [] as string[], value })) : fc.record({ path: fc.constantFrom(...fields), value: odd });
      },
      ({ path, value }, route) => ({ body: JSON.stringify(setAt(sampleBody(route), path, value)) }),
      // Each field once with a value of another JSON type, then random values in random fields.
      {
        examples: (route, caller) =>
          caller === premium ? leafPaths(sampleBody(route)).map((path, index) => ({ path, value: [null, 12345, 'a\u0000b', [], { a: 1 }, true, 'text'][index % 7] })) : [],
      },
    );
  });

  it('survives huge strings, deep nesting, arrays for objects and prototype keys', async () => {
    await everyRoute(
      (route) => fc.integer({ min: 1000, max: 60000 }).map((length) => JSON.stringify(mapStrings(sampleBody(route), () => 'ẞ'.repeat(length)))),
      (body) => ({ body }),
      {
        runs: 1,
        examples: (route, caller) => {
          const sample = sampleBody(route);
          return caller === premium && takesBody(route)
            ? [
                JSON.stringify([sample]),
                JSON.stringify({ ...(sample as object), ['__proto__']: { admin: true }, constructor: { prototype: { premium: true } } }),
                deeplyNested(5_000),
                deeplyNested(50_000),
                JSON.stringify(mapStrings(sample, () => 'x'.repeat(100_000))),
                JSON.stringify({ ...(sample as object), filler: 'x'.repeat(300_000) }),
              ]
            : [];
        },
      },
    );
  });

  it('survives odd path params and query strings', async () => {
    await everyRoute(
      (route) =>
        fc.record({
          params: fc.record(Object.fromEntries(paramsOf(route).map((name) => [name, oddParam(name)]))),
          query: oddQuery,
        }),
      ({ params, query }, route) => ({ params, query, body: bodyOf(route) }),
      {
        examples: (route, caller) =>
          caller === premium
            ? [
                ...paramsOf(route).flatMap((name) => oddParams.map((value) => ({ params: { [name]: value }, query: '' }))),
                ...(route.method === 'GET' && paramsOf(route).length === 0 ? oddQueries.map((query) => ({ params: {}, query })) : []),
              ]
            : [],
      },
    );
  });

  it('answers other methods on every route path with a 4xx message', async () => {
    await everyRoute(
      () => fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      (method, route) => ({ method, body: method === 'GET' ? undefined : JSON.stringify(sampleBody(route)) }),
      { runs: 2 },
    );
  });

  it('survives odd content types, cookies and other headers', async () => {
    await everyRoute(
      () => oddHeaders,
      (headers, route) => ({ headers, body: bodyOf(route) }),
      {
        // A fuzzed cookie replaces the caller's own, so the guest sends those; the premium user's bodies reach validation.
        examples: (route, caller): Record<string, string>[] =>
          caller === guest ? cookies.map((cookie) => ({ cookie })) : caller === premium && takesBody(route) ? contentTypes.map((type) => ({ 'content-type': type })) : [],
      },
    );
  });

  it('feeds the gift engine and the calendar odd but well-formed requests', async () => {
    const premiumClient = app.client();
    const cookie = await premium.cookie();
    premiumClient.cookies.set('presently_sid', cookie!.split('=')[1]);
    const { id: occasionId } = (await premiumClient.post('/api/occasions', { recipientName: 'Sam', occasionDate: '2030-01-01' })).body;
    const requests = fc.oneof(
      recipientInfo.map((info) => ['POST', '/api/gifts/suggest', info] as const),
      recipientInfo.map((info) => ['POST', '/api/gifts/check-clarification', info] as const),
      fc.record({ recipientInfo, giftTitle: text(120) }).map((body) => ['POST', '/api/gifts/card-message', body] as const),
      fc
        .record({ originalSuggestion: giftResponse, refineType: fc.constantFrom(...refineTypes), recipientInfo, customInstructions: text(1000, 1) }, { requiredKeys: ['originalSuggestion', 'refineType', 'recipientInfo'] })
        .map((body) => ['POST', '/api/gifts/refine', body] as const),
      fc.record({ gifts: fc.array(giftSuggestion, { minLength: 2, maxLength: 3 }), recipientInfo, comparisonCriteria: text(500) }).map((body) => ['POST', '/api/gifts/compare', body] as const),
      fc.record({ giftSuggestion: giftResponse, recipientInfo, selectedIndex: fc.integer({ min: 0, max: 11 }) }).map((body) => ['POST', '/api/gifts/share', body] as const),
      fc.record({ suggestions: giftResponse, recipientInfo }).map((body) => ['POST', '/api/gifts/save', body] as const),
      fc.string({ unit: 'binary', maxLength: 60 }).map((shareId) => ['DELETE', `/api/gifts/shared/${urlSafe(shareId)}`, {}] as const),
      occasionBody.map((body) => ['POST', '/api/occasions', body] as const),
      occasionBody.map((body) => ['PUT', `/api/occasions/${occasionId}`, body] as const),
    );
    await fc.assert(
      fc.asyncProperty(requests, async ([method, path, body]) => {
        const answer = await premiumClient.request<any>(method, path, body);
        const where = `${method} ${path} ${JSON.stringify(body).slice(0, 400)} → ${answer.status} ${answer.text.slice(0, 200)}`;
        if (answer.status >= 500) throw new Error(`server error for ${where}`);
        if (answer.status >= 400 && !(typeof answer.body?.message === 'string' && answer.body.message.trim())) throw new Error(`4xx without a message for ${where}`);
      }),
      { numRuns: RUNS * 60, endOnFailure: true, seed },
    );
  });

  it('still answers health checks and a signed-in user afterwards', async () => {
    expect((await send('GET', '/healthz', {})).status).toBe(200);
    expect((await send('GET', '/readyz', {})).json).toMatchObject({ status: 'ready' });
    const client = app.client();
    await signUp(client);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

/** Links people open from an e-mail in a browser, and the buttons of their pages: a browser's refusals are pages. */
const pages = ['GET /api/occasions/unsubscribe', 'POST /api/occasions/unsubscribe', 'POST /api/occasions/resubscribe'];

/** Values a route's params typically take: the fuzzer starts from these and strays. */
const typicalParams: Record<string, string[]> = {
  id: ['1', '2'],
  suggestionIndex: ['0', '1'],
  shareId: ['AAAAAAAAAAAAAAAAAAAAAAAA'],
  days: ['7', '30', '90', '365'],
  invoiceId: ['in_AAAAAAAAAAAAAAAAAAAAAAAA'],
};

const oddParams = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  '-99999999999999999999999999',
  'NaN',
  'Infinity',
  '%00',
  '1%00',
  '..',
  '../..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  encodeURIComponent('ü😀'),
  'ü',
  encodeURIComponent('<script>'),
  "1'%20OR%20'1'='1",
  'a'.repeat(199),
  'a'.repeat(201),
  '1'.repeat(5000),
];

const oddParam = (name: string) =>
  fc.oneof(
    fc.constantFrom(...(typicalParams[name] ?? ['1']), ...oddParams),
    fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String),
    fc.string({ unit: 'binary', maxLength: 30 }).map(urlSafe),
  );

const oddQueries = ['?token=', '?token=%00', '?token=a%00b', '?token=%', '?token=%E0%A4%A', '?token[]=a&token[]=b', '?token[a]=b', '?__proto__[admin]=1', '?constructor[prototype][x]=1', '?token=1&token=2&token=3', `?token=${'t'.repeat(5000)}`, '?&&&==&', '??', '?%00=%00'];

const oddQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...oddQueries),
  fc.dictionary(fc.string({ unit: 'binary', maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 30 }), { maxKeys: 4 }).map(
    (pairs) => `?${Object.entries(pairs).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`,
  ),
);

const contentTypes = [
  'text/plain',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'application/json;;;',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '*/*',
  'application/json, text/plain',
  'Application/JSON',
  'x',
];

const cookies = [
  'presently_sid=',
  'presently_sid=%',
  'presently_sid="',
  'presently_sid=a; presently_sid=b',
  `presently_sid=${'A'.repeat(43)}`,
  '=;=;=',
  'presently_sid=../../etc',
  'presently_guest=%E0%A4%A',
  'presently_sid=%00',
  'presently_guest=%00',
  `presently_sid=${'A'.repeat(42)}%00`,
  `presently_sid=${'A'.repeat(20_000)}`,
];

const latin1 = (text: string) => text.replace(/[^\x20-\x7e\x80-\xff]/g, '');

const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.record({ 'content-type': fc.constantFrom(...contentTypes) }),
  fc.record({
    cookie: fc.oneof(
      fc.constantFrom(...cookies),
      fc.string({ unit: 'binary', maxLength: 200 }).map((text) => `presently_sid=${latin1(text)}`),
      fc.integer({ min: 4000, max: 20000 }).map((length) => `presently_sid=${'A'.repeat(length)}`),
    ),
  }),
  fc.record({
    'x-request-id': fc.oneof(fc.string({ unit: 'binary', maxLength: 100 }).map(latin1), fc.constant('r'.repeat(10000))),
    'x-device-type': fc.constantFrom('mobile', 'desktop', '', 'ü'),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', ''),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
    accept: fc.constantFrom('text/html', '*/*', 'application/xml', ''),
  }),
  fc.record({
    'stripe-signature': fc.constantFrom('t=1,v1=abc', 't=abc', '', 'x'.repeat(3000)),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0'),
    'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'nonsense'),
  }),
);

const malformedJson = [
  '',
  '{',
  '}',
  '{"a":}',
  '{"a" 1}',
  "{'a': 1}",
  '[',
  'nul',
  'undefined',
  'NaN',
  '{"a":1,}',
  '{"a":1}{"b":2}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__": ',
  '"unterminated',
  '{"a": "\\u12"}',
  '{"a": 1e999999}',
];

/** Values of every JSON type (and sizes), for putting where another type belongs. */
const odd: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, '', ' ', '0', 'true', 'null', '\u0000', 'a\u0000b', '\ud800', [], {}, [[]], [{}], { $gt: '' }, { a: '\u0000' }, 'x'.repeat(100_000)),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.string(), { maxLength: 200 }),
);

/** A valid body for each route that takes one, so a single wrong field is what the server sees. */
function sampleBody(route: Route): unknown {
  const suggestion = { title: 'Camera Strap', description: 'A strap', reasoning: 'For Maya', personalizedReasoning: 'Maya hikes', category: 'physical', price: 40, tags: ['photo'] };
  const response = { suggestions: [suggestion, { ...suggestion, title: 'Trail Map' }], summary: 'For Maya', insight: 'Outdoors', cardMessagePrompt: 'Happy birthday' };
  const occasion = { recipientName: 'Sam', recipientRelationship: 'friend', occasionType: 'birthday', occasionDate: '2030-01-01T00:00:00.000Z', notes: null, reminderDays: [7, 3, 1] };
  const samples: Record<string, unknown> = {
    'POST /api/register': { username: 'fuzzer', password: 'secret1', email: 'a@example.com', birthday: '1990-01-02' },
    'POST /api/login': { username: 'fuzzer', password: 'secret1' },
    'POST /api/user/change-password': { currentPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' },
    'POST /api/forgot-password': { email: 'fuzzer@example.com' },
    'POST /api/reset-password': { token: 'A'.repeat(43), newPassword: 'secret2', confirmPassword: 'secret2' },
    'POST /api/verify-email': { token: 'A'.repeat(43) },
    'PUT /api/user/time-zone': { timeZone: 'Europe/Berlin' },
    'PUT /api/user/email': { email: 'moved@example.com', currentPassword: 'secret1' },
    'DELETE /api/user': { currentPassword: 'secret1' },
    'POST /api/gifts/check-clarification': maya,
    'POST /api/gifts/suggest': maya,
    'POST /api/gifts/suggest/stream': maya,
    'POST /api/gifts/refine': { originalSuggestion: response, refineType: 'cheaper', recipientInfo: maya, customInstructions: 'cheaper', additionalInfo: { additionalInterests: 'tea' } },
    'POST /api/gifts/compare': { gifts: response.suggestions, recipientInfo: maya, comparisonCriteria: 'value' },
    'POST /api/gifts/card-message': { recipientInfo: maya, giftTitle: 'Camera Strap' },
    'POST /api/gifts/share': { giftSuggestion: response, recipientInfo: maya, selectedIndex: 1 },
    'POST /api/gifts/save': { recipientInfo: maya, suggestions: response },
    'POST /api/gifts/:id/feedback': { suggestionIndex: 0, feedbackType: 'liked', category: 'physical', price: 40, refinementDetails: { wasRefinement: false } },
    'POST /api/subscription': { priceId: 'price_monthly' },
    'POST /api/subscription/confirm': { paymentIntentId: 'pi_x', forceActivate: true },
    'POST /api/billing/sandbox/confirm-payment': { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    'POST /api/billing/sandbox/authenticate': { clientSecret: 'pi_x_secret_y', outcome: 'succeed' },
    'POST /api/occasions': occasion,
    'PUT /api/occasions/:id': occasion,
  };
  return samples[`${route.method} ${route.url}`] ?? {};
}

/** Every path to a leaf (or an empty container) of a JSON value. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return prefix.length ? [prefix] : [];
    return [...(prefix.length ? [prefix] : []), ...entries.flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]))];
  }
  return [prefix];
}

function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), replacement);
  return copy;
}

function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((inner) => mapStrings(inner, replace));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, replace)]));
  return value;
}

const paramsOf = (route: Route) => [...route.url.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name);

const deeplyNested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Characters node's client sends in a path as they are (latin-1 bytes) or percent-encoded. */
const urlSafe = (text: string) =>
  text.replace(/[^\x21-\x7e\x80-\xff]|[?#]/gu, (char) => [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

/** Text as people type it: any script, emoji, combining marks, spaces, up to the field's limit. */
const text = (max: number, min = 0) => fc.string({ unit: 'grapheme', minLength: min, maxLength: max });

const choiceOrOther = (choices: readonly string[]) => fc.oneof(fc.constantFrom(...choices), text(30, 1).map((own) => `other: ${own}`));

const recipientInfo = fc.record(
  {
    name: text(80),
    relationship: choiceOrOther(relationships),
    occasion: choiceOrOther(giftOccasions),
    age: fc.integer({ min: 1, max: 100 }),
    gender: fc.constantFrom(...genders),
    interests: fc.oneof(text(1000, 1), fc.array(text(100, 1), { minLength: 1, maxLength: 50 })),
    personality: fc.oneof(text(1000), fc.array(text(100), { maxLength: 50 })),
    pastGifts: text(1000),
    culturalConsiderations: text(1000),
    budget: fc.oneof(fc.constantFrom(1, 9999, 50000), fc.double({ min: 1, max: 50000, noNaN: true })),
  },
  { requiredKeys: ['relationship', 'occasion', 'interests'] },
);

const giftSuggestion = fc.record(
  {
    title: text(120, 1),
    description: text(600, 1),
    reasoning: text(800, 1),
    personalizedReasoning: text(800, 1),
    category: fc.constantFrom(...giftCategories),
    price: fc.oneof(fc.constantFrom(0, 0.01, 1e9, 1e300), fc.double({ min: 0, max: 100000, noNaN: true })),
    tags: fc.array(text(40, 1), { maxLength: 8 }),
    // The product's own pictures, and what a client might send instead (kept only when it is one of ours).
    imageUrl: fc.oneof(fc.constantFrom('/pictures/1f3b8.svg', '/pictures/1f3f4-e0067-e0062.svg', 'https://tracker.example/p.gif', 'javascript:alert(1)', '/pictures/../../etc/passwd.svg'), text(300)),
  },
  { requiredKeys: ['title', 'description', 'reasoning', 'personalizedReasoning', 'category', 'price', 'tags'] },
);

const giftResponse = fc.record({ suggestions: fc.array(giftSuggestion, { maxLength: 12 }), summary: text(200), insight: text(200), cardMessagePrompt: text(200) });

/** Calendar days as a date picker or a hand-written client might send them, real or not (30 February, 1900, 2199). */
const occasionDay = fc
  .record({ year: fc.integer({ min: 1899, max: 2200 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }), withTime: fc.boolean() })
  .map(({ year, month, day, withTime }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}${withTime ? 'T00:00:00.000Z' : ''}`);

const occasionBody = fc.record(
  {
    recipientName: text(80, 1),
    recipientRelationship: fc.constantFrom(...occasionRelationships),
    occasionType: fc.constantFrom(...occasionTypes),
    occasionDate: fc.oneof(occasionDay, fc.constantFrom('2024-02-29', '2023-02-29T00:00:00.000Z', '2199-12-31', '1900-01-01', '2030-04-31')),
    notes: fc.option(text(1000)),
    reminderDays: fc.subarray([...reminderDayChoices]),
    isRecurring: fc.boolean(),
    recipientInfo: fc.option(fc.dictionary(text(20), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })),
  },
  { requiredKeys: ['recipientName', 'occasionDate'] },
);
