import { ArrayElementExtractor } from './incremental-json';

const answer = {
  notes: ['not', { these: 'either' }],
  summary: 'suggestions',
  suggestions: [
    { title: 'Braces { and } and [brackets] in "quotes"', tags: ['a', 'b'], price: 10 },
    { title: 'Back\\slash and \u00e9\u4e2d and emoji \ud83c\udf81', nested: { deeper: [1, [2, { three: 3 }]] } },
    { title: 'Third', tags: [] },
  ],
  insight: 'done',
};
const text = JSON.stringify(answer, null, 2);

describe('ArrayElementExtractor', () => {
  it('hands over each element the moment its closing brace arrives, and nothing else', () => {
    const compact = JSON.stringify(answer);
    const extractor = new ArrayElementExtractor('suggestions');
    const seenAt: number[] = [];
    const elements: unknown[] = [];
    for (let i = 0; i < compact.length; i++) {
      const completed = extractor.push(compact[i]);
      completed.forEach(() => seenAt.push(i));
      elements.push(...completed);
    }
    expect(elements).toEqual(answer.suggestions);
    // Not a character later than the brace that closes each element, so ideas show as early as possible.
    expect(seenAt).toEqual(answer.suggestions.map((element) => compact.indexOf(JSON.stringify(element)) + JSON.stringify(element).length - 1));
    expect(extractor.received).toBe(compact);
  });

  it.each([1, 2, 3, 5, 7, 12, 40, text.length])('gives the same elements whatever the chunk size (%i)', (size) => {
    const extractor = new ArrayElementExtractor('suggestions');
    const elements: unknown[] = [];
    for (let start = 0; start < text.length; start += size) elements.push(...extractor.push(text.slice(start, start + size)));
    expect(elements).toEqual(answer.suggestions);
  });

  it('reads only the array under the key at the top level of the object', () => {
    const extractor = new ArrayElementExtractor('suggestions');
    const nested = JSON.stringify({ meta: { suggestions: [{ wrong: 1 }] }, suggestions: [{ right: 1 }], other: [{ wrong: 2 }] });
    expect(extractor.push(nested)).toEqual([{ right: 1 }]);
  });

  it('skips an element that is balanced but not valid JSON, and goes on with the next', () => {
    const extractor = new ArrayElementExtractor('suggestions');
    expect(extractor.push('{"suggestions": [{"a": tru}, {"b": 2}]}')).toEqual([{ b: 2 }]);
  });
});
