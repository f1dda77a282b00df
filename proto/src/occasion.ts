import { z } from 'zod';

export const occasionRelationships = ['friend', 'family', 'partner', 'colleague', 'other'] as const;
export const occasionTypes = [
  'birthday', 'anniversary', 'holiday', 'christmas', 'graduation', 'wedding', 'baby_shower', 'housewarming',
  'retirement', 'valentines_day', 'mothers_day', 'fathers_day', 'other',
] as const;
/** The types the add and edit dialogs offer (spec §3). */
export const dialogOccasionTypes = ['birthday', 'anniversary', 'holiday', 'graduation', 'wedding', 'other'] as const;
export const reminderDayChoices = [1, 3, 7, 14, 30] as const;
export const upcomingWindows = [7, 30, 90, 365] as const;
export const FREE_OCCASION_LIMIT = 3;

const reminderDays = z
  .array(z.union(reminderDayChoices.map((day) => z.literal(day)) as never), {
    error: `Reminder days must be chosen from ${reminderDayChoices.join(', ')}`,
  })
  .max(reminderDayChoices.length)
  // Kept sorted descending and without repeats (spec §3).
  .transform((days: number[]) => [...new Set(days)].sort((a, b) => b - a));

export const occasionInputSchema = z.object({
  recipientName: z.string({ error: 'Recipient name is required' }).trim().min(1, 'Recipient name is required').max(80),
  recipientRelationship: z.enum(occasionRelationships).default('friend'),
  occasionType: z.enum(occasionTypes).default('birthday'),
  occasionDate: z.iso.datetime({ offset: true, error: 'Occasion date must be a valid ISO date-time' }).or(
    z.iso.date({ error: 'Occasion date must be a valid ISO date-time' }),
  ),
  notes: z.string().trim().max(1000).nullable().optional().default(null),
  reminderDays: reminderDays.default([7, 3, 1]),
  isRecurring: z.boolean().optional(),
  recipientInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  // The web app sends the user's id; the session decides whose occasion it is.
  userId: z.unknown().optional(),
});
export type OccasionInput = z.infer<typeof occasionInputSchema>;

export const occasionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  recipientName: z.string(),
  recipientRelationship: z.enum(occasionRelationships),
  occasionType: z.enum(occasionTypes),
  occasionDate: z.string(),
  notes: z.string().nullable(),
  reminderDays: z.array(z.number().int()),
  isRecurring: z.boolean(),
  recipientInfo: z.record(z.string(), z.unknown()).nullable(),
  lastReminderSent: z.string().nullable(),
  createdAt: z.string(),
  nextOccurrence: z.string(),
  daysUntil: z.number().int(),
});
export type Occasion = z.infer<typeof occasionSchema>;

export const reminderTestSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  reminders: z.array(z.object({ occasion: occasionSchema, daysUntil: z.number().int(), sent: z.boolean() })),
});
