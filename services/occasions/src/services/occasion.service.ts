import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, forbidden, notFound } from '@presently/platform';
import {
  errorCodes,
  FREE_OCCASION_LIMIT,
  OCCASION_LIMIT_MESSAGE,
  premiumStatuses,
  recursYearly,
  type Occasion,
  type OccasionInput,
  type OccasionUpdate,
  type SubscriptionStatus,
} from '@presently/proto';
import type { Occasion as OccasionRow } from '../generated/prisma/client';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { OccasionRepository } from '../repositories/occasion.repository';
import { UserRepository } from '../repositories/user.repository';
import { dayOf, daysFrom, type Day, localDay, nextOccurrence } from './occurrence';

export const OCCASION_NOT_FOUND = 'Occasion not found';

/** An occasion as the API answers it, with its next occurrence seen from the user's `today`. */
export function toOccasion(row: OccasionRow, today: Day): Occasion {
  const date = dayOf(row.occasionDate);
  const next = nextOccurrence(date, recursYearly(row), today);
  return {
    id: row.id,
    userId: row.userId,
    recipientName: row.recipientName,
    recipientRelationship: row.recipientRelationship as Occasion['recipientRelationship'],
    occasionType: row.occasionType as Occasion['occasionType'],
    occasionDate: `${date}T00:00:00.000Z`,
    notes: row.notes,
    reminderDays: row.reminderDays,
    isRecurring: row.isRecurring,
    recipientInfo: (row.recipientInfo as Record<string, unknown> | null) ?? null,
    lastReminderSent: row.lastReminderSent?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    nextOccurrence: next,
    daysUntil: daysFrom(today, next),
  };
}

/** Soonest first; past one-off occasions, counting further back, come last. */
const bySoonest = (a: Occasion, b: Occasion) =>
  Number(a.daysUntil < 0) - Number(b.daysUntil < 0) || Math.abs(a.daysUntil) - Math.abs(b.daysUntil) || a.id - b.id;

/** The fields to store: a userId in the body is ignored, the session says whose occasion it is. */
const fieldsOf = <Body extends { userId?: unknown }>({ userId: _ignored, ...fields }: Body) => fields;

/**
 * The occasions calendar (spec §2, §3, §6): a user's own occasions, the upcoming windows, and the free plan's limit
 * of three occasions in total (premium is unlimited).
 */
@Injectable()
export class OccasionService {
  constructor(
    private readonly occasions: OccasionRepository,
    private readonly users: UserRepository,
    private readonly entitlements: EntitlementRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<Occasion[]> {
    const [rows, today] = await Promise.all([this.occasions.listByUser(userId), this.today(userId)]);
    return rows.map((row) => toOccasion(row, today)).sort(bySoonest);
  }

  /** Occasions whose next occurrence is today or within `days` days. */
  async upcoming(userId: number, days: number): Promise<Occasion[]> {
    return (await this.list(userId)).filter((occasion) => occasion.daysUntil >= 0 && occasion.daysUntil <= days);
  }

  async create(userId: number, input: OccasionInput): Promise<Occasion> {
    const limit = (await this.isPremium(userId)) ? null : FREE_OCCASION_LIMIT;
    const row = await this.occasions.create(userId, fieldsOf(input), limit);
    if (!row) throw forbidden(OCCASION_LIMIT_MESSAGE, errorCodes.premiumRequired);
    return toOccasion(row, await this.today(userId));
  }

  async update(userId: number, id: number, changes: OccasionUpdate): Promise<Occasion> {
    const row = await this.occasions.update(userId, id, fieldsOf(changes));
    if (!row) throw notFound(OCCASION_NOT_FOUND);
    return toOccasion(row, await this.today(userId));
  }

  async remove(userId: number, id: number): Promise<{ success: true; message: string }> {
    if (!(await this.occasions.delete(userId, id))) throw notFound(OCCASION_NOT_FOUND);
    return { success: true, message: 'Occasion deleted' };
  }

  /** The user's calendar day now, in the time zone their browser reported (UTC until known). */
  async today(userId: number): Promise<Day> {
    const user = await this.users.findById(userId);
    return localDay(this.clock(), user?.timeZone ?? 'UTC');
  }

  /** Spec §4 reading A as far as this service hears of it: a premium plan in a paying status, or the override. */
  private async isPremium(userId: number): Promise<boolean> {
    const entitlement = await this.entitlements.find(userId);
    if (!entitlement) return false;
    return entitlement.premiumOverride || (entitlement.plan === 'premium' && premiumStatuses.includes(entitlement.status as SubscriptionStatus));
  }
}
