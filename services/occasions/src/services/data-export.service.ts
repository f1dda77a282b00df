import { Injectable } from '@nestjs/common';
import type { OccasionsExport } from '@presently/proto';
import { DataExportRepository } from '../repositories/data-export.repository';
import { OccasionRepository } from '../repositories/occasion.repository';
import { UserRepository } from '../repositories/user.repository';
import { dayOf } from './occurrence';

/**
 * The occasions service's part of "Download my data": occasions, reminders sent and the reminder settings. The
 * calendar-feed and unsubscribe tokens open the user's data without a session, so only the feed's existence is told.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly users: UserRepository,
    private readonly occasions: OccasionRepository,
    private readonly ledger: DataExportRepository,
  ) {}

  async exportOf(userId: number): Promise<OccasionsExport> {
    const [user, occasions, sent] = await Promise.all([this.users.findById(userId), this.occasions.listByUser(userId), this.ledger.remindersSentTo(userId)]);
    return {
      reminders: { enabled: user?.remindersEnabled ?? true, email: user?.email ?? null, timeZone: user?.timeZone ?? 'UTC' },
      calendarFeed: { exists: user !== null },
      occasions: occasions.map((occasion) => ({
        id: occasion.id,
        recipientName: occasion.recipientName,
        recipientRelationship: occasion.recipientRelationship,
        occasionType: occasion.occasionType,
        occasionDate: dayOf(occasion.occasionDate),
        notes: occasion.notes,
        reminderDays: occasion.reminderDays,
        isRecurring: occasion.isRecurring,
        recipientInfo: (occasion.recipientInfo as Record<string, unknown> | null) ?? null,
        lastReminderSent: occasion.lastReminderSent?.toISOString() ?? null,
        createdAt: occasion.createdAt.toISOString(),
      })),
      remindersSent: sent.map((reminder) => ({
        occasionId: reminder.occasionId,
        occurrence: dayOf(reminder.occurrence),
        daysBefore: reminder.daysBefore,
        sentAt: reminder.sentAt!.toISOString(),
      })),
    };
  }
}
