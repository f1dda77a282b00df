import { z } from 'zod';
import { subscriptionPlans, subscriptionStatuses } from './user';

export const billingIntervals = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];
export const planPrices = {
  monthly: { amount: 499, currency: 'usd', label: '$4.99', per: 'month' },
  yearly: { amount: 4999, currency: 'usd', label: '$49.99', per: 'year', badge: 'Save 17%' },
} as const;

export const billingConfigSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string(),
  prices: z.object({ monthly: z.string(), yearly: z.string() }),
  display: z.object({
    monthly: z.object({ amount: z.string(), per: z.string() }),
    yearly: z.object({ amount: z.string(), per: z.string(), badge: z.string() }),
  }),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const createSubscriptionSchema = z.strictObject({ priceId: z.string().min(1, 'priceId is required').max(100) });
export const confirmSubscriptionSchema = z.strictObject({
  paymentIntentId: z.string().max(200).optional(),
  forceActivate: z.boolean().optional(),
});
export const sandboxPaymentSchema = z.strictObject({
  clientSecret: z.string().min(1).max(300),
  cardNumber: z.string().regex(/^[\d ]{12,23}$/, 'Your card number is invalid.'),
  expMonth: z.number().int().min(1, 'Your card’s expiration month is invalid.').max(12, 'Your card’s expiration month is invalid.'),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
});

export const usageSchema = z.object({
  giftsUsed: z.number().int(),
  giftsRemaining: z.number().int(),
  cardMessagesUsed: z.number().int(),
  cardMessagesRemaining: z.number().int(),
});
export type Usage = z.infer<typeof usageSchema>;

export const subscriptionDetailsSchema = z.object({
  plan: z.enum(subscriptionPlans),
  status: z.enum(subscriptionStatuses),
  currentPeriodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  usage: usageSchema,
  limits: z.object({ monthlyCredits: z.number().int(), monthlyCardCredits: z.number().int() }),
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
