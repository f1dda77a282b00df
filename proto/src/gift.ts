import { z } from 'zod';
import { feedbackTypes, genders, giftCategories, giftOccasions, MAX_TYPED_BUDGET, refineTypes, relationships } from './gift-choices';

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
// A chosen value, or 'other: ' with the visitor's own words (spec §3).
const choiceOrOther = (choices: readonly string[], label: string) =>
  z
    .string({ error: `Please select the ${label}` })
    .trim()
    .min(1, `Please select the ${label}`)
    .max(120)
    .refine(
      (value) => choices.includes(value) || /^other:\s*\S/.test(value),
      `Please choose ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label} from the list, or 'other: ' followed by your own`,
    );
// The wizard joins quick tags into text; API clients may send a list.
const freeText = (label: string, required: boolean) => {
  const joined = z.union([text(1000), z.array(text(100)).max(50).transform((items) => items.join(', '))]);
  return required
    ? joined.refine((value) => value.trim().length > 0, `Please add the recipient's ${label}`)
    : joined.optional().default('');
};

export const recipientInfoSchema = z.object({
  name: text(80).optional().default(''),
  relationship: choiceOrOther(relationships, 'relationship'),
  occasion: choiceOrOther(giftOccasions, 'occasion'),
  age: z.number().int('Age must be a whole number').min(1, 'Age must be between 1 and 100').max(100, 'Age must be between 1 and 100').optional(),
  gender: z.enum(genders).optional(),
  interests: freeText('interests or hobbies', true),
  personality: freeText('personality traits', false),
  pastGifts: text(1000).optional().default(''),
  culturalConsiderations: text(1000).optional().default(''),
  budget: z
    .number({ error: 'Budget must be a number' })
    .min(1, 'Budget must be at least $1')
    .max(MAX_TYPED_BUDGET, `Budget must be at most $${MAX_TYPED_BUDGET}`)
    .optional()
    .default(50),
});
export type RecipientInfo = z.infer<typeof recipientInfoSchema>;
export type RecipientInfoInput = z.input<typeof recipientInfoSchema>;

/**
 * The product's own pictures: the Twemoji the engine picks, served at /pictures/<code>.svg. An idea sent back to be
 * saved, shared or compared keeps its picture only when it is one of these, so no page of Presently (a public share
 * least of all) shows an image from elsewhere.
 */
export const PICTURE_PATH = /^\/pictures\/[0-9a-f]{1,8}(?:-[0-9a-f]{1,8}){0,15}\.svg$/;

export const giftSuggestionSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(600),
  reasoning: z.string().min(1).max(800),
  personalizedReasoning: z.string().min(1).max(800),
  category: z.enum(giftCategories),
  price: z.number().nonnegative(),
  tags: z.array(z.string().min(1).max(40)).max(8),
  inspirationSource: z.string().max(200).optional(),
  imageUrl: z
    .string()
    .max(300)
    .transform((url) => (PICTURE_PATH.test(url) ? url : undefined))
    .optional(),
});
export type GiftSuggestion = z.infer<typeof giftSuggestionSchema>;

/** The most ideas one answer holds, and so the most a saved set or a share may carry. */
export const MAX_IDEAS = 12;

export const giftResponseSchema = z.object({
  suggestions: z.array(giftSuggestionSchema).max(MAX_IDEAS, `At most ${MAX_IDEAS} ideas`),
  summary: z.string().max(1000),
  insight: z.string().max(1000),
  cardMessagePrompt: z.string().max(500).optional(),
});
export type GiftResponse = z.infer<typeof giftResponseSchema>;

export const clarificationSchema = z.object({
  needsClarification: z.boolean(),
  questions: z.array(z.string()).max(3),
  reasoning: z.string(),
});
export type Clarification = z.infer<typeof clarificationSchema>;

export type CardMessageRequest = z.infer<typeof cardMessageRequestSchema>;
export const cardMessageRequestSchema = z.strictObject({
  recipientInfo: recipientInfoSchema,
  giftTitle: text(120).optional().default(''),
});
export const cardMessageResponseSchema = z.object({ cardMessage: z.string() });

export const feedbackSchema = z.strictObject({
  suggestionIndex: z.number().int().min(0).max(50),
  feedbackType: z.enum(feedbackTypes, { error: `Feedback type must be one of ${feedbackTypes.join(', ')}` }),
  category: z.string().max(40).optional(),
  price: z.number().nonnegative().optional(),
  refinementDetails: z
    .object({
      wasRefinement: z.boolean().optional(),
      originalCategory: z.string().max(40).optional(),
      refinementType: z.string().max(40).optional(),
    })
    .optional(),
  comment: text(1000).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackSchema>;

export type ShareRequest = z.infer<typeof shareRequestSchema>;
export const shareRequestSchema = z.strictObject({
  giftSuggestion: giftResponseSchema,
  recipientInfo: recipientInfoSchema,
  selectedIndex: z.number().int().min(0).max(MAX_IDEAS - 1).default(0),
});

/** A saved idea keeps the card message written for it: the owner's words, never shown on a public link. */
export const savedSuggestionSchema = giftSuggestionSchema.extend({ cardMessage: text(2000).optional() });
export const savedIdeasSchema = giftResponseSchema.extend({
  suggestions: z.array(savedSuggestionSchema).max(MAX_IDEAS, `At most ${MAX_IDEAS} ideas`),
});
export type SavedIdeas = z.infer<typeof savedIdeasSchema>;

/** What of a saved set a public link may show: the ideas without the cards written for them. */
export function withoutCardMessages(ideas: SavedIdeas): GiftResponse {
  return { ...ideas, suggestions: ideas.suggestions.map(({ cardMessage: _private, ...idea }) => idea) };
}

export type SaveRequest = z.infer<typeof saveRequestSchema>;
export const saveRequestSchema = z.strictObject({
  recipientInfo: recipientInfoSchema,
  suggestions: savedIdeasSchema,
});

/** A saved set as history, saving and the details answer it; its share link id opens the ideas without the cards. */
export const savedGiftSchema = z.object({
  id: z.number().int().positive(),
  shareId: z.string(),
  createdAt: z.iso.datetime(),
  recipientInfo: recipientInfoSchema,
  suggestions: savedIdeasSchema,
});
export type SavedGift = z.infer<typeof savedGiftSchema>;

/** One saved set in full: its owner and the feedback stored on its ideas, by suggestion index. */
export const giftDetailsSchema = savedGiftSchema.extend({
  userId: z.number().int().positive(),
  feedback: z.record(z.string().regex(/^\d+$/), z.enum(feedbackTypes)),
});
export type GiftDetails = z.infer<typeof giftDetailsSchema>;

/** The feedback stored on one saved idea: nulls while there is none. */
export const storedFeedbackSchema = z.object({
  feedbackType: z.enum(feedbackTypes).nullable(),
  comment: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type StoredFeedback = z.infer<typeof storedFeedbackSchema>;

export const feedbackRecordedSchema = z.object({ success: z.literal(true), message: z.string(), feedbackType: z.enum(feedbackTypes) });
export type FeedbackRecorded = z.infer<typeof feedbackRecordedSchema>;

/** A new share link: its id, the page that opens it, and when it stops opening. */
export const shareResultSchema = z.object({ shareId: z.string(), shareUrl: z.url(), expiresAt: z.iso.datetime() });
export type ShareResult = z.infer<typeof shareResultSchema>;

/** What a share link shows: the ideas (without the cards written for them), for whom, and the one chosen. */
export const sharedGiftSchema = z.object({
  giftSuggestion: giftResponseSchema,
  recipientInfo: recipientInfoSchema,
  selectedIndex: z.number().int().min(0),
});
export type SharedGift = z.infer<typeof sharedGiftSchema>;

export type RefineRequest = z.infer<typeof refineRequestSchema>;
export const refineRequestSchema = z
  .strictObject({
    originalSuggestion: giftResponseSchema,
    refineType: z.enum(refineTypes),
    recipientInfo: recipientInfoSchema,
    customInstructions: text(1000).optional(),
    additionalInfo: z
      .object({
        additionalInterests: text(500).optional(),
        giftPreferences: text(500).optional(),
        recentEvents: text(500).optional(),
      })
      .optional(),
  })
  .refine((body) => body.refineType !== 'custom' || (body.customInstructions ?? '').trim().length > 0, {
    message: 'Please describe how to refine the suggestions',
    path: ['customInstructions'],
  });

export type CompareRequest = z.infer<typeof compareRequestSchema>;
export const compareRequestSchema = z.strictObject({
  gifts: z
    .array(giftSuggestionSchema)
    .min(2, 'Please select at least 2 gifts to compare')
    .max(3, 'You can compare at most 3 gifts'),
  recipientInfo: recipientInfoSchema,
  comparisonCriteria: text(500).optional(),
});

const rating = z.number().min(0).max(10);
export const comparisonSchema = z.object({
  comparisonSummary: z.string(),
  giftComparisons: z.array(
    z.object({
      giftTitle: z.string(),
      pros: z.array(z.string()),
      cons: z.array(z.string()),
      interestMatch: rating,
      personalityMatch: rating,
      valueRating: rating,
      uniquenessRating: rating,
      practicalityRating: rating,
    }),
  ),
  recommendation: z.object({ recommendedGift: z.string(), explanation: z.string() }),
});
export type Comparison = z.infer<typeof comparisonSchema>;
