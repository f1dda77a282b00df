import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { askingAbout, catalog, engine, titles } from '../../../test/catalog-engine';
import { IdeaChooser } from './choosing';
import { itemIdeas } from './ideas';

const { suggest, read } = askingAbout();
const chooser = new IdeaChooser(catalog, engine.reader.interests);

/** The titles of every idea the chooser may pick for a person, before it picks a list. */
function offered(input: Partial<RecipientInfoInput>): string[] {
  const person = read(input);
  const request = { person, budget: person.budget, steering: {}, avoidTitles: new Set<string>(), dislikedCategories: new Map<string, number>() };
  return chooser.candidates(request).filter((candidate) => candidate.score > -Infinity).map((candidate) => candidate.idea.title);
}

/** The catalog's journeys to a named place (a rink at Rockefeller Center, a club in Chicago), by title. */
const trips = new Map(itemIdeas(catalog).flatMap((idea) => (idea.tripTo ? [[idea.title, idea.tripTo] as const] : [])));
/** The journeys to a named place a list holds. */
const tripsOn = (response: GiftResponse) => response.suggestions.filter((suggestion) => trips.has(suggestion.title)).map((suggestion) => suggestion.title);

describe('Places in a gift and in the words: a day out tied to one city, and where people live', () => {
  describe('a day out at a named venue or city', () => {
    it('knows the places its words name, and a place no lexicon lists', () => {
      expect(trips.get('Skating session at The Rink at Rockefeller Center')).toContain('new-york');
      expect(trips.get('Nintendo Museum tickets, Kyoto')).toEqual(expect.arrayContaining(['kyoto']));
      // Aintree is in no lexicon, but its words name only British places: still a journey there.
      expect(trips.get('Grand National day ticket at Aintree')).toEqual([]);
      // A Test match "at a major ground" is had in many places, and a balloon ride anywhere.
      expect(trips.has('Day ticket to a Test match')).toBe(false);
      expect(trips.has('Sunrise Hot Air Balloon Ride')).toBe(false);
    });

    it('goes to no one who said nothing of being there or of travelling', async () => {
      for (const input of [
        { relationship: 'other: nephew', age: 16, gender: 'male', interests: 'skating', occasion: 'christmas' },
        { relationship: 'other: nephew', age: 16, gender: 'male', interests: 'ice skating, hockey', occasion: 'christmas' },
        { relationship: 'other: niece', age: 12, gender: 'female', interests: 'figure skating at the rink every saturday', occasion: 'christmas' },
        { age: 45, interests: 'jazz and blues, vinyl' },
        { age: 62, interests: 'opera, classical music', budget: 200 },
        { age: 38, interests: 'stand-up comedy, true crime podcasts', budget: 150 },
        { age: 50, interests: 'country music, line dancing', budget: 150 },
        { age: 30, interests: 'anime, Studio Ghibli', budget: 150 },
      ] as const) {
        expect(tripsOn(await suggest(input))).toEqual([]);
      }
    });

    it('is open to someone who names its city, to live or to visit, or who says they travel', () => {
      const rink = (interests: string) => offered({ relationship: 'other: nephew', age: 16, gender: 'male', interests, occasion: 'christmas' }).includes('Skating session at The Rink at Rockefeller Center');
      for (const interests of ['ice skating, New York', 'ice skating, loves NYC at Christmas', 'skating, visiting New York', 'ice skating and anything New Yorker', 'ice skating, travel']) expect(rink(interests)).toBe(true);
      for (const interests of ['skating', 'ice skating, hockey', 'ice skating, loves Scotland']) expect(rink(interests)).toBe(false);
      // Where they live, said anywhere, puts them there.
      const rinkAt = (culturalConsiderations: string) => offered({ interests: 'ice skating', culturalConsiderations, occasion: 'christmas' }).includes('Skating session at The Rink at Rockefeller Center');
      for (const home of ['lives in Manhattan', 'she lives in New York', 'just moved to New York City', 'a small flat in NYC']) expect(rinkAt(home)).toBe(true);
      for (const home of ['lives in Ohio', 'grew up in New York, lives in Denver now', 'I live in New York, she is in Leeds']) expect(rinkAt(home)).toBe(false);
    });
  });

  describe("Britain's walking country in everyday words", () => {
    it('places them in Britain: no guide to American trails or American-only passes', async () => {
      for (const interests of [
        'walking holidays in the Lakes',
        'walking in the lakes, birdwatching',
        'fell walking and a pint after',
        'munro bagging, whisky',
        'hiking in Snowdonia and the Brecon Beacons',
        'long walks on the South Downs',
        'rambling in the Cotswolds',
      ]) {
        const person = read({ age: 60, interests });
        expect(person.limits.has('us-only')).toBe(true);
        expect(person.farFromBritain).toBe(false);
        const response = await suggest({ age: 60, interests });
        expect(titles(response)).not.toMatch(/FalconGuides|National Park|America the Beautiful|\bFAA\b|New York Times|REI Co-op/);
      }
    });

    it('reads "the Lakes" as the Lake District, and lakes typed small as any lakes, never cottage life', () => {
      const keys = (interests: string) => read({ interests }).interests.map((interest) => interest.key);
      expect(keys('walking holidays in the Lakes')).toContain('lake-district');
      expect(keys('loves the Lakes and the Dales')).toEqual(expect.arrayContaining(['lake-district', 'yorkshire-dales']));
      for (const interests of ['walking holidays in the Lakes', 'walking in the lakes', 'fishing in the lakes near our cabin']) expect(keys(interests)).not.toContain('cottage-life');
      expect(keys('fishing in the lakes near our cabin')).not.toContain('lake-district');
      // An American's lake is still theirs.
      expect(keys('weekends at the lake house')).toContain('cottage-life');
    });
  });

  describe('Patagonia, the clothing and the country', () => {
    const keys = (interests: string) => read({ interests }).interests.map((interest) => interest.key);

    it('is the outdoor clothing brand when said with its clothes or with the outdoors', async () => {
      for (const interests of ['patagonia fleece, climbing', 'loves patagonia, camping', 'lives in her Patagonia jacket, hiking', 'Patagonia gear and trail running']) {
        expect(keys(interests)).toContain('patagonia-clothing');
        expect(keys(interests)).not.toContain('patagonian-andes');
        expect(keys(interests)).not.toContain('argentina');
      }
      expect(titles(await suggest({ interests: 'patagonia fleece, climbing' }))).toMatch(/\bPatagonia /);
    });

    it('is the region when said with a journey', () => {
      for (const interests of ['trekking in Patagonia', 'dreams of Patagonia, photography', 'saving for a trip to patagonia', 'backpacking through Patagonia next year']) {
        expect(keys(interests)).toContain('patagonian-andes');
        expect(keys(interests)).not.toContain('patagonia-clothing');
      }
    });
  });
  describe('a part of the world, and a trip still to come', () => {
    it('reads a continent or a region as a place, and a time to come after it as a trip planned', () => {
      const place = (interests: string) => read({ interests }).interests.find((interest) => interest.kind === 'place');
      expect(place('backpacking around South America next year')).toMatchObject({ key: 'south-america', going: 'trip' });
      expect(place('interrailing around Europe this summer')).toMatchObject({ key: 'europe', going: 'trip' });
      expect(place('Japan in the spring')).toMatchObject({ key: 'japan', going: 'trip' });
      expect(place('safari in East Africa')).toMatchObject({ key: 'east-africa' });
      // A trip had is no plan, whatever time follows it.
      expect(place('visited Japan in April')?.going).toBeUndefined();
      expect(place('went backpacking in Peru next to the coast')?.going).toBeUndefined();
    });

    it('gives a trip to a continent its guide, never a name T-shirt, nor a cookbook or a snack box of a whole continent', async () => {
      const sister = await suggest({ relationship: 'other: sister', gender: 'female', age: 26, interests: 'backpacking around South America next year, learning Spanish, salsa dancing', budget: 70 });
      expect(titles(sister)).toMatch(/South America travel guide/);
      expect(titles(sister)).not.toMatch(/T-shirt|photo book of trips/i);
      for (const interests of ['loves Europe', 'obsessed with Asia, cooking', 'Africa, snacks, travel'])
        expect(offered({ interests, budget: 60 }).join(' | ')).not.toMatch(/(Europe|Asia|Africa) (cookbook|snack and pantry)/);
    });
  });
});
