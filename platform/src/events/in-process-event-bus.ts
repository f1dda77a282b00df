import type { Envelope } from '@presently/proto';
import type { Logger } from 'pino';
import { MAX_DELIVERY_ATTEMPTS, type EventBus, type Subscription } from './event-bus';

/**
 * The all-in-one bus: same envelope, outbox and idempotency rules as Kafka, delivered in this process. Each group's
 * delivery is independent, retried with backoff, and a poison event is logged and kept as a dead letter.
 */
export class InProcessEventBus implements EventBus {
  private readonly subscriptions: Subscription[] = [];
  readonly deadLetters: { envelope: Envelope; group: string; error: string }[] = [];

  constructor(
    private readonly logger: Logger,
    private readonly retryDelayMs = 50,
  ) {}

  subscribe(subscription: Subscription): void {
    this.subscriptions.push(subscription);
  }

  async publish(envelope: Envelope): Promise<void> {
    const targets = this.subscriptions.filter((subscription) => subscription.type === envelope.type);
    await Promise.all(targets.map((subscription) => this.deliver(subscription, envelope)));
  }

  private async deliver(subscription: Subscription, envelope: Envelope): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await subscription.handle(envelope);
      } catch (error) {
        if (attempt >= MAX_DELIVERY_ATTEMPTS) {
          const message = error instanceof Error ? error.message : String(error);
          this.deadLetters.push({ envelope, group: subscription.group, error: message });
          this.logger.error({ eventId: envelope.id, type: envelope.type, group: subscription.group, err: error }, 'event dead-lettered');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs * 2 ** (attempt - 1)));
      }
    }
  }

  async start(): Promise<void> {}
  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}
