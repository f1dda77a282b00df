import { Inject, Injectable } from '@nestjs/common';
import { premiumStatuses, type SubscriptionStatus } from '@presently/proto';
import { LRUCache } from 'lru-cache';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/**
 * The gifts service's view of who is premium, fed by billing's and auth's events. Plan and override are kept
 * apart, each with the time of the event that set it, so an event older than what is held changes nothing.
 */
@Injectable()
export class EntitlementRepository {
  /**
   * Every suggestion asks; answers are kept for a second. The replica that applies an event forgets the user at
   * once (forget()); other replicas of a distributed deployment see the change within that second.
   */
  private readonly premium = new LRUCache<number, boolean>({ max: 50_000, ttl: 1000 });

  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  async isPremium(userId: number): Promise<boolean> {
    const cached = this.premium.get(userId);
    if (cached !== undefined) return cached;
    const row = await this.db.entitlement.findUnique({ where: { userId } });
    const premium = !!row && (row.premiumOverride || (row.plan === 'premium' && premiumStatuses.includes(row.status as SubscriptionStatus)));
    this.premium.set(userId, premium);
    return premium;
  }

  forget(userId: number): void {
    this.premium.delete(userId);
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
