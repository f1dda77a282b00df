import { passwordResetEmail, resetLink } from './password-reset-email';

describe('the password reset e-mail', () => {
  it('links to the reset page of PUBLIC_URL, keeping its path, or of this machine without it', () => {
    expect(resetLink({ PUBLIC_URL: 'https://gifts.example/presently/', PORT: 3000 }, 'abc_-1')).toBe('https://gifts.example/presently/reset-password?token=abc_-1');
    expect(resetLink({ PUBLIC_URL: 'https://gifts.example', PORT: 3000 }, 'abc')).toBe('https://gifts.example/reset-password?token=abc');
    expect(resetLink({ PUBLIC_URL: undefined, PORT: 8080 }, 'abc')).toBe('http://localhost:8080/reset-password?token=abc');
  });

  it('greets by username in both parts, and escapes it in the HTML', async () => {
    const mail = await passwordResetEmail({ to: 'sam@example.com', username: 'sam<b>', link: 'https://gifts.example/reset-password?token=a&b', validFor: '1 hour' });
    expect(mail).toMatchObject({ to: 'sam@example.com', subject: 'Reset your Presently password' });
    expect(mail.text.split('\n')[0]).toBe('Hello sam<b>,');
    expect(mail.text).toContain('\nhttps://gifts.example/reset-password?token=a&b\n');
    expect(mail.html).toMatch(/<p [^>]*>Hello sam&lt;b&gt;,<\/p>/);
    // The button and the printed address are the one single-use link.
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
      'https://gifts.example/reset-password?token=a&amp;b',
      'https://gifts.example/reset-password?token=a&amp;b',
    ]);
    expect(mail.html).toContain('The link works once, for 1 hour.');
    expect(mail.html).not.toContain('sam<b>');
  });
});
