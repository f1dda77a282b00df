import type { Config, MailMessage } from '@presently/platform';
import { escapeHtml, pageLink } from './password-reset-email';

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
 * The one e-mail an unconfirmed address gets: text and HTML parts that say the same. It says why (reminders), and
 * that a stranger who never signed up need do nothing.
 */
export function emailVerificationEmail(input: EmailVerificationEmailInput): MailMessage {
  const subject = 'Confirm your e-mail address for Presently';
  const text = [
    `Hello ${input.username},`,
    '',
    `Please confirm that this is the e-mail address of your Presently account "${input.username}".`,
    'Presently sends occasion reminders only once you do.',
    `Confirm it here (the link works once, for ${input.validFor}):`,
    input.link,
    '',
    'If you did not sign up for Presently, ignore this e-mail: no other e-mail will come to this address.',
    '',
    '-- ',
    'Presently, your AI gift concierge',
  ].join('\n');
  const name = escapeHtml(input.username);
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#292524;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#e11d48;margin:0 0 24px">Presently</p>
<p>Hello ${name},</p>
<p>Please confirm that this is the e-mail address of your Presently account <strong>${name}</strong>. Presently sends occasion reminders only once you do.</p>
<p><a href="${link}" style="display:inline-block;background:#e11d48;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm my e-mail address</a></p>
<p style="color:#57534e">The link works once, for ${escapeHtml(input.validFor)}. If the button does not open, copy this address into your browser:<br><a href="${link}" style="color:#be123c;word-break:break-all">${link}</a></p>
<p style="color:#57534e">If you did not sign up for Presently, ignore this e-mail: no other e-mail will come to this address.</p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">
<p style="font-size:12px;color:#78716c">Presently, your AI gift concierge</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
