import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import type { Identity } from './identity';
import { IDENTITY_HEADER, IdentityTokens } from './identity-token';

/**
 * Passport strategy 'identity-token' of a service in its own process: the gateway already checked the session cookie and
 * forwards who is calling as a signed token. No valid token: a guest (and 401 on @SignedIn() routes).
 */
@Injectable()
export class IdentityTokenStrategy extends PassportStrategy(Strategy, 'identity-token') {
  constructor(private readonly tokens: IdentityTokens) {
    super();
  }

  async validate(request: FastifyRequest): Promise<Identity | false> {
    const header = request.headers[IDENTITY_HEADER];
    return (await this.tokens.verify(typeof header === 'string' ? header : undefined)) ?? false;
  }
}
