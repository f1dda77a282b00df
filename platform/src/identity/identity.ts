import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../http/errors';

/** Who is calling: resolved from the session cookie (or, behind a distributed gateway, its signed token). */
export interface Identity {
  userId: number;
  sessionId: string;
}

export const SIGNED_IN = 'presently:signed-in';

/** The route answers 401 to guests. */
export const SignedIn = () => SetMetadata(SIGNED_IN, true);

type IdentifiedRequest = FastifyRequest & { user?: Identity };

/** The caller's identity, or undefined for a guest (on routes guests may use). */
export const CurrentIdentity = createParamDecorator(
  (_: unknown, context: ExecutionContext): Identity | undefined => context.switchToHttp().getRequest<IdentifiedRequest>().user,
);

/** The signed-in caller's user id; only on @SignedIn() routes. */
export const CurrentUserId = createParamDecorator((_: unknown, context: ExecutionContext): number => {
  const user = context.switchToHttp().getRequest<IdentifiedRequest>().user;
  if (!user) throw unauthenticated();
  return user.userId;
});
