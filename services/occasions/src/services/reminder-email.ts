import { tz } from '@date-fns/tz';
import type { MailMessage } from '@presently/platform';
import { giftIdeasPath, occasionName, type OccasionIdeas } from '@presently/proto';
import { format } from 'date-fns/format';
import type { Day } from './occurrence';

export interface ReminderEmailInput {
  to: string;
  /** The name the user signed up with; null when this service has not learnt it (the greeting then goes without). */
  username: string | null;
  recipientName: string;
  recipientRelationship: string;
  occasionType: string;
  notes: string | null;
  occurrence: Day;
  daysUntil: number;
  /** Up to three ideas for the person; null when the gift service could not be asked (the reminder goes anyway). */
  ideas: OccasionIdeas | null;
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

/** As the web app shows prices: whole dollars without cents. */
const priceText = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * Presently's colours, as the web app uses them (Tailwind's rose and stone). Each pair of text and background here
 * meets WCAG AA contrast: white on rose-600 is 4.7:1, stone-600 on white 7.6:1.
 */
const colours = { brand: '#e11d48', brandDark: '#be123c', accent: '#fbbf24', text: '#292524', muted: '#57534e', page: '#fafaf9', line: '#e7e5e4', card: '#fff1f2' };
const FONT = 'font-family:Helvetica,Arial,sans-serif';

/** What the e-mail says, worked out once for both parts so they never disagree. */
interface ReminderContent {
  subject: string;
  /** The line a mail client shows beside the subject in the inbox. */
  preview: string;
  greeting: string;
  headline: string;
  date: string;
  ideasHeading: string;
  ideas: OccasionIdeas['ideas'];
  wizardUrl: string;
  wizardLabel: string;
  unsubscribe: string;
}

function contentOf(input: ReminderEmailInput): ReminderContent {
  const title = occasionTitle(input.recipientName, input.occasionType);
  const headline = `${title} is ${whenText(input.daysUntil)}`;
  const ideas = input.ideas?.ideas ?? [];
  const count = ideas.length === 1 ? 'One gift idea' : ideas.length === 2 ? 'Two gift ideas' : 'Three gift ideas';
  return {
    subject: `Reminder: ${headline}`,
    preview:
      ideas.length > 0
        ? `${count} for ${input.recipientName}, and the gift wizard ready for more.`
        : `Find a gift for ${input.recipientName} in a couple of minutes.`,
    greeting: input.username ? `Hi ${input.username},` : 'Hi there,',
    headline,
    date: format(new Date(`${input.occurrence}T00:00:00.000Z`), 'EEEE, MMMM d, yyyy', { in: tz('UTC') }),
    ideasHeading: input.ideas?.source === 'saved' ? `Ideas you saved for ${input.recipientName}` : `Gift ideas for ${input.recipientName}`,
    ideas,
    wizardUrl: giftIdeasUrl(input.baseUrl, input.recipientName, input.recipientRelationship, input.occasionType),
    wizardLabel: ideas.length > 0 ? `More ideas for ${input.recipientName}` : `Find a gift for ${input.recipientName}`,
    unsubscribe: unsubscribeUrl(input.baseUrl, input.unsubscribeToken),
  };
}

function textPart(content: ReminderContent, notes: string | null): string {
  const ideas = content.ideas.flatMap((idea, index) => [
    `${index + 1}. ${idea.title} (${priceText(idea.price)})`,
    `   ${idea.reason}`,
    ...(idea.findOnline ? [`   Find online at ${idea.findOnline.shop}: ${idea.findOnline.url}`] : []),
    '',
  ]);
  return [
    content.greeting,
    '',
    `${content.headline}, on ${content.date}.`,
    ...(notes ? ['', `Your notes: ${notes}`] : []),
    '',
    ...(ideas.length > 0 ? [`${content.ideasHeading}:`, '', ...ideas] : []),
    `${content.wizardLabel}, with the gift wizard filled in:`,
    content.wizardUrl,
    '',
    '-- ',
    'Presently, your gift concierge',
    'You receive this because you track occasions on Presently.',
    `Stop these reminders: ${content.unsubscribe}`,
  ].join('\n');
}

function ideaHtml(idea: OccasionIdeas['ideas'][number]): string {
  const shop = idea.findOnline
    ? `<p style="margin:8px 0 0"><a href="${escapeHtml(idea.findOnline.url)}" style="color:${colours.brandDark};font-weight:bold">Find online<span style="font-weight:normal"> at ${escapeHtml(idea.findOnline.shop)}</span></a></p>`
    : '';
  return `<li style="margin:0 0 12px;padding:16px;background:${colours.card};border-radius:12px;list-style:none">
<p style="margin:0;font-size:16px;font-weight:bold;color:${colours.text}">${escapeHtml(idea.title)} <span style="font-weight:normal;color:${colours.brandDark}">${escapeHtml(priceText(idea.price))}</span></p>
<p style="margin:6px 0 0;font-size:14px;line-height:1.5;color:${colours.muted}">${escapeHtml(idea.reason)}</p>
${shop}</li>`;
}

/**
 * Tables for layout, inline styles and no images: what every mail client shows the same, with the text readable
 * when styles are stripped. The headings and the list carry the structure a screen reader reads out.
 */
function htmlPart(content: ReminderContent, notes: string | null): string {
  const ideas =
    content.ideas.length > 0
      ? `<h2 style="margin:28px 0 12px;font-size:18px;color:${colours.text}">${escapeHtml(content.ideasHeading)}</h2>
<ul style="margin:0;padding:0">
${content.ideas.map(ideaHtml).join('\n')}
</ul>`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${colours.page};${FONT};color:${colours.text}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${colours.line};border-radius:16px">
<tr><td style="padding:20px 28px;border-bottom:4px solid ${colours.brand}">
<p style="margin:0;font-family:Georgia,'Times New Roman',serif;font-size:24px;font-weight:bold;color:${colours.brand}">Presently</p>
<p style="margin:2px 0 0;font-size:13px;color:${colours.muted}">Your gift concierge</p>
</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 12px;font-size:16px">${escapeHtml(content.greeting)}</p>
<h1 style="margin:0;font-size:26px;line-height:1.25;color:${colours.text}">${escapeHtml(content.headline)}</h1>
<p style="margin:6px 0 0;font-size:16px;color:${colours.muted}">${escapeHtml(content.date)}</p>
${notes ? `<p style="margin:16px 0 0;padding:12px 16px;border-left:4px solid ${colours.accent};background:${colours.page};font-size:14px;color:${colours.muted}">Your notes: ${escapeHtml(notes)}</p>` : ''}
${ideas}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0 0"><tr><td style="background:${colours.brand};border-radius:999px">
<a href="${escapeHtml(content.wizardUrl)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none">${escapeHtml(content.wizardLabel)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid ${colours.line};font-size:13px;line-height:1.5;color:${colours.muted}">
You receive this because you track occasions on Presently.
<a href="${escapeHtml(content.unsubscribe)}" style="color:${colours.muted}">Stop these reminders</a>.
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** The reminder e-mail: text and HTML parts saying the same, and the one-click unsubscribe of RFC 8058. */
export function reminderEmail(input: ReminderEmailInput): MailMessage {
  const content = contentOf(input);
  return {
    to: input.to,
    subject: content.subject,
    text: textPart(content, input.notes),
    html: htmlPart(content, input.notes),
    headers: {
      'List-Unsubscribe': `<${content.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...(input.messageId && { 'Message-ID': input.messageId }),
    },
  };
}
