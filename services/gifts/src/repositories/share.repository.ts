import { Inject, Injectable } from '@nestjs/common';
import type { GiftResponse, RecipientInfo } from '@presently/proto';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export interface NewShare {
  id: string;
  userId: number | null;
  guestId: string | null;
  recipientInfo: RecipientInfo;
  suggestions: GiftResponse;
  selectedIndex: number;
  expiresAt: Date;
}

/** Whoever made a link, and so may revoke it: a member by id, a guest by the guest cookie of their browser. */
export interface ShareOwner {
  userId?: number;
  guestId?: string;
}

/** Public share links: made, opened while they last, revoked by whoever made them, cleaned once expired. */
@Injectable()
export class ShareRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  async create(share: NewShare): Promise<void> {
    await this.db.share.create({ data: { ...share, recipientInfo: json(share.recipientInfo), suggestions: json(share.suggestions) } });
  }

  /** The share, unless it has expired. */
  findOpen(id: string, now: Date) {
    return this.db.share.findFirst({ where: { id, expiresAt: { gt: now } } });
  }

  /** Every link the user made, open or expired but not yet cleaned: their data export. */
  listForUser(userId: number) {
    return this.db.share.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  /** Deletes the share if the member or the guest made it; false when there is none of theirs by that id. */
  async revoke(owner: ShareOwner, id: string): Promise<boolean> {
    const madeBy = [...(owner.userId !== undefined ? [{ userId: owner.userId }] : []), ...(owner.guestId ? [{ guestId: owner.guestId }] : [])];
    if (madeBy.length === 0) return false;
    return (await this.db.share.deleteMany({ where: { id, OR: madeBy } })).count > 0;
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.db.share.deleteMany({ where: { expiresAt: { lte: now } } })).count;
  }
}

const json = (value: unknown) => value as Prisma.InputJsonValue;
