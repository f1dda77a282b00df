import type { GiftResponse, SavedIdeas } from '@presently/proto';

/** Card messages written on the results page, by suggestion index, until the ideas are saved with them. */
export type WrittenCards = ReadonlyMap<number, string>;

export const withCard = (cards: WrittenCards, suggestionIndex: number, message: string): WrittenCards => new Map(cards).set(suggestionIndex, message);

/** The ideas as they are saved (or kept for a guest): each with the card written for it, if any. */
export function withWrittenCards(response: GiftResponse, cards: WrittenCards): SavedIdeas {
  if (cards.size === 0) return response;
  return {
    ...response,
    suggestions: response.suggestions.map((idea, index) => {
      const cardMessage = cards.get(index)?.trim();
      return cardMessage ? { ...idea, cardMessage } : idea;
    }),
  };
}
