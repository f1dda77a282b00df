import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CONFIG, type Config, publicOrigin } from '@presently/platform';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes whose caller proves itself with something in the request rather than the visitor's cookie, so a request
 * forged by another site gains nothing: Stripe's webhook (its signature over the body) and the reminder e-mail's
 * unsubscribe and resubscribe (the token in the link). Mail clients post RFC 8058's one-click unsubscribe
 * form-encoded from anywhere, and the unsubscribe pages' buttons are plain HTML forms.
 */
export const KEYED_BY_REQUEST = new Set(['/api/billing/webhook', '/api/occasions/unsubscribe', '/api/occasions/resubscribe']);

export const FOREIGN_ORIGIN = 'This request came from another site, so Presently did not act on it. Please use Presently itself.';
export const NOT_JSON = 'Presently accepts changes as JSON only (Content-Type: application/json).';

/**
 * Every change through the edge comes from Presently's own pages, as JSON. HTML forms (urlencoded, multipart,
 * text/plain) and `no-cors` fetches are the only requests another site can make a browser send with its cookies
 * and without asking (CORS preflights every other kind, and no origin is allowed), so refusing them and anything
 * whose Origin, or Sec-Fetch-Site when a browser sends no Origin, says another site leaves SameSite cookies as a
 * second guard rather than the only one. A caller that is no browser (curl, a server) sends neither header and is
 * judged by its session as before.
 */
export function refuseForgedChanges(app: NestFastifyApplication): void {
  const config = app.get<Config>(CONFIG);
  app
    .getHttpAdapter()
    .getInstance()
    // A callback rather than an async hook: reads, the most frequent requests, go on at once without a promise.
    .addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!CHANGES.has(request.method) || KEYED_BY_REQUEST.has(pathOf(request.url))) return done();
      if (fromAnotherSite(request, config)) return refuse(reply, 403, FOREIGN_ORIGIN);
      if (!isJsonOrEmpty(request)) return refuse(reply, 415, NOT_JSON);
      done();
    });
}

/** The path as the router sees it, without the query or the one trailing slash it ignores. */
function pathOf(url: string): string {
  const path = url.split('?', 1)[0];
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function fromAnotherSite(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  // Browsers send Origin with every POST, PUT, PATCH and DELETE; "null" (a sandboxed frame, a file) is never ours.
  if (origin !== undefined) return origin.toLowerCase() !== publicOrigin(config, request);
  // Without an Origin, a browser that says the request is cross-site (or same-site, i.e. another origin of the same
  // site) is refused; same-origin and a user's own navigation ("none") go on, and so does a caller that says nothing.
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/** JSON, or no body at all (a sign-out, a delete). */
function isJsonOrEmpty(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (type === undefined) return !hasBody(request);
  return type.split(';', 1)[0].trim().toLowerCase() === 'application/json';
}

function hasBody(request: FastifyRequest): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/** Answers in the hook, which then ends the request without calling `done`. */
function refuse(reply: FastifyReply, status: 403 | 415, message: string): void {
  reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ message });
}
