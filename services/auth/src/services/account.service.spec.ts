import { RateLimits, SESSION_STORE, type SessionStore } from '@presently/platform';
import { newTestService, provide } from '@presently/platform/testing/unit';
import { registerSchema } from '@presently/proto';
import { aUser } from '../../test/user.factory';
import { PasswordResetRepository } from '../repositories/password-reset.repository';
import { UserRepository } from '../repositories/user.repository';
import { AccountService, EMAIL_TAKEN, INVALID_LOGIN, USERNAME_TAKEN } from './account.service';
import { EmailVerificationService } from './email-verification.service';
import { LoginAttempts } from './login-attempts';
import { PasswordService } from './password.service';
import { REFUSED_REGISTRATIONS_PER_HOUR, RegistrationAttempts } from './registration-attempts';

const IP = '203.0.113.7';

/** Account rules with every store mocked; sign-in and registration throttling count in memory as in one process. */
function accounts() {
  const rateLimits = new RateLimits();
  const service = newTestService(AccountService, [
    provide(LoginAttempts, new LoginAttempts(rateLimits)),
    provide(RegistrationAttempts, new RegistrationAttempts(rateLimits)),
  ]);
  const sessions = service.mock<SessionStore>(SESSION_STORE);
  sessions.create.mockImplementation(async (userId) => ({ id: `session-of-${userId}`, userId, expiresAt: new Date('2026-12-26T10:00:00Z') }));
  const passwords = service.mock(PasswordService);
  passwords.hash.mockImplementation(async (password) => `hashed:${password}`);
  passwords.verify.mockImplementation(async (hash, password) => hash === `hashed:${password}`);
  passwords.verifyDecoy.mockResolvedValue(false);
  return { ...service, users: service.mock(UserRepository), sessions, passwords };
}

describe('registration', () => {
  it('stores the password hashed, mails a confirmation link and signs the new user in', async () => {
    const { sut, users, mock } = accounts();
    users.create.mockImplementation(async (fields) => aUser({ id: 7, ...fields, emailVerified: false }));
    mock(EmailVerificationService).sendForNewAddress.mockResolvedValue();

    const { user, session } = await sut.register({ username: 'maya', password: 'tulips-4-ever', email: 'maya@example.com', birthday: '1990-04-02', timeZone: 'Europe/Lisbon' }, IP);

    expect(user).toEqual({ id: 7, username: 'maya' });
    expect(session.userId).toBe(7);
    expect(users.create).toHaveBeenCalledWith({
      username: 'maya',
      passwordHash: 'hashed:tulips-4-ever',
      email: 'maya@example.com',
      birthday: new Date('1990-04-02T00:00:00Z'),
      timeZone: 'Europe/Lisbon',
    });
    expect(mock(EmailVerificationService).sendForNewAddress).toHaveBeenCalledWith(expect.objectContaining({ id: 7, email: 'maya@example.com' }));
  });

  it('keeps UTC for a time zone the runtime does not know, and no birthday when none was given', async () => {
    const { sut, users, mock } = accounts();
    users.create.mockImplementation(async (fields) => aUser({ id: 8, ...fields }));
    mock(EmailVerificationService).sendForNewAddress.mockResolvedValue();

    await sut.register({ username: 'sam', password: 'secret-1', email: 'sam@example.com', timeZone: 'Mars/Olympus_Mons' }, IP);

    expect(users.create).toHaveBeenCalledWith(expect.objectContaining({ timeZone: 'UTC', birthday: null }));
  });

  it('refuses a username already taken with 409, and signs nobody in', async () => {
    const { sut, users, sessions } = accounts();
    users.create.mockResolvedValue({ taken: 'username' });

    await expect(sut.register({ username: 'Maya', password: 'secret-1', email: 'maya@example.com' }, IP)).rejects.toMatchObject({
      status: 409,
      response: { message: USERNAME_TAKEN },
    });
    expect(sessions.create).not.toHaveBeenCalled();
  });

  it('refuses an address another account has with 409, mails nothing and signs nobody in', async () => {
    const { sut, users, sessions, mock } = accounts();
    users.create.mockResolvedValue({ taken: 'email' });

    await expect(sut.register({ username: 'maya2', password: 'secret-1', email: 'Maya@Example.com' }, IP)).rejects.toMatchObject({
      status: 409,
      response: { message: 'Email already exists' },
    });
    expect(mock(EmailVerificationService).sendForNewAddress).not.toHaveBeenCalled();
    expect(sessions.create).not.toHaveBeenCalled();
  });

  it('stops answering which names are taken after 10 refusals from one address, before looking anything up', async () => {
    const { sut, users } = accounts();
    users.create.mockResolvedValue({ taken: 'email' });
    for (let refusal = 0; refusal < REFUSED_REGISTRATIONS_PER_HOUR; refusal++) {
      await expect(sut.register({ username: `maya${refusal}`, password: 'secret-1', email: `maya${refusal}@example.com` }, IP)).rejects.toMatchObject({ status: 409 });
    }
    users.create.mockClear();

    await expect(sut.register({ username: 'maya-next', password: 'secret-1', email: 'maya-next@example.com' }, IP)).rejects.toMatchObject({
      status: 429,
      response: { message: expect.stringMatching(/^Too many registration attempts\. Please try again in \d+ minutes?\.$/) },
    });
    expect(users.create).not.toHaveBeenCalled();
    // Another address is not held back by this one's refusals.
    await expect(sut.register({ username: 'maya-next', password: 'secret-1', email: 'maya-next@example.com' }, '198.51.100.4')).rejects.toMatchObject({ status: 409 });
  });

  it('counts only refusals: registrations that go through are never held back', async () => {
    const { sut, users, mock } = accounts();
    users.create.mockImplementation(async (fields) => aUser({ id: 9, ...fields }));
    mock(EmailVerificationService).sendForNewAddress.mockResolvedValue();
    for (let registration = 0; registration <= REFUSED_REGISTRATIONS_PER_HOUR; registration++) {
      await sut.register({ username: `sam${registration}`, password: 'secret-1', email: `sam${registration}@example.com` }, IP);
    }
    expect(users.create).toHaveBeenCalledTimes(REFUSED_REGISTRATIONS_PER_HOUR + 1);
  });

  it.each([
    ['a short username', { username: 'mo' }, 'Username must be at least 3 characters'],
    ['a username with a space', { username: 'maya smith' }, 'Username may only contain letters, numbers, dots, dashes and underscores'],
    ['a short password', { password: 'short' }, 'Password must be at least 6 characters'],
    ['a password of 129 characters', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['an address without @', { email: 'maya-at-example.com' }, 'Please enter a valid email address'],
    ['a birthday before 1900', { birthday: '1899-12-31' }, 'Please enter a birthday after 1900'],
  ])('refuses %s at the edge', (_case, change, message) => {
    const form = { username: 'maya', password: 'secret-1', email: 'maya@example.com', ...change };
    const result = registerSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('sign-in', () => {
  it('opens the account by username, whatever its case', async () => {
    const { sut, users } = accounts();
    users.findByUsername.mockResolvedValue(aUser({ id: 3, username: 'Maya', passwordHash: 'hashed:secret-1' }));

    const { user } = await sut.login({ username: 'MAYA', password: 'secret-1' }, IP);

    expect(user).toEqual({ id: 3, username: 'Maya' });
    expect(users.findByUsername).toHaveBeenCalledWith('MAYA');
  });

  it('opens by e-mail address the account it belongs to', async () => {
    const { sut, users } = accounts();
    users.findByEmail.mockResolvedValue(aUser({ id: 11, username: 'maya', email: 'maya@example.com', passwordHash: 'hashed:home-pass' }));

    const { user } = await sut.login({ username: 'Maya@Example.com', password: 'home-pass' }, IP);

    expect(user).toEqual({ id: 11, username: 'maya' });
    expect(users.findByEmail).toHaveBeenCalledWith('Maya@Example.com');
    expect(users.findByUsername).not.toHaveBeenCalled();
  });

  it('answers an unknown name as a wrong password, after spending the time of a real check', async () => {
    const { sut, users, passwords } = accounts();
    users.findByUsername.mockResolvedValueOnce(null).mockResolvedValueOnce(aUser({ username: 'maya', passwordHash: 'hashed:secret-1' }));

    const unknown = sut.login({ username: 'nobody', password: 'secret-1' }, IP);
    await expect(unknown).rejects.toMatchObject({ status: 401, response: { message: INVALID_LOGIN } });
    expect(passwords.verifyDecoy).toHaveBeenCalledWith('secret-1');
    await expect(sut.login({ username: 'maya', password: 'wrong-one' }, IP)).rejects.toMatchObject({ status: 401, response: { message: INVALID_LOGIN } });
  });

  it('refuses a name after 10 attempts from one address for 15 minutes, even with the right password', async () => {
    const { sut, users } = accounts();
    users.findByUsername.mockResolvedValue(aUser({ username: 'maya', passwordHash: 'hashed:secret-1' }));

    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(sut.login({ username: 'maya', password: `guess-${attempt}` }, IP)).rejects.toMatchObject({ status: 401 });
    }
    await expect(sut.login({ username: 'maya', password: 'secret-1' }, IP)).rejects.toMatchObject({
      status: 429,
      response: { message: 'Too many sign-in attempts. Please try again in 15 minutes.' },
    });
    // Another address, or another name, is counted apart.
    await expect(sut.login({ username: 'maya', password: 'secret-1' }, '198.51.100.2')).resolves.toMatchObject({ user: { username: 'maya' } });
  });

  it('forgets earlier failures once the owner signs in', async () => {
    const { sut, users } = accounts();
    users.findByUsername.mockResolvedValue(aUser({ username: 'maya', passwordHash: 'hashed:secret-1' }));

    for (let attempt = 0; attempt < 9; attempt++) await sut.login({ username: 'maya', password: 'typo-pass' }, IP).catch(() => undefined);
    await sut.login({ username: 'maya', password: 'secret-1' }, IP);
    for (let attempt = 0; attempt < 9; attempt++) await sut.login({ username: 'maya', password: 'typo-pass' }, IP).catch(() => undefined);

    await expect(sut.login({ username: 'maya', password: 'secret-1' }, IP)).resolves.toMatchObject({ user: { username: 'maya' } });
  });
});

describe('changes to the account ask for the password again', () => {
  it('deletes the account only with the current password, ending every session first', async () => {
    const { sut, users, sessions } = accounts();
    users.findById.mockResolvedValue(aUser({ id: 5, passwordHash: 'hashed:secret-1' }));
    sessions.destroyAllForUser.mockResolvedValue();
    users.delete.mockResolvedValue();

    await expect(sut.deleteAccount(5, { currentPassword: 'not-it' })).rejects.toMatchObject({ status: 400, response: { message: 'Current password is incorrect' } });
    expect(users.delete).not.toHaveBeenCalled();

    await sut.deleteAccount(5, { currentPassword: 'secret-1' });
    expect(sessions.destroyAllForUser).toHaveBeenCalledWith(5);
    expect(users.delete).toHaveBeenCalledWith(5);
    expect(sessions.destroyAllForUser.mock.invocationCallOrder[0]).toBeLessThan(users.delete.mock.invocationCallOrder[0]);
  });

  it('changes the password, ends the other sessions and the reset link asked for earlier', async () => {
    const { sut, users, sessions, mock } = accounts();
    users.findById.mockResolvedValue(aUser({ id: 5, passwordHash: 'hashed:secret-1' }));
    users.updatePasswordHash.mockResolvedValue();
    mock(PasswordResetRepository).forget.mockResolvedValue();
    sessions.destroyAllForUser.mockResolvedValue();

    await sut.changePassword(5, 'this-session', { currentPassword: 'secret-1', newPassword: 'secret-2', confirmPassword: 'secret-2' });

    expect(users.updatePasswordHash).toHaveBeenCalledWith(5, 'hashed:secret-2');
    expect(mock(PasswordResetRepository).forget).toHaveBeenCalledWith(5);
    expect(sessions.destroyAllForUser).toHaveBeenCalledWith(5, 'this-session');
  });

  it('refuses a new password equal to the current one', async () => {
    const { sut, users } = accounts();
    users.findById.mockResolvedValue(aUser({ id: 5, passwordHash: 'hashed:secret-1' }));

    await expect(sut.changePassword(5, 's', { currentPassword: 'secret-1', newPassword: 'secret-1', confirmPassword: 'secret-1' })).rejects.toMatchObject({
      status: 400,
      response: { message: 'New password must be different from the current password' },
    });
    expect(users.updatePasswordHash).not.toHaveBeenCalled();
  });

  it('keeps an address confirmed when only its letters change case, and asks to confirm a new one', async () => {
    const { sut, users, mock } = accounts();
    const before = aUser({ id: 5, email: 'maya@example.com', passwordHash: 'hashed:secret-1', emailVerified: true });
    users.findById.mockResolvedValue(before);
    users.changeEmail.mockImplementation(async (_id, email, emailVerified) => ({ ...before, email, emailVerified }));
    mock(PasswordResetRepository).forget.mockResolvedValue();
    mock(EmailVerificationService).sendForNewAddress.mockResolvedValue();

    expect(await sut.changeEmail(5, { email: 'Maya@Example.COM', currentPassword: 'secret-1' })).toMatchObject({ emailVerified: true });
    expect(mock(EmailVerificationService).sendForNewAddress).not.toHaveBeenCalled();

    expect(await sut.changeEmail(5, { email: 'maya@elsewhere.org', currentPassword: 'secret-1' })).toMatchObject({ email: 'maya@elsewhere.org', emailVerified: false });
    expect(mock(EmailVerificationService).sendForNewAddress).toHaveBeenCalledWith(expect.objectContaining({ email: 'maya@elsewhere.org' }));
    expect(mock(PasswordResetRepository).forget).toHaveBeenCalledTimes(2);
  });

  it('refuses an address another account has with 409, keeping the old address and its reset link', async () => {
    const { sut, users, mock } = accounts();
    users.findById.mockResolvedValue(aUser({ id: 5, email: 'maya@example.com', passwordHash: 'hashed:secret-1' }));
    users.changeEmail.mockResolvedValue(null);

    await expect(sut.changeEmail(5, { email: 'sam@example.com', currentPassword: 'secret-1' })).rejects.toMatchObject({
      status: 409,
      response: { message: EMAIL_TAKEN },
    });
    expect(mock(PasswordResetRepository).forget).not.toHaveBeenCalled();
    expect(mock(EmailVerificationService).sendForNewAddress).not.toHaveBeenCalled();
  });
});
