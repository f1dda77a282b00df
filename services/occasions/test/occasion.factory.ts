import type { Entitlement, Occasion, User } from '../src/generated/prisma/client';

let nextId = 1;

/** A yearly birthday with the default reminders (7, 3 and 1 days before), as the occasions table holds it. */
export function anOccasion(overrides: Partial<Occasion> = {}): Occasion {
  return {
    id: overrides.id ?? nextId++,
    userId: 1,
    recipientName: 'Sam',
    recipientRelationship: 'friend',
    recipientInfo: null,
    occasionDate: new Date('1990-12-03T00:00:00.000Z'),
    occasionType: 'birthday',
    notes: null,
    isRecurring: true,
    reminderDays: [7, 3, 1],
    lastReminderSent: null,
    createdAt: new Date('2026-11-01T08:00:00.000Z'),
    ...overrides,
  };
}

/** What occasions knows of a user from auth's events: a confirmed address in UTC, reminders on. */
export function aReminderUser(overrides: Partial<User> = {}): User {
  const userId = overrides.userId ?? 1;
  return {
    userId,
    email: `user${userId}@example.com`,
    username: `user${userId}`,
    timeZone: 'UTC',
    emailVerified: true,
    remindersEnabled: true,
    feedToken: `feed-token-${userId}`,
    unsubscribeToken: `unsubscribe-token-${userId}`,
    profileAsOf: new Date('2026-11-01T08:00:00.000Z'),
    ...overrides,
  };
}

/** The projection of billing's and auth's events: the free plan unless told otherwise. */
export function anEntitlement(overrides: Partial<Entitlement> = {}): Entitlement {
  return {
    userId: 1,
    plan: 'free',
    status: 'free',
    premiumOverride: false,
    planAsOf: new Date('2026-11-01T08:00:00.000Z'),
    overrideAsOf: new Date('1970-01-01T00:00:00.000Z'),
    ...overrides,
  };
}
