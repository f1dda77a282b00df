import { Inject, Injectable } from '@nestjs/common';
import { DatabaseHost, ReadCache } from '@presently/platform';
import DataLoader from 'dataloader';
import { PrismaClient } from '../generated/prisma/client';

export type CreditKind = 'gift' | 'card';
const column: Record<CreditKind, 'gifts_used' | 'cards_used'> = { gift: 'gifts_used', card: 'cards_used' };

/**
 * The calendar month a credit counts against (UTC), e.g. '2026-11'. Every page load asks it (GET /api/user), and V8's
 * toISOString formats the whole instant through printf, several times the cost of these two fields.
 */
export function monthOf(date: Date): string {
  const month = date.getUTCMonth() + 1;
  return `${date.getUTCFullYear()}-${month < 10 ? '0' : ''}${month}`;
}

interface Usage {
  month: string;
  giftsUsed: number;
  cardsUsed: number;
}

/** One credit of unlimited use, counted for the month's usage. */
interface Counted {
  userId: number;
  kind: CreditKind;
  month: string;
}

/** Credits spent per month, and the guests' one free card message. */
@Injectable()
export class CreditRepository {
  /** Every page load reads the credits left (GET /api/user); spending, refunding and forget() drop the user's. */
  private readonly used: ReadCache<number, Usage>;
  /**
   * Unlimited use is counted in one statement for all the requests read from the network in one turn of the event
   * loop, and for those that came while the previous statement was being written (group commit): a statement costs
   * about the same for one row as for fifty (~0.2 ms of the embedded database's CPU), and premium suggestions are the
   * busiest write the service has. Each request still waits until its own count is stored.
   */
  private readonly unlimited: DataLoader<Counted, true>;
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(PrismaClient) private readonly db: PrismaClient,
    databases: DatabaseHost,
  ) {
    this.used = new ReadCache(databases, 'gifts');
    this.unlimited = new DataLoader((spends) => this.countAll(spends), {
      cache: false,
      batchScheduleFn: (dispatch) => void this.writing.finally(() => setImmediate(dispatch)),
    });
  }

  /**
   * Spends one credit if fewer than `limit` are spent this month, in one statement: twenty parallel requests
   * cannot spend more than the limit. A null limit (premium) always spends, so unlimited use is still counted for
   * the month's usage. Returns false when none is left.
   */
  async spend(userId: number, kind: CreditKind, limit: number | null, month: string): Promise<boolean> {
    if (limit === null) return this.unlimited.load({ userId, kind, month });
    const used = column[kind];
    const rows = await this.db.$queryRawUnsafe<unknown[]>(
      `INSERT INTO gifts.credit_usage (user_id, month, ${used}) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, month) DO UPDATE SET ${used} = credit_usage.${used} + 1
       WHERE credit_usage.${used} < $3::int
       RETURNING ${used}`,
      userId,
      month,
      limit,
    );
    this.used.forget(userId);
    return rows.length === 1;
  }

  /** Adds up a batch of unlimited spends per user and month, and stores them in one statement. */
  private async countAll(spends: readonly Counted[]): Promise<true[]> {
    const totals = new Map<string, { userId: number; month: string; gifts: number; cards: number }>();
    for (const { userId, kind, month } of spends) {
      const key = `${userId} ${month}`;
      const total = totals.get(key) ?? { userId, month, gifts: 0, cards: 0 };
      if (kind === 'gift') total.gifts++;
      else total.cards++;
      totals.set(key, total);
    }
    const rows = [...totals.values()];
    const write = this.db.$executeRawUnsafe(
      `INSERT INTO gifts.credit_usage (user_id, month, gifts_used, cards_used)
       SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[])
       ON CONFLICT (user_id, month) DO UPDATE SET
         gifts_used = credit_usage.gifts_used + EXCLUDED.gifts_used,
         cards_used = credit_usage.cards_used + EXCLUDED.cards_used`,
      rows.map((row) => row.userId),
      rows.map((row) => row.month),
      rows.map((row) => row.gifts),
      rows.map((row) => row.cards),
    );
    this.writing = write.catch(() => undefined);
    await write;
    for (const row of rows) this.used.forget(row.userId);
    return spends.map(() => true);
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
