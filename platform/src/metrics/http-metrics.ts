import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Times every request from arrival to the end of its answer, labelled by the route pattern Fastify matched. The
 * raw response's `close` is used rather than an onResponse hook so streamed (server-sent events) and hijacked
 * answers are counted too.
 */
export function instrumentHttp(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const started = process.hrtime.bigint();
    reply.raw.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(request.routeOptions.url, request.method, reply.raw.statusCode, seconds);
    });
    done();
  });
}
