/**
 * What the wizard offers and the limits it keeps, with no schema: the landing page reads these at start-up, and
 * building the schemas (zod) is a large share of a phone's start-up work, so pages load those only when they check.
 */
export const relationships = ['partner', 'parent', 'child', 'friend', 'colleague', 'other'] as const;
export const giftOccasions = ['birthday', 'anniversary', 'christmas', 'graduation', 'wedding', 'just-because', 'other'] as const;
export const genders = ['male', 'female', 'prefer-not-to-say'] as const;
export const giftCategories = ['experience', 'physical', 'creative', 'practical', 'tech', 'fashion', 'home', 'food', 'books'] as const;
export type GiftCategory = (typeof giftCategories)[number];
export const feedbackTypes = ['purchased', 'liked', 'disliked', 'not_purchased'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
export const refineTypes = ['cheaper', 'similar', 'more_options', 'different_type', 'custom'] as const;

/** 'no constraint' in the wizard sends this budget. */
export const NO_BUDGET_LIMIT = 9999;
export const MAX_TYPED_BUDGET = 50000;
