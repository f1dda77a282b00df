import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
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
  unauthenticated,
  type RateLimit,
} from '@presently/platform';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFICATION_SENT,
  EMAIL_VERIFIED,
  VERIFY_LINK_EXPIRED,
  VERIFY_LINK_INVALID,
  VERIFY_LINK_USED,
  type VerifyEmailRequest,
} from '@presently/proto';
import { addHours } from 'date-fns/addHours';
import type { User } from '../generated/prisma/client';
import { EmailVerificationRepository } from '../repositories/email-verification.repository';
import { emailKey, UserRepository } from '../repositories/user.repository';
import { emailVerificationEmail, verifyLink } from './email-verification-email';
import { hashLinkToken, newLinkToken } from './link-token';

/** Long enough for someone who signs up at night and reads their mail after a weekend day. */
const LINK_HOURS = 48;

const REFUSALS = { invalid: VERIFY_LINK_INVALID, used: VERIFY_LINK_USED, expired: VERIFY_LINK_EXPIRED } as const;

/**
 * "Confirm your e-mail address": until a user opens the link mailed to their address, it is the only mail that goes
 * to it (occasions holds reminders back on `emailVerified`, which auth's user events carry).
 */
@Injectable()
export class EmailVerificationService {
  private readonly perAddress: RateLimit;
  private readonly perUser: RateLimit;

  constructor(
    private readonly users: UserRepository,
    private readonly links: EmailVerificationRepository,
    private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    rateLimits: RateLimits,
  ) {
    const retry = (seconds: number) => `Too many confirmation e-mails. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;
    // Per address, so sign-ups and e-mail changes naming a stranger's address cannot fill their mailbox; per user,
    // so one account cannot either.
    this.perAddress = rateLimits.define('email-verification-address', 5, 60 * 60, retry);
    this.perUser = rateLimits.define('email-verification-user', 5, 60 * 60, retry);
  }

  /**
   * Mails the link for the user's new address (registration, a changed address). The account is made either way: a
   * refused or failed send is logged, and the profile offers to send it again.
   */
  async sendForNewAddress(user: User): Promise<void> {
    try {
      await this.send(user);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS) this.logger.warn({ userId: user.id }, 'e-mail verification limit reached');
      // The token is in neither the error nor this line.
      else this.logger.error({ err: error, userId: user.id }, 'e-mail verification e-mail failed');
    }
  }

  /** "Resend verification e-mail" of a signed-in user. */
  async resend(userId: number): Promise<{ message: string }> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthenticated();
    if (user.emailVerified) throw badRequest(EMAIL_ALREADY_VERIFIED);
    await this.send(user);
    return { message: EMAIL_VERIFICATION_SENT };
  }

  /**
   * Spends the link and confirms the address it was mailed to. It needs no session: the link may be opened on a
   * phone where the user is not signed in. A link for an address the user has since changed confirms nothing.
   */
  async verify(request: VerifyEmailRequest): Promise<{ message: string }> {
    const use = await this.links.use(hashLinkToken(request.token), this.clock());
    if ('refused' in use) throw badRequest(REFUSALS[use.refused]);
    if (!(await this.users.markEmailVerified(use.userId, use.email))) throw badRequest(VERIFY_LINK_INVALID);
    return { message: EMAIL_VERIFIED };
  }

  private async send(user: User): Promise<void> {
    await this.perUser.consume(String(user.id));
    await this.perAddress.consume(emailKey(user.email));
    const token = newLinkToken();
    const now = this.clock();
    await this.links.replace(user.id, user.email, hashLinkToken(token), addHours(now, LINK_HOURS), now);
    await this.mailer.send(
      await emailVerificationEmail({ to: user.email, username: user.username, link: verifyLink(this.config, token), validFor: `${LINK_HOURS} hours` }),
    );
  }
}
