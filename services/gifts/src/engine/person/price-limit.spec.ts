import { statedMaxPrice } from './price-limit';

describe('a price limit in the visitor\'s words', () => {
  it.each([
    ['Focus on handmade gifts, nothing over $40', 40],
    ['under $40', 40],
    ['less than 40 dollars', 40],
    ['below $40', 40],
    ['cheaper than $40', 40],
    ['at most $40', 40],
    ['max $40', 40],
    ['max: $40', 40],
    ['a maximum of $40', 40],
    ['up to $40', 40],
    ['no more than $40', 40],
    ['not more than $40', 40],
    ['nothing above $40', 40],
    ['not over $40', 40],
    ['within $40', 40],
    ['budget of $40', 40],
    ['$40 or less', 40],
    ['$40 and under', 40],
    ['40 bucks max', 40],
    ['$40 tops', 40],
    ["don't go over $40", 40],
    ["don't spend more than $40", 40],
    ["I don't want anything over $40", 40],
    ['without going over $40', 40],
    ['do not exceed $40', 40],
    ['between $20 and $40', 40],
    ['$20-$40', 40],
    ['$20 to $40', 40],
    ['<$40', 40],
    ['under $39.99', 39.99],
    ['$1,000 or less', 1000],
    ['at least $20 but no more than $40', 40],
    ['no alcohol, under $40', 40],
    ['under $60, ideally under $40', 40],
  ])('reads "%s" as a maximum of $%d', (text, limit) => {
    expect(statedMaxPrice(text)).toBe(limit);
  });

  it.each([
    'over $40',
    'more than $40',
    'above $40',
    'at least $40',
    '$40 or more',
    '$40 and up',
    '$40+',
    'no less than $40',
    'not under $40',
    'for someone under 30 years old',
    'up to 3 ideas',
    'more handmade gifts',
  ])('reads no maximum in "%s"', (text) => {
    expect(statedMaxPrice(text)).toBeUndefined();
  });

  // The longest instruction the API takes is 1,000 characters. Runs of spaces or digits once cost 380 ms of CPU each
  // (three space-eating parts in a row backtracked against each other); read in proportion to their length, each
  // takes well under a millisecond, so the bound below only trips on a return of that backtracking.
  it.each([
    ['spaces after a ceiling word', `under${' '.repeat(995)}x`],
    ['spaces after a colon', `under:${' '.repeat(994)}`],
    ['spaces after a number', `1${' '.repeat(998)}x`],
    ['a run of digits', '1'.repeat(1000)],
    ['spaces after "between"', `between${' '.repeat(992)}x`],
    ['a long word', 'a'.repeat(1000)],
    ['negations', `no${' go'.repeat(332)}`],
  ])('reads %s in time proportional to its length', (_, text) => {
    // The fastest of five reads: backtracking takes seconds every time, while a busy machine only delays some reads.
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      expect(statedMaxPrice(text)).toBeUndefined();
      return performance.now() - started;
    });
    expect(Math.min(...times)).toBeLessThan(50);
  });
});

