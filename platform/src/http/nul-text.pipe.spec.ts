import { BROKEN_TEXT, containsNul, NUL_TEXT, NulTextPipe } from './nul-text.pipe';

describe('NulTextPipe', () => {
  const pipe = new NulTextPipe();

  it('refuses a NUL in a body, param or query, at any depth or in a key', () => {
    for (const value of ['a\u0000b', { name: '\u0000' }, { list: [{ deep: ['x', 'y\u0000'] }] }, { ['k\u0000']: 1 }]) {
      for (const type of ['body', 'param', 'query'] as const) {
        expect(() => pipe.transform(value, { type })).toThrow(NUL_TEXT);
      }
    }
  });

  it('passes everything else through untouched, and leaves custom decorators alone', () => {
    const body = { name: 'Maya 😀', age: 34, tags: ['a', null, true], nested: { deeper: {} } };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
    expect(pipe.transform('\u0000', { type: 'custom' })).toBe('\u0000');
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level++) deep = { a: deep };
    expect(containsNul(deep)).toBe(true);
  });

  it('refuses half a surrogate pair, which PostgreSQL cannot store, and keeps whole ones (emoji)', () => {
    for (const value of ['\ud800', 'a\udc00b', { list: ['ok', '\ud83d'] }, { ['k\udfff']: 1 }]) {
      expect(() => pipe.transform(value, { type: 'body' })).toThrow(BROKEN_TEXT);
    }
    const emoji = { name: 'Maya 😀🎁', tags: ['👩‍👩‍👧'] };
    expect(pipe.transform(emoji, { type: 'body' })).toBe(emoji);
  });
});
