import { recipientInfoSchema, type GiftCategory, type RecipientInfo, type RecipientInfoInput } from '@presently/proto';

/** An idea as the model writes it (no imageUrl; inspirationSource null when none). */
export interface ModelIdea {
  title: string;
  description: string;
  reasoning: string;
  personalizedReasoning: string;
  category: GiftCategory;
  price: number;
  tags: string[];
  inspirationSource: string | null;
}

export function modelIdea(title: string, category: GiftCategory, price: number, tags: string[], extra: Partial<ModelIdea> = {}): ModelIdea {
  return {
    title,
    description: `A ${title.toLowerCase()} chosen with care.`,
    reasoning: `Maya loves hiking and photography, and the ${title} fits that.`,
    personalizedReasoning: 'You know how much she values time outdoors.',
    category,
    price,
    tags,
    inspirationSource: null,
    ...extra,
  };
}

/** Six good ideas for `maya()`: within $100, four categories, nothing to drink, no camera strap. */
export const mayaIdeas = (): ModelIdea[] => [
  modelIdea('Trail Photography Workshop', 'experience', 85, ['photography', 'hiking', 'outdoors'], { inspirationSource: 'photography' }),
  modelIdea('Lightweight Hiking Daypack', 'practical', 70, ['hiking', 'outdoors']),
  modelIdea('Single-Origin Coffee Tasting Set', 'food', 40, ['coffee', 'tasting']),
  modelIdea('National Parks Photo Book', 'books', 35, ['photography', 'parks']),
  modelIdea('Portable Pour-Over Coffee Kit', 'practical', 45, ['coffee', 'camping']),
  modelIdea('Framed Trail Map Print', 'home', 55, ['hiking', 'art']),
];

export function ideasAnswer(suggestions: ModelIdea[] = mayaIdeas()) {
  return {
    suggestions,
    summary: 'Six ideas for Maya built around hiking, photography and coffee.',
    insight: 'Pair an experience with something she can keep.',
    cardMessagePrompt: 'Mention your last hike together.',
  };
}

/** A friend with clear interests, a $100 budget, a past gift and a stated constraint. */
export function maya(overrides: Partial<RecipientInfoInput> = {}): RecipientInfo {
  return recipientInfoSchema.parse({
    name: 'Maya',
    relationship: 'friend',
    occasion: 'birthday',
    age: 34,
    interests: 'hiking, photography, good coffee',
    personality: 'adventurous',
    pastGifts: 'a camera strap',
    culturalConsiderations: "doesn't drink",
    budget: 100,
    ...overrides,
  });
}
