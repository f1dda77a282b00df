import { emailVerificationEmail, verifyLink } from './email-verification-email';

describe('the e-mail verification e-mail', () => {
  it('links to the confirmation page of PUBLIC_URL, keeping its path, or of this machine without it', () => {
    expect(verifyLink({ PUBLIC_URL: 'https://gifts.example/presently/', PORT: 3000 }, 'abc_-1')).toBe('https://gifts.example/presently/verify-email?token=abc_-1');
    expect(verifyLink({ PUBLIC_URL: undefined, PORT: 8080 }, 'abc')).toBe('http://localhost:8080/verify-email?token=abc');
  });

  it('says the same in text and HTML: the greeting, why, the link and its lifetime, and what a stranger should do', async () => {
    const mail = await emailVerificationEmail({ to: 'sam@example.com', username: 'sam<b>', link: 'https://gifts.example/verify-email?token=a&b', validFor: '48 hours' });
    expect(mail).toMatchObject({ to: 'sam@example.com', subject: 'Confirm your e-mail address for Presently' });
    expect(mail.text.split('\n')[0]).toBe('Hello sam<b>,');
    expect(mail.text).toContain('Presently sends occasion reminders only once you do.');
    expect(mail.text).toContain('the link works once, for 48 hours');
    expect(mail.text).toContain('\nhttps://gifts.example/verify-email?token=a&b\n');
    expect(mail.text).toContain('If you did not sign up for Presently, ignore this e-mail');
    expect(mail.html).toMatch(/<p [^>]*>Hello sam&lt;b&gt;,<\/p>/);
    expect(mail.html).toMatch(/<a href="https:\/\/gifts\.example\/verify-email\?token=a&amp;b"[^>]*>(?:(?!<\/a>).)*>Confirm my e-mail address</s);
    expect(mail.html).toContain('href="https://gifts.example/verify-email?token=a&amp;b"');
    expect(mail.html).toContain('The link works once, for 48 hours.');
    expect(mail.html).toContain('If you did not sign up for Presently, ignore this e-mail');
    expect(mail.html).not.toContain('sam<b>');
  });
});
