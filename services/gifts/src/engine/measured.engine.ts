import type { Histogram } from 'prom-client';
import type { Metrics } from '@presently/platform';
import type { GiftEngine } from './gift-engine';

type Operation = 'clarify' | 'suggest' | 'refine' | 'compare' | 'card_message';

/**
 * The configured engine, timed: presently_gift_generation_seconds{engine, operation, outcome}. The engine label is
 * the configured one (an LLM answer that fell back to the catalog still counts as `llm`: it is the time the
 * visitor waited for the LLM engine).
 */
export class MeasuredGiftEngine implements GiftEngine {
  private readonly seconds: Histogram<'engine' | 'operation' | 'outcome'>;

  constructor(
    private readonly engine: GiftEngine,
    metrics: Metrics,
  ) {
    this.seconds = metrics.histogram(
      'presently_gift_generation_seconds',
      'Time the gift engine took to answer, by engine (catalog or llm), operation and outcome',
      ['engine', 'operation', 'outcome'],
      [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60],
    );
  }

  get name() {
    return this.engine.name;
  }

  clarify: GiftEngine['clarify'] = (...args) => this.time('clarify', () => this.engine.clarify(...args));
  suggest: GiftEngine['suggest'] = (...args) => this.time('suggest', () => this.engine.suggest(...args));
  refine: GiftEngine['refine'] = (...args) => this.time('refine', () => this.engine.refine(...args));
  compare: GiftEngine['compare'] = (...args) => this.time('compare', () => this.engine.compare(...args));
  cardMessage: GiftEngine['cardMessage'] = (...args) => this.time('card_message', () => this.engine.cardMessage(...args));

  private async time<T>(operation: Operation, work: () => Promise<T>): Promise<T> {
    const stop = this.seconds.startTimer({ engine: this.engine.name, operation });
    try {
      const result = await work();
      stop({ outcome: 'ok' });
      return result;
    } catch (error) {
      stop({ outcome: 'error' });
      throw error;
    }
  }
}
