import { Injectable } from '@nestjs/common';
import type { GiftsExport } from '@presently/proto';
import { CreditRepository } from '../repositories/credit.repository';
import { GiftSetRepository } from '../repositories/gift-set.repository';
import { ShareRepository } from '../repositories/share.repository';

type Stored = Record<string, unknown>;

/** The gifts service's part of "Download my data": saved ideas with their feedback, share links, credits spent. */
@Injectable()
export class DataExportService {
  constructor(
    private readonly giftSets: GiftSetRepository,
    private readonly shares: ShareRepository,
    private readonly credits: CreditRepository,
  ) {}

  async exportOf(userId: number): Promise<GiftsExport> {
    const [sets, shares, usage] = await Promise.all([this.giftSets.everythingOf(userId), this.shares.listForUser(userId), this.credits.history(userId)]);
    return {
      savedIdeas: sets.map((set) => ({
        id: set.id,
        createdAt: set.createdAt.toISOString(),
        shareId: set.shareId,
        recipientInfo: set.recipientInfo as Stored,
        suggestions: set.suggestions as Stored,
        feedback: set.feedback.map((entry) => ({
          suggestionIndex: entry.suggestionIndex,
          feedbackType: entry.feedbackType,
          title: entry.title,
          category: entry.category,
          price: entry.price,
          comment: entry.comment,
          refinementDetails: (entry.refinementDetails as Stored | null) ?? null,
          updatedAt: entry.updatedAt.toISOString(),
        })),
      })),
      shares: shares.map((share) => ({
        shareId: share.id,
        createdAt: share.createdAt.toISOString(),
        expiresAt: share.expiresAt.toISOString(),
        selectedIndex: share.selectedIndex,
        recipientInfo: share.recipientInfo as Stored,
        suggestions: share.suggestions as Stored,
      })),
      creditUsage: usage.map((month) => ({ month: month.month, giftsUsed: month.giftsUsed, cardMessagesUsed: month.cardsUsed })),
    };
  }
}
