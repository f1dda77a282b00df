import { Injectable } from '@nestjs/common';
import { RateLimits, type RateLimit } from '@presently/platform';

/** Refused registrations a network address may make per hour: a person who mistypes gets many, a list of names does not. */
export const REFUSED_REGISTRATIONS_PER_HOUR = 10;

/**
 * Registration says when a username or an e-mail address is taken; counted per address, refusals stop once they
 * mount up, so nobody can go through a list of names or addresses to learn which have an account (issue 18).
 */
@Injectable()
export class RegistrationAttempts {
  private readonly refused: RateLimit;

  constructor(rateLimits: RateLimits) {
    this.refused = rateLimits.define('registration-refused', REFUSED_REGISTRATIONS_PER_HOUR, 60 * 60, (seconds) =>
      `Too many registration attempts. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    );
  }

  /** Refuses with 429 while this address has used up its refusals, before anything is looked up. */
  allow(ip: string): Promise<void> {
    return this.refused.check(ip);
  }

  /** Counts a refusal; past the limit it answers 429 instead, so parallel tries learn no more than serial ones. */
  refuse(ip: string): Promise<void> {
    return this.refused.consume(ip);
  }
}
