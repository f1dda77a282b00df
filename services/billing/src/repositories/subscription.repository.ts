import { Inject, Injectable } from '@nestjs/common';
import { DatabaseHost, Outbox, ReadCache } from '@presently/platform';
import { premiumStatuses, type SubscriptionPlan, type SubscriptionStatus } from '@presently/proto';
import { PrismaClient, type Invoice, type Prisma, type Subscription } from '../generated/prisma/client';

export type SubscriptionFields = Partial<Omit<Subscription, 'userId' | 'createdAt' | 'updatedAt'>>;
export type NewInvoice = Omit<Invoice, 'createdAt'>;
export type SubscriptionEvent = 'subscription.activated' | 'subscription.updated' | 'subscription.ended';

/** What a product rule decided to change; written with its invoice and event in one transaction. */
export interface SubscriptionChange {
  set?: SubscriptionFields;
  /** Recorded once: an invoice already held is left as it is. */
  invoice?: NewInvoice;
  event?: SubscriptionEvent;
}

export type SubscriptionKey = { userId: number } | { providerSubscriptionId: string };

export type ChangeResult = { outcome: 'duplicate' } | { outcome: 'applied' | 'unchanged'; subscription: Subscription | null };

const eventData = (row: Subscription) => ({
  userId: row.userId,
  plan: row.plan as SubscriptionPlan,
  status: row.status as SubscriptionStatus,
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/**
 * Subscriptions and their invoices: the only code that writes them. Every change runs in one transaction with the
 * row locked, so concurrent confirmations, webhooks and scheduler runs apply one after the other, and the event
 * that tells the other services is written alongside (transactional outbox).
 */
@Injectable()
export class SubscriptionRepository {
  /** Every page load reads the user's plan (GET /api/user); change() and forget() drop what they touch. */
  private readonly byUser: ReadCache<number, Subscription | null>;

  constructor(
    @Inject(PrismaClient) private readonly db: PrismaClient,
    private readonly outbox: Outbox,
    databases: DatabaseHost,
  ) {
    this.byUser = new ReadCache(databases, 'billing');
  }

  find(userId: number): Promise<Subscription | null> {
    return this.byUser.read(userId, () => this.db.subscription.findUnique({ where: { userId } }));
  }

  /** For writes made elsewhere (the user's data removed on user.deleted). */
  forget(userId: number): void {
    this.byUser.forget(userId);
  }

  /**
   * Locks the subscription, asks `decide` what to change given its current state, and writes that change. With a
   * webhook event, the event's id is recorded in the same transaction: a replay answers 'duplicate' and changes nothing.
   */
  async change(
    key: SubscriptionKey,
    decide: (current: Subscription | null) => SubscriptionChange | null,
    webhookEvent?: { id: string; type: string },
  ): Promise<ChangeResult> {
    const result = await this.db.$transaction(async (tx): Promise<ChangeResult> => {
      if (webhookEvent) {
        const fresh = await tx.$executeRaw`
          INSERT INTO billing.webhook_events (id, type) VALUES (${webhookEvent.id}, ${webhookEvent.type}) ON CONFLICT DO NOTHING`;
        if (fresh === 0) return { outcome: 'duplicate' };
      }
      const current = await this.lock(tx, key);
      const change = decide(current);
      if (!change) return { outcome: 'unchanged', subscription: current };
      let row = current;
      if (change.set) {
        row = current
          ? await tx.subscription.update({ where: { userId: current.userId }, data: change.set })
          : 'userId' in key
            ? await tx.subscription.create({ data: { ...change.set, userId: key.userId } })
            : null;
      }
      if (change.invoice) await tx.invoice.createMany({ data: [change.invoice], skipDuplicates: true });
      if (change.event && row) await this.outbox.add(tx, change.event, eventData(row));
      return { outcome: 'applied', subscription: row };
    });
    if (result.outcome === 'applied') {
      if (result.subscription) this.byUser.forget(result.subscription.userId);
      this.outbox.flushSoon();
    }
    return result;
  }

  /** Premium subscriptions whose period has ended (to end) or whose renewal is due (to charge). */
  findDue(at: Date, take = 100): Promise<Subscription[]> {
    return this.db.subscription.findMany({
      where: {
        plan: 'premium',
        status: { in: [...premiumStatuses] },
        OR: [
          { cancelAtPeriodEnd: true, currentPeriodEnd: { lte: at } },
          { cancelAtPeriodEnd: false, nextRenewalAt: { lte: at } },
        ],
      },
      orderBy: { nextRenewalAt: 'asc' },
      take,
    });
  }

  /** Checkouts never paid, started before `startedBefore`. */
  findAbandonedCheckouts(startedBefore: Date, take = 100): Promise<Subscription[]> {
    return this.db.subscription.findMany({ where: { status: 'incomplete', checkoutStartedAt: { lte: startedBefore } }, take });
  }

  private async lock(tx: Prisma.TransactionClient, key: SubscriptionKey): Promise<Subscription | null> {
    if ('userId' in key) {
      await tx.$queryRaw`SELECT user_id FROM billing.subscriptions WHERE user_id = ${key.userId} FOR UPDATE`;
      return tx.subscription.findUnique({ where: { userId: key.userId } });
    }
    await tx.$queryRaw`SELECT user_id FROM billing.subscriptions WHERE provider_subscription_id = ${key.providerSubscriptionId} FOR UPDATE`;
    return tx.subscription.findUnique({ where: { providerSubscriptionId: key.providerSubscriptionId } });
  }
}
