import { Inject, Injectable } from '@nestjs/common';
import { PrismaClient, type Customer, type Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/** Billing's view of a user, fed by auth's events, plus the payment provider's customer id. */
@Injectable()
export class CustomerRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  find(userId: number): Promise<Customer | null> {
    return this.db.customer.findUnique({ where: { userId } });
  }

  async setProviderCustomerId(userId: number, providerCustomerId: string): Promise<void> {
    await this.db.customer.upsert({ where: { userId }, create: { userId, providerCustomerId }, update: { providerCustomerId } });
  }

  /**
   * Keeps the user's e-mail and override from an event that occurred at `asOf`, unless a newer one was applied.
   * Without an override (user.registered says nothing of it) the held one stays.
   */
  async applyProfile(tx: Tx, userId: number, profile: { email: string; premiumOverride?: boolean }, asOf: Date): Promise<void> {
    const override = profile.premiumOverride ?? null;
    await tx.$executeRaw`
      INSERT INTO billing.customers (user_id, email, premium_override, updated_from)
      VALUES (${userId}, ${profile.email}, COALESCE(${override}::boolean, false), ${asOf})
      ON CONFLICT (user_id) DO UPDATE
        SET email = EXCLUDED.email,
            premium_override = COALESCE(${override}::boolean, customers.premium_override),
            updated_from = EXCLUDED.updated_from
        WHERE customers.updated_from IS NULL OR customers.updated_from <= EXCLUDED.updated_from`;
  }

  /** Removes everything billing holds of the user. */
  async deleteUser(tx: Tx, userId: number): Promise<void> {
    await tx.invoice.deleteMany({ where: { userId } });
    await tx.paymentIntent.deleteMany({ where: { userId } });
    await tx.subscription.deleteMany({ where: { userId } });
    await tx.customer.deleteMany({ where: { userId } });
  }
}
