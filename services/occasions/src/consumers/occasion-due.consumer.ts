import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import { ReminderService } from '../services/reminder.service';

const GROUP = 'occasions.mailer';

/** The mailer: each occasion.due the scan queued becomes one reminder e-mail. */
@Injectable()
export class OccasionDueConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly reminders: ReminderService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe({ group: GROUP, type: 'occasion.due', handle: (event) => this.reminders.deliver(event) });
  }
}
