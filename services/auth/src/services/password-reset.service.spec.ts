import { Mailer, RateLimits, SESSION_STORE, type SessionStore } from '@presently/platform';
import { newTestService, provide } from '@presently/platform/testing/unit';
import { PASSWORD_RESET_SENT, RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED } from '@presently/proto';
import { PrismaClient } from '../generated/prisma/client';
import { aPasswordReset, aUser } from '../../test/user.factory';
import { PasswordResetRepository } from '../repositories/password-reset.repository';
import { UserRepository } from '../repositories/user.repository';
import { EmailVerificationService } from './email-verification.service';
import { hashLinkToken } from './link-token';
import { LoginAttempts } from './login-attempts';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';

const IP = '203.0.113.7';
const TOKEN = 'a'.repeat(43);

function passwordResets() {
  const loginAttempts = new LoginAttempts(new RateLimits());
  const service = newTestService(PasswordResetService, [provide(LoginAttempts, loginAttempts)]);
  service.mock(Mailer).send.mockResolvedValue('<message-id@presently.test>');
  service.mock(PasswordResetRepository).replace.mockResolvedValue();
  service.mock(PasswordService).hash.mockImplementation(async (password) => `hashed:${password}`);
  return { ...service, users: service.mock(UserRepository), resets: service.mock(PasswordResetRepository), loginAttempts };
}

describe('asking for a reset link', () => {
  it('mails the confirmed account of the address a single-use link, valid for an hour, and answers the same', async () => {
    const { sut, users, resets, mock, clock } = passwordResets();
    users.findByEmail.mockResolvedValue(aUser({ id: 2, username: 'maya', email: 'maya@example.com' }));

    expect(await sut.requestLink({ email: 'maya@example.com' }, IP)).toEqual({ message: PASSWORD_RESET_SENT });
    await sut.beforeApplicationShutdown();

    expect(resets.replace).toHaveBeenCalledTimes(1);
    const [userId, tokenHash, expiresAt] = resets.replace.mock.calls[0];
    expect(userId).toBe(2);
    expect(expiresAt.getTime() - clock().getTime()).toBe(3_600_000);
    const mails = mock(Mailer).send.mock.calls.map(([mail]) => mail);
    expect(mails.map((mail) => mail.to)).toEqual(['maya@example.com']);
    // The link carries the token whose hash was stored; the table never holds the token itself.
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mails[0].text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(hashLinkToken(token!)).toBe(tokenHash);
    expect(tokenHash).not.toBe(token);
  });

  it('answers the same for an address no account uses, and mails nothing', async () => {
    const { sut, users, mock } = passwordResets();
    users.findByEmail.mockResolvedValue(null);

    expect(await sut.requestLink({ email: 'stranger@example.com' }, IP)).toEqual({ message: PASSWORD_RESET_SENT });
    await sut.beforeApplicationShutdown();
    expect(mock(Mailer).send).not.toHaveBeenCalled();
  });

  it('sends an unconfirmed account its confirmation link again instead of a reset link', async () => {
    const { sut, users, resets, mock } = passwordResets();
    const unconfirmed = aUser({ emailVerified: false });
    users.findByEmail.mockResolvedValue(unconfirmed);
    mock(EmailVerificationService).sendForNewAddress.mockResolvedValue();

    await sut.requestLink({ email: unconfirmed.email }, IP);
    await sut.beforeApplicationShutdown();

    expect(mock(EmailVerificationService).sendForNewAddress).toHaveBeenCalledWith(unconfirmed);
    expect(resets.replace).not.toHaveBeenCalled();
  });

  it('allows 5 requests an hour per address, whatever its case', async () => {
    const { sut, users } = passwordResets();
    users.findByEmail.mockResolvedValue(null);

    for (let request = 0; request < 5; request++) await sut.requestLink({ email: 'maya@example.com' }, `198.51.100.${request}`);
    await expect(sut.requestLink({ email: 'MAYA@example.com' }, '198.51.100.9')).rejects.toMatchObject({ status: 429 });
  });
});

describe('resetting with the link', () => {
  it.each([
    ['invalid', RESET_LINK_INVALID],
    ['used', RESET_LINK_USED],
    ['expired', RESET_LINK_EXPIRED],
  ] as const)('refuses a link that is %s, saying so', async (refused, message) => {
    const { sut, resets, users } = passwordResets();
    resets.use.mockResolvedValue({ refused });

    await expect(sut.reset({ token: TOKEN, newPassword: 'secret-2', confirmPassword: 'secret-2' }, IP)).rejects.toMatchObject({ status: 400, response: { message } });
    expect(users.updatePasswordHash).not.toHaveBeenCalled();
  });

  it('sets the new password, ends every session and forgives failed sign-ins', async () => {
    const { sut, resets, users, mock, clock, loginAttempts } = passwordResets();
    const maya = aUser({ id: 4, username: 'maya', email: 'maya@example.com' });
    resets.use.mockResolvedValue({ userId: 4 });
    users.findById.mockResolvedValue(maya);
    users.updatePasswordHash.mockResolvedValue();
    mock<SessionStore>(SESSION_STORE).destroyAllForUser.mockResolvedValue();
    for (let attempt = 0; attempt < 10; attempt++) await loginAttempts.count('maya', IP);

    await sut.reset({ token: TOKEN, newPassword: 'secret-2', confirmPassword: 'secret-2' }, IP);

    expect(resets.use).toHaveBeenCalledWith(hashLinkToken(TOKEN), clock());
    expect(users.updatePasswordHash).toHaveBeenCalledWith(4, 'hashed:secret-2');
    expect(mock<SessionStore>(SESSION_STORE).destroyAllForUser).toHaveBeenCalledWith(4);
    await expect(loginAttempts.count('maya', IP)).resolves.toBeUndefined();
  });
});

describe('a reset link is spent once, within its hour', () => {
  const now = new Date('2026-11-26T10:00:00.000Z');
  function links() {
    const { sut, mock } = newTestService(PasswordResetRepository);
    return { sut, table: mock(PrismaClient).passwordReset };
  }

  it('is spent by its first use, conditionally on being unspent', async () => {
    const { sut, table } = links();
    table.findUnique.mockResolvedValue(aPasswordReset({ userId: 4, tokenHash: 'h', createdAt: new Date('2026-11-26T09:30:00Z') }));
    table.updateMany.mockResolvedValue({ count: 1 });

    expect(await sut.use('h', now)).toEqual({ userId: 4 });
    expect(table.updateMany).toHaveBeenCalledWith({ where: { tokenHash: 'h', usedAt: null }, data: { usedAt: now } });
  });

  it('tells a used link from an expired one and from a made-up token', async () => {
    const { sut, table } = links();
    table.findUnique
      .mockResolvedValueOnce(aPasswordReset({ usedAt: new Date('2026-11-26T09:40:00Z') }))
      .mockResolvedValueOnce(aPasswordReset({ createdAt: new Date('2026-11-26T09:00:00Z') }))
      .mockResolvedValueOnce(null);

    expect(await sut.use('h', now)).toEqual({ refused: 'used' });
    expect(await sut.use('h', now)).toEqual({ refused: 'expired' });
    expect(await sut.use('h', now)).toEqual({ refused: 'invalid' });
    expect(table.updateMany).not.toHaveBeenCalled();
  });

  it('lets only one of two submissions at the same moment through', async () => {
    const { sut, table } = links();
    table.findUnique.mockResolvedValue(aPasswordReset({ userId: 4 }));
    table.updateMany.mockResolvedValueOnce({ count: 1 }).mockResolvedValueOnce({ count: 0 });

    const outcomes = await Promise.all([sut.use('h', now), sut.use('h', now)]);
    expect(outcomes).toEqual([{ userId: 4 }, { refused: 'used' }]);
  });
});
