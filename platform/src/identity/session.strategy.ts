import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { SESSION_STORE, type SessionStore } from '../sessions/session-store';
import type { Identity } from './identity';
import { sessionIdOf } from './session-cookie';

/** Passport strategy 'session': the session cookie, looked up in the session store. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(@Inject(SESSION_STORE) private readonly sessions: SessionStore) {
    super();
  }

  async validate(request: FastifyRequest): Promise<Identity | false> {
    const id = sessionIdOf(request);
    const session = id ? await this.sessions.find(id) : null;
    return session ? { userId: session.userId, sessionId: session.id } : false;
  }
}
