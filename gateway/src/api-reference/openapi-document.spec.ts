import { apiRoutes } from './api-routes';
import { openApiDocument, openApiPath } from './openapi-document';

const document = openApiDocument('1.2.3');
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown>; example?: unknown; examples?: object }> }>;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, path, operation })),
);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per route of the table', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.2.3');
    expect(operations).toHaveLength(apiRoutes.length);
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(operations.length);
  });

  it('declares each path parameter its path names, and no other', () => {
    for (const { route, path, operation } of operations) {
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name).sort();
      expect({ route, declared }).toEqual({ route, declared: named });
    }
  });

  it('holds request and answer examples to the schemas they illustrate', () => {
    const wrong: string[] = [];
    for (const route of apiRoutes) {
      const label = `${route.method} ${route.path}`;
      if (route.body && !route.body.schema.safeParse(route.body.example).success) wrong.push(`${label} request: ${route.body.schema.safeParse(route.body.example).error?.message}`);
      const { schema, example } = route.answer;
      if (schema && example !== undefined && !schema.safeParse(example).success) wrong.push(`${label} answer: ${schema.safeParse(example).error?.message}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every route an answer example and every refusal a JSON message', () => {
    for (const { route, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const content = Object.values(response.content ?? {})[0];
        if (Number(status) < 400) {
          if (!route.startsWith('GET /api/user/export')) expect({ route, example: content?.example !== undefined }).toEqual({ route, example: true });
          continue;
        }
        const examples = content?.examples ? Object.values(content.examples).map((named: { value: unknown }) => named.value) : [content?.example];
        for (const body of examples) expect({ route, status, message: typeof (body as { message?: unknown })?.message }).toEqual({ route, status, message: 'string' });
      }
    }
  });

  it('describes the answers of saved sets, feedback and share links with their proto schemas', () => {
    const answers = [
      ['POST', '/api/gifts/save', 201],
      ['GET', '/api/gifts/history', 200],
      ['GET', '/api/gifts/{id}', 200],
      ['GET', '/api/gifts/{id}/feedback/{suggestionIndex}', 200],
      ['POST', '/api/gifts/{id}/feedback', 200],
      ['POST', '/api/gifts/share', 201],
      ['GET', '/api/gifts/shared/{shareId}', 200],
    ] as const;
    for (const [method, path, status] of answers) {
      const content = (document.paths[path][method.toLowerCase()] as Operation).responses[status].content?.['application/json'];
      expect({ route: `${method} ${path}`, schema: content?.schema?.type, example: content?.example !== undefined }).toEqual({
        route: `${method} ${path}`,
        schema: path === '/api/gifts/history' ? 'array' : 'object',
        example: true,
      });
    }
    const saved = (document.paths['/api/gifts/save'].post as Operation).responses[201].content?.['application/json'].schema;
    expect(saved).toMatchObject({ required: expect.arrayContaining(['id', 'shareId', 'createdAt', 'recipientInfo', 'suggestions']) });
    const details = (document.paths['/api/gifts/{id}'].get as Operation).responses[200].content?.['application/json'].schema;
    expect(details).toMatchObject({ properties: { feedback: { type: 'object', additionalProperties: { enum: ['purchased', 'liked', 'disliked', 'not_purchased'] } } } });
    const shared = (document.paths['/api/gifts/shared/{shareId}'].get as Operation).responses[200].content?.['application/json'].schema;
    expect(shared).toMatchObject({ required: expect.arrayContaining(['giftSuggestion', 'recipientInfo', 'selectedIndex']) });
  });

  it("answers an invalid request with the controller's own validation message", () => {
    const suggest = document.paths['/api/gifts/suggest'].post as Operation;
    expect(suggest.responses[400].content?.['application/json'].example).toEqual({
      message: 'Please select the relationship',
      code: 'validation_failed',
      errors: expect.arrayContaining([{ path: 'relationship', message: 'Please select the relationship' }]),
    });
    const occasion = document.paths['/api/occasions/{id}'].put as Operation;
    expect(occasion.responses[400].content?.['application/json'].example).toMatchObject({ message: 'Occasion id must be a number' });
  });

  it('shows the refusals every change shares, and leaves them off routes keyed by the request', () => {
    const save = document.paths['/api/gifts/save'].post as Operation;
    expect(Object.keys(save.responses)).toEqual(expect.arrayContaining(['401', '403', '415', '503']));
    const unsubscribe = document.paths['/api/occasions/unsubscribe'].post as Operation;
    expect(Object.keys(unsubscribe.responses)).not.toContain('415');
    expect((document.paths['/healthz'].get as Operation).responses).not.toHaveProperty('503');
  });

  it("names the service each /api route is forwarded to in the distributed mode, but for the gateway's own reads", () => {
    const unforwarded = operations.filter(({ route, operation }) => route.includes(' /api/') && !operation.responses[503]).map(({ route }) => route);
    expect(unforwarded.sort()).toEqual(['GET /api/subscription', 'GET /api/user', 'GET /api/user/export']);
  });

  it("writes Fastify's path parameters the OpenAPI way", () => {
    expect(openApiPath('/api/gifts/:id/feedback/:suggestionIndex')).toBe('/api/gifts/{id}/feedback/{suggestionIndex}');
  });
});
