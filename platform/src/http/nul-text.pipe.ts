import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { badRequest } from './errors';

export const NUL_TEXT = 'Text may not contain the NUL character (\\u0000)';

/**
 * PostgreSQL's text and jsonb cannot hold U+0000, so a body, param or query carrying it would fail in the database
 * as a 500. Every route refuses it up front, before its own validation, with a 400 the client can act on.
 */
@Injectable()
export class NulTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'custom' && containsNul(value)) throw badRequest(NUL_TEXT);
    return value;
  }
}

/** Walks without recursion: a body may be nested thousands of levels deep. */
export function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
