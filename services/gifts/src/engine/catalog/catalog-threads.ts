import { join } from 'node:path';
import type { OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { GiftEngine } from '../gift-engine';
import { RecentCards } from '../writing/card-messages';
import type * as Worker from './catalog.worker';

type Task<Name extends keyof typeof Worker> = Parameters<(typeof Worker)[Name]>[0];
type Answer<Name extends keyof typeof Worker> = Awaited<ReturnType<(typeof Worker)[Name]>>;

/**
 * The catalog engine on threads of its own (GIFT_ENGINE_THREADS), so choosing and writing ideas runs beside the
 * HTTP, the database and the events of the service's own thread, on another core. Each thread holds its own
 * catalog; the answers are the catalog engine's, the same for the same request.
 */
export class CatalogThreads implements GiftEngine, OnModuleDestroy {
  readonly name = 'catalog';
  private readonly pool: Piscina;
  // Kept here, not in a thread: asking again gives another card whichever thread writes it.
  private readonly recentCards = new RecentCards();

  constructor(threads: number) {
    // Every thread starts at once and stays: a thread loads the catalog once, not at a visitor's request. Each holds
    // the requests waiting for it in hand, so it goes from one to the next without waiting for this thread to pass it
    // another: under load, 16 a thread answered about 15 % more than 4 (bench/, suggest).
    this.pool = new Piscina({ filename: join(__dirname, 'catalog.worker.js'), minThreads: threads, maxThreads: threads, idleTimeout: Infinity, concurrentTasksPerWorker: 16 });
  }

  clarify: GiftEngine['clarify'] = (info) => this.run('clarify', { info });

  async suggest(...[info, context, onSuggestion]: Parameters<GiftEngine['suggest']>) {
    const answer = await this.run('suggest', { info, context });
    for (const suggestion of answer.suggestions) onSuggestion?.(suggestion);
    return answer;
  }

  refine: GiftEngine['refine'] = (request, context) => this.run('refine', { request, context });
  compare: GiftEngine['compare'] = (gifts, info, criteria) => this.run('compare', { gifts, info, criteria });
  cardMessage: GiftEngine['cardMessage'] = (info, giftTitle) => this.recentCards.next(info, giftTitle, (last) => this.run('cardOtherThan', { info, giftTitle, last }));

  async onModuleDestroy() {
    await this.pool.destroy();
  }

  private run<Name extends keyof typeof Worker>(name: Name, task: Task<Name>): Promise<Answer<Name>> {
    return this.pool.run(task, { name });
  }
}
