import { brandedEmail, type Config, EmailLink, EmailText, type MailMessage } from '@presently/platform';
import { createElement as h } from 'react';

/**
 * A page of the web app on this deployment, carrying a link's token. Built from PUBLIC_URL (or this machine's port),
 * never from the request's Host header, which whoever asks for the link could set to a site of their own.
 */
export function pageLink(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, page: string, token: string): string {
  const url = new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
  url.pathname = `${url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname}/${page}`;
  url.search = new URLSearchParams({ token }).toString();
  url.hash = '';
  return url.toString();
}

export interface AccountLinkEmailInput {
  to: string;
  subject: string;
  username: string;
  /** Why the e-mail came, up to the account it is about: the username follows, in bold in the HTML part. */
  why: string;
  /** More on why, in the same paragraph. */
  more?: string;
  action: { label: string; textLead: string };
  link: string;
  /** How long the link works, as a person reads it: "1 hour". */
  validFor: string;
  /** What someone who did not ask for the e-mail should do. */
  stranger: string;
}

/**
 * The e-mails that carry one single-use link to an account page (confirm the address, reset the password): the
 * greeting by username, why it came, the button, how long the link works with the address printed for when the
 * button does not open, and what a stranger should do.
 */
export function accountLinkEmail(input: AccountLinkEmailInput): Promise<MailMessage> {
  return brandedEmail({
    to: input.to,
    subject: input.subject,
    greeting: `Hello ${input.username},`,
    body: {
      html: h(EmailText, null, `${input.why} `, h('strong', null, input.username), '.', input.more && ` ${input.more}`),
      text: [[`${input.why} "${input.username}".`, ...(input.more ? [input.more] : [])].join('\n')],
    },
    action: { label: input.action.label, url: input.link, textLead: `${input.action.textLead} (the link works once, for ${input.validFor}):` },
    afterAction: {
      html: [
        h(
          EmailText,
          { key: 'link', muted: true },
          `The link works once, for ${input.validFor}. If the button does not open, copy this address into your browser: `,
          h(EmailLink, { href: input.link }, input.link),
        ),
        h(EmailText, { key: 'stranger', muted: true }, input.stranger),
      ],
      text: [input.stranger],
    },
  });
}
