import { Inject, Injectable } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';

/** The reads of the reminder ledger that only "Download my data" needs: the reminders mailed to the user. */
@Injectable()
export class DataExportRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  remindersSentTo(userId: number) {
    return this.db.reminderSend.findMany({
      where: { userId, sentAt: { not: null } },
      select: { occasionId: true, occurrence: true, daysBefore: true, sentAt: true },
      orderBy: [{ sentAt: 'asc' }, { occasionId: 'asc' }],
    });
  }
}
