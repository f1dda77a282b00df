import { Injectable } from '@nestjs/common';
import { RateLimits, type RateLimit } from '@presently/platform';

/** Sign-in throttling: 10 failed attempts per name (a username or an e-mail) from one address, for 15 minutes. */
@Injectable()
export class LoginAttempts {
  private readonly attempts: RateLimit;

  constructor(rateLimits: RateLimits) {
    this.attempts = rateLimits.define('login', 10, 15 * 60, (seconds) =>
      `Too many sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    );
  }

  /** Counts one attempt, or refuses with 429 once the name has failed too often from this address. */
  count(nameKey: string, ip: string): Promise<void> {
    return this.attempts.consume(`${nameKey}|${ip}`);
  }

  /** Forgets the failures of each name from this address: after a sign-in, or a new password. */
  async forgive(nameKeys: string[], ip: string): Promise<void> {
    await Promise.all(nameKeys.map((nameKey) => this.attempts.reset(`${nameKey}|${ip}`)));
  }
}
