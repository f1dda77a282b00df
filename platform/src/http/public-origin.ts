import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

/** A Host header as browsers send it: a name or an address, and a port; nothing that could bend a link. */
const PLAIN_HOST = /^(?:[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,20}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * Where people reach Presently, as an origin (`https://presently.example.com`): PUBLIC_URL's when it is configured,
 * and the Host header is never read then. Without it (development, where production refuses to start), the origin
 * the request itself was made to, when its Host is a plain host; undefined when it is not.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return PLAIN_HOST.test(request.host) ? `${request.protocol}://${request.host}`.toLowerCase() : undefined;
}
