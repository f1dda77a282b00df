import { repoPath } from '@presently/platform';
import { errorBodySchema } from '@presently/proto';
import { readFileSync } from 'node:fs';
import { API_REFERENCE_PATH } from '../../src/api-reference/api-reference';
import { apiRoutes } from '../../src/api-reference/api-routes';
import { type ApiClient, describeAllInOne, registerUser, startApp, type TestApp } from '../app';
import { recordingRoutes, type Route } from '../route-table';

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

/** `METHOD /pattern` of every operation in the document, with OpenAPI's `{param}` written back as Fastify's `:param`. */
const operationsOf = (document: Document) =>
  Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
    .sort();

/**
 * What the reference must document: the API under /api and the operators' routes beside it. Not /internal (calls
 * between Presently's processes, refused to browsers), not the reference itself, and not the web app's pages and
 * files (a wildcard, or a file name).
 */
function documentable(route: Route): boolean {
  if (route.url.startsWith(API_REFERENCE_PATH)) return false;
  if (route.url.startsWith('/api/')) return true;
  return !route.url.startsWith('/internal/') && !route.url.includes('*') && !/\.\w+$/.test(route.url);
}

/**
 * The routes the README names: `METHOD /path` in code, or a path under /api/ in code. A placeholder (`/api/<area>`)
 * names no one route; /internal routes are between processes.
 */
function readmeRoutes(): { method?: string; path: string }[] {
  const readme = readFileSync(repoPath('README.md'), 'utf8');
  return [...readme.matchAll(/`(?:(GET|POST|PUT|PATCH|DELETE) )?(\/[^`\s?]*)(?:\?[^`]*)?`/g)]
    .map(([, method, path]) => ({ method, path }))
    .filter(({ method, path }) => (method || path.startsWith('/api/')) && !path.includes('<') && !path.startsWith('/internal') && !path.startsWith(API_REFERENCE_PATH));
}

describe('the API reference at /api/docs', () => {
  let app: TestApp;
  let document: Document;
  beforeAll(async () => {
    app = await startApp();
    document = (await app.client().get<Document>(`${API_REFERENCE_PATH}/json`)).body;
  });
  afterAll(() => app.destroy());

  it('serves the OpenAPI 3.1 document as JSON and YAML', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operationsOf(document)).toHaveLength(apiRoutes.length);
    const yaml = await app.client().get(`${API_REFERENCE_PATH}/yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.text).toMatch(/^openapi: 3\.1\.0$/m);
  });

  it("serves the interactive page from its own files, under the app's Content-Security-Policy", async () => {
    const page = await app.client().get(API_REFERENCE_PATH, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<title>Presently API reference</title>');
    const app_ = await app.client().get('/healthz');
    expect(page.headers.get('content-security-policy')).toBe(app_.headers.get('content-security-policy'));
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' https://js.stripe.com;");
    // No inline script (the policy would block it) and nothing from another host: every asset answers from here.
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset.startsWith(`${API_REFERENCE_PATH}/`)).toBe(true);
      expect({ asset, status: (await app.client().get(asset)).status }).toEqual({ asset, status: 200 });
    }
    const initializer = await app.client().get(`${API_REFERENCE_PATH}/static/swagger-initializer.js`);
    expect(initializer.text).toContain("resolveUrl('./json')");
  });

  it('documents every route the README names', () => {
    const documented = operationsOf(document);
    const named = readmeRoutes();
    expect(named.length).toBeGreaterThan(15);
    const missing = named.filter(({ method, path }) => !documented.some((operation) => (method ? operation === `${method} ${path}` : operation.endsWith(` ${path}`))));
    expect(missing).toEqual([]);
  });

  it('answers the GET routes without parameters as documented, to a guest and to a member', async () => {
    const member = app.client();
    await registerUser(member);
    const callers: [string, ApiClient][] = [
      ['guest', app.client()],
      ['member', member],
    ];
    const wrong: string[] = [];
    for (const route of apiRoutes.filter((candidate) => candidate.method === 'GET' && !candidate.params && !candidate.query)) {
      for (const [name, client] of callers) {
        const response = await client.get(route.path);
        const refusals = [...(route.refusals ?? []).map((refusal) => refusal.status), ...(route.caller === 'member' ? [401] : [])];
        const label = `${name}: GET ${route.path} → ${response.status}`;
        if (response.status === route.answer.status) {
          if (route.answer.schema && !route.answer.schema.safeParse(response.body).success) wrong.push(`${label}: ${route.answer.schema.safeParse(response.body).error?.message}`);
        } else if (!refusals.includes(response.status as never) || !errorBodySchema.safeParse(response.body).success) {
          wrong.push(`${label}, documented ${route.answer.status} or ${refusals.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers saved sets, feedback and share links as documented', async () => {
    const member = app.client();
    await registerUser(member);
    const route = (method: string, path: string) => apiRoutes.find((candidate) => candidate.method === method && candidate.path === path)!;
    const wrong: string[] = [];
    const check = (method: string, path: string, response: { status: number; body: unknown }) => {
      const { answer } = route(method, path);
      const parsed = answer.schema!.safeParse(response.body);
      if (response.status !== answer.status || !parsed.success) wrong.push(`${method} ${path} → ${response.status}: ${parsed.error?.message ?? ''}`);
    };
    const saved = await member.post('/api/gifts/save', route('POST', '/api/gifts/save').body!.example);
    check('POST', '/api/gifts/save', saved);
    const id: number = saved.body.id;
    check('GET', '/api/gifts/history', await member.get('/api/gifts/history'));
    check('GET', '/api/gifts/:id/feedback/:suggestionIndex', await member.get(`/api/gifts/${id}/feedback/0`));
    check('POST', '/api/gifts/:id/feedback', await member.post(`/api/gifts/${id}/feedback`, route('POST', '/api/gifts/:id/feedback').body!.example));
    check('GET', '/api/gifts/:id/feedback/:suggestionIndex', await member.get(`/api/gifts/${id}/feedback/0`));
    check('GET', '/api/gifts/:id', await member.get(`/api/gifts/${id}`));
    const shared = await member.post('/api/gifts/share', route('POST', '/api/gifts/share').body!.example);
    check('POST', '/api/gifts/share', shared);
    check('GET', '/api/gifts/shared/:shareId', await app.client().get(`/api/gifts/shared/${shared.body.shareId}`));
    check('GET', '/api/gifts/shared/:shareId', await app.client().get(`/api/gifts/shared/${saved.body.shareId}`));
    expect(wrong).toEqual([]);
  });
});

describeAllInOne('the API reference against the running app', () => {
  let app: TestApp;
  let routes: Route[];
  let document: Document;
  beforeAll(async () => {
    const recorded = recordingRoutes();
    app = await startApp({}, undefined, recorded.targets);
    routes = recorded.routes;
    document = (await app.client().get<Document>(`${API_REFERENCE_PATH}/json`)).body;
  });
  afterAll(() => app.destroy());

  it('lists every route the app has, and only those', () => {
    const registered = routes.filter(documentable).map((route) => `${route.method} ${route.url}`);
    expect(registered.length).toBeGreaterThan(40);
    expect(operationsOf(document)).toEqual([...new Set(registered)].sort());
  });
});
