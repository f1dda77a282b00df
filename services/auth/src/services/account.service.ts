import { Inject, Injectable } from '@nestjs/common';
import {
  badRequest,
  conflict,
  notFound,
  RateLimits,
  SESSION_STORE,
  unauthenticated,
  type RateLimit,
  type Session,
  type SessionStore,
} from '@presently/platform';
import type { AuthUser, ChangePasswordRequest, LoginRequest, Profile, RegisterRequest } from '@presently/proto';
import { toProfile, UserRepository, usernameKey } from '../repositories/user.repository';
import { PasswordService } from './password.service';

export const INVALID_LOGIN = 'Invalid username or password';

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Accounts: registration, sign-in and -out, passwords, deletion, and the operator's premium override. */
@Injectable()
export class AccountService {
  private readonly loginAttempts: RateLimit;

  constructor(
    private readonly users: UserRepository,
    private readonly passwords: PasswordService,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    rateLimits: RateLimits,
  ) {
    this.loginAttempts = rateLimits.define('login', 10, 15 * 60, (seconds) =>
      `Too many sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    );
  }

  async register(request: RegisterRequest): Promise<{ user: AuthUser; session: Session }> {
    const user = await this.users.create({
      username: request.username,
      passwordHash: await this.passwords.hash(request.password),
      email: request.email,
      birthday: new Date(`${request.birthday}T00:00:00Z`),
      timeZone: request.timeZone && isTimeZone(request.timeZone) ? request.timeZone : 'UTC',
    });
    if (!user) throw conflict('Username already exists');
    return { user: { id: user.id, username: user.username }, session: await this.sessions.create(user.id) };
  }

  /** Unknown user and wrong password answer alike, in message and in time. Attempts are limited per name and address. */
  async login(request: LoginRequest, ip: string): Promise<{ user: AuthUser; session: Session }> {
    const attemptKey = `${usernameKey(request.username)}|${ip}`;
    await this.loginAttempts.consume(attemptKey);
    const user = await this.users.findByUsername(request.username);
    const valid = user ? await this.passwords.verify(user.passwordHash, request.password) : await this.passwords.verifyDecoy(request.password);
    if (!user || !valid) throw unauthenticated(INVALID_LOGIN);
    await this.loginAttempts.reset(attemptKey);
    return { user: { id: user.id, username: user.username }, session: await this.sessions.create(user.id) };
  }

  async logout(sessionId: string | undefined): Promise<void> {
    if (sessionId) await this.sessions.destroy(sessionId);
  }

  async profile(userId: number): Promise<Profile> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('User not found');
    return toProfile(user);
  }

  /** A new password ends every other session of the user; the caller stays signed in. */
  async changePassword(userId: number, sessionId: string, request: ChangePasswordRequest): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthenticated();
    if (!(await this.passwords.verify(user.passwordHash, request.currentPassword))) {
      throw badRequest('Current password is incorrect');
    }
    if (request.currentPassword === request.newPassword) {
      throw badRequest('New password must be different from the current password');
    }
    await this.users.updatePasswordHash(userId, await this.passwords.hash(request.newPassword));
    await this.sessions.destroyAllForUser(userId, sessionId);
  }

  async setTimeZone(userId: number, timeZone: string): Promise<Profile> {
    if (!isTimeZone(timeZone)) throw badRequest(`Unknown time zone: ${timeZone}`);
    return toProfile(await this.users.update(userId, { timeZone }));
  }

  /** Ends every session first, so no request of the user's can act while the data goes. */
  async deleteAccount(userId: number): Promise<void> {
    await this.sessions.destroyAllForUser(userId);
    await this.users.delete(userId);
  }

  async setPremiumOverride(username: string, granted: boolean): Promise<Profile> {
    const user = await this.users.findByUsername(username);
    if (!user) throw notFound(`No user named ${username}`);
    return toProfile(await this.users.update(user.id, { isPremiumOverride: granted }));
  }
}
