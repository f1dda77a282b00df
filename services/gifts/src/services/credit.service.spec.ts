import { newTestService } from '@presently/platform/testing/unit';
import { freePlanLimits, UNLIMITED_CREDITS } from '@presently/proto';
import { CreditRepository, monthOf, type CreditKind } from '../repositories/credit.repository';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { CreditService, GUEST_CARD_USED, OUT_OF_CARD_CREDITS, OUT_OF_GIFT_CREDITS } from './credit.service';

/**
 * Credits over a mocked table that counts as the real statement does: a credit is spent only while fewer than the
 * limit are spent that month, and a null limit always spends.
 */
function credits(plan: 'free' | 'premium') {
  const service = newTestService(CreditService);
  const table = service.mock(CreditRepository);
  const used = new Map<string, number>();
  const key = (userId: number, kind: CreditKind, month: string) => `${userId}/${kind}/${month}`;
  table.spend.mockImplementation(async (userId, kind, limit, month) => {
    const spent = used.get(key(userId, kind, month)) ?? 0;
    if (limit !== null && spent >= limit) return false;
    used.set(key(userId, kind, month), spent + 1);
    return true;
  });
  table.refund.mockImplementation(async (userId, kind, month) => void used.set(key(userId, kind, month), Math.max((used.get(key(userId, kind, month)) ?? 0) - 1, 0)));
  table.usage.mockImplementation(async (userId, month) => ({ month, giftsUsed: used.get(key(userId, 'gift', month)) ?? 0, cardsUsed: used.get(key(userId, 'card', month)) ?? 0 }));
  service.mock(EntitlementRepository).isPremium.mockResolvedValue(plan === 'premium');
  return { ...service, table };
}

const member = (userId: number) => ({ userId, ip: '203.0.113.7' });

describe('the free plan', () => {
  it(`gives ${freePlanLimits.monthlyCredits} gift suggestions a month, then asks to upgrade`, async () => {
    const { sut } = credits('free');
    for (let asked = 0; asked < 3; asked++) await sut.spend(member(1), 'gift');

    await expect(sut.spend(member(1), 'gift')).rejects.toMatchObject({ status: 403, response: { message: OUT_OF_GIFT_CREDITS, code: 'credits_exhausted' } });
  });

  it(`gives ${freePlanLimits.monthlyCardCredits} card message a month, counted apart from suggestions`, async () => {
    const { sut } = credits('free');
    await sut.spend(member(1), 'card');

    await expect(sut.spend(member(1), 'card')).rejects.toMatchObject({ status: 403, response: { message: OUT_OF_CARD_CREDITS } });
    await expect(sut.spend(member(1), 'gift')).resolves.toEqual(expect.any(Function));
  });

  it('starts each calendar month (UTC) afresh', async () => {
    const { sut, clock } = credits('free');
    clock.set('2026-11-30T23:59:59.000Z');
    for (let asked = 0; asked < 3; asked++) await sut.spend(member(1), 'gift');
    await expect(sut.spend(member(1), 'gift')).rejects.toMatchObject({ status: 403 });

    clock.set('2026-12-01T00:00:00.000Z');
    await expect(sut.spend(member(1), 'gift')).resolves.toEqual(expect.any(Function));
    expect(await sut.remaining(1)).toEqual({ monthlyCredits: 2, monthlyCardCredits: 1, lastCreditReset: '2026-12-01T00:00:00.000Z' });
  });

  it('counts a month as its UTC calendar month, named as the database keeps it', () => {
    expect(['2027-01-01T00:00:00.000Z', '2026-09-30T23:59:59.999Z', '2026-10-01T00:30:00+02:00'].map((at) => monthOf(new Date(at)))).toEqual(['2027-01', '2026-09', '2026-09']);
  });

  it('gives a credit back when the work it paid for failed', async () => {
    const { sut } = credits('free');
    await sut.spend(member(1), 'gift');
    const refund = await sut.spend(member(1), 'gift');
    await refund();

    expect((await sut.usage(1)).usage).toEqual({ giftsUsed: 1, giftsRemaining: 2, cardMessagesUsed: 0, cardMessagesRemaining: 1 });
  });
});

describe('premium', () => {
  it("is unlimited, and still counts the month's use for the subscription page", async () => {
    const { sut, table } = credits('premium');
    for (let asked = 0; asked < 10; asked++) await sut.spend(member(2), 'gift');

    expect(table.spend).toHaveBeenLastCalledWith(2, 'gift', null, '2026-11');
    expect(await sut.usage(2)).toMatchObject({ unlimited: true, usage: { giftsUsed: 10 }, limits: { monthlyCredits: UNLIMITED_CREDITS } });
    expect((await sut.remaining(2)).monthlyCredits).toBe(UNLIMITED_CREDITS);
  });
});

describe('guests', () => {
  it('have suggestions without credits, up to 30 an hour from one address', async () => {
    const { sut, table } = credits('free');
    for (let asked = 0; asked < 30; asked++) await sut.spend({ ip: '198.51.100.1' }, 'gift');

    await expect(sut.spend({ ip: '198.51.100.1' }, 'gift')).rejects.toMatchObject({ status: 429 });
    await expect(sut.spend({ ip: '198.51.100.2' }, 'gift')).resolves.toEqual(expect.any(Function));
    expect(table.spend).not.toHaveBeenCalled();
  });

  it('have one card message per browser', async () => {
    const { sut, table } = credits('free');
    table.spendGuestCard.mockResolvedValueOnce(true).mockResolvedValueOnce(false);

    await sut.spend({ ip: '198.51.100.1', guestId: 'browser-1' }, 'card');
    await expect(sut.spend({ ip: '198.51.100.1', guestId: 'browser-1' }, 'card')).rejects.toMatchObject({ status: 403, response: { message: GUEST_CARD_USED } });
    expect(table.spendGuestCard).toHaveBeenCalledWith('browser-1');
  });

  it('get the card back when their address has handed out 10 that day', async () => {
    const { sut, table } = credits('free');
    table.spendGuestCard.mockResolvedValue(true);
    table.refundGuestCard.mockResolvedValue();
    for (let guest = 0; guest < 10; guest++) await sut.spend({ ip: '198.51.100.1', guestId: `browser-${guest}` }, 'card');

    await expect(sut.spend({ ip: '198.51.100.1', guestId: 'browser-10' }, 'card')).rejects.toMatchObject({ status: 429 });
    expect(table.refundGuestCard).toHaveBeenCalledWith('browser-10');
  });
});
