import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { Readable } from 'node:stream';

export const WEBHOOK_PATH = 'api/billing/webhook';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export const rawBodyOf = (request: FastifyRequest): Buffer | undefined => rawBodies.get(request);

const keepRawBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw);
  return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
};

/**
 * A webhook's signature covers the exact bytes sent, so the webhook route keeps its raw body. Only that route: the
 * hook is the route's own (every other request would otherwise pass through it), the bytes are read once here and
 * handed on, and Fastify's own JSON parsing (limits, errors, proto-poisoning checks) stays in force for it and for
 * every other route.
 */
export function keepWebhookRawBody(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (route.url !== `/${WEBHOOK_PATH}`) return;
      const own = route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing];
      route.preParsing = [...own, keepRawBody];
    });
}
