import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';

export const GUEST_COOKIE = 'presently_guest';

/** The guest's anonymous id, if their browser has one yet. */
export function existingGuestIdOf(request: FastifyRequest): string | undefined {
  const existing = request.cookies?.[GUEST_COOKIE];
  return existing && /^[A-Za-z0-9_-]{22}$/.test(existing) ? existing : undefined;
}

/**
 * A guest's anonymous id, set on first need: the one free card message is counted per browser, and the share links
 * a browser made are its to revoke.
 */
export function guestIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = existingGuestIdOf(request);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(GUEST_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/', maxAge: 365 * 86400 });
  return id;
}
