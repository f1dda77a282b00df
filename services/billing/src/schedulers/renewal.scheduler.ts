import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { LOGGER, type Logger } from '@presently/platform';
import { RenewalService } from '../services/renewal.service';

/** Every minute, renewals and expiries that are due. A run still going when the next is due is not doubled. */
@Injectable()
export class RenewalScheduler {
  private running?: Promise<unknown>;

  constructor(
    private readonly renewals: RenewalService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'billing-renewals' })
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.renewals.runDue().catch((error) => this.logger.error({ err: error }, 'billing renewals failed'));
    await this.running;
    this.running = undefined;
  }
}
