import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

export const WEBHOOK_PATH = 'api/billing/webhook';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export const rawBodyOf = (request: FastifyRequest): Buffer | undefined => rawBodies.get(request);

/**
 * A webhook's signature covers the exact bytes sent, so the webhook route keeps its raw body. Only that route:
 * the bytes are read once here and handed on, and Fastify's own JSON parsing (limits, errors, proto-poisoning
 * checks) stays in force for it and for every other route.
 */
export function keepWebhookRawBody(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preParsing', async (request, _reply, payload) => {
      if (request.routeOptions.url !== `/${WEBHOOK_PATH}`) return payload;
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      const raw = Buffer.concat(chunks);
      rawBodies.set(request, raw);
      return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
    });
}
