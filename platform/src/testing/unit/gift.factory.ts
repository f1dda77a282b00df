import type { GiftResponse, GiftSuggestion, RecipientInfo } from '@presently/proto';

// What the gift forms and the engine exchange, as proto shapes them; the services' own rows have factories beside
// each service (`services/<name>/test/*.factory.ts`).

export function aRecipientInfo(overrides: Partial<RecipientInfo> = {}): RecipientInfo {
  return {
    name: 'Maya',
    relationship: 'friend',
    occasion: 'birthday',
    age: 34,
    interests: 'hiking, photography',
    personality: 'curious',
    pastGifts: '',
    culturalConsiderations: '',
    budget: 60,
    ...overrides,
  };
}

export function aGiftIdea(overrides: Partial<GiftSuggestion> = {}): GiftSuggestion {
  return {
    title: 'Trail photography field guide',
    description: 'A pocket guide to shooting landscapes on the trail.',
    reasoning: 'Maya hikes and takes photographs; this joins the two.',
    personalizedReasoning: 'For the views you always stop to capture.',
    category: 'books',
    price: 24,
    tags: ['hiking', 'photography'],
    ...overrides,
  };
}

/** An answer with `count` ideas, each with its own title and price. */
export function aGiftResponse(count = 3, overrides: Partial<GiftResponse> = {}): GiftResponse {
  return {
    suggestions: Array.from({ length: count }, (_, index) => aGiftIdea({ title: `Idea ${index + 1} for Maya`, price: 20 + index * 10 })),
    summary: 'Ideas for a friend who hikes and takes photographs.',
    insight: 'Outdoor gifts that help her keep the views.',
    ...overrides,
  };
}
