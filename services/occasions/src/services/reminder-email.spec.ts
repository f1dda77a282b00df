import type { OccasionIdeas } from '@presently/proto';
import { giftIdeasUrl, reminderEmail, type ReminderEmailInput } from './reminder-email';

const ideas: OccasionIdeas = {
  source: 'catalog',
  ideas: [
    {
      title: 'The Jazz Standards by Ted Gioia',
      price: 25,
      reason: "It is the present a friend who really knows Maya's jazz would pick.",
      findOnline: { shop: 'Bookshop.org', url: 'https://bookshop.org/search?keywords=The%20Jazz%20Standards%20by%20Ted%20Gioia' },
    },
    { title: 'Drinking chocolate gift set', price: 30.5, reason: 'A treat Maya would not buy on a whim.', findOnline: null },
    { title: 'Blue Note jazz LP', price: 40, reason: 'Anything around jazz shows Maya you were paying attention.', findOnline: { shop: 'Amazon', url: 'https://www.amazon.com/s?k=Blue%20Note%20jazz%20LP' } },
  ],
};

const input: ReminderEmailInput = {
  to: 'sam@example.com',
  username: 'sam_b',
  recipientName: 'Maya',
  recipientRelationship: 'friend',
  occasionType: 'birthday',
  notes: null,
  occurrence: '2025-06-13',
  daysUntil: 7,
  ideas,
  baseUrl: 'https://presently.example',
  unsubscribeToken: 'tok_123',
};

const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" })[name]!);

/**
 * Markup as every mail client but Outlook for Windows reads it: without comments, where Outlook alone finds the
 * button's padding (`<!--[if mso]>`).
 */
const withoutComments = (html: string) => html.replace(/<!--.*?-->/gs, '');

/** Markup without its tags: the text between them. */
const withoutTags = (html: string) => html.split('<').map((piece, index) => (index === 0 ? piece : piece.slice(piece.indexOf('>') + 1))).join('');

/** The HTML part as a person reads it in a mail client: the hidden inbox preview left out, tags gone, one line per block. */
function seen(html: string): string[] {
  const body = withoutComments(html.slice(html.indexOf('<body'))).replace(/<div [^>]*data-skip-in-text="true">.*?<\/div><\/div>/s, '');
  return decode(withoutTags(body.replace(/<\/(p|h1|h2|li|td|a)>/g, '$&\n')))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Every link of the HTML part, as "text -> address". */
const links = (html: string) =>
  [...withoutComments(html).matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map(([, href, text]) => `${decode(withoutTags(text))} -> ${decode(href)}`);

describe('reminderEmail', () => {
  it('reads, in the HTML part, as a branded note: greeting by name, the occasion and days left, three ideas, the wizard, the way out', async () => {
    const mail = await reminderEmail(input);
    expect(mail.subject).toBe("Reminder: Maya's birthday is in 7 days");
    expect(seen(mail.html)).toEqual([
      'Presently',
      'Your gift concierge',
      'Hi sam_b,',
      "Maya's birthday is in 7 days",
      'Friday, June 13, 2025',
      'Gift ideas for Maya',
      'The Jazz Standards by Ted Gioia $25',
      "It is the present a friend who really knows Maya's jazz would pick.",
      'Find online at Bookshop.org',
      'Drinking chocolate gift set $30.50',
      'A treat Maya would not buy on a whim.',
      'Blue Note jazz LP $40',
      'Anything around jazz shows Maya you were paying attention.',
      'Find online at Amazon',
      'More ideas for Maya',
      'You receive this because you track occasions on Presently. Stop these reminders',
      '.',
    ]);
    expect(links(mail.html)).toEqual([
      'Find online at Bookshop.org -> https://bookshop.org/search?keywords=The%20Jazz%20Standards%20by%20Ted%20Gioia',
      'Find online at Amazon -> https://www.amazon.com/s?k=Blue%20Note%20jazz%20LP',
      'More ideas for Maya -> https://presently.example/?recipient=Maya&relationship=friend&occasion=birthday#gift-concierge',
      'Stop these reminders -> https://presently.example/api/occasions/unsubscribe?token=tok_123',
    ]);
    // A mail client shows the HTML part as a page of its own: it names its language and encoding, and the inbox
    // shows the hidden preview line beside the subject.
    expect(mail.html).toMatch(/^<!DOCTYPE html[^>]*><html dir="ltr" lang="en"><head><meta content="text\/html; charset=UTF-8"/);
    expect(mail.html).toMatch(/<div style="display:none[^"]*"[^>]*>Three gift ideas for Maya, and the gift wizard ready for more\.</);
    // Layout tables are not data tables to a screen reader.
    expect(mail.html.match(/<table [^>]*>/g)!.every((table) => table.includes(' role="presentation"'))).toBe(true);
  });

  it('says the same in the text part, for clients that show no HTML', async () => {
    expect((await reminderEmail({ ...input, notes: 'Loves "jazz" & <b>tea</b>' })).text).toBe(
      [
        'Hi sam_b,',
        '',
        "Maya's birthday is in 7 days, on Friday, June 13, 2025.",
        '',
        'Your notes: Loves "jazz" & <b>tea</b>',
        '',
        'Gift ideas for Maya:',
        '',
        '1. The Jazz Standards by Ted Gioia ($25)',
        "   It is the present a friend who really knows Maya's jazz would pick.",
        '   Find online at Bookshop.org: https://bookshop.org/search?keywords=The%20Jazz%20Standards%20by%20Ted%20Gioia',
        '',
        '2. Drinking chocolate gift set ($30.50)',
        '   A treat Maya would not buy on a whim.',
        '',
        '3. Blue Note jazz LP ($40)',
        '   Anything around jazz shows Maya you were paying attention.',
        '   Find online at Amazon: https://www.amazon.com/s?k=Blue%20Note%20jazz%20LP',
        '',
        'More ideas for Maya, with the gift wizard filled in:',
        'https://presently.example/?recipient=Maya&relationship=friend&occasion=birthday#gift-concierge',
        '',
        '-- ',
        'Presently, your gift concierge',
        'You receive this because you track occasions on Presently.',
        'Stop these reminders: https://presently.example/api/occasions/unsubscribe?token=tok_123',
      ].join('\n'),
    );
  });

  it('counts the days as people say them: in 7 days, tomorrow, today', async () => {
    for (const [daysUntil, headline] of [
      [7, "Maya's birthday is in 7 days"],
      [1, "Maya's birthday is tomorrow"],
      [0, "Maya's birthday is today"],
    ] as const) {
      const mail = await reminderEmail({ ...input, daysUntil });
      expect(mail.subject).toBe(`Reminder: ${headline}`);
      expect(seen(mail.html)).toContain(headline);
      expect(mail.text).toContain(`${headline}, on Friday, June 13, 2025.`);
    }
    expect((await reminderEmail({ ...input, occasionType: 'valentines_day' })).subject).toBe("Reminder: Maya's Valentine's Day is in 7 days");
  });

  it('names saved ideas as the user\'s own, and goes out without ideas when the gift service had none to give', async () => {
    expect(seen((await reminderEmail({ ...input, ideas: { ...ideas, source: 'saved' } })).html)).toContain('Ideas you saved for Maya');

    const bare = await reminderEmail({ ...input, ideas: null, username: null });
    expect(seen(bare.html)).toEqual([
      'Presently',
      'Your gift concierge',
      'Hi there,',
      "Maya's birthday is in 7 days",
      'Friday, June 13, 2025',
      'Find a gift for Maya',
      'You receive this because you track occasions on Presently. Stop these reminders',
      '.',
    ]);
    expect(bare.text).toContain('Hi there,');
    expect(bare.text).not.toContain('Gift ideas');
    expect(bare.text).toContain('Find a gift for Maya, with the gift wizard filled in:\nhttps://presently.example/?recipient=Maya');
    expect((await reminderEmail({ ...input, ideas: { source: 'catalog', ideas: [] } })).html).not.toContain('<ul');
  });

  it('keeps the one-click unsubscribe (RFC 8058) and a Message-ID fixed per reminder', async () => {
    expect((await reminderEmail(input)).headers).toEqual({
      'List-Unsubscribe': '<https://presently.example/api/occasions/unsubscribe?token=tok_123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((await reminderEmail({ ...input, messageId: '<reminder.1.2025-06-13.3@presently.example>' })).headers).toMatchObject({
      'Message-ID': '<reminder.1.2025-06-13.3@presently.example>',
    });
  });

  it('fills the wizard with what it has a choice for, and leaves "family" for the person to say (parent? child?)', async () => {
    expect(giftIdeasUrl('http://localhost:3000', 'Ana María', 'family', 'baby_shower')).toBe(
      'http://localhost:3000/?recipient=Ana+Mar%C3%ADa&occasion=other&occasionOther=baby+shower#gift-concierge',
    );
    expect(giftIdeasUrl('https://presently.example', 'Sam', 'colleague', 'graduation')).toBe(
      'https://presently.example/?recipient=Sam&relationship=colleague&occasion=graduation#gift-concierge',
    );
    expect(giftIdeasUrl('https://presently.example', 'Sam', 'other', 'other')).toBe('https://presently.example/?recipient=Sam#gift-concierge');
  });

  it('escapes everything a person typed, and every idea and address, in the HTML part', async () => {
    const mail = await reminderEmail({
      ...input,
      username: '<img src=x onerror=alert(1)>',
      recipientName: '<script>x</script>',
      notes: 'Likes "jazz" & <b>tea</b>',
      ideas: { source: 'saved', ideas: [{ title: '<i>Mug</i>', price: 12, reason: 'a & b', findOnline: { shop: 'Shop"s', url: 'https://shop.example/?q="><script>' } }] },
    });
    expect(withoutComments(mail.html)).not.toMatch(/<(script|img|i|b)[ >]/);
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;&#x27;s birthday');
    expect(mail.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('Likes &quot;jazz&quot; &amp; &lt;b&gt;tea&lt;/b&gt;');
    expect(mail.html).toContain('href="https://shop.example/?q=&quot;&gt;&lt;script&gt;"');
    expect(mail.html).toContain('href="https://presently.example/?recipient=%3Cscript%3Ex%3C%2Fscript%3E&amp;relationship=friend');
    expect(mail.text).toContain('Your notes: Likes "jazz" & <b>tea</b>');
  });
});
