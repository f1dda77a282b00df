import type { Config, MailMessage } from '@presently/platform';
import { accountLinkEmail, pageLink } from './account-link-email';

export interface PasswordResetEmailInput {
  to: string;
  username: string;
  link: string;
  /** How long the link works, as a person reads it: "1 hour". */
  validFor: string;
}

/** The reset page on this deployment, carrying the token: see `pageLink` for why never from the request. */
export const resetLink = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, token: string) => pageLink(config, 'reset-password', token);

/** The "forgot password" e-mail, greeting the account by its username. */
export function passwordResetEmail(input: PasswordResetEmailInput): Promise<MailMessage> {
  return accountLinkEmail({
    ...input,
    subject: 'Reset your Presently password',
    why: 'Someone, hopefully you, asked to reset the password of your Presently account',
    action: { label: 'Choose a new password', textLead: 'Choose a new password here' },
    stranger: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}
