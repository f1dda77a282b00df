import { askingAbout } from '../../../test/catalog-engine';

/** Keepsakes any birthday of that age could get are one per list at most, and never crowd out what the person loves. */
const { suggest } = askingAbout({ occasion: 'birthday', budget: 60 });
const OF_THE_YEARS = /year (they|she|he) (were|was) born|night (they|she|he) (were|was) born|day (they|she|he) (were|was) born|birth[- ]year|from (the|their) birth year/i;

describe('a keepsake of the years', () => {
  it('is one per milestone list at most, after what they love', async () => {
    const people = [
      { age: 30, gender: 'prefer-not-to-say', interests: 'queer fiction, indie bookshops', personality: 'drinks an obscene amount of tea' },
      { age: 40, gender: 'male', interests: 'cycling, craft beer, the Beatles' },
      { age: 50, gender: 'female', interests: 'gardening, crosswords, red wine' },
      { age: 70, gender: 'female', interests: 'reading novels, gardening' },
      { age: 60, gender: 'male', interests: 'fishing, jazz' },
    ] as const;
    for (const person of people) {
      const list = await suggest(person);
      const keepsakes = list.suggestions.filter((suggestion) => OF_THE_YEARS.test(suggestion.title));
      expect(keepsakes.length).toBeLessThanOrEqual(1);
      expect(OF_THE_YEARS.test(list.suggestions[0].title)).toBe(false);
    }
  });
});
