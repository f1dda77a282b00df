import fastifyReplyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
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
  upstreamError,
  upstreamFailureOf,
} from '@presently/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { serviceRoutes, timeoutFor } from './service-routes';

/** Connection-level headers that describe one hop, never forwarded (RFC 9110 §7.6.1), plus the host of this hop. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
/** Headers only Presently's own processes may set: a visitor who sends them is ignored. */
const OURS = new Set([IDENTITY_HEADER, INTERNAL_HEADER, 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']);

/**
 * The signal of the visitor's request being forwarded: the call to the service is given it (see the dispatcher
 * below). reply-from makes its call to the dispatcher within `reply.from()`, before it returns, so the signal is set
 * for exactly that call. Not AsyncLocalStorage: on Node 20 its first `run` turns promise hooks on for the whole
 * process, about 19 µs of every request after it (bench/README.md).
 */
let visitorLeft: AbortSignal | undefined;

interface ProxyContext {
  config: Config;
  directory: ServiceDirectory;
  sessions: SessionStore;
  tokens: IdentityTokens;
  logger: Logger;
}

/**
 * Forwards /api/<area>/… to each service that runs in another process (SERVICE_URL_<AREA>), with
 * @fastify/reply-from over the directory's connections: the request's bytes, the caller's identity as a token the
 * gateway signs after checking the session cookie, the visitor's address and protocol, and the request id; the
 * answer's status, headers (set-cookie included) and body back as it comes, so suggestions reach the browser idea by
 * idea. A service down, stuck or answering nonsense becomes a JSON 503, 504 or 502 naming it. Services hosted in this
 * process are not forwarded.
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
  // A visitor who leaves stops the work behind the request (a stream of suggestions, a model call): reply-from gives
  // its dispatcher no signal of its own, so each call carries the visitor's.
  const dispatcher = {
    request: ((options: Dispatcher.RequestOptions, callback: (error: Error | null, data: Dispatcher.ResponseData) => void) =>
      context.directory.http.request({ ...options, signal: visitorLeft }, callback)) as Dispatcher['request'],
  };
  await fastify.register(async (proxy) => {
    await proxy.register(fastifyReplyFrom, { undici: dispatcher, disableRequestLogging: true });
    // The body is handed on as bytes: the service parses it, with its own error answers (malformed JSON, a wrong
    // content type), and a webhook's signature still matches.
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const route of routes) {
      proxy.route({ method: route.methods, url: route.url, handler: (request, reply) => forward(context, route.area, request, reply) });
    }
  });
}

async function forward(context: ProxyContext, area: ServiceArea, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  // Request bodies are small (BODY_LIMIT_BYTES) and read whole, so a call a replica refused goes to the next one.
  // The service refuses a body over the limit too, but by closing the connection mid-upload, which would read as a
  // broken answer here: the edge refuses it first.
  if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) return tooLarge(reply);
  const body = request.body instanceof Readable ? await readWithinLimit(request.body) : undefined;
  if (body === TOO_LARGE) return tooLarge(reply);
  const ours = await ourHeaders(context, request);
  const abandoned = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abandoned.abort();
  });

  const forwardTo = (attempt: number): void => {
    const upstream = context.directory.pick(area);
    const options: FastifyReplyFromHooks = {
      // The bytes as they came: reply-from would otherwise encode a JSON body again.
      ...(body && { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }),
      timeout: timeoutFor(request.url.split('?')[0], context.config),
      // No retries of reply-from's own (it would retry a GET the service answered 503): a connection a replica refused
      // goes to the next replica (onError), anything else is answered, as the service may have acted on it.
      retryDelay: () => null,
      rewriteRequestHeaders: (_request, headers) => ({ ...withoutHopByHop(headers, OURS), ...ours }),
      rewriteHeaders: (headers) => withoutHopByHop(headers),
      onResponse: (_request, _reply, response) => {
        context.directory.markReachable(upstream);
        response.stream.once('error', (error) => {
          if (!abandoned.signal.aborted) context.logger.warn({ reqId: request.id, service: area, err: error }, 'service answer broke off');
        });
        // A stream: each piece the service writes (an idea, in a suggestion stream) goes on as it comes.
        void reply.send(response.stream);
      },
      onError: (_reply, { error }) => {
        const failure = upstreamFailureOf(error);
        if (failure === 'unreachable') context.directory.markUnreachable(upstream);
        // A visitor who left gets no answer.
        if (abandoned.signal.aborted) return;
        context.logger.warn({ reqId: request.id, service: area, upstream: upstream.url, failure, err: error }, 'service call failed');
        // A replica that refused the connection never saw the request: the next one gets it.
        if (failure === 'unreachable' && attempt < context.directory.replicasOf(area)) return forwardTo(attempt + 1);
        void answer(reply, upstreamError(area, failure));
      },
    };
    try {
      visitorLeft = abandoned.signal;
      reply.from(`${upstream.origin}${request.url}`, options);
    } catch (error) {
      // A path reply-from refuses (a ".." segment).
      void answer(reply, error);
    } finally {
      visitorLeft = undefined;
    }
  };
  forwardTo(1);
  return reply;
}

async function answer(reply: FastifyReply, error: unknown): Promise<void> {
  const { status, body } = toAnswer(error);
  await reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);
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

function withoutHopByHop(headers: IncomingHttpHeaders, also?: Set<string>): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !also?.has(name)) kept[name] = value;
  }
  return kept;
}

/** What the gateway tells the service: the visitor's address, protocol and host, the request id, the identity. */
async function ourHeaders(context: ProxyContext, request: FastifyRequest): Promise<IncomingHttpHeaders> {
  const headers: IncomingHttpHeaders = {
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
    'x-request-id': String(request.id),
  };
  const sessionId = sessionIdOf(request);
  const session = sessionId ? await context.sessions.find(sessionId) : null;
  if (session) headers[IDENTITY_HEADER] = await context.tokens.sign({ userId: session.userId, sessionId: session.id });
  return headers;
}
