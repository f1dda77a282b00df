import { Inject, Injectable } from '@nestjs/common';
import type { GiftResponse, RecipientInfo } from '@presently/proto';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export interface NewShare {
  id: string;
  userId: number | null;
  recipientInfo: RecipientInfo;
  suggestions: GiftResponse;
  selectedIndex: number;
  expiresAt: Date;
}

/** Public share links: made, opened while they last, revoked by their owner, cleaned once expired. */
@Injectable()
export class ShareRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  async create(share: NewShare): Promise<void> {
    await this.db.share.create({ data: { ...share, recipientInfo: json(share.recipientInfo), suggestions: json(share.suggestions) } });
  }

  /** The share, unless it has expired (a saved set's own link never does). */
  findOpen(id: string, now: Date) {
    return this.db.share.findFirst({ where: { id, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } });
  }

  /** Every link the user made, open or expired but not yet cleaned: their data export. */
  listForUser(userId: number) {
    return this.db.share.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  /** Deletes the share if it is the user's; false when there is none of theirs by that id. */
  async revoke(userId: number, id: string): Promise<boolean> {
    return (await this.db.share.deleteMany({ where: { id, userId } })).count > 0;
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.db.share.deleteMany({ where: { expiresAt: { lte: now } } })).count;
  }
}

const json = (value: unknown) => value as Prisma.InputJsonValue;
