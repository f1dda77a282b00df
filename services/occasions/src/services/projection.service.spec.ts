import { newEnvelope } from '@presently/platform';
import { newTestService } from '@presently/platform/testing/unit';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { ProcessedEventRepository } from '../repositories/processed-event.repository';
import { UserRepository } from '../repositories/user.repository';
import { ProjectionService } from './projection.service';

const AT = new Date('2026-11-26T09:00:00.000Z');
const tx = { transaction: 'of this event' } as never;

/** What auth and billing say, applied inside the event's once-only transaction (here: run straight away). */
function projection() {
  const service = newTestService(ProjectionService);
  service.mock(ProcessedEventRepository).once.mockImplementation(async (_consumer, _envelope, apply) => {
    await apply(tx);
    return true;
  });
  service.mock(UserRepository).applyProfile.mockResolvedValue();
  service.mock(EntitlementRepository).setOverride.mockResolvedValue();
  service.mock(EntitlementRepository).setPlan.mockResolvedValue();
  return { ...service, users: service.mock(UserRepository), entitlements: service.mock(EntitlementRepository) };
}

describe('reminders wait for a confirmed address', () => {
  it('records a new, unconfirmed address as such, which holds its reminders back', async () => {
    const { sut, users } = projection();
    await sut.applyProfile(newEnvelope('auth', 'user.registered', { userId: 1, username: 'maya', email: 'maya@example.com', emailVerified: false, timeZone: 'Europe/Lisbon' }, AT));

    expect(users.applyProfile).toHaveBeenCalledWith(tx, 1, { email: 'maya@example.com', emailVerified: false, timeZone: 'Europe/Lisbon', username: 'maya' }, AT);
  });

  it('pauses reminders again when the user changes to an address not yet confirmed, and keeps the override', async () => {
    const { sut, users, entitlements } = projection();
    await sut.applyProfile(newEnvelope('auth', 'user.updated', { userId: 1, email: 'new@example.com', emailVerified: false, timeZone: 'UTC', isPremiumOverride: true }, AT));

    expect(users.applyProfile).toHaveBeenCalledWith(tx, 1, expect.objectContaining({ email: 'new@example.com', emailVerified: false }), AT);
    expect(entitlements.setOverride).toHaveBeenCalledWith(tx, 1, true, AT);
  });

  it('counts days in UTC for a time zone this runtime does not know', async () => {
    const { sut, users } = projection();
    await sut.applyProfile(newEnvelope('auth', 'user.updated', { userId: 1, email: 'maya@example.com', emailVerified: true, timeZone: 'Mars/Olympus_Mons', isPremiumOverride: false }, AT));

    expect(users.applyProfile).toHaveBeenCalledWith(tx, 1, expect.objectContaining({ timeZone: 'UTC', emailVerified: true }), AT);
  });
});

describe('the plan behind the occasion limit', () => {
  it('takes the plan and status of a subscription event, as of the time it happened', async () => {
    const { sut, entitlements } = projection();
    await sut.applyPlan(newEnvelope('billing', 'subscription.updated', { userId: 1, plan: 'premium', status: 'past_due', currentPeriodEnd: null, cancelAtPeriodEnd: false }, AT));

    expect(entitlements.setPlan).toHaveBeenCalledWith(tx, 1, 'premium', 'past_due', AT);
  });

  it('puts the user back on the free plan when the subscription ends', async () => {
    const { sut, entitlements } = projection();
    await sut.applyPlan(newEnvelope('billing', 'subscription.ended', { userId: 1 }, AT));

    expect(entitlements.setPlan).toHaveBeenCalledWith(tx, 1, 'free', 'free', AT);
  });
});
