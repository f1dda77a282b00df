import { aGiftResponse, aRecipientInfo } from '@presently/platform/testing/unit';
import type { GiftSetWithFeedback, SavedGiftSet } from '../src/repositories/gift-set.repository';

let nextId = 1;

/** A saved set of three ideas for Maya, with its own share link. */
export function aGiftSet(overrides: Partial<SavedGiftSet> = {}): SavedGiftSet {
  const id = overrides.id ?? nextId++;
  return {
    id,
    userId: 1,
    shareId: `set-link-${id}`,
    recipientInfo: aRecipientInfo(),
    suggestions: aGiftResponse(3),
    createdAt: new Date('2026-11-20T18:00:00.000Z'),
    ...overrides,
  };
}

/** A saved set with the feedback given on its ideas, by index. */
export function aGiftSetWithFeedback(feedback: GiftSetWithFeedback['feedback'] = [], overrides: Partial<SavedGiftSet> = {}): GiftSetWithFeedback {
  return { ...aGiftSet(overrides), feedback };
}

/** What the engine is told of a user's earlier feedback: a title, its category and the verdict. */
export const aFeedbackSummary = (title: string, feedbackType: 'purchased' | 'liked' | 'disliked' | 'not_purchased', category = 'books') => ({ title, category, feedbackType });
