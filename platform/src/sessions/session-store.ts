import { createHash, randomBytes } from 'node:crypto';

export interface Session {
  id: string;
  userId: number;
  expiresAt: Date;
}

/** Where signed-in sessions live: the embedded database, or Redis when REDIS_URL is set. */
export interface SessionStore {
  create(userId: number): Promise<Session>;
  find(id: string): Promise<Session | null>;
  destroy(id: string): Promise<void>;
  /** Ends every session of a user, but the one named in `except` (a password change keeps the caller signed in). */
  destroyAllForUser(userId: number, except?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const SESSION_STORE = Symbol('SessionStore');

/** 256 random bits: unguessable, and a fresh one at every sign-in. */
export const newSessionId = () => randomBytes(32).toString('base64url');

/** Stores keep only this hash, so a leaked store holds no usable cookie. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url');

export const isWellFormedSessionId = (id: string) => /^[A-Za-z0-9_-]{43}$/.test(id);
