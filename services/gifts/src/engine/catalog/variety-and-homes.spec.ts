import type { GiftResponse } from '@presently/proto';
import { askingAbout, byTitle, text, titles } from '../../../test/catalog-engine';
import { situationalLimits } from '../person/person';
import { WORKDAY_WORDS } from './catalog';
import { kindOf, oneKind, titleHead } from './kinds';

const { suggest, read } = askingAbout();

/** The catalog entries of a list's ideas. */
const entries = (response: GiftResponse) => response.suggestions.map((suggestion) => byTitle.get(suggestion.title)).filter((item) => item !== undefined);
const keysOf = (input: Parameters<typeof read>[0]) => read(input).interests.map((interest) => interest.key);

describe('Six different ideas, each right for where the person is in life', () => {
  describe('one of a kind', () => {
    it('names the thing a title is, whatever its maker and details', () => {
      expect(titleHead('Shakespeare Ugly Stik spinning rod and reel combo, 6 ft')).toBe(titleHead('Zebco 33 spincast rod and reel combo'));
      expect(titleHead('Insulated steel mug with slider lid')).toBe(titleHead('Reusable glass coffee cup, 12 oz'));
      expect(titleHead('Oolong tea sampler: six tins')).toBe('tea sampler');
      // "Class" and "pass" say how a thing comes, as "set" does, though their last letter is an s.
      expect(titleHead('Beginner pottery class')).toBe(titleHead('Pottery class for two'));
      expect(titleHead('Botanical garden annual pass')).toBe(titleHead('Botanical garden annual pass, two adults'));
      expect(titleHead('Pop dance cardio class pack, five sessions')).not.toMatch(/clas/);
      expect(titleHead('Walnut serving board engraved with the family name')).toBe('serving board');
    });

    it('counts a set that holds a thing as that thing, for the same love', () => {
      const trowel = kindOf('Forged copper trowel', 'A hand trowel with an oak handle.', 'home', 'thing');
      const set = kindOf('Three-piece garden hand tool set in a roll', 'A trowel, a fork and a weeder with beech handles.', 'home', 'thing');
      expect(oneKind(trowel, set, true, true)).toBe(true);
      // For different loves, a set and a thing it happens to name are two ideas.
      expect(oneKind(trowel, set, false, false)).toBe(false);
      // Two books on one love are one idea twice; on two loves, two ideas.
      const book = kindOf('A guide to pruning', 'Pruning, month by month.', 'books', 'thing');
      expect(oneKind(book, book, true, true)).toBe(true);
      expect(oneKind(book, book, false, true)).toBe(false);
    });

    it('gives an angler who also camps and hikes one rod, not two', async () => {
      for (const [interests, budget] of [
        ['loves fishing, camping and hiking', 85],
        ['fishing and camping, some hiking', 90],
        ['bass fishing, camping trips, hill walking', 70],
      ] as const) {
        const response = await suggest({ relationship: 'other: brother', interests, age: 45, gender: 'male', budget });
        expect(response.suggestions.filter((suggestion) => /\brod and reel\b|\b(spinning|casting|fly) rod\b/i.test(suggestion.title)).length).toBeLessThanOrEqual(1);
      }
    });

    it('gives a gardener one gardening book among the other kinds of gift', async () => {
      for (const interests of ['the garden, her cat, wordsearches', 'gardening and knitting', 'the garden']) {
        const response = await suggest({ relationship: 'other: nan', age: 81, gender: 'female', interests, budget: 45 });
        const gardenBooks = entries(response).filter((item) => item.category === 'books' && item.interests.some((key) => /garden|houseplant|allotment|vegetable/.test(key)));
        expect(gardenBooks.length).toBeLessThanOrEqual(1);
      }
    });

    it('counts a notebook as a notebook, kept or used up, whatever its size or paper', () => {
      expect(titleHead('Midori MD A5 notebook in cotton paper')).toBe('notebook');
      expect(titleHead('Midori MD Notebook A5 with paper cover')).toBe('notebook');
      const kept = kindOf('Leuchtturm1917 A5 hardcover notebook with numbered pages', 'A dotted notebook.', 'practical', 'thing');
      const usedUp = kindOf('Midori MD A5 notebook in cotton paper', 'A notebook of cotton paper.', 'practical', 'consumable');
      expect(oneKind(kept, usedUp, true, true)).toBe(true);
      // A mug of tea and a tea sampler are still two ideas.
      expect(oneKind(kindOf('Stoneware tea mug', 'A mug.', 'home', 'thing'), kindOf('Oolong tea sampler: six tins', 'Tea.', 'food', 'consumable'), true, false)).toBe(false);
    });

    it('gives one recipe book of a cuisine, and one notebook or journal, however the loves are named', async () => {
      for (const interests of ['sushi, japanese food', 'ramen, japanese cooking', 'pasta, italian food', 'tacos, mexican food', 'cocktails, gin', 'journaling', 'prayer, journaling', 'stationery, journaling']) {
        for (const age of [30, 66]) {
          const response = await suggest({ interests, age, budget: 60 });
          const books = entries(response).filter((item) => item.category === 'books' && !item.interests.includes('journaling'));
          // Two books that share the subject one of them is mainly about are one book given twice.
          const twice = books.filter((book, at) => books.some((other, before) => before < at && (other.interests.includes(book.interests[0]) || book.interests.includes(other.interests[0]))));
          expect(twice.map((book) => book.title)).toEqual([]);
          expect(response.suggestions.filter((suggestion) => /\b(notebook|journal)\b/i.test(titleHead(suggestion.title))).length).toBeLessThanOrEqual(1);
        }
      }
    });

    it('still gives a reader more than one book, as books are what they love', async () => {
      const response = await suggest({ interests: 'crime novels', budget: 80 });
      expect(entries(response).filter((item) => item.category === 'books' && item.interests.includes('crime-fiction')).length).toBeGreaterThanOrEqual(2);
    });

    it('fills six ideas for someone who named one small love', async () => {
      expect((await suggest({ interests: 'tea', budget: 30 })).suggestions).toHaveLength(6);
    });
  });

  describe('homes and moves', () => {
    it('fits no alarm, doorbell or fruit tree in a home someone rents', async () => {
      for (const culturalConsiderations of ['she rents a one-bedroom apartment', 'renting a studio with two friends', 'tenant, the landlord is strict']) {
        expect(read({ culturalConsiderations }).limits).toContain('homeowner');
        const response = await suggest({ occasion: 'other: housewarming', interests: 'gardening, cooking', culturalConsiderations, budget: 150 });
        expect(titles(response)).not.toMatch(/smoke|carbon monoxide|doorbell|house number|apple trees/i);
      }
      // A flat they rent has no garden of its own either.
      expect(read({ culturalConsiderations: 'they rent a flat above a shop' }).limits).toContain('outdoor-space');
      // Someone who bought the house may be given its alarm.
      expect(read({ occasion: 'other: bought their first house' }).limits).not.toContain('homeowner');
    });

    it('reads a retirement flat as a new home, not a retirement', () => {
      expect(read({ occasion: 'other: mum is moving into a retirement flat' }).occasion.kind).toBe('housewarming');
      expect(read({ occasion: 'other: retiring after 30 years at the bank' }).occasion.kind).toBe('retirement');
    });

    it('reads a job in a city abroad as a move there, and speaks of the move, not of a love of the place', async () => {
      for (const culturalConsiderations of ['she just landed a job in Hong Kong', 'he has been posted to Dubai for two years']) {
        const person = read({ occasion: 'other: leaving do', culturalConsiderations, interests: 'cycling, crosswords' });
        expect(person.conditions).toContain('moving-abroad');
        // The place is theirs to get ready for, as the move to it.
        expect(person.interests.map((interest) => interest.headedFor)).toContainEqual(expect.stringMatching(/^the move to (Hong Kong|Dubai)$/));
        const response = await suggest({ relationship: 'colleague', occasion: 'other: leaving do', culturalConsiderations, interests: 'cycling, crosswords', budget: 50 });
        expect(text(response)).not.toMatch(/\b(Hong Kong|Dubai) fan\b|\bloves (Hong Kong|Dubai)\b/);
      }
      // A job in a trade is no move.
      expect(read({ culturalConsiderations: 'new job in accounts', interests: 'cycling' }).conditions).not.toContain('moving-abroad');
    });

    it('thinks of halls for someone going to university, wherever it is said', () => {
      expect(keysOf({ occasion: 'other: heading off to uni', interests: 'netball, baking', age: 18 })).toContain('college-student');
      expect(keysOf({ culturalConsiderations: 'first year at uni, living in halls', interests: 'chess', age: 19 })).toContain('college-student');
    });

    it('reads a first grandchild as the occasion, before the hobbies', async () => {
      for (const occasion of ['other: first grandchild arrived on Monday', 'other: she is now a granny!', 'other: he became a grandpa']) {
        expect(keysOf({ occasion, interests: 'golf, crime novels', age: 64 })[0]).toBe('grandparents');
      }
      const response = await suggest({ occasion: 'other: new grandma', interests: 'sewing, gardening', age: 59, gender: 'female', budget: 40 });
      expect(entries(response).some((item) => item.interests.includes('grandparents'))).toBe(true);
      // A grandmother is not a new one.
      expect(keysOf({ relationship: 'other: grandma', interests: 'sewing' })).not.toContain('grandparents');
    });
  });

  describe('the context a reason carries', () => {
    it('reads coming home after a stroke or a fall as getting well', () => {
      for (const occasion of ['other: home after a mild stroke', 'other: recovering from a nasty fall', 'other: since his heart attack']) {
        expect(read({ occasion }).occasion.kind).toBe('get-well');
      }
    });

    it('says nothing of the commute, the office or practice to someone away from them', async () => {
      const away = [
        { age: 79, interests: 'football, quiz shows, the garden', occasion: 'other: back home after a stroke' },
        { age: 66, interests: 'coffee, sailing', occasion: 'other: retirement' },
        { age: 41, interests: 'coffee, podcasts', culturalConsiderations: 'works from home full time' },
        { age: 47, interests: 'coffee, hiking, jazz', occasion: 'other: renewing our vows', relationship: 'partner' as const },
      ];
      for (const asked of away) {
        expect(situationalLimits(read(asked))).toContain('workday');
        const response = await suggest({ budget: 60, ...asked });
        for (const suggestion of response.suggestions) expect(`${suggestion.reasoning} ${suggestion.description}`).not.toMatch(WORKDAY_WORDS);
      }
      // A commuter in work may still be given the commute's things.
      expect(situationalLimits(read({ age: 30, interests: 'coffee', culturalConsiderations: 'long commute by train' }))).not.toContain('workday');
    });

    it('gives a ballroom or salsa dancer their own dance, not ballet tickets', async () => {
      expect(keysOf({ interests: 'ballroom' })).toEqual(['ballroom-dancing']);
      expect(keysOf({ interests: 'salsa and bachata nights' })).toContain('salsa-dancing');
      for (const interests of ['ballroom dancing, red wine', 'salsa classes, cocktails', 'tap dance, baking']) {
        const response = await suggest({ interests, budget: 70 });
        expect(titles(response)).not.toMatch(/ballet|Nutcracker|Swan Lake/i);
      }
      const ballroom = await suggest({ interests: 'ballroom dancing, red wine', gender: 'male', budget: 70 });
      expect(titles(ballroom)).toMatch(/ballroom/i);
    });
  });
});
