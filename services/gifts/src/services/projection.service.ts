import { Injectable } from '@nestjs/common';
import type { Envelope } from '@presently/proto';
import { CreditRepository } from '../repositories/credit.repository';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { GiftSetRepository } from '../repositories/gift-set.repository';
import { ProcessedEventRepository } from '../repositories/processed-event.repository';

const CONSUMER = 'gifts';

/**
 * What billing and auth tell this service about a user: the plan and the premium override that make suggestions
 * unlimited, and deletion. Each event is applied once, and never over a newer state; the user's cached answers are
 * dropped once it is.
 */
@Injectable()
export class ProjectionService {
  constructor(
    private readonly processedEvents: ProcessedEventRepository,
    private readonly entitlements: EntitlementRepository,
    private readonly giftSets: GiftSetRepository,
    private readonly credits: CreditRepository,
  ) {}

  async applyPlan(envelope: Envelope<'subscription.activated' | 'subscription.updated' | 'subscription.ended'>): Promise<void> {
    const { data } = envelope;
    const [plan, status] = 'plan' in data ? [data.plan, data.status] : ['free', 'free'];
    await this.processedEvents.once(CONSUMER, envelope, (tx) => this.entitlements.setPlan(tx, data.userId, plan, status, new Date(envelope.occurredAt)));
    this.entitlements.forget(data.userId);
  }

  async applyOverride(envelope: Envelope<'user.updated'>): Promise<void> {
    const { data } = envelope;
    await this.processedEvents.once(CONSUMER, envelope, (tx) => this.entitlements.setOverride(tx, data.userId, data.isPremiumOverride, new Date(envelope.occurredAt)));
    this.entitlements.forget(data.userId);
  }

  /** The user's saved ideas, shares, credits and entitlement all go. */
  async removeUser(envelope: Envelope<'user.deleted'>): Promise<void> {
    const { userId } = envelope.data;
    await this.processedEvents.once(CONSUMER, envelope, (tx) => this.giftSets.deleteUser(tx, userId));
    this.credits.forget(userId);
    this.entitlements.forget(userId);
  }
}
