import type { Envelope, EventData, EventType } from '@presently/proto';
import { randomUUID } from 'node:crypto';

/** A new event from `source` (DESIGN §4): a fresh id, keyed by the user it is about, so each user's events stay in order. */
export function newEnvelope<T extends EventType>(source: string, type: T, data: EventData<T>, occurredAt = new Date()): Envelope<T> {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: occurredAt.toISOString(),
    source,
    key: String(data.userId),
    data,
  };
}
