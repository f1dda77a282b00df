import { Inject, Injectable } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';

/** How a confirmation link fared when it was used: the user and address it confirms, or why it does not. */
export type VerifyLinkUse = { userId: number; email: string } | { refused: 'invalid' | 'used' | 'expired' };

/** The only code that touches auth.email_verifications: one live link per user, kept as its token's hash. */
@Injectable()
export class EmailVerificationRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  /** Stores a new link for the user's address; the one before it, used or not, stops working. */
  async replace(userId: number, email: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    const link = { email, tokenHash, expiresAt, usedAt: null, createdAt: now };
    await this.db.emailVerification.upsert({ where: { userId }, create: { userId, ...link }, update: link });
  }

  /**
   * Spends the link. The update is conditional on the link being unspent, so two openings of one link cannot both
   * pass; a spent link stays, to tell a second use from a made-up token.
   */
  async use(tokenHash: string, now: Date): Promise<VerifyLinkUse> {
    const link = await this.db.emailVerification.findUnique({ where: { tokenHash } });
    if (!link) return { refused: 'invalid' };
    if (link.usedAt) return { refused: 'used' };
    if (link.expiresAt <= now) return { refused: 'expired' };
    const { count } = await this.db.emailVerification.updateMany({ where: { tokenHash, usedAt: null }, data: { usedAt: now } });
    return count === 1 ? { userId: link.userId, email: link.email } : { refused: 'used' };
  }
}
