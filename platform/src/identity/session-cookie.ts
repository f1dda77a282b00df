import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../sessions/session-store';

export const SESSION_COOKIE = 'presently_sid';

/**
 * HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it), Secure whenever the visitor came
 * over https (directly, or through a proxy when TRUST_PROXY is set) or COOKIE_SECURE says so.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: Session, secure?: boolean): void {
  reply.setCookie(SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure ?? request.protocol === 'https',
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, secure?: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: secure ?? request.protocol === 'https', path: '/' });
}

export const sessionIdOf = (request: FastifyRequest): string | undefined => request.cookies?.[SESSION_COOKIE];
