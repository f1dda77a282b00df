import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Where a process's consumers stand: events published to a topic that a consumer group has not handled yet. */
export interface ConsumerLag {
  group: string;
  topic: string;
  /** Events on the topic that the group has not handled (committed) yet. */
  lag: number;
}

/**
 * Anything that knows its consumers' lag: the in-process bus (events being delivered), the Kafka bus (committed
 * offsets against the topics' end offsets). Asked on every scrape.
 */
export interface ConsumerLagSource {
  consumerLag(): ConsumerLag[] | Promise<ConsumerLag[]>;
}

export const isConsumerLagSource = (value: unknown): value is ConsumerLagSource =>
  typeof (value as Partial<ConsumerLagSource> | undefined)?.consumerLag === 'function';

/** Anything that knows how many of its events wait to be published: each service's outbox relay. */
export interface OutboxBacklogSource {
  backlog(): Promise<number>;
}

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** The route label of a request that matched no route: raw URLs never become labels, so scanners cannot grow them. */
export const UNMATCHED_ROUTE = 'unmatched';

const KNOWN_METHODS = new Set<string>(HTTP_METHODS);
const HTTP_DURATION = 'presently_http_request_duration_seconds';
const HTTP_LABELS = ['route', 'method', 'status'] as const;

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The Prometheus metrics of one process: a registry of its own (so several apps in one test process never share
 * series), Node's default process metrics, HTTP traffic by route pattern, the outbox backlog and consumer lag,
 * both read on scrape. Services add their own metrics through `histogram()`.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly outboxes = new Map<string, OutboxBacklogSource>();
  private readonly lagSources = new Set<ConsumerLagSource>();

  readonly httpDuration = new Histogram({
    name: HTTP_DURATION,
    help: 'Time from receiving an HTTP request to the end of its answer, by route pattern, method and status code',
    labelNames: HTTP_LABELS,
    buckets: latencyBuckets,
    registers: [this.registry],
  });

  /**
   * Read from the duration histogram's counts when scraped rather than counted on every request: the histogram
   * counts each series' answers anyway, and writing a second metric per request cost as much again.
   */
  readonly httpRequests = new Counter({
    name: 'presently_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: HTTP_LABELS,
    registers: [this.registry],
    collect: countsOf(this.httpDuration),
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const outboxes = this.outboxes;
    new Gauge({
      name: 'presently_outbox_backlog',
      help: 'Events written to a service outbox and not yet published',
      labelNames: ['service'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.all(
          [...outboxes].map(async ([service, source]) => {
            // A database that does not answer leaves the series out of this scrape rather than failing all of it.
            const backlog = await source.backlog().catch(() => undefined);
            if (backlog !== undefined) this.set({ service }, backlog);
          }),
        );
      },
    });
    const lagSources = this.lagSources;
    new Gauge({
      name: 'presently_event_consumer_lag',
      help: 'Events published to a topic and not yet handled by a consumer group',
      labelNames: ['group', 'topic'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const source of lagSources) {
          const lags = await Promise.resolve(source.consumerLag()).catch(() => []);
          for (const { group, topic, lag } of lags) this.inc({ group, topic }, lag);
        }
      },
    });
  }

  /** Reads `source.backlog()` into presently_outbox_backlog{service} on every scrape. */
  addOutbox(service: string, source: OutboxBacklogSource): void {
    this.outboxes.set(service, source);
  }

  /** Reads `source.consumerLag()` into presently_event_consumer_lag{group,topic} on every scrape. */
  addConsumerLagSource(source: ConsumerLagSource): void {
    this.lagSources.add(source);
  }

  /** Records one answered HTTP request; `route` is the matched pattern (`/api/gifts/:id`), never the raw URL. */
  observeRequest(route: string | undefined, method: string, status: number, seconds: number): void {
    this.httpDuration.observe({ route: route ?? UNMATCHED_ROUTE, method: KNOWN_METHODS.has(method) ? method : 'OTHER', status: String(status) }, seconds);
  }

  /** A histogram of this process's registry, for a service's own measurements. */
  histogram<Label extends string>(name: string, help: string, labelNames: readonly Label[], buckets = latencyBuckets): Histogram<Label> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** The Prometheus text exposition of every metric. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** A counter's `collect`: the histogram's number of observations in each of its series. */
function countsOf(histogram: Histogram<(typeof HTTP_LABELS)[number]>) {
  return async function collect(this: Counter<(typeof HTTP_LABELS)[number]>): Promise<void> {
    this.reset();
    for (const { metricName, labels, value } of (await histogram.get()).values) {
      if (metricName === `${HTTP_DURATION}_count`) this.inc(labels, value);
    }
  };
}
