import type { GiftResponse } from '@presently/proto';
import { askingAbout, byTitle } from '../../../test/catalog-engine';
import { possessive } from '../person/text';

const { suggest, read } = askingAbout({ relationship: 'other: nephew', age: 8, interests: 'football', budget: 40 });
const titles = (response: GiftResponse) => response.suggestions.map((suggestion) => suggestion.title);
const reasons = (response: GiftResponse) => response.suggestions.map((suggestion) => suggestion.reasoning).join(' | ');
/** The catalog's things for any child, the fillers a child's own loves should come before. */
const forAnyChild = (response: GiftResponse) => response.suggestions.filter((suggestion) => byTitle.get(suggestion.title)?.interests[0] === 'kids');

describe('Ideas for children and teenagers', () => {
  it('fills a child\'s list from what they love before the things any child gets (a family game, a water bottle)', async () => {
    expect(forAnyChild(await suggest({ age: 5, interests: 'Hot Wheels, race tracks, anything with wheels', budget: 30 })).length).toBeLessThanOrEqual(1);
    expect(forAnyChild(await suggest({ age: 7, interests: 'Minecraft, building things, creepers' }))).toHaveLength(0);
    // And never tells a thing for any child as a step from what they love.
    expect(reasons(await suggest({ age: 4, interests: "Gabby's Dollhouse and cats, dressing up", budget: 45 }))).not.toMatch(/(close to|one step on|love of) [^,:|]*Gabby/i);
  });

  it("gives a named show its own idea beside the child's other loves", async () => {
    expect(titles(await suggest({ age: 4, relationship: 'other: goddaughter', interests: "Gabby's Dollhouse and cats, dressing up", budget: 45 })).some((title) => /Gabby's Dollhouse/.test(title))).toBe(true);
  });

  it('gives a young skater skateboarding, not a scooter or a surf lesson', async () => {
    const ideas = titles(await suggest({ age: 10, interests: 'skateboarding, watching skate videos', budget: 70 }));
    expect(ideas.filter((title) => /skate|Tech Deck|Thrasher/i.test(title)).length).toBeGreaterThanOrEqual(5);
    expect(ideas.join(' ')).not.toMatch(/scooter|surf/i);
  });

  it('gives a Warhammer painter paints and brushes, not a board game café or a box insert', async () => {
    const ideas = titles(await suggest({ age: 12, relationship: 'other: grandson', occasion: 'christmas', interests: 'Warhammer, painting Space Marines', budget: 80 }));
    expect(ideas.join(' ')).not.toMatch(/café|organiser insert|knitting/i);
    expect(ideas.filter((title) => /paint/i.test(title)).length).toBeGreaterThanOrEqual(1);
    expect(read({ interests: 'Warhammer, painting Space Marines' }).interests.map((interest) => interest.key)).toEqual(['warhammer-40k']);
  });

  it('keeps game credit from a child whose screen time is kept down, however the parents say it', async () => {
    for (const said of ['parents limit screen time', 'we try to keep screen time low', 'screen time is strictly limited at home']) {
      expect(read({ culturalConsiderations: said }).limits).toContain('screen-time');
      const ideas = titles(await suggest({ age: 10, interests: 'Roblox and Fortnite', culturalConsiderations: said }));
      expect(ideas.join(' ')).not.toMatch(/Robux|gift card|V-Bucks/i);
    }
  });

  it('gives a teenager learning to drive lessons and things for a first car', async () => {
    const ideas = titles(await suggest({ age: 17, relationship: 'other: grandson', interests: 'F1, learning to drive, basketball', budget: 150 }));
    expect(ideas.some((title) => /driving lesson|new driver|first car/i.test(title))).toBe(true);
  });

  it('gives nothing made for adults to a child: no adult colouring book, no business card holder, no board book past four', async () => {
    const unwell = titles(await suggest({ age: 10, occasion: 'other: get well soon', interests: 'Wings of Fire, dragons', culturalConsiderations: 'in hospital after an operation', budget: 25 }));
    expect(unwell.join(' ')).not.toMatch(/adult/i);
    const results = titles(await suggest({ age: 16, relationship: 'other: granddaughter', occasion: 'other: good GCSE results', interests: 'crochet, fashion, Pinterest', budget: 80 }));
    expect(results.join(' ')).not.toMatch(/business card/i);
    for (const interests of ['anything with wheels, trucks', 'dinosaurs, bedtime stories', 'books']) {
      expect(titles(await suggest({ age: 5, interests, budget: 25 })).join(' ')).not.toMatch(/board book/i);
    }
  });

  it('reads a day, a thing of someone else or a note of fervour as no love of its own', () => {
    expect(read({ interests: 'horse riding lessons on Saturdays, ponies' }).interests.map((interest) => interest.label)).not.toContain('Saturdays');
    expect(read({ interests: "Peppa Pig and muddy puddles, loves George's dinosaur" }).interests.map((interest) => interest.label)).not.toContain("George's");
  });

  it('says a fan\'s love as they would: "loves Bluey", never "loves Bluey obsessed"; a band of Kids has its own apostrophe', async () => {
    expect(reasons(await suggest({ age: 3, interests: 'Bluey obsessed', budget: 30 }))).not.toMatch(/obsessed/);
    expect(possessive('Stray Kids')).toBe("Stray Kids'");
    expect(possessive('Harry Styles')).toBe("Harry Styles's");
  });

  it('gives no more of what a child already has every one of, though what goes with it is welcome', async () => {
    const ideas = titles(await suggest({ age: 6, interests: 'cars, LEGO, building things', culturalConsiderations: 'already has every LEGO set going', budget: 40 }));
    // A LEGO set, of any line, is one more of what they have; a storage head or a day at a LEGO centre is not.
    expect(ideas.filter((title) => /^LEGO\b/.test(title) && byTitle.get(title)?.form !== 'experience' && !/Minifigures/.test(title))).toEqual([]);
  });
});

describe('a baby\'s loves', () => {
  it('reads a baby\'s age in months, however it is typed, and not another\'s baby\'s', () => {
    for (const interests of ['9 months old, loves books with flaps', 'a 10-month-old who crinkles everything', 'she is six months old']) {
      expect(read({ interests, age: undefined }).age).toBe(0);
      expect(read({ interests, age: 1 }).age).toBe(0);
    }
    expect(read({ interests: '18 months old, loves diggers', age: 1 }).age).toBe(1);
    expect(read({ interests: 'gardening, her 6-month-old grandson', age: 62 }).age).toBe(62);
  });

  it('gives a baby who loves flap books, crinkly things or board books a baby\'s books and toys, and a full list', async () => {
    for (const [interests, age, months] of [
      ['9 months old, loves books with flaps, anything that crinkles', undefined, 9],
      ['loves books with flaps, anything that crinkles, she is 9 months', 1, 9],
      ['books with flaps, anything that crinkles', 1, 12],
      ['board books and crinkly toys', 1, 12],
    ] as const) {
      const found = titles(await suggest({ interests, age, relationship: 'other: granddaughter', occasion: 'christmas', budget: 30 }));
      expect(found.length).toBe(6);
      expect(found.join(' | ')).toMatch(/lift-the-flap|board book|baby book|crinkle/i);
      for (const title of found) expect(byTitle.get(title)?.ages?.[0] ?? 0).toBeLessThanOrEqual(Math.floor(months / 12));
    }
  });
});
