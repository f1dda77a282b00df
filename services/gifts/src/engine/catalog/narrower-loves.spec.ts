import { askingAbout, flagsOf, titles } from '../../../test/catalog-engine';

const { suggest } = askingAbout({ relationship: 'other: grandparent', age: 88, gender: 'female', budget: 60 });

/** Books on prestige television's antiheroes, and streaming: TV in general, not the soaps. */
const PRESTIGE_OR_STREAMING = /\b(difficult men|sopranos|tv \(the book\)|netflix|roku|streaming)\b/i;
/** What only a garden or an allotment has room or use for. */
const GARDEN_ONLY = /\b(seed-saving|plant markers|trowel|pruning shears|secateurs|weeder|hori-hori|garden hand tool|seed collection|trug|tubers?|bare-root|pond)\b/i;

describe('ideas reached through a broader love fit the narrower one said, and the home they live in', () => {
  it('gives a soap lover things of the soaps, not prestige-TV books or a streaming card, however the soaps are said', async () => {
    for (const [interests, personality] of [
      ['the soaps', 'lives in a care home, arthritis'],
      ['her soaps, a cup of tea', 'housebound'],
      ['loves watching soap operas', 'in a nursing home'],
      ['daytime soaps', ''],
    ]) {
      const response = await suggest({ interests, personality });
      expect(titles(response)).not.toMatch(PRESTIGE_OR_STREAMING);
    }
  });

  it('gives a gardener in a care home or housebound nothing that needs a garden of their own', async () => {
    for (const [interests, personality] of [
      ['gardening', 'now in a care home'],
      ['loved gardening, birds', 'housebound'],
      ['her roses and her vegetable patch', 'moved into a nursing home'],
      ['grows his own veg', 'in residential care home now'],
    ]) {
      const response = await suggest({ interests, personality });
      expect(titles(response)).not.toMatch(GARDEN_ONLY);
      expect(flagsOf(response)).not.toContain('outdoor-space');
    }
  });

  it('gives a new mum who loves Pilates no gym-training food reached through fitness as a whole', async () => {
    for (const interests of ['pilates', 'reformer pilates', 'loves her pilates classes', 'mat pilates and barre']) {
      const response = await suggest({ relationship: 'friend', occasion: 'other: new baby', age: 32, interests, personality: 'first baby, tiny flat', budget: 150 });
      expect(titles(response)).not.toMatch(/protein|training days/i);
    }
  });
});

/** A novel or a set of novels, as a bookshop lists it: a title "by" its author, or novels named as such. */
const NOVELS = /\b(by [A-Z][a-z]+|novels?|paperbacks)\b/;

describe('a genre said as reading gets books of that genre', () => {
  it('gives a reader of crime, thrillers, historical fiction, romance, sagas or cosy mysteries real novels of it at everyday budgets', async () => {
    for (const [interests, budget] of [
      ['crime novels, historical fiction', 60],
      ['thrillers and historical novels', 60],
      ['reads romance and sagas', 60],
      ['loves a good cosy mystery', 60],
      ['family sagas, gardening', 40],
    ] as const) {
      const response = await suggest({ relationship: 'parent', age: 61, interests, budget });
      const books = response.suggestions.filter((suggestion) => suggestion.category === 'books' && NOVELS.test(suggestion.title));
      expect(books.length).toBeGreaterThan(0);
    }
  });
});

describe('streaming for the very old', () => {
  it('gives someone past eighty who loves the telly no streaming card or stick unless they are said to stream', async () => {
    for (const [interests, personality] of [
      ['loves the telly', 'in a care home'],
      ['watches a lot of TV', ''],
      ['television, quiz shows', 'housebound'],
    ]) {
      expect(titles(await suggest({ interests, personality }))).not.toMatch(/\b(netflix|roku|streaming)\b/i);
    }
    expect(titles(await suggest({ interests: 'loves the telly, streaming services', personality: 'great with her iPad' }))).toMatch(/\b(netflix|roku|streaming)\b/i);
  });
});
