import type { Config, MailMessage } from '@presently/platform';
import { accountLinkEmail, pageLink } from './account-link-email';

export interface EmailVerificationEmailInput {
  to: string;
  username: string;
  link: string;
  /** How long the link works, as a person reads it: "48 hours". */
  validFor: string;
}

/** The confirmation page on this deployment, carrying the token; from PUBLIC_URL, never from a request's Host. */
export const verifyLink = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, token: string) => pageLink(config, 'verify-email', token);

/**
 * The one e-mail an unconfirmed address gets. It says why (reminders), and that a stranger who never signed up need
 * do nothing.
 */
export function emailVerificationEmail(input: EmailVerificationEmailInput): Promise<MailMessage> {
  return accountLinkEmail({
    ...input,
    subject: 'Confirm your e-mail address for Presently',
    why: 'Please confirm that this is the e-mail address of your Presently account',
    more: 'Presently sends occasion reminders only once you do.',
    action: { label: 'Confirm my e-mail address', textLead: 'Confirm it here' },
    stranger: 'If you did not sign up for Presently, ignore this e-mail: no other e-mail will come to this address.',
  });
}
