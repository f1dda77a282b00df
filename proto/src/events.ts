import { z } from 'zod';
import { subscriptionPlans, subscriptionStatuses } from './user';

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

export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.enum(eventTypes as [EventType, ...EventType[]]),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  source: z.string(),
  key: z.string(),
  data: z.unknown(),
});

export interface Envelope<T extends EventType = EventType> {
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  source: string;
  key: string;
  data: EventData<T>;
}

/** Validates an incoming envelope and its data against the schema of its type. */
export function parseEnvelope(raw: unknown): Envelope {
  const envelope = envelopeSchema.parse(raw);
  return { ...envelope, data: eventSchemas[envelope.type].parse(envelope.data) } as Envelope;
}

export const topicOf = (type: EventType) => `presently.${type}`;
export const deadLetterTopicOf = (type: EventType) => `${topicOf(type)}.dlq`;
