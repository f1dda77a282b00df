import { Inject, Injectable } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';

/** How a reset link fared when it was used: the user it resets, or why it does not. */
export type ResetLinkUse = { userId: number } | { refused: 'invalid' | 'used' | 'expired' };

/** The only code that touches auth.password_resets: one live link per user, kept as its token's hash. */
@Injectable()
export class PasswordResetRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  /** Stores a new link for the user; the one before it, used or not, stops working. */
  async replace(userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    const link = { tokenHash, expiresAt, usedAt: null, createdAt: now };
    await this.db.passwordReset.upsert({ where: { userId }, create: { userId, ...link }, update: link });
  }

  /**
   * Spends the link. The update is conditional on the link being unspent, so two submissions of one link cannot
   * both pass; a spent link stays, to tell a second use from a made-up token.
   */
  async use(tokenHash: string, now: Date): Promise<ResetLinkUse> {
    const link = await this.db.passwordReset.findUnique({ where: { tokenHash } });
    if (!link) return { refused: 'invalid' };
    if (link.usedAt) return { refused: 'used' };
    if (link.expiresAt <= now) return { refused: 'expired' };
    const { count } = await this.db.passwordReset.updateMany({ where: { tokenHash, usedAt: null }, data: { usedAt: now } });
    return count === 1 ? { userId: link.userId } : { refused: 'used' };
  }

  /** Ends the user's link: a password changed some other way makes it stale. */
  async forget(userId: number): Promise<void> {
    await this.db.passwordReset.deleteMany({ where: { userId } });
  }
}
