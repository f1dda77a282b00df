import { Injectable } from '@nestjs/common';
import type { Envelope } from '@presently/proto';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { ProcessedEventRepository } from '../repositories/processed-event.repository';
import { UserRepository } from '../repositories/user.repository';
import { isTimeZone } from './occurrence';

const CONSUMER = 'occasions';

/**
 * What auth and billing tell this service about a user: e-mail, whether it is confirmed, username and time zone (for
 * reminders), plan and
 * override (for the occasion limit), and deletion. Each event is applied once, and never over newer state.
 */
@Injectable()
export class ProjectionService {
  constructor(
    private readonly processedEvents: ProcessedEventRepository,
    private readonly users: UserRepository,
    private readonly entitlements: EntitlementRepository,
  ) {}

  async applyProfile(envelope: Envelope<'user.registered' | 'user.updated'>): Promise<void> {
    const { data } = envelope;
    const asOf = new Date(envelope.occurredAt);
    // Auth checks zones with the same Intl data, so this only guards against a runtime that knows fewer.
    const timeZone = isTimeZone(data.timeZone) ? data.timeZone : 'UTC';
    await this.processedEvents.once(CONSUMER, envelope, async (tx) => {
      await this.users.applyProfile(
        tx,
        data.userId,
        { email: data.email, emailVerified: data.emailVerified, timeZone, username: 'username' in data ? data.username : undefined },
        asOf,
      );
      if ('isPremiumOverride' in data) await this.entitlements.setOverride(tx, data.userId, data.isPremiumOverride, asOf);
    });
  }

  async applyPlan(envelope: Envelope<'subscription.activated' | 'subscription.updated' | 'subscription.ended'>): Promise<void> {
    const { data } = envelope;
    const [plan, status] = 'plan' in data ? [data.plan, data.status] : ['free', 'free'];
    await this.processedEvents.once(CONSUMER, envelope, (tx) => this.entitlements.setPlan(tx, data.userId, plan, status, new Date(envelope.occurredAt)));
  }

  /** The user's occasions, reminder records, settings and entitlement all go. */
  async removeUser(envelope: Envelope<'user.deleted'>): Promise<void> {
    await this.processedEvents.once(CONSUMER, envelope, async (tx) => {
      await this.users.delete(tx, envelope.data.userId);
      await this.entitlements.delete(tx, envelope.data.userId);
    });
  }
}
