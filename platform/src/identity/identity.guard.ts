import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { unauthenticated } from '../http/errors';
import { SIGNED_IN, type Identity } from './identity';

/**
 * Runs on every route: resolves the caller through passport and lets guests through, except on @SignedIn()
 * routes, which answer 401.
 */
@Injectable()
export class IdentityGuard extends AuthGuard('session') {
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
