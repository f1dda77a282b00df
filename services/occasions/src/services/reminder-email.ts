import { tz } from '@date-fns/tz';
import type { MailMessage } from '@presently/platform';
import { giftIdeasPath, occasionName } from '@presently/proto';
import { format } from 'date-fns/format';
import type { Day } from './occurrence';

export interface ReminderEmailInput {
  to: string;
  recipientName: string;
  recipientRelationship: string;
  occasionType: string;
  notes: string | null;
  occurrence: Day;
  daysUntil: number;
  /** Where the web app is: PUBLIC_URL, or this machine's port. */
  baseUrl: string;
  unsubscribeToken: string;
  /** Fixed per reminder, so a re-send after a crash is the same message to every mail system (RFC 5322 §3.6.4). */
  messageId?: string;
}

/** "Sam's birthday", "Sam's Christmas". */
export const occasionTitle = (recipientName: string, type: string) => `${recipientName}'s ${occasionName(type)}`;

export const whenText = (daysUntil: number) => (daysUntil === 0 ? 'today' : daysUntil === 1 ? 'tomorrow' : `in ${daysUntil} days`);

export const unsubscribeUrl = (baseUrl: string, token: string) => `${baseUrl}/api/occasions/unsubscribe?token=${encodeURIComponent(token)}`;

/** The gift wizard, filled in for this occasion's person, on this deployment. */
export const giftIdeasUrl = (baseUrl: string, recipientName: string, relationship: string, type: string) =>
  `${baseUrl}${giftIdeasPath(recipientName, relationship, type)}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The reminder e-mail: text and HTML parts, and the one-click unsubscribe of RFC 8058. */
export function reminderEmail(input: ReminderEmailInput): MailMessage {
  const title = occasionTitle(input.recipientName, input.occasionType);
  const when = whenText(input.daysUntil);
  const date = format(new Date(`${input.occurrence}T00:00:00.000Z`), 'EEEE, MMMM d, yyyy', { in: tz('UTC') });
  const ideas = giftIdeasUrl(input.baseUrl, input.recipientName, input.recipientRelationship, input.occasionType);
  const unsubscribe = unsubscribeUrl(input.baseUrl, input.unsubscribeToken);
  const subject = `Reminder: ${title} is ${when}`;
  const text = [
    'Hello,',
    '',
    `${title} is ${when}, on ${date}.`,
    ...(input.notes ? ['', `Your notes: ${input.notes}`] : []),
    '',
    `Still looking for a gift? Get ideas for ${input.recipientName}:`,
    ideas,
    '',
    '-- ',
    'You receive this because you track occasions on Presently.',
    `Stop these reminders: ${unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#292524;max-width:560px;margin:0 auto;padding:24px">
<p>Hello,</p>
<p style="font-size:18px"><strong>${escapeHtml(title)}</strong> is ${escapeHtml(when)}, on ${escapeHtml(date)}.</p>
${input.notes ? `<p style="color:#57534e">Your notes: ${escapeHtml(input.notes)}</p>` : ''}
<p><a href="${escapeHtml(ideas)}" style="display:inline-block;background:#e11d48;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Find gift ideas for ${escapeHtml(input.recipientName)}</a></p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">
<p style="font-size:12px;color:#78716c">You receive this because you track occasions on Presently.
<a href="${escapeHtml(unsubscribe)}" style="color:#78716c">Stop these reminders</a>.</p>
</body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...(input.messageId && { 'Message-ID': input.messageId }),
    },
  };
}
