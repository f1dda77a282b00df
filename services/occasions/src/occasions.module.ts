import { Module, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serviceDatabase, type Target } from '@presently/platform';
import { OccasionDueConsumer } from './consumers/occasion-due.consumer';
import { SubscriptionConsumer } from './consumers/subscription.consumer';
import { UserConsumer } from './consumers/user.consumer';
import { CalendarFeedController } from './controllers/calendar-feed.controller';
import { InternalDataExportController } from './controllers/internal-data-export.controller';
import { OccasionController } from './controllers/occasion.controller';
import { ReminderController } from './controllers/reminder.controller';
import { PrismaClient } from './generated/prisma/client';
import { DataExportRepository } from './repositories/data-export.repository';
import { EntitlementRepository } from './repositories/entitlement.repository';
import { OccasionRepository } from './repositories/occasion.repository';
import { ProcessedEventRepository } from './repositories/processed-event.repository';
import { ReminderRepository } from './repositories/reminder.repository';
import { UserRepository } from './repositories/user.repository';
import { CalendarFeedService } from './services/calendar-feed.service';
import { DataExportService } from './services/data-export.service';
import { OccasionService } from './services/occasion.service';
import { ProjectionService } from './services/projection.service';
import { ReminderIdeasService } from './services/reminder-ideas.service';
import { ReminderScanScheduler } from './schedulers/reminder-scan.scheduler';
import { ReminderService } from './services/reminder.service';

/** Occasions, the upcoming windows, the reminder scheduler and e-mail, and the iCalendar feed (spec §2-9). */
@Module({
  // The static routes (reminder-preview, unsubscribe, calendar…) sit beside the `:id` ones; Fastify's router prefers
  // static segments, so their order does not matter.
  controllers: [OccasionController, ReminderController, CalendarFeedController, InternalDataExportController],
  providers: [
    ...serviceDatabase('occasions', PrismaClient, PrismaClient),
    UserRepository,
    EntitlementRepository,
    OccasionRepository,
    ReminderRepository,
    ProcessedEventRepository,
    DataExportRepository,
    OccasionService,
    ReminderService,
    ReminderIdeasService,
    CalendarFeedService,
    DataExportService,
    ProjectionService,
    ReminderScanScheduler,
    UserConsumer,
    SubscriptionConsumer,
    OccasionDueConsumer,
  ],
  exports: [ReminderService, ReminderScanScheduler],
})
export class OccasionsModule {}

/**
 * RFC 8058 lets a mail client's one-click POST arrive as multipart/form-data, which Nest does not parse (it does
 * parse urlencoded). Its only field is a constant, so the body is accepted unread — on the unsubscribe route alone.
 */
function acceptOneClickUnsubscribe(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  if (fastify.hasContentTypeParser('multipart/form-data')) return;
  fastify.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (request, _body, done) => {
    if (request.url.startsWith('/api/occasions/unsubscribe')) done(null, {});
    else done(new UnsupportedMediaTypeException('Unsupported Media Type: multipart/form-data'), undefined);
  });
}

export const occasions: Target = { name: 'occasions', module: OccasionsModule, configure: acceptOneClickUnsubscribe };
