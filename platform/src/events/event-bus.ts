import { parseEvent, type Envelope, type EventType } from '@presently/proto';

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
