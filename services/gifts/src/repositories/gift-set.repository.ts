import { Inject, Injectable } from '@nestjs/common';
import { withoutCardMessages, type FeedbackRequest, type RecipientInfo, type SavedIdeas } from '@presently/proto';
import { LRUCache } from 'lru-cache';
import { PrismaClient, type Feedback, type Prisma } from '../generated/prisma/client';

type FeedbackSummary = { title: string; category: string; feedbackType: string }[];

export interface SavedGiftSet {
  id: number;
  userId: number;
  shareId: string;
  recipientInfo: RecipientInfo;
  suggestions: SavedIdeas;
  createdAt: Date;
}

export interface GiftSetWithFeedback extends SavedGiftSet {
  feedback: { suggestionIndex: number; feedbackType: string }[];
}

/** Saved suggestion sets, their share links and their feedback. */
@Injectable()
export class GiftSetRepository {
  /** What the engine needs of a user's feedback, read on every suggestion: kept for a second, forgotten on write. */
  private readonly feedbackSummaries = new LRUCache<number, FeedbackSummary>({ max: 50_000, ttl: 1000 });

  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  /** Saves the set and its public link together; the link opens until `shareExpiresAt`, the set stays. */
  async save(userId: number, shareId: string, recipientInfo: RecipientInfo, suggestions: SavedIdeas, shareExpiresAt: Date): Promise<SavedGiftSet> {
    const row = await this.db.$transaction(async (tx) => {
      const set = await tx.giftSet.create({ data: { userId, shareId, recipientInfo: json(recipientInfo), suggestions: json(suggestions) } });
      await tx.share.create({
        data: { id: shareId, userId, recipientInfo: json(recipientInfo), suggestions: json(withoutCardMessages(suggestions)), selectedIndex: 0, expiresAt: shareExpiresAt },
      });
      return set;
    });
    return row as unknown as SavedGiftSet;
  }

  async history(userId: number): Promise<SavedGiftSet[]> {
    return (await this.db.giftSet.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })) as unknown as SavedGiftSet[];
  }

  /** As history, with the feedback given on each set's ideas. */
  async historyWithFeedback(userId: number): Promise<GiftSetWithFeedback[]> {
    const sets = await this.db.giftSet.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: { feedback: { select: { suggestionIndex: true, feedbackType: true } } },
    });
    return sets as unknown as GiftSetWithFeedback[];
  }

  /** Every set of the user with all its feedback, comments included: their data export. */
  async everythingOf(userId: number) {
    const sets = await this.db.giftSet.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: { feedback: { orderBy: { suggestionIndex: 'asc' } } },
    });
    return sets as unknown as (SavedGiftSet & { feedback: Feedback[] })[];
  }

  /** The set if it is the user's; another user's set is as absent as a missing one. */
  async findOwned(userId: number, id: number): Promise<SavedGiftSet | null> {
    return (await this.db.giftSet.findFirst({ where: { id, userId } })) as unknown as SavedGiftSet | null;
  }

  /** As findOwned, with the feedback given on each of its ideas. */
  async findOwnedWithFeedback(userId: number, id: number): Promise<GiftSetWithFeedback | null> {
    const set = await this.db.giftSet.findFirst({
      where: { id, userId },
      include: { feedback: { select: { suggestionIndex: true, feedbackType: true } } },
    });
    return set as unknown as GiftSetWithFeedback | null;
  }

  feedback(giftSetId: number, suggestionIndex: number) {
    return this.db.feedback.findUnique({ where: { giftSetId_suggestionIndex: { giftSetId, suggestionIndex } } });
  }

  /** One answer per suggestion: a second write replaces the first. */
  async recordFeedback(userId: number, giftSetId: number, title: string, request: FeedbackRequest): Promise<void> {
    const data = {
      userId,
      title,
      feedbackType: request.feedbackType,
      category: request.category ?? '',
      price: request.price ?? null,
      refinementDetails: request.refinementDetails ? json(request.refinementDetails) : undefined,
      comment: request.comment ?? null,
    };
    await this.db.feedback.upsert({
      where: { giftSetId_suggestionIndex: { giftSetId, suggestionIndex: request.suggestionIndex } },
      create: { giftSetId, suggestionIndex: request.suggestionIndex, ...data },
      update: data,
    });
    this.feedbackSummaries.delete(userId);
  }

  /** What the user told us about past ideas, for the engine: titles bought or disliked, categories disliked. */
  async feedbackOf(userId: number): Promise<FeedbackSummary> {
    const cached = this.feedbackSummaries.get(userId);
    if (cached) return cached;
    const summary = await this.db.feedback.findMany({ where: { userId }, select: { title: true, category: true, feedbackType: true } });
    this.feedbackSummaries.set(userId, summary);
    return summary;
  }

  async deleteUser(tx: Prisma.TransactionClient, userId: number): Promise<void> {
    await tx.giftSet.deleteMany({ where: { userId } });
    await tx.share.deleteMany({ where: { userId } });
    await tx.creditUsage.deleteMany({ where: { userId } });
    await tx.entitlement.deleteMany({ where: { userId } });
  }
}

const json = (value: unknown) => value as Prisma.InputJsonValue;
