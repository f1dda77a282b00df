import type { BeforeApplicationShutdown } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { Logger } from 'pino';
import type { SqlDriver } from '../database/sql-driver';

/**
 * How every periodic job of a service runs, whatever its schedule (@Cron, @Interval, or every()): one round at a time
 * in this process; one process at a time among the service's replicas, through an advisory lock on the service's
 * database (a replica that finds it held skips the round); a failed round logged, for the next one to try again; and
 * rounds under way finished before the database closes.
 */
export class ScheduledJobs implements BeforeApplicationShutdown {
  private readonly rounds = new Map<string, Promise<void>>();
  private readonly intervals: string[] = [];
  private stopped = false;

  constructor(
    private readonly sql: SqlDriver,
    private readonly registry: SchedulerRegistry,
    private readonly logger: Logger,
  ) {}

  /** One round of `job`, unless one is under way here (the call joins it) or in another replica (it skips). */
  run(job: string, work: () => Promise<void>): Promise<void> {
    if (this.stopped) return Promise.resolve();
    let round = this.rounds.get(job);
    if (!round) {
      round = this.sql
        .whileLocked(`presently.${job}`, work)
        .then((ran) => {
          if (!ran) this.logger.debug({ job }, 'scheduled job skipped: another replica is running it');
        })
        .catch((error: unknown) => this.logger.error({ err: error, job }, 'scheduled job failed'))
        .finally(() => this.rounds.delete(job));
      this.rounds.set(job, round);
    }
    return round;
  }

  /**
   * Runs `job` every `ms` through @nestjs/schedule's registry, for a period that comes from configuration (a
   * decorator's is fixed when the class is declared).
   */
  every(job: string, ms: number, work: () => Promise<void>): void {
    const timer = setInterval(() => void this.run(job, work), ms);
    timer.unref();
    this.registry.addInterval(job, timer);
    this.intervals.push(job);
  }

  /** No round starts once shutdown begins, and those under way finish while the database is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const job of this.intervals.splice(0)) {
      if (this.registry.doesExist('interval', job)) this.registry.deleteInterval(job);
    }
    await Promise.all(this.rounds.values());
  }
}
