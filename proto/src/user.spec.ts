import { changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, RESET_LINK_INVALID } from './user';
import { isPremium } from './plans';

describe('user contracts', () => {
  it('words registration errors as the spec does', () => {
    const result = registerSchema.safeParse({ username: 'ab', password: '123', email: '', birthday: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
      'Email is required',
    ]);
  });

  it('takes a birthday as optional: missing, null or an empty field mean none', () => {
    const base = { username: 'john', password: 'secret1', email: 'john@example.com' };
    expect(registerSchema.parse(base).birthday).toBeUndefined();
    expect(registerSchema.parse({ ...base, birthday: null }).birthday).toBeNull();
    expect(registerSchema.parse({ ...base, birthday: '' }).birthday).toBeNull();
    expect(registerSchema.parse({ ...base, birthday: '1990-01-02' }).birthday).toBe('1990-01-02');
    expect(registerSchema.safeParse({ ...base, birthday: '1990-13-45' }).error!.issues.map((issue) => issue.message)).toEqual(['Please enter a valid date (YYYY-MM-DD)']);
  });

  it('checks sign-in for length only, as the spec does', () => {
    const tooShort = loginSchema.safeParse({ username: 'ab', password: '12345' });
    expect(tooShort.error!.issues.map((issue) => issue.message)).toEqual(['Username must be at least 3 characters', 'Password must be at least 6 characters']);
    expect(loginSchema.parse({ username: ' john doe ', password: 'secret1' })).toEqual({ username: 'john doe', password: 'secret1' });
    expect(loginSchema.safeParse({ username: 'who?!'.repeat(10), password: 'secret1' }).success).toBe(true);
    expect(loginSchema.safeParse({ username: 'a'.repeat(255), password: 'secret1' }).success).toBe(false);
    expect(loginSchema.safeParse({ username: 'john', password: 'x'.repeat(129) }).success).toBe(false);
  });

  it('keeps the character rules for registration', () => {
    const result = registerSchema.safeParse({ username: 'john doe', password: 'secret1', email: 'john@example.com', birthday: '1990-01-02' });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Username may only contain letters, numbers, dots, dashes and underscores']);
  });

  it('takes birthdays from 1900 to today only: year 0 is a valid ISO date no database takes', () => {
    const birthday = (day: string) => registerSchema.safeParse({ username: 'john', password: 'secret1', email: 'john@example.com', birthday: day });
    expect(birthday('0000-01-01').error!.issues.map((issue) => issue.message)).toEqual(['Please enter a birthday after 1900']);
    expect(birthday('1899-12-31').success).toBe(false);
    expect(birthday('1900-01-01').success).toBe(true);
    expect(birthday('9999-12-31').error!.issues.map((issue) => issue.message)).toEqual(['Birthday cannot be in the future']);
  });

  it('puts a password mismatch on the confirm field', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: 'old-one', newPassword: 'secret1', confirmPassword: 'secret2' });
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" })]);
  });

  it('asks a reset for a valid address, and a new password by the change-password rules', () => {
    expect(forgotPasswordSchema.parse({ email: ' Maya@Example.com ' })).toEqual({ email: 'Maya@Example.com' });
    expect(forgotPasswordSchema.safeParse({ email: 'maya' }).error!.issues.map((issue) => issue.message)).toEqual(['Please enter a valid email address']);
    const token = 'A'.repeat(43);
    expect(resetPasswordSchema.safeParse({ token, newPassword: 'secret1', confirmPassword: 'secret1' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: 'short', newPassword: 'secret1', confirmPassword: 'secret1' }).error!.issues.map((issue) => issue.message)).toEqual([RESET_LINK_INVALID]);
    expect(resetPasswordSchema.safeParse({ token, newPassword: 'abc', confirmPassword: 'abc' }).error!.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 6 characters',
      'Confirm password is required',
    ]);
    expect(resetPasswordSchema.safeParse({ token, newPassword: 'secret1', confirmPassword: 'secret2' }).error!.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    ]);
  });

  it('decides premium by reading A', () => {
    const base = { subscriptionPlan: 'free' as const, subscriptionStatus: 'free' as const, isPremiumOverride: false, monthlyCredits: 3, monthlyCardCredits: 1 };
    expect(isPremium(base)).toBe(false);
    expect(isPremium({ ...base, subscriptionPlan: 'premium', subscriptionStatus: 'trialing' })).toBe(true);
    expect(isPremium({ ...base, isPremiumOverride: 'true' })).toBe(true);
    expect(isPremium({ ...base, monthlyCredits: 1000 })).toBe(true);
  });
});
