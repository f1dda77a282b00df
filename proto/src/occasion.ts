import { z } from 'zod';
import { giftOccasions, MAX_TYPED_BUDGET, relationships } from './gift-choices';

export const occasionRelationships = ['friend', 'family', 'partner', 'colleague', 'other'] as const;
export const occasionTypes = [
  'birthday', 'anniversary', 'holiday', 'christmas', 'graduation', 'wedding', 'baby_shower', 'housewarming',
  'retirement', 'valentines_day', 'mothers_day', 'fathers_day', 'other',
] as const;
export type OccasionType = (typeof occasionTypes)[number];
export type OccasionRelationship = (typeof occasionRelationships)[number];
/** The types the add and edit dialogs offer (spec §3). */
export const dialogOccasionTypes = ['birthday', 'anniversary', 'holiday', 'graduation', 'wedding', 'other'] as const;
/** Types that come back every year whatever isRecurring says. */
export const yearlyOccasionTypes: readonly OccasionType[] = ['birthday', 'anniversary'];
/**
 * Birthdays, anniversaries and anything marked recurring come back every year. Shared so that the calendar's dots
 * and the server's next occurrence and reminders never disagree about which occasions repeat.
 */
export const recursYearly = (occasion: { occasionType: string; isRecurring: boolean }) =>
  occasion.isRecurring || yearlyOccasionTypes.includes(occasion.occasionType as OccasionType);
export const reminderDayChoices = [1, 3, 7, 14, 30] as const;
export const DEFAULT_REMINDER_DAYS = [7, 3, 1];
export const upcomingWindows = [7, 30, 90, 365] as const;
/** The upcoming window the calendar starts at and the API answers when the call names none (spec §2, §7). */
export const DEFAULT_UPCOMING_WINDOW = 30;
export const FREE_OCCASION_LIMIT = 3;
export const OCCASION_LIMIT_MESSAGE = 'Upgrade to Premium for unlimited occasions';

const DATE_MESSAGE = 'Occasion date must be a valid ISO date-time';
const REMINDER_DAYS_MESSAGE = `Reminder days must be chosen from ${reminderDayChoices.join(', ')}`;
const reminderDays = z
  .array(z.union(reminderDayChoices.map((day) => z.literal(day)) as never, { error: REMINDER_DAYS_MESSAGE }), {
    error: REMINDER_DAYS_MESSAGE,
  })
  .max(reminderDayChoices.length)
  // Kept sorted descending and without repeats (spec §3).
  .transform((days: number[]) => [...new Set(days)].sort((a, b) => b - a));

/**
 * An ISO date-time (the web app sends the picked day at UTC midnight) or a plain ISO date. The occasion is a calendar
 * day, not an instant: its date part as written is the day kept, so no time-zone shift can move it.
 */
const occasionDate = z
  .string({ error: DATE_MESSAGE })
  .pipe(z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()], { error: DATE_MESSAGE }))
  .transform((value) => value.slice(0, 10))
  .refine((day) => day >= '1900-01-01' && day <= '2199-12-31', 'Occasion date must be between 1900 and 2199');

const occasionFields = {
  recipientName: z
    .string({ error: 'Recipient name is required' })
    .trim()
    .min(1, 'Recipient name is required')
    .max(80, 'Recipient name must be at most 80 characters'),
  recipientRelationship: z.enum(occasionRelationships, { error: `Relationship must be one of ${occasionRelationships.join(', ')}` }),
  occasionType: z.enum(occasionTypes, { error: `Occasion type must be one of ${occasionTypes.join(', ')}` }),
  occasionDate,
  // An empty note is no note (spec §3: sent as null when empty).
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(1000, 'Notes must be at most 1000 characters')
    .transform((notes) => notes || null)
    .nullable(),
  reminderDays,
  isRecurring: z.boolean({ error: 'isRecurring must be true or false' }),
  recipientInfo: z.record(z.string(), z.unknown(), { error: 'recipientInfo must be an object' }).nullable(),
  // The web app sends the user's id; the session decides whose occasion it is, so any value is ignored.
  userId: z.unknown().optional(),
};

export const occasionInputSchema = z.strictObject({
  ...occasionFields,
  recipientRelationship: occasionFields.recipientRelationship.default('friend'),
  occasionType: occasionFields.occasionType.default('birthday'),
  notes: occasionFields.notes.optional().default(null),
  reminderDays: reminderDays.default(DEFAULT_REMINDER_DAYS),
  isRecurring: occasionFields.isRecurring.default(false),
  recipientInfo: occasionFields.recipientInfo.optional().default(null),
});
export type OccasionInput = z.infer<typeof occasionInputSchema>;

/** PUT changes the fields it names and keeps the others. */
export const occasionUpdateSchema = z.strictObject({
  recipientName: occasionFields.recipientName.optional(),
  recipientRelationship: occasionFields.recipientRelationship.optional(),
  occasionType: occasionFields.occasionType.optional(),
  occasionDate: occasionFields.occasionDate.optional(),
  notes: occasionFields.notes.optional(),
  reminderDays: occasionFields.reminderDays.optional(),
  isRecurring: occasionFields.isRecurring.optional(),
  recipientInfo: occasionFields.recipientInfo.optional(),
  userId: occasionFields.userId,
});
export type OccasionUpdate = z.infer<typeof occasionUpdateSchema>;

export const occasionIdSchema = z.coerce
  .number({ error: 'Occasion id must be a number' })
  .int('Occasion id must be a whole number')
  .min(1, 'Occasion id must be positive')
  .max(2147483647, 'Occasion id is out of range');

export const upcomingDaysSchema = z.coerce
  .number({ error: `Days must be one of ${upcomingWindows.join(', ')}` })
  .refine((days) => (upcomingWindows as readonly number[]).includes(days), `Days must be one of ${upcomingWindows.join(', ')}`);

/** The secret of a calendar feed or an unsubscribe link, in the query string. */
export const tokenQuerySchema = z.object({ token: z.string({ error: 'A token is required' }).min(1, 'A token is required').max(200) });

export const occasionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  recipientName: z.string(),
  recipientRelationship: z.enum(occasionRelationships),
  occasionType: z.enum(occasionTypes),
  /** The calendar day as an ISO date-time at UTC midnight (spec §3); its date part is the day. */
  occasionDate: z.string(),
  notes: z.string().nullable(),
  reminderDays: z.array(z.number().int()),
  isRecurring: z.boolean(),
  recipientInfo: z.record(z.string(), z.unknown()).nullable(),
  lastReminderSent: z.string().nullable(),
  createdAt: z.string(),
  /** The next day it falls on (YYYY-MM-DD) in the user's time zone; a past one-off occasion keeps its own day. */
  nextOccurrence: z.string(),
  /** Calendar days from today (the user's time zone) to nextOccurrence; negative for a past one-off occasion. */
  daysUntil: z.number().int(),
});
export type Occasion = z.infer<typeof occasionSchema>;

/**
 * Three gift ideas for an occasion's person, for its reminder e-mail: the ideas the user saved for that person when
 * there are some, else the catalog's (GET /internal/gifts/users/:id/occasion-ideas). No credit is spent on them.
 */
export const occasionIdeasQuerySchema = z.object({
  recipient: occasionFields.recipientName,
  relationship: occasionFields.recipientRelationship,
  occasion: occasionFields.occasionType,
  /** What the occasion knows of the person (its notes, the interests in its recipientInfo). */
  interests: z.string().max(2000, 'Interests must be at most 2000 characters').optional().default(''),
  budget: z.coerce.number({ error: 'Budget must be a number' }).min(1, 'Budget must be at least $1').max(MAX_TYPED_BUDGET, `Budget must be at most $${MAX_TYPED_BUDGET}`).optional(),
});
export type OccasionIdeasQuery = z.infer<typeof occasionIdeasQuerySchema>;

export const occasionIdeaSchema = z.object({
  title: z.string(),
  price: z.number().nonnegative(),
  /** Why it suits the person, in a sentence. */
  reason: z.string(),
  /** A search for it at the shop that suits it best ("Find online"); null when the deployment lists no shop. */
  findOnline: z.object({ shop: z.string(), url: z.string() }).nullable(),
});
export type OccasionIdea = z.infer<typeof occasionIdeaSchema>;

export const occasionIdeasSchema = z.object({
  /** saved: from the user's gift history for this person; catalog: the catalog engine's. */
  source: z.enum(['saved', 'catalog']),
  ideas: z.array(occasionIdeaSchema).max(3),
});
export type OccasionIdeas = z.infer<typeof occasionIdeasSchema>;

/**
 * The reminder e-mail of the user's next occasion that has a reminder, as it would be sent today: nothing is mailed.
 * Without such an occasion, a message saying what to do (an answer, not an error: the profile asks for it as a page).
 */
export const reminderPreviewSchema = z.union([
  z.object({ occasion: occasionSchema, to: z.string().nullable(), subject: z.string(), html: z.string(), text: z.string() }),
  z.object({ occasion: z.null(), message: z.string() }),
]);
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

/** The address of the user's calendar feed, for Google or Apple Calendar to subscribe to. */
export const calendarLinkSchema = z.object({ url: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

const occasionNames: Record<OccasionType, string> = {
  birthday: 'birthday',
  anniversary: 'anniversary',
  holiday: 'holiday',
  christmas: 'Christmas',
  graduation: 'graduation',
  wedding: 'wedding',
  baby_shower: 'baby shower',
  housewarming: 'housewarming',
  retirement: 'retirement',
  valentines_day: "Valentine's Day",
  mothers_day: "Mother's Day",
  fathers_day: "Father's Day",
  other: 'occasion',
};

/** The occasion as a sentence names it: "birthday", "Christmas", "baby shower". */
export const occasionName = (type: string) => occasionNames[type as OccasionType] ?? 'occasion';

/**
 * The gift wizard, filled in for this occasion's person (`/?recipient=Sam&relationship=friend&occasion=birthday
 * #gift-concierge`), for the occasion cards and the reminder e-mails. An occasion the wizard has no choice for goes
 * as its "other" with the words; "family" and "other" leave the relationship to the person (parent? child?).
 */
export function giftIdeasPath(recipientName: string, relationship: string, type: string): string {
  const query = new URLSearchParams({ recipient: recipientName });
  if ((relationships as readonly string[]).includes(relationship) && relationship !== 'other') query.set('relationship', relationship);
  if ((giftOccasions as readonly string[]).includes(type) && type !== 'other') query.set('occasion', type);
  else if (type !== 'other') {
    query.set('occasion', 'other');
    query.set('occasionOther', occasionName(type));
  }
  return `/?${query.toString()}#gift-concierge`;
}
