import { giftIdeasUrl, reminderEmail } from './reminder-email';

const input = {
  to: 'maya@example.com',
  recipientName: 'Sam',
  recipientRelationship: 'friend',
  occasionType: 'birthday',
  notes: null,
  occurrence: '2025-06-13',
  daysUntil: 3,
  baseUrl: 'https://presently.example',
  unsubscribeToken: 'tok_123',
};

describe('reminderEmail', () => {
  it('names the recipient, the occasion and the days left, in both parts', () => {
    const mail = reminderEmail(input);
    expect(mail.subject).toBe("Reminder: Sam's birthday is in 3 days");
    expect(mail.text).toContain("Sam's birthday is in 3 days, on Friday, June 13, 2025.");
    expect(mail.html).toContain("<strong>Sam&#39;s birthday</strong> is in 3 days, on Friday, June 13, 2025.");
    expect(reminderEmail({ ...input, daysUntil: 1 }).subject).toBe("Reminder: Sam's birthday is tomorrow");
    // A mail client shows the HTML part as a page of its own: it names its language and encoding.
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charset="utf-8">/);
    expect(reminderEmail({ ...input, daysUntil: 0 }).subject).toBe("Reminder: Sam's birthday is today");
    expect(reminderEmail({ ...input, occasionType: 'valentines_day' }).subject).toBe("Reminder: Sam's Valentine's Day is in 3 days");
  });

  it('links to the gift wizard prefilled for the person, and to a one-click unsubscribe', () => {
    const mail = reminderEmail(input);
    const ideas = 'https://presently.example/?recipient=Sam&relationship=friend&occasion=birthday#gift-concierge';
    expect(mail.text).toContain(ideas);
    expect(mail.html).toContain(`href="${ideas.replaceAll('&', '&amp;')}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://presently.example/api/occasions/unsubscribe?token=tok_123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('Stop these reminders: https://presently.example/api/occasions/unsubscribe?token=tok_123');
    expect(reminderEmail({ ...input, messageId: '<reminder.1.2025-06-13.3@presently.example>' }).headers).toMatchObject({
      'Message-ID': '<reminder.1.2025-06-13.3@presently.example>',
    });
  });

  it('fills the wizard with what it has a choice for, and leaves "family" for the person to say (parent? child?)', () => {
    expect(giftIdeasUrl('http://localhost:3000', 'Ana María', 'family', 'baby_shower')).toBe(
      'http://localhost:3000/?recipient=Ana+Mar%C3%ADa&occasion=other&occasionOther=baby+shower#gift-concierge',
    );
    expect(giftIdeasUrl('https://presently.example', 'Sam', 'colleague', 'graduation')).toBe(
      'https://presently.example/?recipient=Sam&relationship=colleague&occasion=graduation#gift-concierge',
    );
    expect(giftIdeasUrl('https://presently.example', 'Sam', 'other', 'other')).toBe('https://presently.example/?recipient=Sam#gift-concierge');
  });

  it('escapes what the user typed in the HTML part', () => {
    const mail = reminderEmail({ ...input, recipientName: '<script>x</script>', notes: 'Likes "jazz" & <b>tea</b>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;&#39;s birthday');
    expect(mail.html).toContain('Likes &quot;jazz&quot; &amp; &lt;b&gt;tea&lt;/b&gt;');
    expect(mail.text).toContain('Your notes: Likes "jazz" & <b>tea</b>');
  });
});
