import { z } from 'zod';
import { subscriptionPlans, subscriptionStatuses } from './plans';

// Texts as the product specification words them (§5); the web app's forms reuse these schemas.
export const USERNAME_MIN = 'Username must be at least 3 characters';
export const PASSWORD_MIN = 'Password must be at least 6 characters';

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, USERNAME_MIN)
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may only contain letters, numbers, dots, dashes and underscores');
// argon2 hashes any length, but a cap keeps one request from costing seconds of CPU.
const password = z.string({ error: 'Password is required' }).min(6, PASSWORD_MIN).max(128, 'Password must be at most 128 characters');

export const isoDate = z.iso.date({ error: 'Please enter a valid date (YYYY-MM-DD)' });

/**
 * Sign-in checks only what spec §5 asks, so a name the registration rules would refuse still gets the ordinary
 * wrong-login answer; the cap is there only to keep request bodies small. `username` takes a username or the
 * account's e-mail address (usernames never hold an "@").
 */
export const loginSchema = z.strictObject({
  username: z.string({ error: 'Username is required' }).trim().min(3, USERNAME_MIN).max(254, 'Username must be at most 254 characters'),
  password,
});
export type LoginRequest = z.infer<typeof loginSchema>;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

/** A birthday is optional: an empty field (the form sends one) or none at all means the person gave none. */
const birthday = z
  .string({ error: 'Please enter a valid date (YYYY-MM-DD)' })
  .trim()
  .refine((day) => day === '' || isoDate.safeParse(day).success, { message: 'Please enter a valid date (YYYY-MM-DD)', abort: true })
  // Year 0 and the like are valid ISO dates that no database date column takes; nobody alive was born before 1900.
  .refine((day) => day === '' || day >= '1900-01-01', { message: 'Please enter a birthday after 1900', abort: true })
  .refine((day) => day === '' || new Date(day) <= new Date(), 'Birthday cannot be in the future')
  .transform((day) => day || null)
  .nullish();

export const registerSchema = z.strictObject({
  username,
  password,
  email,
  birthday,
  timeZone: z.string().max(64).optional(),
});
export type RegisterRequest = z.infer<typeof registerSchema>;

const currentPassword = z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128);
const confirmPassword = z.string({ error: 'Confirm password is required' }).min(6, 'Confirm password is required').max(128);
const passwordsMatch = (form: { newPassword: string; confirmPassword: string }) => form.newPassword === form.confirmPassword;
const PASSWORD_MISMATCH = { message: "Passwords don't match", path: ['confirmPassword'] };

export const changePasswordSchema = z
  .strictObject({
    currentPassword,
    newPassword: password,
    confirmPassword,
  })
  .refine(passwordsMatch, PASSWORD_MISMATCH);
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** A new e-mail address, confirmed with the password: it is where password reset links go. */
export const changeEmailSchema = z.strictObject({ email, currentPassword });
export type ChangeEmailRequest = z.infer<typeof changeEmailSchema>;

/** Deleting the account asks for the password again, so a browser left signed in cannot be used to do it. */
export const deleteAccountSchema = z.strictObject({ currentPassword });
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** "Forgot password": the address the reset link goes to, if an account has it. */
export const forgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

export const PASSWORD_RESET_SENT = 'If an account uses that e-mail address, we have sent it a link to reset the password. The link works for 1 hour.';
export const RESET_LINK_INVALID = 'This password reset link is not valid. Please ask for a new one.';
export const RESET_LINK_USED = 'This password reset link has already been used. Please ask for a new one.';
export const RESET_LINK_EXPIRED = 'This password reset link has expired. Please ask for a new one.';

/** The reset page: the link's token and a new password, under the same rules as registration and change password. */
export const resetPasswordSchema = z
  .strictObject({
    token: z.string({ error: RESET_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID),
    newPassword: password,
    confirmPassword,
  })
  .refine(passwordsMatch, PASSWORD_MISMATCH);
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const EMAIL_VERIFICATION_SENT = 'We have sent a link to your e-mail address. Open it to confirm the address; it works for 48 hours.';
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
export const EMAIL_VERIFIED = 'Thank you: your e-mail address is confirmed, and reminders will reach it.';
export const VERIFY_LINK_INVALID = 'This confirmation link is not valid. Please ask for a new one from your profile.';
export const VERIFY_LINK_USED = 'This confirmation link has already been used. Please ask for a new one from your profile.';
export const VERIFY_LINK_EXPIRED = 'This confirmation link has expired. Please ask for a new one from your profile.';

/** The /verify-email page: the token of the link mailed to the address. */
export const verifyEmailSchema = z.strictObject({
  token: z.string({ error: VERIFY_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, VERIFY_LINK_INVALID),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailSchema>;

export const timeZoneSchema = z.strictObject({ timeZone: z.string().min(1).max(64) });

export const authUserSchema = z.object({ id: z.number().int(), username: z.string() });
export type AuthUser = z.infer<typeof authUserSchema>;

/** What auth knows of a user; the gateway adds plan and credits from billing and gifts (DESIGN §3). */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  birthday: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.string(),
  isPremiumOverride: z.boolean(),
  /** Whether the address was confirmed by the link mailed to it: no reminder goes to it before. */
  emailVerified: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const currentUserSchema = profileSchema.extend({
  subscriptionPlan: z.enum(subscriptionPlans),
  subscriptionStatus: z.enum(subscriptionStatuses),
  subscriptionStart: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
  monthlyCredits: z.number().int(),
  monthlyCardCredits: z.number().int(),
  lastCreditReset: z.string().nullable(),
  premium: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The operator's premium override for one user (`npm run admin -- grant-premium|revoke-premium <username>`). */
export const premiumOverrideSchema = z.object({ granted: z.boolean() }).strict();
export type PremiumOverrideRequest = z.infer<typeof premiumOverrideSchema>;
