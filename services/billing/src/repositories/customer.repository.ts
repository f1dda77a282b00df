import { Inject, Injectable } from '@nestjs/common';
import { handleOnce } from '@presently/platform';
import type { Envelope, EventData } from '@presently/proto';
import { PrismaClient, type Customer } from '../generated/prisma/client';

const CONSUMER = 'billing';

/**
 * Billing's view of a user, fed by auth's events, plus the payment provider's customer id. Every user event is
 * applied once (handleOnce) and never over the state of a newer one.
 */
@Injectable()
export class CustomerRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  find(userId: number): Promise<Customer | null> {
    return this.db.customer.findUnique({ where: { userId } });
  }

  async setProviderCustomerId(userId: number, providerCustomerId: string): Promise<void> {
    await this.db.customer.upsert({ where: { userId }, create: { userId, providerCustomerId }, update: { providerCustomerId } });
  }

  async applyRegistered(envelope: Envelope<'user.registered'>): Promise<void> {
    await this.upsert(envelope, { email: envelope.data.email });
  }

  async applyUpdated(envelope: Envelope<'user.updated'>): Promise<void> {
    await this.upsert(envelope, { email: envelope.data.email, premiumOverride: envelope.data.isPremiumOverride });
  }

  /** Removes everything billing holds of the user, once per event. */
  async forget(envelope: Envelope<'user.deleted'>): Promise<void> {
    const { userId } = envelope.data;
    await handleOnce(this.db, 'billing', CONSUMER, envelope, async (tx) => {
      await tx.invoice.deleteMany({ where: { userId } });
      await tx.paymentIntent.deleteMany({ where: { userId } });
      await tx.subscription.deleteMany({ where: { userId } });
      await tx.customer.deleteMany({ where: { userId } });
    });
  }

  private async upsert(envelope: Envelope, changes: { email: string; premiumOverride?: boolean }): Promise<void> {
    const { userId } = envelope.data as EventData<'user.registered'>;
    const occurredAt = new Date(envelope.occurredAt);
    // user.registered says nothing of the override: it keeps what is held.
    const override = changes.premiumOverride ?? null;
    await handleOnce(this.db, 'billing', CONSUMER, envelope, async (tx) => {
      await tx.$executeRaw`
        INSERT INTO billing.customers (user_id, email, premium_override, updated_from)
        VALUES (${userId}, ${changes.email}, COALESCE(${override}::boolean, false), ${occurredAt})
        ON CONFLICT (user_id) DO UPDATE
          SET email = EXCLUDED.email,
              premium_override = COALESCE(${override}::boolean, customers.premium_override),
              updated_from = EXCLUDED.updated_from
          WHERE customers.updated_from IS NULL OR customers.updated_from <= EXCLUDED.updated_from`;
    });
  }
}
