import { parseEvent, type Envelope, type EventType } from '@presently/proto';
import pRetry from 'p-retry';

/** Handles events of type T: the envelope it receives is already validated as one (DESIGN §4). */
export type EventHandler<T extends EventType = EventType> = (envelope: Envelope<T>) => Promise<void>;

interface SubscriptionOf<T extends EventType> {
  /** The consuming service; each group gets every event once (a Kafka consumer group). */
  group: string;
  type: T;
  handle: EventHandler<T>;
}

/** One consumer's handler of one event type; the handler's payload type comes from `type`. */
export type Subscription<T extends EventType = EventType> = { [K in T]: SubscriptionOf<K> }[T];

/** How services tell each other facts: in-process, or Kafka when KAFKA_BROKERS is set. */
export interface EventBus {
  publish(envelope: Envelope): Promise<void>;
  subscribe<T extends EventType>(subscription: Subscription<T>): void;
  /** Begins consuming; resolves without waiting for the consumers to join (ping() says when they have). */
  start(): Promise<void>;
  /** Rejects while the broker does not answer or a consumer of this process is not in its group: /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a bus calls for any event on the subscription's topic: the envelope is checked against the subscribed type
 * (whichever transport brought it) before the typed handler sees it.
 */
export function handlerOf<T extends EventType>(subscription: Subscription<T>): EventHandler {
  return (envelope) => subscription.handle(parseEvent(subscription.type, envelope));
}

export const EVENT_BUS = Symbol('EventBus');

/** Tries per delivery before an event is set aside as a dead letter. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** A delivery whose tries are spent: the handler's last error, and how many tries it had. */
export interface FailedDelivery {
  error: Error;
  attempts: number;
}

/**
 * Hands an event to its handler until it succeeds, MAX_DELIVERY_ATTEMPTS times at most, waiting `retryDelayMs`
 * before the second try and twice as long before each next one. Resolves with the failure once the tries are spent
 * (at once for a TypeError: a bug, which no retry mends), for the bus to set the event aside. `beforeRetry` runs
 * before each retry; its own failure rejects, so the event is redelivered rather than dead-lettered.
 */
export async function deliverWithRetries(handle: () => Promise<void>, retryDelayMs: number, beforeRetry?: () => Promise<void>): Promise<FailedDelivery | undefined> {
  let attempts = 0;
  let interrupted = false;
  try {
    await pRetry(
      (attempt) => {
        attempts = attempt;
        return handle();
      },
      {
        retries: MAX_DELIVERY_ATTEMPTS - 1,
        minTimeout: retryDelayMs,
        onFailedAttempt: async ({ retriesLeft }) => {
          if (retriesLeft === 0 || !beforeRetry) return;
          await beforeRetry().catch((error: unknown) => {
            interrupted = true;
            throw error;
          });
        },
      },
    );
    return undefined;
  } catch (error) {
    if (interrupted) throw error;
    return { error: error as Error, attempts };
  }
}
