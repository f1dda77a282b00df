import { tz } from '@date-fns/tz';
import { brandedEmail, emailColours, EmailHeading, EmailLink, EmailNote, type MailMessage } from '@presently/platform';
import { giftIdeasPath, occasionName, type OccasionIdeas } from '@presently/proto';
import { Text } from '@react-email/text';
import { format } from 'date-fns/format';
import { createElement as h } from 'react';
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

/** One idea as a card: its title and price, why it suits the person, and where to find it. */
function IdeaCard({ idea }: { idea: OccasionIdeas['ideas'][number] }) {
  return h(
    'li',
    { style: { margin: '0 0 12px', padding: '16px', background: emailColours.card, borderRadius: '12px', listStyle: 'none' } },
    h(
      Text,
      { style: { margin: '0', fontSize: '16px', fontWeight: 'bold', color: emailColours.text } },
      `${idea.title} `,
      h('span', { style: { fontWeight: 'normal', color: emailColours.brandDark } }, priceText(idea.price)),
    ),
    h(Text, { style: { margin: '6px 0 0', fontSize: '14px', lineHeight: '1.5', color: emailColours.muted } }, idea.reason),
    idea.findOnline &&
      h(
        Text,
        { style: { margin: '8px 0 0', fontSize: '14px' } },
        h(EmailLink, { href: idea.findOnline.url, style: { fontWeight: 'bold' } }, 'Find online', h('span', { style: { fontWeight: 'normal' } }, ` at ${idea.findOnline.shop}`)),
      ),
  );
}

function ideaText(idea: OccasionIdeas['ideas'][number], index: number): string {
  return [
    `${index + 1}. ${idea.title} (${priceText(idea.price)})`,
    `   ${idea.reason}`,
    ...(idea.findOnline ? [`   Find online at ${idea.findOnline.shop}: ${idea.findOnline.url}`] : []),
  ].join('\n');
}

/**
 * The reminder e-mail in Presently's layout: the occasion and how many days are left, the user's notes, up to three
 * ideas with where to find them, the gift wizard filled in for the person, and the one-click unsubscribe of RFC 8058.
 */
export function reminderEmail(input: ReminderEmailInput): Promise<MailMessage> {
  const title = occasionTitle(input.recipientName, input.occasionType);
  const headline = `${title} is ${whenText(input.daysUntil)}`;
  const date = format(new Date(`${input.occurrence}T00:00:00.000Z`), 'EEEE, MMMM d, yyyy', { in: tz('UTC') });
  const ideas = input.ideas?.ideas ?? [];
  const count = ideas.length === 1 ? 'One gift idea' : ideas.length === 2 ? 'Two gift ideas' : 'Three gift ideas';
  const ideasHeading = input.ideas?.source === 'saved' ? `Ideas you saved for ${input.recipientName}` : `Gift ideas for ${input.recipientName}`;
  const notes = input.notes && `Your notes: ${input.notes}`;
  const wizardLabel = ideas.length > 0 ? `More ideas for ${input.recipientName}` : `Find a gift for ${input.recipientName}`;
  return brandedEmail({
    to: input.to,
    subject: `Reminder: ${headline}`,
    preview:
      ideas.length > 0
        ? `${count} for ${input.recipientName}, and the gift wizard ready for more.`
        : `Find a gift for ${input.recipientName} in a couple of minutes.`,
    greeting: input.username ? `Hi ${input.username},` : 'Hi there,',
    body: {
      html: [
        h(EmailHeading, { key: 'headline', level: 1 }, headline),
        h(Text, { key: 'date', style: { margin: '6px 0 0', fontSize: '16px', color: emailColours.muted } }, date),
        notes && h(EmailNote, { key: 'notes' }, notes),
        ideas.length > 0 && [
          h(EmailHeading, { key: 'ideas-heading' }, ideasHeading),
          h('ul', { key: 'ideas', style: { margin: '0', padding: '0' } }, ...ideas.map((idea, index) => h(IdeaCard, { key: index, idea }))),
        ],
      ],
      text: [`${headline}, on ${date}.`, ...(notes ? [notes] : []), ...(ideas.length > 0 ? [`${ideasHeading}:`, ...ideas.map(ideaText)] : [])],
    },
    action: {
      label: wizardLabel,
      url: giftIdeasUrl(input.baseUrl, input.recipientName, input.recipientRelationship, input.occasionType),
      textLead: `${wizardLabel}, with the gift wizard filled in:`,
    },
    reason: 'You receive this because you track occasions on Presently.',
    unsubscribe: { label: 'Stop these reminders', url: unsubscribeUrl(input.baseUrl, input.unsubscribeToken) },
    ...(input.messageId && { headers: { 'Message-ID': input.messageId } }),
  });
}
