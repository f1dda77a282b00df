import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CONFIG, type Config, LOGGER, type Logger } from '@presently/platform';
import { ReminderService } from './reminder.service';

const INTERVAL_NAME = 'occasions.reminder-scan';

/**
 * Runs the reminder scan every REMINDER_SCAN_INTERVAL_MINUTES (default 15) in every replica; the scan's database
 * lock lets one of them work at a time. Within a process a round never overlaps the previous one.
 */
@Injectable()
export class ReminderScanScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private running?: Promise<void>;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly reminders: ReminderService,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.runOnce(), this.config.REMINDER_SCAN_INTERVAL_MINUTES * 60_000);
    timer.unref();
    this.registry.addInterval(INTERVAL_NAME, timer);
  }

  /** One round, unless one is still running; a failed round is logged and the next one tries again. */
  runOnce(): Promise<void> {
    this.running ??= this.reminders
      .scan()
      .then(() => undefined)
      .catch((error) => this.logger.error({ err: error }, 'reminder scan failed'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops the timer and lets a round in progress finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('interval', INTERVAL_NAME)) this.registry.deleteInterval(INTERVAL_NAME);
    await this.running;
  }
}
