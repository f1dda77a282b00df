import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  badRequest,
  CLOCK,
  type Clock,
  CONFIG,
  type Config,
  LOGGER,
  type Logger,
  Mailer,
  RateLimits,
  SESSION_STORE,
  type RateLimit,
  type SessionStore,
} from '@presently/platform';
import {
  PASSWORD_RESET_SENT,
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_USED,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@presently/proto';
import { addHours } from 'date-fns/addHours';
import type { User } from '../generated/prisma/client';
import { PasswordResetRepository } from '../repositories/password-reset.repository';
import { emailKey, UserRepository, usernameKey } from '../repositories/user.repository';
import { EmailVerificationService } from './email-verification.service';
import { LoginAttempts } from './login-attempts';
import { PasswordService } from './password.service';
import { passwordResetEmail, resetLink } from './password-reset-email';
import { hashLinkToken, newLinkToken } from './link-token';

const LINK_HOURS = 1;

const REFUSALS = { invalid: RESET_LINK_INVALID, used: RESET_LINK_USED, expired: RESET_LINK_EXPIRED } as const;

/** "Forgot password": a one-time link by e-mail, and the new password it sets. */
@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly perAddress: RateLimit;
  private readonly perCaller: RateLimit;
  /** Links being made and mailed after their request was answered. */
  private readonly mailing = new Set<Promise<void>>();

  constructor(
    private readonly users: UserRepository,
    private readonly resets: PasswordResetRepository,
    private readonly passwords: PasswordService,
    private readonly loginAttempts: LoginAttempts,
    private readonly verification: EmailVerificationService,
    private readonly mailer: Mailer,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    rateLimits: RateLimits,
  ) {
    const retry = (seconds: number) => `Too many password reset requests. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;
    // Per address, so nobody fills a mailbox with reset e-mails; per caller, so nobody mails a list of addresses.
    this.perAddress = rateLimits.define('password-reset-address', 5, 60 * 60, retry);
    this.perCaller = rateLimits.define('password-reset-caller', 30, 60 * 60, retry);
  }

  /**
   * Answers the same whether or not an account uses the address, and as fast: the lookup is all the request waits
   * for, and the links are made and mailed after the answer.
   */
  async requestLink(request: ForgotPasswordRequest, ip: string): Promise<{ message: string }> {
    await this.perCaller.consume(ip);
    await this.perAddress.consume(emailKey(request.email));
    const account = await this.users.findByEmail(request.email);
    // An account whose address is unconfirmed gets the confirmation link again instead: nothing else goes to an
    // address before its owner confirmed it, and once confirmed, the reset link can be asked for.
    if (account) this.inBackground(account.emailVerified ? this.sendLink(account) : this.verification.sendForNewAddress(account));
    return { message: PASSWORD_RESET_SENT };
  }

  /** Sets the new password, spends the link and ends every session of the user, who then signs in afresh. */
  async reset(request: ResetPasswordRequest, ip: string): Promise<{ message: string }> {
    const use = await this.resets.use(hashLinkToken(request.token), this.clock());
    if ('refused' in use) throw badRequest(REFUSALS[use.refused]);
    const user = await this.users.findById(use.userId);
    if (!user) throw badRequest(RESET_LINK_INVALID);
    await this.users.updatePasswordHash(user.id, await this.passwords.hash(request.newPassword));
    await this.sessions.destroyAllForUser(user.id);
    // Failed guesses before the reset should not keep the owner out now that the password is new.
    await this.loginAttempts.forgive([usernameKey(user.username), emailKey(user.email)], ip);
    return { message: 'Your password has been reset. Please sign in with your new password.' };
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.mailing]);
  }

  private async sendLink(user: User): Promise<void> {
    const token = newLinkToken();
    const now = this.clock();
    await this.resets.replace(user.id, hashLinkToken(token), addHours(now, LINK_HOURS), now);
    await this.mailer.send(
      await passwordResetEmail({ to: user.email, username: user.username, link: resetLink(this.config, token), validFor: `${LINK_HOURS} hour` }),
    );
  }

  private inBackground(work: Promise<void>): void {
    const tracked = work
      // The token is in neither the error nor this line.
      .catch((error: unknown) => this.logger.error({ err: error }, 'password reset e-mail failed'))
      .finally(() => this.mailing.delete(tracked));
    this.mailing.add(tracked);
  }
}
