import { Inject, Injectable } from '@nestjs/common';
import { badRequest, CONFIG, type Config, notFound } from '@presently/platform';
import type { FeedbackRequest, GiftResponse, RecipientInfo, ShareRequest } from '@presently/proto';
import { randomBytes } from 'node:crypto';
import { GiftSetRepository, type SavedGiftSet } from '../repositories/gift-set.repository';

export const GIFT_NOT_FOUND = 'Gift suggestion not found';
export const SHARE_NOT_FOUND = 'This shared gift link is no longer valid or has expired.';

/** 144 random bits: a share link cannot be guessed or enumerated. */
const newShareId = () => randomBytes(18).toString('base64url');

/** Saved suggestion sets (owner only), public share links, and feedback on saved ideas. */
@Injectable()
export class GiftSetService {
  constructor(
    private readonly giftSets: GiftSetRepository,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async save(userId: number, recipientInfo: RecipientInfo, suggestions: GiftResponse) {
    if (suggestions.suggestions.length === 0) throw badRequest('Generate gift suggestions first');
    return toSavedSet(await this.giftSets.save(userId, newShareId(), recipientInfo, suggestions));
  }

  async history(userId: number) {
    return (await this.giftSets.history(userId)).map(toSavedSet);
  }

  /** The whole saved set (spec §3) with its feedback by suggestion index; history lists sets without these two. */
  async details(userId: number, id: number) {
    const set = await this.owned(this.giftSets.findOwnedWithFeedback(userId, id));
    return {
      ...toSavedSet(set),
      userId: set.userId,
      feedback: Object.fromEntries(set.feedback.map((entry) => [entry.suggestionIndex, entry.feedbackType])),
    };
  }

  async share(userId: number | undefined, request: ShareRequest, origin: string) {
    if (request.selectedIndex >= request.giftSuggestion.suggestions.length) {
      throw badRequest('selectedIndex must point at one of the suggestions');
    }
    const shareId = newShareId();
    await this.giftSets.share(shareId, userId ?? null, request.recipientInfo, request.giftSuggestion, request.selectedIndex);
    return { shareId, shareUrl: `${this.config.PUBLIC_URL ?? origin}/shared/${shareId}` };
  }

  async shared(shareId: string) {
    const share = await this.giftSets.findShare(shareId);
    if (!share) throw notFound(SHARE_NOT_FOUND);
    return { giftSuggestion: share.suggestions, recipientInfo: share.recipientInfo, selectedIndex: share.selectedIndex };
  }

  async feedback(userId: number, giftSetId: number, suggestionIndex: number) {
    await this.owned(this.giftSets.findOwned(userId, giftSetId));
    const entry = await this.giftSets.feedback(giftSetId, suggestionIndex);
    return { feedbackType: entry?.feedbackType ?? null, comment: entry?.comment ?? null, updatedAt: entry?.updatedAt ?? null };
  }

  async recordFeedback(userId: number, giftSetId: number, request: FeedbackRequest) {
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

function toSavedSet(set: SavedGiftSet) {
  return {
    id: set.id,
    shareId: set.shareId,
    createdAt: set.createdAt.toISOString(),
    recipientInfo: set.recipientInfo,
    suggestions: set.suggestions,
  };
}
