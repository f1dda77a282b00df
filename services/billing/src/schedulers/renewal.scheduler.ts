import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ScheduledJobs } from '@presently/platform';
import { RenewalService } from '../services/renewal.service';

const JOB = 'billing.renewals';

/** Every minute, renewals and expiries that are due, by one billing replica at a time. */
@Injectable()
export class RenewalScheduler {
  constructor(
    private readonly renewals: RenewalService,
    private readonly jobs: ScheduledJobs,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: JOB })
  runOnce(): Promise<void> {
    return this.jobs.run(JOB, async () => void (await this.renewals.runDue()));
  }
}
