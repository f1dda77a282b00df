import { z } from 'zod';

/**
 * "Download my data" (GET /api/user/export): what each service holds of one user, each answered by the service at
 * GET /internal/<service>/users/:id/export and put together by the gateway. Secrets stay out: no password hash,
 * session, reset-link hash, unsubscribe or calendar-feed token, payment client secret or provider id. The gateway
 * parses every part with these schemas, whose objects drop keys they do not name.
 */

const stored = z.record(z.string(), z.unknown());

export const accountExportSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  birthday: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const giftsExportSchema = z.object({
  savedIdeas: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      /** The set's own share link, which opens for SHARE_TTL_DAYS after the set was saved. */
      shareId: z.string(),
      recipientInfo: stored,
      suggestions: stored,
      feedback: z.array(
        z.object({
          suggestionIndex: z.number().int(),
          feedbackType: z.string(),
          title: z.string(),
          category: z.string(),
          price: z.number().nullable(),
          comment: z.string().nullable(),
          refinementDetails: stored.nullable(),
          updatedAt: z.string(),
        }),
      ),
    }),
  ),
  /** Links made with POST /api/gifts/share (and the saved sets' own), with when they stop opening. */
  shares: z.array(
    z.object({
      shareId: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      selectedIndex: z.number().int(),
      recipientInfo: stored,
      suggestions: stored,
    }),
  ),
  creditUsage: z.array(z.object({ month: z.string(), giftsUsed: z.number().int(), cardMessagesUsed: z.number().int() })),
});
export type GiftsExport = z.infer<typeof giftsExportSchema>;

export const billingExportSchema = z.object({
  subscription: z
    .object({
      plan: z.string(),
      status: z.string(),
      interval: z.string().nullable(),
      amount: z.number().int().nullable(),
      currency: z.string().nullable(),
      currentPeriodStart: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      trialEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      endedAt: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  invoices: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      interval: z.string().nullable(),
      periodStart: z.string(),
      periodEnd: z.string(),
      paidAt: z.string(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
    }),
  ),
  /** Payments taken by the built-in sandbox; with Stripe they are at Stripe, and the invoices above record them. */
  payments: z.array(
    z.object({
      amount: z.number().int(),
      currency: z.string(),
      interval: z.string(),
      purpose: z.string(),
      status: z.string(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      paidAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type BillingExport = z.infer<typeof billingExportSchema>;

export const occasionsExportSchema = z.object({
  reminders: z.object({
    /** False once the user followed a reminder e-mail's unsubscribe link. */
    enabled: z.boolean(),
    /** The address and time zone reminders go by, as this service last heard them. */
    email: z.string().nullable(),
    timeZone: z.string(),
  }),
  /** Whether the user has a calendar feed; its address is a secret and stays out. */
  calendarFeed: z.object({ exists: z.boolean() }),
  occasions: z.array(
    z.object({
      id: z.number().int(),
      recipientName: z.string(),
      recipientRelationship: z.string(),
      occasionType: z.string(),
      /** The calendar day, YYYY-MM-DD. */
      occasionDate: z.string(),
      notes: z.string().nullable(),
      reminderDays: z.array(z.number().int()),
      isRecurring: z.boolean(),
      recipientInfo: stored.nullable(),
      lastReminderSent: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  remindersSent: z.array(
    z.object({
      occasionId: z.number().int(),
      /** The day of the occasion the reminder was for, YYYY-MM-DD. */
      occurrence: z.string(),
      daysBefore: z.number().int(),
      sentAt: z.string(),
    }),
  ),
});
export type OccasionsExport = z.infer<typeof occasionsExportSchema>;

export const dataExportSchema = z.object({
  exportedAt: z.string(),
  account: accountExportSchema,
  gifts: giftsExportSchema,
  billing: billingExportSchema,
  occasions: occasionsExportSchema,
});
export type DataExport = z.infer<typeof dataExportSchema>;
