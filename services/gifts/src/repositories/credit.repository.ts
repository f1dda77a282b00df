import { Inject, Injectable } from '@nestjs/common';
import { DatabaseHost, ReadCache } from '@presently/platform';
import { PrismaClient } from '../generated/prisma/client';

export type CreditKind = 'gift' | 'card';
const column: Record<CreditKind, 'gifts_used' | 'cards_used'> = { gift: 'gifts_used', card: 'cards_used' };

/** The calendar month a credit counts against (UTC), e.g. '2026-11'. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

interface Usage {
  month: string;
  giftsUsed: number;
  cardsUsed: number;
}

/** Credits spent per month, and the guests' one free card message. */
@Injectable()
export class CreditRepository {
  /** Every page load reads the credits left (GET /api/user); spending, refunding and forget() drop the user's. */
  private readonly used: ReadCache<number, Usage>;

  constructor(
    @Inject(PrismaClient) private readonly db: PrismaClient,
    databases: DatabaseHost,
  ) {
    this.used = new ReadCache(databases, 'gifts');
  }

  /**
   * Spends one credit if fewer than `limit` are spent this month, in one statement: twenty parallel requests
   * cannot spend more than the limit. A null limit (premium) always spends, so unlimited use is still counted for
   * the month's usage. Returns false when none is left.
   */
  async spend(userId: number, kind: CreditKind, limit: number | null, month: string): Promise<boolean> {
    const used = column[kind];
    const rows = await this.db.$queryRawUnsafe<unknown[]>(
      `INSERT INTO gifts.credit_usage (user_id, month, ${used}) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, month) DO UPDATE SET ${used} = credit_usage.${used} + 1
       WHERE $3::int IS NULL OR credit_usage.${used} < $3::int
       RETURNING ${used}`,
      userId,
      month,
      limit,
    );
    this.used.forget(userId);
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
    this.used.forget(userId);
  }

  async usage(userId: number, month: string): Promise<Usage> {
    const load = async () => {
      const row = await this.db.creditUsage.findUnique({ where: { userId_month: { userId, month } } });
      return { month, giftsUsed: row?.giftsUsed ?? 0, cardsUsed: row?.cardsUsed ?? 0 };
    };
    const held = await this.used.read(userId, load);
    if (held.month === month) return held;
    // A new month began: last month's count no longer applies.
    this.used.forget(userId);
    return this.used.read(userId, load);
  }

  /** Every month the user spent credits in, oldest first: their data export. */
  history(userId: number) {
    return this.db.creditUsage.findMany({ where: { userId }, orderBy: { month: 'asc' } });
  }

  /** For writes made elsewhere (the user's data removed on user.deleted). */
  forget(userId: number): void {
    this.used.forget(userId);
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
