import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mailer } from './mailer';

describe('Mailer without SMTP', () => {
  it('writes each message as an .eml file with text and HTML parts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'presently-mail-'));
    const mailer = new Mailer({ DATA_DIR: dataDir, MAIL_FROM: 'Presently <reminders@presently.app>' });
    expect(mailer.mode).toBe('files');
    const id = await mailer.send({
      to: 'maya@example.com',
      subject: "Sam's birthday is in 3 days",
      text: 'Find a gift for Sam',
      html: '<p>Find a gift for <b>Sam</b></p>',
      headers: { 'List-Unsubscribe': '<https://presently.app/unsubscribe?token=abc>' },
    });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(dataDir, 'outbox', files[0]), 'utf8');
    expect(eml).toContain('To: maya@example.com');
    expect(eml).toContain('From: Presently <reminders@presently.app>');
    expect(eml).toContain("Subject: Sam's birthday is in 3 days");
    expect(eml).toContain('List-Unsubscribe: <https://presently.app/unsubscribe?token=abc>');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain(`Message-ID: ${id}`);
    await expect(mailer.ping()).resolves.toBeUndefined();
  });
});
