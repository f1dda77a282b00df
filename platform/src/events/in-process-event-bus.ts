import { topicOf, type Envelope, type EventType } from '@presently/proto';
import type { Logger } from 'pino';
import type { ConsumerLag, ConsumerLagSource } from '../metrics/metrics';
import { deliverWithRetries, type EventBus, type EventHandler, handlerOf, type Subscription } from './event-bus';

interface Delivery {
  group: string;
  type: EventType;
  handle: EventHandler;
}

/**
 * The all-in-one bus: same envelope, outbox and idempotency rules as Kafka, delivered in this process. Each group's
 * delivery is independent, retried with backoff, and a poison event is logged and kept as a dead letter.
 */
export class InProcessEventBus implements EventBus, ConsumerLagSource {
  private readonly subscriptions: Delivery[] = [];
  /** Deliveries under way (retries included) by group and topic: this bus's consumer lag. */
  private readonly pending = new Map<string, ConsumerLag>();
  readonly deadLetters: { envelope: Envelope; group: string; error: string }[] = [];

  constructor(
    private readonly logger: Logger,
    private readonly retryDelayMs = 50,
  ) {}

  subscribe<T extends EventType>(subscription: Subscription<T>): void {
    this.subscriptions.push({ group: subscription.group, type: subscription.type, handle: handlerOf(subscription) });
    // Every group and topic reports, at 0 while nothing waits, so a dashboard sees the series before the first event.
    this.lagOf(subscription.group, topicOf(subscription.type));
  }

  async publish(envelope: Envelope): Promise<void> {
    const targets = this.subscriptions.filter((subscription) => subscription.type === envelope.type);
    await Promise.all(
      targets.map(async (subscription) => {
        const lag = this.lagOf(subscription.group, topicOf(envelope.type));
        lag.lag++;
        try {
          await this.deliver(subscription, envelope);
        } finally {
          lag.lag--;
        }
      }),
    );
  }

  consumerLag(): ConsumerLag[] {
    return [...this.pending.values()].map((lag) => ({ ...lag }));
  }

  private lagOf(group: string, topic: string): ConsumerLag {
    const key = `${group}\u0000${topic}`;
    let lag = this.pending.get(key);
    if (!lag) this.pending.set(key, (lag = { group, topic, lag: 0 }));
    return lag;
  }

  private async deliver(subscription: Delivery, envelope: Envelope): Promise<void> {
    const failed = await deliverWithRetries(() => subscription.handle(envelope), this.retryDelayMs);
    if (!failed) return;
    this.deadLetters.push({ envelope, group: subscription.group, error: failed.error.message });
    this.logger.error({ eventId: envelope.id, type: envelope.type, group: subscription.group, err: failed.error }, 'event dead-lettered');
  }

  async start(): Promise<void> {}
  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}
