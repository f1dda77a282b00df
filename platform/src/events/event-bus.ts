import type { Envelope, EventType } from '@presently/proto';

export type EventHandler = (envelope: Envelope) => Promise<void>;

export interface Subscription {
  /** The consuming service; each group gets every event once (a Kafka consumer group). */
  group: string;
  type: EventType;
  handle: EventHandler;
}

/** How services tell each other facts: in-process, or Kafka when KAFKA_BROKERS is set. */
export interface EventBus {
  publish(envelope: Envelope): Promise<void>;
  subscribe(subscription: Subscription): void;
  start(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EventBus');

/** Tries per delivery before an event is set aside as a dead letter. */
export const MAX_DELIVERY_ATTEMPTS = 5;
