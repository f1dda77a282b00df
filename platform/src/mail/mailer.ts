import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * Sends e-mail with nodemailer: by SMTP when SMTP_URL is set, else rendered to RFC 5322 `.eml` files in
 * $DATA_DIR/outbox/ that any mail client opens. A reply goes to support (SUPPORT_EMAIL), not to the sending address.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outboxDir?: string;

  constructor(private readonly config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SUPPORT_EMAIL' | 'DATA_DIR'>) {
    if (config.SMTP_URL) {
      this.transport = nodemailer.createTransport(config.SMTP_URL);
    } else {
      this.outboxDir = join(config.DATA_DIR, 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    }
  }

  get mode(): 'smtp' | 'files' {
    return this.outboxDir ? 'files' : 'smtp';
  }

  /** Sends one message and returns its Message-ID. */
  async send(message: MailMessage): Promise<string> {
    const info = await this.transport.sendMail({ from: this.config.MAIL_FROM, replyTo: this.config.SUPPORT_EMAIL, ...message });
    if (this.outboxDir) {
      await mkdir(this.outboxDir, { recursive: true });
      // Named by Message-ID: a message re-sent after a crash replaces its first copy, as a mail server would
      // de-duplicate it.
      const id = String(info.messageId).replace(/[^A-Za-z0-9.@-]/g, '');
      await writeFile(join(this.outboxDir, `${id}.eml`), info.message as Buffer);
    }
    return String(info.messageId);
  }

  async ping(): Promise<void> {
    if (!this.outboxDir) await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
