import type { Config, MailMessage } from '@presently/platform';

export interface PasswordResetEmailInput {
  to: string;
  username: string;
  link: string;
  /** How long the link works, as a person reads it: "1 hour". */
  validFor: string;
}

/**
 * The reset page on this deployment, carrying the token. Built from PUBLIC_URL (or this machine's port), never from
 * the request's Host header, which whoever asks for the link could set to a site of their own.
 */
export function resetLink(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, token: string): string {
  return pageLink(config, 'reset-password', token);
}

/** A page of the web app on this deployment, carrying a link's token: built as `resetLink` says. */
export function pageLink(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, page: string, token: string): string {
  const url = new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
  url.pathname = `${url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname}/${page}`;
  url.search = new URLSearchParams({ token }).toString();
  url.hash = '';
  return url.toString();
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The "forgot password" e-mail: text and HTML parts that say the same, greeting the account by its username. */
export function passwordResetEmail(input: PasswordResetEmailInput): MailMessage {
  const subject = 'Reset your Presently password';
  const text = [
    `Hello ${input.username},`,
    '',
    `Someone, hopefully you, asked to reset the password of your Presently account "${input.username}".`,
    `Choose a new password here (the link works once, for ${input.validFor}):`,
    input.link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
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
<p>Someone, hopefully you, asked to reset the password of your Presently account <strong>${name}</strong>.</p>
<p><a href="${link}" style="display:inline-block;background:#e11d48;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p style="color:#57534e">The link works once, for ${escapeHtml(input.validFor)}. If the button does not open, copy this address into your browser:<br><a href="${link}" style="color:#be123c;word-break:break-all">${link}</a></p>
<p style="color:#57534e">If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">
<p style="font-size:12px;color:#78716c">Presently, your AI gift concierge</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
