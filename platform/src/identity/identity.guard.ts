import { type ExecutionContext, Injectable, type Type, type CanActivate } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { unauthenticated } from '../http/errors';
import { SIGNED_IN, type Identity } from './identity';

/**
 * Runs on every route: resolves the caller through the passport strategy named and lets guests through, except on
 * @SignedIn() routes, which answer 401. Passport keeps strategies in one registry per process, so the edge's strategy
 * ('session', the cookie) and a service's ('identity-token', the gateway's signed token) have names of their own.
 */
function identityGuard(strategy: 'session' | 'identity-token'): Type<CanActivate> {
  @Injectable()
  class IdentityGuard extends AuthGuard(strategy) {
    constructor(private readonly reflector: Reflector) {
      super();
    }

    override handleRequest<T = Identity | undefined>(error: unknown, identity: Identity | false, _info: unknown, context: ExecutionContext): T {
      if (error) throw error;
      const required = this.reflector.getAllAndOverride<boolean>(SIGNED_IN, [context.getHandler(), context.getClass()]);
      if (!identity && required) throw unauthenticated();
      return (identity || undefined) as T;
    }
  }
  return IdentityGuard;
}

/** The edge's guard: the session cookie. */
export const SessionGuard = identityGuard('session');
/** A service's guard in a process of its own: the identity the gateway signed. */
export const IdentityTokenGuard = identityGuard('identity-token');
