import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ProductError, type ServiceArea, SESSION_COOKIE, unauthenticated, upstreamError, zodPipe } from '@presently/platform';
import { type ErrorBody, errorBodySchema, errorCodes } from '@presently/proto';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { z } from 'zod';
import { CurrentUserController } from '../controllers/current-user.controller';
import { DataExportController } from '../controllers/data-export.controller';
import { SubscriptionController } from '../controllers/subscription.controller';
import { FOREIGN_ORIGIN, KEYED_BY_REQUEST, NOT_JSON } from '../forgery-guard';
import { serviceRoutes } from '../proxy/service-routes';
import { type ApiRoute, apiRoutes, areas, type Refusal } from './api-routes';

type JsonSchema = Record<string, unknown>;
type Responses = Record<string, { description: string; content?: Record<string, { schema?: JsonSchema; example?: unknown; examples?: Record<string, { summary: string; value: unknown }> }> }>;

/**
 * The OpenAPI 3.1 document of Presently's API, generated from the route table and the proto schemas its controllers
 * validate with: the schemas are converted by zod's own JSON Schema output (OpenAPI 3.1 speaks JSON Schema 2020-12),
 * and each route's 400 example is what its validation really answers to an empty request.
 */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Presently API',
      version,
      description:
        'The API of Presently, the AI gift concierge, as its web app uses it. Members are identified by the session cookie that sign-up and sign-in set. ' +
        'Every refusal is JSON: `{ "message": … }`, with a `code` for programs and, when validation failed, each invalid field in `errors`. ' +
        "Changes (POST, PUT, DELETE) are accepted from Presently's own origin only, as JSON.",
    },
    tags: Object.entries(areas).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by POST /api/register and POST /api/login.' } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
    paths,
  };
}

/** Fastify's `/api/gifts/:id` is OpenAPI's `/api/gifts/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function operation(route: ApiRoute) {
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  const { answer } = route;
  const type = answer.type ?? 'application/json';
  return {
    tags: [route.area],
    summary: route.summary,
    ...(route.description && { description: route.description }),
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w?)/g, (_, next: string) => next.toUpperCase())}`,
    // A guest may call an `either` route too: no requirement is one of the alternatives.
    security: { anyone: [], member: [{ session: [] }], either: [{}, { session: [] }] }[route.caller],
    ...(parameters.length > 0 && { parameters }),
    ...(route.body && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body.schema, 'input'), example: route.body.example } } } }),
    responses: {
      [answer.status]: {
        description: answer.description,
        content: { [type]: { ...(answer.schema && { schema: jsonSchema(answer.schema, 'output') }), ...(answer.example !== undefined && { example: answer.example }) } },
      },
      ...refusalResponses(route),
    } satisfies Responses,
  };
}

function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  return Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: jsonSchema(field as z.ZodType, 'input'),
  }));
}

/** Refusals by status: the route's own, and those every route of its kind shares, each status with its examples. */
function refusalResponses(route: ApiRoute): Responses {
  const byStatus = new Map<number, { description: string; examples: ErrorBody[] }>();
  const add = (status: number, description: string, body: ErrorBody) => {
    const entry = byStatus.get(status) ?? { description, examples: [] };
    entry.examples.push(body);
    byStatus.set(status, entry);
  };
  const invalid = validationAnswer(route);
  if (invalid) add(400, 'The request is invalid: `errors` names each field.', invalid);
  if (route.caller === 'member') add(401, 'Not signed in.', answerOf(unauthenticated()));
  for (const refusal of route.refusals ?? []) add(refusal.status, descriptions[refusal.status], bodyOf(refusal));
  if (route.method !== 'GET' && !KEYED_BY_REQUEST.has(route.path)) {
    add(403, 'Sent from another site (`Origin` or `Sec-Fetch-Site`).', { message: FOREIGN_ORIGIN });
    add(415, 'A body that is not JSON.', { message: NOT_JSON });
  }
  const owner = ownerOf(route);
  if (owner) add(503, 'Distributed mode: the service that owns the route is down (502 when it answers nonsense, 504 when it is too slow).', answerOf(upstreamError(owner, 'unreachable')));
  return Object.fromEntries(
    [...byStatus].map(([status, { description, examples }]) => [
      status,
      {
        description,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Error' },
            ...(examples.length === 1 ? { example: examples[0] } : { examples: Object.fromEntries(examples.map((body, index) => [`refusal${index + 1}`, { summary: body.message, value: body }])) }),
          },
        },
      },
    ]),
  );
}

const descriptions: Record<Refusal['status'], string> = {
  400: 'The request is invalid.',
  401: 'Not signed in, or the sign-in failed.',
  403: 'Not allowed: a premium feature, or the month’s credits are used.',
  404: 'No such thing, or not the caller’s.',
  409: 'A conflict with what exists.',
  429: 'Too many requests: the answer says when to try again.',
};
const codes: Partial<Record<Refusal['status'], ErrorBody['code']>> = {
  400: errorCodes.validation,
  401: errorCodes.unauthenticated,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  429: errorCodes.rateLimited,
};
const bodyOf = (refusal: Refusal): ErrorBody => ({ message: refusal.message, ...((refusal.code ?? codes[refusal.status]) && { code: refusal.code ?? codes[refusal.status] }) });
const answerOf = (error: ProductError) => error.getResponse() as ErrorBody;

/**
 * What the route's validation answers to a word where a path parameter is validated, or to an empty query or body
 * (or to a body that is no object, when every field is optional): the same pipe the controller runs.
 */
function validationAnswer(route: ApiRoute): ErrorBody | undefined {
  // Each path parameter has a pipe of its own.
  const attempts: [z.ZodType, unknown][] = Object.values(route.params?.shape ?? {}).map((field) => [field as z.ZodType, 'x']);
  if (route.query) attempts.push([route.query, {}]);
  if (route.body) attempts.push([route.body.schema, {}], [route.body.schema, []]);
  for (const [schema, input] of attempts) {
    try {
      zodPipe(schema).transform(input);
    } catch (error) {
      if (error instanceof ProductError) return answerOf(error);
      throw error;
    }
  }
  return undefined;
}

const owners = FindMyWay();
for (const route of serviceRoutes) owners.on(route.methods as HTTPMethod[], route.url, () => undefined, { area: route.area });
// The gateway's own reads are more specific than the areas it forwards (GET /api/user/export within /api/user/*).
for (const controller of [CurrentUserController, DataExportController, SubscriptionController]) {
  const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
  for (const name of Object.getOwnPropertyNames(controller.prototype)) {
    const handler: unknown = Reflect.get(controller.prototype as object, name);
    if (name === 'constructor' || typeof handler !== 'function') continue;
    const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
    if (path === undefined) continue;
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] as HTTPMethod;
    owners.on(method, `/${[base, path].map((part) => part.replace(/^\/|\/$/g, '')).filter(Boolean).join('/')}`, () => undefined, { area: undefined });
  }
}
/** The service a route is forwarded to when it runs in another process (none for the gateway's own reads). */
function ownerOf(route: ApiRoute) {
  return (owners.find(route.method, route.path)?.store as { area?: ServiceArea } | undefined)?.area;
}

/** Refinements and transforms cannot be said in JSON Schema: the document shows the shape, and the service checks the rest. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
}
