import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { LOGGER, type Logger, ScheduledJobs } from '@presently/platform';
import { ShareService } from '../services/share.service';

const JOB = 'gifts.share-expiry';

/**
 * Deletes expired share links every hour. An expired link answers 404 from the moment it expires; this only stops its
 * ideas being kept.
 */
@Injectable()
export class ShareExpiryScheduler {
  constructor(
    private readonly shares: ShareService,
    private readonly jobs: ScheduledJobs,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: JOB })
  runOnce(): Promise<void> {
    return this.jobs.run(JOB, async () => {
      const deleted = await this.shares.deleteExpired();
      if (deleted > 0) this.logger.info({ deleted }, 'expired share links deleted');
    });
  }
}
