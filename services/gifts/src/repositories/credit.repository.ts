import { Inject, Injectable } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';

export type CreditKind = 'gift' | 'card';
const column: Record<CreditKind, 'gifts_used' | 'cards_used'> = { gift: 'gifts_used', card: 'cards_used' };

/** The calendar month a credit counts against (UTC), e.g. '2026-11'. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** Credits spent per month, and the guests' one free card message. */
@Injectable()
export class CreditRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  /**
   * Spends one credit if fewer than `limit` are spent this month, in one statement: twenty parallel requests
   * cannot spend more than the limit. Returns false when none is left.
   */
  async spend(userId: number, kind: CreditKind, limit: number, month: string): Promise<boolean> {
    const used = column[kind];
    const rows = await this.db.$queryRawUnsafe<unknown[]>(
      `INSERT INTO gifts.credit_usage (user_id, month, ${used}) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, month) DO UPDATE SET ${used} = credit_usage.${used} + 1
       WHERE credit_usage.${used} < $3
       RETURNING ${used}`,
      userId,
      month,
      limit,
    );
    return rows.length === 1;
  }

  /** Gives back a credit whose generation failed. */
  async refund(userId: number, kind: CreditKind, month: string): Promise<void> {
    const used = column[kind];
    await this.db.$executeRawUnsafe(
      `UPDATE gifts.credit_usage SET ${used} = ${used} - 1 WHERE user_id = $1 AND month = $2 AND ${used} > 0`,
      userId,
      month,
    );
  }

  async usage(userId: number, month: string): Promise<{ giftsUsed: number; cardsUsed: number }> {
    const row = await this.db.creditUsage.findUnique({ where: { userId_month: { userId, month } } });
    return { giftsUsed: row?.giftsUsed ?? 0, cardsUsed: row?.cardsUsed ?? 0 };
  }

  /** True the first time a guest asks; false ever after. */
  async spendGuestCard(guestId: string): Promise<boolean> {
    const inserted = await this.db.$executeRawUnsafe(
      'INSERT INTO gifts.guest_cards (guest_id) VALUES ($1) ON CONFLICT DO NOTHING',
      guestId,
    );
    return inserted === 1;
  }

  async refundGuestCard(guestId: string): Promise<void> {
    await this.db.guestCard.deleteMany({ where: { guestId } });
  }
}
