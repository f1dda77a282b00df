import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Times every request from arrival to the end of its answer, labelled by the route pattern Fastify matched. The
 * raw response's `close` is used rather than an onResponse hook so streamed (server-sent events) and hijacked
 * answers are counted too. The time is Fastify's own (`reply.elapsedTime`, from routing to the answer's last
 * byte, or to `close` when it never finished): it takes it for every request anyway, so a second clock is not read.
 */
export function instrumentHttp(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    // `on`, not `once`: a response closes once, and once's wrapper and its removal cost more than the listener.
    reply.raw.on('close', () => metrics.observeRequest(request.routeOptions.url, request.method, reply.raw.statusCode, reply.elapsedTime / 1000));
    done();
  });
}
