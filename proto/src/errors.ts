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

export interface ErrorBody {
  message: string;
  code?: ErrorCode;
  errors?: { path: string; message: string }[];
}
