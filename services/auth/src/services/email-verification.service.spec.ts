import { LOGGER, type Logger, Mailer } from '@presently/platform';
import { newTestService } from '@presently/platform/testing/unit';
import { EMAIL_ALREADY_VERIFIED, EMAIL_VERIFICATION_SENT, EMAIL_VERIFIED, VERIFY_LINK_EXPIRED, VERIFY_LINK_INVALID, VERIFY_LINK_USED } from '@presently/proto';
import { PrismaClient } from '../generated/prisma/client';
import { aUser, anEmailVerification } from '../../test/user.factory';
import { EmailVerificationRepository } from '../repositories/email-verification.repository';
import { UserRepository } from '../repositories/user.repository';
import { EmailVerificationService } from './email-verification.service';
import { hashLinkToken } from './link-token';

const TOKEN = 'b'.repeat(43);

function verification() {
  const service = newTestService(EmailVerificationService);
  service.mock(Mailer).send.mockResolvedValue('<message-id@presently.test>');
  service.mock(EmailVerificationRepository).replace.mockResolvedValue();
  return { ...service, users: service.mock(UserRepository), links: service.mock(EmailVerificationRepository) };
}

describe('mailing a confirmation link', () => {
  it('stores a link for the address it is mailed to, working for 48 hours', async () => {
    const { sut, links, mock, clock } = verification();

    await sut.sendForNewAddress(aUser({ id: 6, email: 'maya@example.com', emailVerified: false }));

    const [userId, email, , expiresAt] = links.replace.mock.calls[0];
    expect({ userId, email }).toEqual({ userId: 6, email: 'maya@example.com' });
    expect(expiresAt.getTime() - clock().getTime()).toBe(48 * 3_600_000);
    expect(mock(Mailer).send).toHaveBeenCalledWith(expect.objectContaining({ to: 'maya@example.com' }));
  });

  it('still makes the account when the mail cannot go, and logs why', async () => {
    const { sut, mock } = verification();
    mock(Mailer).send.mockRejectedValue(new Error('SMTP down'));

    await expect(sut.sendForNewAddress(aUser({ id: 6, emailVerified: false }))).resolves.toBeUndefined();
    expect(mock<Logger>(LOGGER).error).toHaveBeenCalledWith(expect.objectContaining({ userId: 6 }), 'e-mail verification e-mail failed');
  });

  it('sends at most 5 an hour to one user, then the resend button answers 429', async () => {
    const { sut, users, mock } = verification();
    users.findById.mockResolvedValue(aUser({ id: 6, emailVerified: false }));

    for (let sent = 0; sent < 5; sent++) expect(await sut.resend(6)).toEqual({ message: EMAIL_VERIFICATION_SENT });
    await expect(sut.resend(6)).rejects.toMatchObject({ status: 429 });
    expect(mock(Mailer).send).toHaveBeenCalledTimes(5);
  });

  it('refuses to resend once the address is confirmed', async () => {
    const { sut, users, mock } = verification();
    users.findById.mockResolvedValue(aUser({ emailVerified: true }));

    await expect(sut.resend(1)).rejects.toMatchObject({ status: 400, response: { message: EMAIL_ALREADY_VERIFIED } });
    expect(mock(Mailer).send).not.toHaveBeenCalled();
  });
});

describe('opening the link', () => {
  it('confirms the address the link was mailed to, without a session', async () => {
    const { sut, users, links, clock } = verification();
    links.use.mockResolvedValue({ userId: 6, email: 'maya@example.com' });
    users.markEmailVerified.mockResolvedValue(aUser({ id: 6 }));

    expect(await sut.verify({ token: TOKEN })).toEqual({ message: EMAIL_VERIFIED });
    expect(links.use).toHaveBeenCalledWith(hashLinkToken(TOKEN), clock());
    expect(users.markEmailVerified).toHaveBeenCalledWith(6, 'maya@example.com');
  });

  it('confirms nothing with a link for an address the user has since changed', async () => {
    const { sut, users, links } = verification();
    links.use.mockResolvedValue({ userId: 6, email: 'old@example.com' });
    users.markEmailVerified.mockResolvedValue(null);

    await expect(sut.verify({ token: TOKEN })).rejects.toMatchObject({ status: 400, response: { message: VERIFY_LINK_INVALID } });
  });

  it.each([
    ['invalid', VERIFY_LINK_INVALID],
    ['used', VERIFY_LINK_USED],
    ['expired', VERIFY_LINK_EXPIRED],
  ] as const)('answers a link that is %s with a message saying so', async (refused, message) => {
    const { sut, users, links } = verification();
    links.use.mockResolvedValue({ refused });

    await expect(sut.verify({ token: TOKEN })).rejects.toMatchObject({ status: 400, response: { message } });
    expect(users.markEmailVerified).not.toHaveBeenCalled();
  });

  it('is spent once and stops after 48 hours', async () => {
    const { sut, mock } = newTestService(EmailVerificationRepository);
    const table = mock(PrismaClient).emailVerification;
    const sent = new Date('2026-11-24T10:00:00.000Z');
    table.findUnique.mockResolvedValue(anEmailVerification({ userId: 6, email: 'maya@example.com', createdAt: sent }));
    table.updateMany.mockResolvedValueOnce({ count: 1 }).mockResolvedValueOnce({ count: 0 });

    expect(await sut.use('h', new Date('2026-11-26T09:59:59.000Z'))).toEqual({ userId: 6, email: 'maya@example.com' });
    expect(await sut.use('h', new Date('2026-11-26T09:59:59.000Z'))).toEqual({ refused: 'used' });
    expect(await sut.use('h', new Date('2026-11-26T10:00:00.000Z'))).toEqual({ refused: 'expired' });
  });
});
