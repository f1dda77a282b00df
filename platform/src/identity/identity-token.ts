import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { INTERNAL_SECRET } from '../internal/internal-calls';
import type { Identity } from './identity';

/** The header a gateway puts the caller's signed identity in, on every request it forwards to a service. */
export const IDENTITY_HEADER = 'x-presently-identity';

const ISSUER = 'presently-gateway';
const AUDIENCE = 'presently-services';
/** Long enough for a suggestion the model takes a minute over, short enough that a copied token soon expires. */
const LIFETIME_SECONDS = 60;

/** Only a process of the distributed mode signs or reads tokens: the all-in-one one never loads jose. */
let jose: Promise<typeof import('jose')> | undefined;
const loadJose = () => (jose ??= import('jose'));

/**
 * The caller's identity as the gateway vouches for it to a service in another process: a JWT (HS256) with the user
 * id and session id, signed with a key derived from INTERNAL_SECRET, valid for a minute. Services trust nothing else
 * about who is calling: never a raw user-id header.
 */
@Injectable()
export class IdentityTokens {
  private readonly key: Uint8Array;

  constructor(@Inject(INTERNAL_SECRET) secret: string) {
    // A key of its own, so a leaked token says nothing about the secret that guards /internal.
    this.key = createHash('sha256').update(`presently identity token\0${secret}`).digest();
  }

  async sign(identity: Identity): Promise<string> {
    const { SignJWT } = await loadJose();
    return new SignJWT({ sid: identity.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(identity.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${LIFETIME_SECONDS}s`)
      .sign(this.key);
  }

  /** The identity in a valid token; undefined for a missing, forged, expired or malformed one. */
  async verify(token: string | undefined): Promise<Identity | undefined> {
    if (!token) return undefined;
    try {
      const { jwtVerify } = await loadJose();
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, clockTolerance: 5 });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return undefined;
      return { userId, sessionId: payload.sid };
    } catch {
      return undefined;
    }
  }
}
