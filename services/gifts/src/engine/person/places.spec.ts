import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { askingAbout, catalog, text, titles } from '../../../test/catalog-engine';
import type { ExclusionFlag } from '../catalog/catalog';
import { formIdeas, itemIdeas, type Idea } from '../catalog/ideas';
import { situationalLimits } from './person';

/** Where the person lives, where they are going, and how the gift gets to them. */
const { read, suggest } = askingAbout();
const ideas = itemIdeas(catalog);
const byTitle = new Map(ideas.map((idea) => [idea.title, idea]));
/** The catalog ideas of a list, with the flags worked out from their words too. */
const ideasOf = (response: GiftResponse): Idea[] => response.suggestions.flatMap((suggestion) => byTitle.get(suggestion.title) ?? []);
const flagsOf = (response: GiftResponse) => ideasOf(response).flatMap((idea) => [...idea.flags]);
const limitsOf = (input: Partial<RecipientInfoInput>) => [...read(input).limits];
const place = (input: Partial<RecipientInfoInput>, key: string) => read(input).interests.find((interest) => interest.key === key);
const titled = (found: Idea[], pattern: RegExp) => found.some((idea) => pattern.test(idea.title));

describe('where the person lives and goes', () => {
  it('reads a move from one place to another as going to the one and leaving the other', () => {
    for (const culturalConsiderations of ['relocating to Berlin from our Dublin office', 'leaving Dublin for Berlin in the spring', 'moving back to Berlin from Dublin']) {
      const input = { relationship: 'colleague', occasion: 'other: leaving do', culturalConsiderations } as const;
      expect([culturalConsiderations, place(input, 'berlin')?.going, place(input, 'dublin')?.going]).toEqual([culturalConsiderations, 'move', 'left']);
    }
  });

  it('gives the new home a guide to settle in, and the place left only what they will miss', async () => {
    const input = { relationship: 'colleague', occasion: 'other: leaving do', interests: 'running, craft beer', culturalConsiderations: 'moving to Berlin from the Dublin office', budget: 60 } as const;
    const dublin = formIdeas(catalog.forms, place(input, 'dublin')!);
    const berlin = formIdeas(catalog.forms, place(input, 'berlin')!);
    // No guide to the city they are leaving, and no snack box "with the move to" it.
    expect(titled(dublin, /travel guide/)).toBe(false);
    expect(dublin.find((idea) => /tasting box/.test(idea.title))?.why).toMatch(/miss/);
    expect(berlin.find((idea) => /travel guide/.test(idea.title))?.why).toMatch(/find their feet/);
    expect(titled(berlin, /tasting box|cookbook|photo book of trips/i)).toBe(false);
    expect(text(await suggest(input))).not.toMatch(/move to Dublin|trip to Dublin/);
  });

  it('reads where someone lives from how people say it, and where the giver is apart from it', () => {
    const lives = (input: Partial<RecipientInfoInput>) => new Set([...read(input).limits, ...situationalLimits(read(input))]);
    for (const input of [
      { culturalConsiderations: 'lives in Accra' },
      { culturalConsiderations: 'lives with her sister in Nairobi' },
      { relationship: 'colleague', culturalConsiderations: 'in our Mumbai office' },
      { relationship: 'colleague', culturalConsiderations: "I'm in the Seoul office, she's Korean" },
      { culturalConsiderations: 'her family in Monterrey' },
      { relationship: 'partner', culturalConsiderations: "we're based in Munich" },
      { culturalConsiderations: "I'm in London so it has to ship to Jakarta" },
      { relationship: 'colleague', culturalConsiderations: 'leaving our London office for Dubai' },
    ]) {
      expect([input, lives(input).has('us-only'), lives(input).has('uk-only')]).toEqual([input, true, true]);
    }
    // At home in Britain: its own things, but nothing only America has, though the giver writes from the US.
    for (const input of [{ culturalConsiderations: 'lives with my nan in Glasgow' }, { culturalConsiderations: "I'm in Chicago, he lives in Leeds" }]) {
      expect([input, lives(input).has('us-only'), lives(input).has('uk-only')]).toEqual([input, true, false]);
    }
    // At home in America, though the giver is in England.
    expect([...lives({ culturalConsiderations: "I'm in Bristol, she lives in Denver" })]).toEqual(expect.arrayContaining(['uk-only']));
    expect(lives({ culturalConsiderations: "I'm in Bristol, she lives in Denver" }).has('us-only')).toBe(false);
    // A honeymoon or a wedding somewhere is no home there.
    expect(lives({ interests: 'honeymoon in Tokyo', culturalConsiderations: 'wedding in Florence' }).has('us-only')).toBe(false);
  });

  it('marks the things only had or used in one country as such', () => {
    const flagged = (pattern: RegExp, flag: ExclusionFlag) => {
      const found = ideas.filter((idea) => pattern.test(idea.title));
      expect(found.length).toBeGreaterThan(0);
      return found.every((idea) => idea.flags.has(flag));
    };
    for (const pattern of [/Alamo Drafthouse/, /USS Midway/, /FalconGuides hiking guide to their home state/, /Sur La Table/, /Murray's Cheese/]) expect([pattern, flagged(pattern, 'us-only')]).toEqual([pattern, true]);
    for (const pattern of [/Radio Times/, /National Trust annual membership/, /Tower of London/, /Windsor Castle/, /English Heritage/]) expect([pattern, flagged(pattern, 'uk-only')]).toEqual([pattern, true]);
    // A book of scones from the National Trust, a marathon in London, Berlin or Chicago: no one country's.
    expect(flagged(/National Trust Book of Scones/, 'uk-only')).toBe(false);
    expect(ideas.filter((idea) => /World Marathon Major/.test(idea.title)).some((idea) => idea.flags.has('uk-only') || idea.flags.has('us-only'))).toBe(false);
  });

  it("gives someone abroad nothing bound to America or Britain", async () => {
    for (const input of [
      { relationship: 'parent', gender: 'female', age: 60, interests: 'nollywood films, her garden, cooking', culturalConsiderations: 'lives in Accra', budget: 120 },
      { relationship: 'other: boss', gender: 'male', age: 55, interests: 'golf, aviation, green tea', culturalConsiderations: "I'm in the Seoul office", budget: 60 },
      { relationship: 'colleague', gender: 'female', age: 40, interests: 'hiking, tea', culturalConsiderations: 'in our Kuala Lumpur office', budget: 40 },
    ] as const) {
      expect([input.culturalConsiderations, flagsOf(await suggest(input)).filter((flag) => flag === 'us-only' || flag === 'uk-only')]).toEqual([input.culturalConsiderations, []]);
    }
  });

  it('sends abroad only what travels: nothing that spoils, breaks or is bulky, nor a day out at the giver’s end', async () => {
    const posted = { relationship: 'parent', gender: 'male', age: 65, interests: 'gardening, cooking, jazz, cheese', culturalConsiderations: "I'm in Toronto so it needs to be posted to Lisbon", budget: 120 } as const;
    expect(limitsOf(posted)).toEqual(expect.arrayContaining(['perishable', 'bulky', 'fragile', 'outings', 'alcohol', 'live-plants']));
    expect(flagsOf(await suggest(posted)).filter((flag) => ['perishable', 'bulky', 'fragile', 'outings', 'alcohol', 'live-plants'].includes(flag))).toEqual([]);
    // In a suitcase: nothing big or breakable.
    for (const culturalConsiderations of ['flying home with it so it cant be huge', "I'm bringing it from the UK when I visit, needs to travel well"]) {
      expect(limitsOf({ culturalConsiderations })).toEqual(expect.arrayContaining(['bulky', 'fragile']));
    }
    // Posted at home, nothing changes.
    expect(limitsOf({ culturalConsiderations: "I'm in London, it has to ship to Leeds" })).not.toContain('bulky');
  });

  it('puts a digital gift first when one is asked for', async () => {
    const input = { relationship: 'parent', gender: 'female', age: 58, interests: 'films, cooking, reading', culturalConsiderations: "I'm in Manchester so it has to ship to Nairobi or be something digital", budget: 100 } as const;
    expect(read(input).prefersDigital).toBe(true);
    expect(ideasOf(await suggest(input)).filter((idea) => idea.digital).length).toBeGreaterThanOrEqual(2);
    expect(read({ culturalConsiderations: 'lives in Nairobi' }).prefersDigital).toBe(false);
  });

  it('gives a holiday or a landscape travel things, and a snack box only to a place loved for its food and life', async () => {
    const honeymoon = place({ occasion: 'wedding', interests: 'going to Japan for the honeymoon, cooking' }, 'japan')!;
    expect(honeymoon.going).toBe('trip');
    const forTrip = formIdeas(catalog.forms, honeymoon);
    expect(titled(forTrip, /tasting box|cookbook|photo book of trips/i)).toBe(false);
    expect(titled(forTrip, /travel guide/) && titled(forTrip, /journal/)).toBe(true);
    // A mountain range or a national park is no cuisine: a walking guide and a map, never its snacks.
    for (const interests of ['wandering in the Alps', 'walks in the Lake District every summer']) {
      const found = read({ interests }).interests.find((interest) => interest.kind === 'place')!;
      const forms = formIdeas(catalog.forms, found);
      expect([interests, titled(forms, /tasting box|cookbook/), titled(forms, /walking/i)]).toEqual([interests, false, true]);
    }
    expect(titles(await suggest({ interests: 'hiking, the Alps', age: 60, budget: 60 }))).not.toMatch(/tasting box|cookbook/);
    // Loved for itself, a country's food is theirs too.
    expect(titled(formIdeas(catalog.forms, place({ interests: 'obsessed with Japan' }, 'japan')!), /tasting box/)).toBe(true);
  });
});

describe('a place said as the style of a food, a drink, music or a look', () => {
  const placesIn = (interests: string) => read({ interests }).interests.filter((interest) => interest.kind === 'place').map((interest) => interest.key);
  const keysIn = (interests: string) => read({ interests }).interests.map((interest) => interest.key);

  it('reads "Texas BBQ" as barbecue and "New Orleans jazz" as jazz, however the style is said', () => {
    for (const [interests, love] of [
      ['smoking brisket, Texas BBQ, Dallas Cowboys', 'bbq'],
      ['Texan barbecue', 'bbq'],
      ['Texan style barbecue', 'bbq'],
      ['New York pizza', 'pizza-making'],
      ['Chicago deep dish pizza', 'pizza-making'],
      ['New Orleans jazz', 'jazz'],
      ['Texas country music', 'country-music'],
      ['Seattle grunge', 'rock-music'],
      ['Louisiana crawfish boils', 'cajun-creole-food'],
      ['Maine lobster', 'seafood'],
      ['Scandinavian design', 'interior-design'],
      ['wants to try proper Texas BBQ', 'bbq'],
      ['would love to learn New Orleans jazz piano', 'jazz'],
      ['Keralan cooking', 'south-indian-food'],
    ] as const) {
      expect([interests, placesIn(interests), keysIn(interests)]).toEqual([interests, [], expect.arrayContaining([love])]);
    }
    // A people's style of a thing with no place in the lexicon is read as the thing too.
    expect(keysIn('Brazilian jiu-jitsu')).toEqual(['martial-arts']);
    expect(keysIn('Scandi noir, knitting')).toEqual(expect.arrayContaining(['crime-fiction', 'knitting']));
  });

  it('keeps a place they love, visit or go to, though its food or music is said beside it', () => {
    for (const [interests, where] of [
      ['loves Texas', 'texas'],
      ['trips to Japan, ramen', 'japan'],
      ['a trip to New Orleans for the jazz', 'new-orleans'],
      ['visiting New York, pizza', 'new-york'],
      ['loves Texas and BBQ', 'texas'],
      ['Cornwall surfing', 'cornwall'],
      ['Italy food tours', 'italy'],
      ['going to New Orleans jazz fest', 'new-orleans'],
      ['visiting Texas BBQ joints', 'texas'],
      // Where the love is had is somewhere to go: its cafes, pubs, joints and clubs.
      ['Parisian cafes', 'paris'],
      ['London pubs', 'london'],
      ['Texas BBQ joints', 'texas'],
      ['New Orleans jazz clubs', 'new-orleans'],
    ] as const) {
      expect([interests, placesIn(interests)]).toEqual([interests, [where]]);
    }
  });

  it('gives the barbecue, the pizza and the music their ideas, and no keepsake of trips to a place never said', async () => {
    for (const input of [
      { relationship: 'parent', occasion: "other: father's day", age: 58, gender: 'male', interests: 'smoking brisket, Texas BBQ, Dallas Cowboys, fishing', budget: 100 },
      { relationship: 'other: brother', age: 26, gender: 'male', interests: 'New York pizza, basketball, video games', budget: 50 },
      { relationship: 'other: uncle', occasion: 'christmas', age: 60, gender: 'male', interests: 'New Orleans jazz, Cajun cooking, fishing', budget: 60 },
    ] as const) {
      const said = text(await suggest(input));
      expect([input.interests, said]).not.toEqual([input.interests, expect.stringMatching(/photo book of trips|cookbook of classic home recipes|tasting box|travel guide|(loves|into|enjoys) (Texas|New York City|New Orleans)(?! \w)/)]);
    }
  });
});
