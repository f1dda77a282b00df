import type { RecipientInfoInput } from '@presently/proto';
import { askingAbout } from '../../../test/catalog-engine';

const { suggest } = askingAbout();
const reasonsFor = async (input: Partial<RecipientInfoInput>) => (await suggest(input)).suggestions.map((suggestion) => suggestion.reasoning);

describe('reasons', () => {
  it('tells an idea about the wider world of what they named as a friend would, never as where the named thing "belongs"', async () => {
    const reasons = await reasonsFor({ name: 'Dev', gender: 'male', age: 39, interests: 'McLaren, Lando Norris', budget: 90 });
    expect(reasons.some((reason) => /Formula 1/.test(reason))).toBe(true);
    for (const reason of reasons) expect(reason).not.toMatch(/\bbelongs?\b|\bitself\b|taste for/);
  });

  it('speaks of the one they narrowed to, not of "specifically Jimin"', async () => {
    const reasons = await reasonsFor({ name: 'Hana', relationship: 'child', gender: 'female', age: 15, interests: 'BTS. specifically Jimin', budget: 60 });
    expect(reasons.some((reason) => /\bJimin\b/.test(reason))).toBe(true);
    for (const reason of reasons) expect(reason).not.toMatch(/specifically/i);
  });

  it('leaves words in quotes as they were: the birds of "why do they do that?" are not the grandad', async () => {
    const reasons = await reasonsFor({ name: 'Ron', relationship: 'other: grandad', gender: 'male', age: 84, interests: 'birdwatching, bird books', budget: 40 });
    expect(reasons.join(' ')).toMatch(/"why do they do that\?"/);
  });

  it('names a parent or a child chosen from the list as the visitor would: "your dad", never "your parent"', async () => {
    const reasons = await reasonsFor({ relationship: 'parent', gender: 'male', age: 63, interests: 'liverpool fc season ticket holder, fly fishing', budget: 120 });
    expect(reasons.join(' ')).toMatch(/\byour dad\b/i);
    expect(reasons.join(' ')).not.toMatch(/\byour parent\b/i);
    expect((await reasonsFor({ relationship: 'child', gender: 'female', age: 15, interests: 'netball', budget: 40 })).join(' ')).toMatch(/\byour daughter\b/i);
  });
});
