import { Inject, Injectable } from '@nestjs/common';
import {
  badRequest,
  conflict,
  notFound,
  SESSION_STORE,
  unauthenticated,
  type Session,
  type SessionStore,
} from '@presently/platform';
import type {
  AuthUser,
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  Profile,
  RegisterRequest,
} from '@presently/proto';
import type { User } from '../generated/prisma/client';
import { PasswordResetRepository } from '../repositories/password-reset.repository';
import { emailKey, toProfile, UserRepository, usernameKey } from '../repositories/user.repository';
import { EmailVerificationService } from './email-verification.service';
import { LoginAttempts } from './login-attempts';
import { PasswordService } from './password.service';
import { RegistrationAttempts } from './registration-attempts';

export const INVALID_LOGIN = 'Invalid username or password';
export const USERNAME_TAKEN = 'Username already exists';
/**
 * Said as the product says it of a username, and no more: not which account has the address, nor whether it is
 * confirmed. Registration already tells a taken username apart in the same way.
 */
export const EMAIL_TAKEN = 'Email already exists';

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
  constructor(
    private readonly users: UserRepository,
    private readonly resets: PasswordResetRepository,
    private readonly passwords: PasswordService,
    private readonly loginAttempts: LoginAttempts,
    private readonly registrationAttempts: RegistrationAttempts,
    private readonly verification: EmailVerificationService,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
  ) {}

  /** A taken username or address is said so, as the product says it; refusals are limited per network address. */
  async register(request: RegisterRequest, ip: string): Promise<{ user: AuthUser; session: Session }> {
    await this.registrationAttempts.allow(ip);
    const user = await this.users.create({
      username: request.username,
      passwordHash: await this.passwords.hash(request.password),
      email: request.email,
      birthday: request.birthday ? new Date(`${request.birthday}T00:00:00Z`) : null,
      timeZone: request.timeZone && isTimeZone(request.timeZone) ? request.timeZone : 'UTC',
    });
    if ('taken' in user) {
      await this.registrationAttempts.refuse(ip);
      throw conflict(user.taken === 'username' ? USERNAME_TAKEN : EMAIL_TAKEN);
    }
    await this.verification.sendForNewAddress(user);
    return { user: { id: user.id, username: user.username }, session: await this.sessions.create(user.id) };
  }

  /**
   * Signs in by username or by e-mail address. Unknown user and wrong password answer alike, in message and in time.
   * Attempts are limited per name and address.
   */
  async login(request: LoginRequest, ip: string): Promise<{ user: AuthUser; session: Session }> {
    const nameKey = usernameKey(request.username);
    await this.loginAttempts.count(nameKey, ip);
    const user = await this.checkPassword(request.username, request.password);
    if (!user) throw unauthenticated(INVALID_LOGIN);
    await this.loginAttempts.forgive([nameKey], ip);
    return { user: { id: user.id, username: user.username }, session: await this.sessions.create(user.id) };
  }

  /** The account the name and password open, if any. Usernames never hold an "@", so a name with one is an address. */
  private async checkPassword(name: string, password: string): Promise<User | undefined> {
    const user = name.includes('@') ? await this.users.findByEmail(name) : await this.users.findByUsername(name);
    if (!user) {
      await this.passwords.verifyDecoy(password);
      return undefined;
    }
    return (await this.passwords.verify(user.passwordHash, password)) ? user : undefined;
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
    await this.confirmPassword(userId, request.currentPassword);
    if (request.currentPassword === request.newPassword) {
      throw badRequest('New password must be different from the current password');
    }
    await this.users.updatePasswordHash(userId, await this.passwords.hash(request.newPassword));
    // A reset link asked for earlier would undo the new password.
    await this.resets.forget(userId);
    await this.sessions.destroyAllForUser(userId, sessionId);
  }

  async setTimeZone(userId: number, timeZone: string): Promise<Profile> {
    if (!isTimeZone(timeZone)) throw badRequest(`Unknown time zone: ${timeZone}`);
    return toProfile(await this.users.update(userId, { timeZone }));
  }

  /**
   * The address reset links and reminders go to: a reset link already mailed to the old one stops working, and a new
   * address is confirmed by its own link before reminders go to it. Only the letters' case changing keeps it
   * confirmed: that is the same mailbox. An address another account has is refused, as at registration.
   */
  async changeEmail(userId: number, request: ChangeEmailRequest): Promise<Profile> {
    const before = await this.confirmPassword(userId, request.currentPassword);
    const sameAddress = emailKey(request.email) === before.emailKey;
    const user = await this.users.changeEmail(userId, request.email, sameAddress && before.emailVerified);
    if (!user) throw conflict(EMAIL_TAKEN);
    await this.resets.forget(userId);
    if (!user.emailVerified) await this.verification.sendForNewAddress(user);
    return toProfile(user);
  }

  /** Ends every session first, so no request of the user's can act while the data goes. */
  async deleteAccount(userId: number, request: DeleteAccountRequest): Promise<void> {
    await this.confirmPassword(userId, request.currentPassword);
    await this.sessions.destroyAllForUser(userId);
    await this.users.delete(userId);
  }

  /** Changes to the account itself ask for the password again, so a browser left signed in is not enough. */
  private async confirmPassword(userId: number, password: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthenticated();
    if (!(await this.passwords.verify(user.passwordHash, password))) throw badRequest('Current password is incorrect');
    return user;
  }

  /** The operator looks a user up by the name they sign in with. */
  async profileByUsername(username: string): Promise<Profile> {
    return toProfile(await this.userNamed(username));
  }

  async setPremiumOverride(username: string, granted: boolean): Promise<Profile> {
    const user = await this.userNamed(username);
    return toProfile(await this.users.update(user.id, { isPremiumOverride: granted }));
  }

  private async userNamed(username: string): Promise<User> {
    const user = await this.users.findByUsername(username);
    if (!user) throw notFound(`No user named ${username}`);
    return user;
  }
}
