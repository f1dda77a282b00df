import { Inject, Injectable } from '@nestjs/common';
import { Prisma, PrismaClient, type Occasion } from '../generated/prisma/client';
import { dateOf, type Day } from '../services/occurrence';
import { UserRepository } from './user.repository';

/** An occasion's fields as the service hands them over: the date is the calendar day. */
export interface OccasionFields {
  recipientName: string;
  recipientRelationship: string;
  occasionType: string;
  occasionDate: Day;
  notes: string | null;
  reminderDays: number[];
  isRecurring: boolean;
  recipientInfo: Record<string, unknown> | null;
}

const jsonOf = (info: Record<string, unknown> | null) => (info === null ? Prisma.DbNull : (info as Prisma.InputJsonObject));

const changesOf = ({ occasionDate, recipientInfo, ...rest }: Partial<OccasionFields>) => ({
  ...rest,
  ...(occasionDate !== undefined && { occasionDate: dateOf(occasionDate) }),
  ...(recipientInfo !== undefined && { recipientInfo: jsonOf(recipientInfo) }),
});

/** Occasions, always read and written on behalf of their owner: another user's occasion is simply not found. */
@Injectable()
export class OccasionRepository {
  constructor(
    @Inject(PrismaClient) private readonly db: PrismaClient,
    private readonly users: UserRepository,
  ) {}

  listByUser(userId: number): Promise<Occasion[]> {
    return this.db.occasion.findMany({ where: { userId }, orderBy: { id: 'asc' } });
  }

  findOwned(userId: number, id: number): Promise<Occasion | null> {
    return this.db.occasion.findFirst({ where: { id, userId } });
  }

  /**
   * Creates the occasion unless the user already holds `limit` of them (null: no limit). The user's row is locked
   * while counting, so parallel requests cannot slip past the limit together. Returns null when refused.
   */
  create(userId: number, fields: OccasionFields, limit: number | null): Promise<Occasion | null> {
    return this.db.$transaction(async (tx) => {
      await this.users.lock(tx, userId);
      if (limit !== null && (await tx.occasion.count({ where: { userId } })) >= limit) return null;
      const { occasionDate, recipientInfo, ...rest } = fields;
      return tx.occasion.create({ data: { ...rest, occasionDate: dateOf(occasionDate), recipientInfo: jsonOf(recipientInfo), userId } });
    });
  }

  async update(userId: number, id: number, changes: Partial<OccasionFields>): Promise<Occasion | null> {
    const [updated] = await this.db.occasion.updateManyAndReturn({ where: { id, userId }, data: changesOf(changes) });
    return updated ?? null;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    return (await this.db.occasion.deleteMany({ where: { id, userId } })).count > 0;
  }
}
