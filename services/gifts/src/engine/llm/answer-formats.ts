import { cardMessageResponseSchema, clarificationSchema, comparisonSchema, giftResponseSchema, giftSuggestionSchema } from '@presently/proto';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { z } from 'zod';

/**
 * What the model must answer, built from the proto schemas. OpenAI's strict structured outputs need every field
 * present, so the proto's optional fields are nullable here, and the answer is parsed with strict objects: an
 * unknown field is a broken answer, not something to pass on. `zodResponseFormat` works with zod 4 (it calls
 * `z.toJSONSchema`); it is the optional fields it refuses.
 */
export const ideaSchema = z.strictObject({
  ...giftSuggestionSchema.omit({ inspirationSource: true, imageUrl: true }).shape,
  inspirationSource: giftSuggestionSchema.shape.inspirationSource.unwrap().nullable(),
});
export type Idea = z.infer<typeof ideaSchema>;

export const ideasAnswerSchema = z.strictObject({
  suggestions: z.array(ideaSchema),
  summary: giftResponseSchema.shape.summary,
  insight: giftResponseSchema.shape.insight,
  cardMessagePrompt: giftResponseSchema.shape.cardMessagePrompt.unwrap(),
});
export type IdeasAnswer = z.infer<typeof ideasAnswerSchema>;

const comparisonEntry = comparisonSchema.shape.giftComparisons.element;

/** One kind of answer: the schema it is parsed with and the response_format sent for it. */
export interface AnswerFormat<T> {
  schema: z.ZodType<T>;
  responseFormat: ResponseFormatJSONSchema;
}

const format = <T>(schema: z.ZodType<T>, name: string): AnswerFormat<T> => ({ schema, responseFormat: zodResponseFormat(schema, name) });

export const formats = {
  ideas: format(ideasAnswerSchema, 'gift_ideas'),
  clarification: format(z.strictObject(clarificationSchema.shape), 'clarification'),
  comparison: format(
    z.strictObject({
      ...comparisonSchema.shape,
      giftComparisons: z.array(z.strictObject(comparisonEntry.shape)),
      recommendation: z.strictObject(comparisonSchema.shape.recommendation.shape),
    }),
    'gift_comparison',
  ),
  cardMessage: format(z.strictObject(cardMessageResponseSchema.shape), 'card_message'),
};
