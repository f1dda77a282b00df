import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One e-mail of the outbox as its reader gets it: headers unfolded, and each part decoded to text. */
export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

/** Header lines (unfolded, RFC 5322 §2.2.3) and the body after the blank line. */
function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const end = entity.indexOf('\r\n\r\n');
  const head = end < 0 ? entity : entity.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end < 0 ? '' : entity.slice(end + 4) };
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const unwrapped = body.replace(/=\r\n/g, '');
      const bytes: number[] = [];
      for (let index = 0; index < unwrapped.length; index++) {
        const hex = unwrapped.slice(index + 1, index + 3);
        if (unwrapped[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16));
          index += 2;
        } else {
          bytes.push(...Buffer.from(unwrapped[index], 'utf8'));
        }
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return body;
  }
}

/** RFC 2047 encoded words in a header (`=?UTF-8?Q?...?=`), as a mail client shows them. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** Reads an `.eml` file as the mailer writes it (text and HTML parts, perhaps inside multipart/alternative). */
export function readMail(eml: string, file = ''): OutboxMail {
  const { headers, body } = splitEntity(eml);
  const parts: Record<string, string> = {};
  const collect = (entityHeaders: Record<string, string>, entityBody: string) => {
    const type = entityHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const piece of entityBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const inner = splitEntity(piece.replace(/^\r\n/, ''));
        collect(inner.headers, inner.body.replace(/\r\n$/, ''));
      }
      return;
    }
    const kind = type.split(';')[0].trim().toLowerCase();
    parts[kind] = decodeBody(entityBody, entityHeaders['content-transfer-encoding']).replace(/\r\n/g, '\n');
  };
  collect(headers, body);
  return {
    file,
    headers,
    subject: decodeHeader(headers.subject ?? ''),
    to: headers.to ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

/** Every e-mail written to `$DATA_DIR/outbox/` so far (none when nothing was sent yet). */
export function outboxMails(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((file) => readMail(readFileSync(join(dir, file), 'utf8'), file));
}

/** The subject of the e-mail that confirms an address (auth's email-verification-email.ts). */
export const VERIFICATION_SUBJECT = 'Confirm your e-mail address for Presently';

/**
 * The newest confirmation link in the outbox for the account of this username (the e-mail names it), if one was
 * mailed: what a test opens to confirm an address as its owner would, before it expects reminders to reach it.
 */
export function verificationLink(dataDir: string, username: string): string | undefined {
  const written = (mail: OutboxMail) => statSync(join(dataDir, 'outbox', mail.file)).mtimeMs;
  const [newest] = outboxMails(dataDir)
    .filter((mail) => mail.subject === VERIFICATION_SUBJECT && mail.text.includes(`account "${username}"`))
    .sort((a, b) => written(b) - written(a));
  return newest && /^https?:\/\/\S+\/verify-email\?token=\S+$/m.exec(newest.text)?.[0];
}

/** The token a confirmation link carries. */
export const verificationToken = (link: string) => new URL(link).searchParams.get('token')!;
