import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

  it('counts objects and arrays alike, up to the limit and past it', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(40_000) + '1' + '}'.repeat(40_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ interests: '['.repeat(1_000), quote: '"{{{{"' }), 4)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([{ text: 'a \\" [[[[ \\\\' }]), 2)).toBe(false);
  });

  it('sees depth that closes and opens again as it is, not as a running total', () => {
    expect(nestsDeeperThan('[[[]],[[]],[[]]]', 3)).toBe(false);
  });
});
