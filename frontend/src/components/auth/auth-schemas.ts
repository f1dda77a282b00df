import { registerSchema } from '@presently/proto';
import { z } from 'zod';

/**
 * The create-account form: the proto request plus the two fields the server never sees (spec §5: confirm password
 * and agree to terms are not sent).
 */
export const registerFormSchema = registerSchema
  .omit({ timeZone: true })
  .extend({
    confirmPassword: z.string(),
    agreeToTerms: z.boolean().refine((agreed) => agreed, 'You must agree to the terms and conditions'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    // Compare as soon as both passwords are present, even while other fields are still invalid.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'confirmPassword'),
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;
