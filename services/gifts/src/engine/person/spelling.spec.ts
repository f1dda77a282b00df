import english from 'an-array-of-english-words';
import { askingAbout, engine, titles } from '../../../test/catalog-engine';
import { Spelling } from './spelling';

/** Interests typed with a slip of the keyboard read as the interests they are; words that are no slip stay as typed. */
const { read, suggest } = askingAbout();
const spelling = new Spelling(engine.reader.interests);
const keys = (interests: string) => read({ interests }).interests.map((interest) => interest.key);

describe('slips of the keyboard', () => {
  it('mends a letter missed, doubled, added or swapped to the interest it was meant to be', () => {
    expect(spelling.mend('photograpy, hikeing, baking brownies')).toBe('photography, hiking, baking brownies');
    expect(spelling.mend('garddening, knittting, crosswrods')).toBe('gardening, knitting, crosswords');
    expect(spelling.mend('cycling, runnning, swiming, footbal')).toBe('cycling, running, swimming, football');
    expect(keys('guitarr, skiiing')).toEqual(['guitar', 'skiing']);
    // A name is mended only where the word beside it makes the phrase, a wrong letter too.
    expect(keys('Harry Poter and quidditch')).toContain('harry-potter');
    expect(keys('harry pktter')).toContain('harry-potter');
  });

  it('leaves every word that is no slip as it was typed: English words, names of their own, things a letter from an interest', () => {
    for (const typed of [
      'chocolate, though cutting down these days',
      'ballroom dancing (his hip is bad now though)',
      'golf, fly fishing, dick francis novels',
      'nollywood films, her garden, cooking',
      'slimming world, walking',
      'our cat Mochi, looking forward to retiring',
      'Taylor Swift, her dog Biscuit',
      'GMing pathfinder',
    ])
      expect(spelling.mend(typed)).toBe(typed);
  });

  it('mends no English word: those a slip from the lexicon are listed in real-words.json', () => {
    const mended = (english as string[]).filter((word) => spelling.mend(word) !== word);
    // When the lexicon grows a word one letter from an English one, run: npm run build && node scripts/real-words.mjs
    expect(mended.slice(0, 20)).toEqual([]);
  });

  it('gives the ideas of the interest meant, and never echoes the slip', async () => {
    const jess = await suggest({ name: 'Jess', gender: 'female', age: 29, interests: 'photograpy, hikeing, baking brownies, harry poter', budget: 50 });
    expect(titles(jess)).not.toMatch(/hikeing|photograpy|poter\b/i);
    expect(titles(jess)).toMatch(/photograph|hiking|Harry Potter|Ollivanders/i);
  });
});
