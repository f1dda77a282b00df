import { createElement as h } from 'react';
import { brandedEmail, EmailText } from './branded-email';

const base = {
  to: 'sam@example.com',
  subject: 'Hello from Presently',
  greeting: 'Hi <Sam>,',
  body: { html: h(EmailText, null, 'Ideas for "Maya" & co.'), text: ['Ideas for "Maya" & co.'] },
};

describe('the branded e-mail layout', () => {
  it('puts the greeting, the body, the button and the footer in both parts, the button as an address in the text', async () => {
    const mail = await brandedEmail({ ...base, action: { label: 'Open Presently', url: 'https://presently.example/?a=1&b=2', textLead: 'Open it here:' } });
    expect(mail.text).toBe(
      ['Hi <Sam>,', '', 'Ideas for "Maya" & co.', '', 'Open it here:\nhttps://presently.example/?a=1&b=2', '', '-- \nPresently, your gift concierge'].join('\n'),
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('<title>Hello from Presently</title>');
    // React escapes what people typed, in text and in addresses alike.
    expect(mail.html).toContain('>Hi &lt;Sam&gt;,</p>');
    expect(mail.html).toContain('Ideas for &quot;Maya&quot; &amp; co.');
    expect(mail.html).toContain('href="https://presently.example/?a=1&amp;b=2"');
    expect(mail.html).toContain('>Open Presently</span>');
    expect(mail.html).not.toContain('<Sam>');
    expect(mail.headers).toBeUndefined();
  });

  it('offers the one-click unsubscribe of RFC 8058 in the headers and the footer when the e-mail has a way out', async () => {
    const mail = await brandedEmail({
      ...base,
      reason: 'You receive this because you track occasions on Presently.',
      unsubscribe: { label: 'Stop these reminders', url: 'https://presently.example/api/occasions/unsubscribe?token=t' },
      headers: { 'Message-ID': '<one@presently.example>' },
    });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://presently.example/api/occasions/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Message-ID': '<one@presently.example>',
    });
    expect(mail.text.endsWith('You receive this because you track occasions on Presently.\nStop these reminders: https://presently.example/api/occasions/unsubscribe?token=t')).toBe(true);
    expect(mail.html).toMatch(/<a href="https:\/\/presently\.example\/api\/occasions\/unsubscribe\?token=t"[^>]*>Stop these reminders<\/a>/);
  });
});
