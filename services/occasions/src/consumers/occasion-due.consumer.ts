import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import type { Envelope } from '@presently/proto';
import { ReminderService } from '../services/reminder.service';

/** The mailer: each occasion.due the scan queued becomes one reminder e-mail. */
@Injectable()
export class OccasionDueConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly reminders: ReminderService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe({ group: 'occasions.mailer', type: 'occasion.due', handle: (envelope) => this.reminders.deliver(envelope as Envelope<'occasion.due'>) });
  }
}
