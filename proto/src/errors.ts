import { z } from 'zod';

/** Codes that travel with a `{ message, code }` error answer, so clients and services can tell refusals apart. */
export const errorCodes = {
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  premiumRequired: 'premium_required',
  creditsExhausted: 'credits_exhausted',
  unavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Every refusal's body: a message for people, a code for programs, and each invalid field when validation failed. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes).optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
