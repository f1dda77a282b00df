import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { LOGGER, type Logger } from '@presently/platform';
import { ShareService } from './share.service';

const INTERVAL_NAME = 'gifts.share-expiry';
const EVERY_HOUR = 3_600_000;

/**
 * Deletes expired share links every hour in every replica (a delete of rows already past their time is safe to run
 * twice). An expired link answers 404 from the moment it expires; this only stops its ideas being kept.
 */
@Injectable()
export class ShareExpiryScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private running?: Promise<void>;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly shares: ShareService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.runOnce(), EVERY_HOUR);
    timer.unref();
    this.registry.addInterval(INTERVAL_NAME, timer);
  }

  runOnce(): Promise<void> {
    this.running ??= this.shares
      .deleteExpired()
      .then((deleted) => {
        if (deleted > 0) this.logger.info({ deleted }, 'expired share links deleted');
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'deleting expired share links failed'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('interval', INTERVAL_NAME)) this.registry.deleteInterval(INTERVAL_NAME);
    await this.running;
  }
}
