import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus, handleOnce } from '@presently/platform';
import type { Envelope, EventData } from '@presently/proto';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { CreditRepository } from '../repositories/credit.repository';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { GiftSetRepository } from '../repositories/gift-set.repository';

const CONSUMER = 'gifts';

/**
 * Keeps the premium projection from billing's subscription events and auth's override, and removes a deleted
 * user's data. Each event is applied once (handleOnce) and never over a newer state.
 */
@Injectable()
export class EntitlementConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(PrismaClient) private readonly db: PrismaClient,
    private readonly entitlements: EntitlementRepository,
    private readonly giftSets: GiftSetRepository,
    private readonly credits: CreditRepository,
  ) {}

  onModuleInit(): void {
    const plan = (envelope: Envelope) =>
      this.once(envelope, async (tx) => {
        const data = envelope.data as EventData<'subscription.activated'> | EventData<'subscription.ended'>;
        const [planName, status] = 'plan' in data ? [data.plan, data.status] : ['free', 'free'];
        await this.entitlements.setPlan(tx, data.userId, planName, status, new Date(envelope.occurredAt));
      });
    this.bus.subscribe({ group: CONSUMER, type: 'subscription.activated', handle: plan });
    this.bus.subscribe({ group: CONSUMER, type: 'subscription.updated', handle: plan });
    this.bus.subscribe({ group: CONSUMER, type: 'subscription.ended', handle: plan });
    this.bus.subscribe({
      group: CONSUMER,
      type: 'user.updated',
      handle: (envelope) =>
        this.once(envelope, async (tx) => {
          const data = envelope.data as EventData<'user.updated'>;
          await this.entitlements.setOverride(tx, data.userId, data.isPremiumOverride, new Date(envelope.occurredAt));
        }),
    });
    this.bus.subscribe({
      group: CONSUMER,
      type: 'user.deleted',
      handle: async (envelope) => {
        const { userId } = envelope.data as EventData<'user.deleted'>;
        await this.once(envelope, (tx) => this.giftSets.deleteUser(tx, userId));
        this.credits.forget(userId);
      },
    });
  }

  private async once(envelope: Envelope, apply: (tx: Prisma.TransactionClient) => Promise<void>) {
    await handleOnce(this.db, 'gifts', CONSUMER, envelope, apply);
    this.entitlements.forget((envelope.data as { userId: number }).userId);
  }
}
