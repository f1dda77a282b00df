import { newEnvelope } from '@presently/platform';
import { newTestService } from '@presently/platform/testing/unit';
import type { Prisma } from '../generated/prisma/client';
import { CreditRepository } from '../repositories/credit.repository';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { GiftSetRepository } from '../repositories/gift-set.repository';
import { ProcessedEventRepository } from '../repositories/processed-event.repository';
import { ProjectionService } from './projection.service';

const tx = {} as Prisma.TransactionClient;
const at = new Date('2026-11-26T10:00:00.000Z');

/** The projection over mocked tables, where each event is new unless `seen` says it was applied before. */
function projection(seen = new Set<string>()) {
  const service = newTestService(ProjectionService);
  service.mock(ProcessedEventRepository).once.mockImplementation(async (consumer, envelope, apply) => {
    if (seen.has(`${consumer}/${envelope.id}`)) return false;
    seen.add(`${consumer}/${envelope.id}`);
    await apply(tx);
    return true;
  });
  const entitlements = service.mock(EntitlementRepository);
  entitlements.setPlan.mockResolvedValue(undefined);
  entitlements.setOverride.mockResolvedValue(undefined);
  entitlements.forget.mockReturnValue(undefined);
  const giftSets = service.mock(GiftSetRepository);
  giftSets.deleteUser.mockResolvedValue(undefined);
  const credits = service.mock(CreditRepository);
  credits.forget.mockReturnValue(undefined);
  return { ...service, entitlements, giftSets, credits };
}

describe('what billing and auth tell gifts about a user', () => {
  it('keeps the plan of a subscription event as of when it occurred, and forgets the cached answer', async () => {
    const { sut, entitlements } = projection();
    await sut.applyPlan(newEnvelope('billing', 'subscription.activated', { userId: 7, plan: 'premium', status: 'active', currentPeriodEnd: null }, at));
    expect(entitlements.setPlan).toHaveBeenCalledWith(tx, 7, 'premium', 'active', at);
    expect(entitlements.forget).toHaveBeenCalledWith(7);
  });

  it('makes an ended subscription free', async () => {
    const { sut, entitlements } = projection();
    await sut.applyPlan(newEnvelope('billing', 'subscription.ended', { userId: 7 }, at));
    expect(entitlements.setPlan).toHaveBeenCalledWith(tx, 7, 'free', 'free', at);
  });

  it('keeps the premium override an operator grants', async () => {
    const { sut, entitlements } = projection();
    await sut.applyOverride(newEnvelope('auth', 'user.updated', { userId: 7, email: 'maya@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: true }, at));
    expect(entitlements.setOverride).toHaveBeenCalledWith(tx, 7, true, at);
  });

  it('removes a deleted user once, however often the event arrives, and forgets their credits and plan', async () => {
    const { sut, giftSets, credits, entitlements } = projection();
    const deleted = newEnvelope('auth', 'user.deleted', { userId: 7 }, at);
    await sut.removeUser(deleted);
    await sut.removeUser(deleted);
    expect(giftSets.deleteUser).toHaveBeenCalledTimes(1);
    expect(giftSets.deleteUser).toHaveBeenCalledWith(tx, 7);
    expect(credits.forget).toHaveBeenCalledWith(7);
    expect(entitlements.forget).toHaveBeenCalledWith(7);
  });
});
