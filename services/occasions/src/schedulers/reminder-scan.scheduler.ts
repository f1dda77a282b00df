import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG, type Config, ScheduledJobs } from '@presently/platform';
import { ReminderService } from '../services/reminder.service';

const JOB = 'occasions.reminder-scan';

/** Runs the reminder scan every REMINDER_SCAN_INTERVAL_MINUTES (default 15), by one occasions replica at a time. */
@Injectable()
export class ReminderScanScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly reminders: ReminderService,
    private readonly jobs: ScheduledJobs,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.every(JOB, this.config.REMINDER_SCAN_INTERVAL_MINUTES * 60_000, () => this.scan());
  }

  /** One round now, as the schedule runs it: joined if one is under way, skipped if another replica runs one. */
  runOnce(): Promise<void> {
    return this.jobs.run(JOB, () => this.scan());
  }

  private async scan(): Promise<void> {
    await this.reminders.scan();
  }
}
