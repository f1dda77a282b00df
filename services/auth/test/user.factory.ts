import type { EmailVerification, PasswordReset, User } from '../src/generated/prisma/client';
import { emailKey, usernameKey } from '../src/repositories/user.repository';

let nextId = 1;

/** An account as auth stores it: confirmed address, UTC, no birthday. Keys follow the username and address given. */
export function aUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  const username = overrides.username ?? `maya${id}`;
  const email = overrides.email ?? `${username}@example.com`;
  return {
    id,
    username,
    usernameKey: usernameKey(username),
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    email,
    emailKey: emailKey(email),
    emailVerified: true,
    birthday: null,
    timeZone: 'UTC',
    isPremiumOverride: false,
    createdAt: new Date('2026-01-10T09:00:00.000Z'),
    ...overrides,
  };
}

/** A reset link's row, live for the hour after `createdAt`. */
export function aPasswordReset(overrides: Partial<PasswordReset> = {}): PasswordReset {
  const createdAt = overrides.createdAt ?? new Date('2026-11-26T09:30:00.000Z');
  return { userId: 1, tokenHash: 'reset-token-hash', expiresAt: new Date(createdAt.getTime() + 3_600_000), usedAt: null, createdAt, ...overrides };
}

/** A confirmation link's row, live for the 48 hours after `createdAt`. */
export function anEmailVerification(overrides: Partial<EmailVerification> = {}): EmailVerification {
  const createdAt = overrides.createdAt ?? new Date('2026-11-26T09:30:00.000Z');
  return {
    userId: 1,
    email: 'maya1@example.com',
    tokenHash: 'verify-token-hash',
    expiresAt: new Date(createdAt.getTime() + 48 * 3_600_000),
    usedAt: null,
    createdAt,
    ...overrides,
  };
}
