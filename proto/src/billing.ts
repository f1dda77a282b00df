import { z } from 'zod';
import { subscriptionPlans, subscriptionStatuses } from './plans';

export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const billingIntervals = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];
export const planPrices = {
  monthly: { amount: 499, currency: 'usd', label: '$4.99', per: 'month' },
  yearly: { amount: 4999, currency: 'usd', label: '$49.99', per: 'year', badge: 'Save 17%' },
} as const;

export const billingConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  publishableKey: z.string(),
  prices: z.object({ monthly: z.string(), yearly: z.string() }),
  display: z.object({
    monthly: z.object({ amount: z.string(), per: z.string() }),
    yearly: z.object({ amount: z.string(), per: z.string(), badge: z.string() }),
  }),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const createSubscriptionSchema = z.strictObject({
  priceId: z.string({ error: 'priceId is required' }).min(1, 'priceId is required').max(100),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionSchema>;
export const checkoutResultSchema = z.object({ clientSecret: z.string() });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const confirmSubscriptionSchema = z.strictObject({
  paymentIntentId: z.string().max(200).optional(),
  forceActivate: z.boolean().optional(),
});
export type ConfirmSubscriptionRequest = z.infer<typeof confirmSubscriptionSchema>;
/** The answer to POST /api/subscription/confirm (spec §3 'Subscription confirmation result'). */
export const subscriptionConfirmationSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  status: z.enum(subscriptionStatuses),
  /** The payment's status at the provider (succeeded, processing, requires_action, …); null when there is none. */
  paymentStatus: z.string().nullable(),
  canForceActivate: z.boolean(),
  errorOccurred: z.boolean(),
});
export type SubscriptionConfirmation = z.infer<typeof subscriptionConfirmationSchema>;

/** The answer to DELETE /api/subscription and POST /api/subscription/reactivate. */
export const subscriptionChangeSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  status: z.enum(subscriptionStatuses),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

export const sandboxPaymentSchema = z.strictObject({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, 'clientSecret is required').max(300),
  cardNumber: z.string({ error: 'Your card number is incomplete.' }).regex(/^[\d ]{12,23}$/, 'Your card number is invalid.'),
  expMonth: z
    .number({ error: 'Your card’s expiration month is invalid.' })
    .int('Your card’s expiration month is invalid.')
    .min(1, 'Your card’s expiration month is invalid.')
    .max(12, 'Your card’s expiration month is invalid.'),
  expYear: z
    .number({ error: 'Your card’s expiration year is invalid.' })
    .int('Your card’s expiration year is invalid.')
    .min(2000, 'Your card’s expiration year is invalid.')
    .max(2100, 'Your card’s expiration year is invalid.'),
  cvc: z.string({ error: 'Your card’s security code is incomplete.' }).regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
});
export type SandboxPaymentRequest = z.infer<typeof sandboxPaymentSchema>;
/** The sandbox's stand-in for the card issuer's authentication page (3-D Secure). */
export const sandboxAuthenticationSchema = z.strictObject({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, 'clientSecret is required').max(300),
  outcome: z.enum(['succeed', 'fail'], { error: "outcome must be 'succeed' or 'fail'" }),
});
export type SandboxAuthenticationRequest = z.infer<typeof sandboxAuthenticationSchema>;
export const sandboxPaymentStatuses = ['succeeded', 'requires_action', 'requires_payment_method', 'processing'] as const;
export const sandboxPaymentResultSchema = z.object({
  status: z.enum(sandboxPaymentStatuses),
  paymentIntentId: z.string(),
  message: z.string(),
});
export type SandboxPaymentResult = z.infer<typeof sandboxPaymentResultSchema>;

export const usageSchema = z.object({
  giftsUsed: z.number().int(),
  giftsRemaining: z.number().int(),
  cardMessagesUsed: z.number().int(),
  cardMessagesRemaining: z.number().int(),
});
export type Usage = z.infer<typeof usageSchema>;
export const usageLimitsSchema = z.object({ monthlyCredits: z.number().int(), monthlyCardCredits: z.number().int() });

/** What gifts answers at GET /internal/gifts/users/:id/usage for the composite GET /api/subscription. */
export const giftUsageSchema = z.object({ usage: usageSchema, limits: usageLimitsSchema, unlimited: z.boolean() });
export type GiftUsage = z.infer<typeof giftUsageSchema>;

/** What billing answers at GET /internal/billing/users/:id/plan (composed into GET /api/user). */
export const planStatusSchema = z.object({
  plan: z.enum(subscriptionPlans),
  status: z.enum(subscriptionStatuses),
  /** When the subscription began, while there is one. */
  subscriptionStart: z.string().nullable(),
  /** When the paid period ends (or, once premium is over, when it ended). */
  subscriptionEnd: z.string().nullable(),
});
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** What billing answers at GET /internal/billing/users/:id/subscription (composed into GET /api/subscription). */
export const billingSubscriptionSchema = planStatusSchema.pick({ plan: true, status: true }).extend({
  currentPeriodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const subscriptionDetailsSchema = z.object({
  plan: z.enum(subscriptionPlans),
  status: z.enum(subscriptionStatuses),
  currentPeriodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Spec §4 reading A: the plan, or the operator's override. */
  premium: z.boolean(),
  usage: usageSchema,
  limits: usageLimitsSchema,
  credits: z.object({
    gift: z.object({ used: z.number().int(), total: z.union([z.number().int(), z.literal('Unlimited')]) }),
    card: z.object({ used: z.number().int(), total: z.union([z.number().int(), z.literal('Unlimited')]) }),
  }),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

export const billingHistoryEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amountPaid: z.number(),
  currency: z.string(),
  status: z.string(),
  pdf: z.string(),
});
export type BillingHistoryEntry = z.infer<typeof billingHistoryEntrySchema>;
