import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  BODY_LIMIT_BYTES,
  CONFIG,
  type Config,
  HOSTED_TARGETS,
  IDENTITY_HEADER,
  IdentityTokens,
  INTERNAL_HEADER,
  LOGGER,
  type Logger,
  SESSION_STORE,
  ServiceDirectory,
  type ServiceArea,
  type SessionStore,
  sessionIdOf,
  toAnswer,
} from '@presently/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { serviceRoutes, timeoutFor } from './service-routes';

/** Connection-level headers that describe one hop, never forwarded (RFC 9110 §7.6.1), plus the host of this hop. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
/** Answers up to this size (most JSON answers) go on in one piece rather than as a stream: fewer writes per hop. */
const WHOLE_ANSWER_BYTES = 64 * 1024;
/** Headers only Presently's own processes may set: a visitor who sends them is ignored. */
const OURS = new Set([IDENTITY_HEADER, INTERNAL_HEADER, 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']);

interface ProxyContext {
  config: Config;
  directory: ServiceDirectory;
  sessions: SessionStore;
  tokens: IdentityTokens;
  logger: Logger;
}

/**
 * Forwards /api/<area>/… to each service that runs in another process (SERVICE_URL_<AREA>): the request's bytes,
 * the caller's identity as a token the gateway signs after checking the session cookie, the visitor's address and
 * protocol, and the request id; the answer's status, headers (set-cookie included) and body back, a small answer in
 * one piece and a stream as it comes, so suggestions reach the browser idea by idea. A service down, stuck or
 * answering nonsense becomes a JSON 503, 504 or 502 naming it. Services hosted in this process are not forwarded.
 */
export async function forwardRemoteServices(app: NestFastifyApplication): Promise<void> {
  const hosted = app.get<string[]>(HOSTED_TARGETS);
  const context: ProxyContext = {
    config: app.get<Config>(CONFIG),
    directory: app.get(ServiceDirectory),
    sessions: app.get<SessionStore>(SESSION_STORE),
    tokens: app.get(IdentityTokens),
    logger: app.get<Logger>(LOGGER),
  };
  const routes = serviceRoutes.filter((route) => !hosted.includes(route.area) && context.directory.reaches(route.area));
  if (routes.length === 0) return;
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  await fastify.register(async (proxy) => {
    // The body is handed on as bytes: the service parses it, with its own error answers (malformed JSON, a wrong
    // content type), and a webhook's signature still matches.
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const route of routes) {
      proxy.route({ method: route.methods, url: route.url, handler: (request, reply) => forward(context, route.area, request, reply) });
    }
  });
}

async function forward(context: ProxyContext, area: ServiceArea, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const timeout = timeoutFor(request.url.split('?')[0], context.config);
  // Request bodies are small (BODY_LIMIT_BYTES) and read whole, so a call a replica refused goes to the next one.
  // The service refuses a body over the limit too, but by closing the connection mid-upload, which would read as a
  // broken answer here: the edge refuses it first.
  if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) return tooLarge(reply);
  const body = request.body instanceof Readable ? await readWithinLimit(request.body) : undefined;
  if (body === TOO_LARGE) return tooLarge(reply);
  const headers = await forwardedHeaders(context, request);
  // A visitor who leaves stops the work behind the request (a stream of suggestions, a model call).
  const abandoned = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abandoned.abort();
  });

  try {
    await context.directory.call(
      area,
      async (upstream) => {
        const response = await upstream.pool.request({
          method: request.method as 'GET',
          path: request.url,
          headers,
          body,
          headersTimeout: timeout,
          bodyTimeout: timeout,
          signal: abandoned.signal,
        });
        // A small answer of known length is read whole and sent in one write; anything else streams (below).
        const whole = Number(response.headers['content-length']) <= WHOLE_ANSWER_BYTES ? Buffer.from(await response.body.arrayBuffer()) : undefined;
        reply.code(response.statusCode);
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) reply.header(name, value);
        }
        if (whole) return await reply.send(whole);
        response.body.once('error', (error) => {
          if (!abandoned.signal.aborted) context.logger.warn({ reqId: request.id, service: area, err: error }, 'service answer broke off');
        });
        // A stream: each piece the service writes (an idea, in a suggestion stream) goes on as it comes.
        return await reply.send(response.body);
      },
      (upstream, failure, error) => {
        if (!abandoned.signal.aborted) context.logger.warn({ reqId: request.id, service: area, upstream: upstream.url, failure, err: error }, 'service call failed');
      },
    );
  } catch (error) {
    // A visitor who left gets no answer.
    if (abandoned.signal.aborted) return;
    const { status, body: answer } = toAnswer(error);
    await reply.code(status).header('content-type', 'application/json; charset=utf-8').send(answer);
  }
}

async function tooLarge(reply: FastifyReply): Promise<void> {
  await reply.code(413).header('content-type', 'application/json; charset=utf-8').header('connection', 'close').send({ message: 'Request body is too large' });
}

const TOO_LARGE = Symbol('too large');

async function readWithinLimit(body: Readable): Promise<Buffer | typeof TOO_LARGE> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.length;
    if (bytes > BODY_LIMIT_BYTES) return TOO_LARGE;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

async function forwardedHeaders(context: ProxyContext, request: FastifyRequest): Promise<IncomingHttpHeaders> {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !OURS.has(name)) headers[name] = value;
  }
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-request-id'] = String(request.id);
  const sessionId = sessionIdOf(request);
  const session = sessionId ? await context.sessions.find(sessionId) : null;
  if (session) headers[IDENTITY_HEADER] = await context.tokens.sign({ userId: session.userId, sessionId: session.id });
  return headers;
}
