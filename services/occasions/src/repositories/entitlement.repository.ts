import { Inject, Injectable } from '@nestjs/common';
import { type Entitlement, type Prisma, PrismaClient } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/**
 * The projection of billing's subscription events and auth's premium override. Each half keeps the time of the
 * event that set it, so an event older than what is held changes nothing.
 */
@Injectable()
export class EntitlementRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  find(userId: number, tx: Tx = this.db): Promise<Entitlement | null> {
    return tx.entitlement.findUnique({ where: { userId } });
  }

  async setPlan(tx: Tx, userId: number, plan: string, status: string, asOf: Date): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO occasions.entitlements (user_id, plan, status, plan_as_of) VALUES ($1, $2, $3, $4::timestamptz)
       ON CONFLICT (user_id) DO UPDATE SET plan = EXCLUDED.plan, status = EXCLUDED.status, plan_as_of = EXCLUDED.plan_as_of
       WHERE entitlements.plan_as_of <= EXCLUDED.plan_as_of`,
      userId,
      plan,
      status,
      asOf.toISOString(),
    );
  }

  async setOverride(tx: Tx, userId: number, premiumOverride: boolean, asOf: Date): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO occasions.entitlements (user_id, premium_override, override_as_of) VALUES ($1, $2, $3::timestamptz)
       ON CONFLICT (user_id) DO UPDATE SET premium_override = EXCLUDED.premium_override, override_as_of = EXCLUDED.override_as_of
       WHERE entitlements.override_as_of <= EXCLUDED.override_as_of`,
      userId,
      premiumOverride,
      asOf.toISOString(),
    );
  }

  async delete(tx: Tx, userId: number): Promise<void> {
    await tx.entitlement.deleteMany({ where: { userId } });
  }
}
