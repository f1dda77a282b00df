import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mailer } from './mailer';

describe('Mailer without SMTP', () => {
  it('writes each message as an .eml file with text and HTML parts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'presently-mail-'));
    const mailer = new Mailer({ DATA_DIR: dataDir, MAIL_FROM: 'Presently <reminders@presently.app>', SUPPORT_EMAIL: 'help@gifts.example' });
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
    expect(eml).toContain('Reply-To: help@gifts.example');
    expect(eml).toContain("Subject: Sam's birthday is in 3 days");
    expect(eml).toContain('List-Unsubscribe: <https://presently.app/unsubscribe?token=abc>');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain(`Message-ID: ${id}`);
    await expect(mailer.ping()).resolves.toBeUndefined();
  });
});

describe('Mailer with SMTP_URL', () => {
  it('delivers over SMTP to the configured server', async () => {
    const { SMTPServer } = await import('smtp-server');
    const received: { from: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const mailer = new Mailer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'presently-smtp-')), MAIL_FROM: 'Presently <reminders@presently.app>', SUPPORT_EMAIL: 'help@gifts.example', SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect(mailer.mode).toBe('smtp');
    await expect(mailer.ping()).resolves.toBeUndefined();
    await mailer.send({ to: 'sam@example.com', subject: 'Hello Sam', text: 'plain', html: '<p>rich</p>' });
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'reminders@presently.app', to: ['sam@example.com'] });
    expect(received[0].raw).toContain('Subject: Hello Sam');
  });
});
