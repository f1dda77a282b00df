import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';

export const GUEST_COOKIE = 'presently_guest';

/** A guest's anonymous id, set on first need, so the one free card message is counted per browser. */
export function guestIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies?.[GUEST_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{22}$/.test(existing)) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(GUEST_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/', maxAge: 365 * 86400 });
  return id;
}
