import { Inject, Injectable } from '@nestjs/common';
import { badRequest, CLOCK, type Clock, CONFIG, type Config, notFound } from '@presently/platform';
import type { FeedbackRecorded, FeedbackRequest, FeedbackType, GiftDetails, RecipientInfo, SavedGift, SavedIdeas, StoredFeedback } from '@presently/proto';
import { GiftSetRepository, type SavedGiftSet } from '../repositories/gift-set.repository';
import { newShareId, shareExpiry } from './share.service';

export const GIFT_NOT_FOUND = 'Gift suggestion not found';

/** Saved suggestion sets (owner only) with their own share links, and feedback on saved ideas. */
@Injectable()
export class GiftSetService {
  constructor(
    private readonly giftSets: GiftSetRepository,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async save(userId: number, recipientInfo: RecipientInfo, suggestions: SavedIdeas): Promise<SavedGift> {
    if (suggestions.suggestions.length === 0) throw badRequest('Generate gift suggestions first');
    return toSavedSet(await this.giftSets.save(userId, newShareId(), recipientInfo, suggestions, shareExpiry(this.config, this.clock())));
  }

  async history(userId: number): Promise<SavedGift[]> {
    return (await this.giftSets.history(userId)).map(toSavedSet);
  }

  /** The whole saved set (spec §3) with its feedback by suggestion index; history lists sets without these two. */
  async details(userId: number, id: number): Promise<GiftDetails> {
    const set = await this.owned(this.giftSets.findOwnedWithFeedback(userId, id));
    return {
      ...toSavedSet(set),
      userId: set.userId,
      feedback: Object.fromEntries(set.feedback.map((entry) => [entry.suggestionIndex, entry.feedbackType as FeedbackType])),
    };
  }

  async feedback(userId: number, giftSetId: number, suggestionIndex: number): Promise<StoredFeedback> {
    await this.owned(this.giftSets.findOwned(userId, giftSetId));
    const entry = await this.giftSets.feedback(giftSetId, suggestionIndex);
    return { feedbackType: (entry?.feedbackType ?? null) as FeedbackType | null, comment: entry?.comment ?? null, updatedAt: entry?.updatedAt.toISOString() ?? null };
  }

  async recordFeedback(userId: number, giftSetId: number, request: FeedbackRequest): Promise<FeedbackRecorded> {
    const set = await this.owned(this.giftSets.findOwned(userId, giftSetId));
    const suggestion = set.suggestions.suggestions[request.suggestionIndex];
    if (!suggestion) throw badRequest('suggestionIndex must point at one of the saved suggestions');
    await this.giftSets.recordFeedback(userId, giftSetId, suggestion.title, {
      ...request,
      category: request.category ?? suggestion.category,
      price: request.price ?? suggestion.price,
    });
    return { success: true, message: 'Feedback recorded', feedbackType: request.feedbackType };
  }

  /** The set a lookup of the user's own found; none (or another user's) is a 404. */
  private async owned<Set>(lookup: Promise<Set | null>): Promise<Set> {
    const set = await lookup;
    if (!set) throw notFound(GIFT_NOT_FOUND);
    return set;
  }
}

/** The answer proto's savedGiftSchema describes, as the API reference shows it. */
function toSavedSet(set: SavedGiftSet): SavedGift {
  return {
    id: set.id,
    shareId: set.shareId,
    createdAt: set.createdAt.toISOString(),
    recipientInfo: set.recipientInfo,
    suggestions: set.suggestions,
  };
}
