import { createMock, newTestService } from '@presently/platform/testing/unit';
import { FREE_OCCASION_LIMIT, OCCASION_LIMIT_MESSAGE, occasionInputSchema } from '@presently/proto';
import { anEntitlement, anOccasion, aReminderUser } from '../../test/occasion.factory';
import { PrismaClient, type Entitlement, type Occasion } from '../generated/prisma/client';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { OccasionRepository } from '../repositories/occasion.repository';
import { UserRepository } from '../repositories/user.repository';
import { OCCASION_NOT_FOUND, OccasionService } from './occasion.service';

/** Occasions as seen by user 1, whose time zone and plan the spec chooses; the clock says 26 November 2026, 10:00 UTC. */
function occasions({ timeZone = 'UTC', entitlement = null as Entitlement | null } = {}) {
  const service = newTestService(OccasionService);
  service.mock(UserRepository).findById.mockResolvedValue(aReminderUser({ userId: 1, timeZone }));
  service.mock(EntitlementRepository).find.mockResolvedValue(entitlement);
  return { ...service, table: service.mock(OccasionRepository) };
}

const input = (fields: Record<string, unknown> = {}) => occasionInputSchema.parse({ recipientName: 'Sam', occasionDate: '2026-12-03', ...fields });

describe('the free plan', () => {
  it(`holds ${FREE_OCCASION_LIMIT} occasions: the table is asked to add one only below that`, async () => {
    const { sut, table } = occasions();
    table.create.mockImplementation(async (userId, fields) => anOccasion({ userId, recipientName: fields.recipientName }));

    await sut.create(1, input());
    expect(table.create).toHaveBeenCalledWith(1, expect.objectContaining({ recipientName: 'Sam' }), FREE_OCCASION_LIMIT);
  });

  it('asks to upgrade once the table refuses a fourth', async () => {
    const { sut, table } = occasions({ entitlement: anEntitlement() });
    table.create.mockResolvedValue(null);

    await expect(sut.create(1, input())).rejects.toMatchObject({ status: 403, response: { message: OCCASION_LIMIT_MESSAGE, code: 'premium_required' } });
  });

  it.each([
    ['premium and active', anEntitlement({ plan: 'premium', status: 'active' }), null],
    ['premium and past due', anEntitlement({ plan: 'premium', status: 'past_due' }), null],
    ['granted by the operator', anEntitlement({ premiumOverride: true }), null],
    ['premium but not paid yet', anEntitlement({ plan: 'premium', status: 'incomplete' }), FREE_OCCASION_LIMIT],
    ['unknown to billing', null, FREE_OCCASION_LIMIT],
  ])('sets the limit for a user %s', async (_case, entitlement, limit) => {
    const { sut, table } = occasions({ entitlement });
    table.create.mockResolvedValue(anOccasion());

    await sut.create(1, input());
    expect(table.create).toHaveBeenCalledWith(1, expect.anything(), limit);
  });

  it('ignores a userId in the body: the session says whose occasion it is', async () => {
    const { sut, table } = occasions();
    table.create.mockResolvedValue(anOccasion());

    await sut.create(1, { ...input(), userId: 99 } as ReturnType<typeof input>);
    expect(table.create.mock.calls[0][1]).not.toHaveProperty('userId');
  });
});

describe('when an occasion comes next', () => {
  it("counts days to the next occurrence from the user's own today", async () => {
    // 10:00 UTC on 26 November is already 27 November at UTC+14.
    const { sut, table } = occasions({ timeZone: 'Pacific/Kiritimati' });
    table.listByUser.mockResolvedValue([anOccasion({ id: 1, occasionDate: new Date('1990-11-28T00:00:00Z') })]);

    expect(await sut.list(1)).toEqual([expect.objectContaining({ nextOccurrence: '2026-11-28', daysUntil: 1 })]);
  });

  it('brings a recurring occasion back next year once this year’s has passed; a one-off keeps its date', async () => {
    const { sut, table } = occasions();
    table.listByUser.mockResolvedValue([
      anOccasion({ id: 1, recipientName: 'Birthday gone by', occasionDate: new Date('1990-03-02T00:00:00Z') }),
      anOccasion({ id: 2, recipientName: 'Past wedding', occasionDate: new Date('2026-05-01T00:00:00Z'), occasionType: 'wedding', isRecurring: false }),
      anOccasion({ id: 3, recipientName: 'Soon', occasionDate: new Date('2026-12-01T00:00:00Z'), occasionType: 'holiday', isRecurring: false }),
    ]);

    expect((await sut.list(1)).map((o) => [o.recipientName, o.nextOccurrence, o.daysUntil])).toEqual([
      ['Soon', '2026-12-01', 5],
      ['Birthday gone by', '2027-03-02', 96],
      ['Past wedding', '2026-05-01', -209],
    ]);
  });

  it('lists as upcoming only what falls from today to the window’s last day', async () => {
    const { sut, table } = occasions();
    table.listByUser.mockResolvedValue([
      anOccasion({ id: 1, recipientName: 'Today', occasionDate: new Date('1990-11-26T00:00:00Z') }),
      anOccasion({ id: 2, recipientName: 'In a week', occasionDate: new Date('1990-12-03T00:00:00Z') }),
      anOccasion({ id: 3, recipientName: 'In eight days', occasionDate: new Date('1990-12-04T00:00:00Z') }),
    ]);

    expect((await sut.upcoming(1, 7)).map((o) => o.recipientName)).toEqual(['Today', 'In a week']);
  });

  it("answers another user's occasion as a missing one", async () => {
    const { sut, table } = occasions();
    table.update.mockResolvedValue(null);
    table.delete.mockResolvedValue(false);

    await expect(sut.update(1, 42, { notes: 'x' })).rejects.toMatchObject({ status: 404, response: { message: OCCASION_NOT_FOUND } });
    await expect(sut.remove(1, 42)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the limit holds under parallel requests', () => {
  function table(held: number) {
    const { sut, mock } = newTestService(OccasionRepository);
    // Only what the rule reads and writes of the transaction: the user's occasions counted, one created.
    const tx = createMock<{ occasion: { count(args: object): Promise<number>; create(args: { data: { userId: number; recipientName: string } }): Promise<Occasion> } }>(
      {},
      { strict: true },
    );
    tx.occasion.count.mockResolvedValue(held);
    tx.occasion.create.mockImplementation(async ({ data }) => anOccasion({ userId: data.userId, recipientName: data.recipientName }));
    // The transaction runs its work on `tx`, as Prisma's interactive transactions do.
    (mock(PrismaClient).$transaction as unknown as jest.Mock).mockImplementation(async (work: (client: typeof tx) => unknown) => work(tx));
    mock(UserRepository).lock.mockResolvedValue();
    return { sut, tx, users: mock(UserRepository) };
  }
  const fields = () => {
    const { userId: _ignored, ...rest } = input();
    return rest;
  };

  it('counts what the user holds with their row locked, and refuses at the limit', async () => {
    const { sut, tx, users } = table(FREE_OCCASION_LIMIT);

    expect(await sut.create(1, fields(), FREE_OCCASION_LIMIT)).toBeNull();
    expect(users.lock).toHaveBeenCalledWith(tx, 1);
    expect(users.lock.mock.invocationCallOrder[0]).toBeLessThan(tx.occasion.count.mock.invocationCallOrder[0]);
    expect(tx.occasion.create).not.toHaveBeenCalled();
  });

  it('adds below the limit, and without counting for premium', async () => {
    const below = table(FREE_OCCASION_LIMIT - 1);
    expect(await below.sut.create(1, fields(), FREE_OCCASION_LIMIT)).toMatchObject({ userId: 1, recipientName: 'Sam' });

    const premium = table(50);
    expect(await premium.sut.create(1, fields(), null)).toMatchObject({ userId: 1 });
    expect(premium.tx.occasion.count).not.toHaveBeenCalled();
  });
});
