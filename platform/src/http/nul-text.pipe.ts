import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { badRequest } from './errors';

export const NUL_TEXT = 'Text may not contain the NUL character (\\u0000)';
export const BROKEN_TEXT = 'Text must be valid Unicode: half of a surrogate pair (such as \\ud800) was sent alone';

/**
 * PostgreSQL's text and jsonb cannot hold U+0000, nor a lone UTF-16 surrogate (JSON allows `"\\ud800"`), so a body,
 * param or query carrying either would fail in the database as a 500. Every route refuses them up front, before its
 * own validation, with a 400 the client can act on.
 */
@Injectable()
export class NulTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    if (containsNul(value)) throw badRequest(NUL_TEXT);
    if (containsBrokenText(value)) throw badRequest(BROKEN_TEXT);
    return value;
  }
}

/** String.prototype.isWellFormed (Node.js 20; ES2024, newer than the library the code is typed against). */
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

export const containsNul = (value: unknown): boolean => someText(value, (text) => text.includes('\u0000'));
export const containsBrokenText = (value: unknown): boolean => someText(value, (text) => !isWellFormed(text));

/** Whether any string or key of the value matches; walks without recursion: a body may be nested thousands of levels deep. */
function someText(value: unknown, matches: (text: string) => boolean): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (matches(next)) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (matches(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
