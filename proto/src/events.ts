import { z } from 'zod';
import { subscriptionPlans, subscriptionStatuses } from './plans';

/**
 * Every fact one service tells the others. One topic per event type; the key is the user id so a user's events
 * keep their order (DESIGN §4).
 */
/**
 * Whether the address was confirmed by its link. Events written before verification existed carry none: their users
 * count as verified, as the migration made them.
 */
const emailVerified = z.boolean().default(true);

export const eventSchemas = {
  'user.registered': z.object({
    userId: z.number().int(),
    username: z.string(),
    email: z.string(),
    emailVerified,
    timeZone: z.string(),
  }),
  'user.updated': z.object({
    userId: z.number().int(),
    email: z.string(),
    emailVerified,
    timeZone: z.string(),
    isPremiumOverride: z.boolean(),
  }),
  'user.deleted': z.object({ userId: z.number().int() }),
  'subscription.activated': z.object({
    userId: z.number().int(),
    plan: z.enum(subscriptionPlans),
    status: z.enum(subscriptionStatuses),
    currentPeriodEnd: z.string().nullable(),
  }),
  'subscription.updated': z.object({
    userId: z.number().int(),
    plan: z.enum(subscriptionPlans),
    status: z.enum(subscriptionStatuses),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  }),
  'subscription.ended': z.object({ userId: z.number().int() }),
  'occasion.due': z.object({
    userId: z.number().int(),
    occasionId: z.number().int(),
    occurrence: z.string(),
    daysBefore: z.number().int(),
  }),
} as const;

export type EventType = keyof typeof eventSchemas;
export const eventTypes = Object.keys(eventSchemas) as EventType[];
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;

/**
 * The same schemas, each typed by its own event, so code that knows an event type only as a type parameter still
 * gets that event's data from a parse (TypeScript cannot relate `eventSchemas[type]` to `type` otherwise).
 */
const dataSchemas: { [T in EventType]: z.ZodType<EventData<T>, unknown> } = eventSchemas;

export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.enum(eventTypes as [EventType, ...EventType[]]),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  source: z.string(),
  key: z.string(),
  data: z.unknown(),
});

/** An event of type T; for a union of types, `data` is the union of their data (`'plan' in data` tells them apart). */
export interface Envelope<T extends EventType = EventType> {
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  source: string;
  key: string;
  data: EventData<T>;
}

/** Validates an incoming envelope of the given type and its data against that type's schema. */
export function parseEvent<T extends EventType>(type: T, raw: unknown): Envelope<T> {
  const envelope = envelopeSchema.parse(raw);
  if (envelope.type !== type) throw new Error(`Expected a ${type} event, got ${envelope.type}`);
  return { ...envelope, type, data: dataSchemas[type].parse(envelope.data) };
}

/** Validates an incoming envelope and its data against the schema of its type. */
export function parseEnvelope(raw: unknown): Envelope {
  return parseEvent(envelopeSchema.parse(raw).type, raw);
}

/** Validates an event's data against the schema of its type, defaults filled in. */
export function parseEventData<T extends EventType>(type: T, data: unknown): EventData<T> {
  return dataSchemas[type].parse(data);
}

/** The id of what claims to be an envelope, for logging one that failed validation. */
export const eventIdOf = (raw: unknown): string | undefined => z.object({ id: z.string() }).safeParse(raw).data?.id;

export const topicOf = (type: EventType) => `presently.${type}`;
export const deadLetterTopicOf = (type: EventType) => `${topicOf(type)}.dlq`;
