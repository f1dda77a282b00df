import { Inject, Injectable } from '@nestjs/common';
import { DatabaseHost, ReadCache } from '@presently/platform';
import { premiumStatuses, type SubscriptionStatus } from '@presently/proto';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/**
 * The gifts service's view of who is premium, fed by billing's and auth's events. Plan and override are kept
 * apart, each with the time of the event that set it, so an event older than what is held changes nothing.
 */
@Injectable()
export class EntitlementRepository {
  /**
   * Every suggestion and every GET /api/user asks. The answer is kept only while this process is the database's
   * one writer (ReadCache): with a database server, the replica that applies an event is not necessarily the one
   * asked next, and a copy kept past the event made another replica refuse premium and /api/user flip back to the
   * old plan. So every replica reads the row the event wrote, the moment it is committed: one primary-key read.
   */
  private readonly premium: ReadCache<number, boolean>;

  constructor(
    @Inject(PrismaClient) private readonly db: PrismaClient,
    databases: DatabaseHost,
  ) {
    this.premium = new ReadCache(databases, 'gifts', 50_000);
  }

  isPremium(userId: number): Promise<boolean> {
    return this.premium.read(userId, async () => {
      const row = await this.db.entitlement.findUnique({ where: { userId } });
      return !!row && (row.premiumOverride || (row.plan === 'premium' && premiumStatuses.includes(row.status as SubscriptionStatus)));
    });
  }

  forget(userId: number): void {
    this.premium.forget(userId);
  }

  async setPlan(tx: Tx, userId: number, plan: string, status: string, asOf: Date): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO gifts.entitlements (user_id, plan, status, plan_as_of) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET plan = $2, status = $3, plan_as_of = $4
       WHERE entitlements.plan_as_of <= $4`,
      userId,
      plan,
      status,
      asOf,
    );
  }

  async setOverride(tx: Tx, userId: number, premiumOverride: boolean, asOf: Date): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO gifts.entitlements (user_id, premium_override, override_as_of) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET premium_override = $2, override_as_of = $3
       WHERE entitlements.override_as_of <= $3`,
      userId,
      premiumOverride,
      asOf,
    );
  }
}
