import { SIGNED_IN_COOKIE } from '@presently/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../sessions/session-store';

export const SESSION_COOKIE = 'presently_sid';

/**
 * HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it), Secure whenever the visitor came
 * over https (directly, or through a proxy when TRUST_PROXY is set) or COOKIE_SECURE says so.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: Session, secure?: boolean): void {
  const options = { sameSite: 'lax', secure: secure ?? request.protocol === 'https', path: '/', expires: session.expiresAt } as const;
  reply.setCookie(SESSION_COOKIE, session.id, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', options);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, secure?: boolean): void {
  const options = { sameSite: 'lax', secure: secure ?? request.protocol === 'https', path: '/' } as const;
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, options);
}

export const sessionIdOf = (request: FastifyRequest): string | undefined => request.cookies?.[SESSION_COOKIE];
