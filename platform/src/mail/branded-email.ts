import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type CSSProperties, type PropsWithChildren, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailMessage } from './mailer';

/**
 * Presently's colours, as the web app uses them (Tailwind's rose and stone). Each pair of text and background here
 * meets WCAG AA contrast: white on rose-600 is 4.7:1, stone-600 on white 7.6:1.
 */
export const emailColours = {
  brand: '#e11d48',
  brandDark: '#be123c',
  accent: '#fbbf24',
  text: '#292524',
  muted: '#57534e',
  page: '#fafaf9',
  line: '#e7e5e4',
  card: '#fff1f2',
} as const;

const FONT = 'Helvetica,Arial,sans-serif';

/** One part of an e-mail in both forms: the HTML part's elements and the text part's paragraphs, saying the same. */
export interface EmailSection {
  html: ReactNode;
  /** Paragraphs of the text part; the layout puts a blank line between them. */
  text: string[];
}

export interface EmailAction {
  /** The button's words in the HTML part. */
  label: string;
  url: string;
  /** The line above the address in the text part, where there is no button: "Choose a new password here:". */
  textLead: string;
}

export interface BrandedEmailInput {
  to: string;
  subject: string;
  /** The line a mail client shows beside the subject in the inbox. */
  preview?: string;
  greeting: string;
  body: EmailSection;
  /** The one thing the e-mail asks the person to do. */
  action?: EmailAction;
  /** What follows the button: how long the link works, what to do if this e-mail was not for them. */
  afterAction?: EmailSection;
  /** Why the person gets e-mail like this, said in the footer. */
  reason?: string;
  /**
   * A way to stop e-mail like this: a link in the footer, and the one-click unsubscribe of RFC 8058 in the headers,
   * which mail clients show as their own "Unsubscribe" button. The address must take a POST without a session.
   */
  unsubscribe?: { label: string; url: string };
  headers?: Record<string, string>;
}

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5', color: emailColours.text };

/** A paragraph of an e-mail's body; `muted` for what matters less than the rest. */
export const EmailText = ({ children, muted = false }: PropsWithChildren<{ muted?: boolean }>) =>
  h(Text, { style: { ...paragraph, ...(muted && { fontSize: '14px', color: emailColours.muted }) } }, children);

export const EmailHeading = ({ children, level = 2 }: PropsWithChildren<{ level?: 1 | 2 }>) =>
  h(
    Heading,
    {
      as: level === 1 ? 'h1' : 'h2',
      style:
        level === 1
          ? { margin: '0', fontSize: '26px', lineHeight: '1.25', color: emailColours.text }
          : { margin: '28px 0 12px', fontSize: '18px', color: emailColours.text },
    },
    children,
  );

/** Something the person wrote themselves, set apart from what Presently says. */
export const EmailNote = ({ children }: PropsWithChildren) =>
  h(
    Text,
    {
      style: {
        margin: '16px 0 0',
        padding: '12px 16px',
        borderLeft: `4px solid ${emailColours.accent}`,
        background: emailColours.page,
        fontSize: '14px',
        color: emailColours.muted,
      },
    },
    children,
  );

/**
 * A link inside a paragraph, in the brand's darker colour (readable on white and on the cards' rose) and underlined,
 * so it is not told apart by colour alone.
 */
export const EmailLink = ({ href, children, style }: PropsWithChildren<{ href: string; style?: CSSProperties }>) =>
  h(Link, { href, style: { color: emailColours.brandDark, textDecorationLine: 'underline', wordBreak: 'break-all', ...style } }, children);

function Header() {
  return h(
    Section,
    { style: { padding: '20px 28px', borderBottom: `4px solid ${emailColours.brand}` } },
    h(Text, { style: { margin: '0', fontFamily: "Georgia,'Times New Roman',serif", fontSize: '24px', fontWeight: 'bold', color: emailColours.brand } }, 'Presently'),
    h(Text, { style: { margin: '2px 0 0', fontSize: '13px', color: emailColours.muted } }, 'Your gift concierge'),
  );
}

function ActionButton({ action }: { action: EmailAction }) {
  return h(
    Button,
    {
      href: action.url,
      style: {
        margin: '12px 0 20px',
        padding: '12px 24px',
        borderRadius: '999px',
        background: emailColours.brand,
        color: '#ffffff',
        fontSize: '16px',
        fontWeight: 'bold',
        textDecoration: 'none',
      },
    },
    action.label,
  );
}

function Footer({ reason, unsubscribe }: Pick<BrandedEmailInput, 'reason' | 'unsubscribe'>) {
  const footer: CSSProperties = { margin: '0', fontSize: '13px', lineHeight: '1.5', color: emailColours.muted };
  return h(
    Section,
    { style: { padding: '20px 28px', borderTop: `1px solid ${emailColours.line}` } },
    h(
      Text,
      { style: footer },
      reason ?? 'Presently, your gift concierge.',
      unsubscribe && [' ', h(Link, { key: 'unsubscribe', href: unsubscribe.url, style: { color: emailColours.muted, textDecorationLine: 'underline' } }, unsubscribe.label), '.'],
    ),
  );
}

/**
 * The one layout of every Presently e-mail: the brand's header, the greeting, the body, one button, and a footer
 * that says why the e-mail came and, where there is one, how to stop it. React Email writes the tables, inline styles
 * and Outlook fixes that every mail client shows alike, and React escapes every word and address a person typed.
 */
export function BrandedLayout(input: Omit<BrandedEmailInput, 'to' | 'headers'>) {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null, h('title', null, input.subject), h('meta', { name: 'color-scheme', content: 'light' })),
    input.preview && h(Preview, null, input.preview),
    h(
      Body,
      { style: { margin: '0', padding: '24px 12px', background: emailColours.page, fontFamily: FONT, color: emailColours.text } },
      h(
        Container,
        { style: { maxWidth: '560px', background: '#ffffff', border: `1px solid ${emailColours.line}`, borderRadius: '16px' } },
        h(Header),
        h(
          Section,
          { style: { padding: '28px' } },
          h(Text, { style: paragraph }, input.greeting),
          input.body.html,
          input.action && h(ActionButton, { action: input.action }),
          input.afterAction?.html,
        ),
        h(Footer, { reason: input.reason, unsubscribe: input.unsubscribe }),
      ),
    ),
  );
}

/**
 * The text part, for mail clients that show no HTML and for people who prefer it: the same words in the same order,
 * each address printed where the HTML part has a button or a link.
 */
function textPart(input: BrandedEmailInput): string {
  const action = input.action ? [`${input.action.textLead}\n${input.action.url}`] : [];
  const footer = ['-- ', 'Presently, your gift concierge', ...(input.reason ? [input.reason] : []), ...(input.unsubscribe ? [`${input.unsubscribe.label}: ${input.unsubscribe.url}`] : [])];
  return [input.greeting, ...input.body.text, ...action, ...(input.afterAction?.text ?? []), footer.join('\n')].join('\n\n');
}

/** What @react-email/render puts before the markup: the doctype e-mail clients expect. */
const EMAIL_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The layout has nothing to wait for, so it is drawn in one synchronous pass. @react-email/render streams it through
 * React's `renderToPipeableStream`, whose AsyncLocalStorage turns Node's promise hooks on for good once a first
 * e-mail is sent: from then on every promise of every request paid for them, a fifth of a `GET /api/user`
 * (bench/README.md). The static markup is the same but for the streaming renderer's placeholder comments.
 */
const renderEmail = (element: ReactNode) => EMAIL_DOCTYPE + renderToStaticMarkup(element);

/** A Presently e-mail, ready for `Mailer.send`: its HTML part in the branded layout, its text part, its headers. */
export async function brandedEmail(input: BrandedEmailInput): Promise<MailMessage> {
  const headers = {
    ...(input.unsubscribe && { 'List-Unsubscribe': `<${input.unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
    ...input.headers,
  };
  return {
    to: input.to,
    subject: input.subject,
    text: textPart(input),
    html: renderEmail(h(BrandedLayout, input)),
    ...(Object.keys(headers).length > 0 && { headers }),
  };
}
