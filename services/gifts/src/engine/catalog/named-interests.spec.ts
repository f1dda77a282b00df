import { askingAbout, byTitle, interestsOf, text, titles } from '../../../test/catalog-engine';

/** What a person gets as ideas when they name a show, a compound-named pastime or a place they go to. */
const { suggest } = askingAbout();

describe('named interests', () => {
  it('gives a soap or Bake Off fan television, never the cinema', async () => {
    const mags = await suggest({ name: 'Mags', relationship: 'other: mum', age: 68, gender: 'female', interests: 'coronation street, gardening, baking', budget: 60 });
    const bev = await suggest({ name: 'Bev', age: 55, gender: 'female', interests: 'loves the great british bake off and emmerdale', budget: 40 });
    const dee = await suggest({ name: 'Dee', age: 60, gender: 'female', interests: 'watches Gogglebox and Strictly, loves her garden', budget: 50 });
    for (const list of [mags, bev, dee]) {
      // A streaming card serves shows and films alike; nothing first about films does.
      expect(list.suggestions.map((suggestion) => byTitle.get(suggestion.title)?.interests[0])).not.toContain('movies');
      expect(text(list)).not.toMatch(/cinema|imax|movie/i);
    }
    expect(titles(mags)).toMatch(/Coronation Street/);
    expect(titles(bev)).toMatch(/Bake Off|Emmerdale/);
  });

  it('keeps the named show ahead of the telly when both are said', async () => {
    const list = await suggest({ name: 'Pat', age: 70, gender: 'female', interests: 'Coronation Street, TV, gardening', budget: 60 });
    const shows = list.suggestions.filter((suggestion) => /Coronation Street/.test(suggestion.title)).length;
    const telly = interestsOf(list).filter((key) => key === 'tv').length;
    expect(shows).toBeGreaterThanOrEqual(2);
    expect(shows).toBeGreaterThanOrEqual(telly);
  });

  it('gives fantasy football its own league things, and the Premier League side to an FPL manager', async () => {
    const dan = await suggest({ name: 'Dan', age: 35, gender: 'male', interests: 'fantasy football, arsenal, craft beer', budget: 60 });
    expect(interestsOf(dan)).toContain('fantasy-sports');
    expect(interestsOf(dan)).not.toContain('american-football');
    expect(text(dan)).not.toMatch(/\bNFL\b|quarters|bleacher|tailgate/i);
    const priya = await suggest({ name: 'Priya', age: 29, gender: 'female', interests: 'FPL, running', budget: 60 });
    expect(interestsOf(priya)).toContain('fantasy-premier-league');
    expect(interestsOf(priya)).not.toContain('american-football');
    const cody = await suggest({ name: 'Cody', age: 41, gender: 'male', interests: 'nfl fantasy football, grilling', budget: 60 });
    expect(interestsOf(cody)).toEqual(expect.arrayContaining(['fantasy-nfl']));
  });

  it('gives the place they go to for what they love its own things, beside the doing', async () => {
    const sam = await suggest({ name: 'Sam', age: 44, interests: 'hiking in the Lake District, photography', budget: 60 });
    expect(titles(sam)).toMatch(/Lake District/);
    expect(interestsOf(sam)).toContain('hiking');
    const jo = await suggest({ name: 'Jo', age: 58, interests: 'walks on the South Downs, birdwatching', budget: 60 });
    expect(titles(jo)).toMatch(/South Downs/);
    // A place said with "the" reads as a place does in a title: "A South Downs trip photo book", never "A the".
    expect(titles(jo)).not.toMatch(/\b[Aa] the\b|^the /);
  });

  it('offers nothing made for a condition to someone who wants no fuss made of it, and keeps its limits', async () => {
    const tom = { name: 'Tom', age: 47, gender: 'male', interests: 'reading, tech, films', culturalConsiderations: 'he uses a wheelchair but hates being treated as disabled, nothing pity-ish', budget: 60 } as const;
    const list = await suggest(tom);
    const flags = list.suggestions.flatMap((suggestion) => byTitle.get(suggestion.title)?.exclusions ?? []);
    expect(flags).not.toContain('physical-exertion');
    expect(interestsOf(list)).not.toContain('limited-mobility');
    const rita = await suggest({ name: 'Rita', relationship: 'other: nan', occasion: 'other: get well soon', age: 82, gender: 'female', interests: 'gardening, crosswords', culturalConsiderations: "uses a walker, doesn't want anything medical", budget: 60 });
    expect(interestsOf(rita)).toEqual(expect.not.arrayContaining(['limited-mobility', 'surgery-recovery', 'arthritis']));
    expect(text(rita)).not.toMatch(/walker|mobility|large[- ]print|reacher/i);
  });

  it('finds a maker nothing is filed under at the head of what it makes: Le Labo, Byredo', async () => {
    const chloe = { name: 'Chloé', relationship: 'partner' as const, occasion: 'other: valentines', age: 24, gender: 'female' as const, interests: 'perfume!! niche fragrances, le labo, byredo' };
    expect(titles(await suggest({ ...chloe, budget: 150 }))).toMatch(/BYREDO/i);
    expect(titles(await suggest({ ...chloe, interests: 'candles, le labo', budget: 250 }))).toMatch(/Le Labo/);
    // A word inside a title is no maker: "rest" is in a wrist rest and The Rest Is Noise.
    expect(titles(await suggest({ interests: 'Rest, Home' }))).not.toMatch(/\brest\b/i);
  });

  it('gives a street-food lover the stalls\' own food to make, not a cheese board or a sweet shop', async () => {
    const marcus = await suggest({ name: 'Marcus', age: 31, gender: 'male', interests: 'photography, street food, marvel', budget: 60 });
    expect(interestsOf(marcus)).toContain('street-food');
    expect(titles(marcus)).not.toMatch(/cheese board|candy|sweets/i);
  });
});

describe('a cook or a food writer named as a love', () => {
  const cooks: [string, RegExp][] = [
    ['always in the kitchen trying new recipes from Ottolenghi, gardening', /Ottolenghi/],
    ['loves Nigella, baking, red wine', /Nigella Lawson/],
    ['Jamie Oliver recipes, the garden', /Jamie Oliver/],
    ['Ina Garten, hosting dinner parties', /Ina Garten/],
    ['mary berry, walking', /Mary Berry/],
    ['cooking (big Samin Nosrat fan), running, podcasts', /Samin Nosrat/],
    ['cooks everything from Kenji Lopez-Alt, sourdough', /Kenji López-Alt/],
    ['vegetarian cooking, Meera Sodha, yoga', /Meera Sodha/],
    ['watches Gordon Ramsay, wants to be a chef, gaming', /Ramsay/],
    ['french cooking (Julia Child), bridge, opera', /Julia Child/],
    ['Anthony Bourdain, travel, street food', /Bourdain/],
    ['Dishoom, Indian food, chai', /Dishoom/],
    ['makes Joshua Weissman recipes, the gym', /Joshua Weissman/],
    ['slimming world, Pinch of Nom, walking', /Pinch of Nom/],
    ['Rick Stein, seafood', /Rick Stein/],
  ];

  it('gives their real books, never a fan T-shirt or a literary trinket, and says whose they are', async () => {
    for (const [interests, author] of cooks) {
      const list = await suggest({ age: 45, gender: 'female', interests, budget: 50 });
      const book = list.suggestions.find((suggestion) => suggestion.category === 'books' && author.test(suggestion.title));
      expect([interests, book?.title]).toEqual([interests, expect.stringMatching(author)]);
      expect(book?.reasoning).toMatch(author.source === 'Kenji López-Alt' ? /Kenji/ : new RegExp(author.source.split(' ')[0]));
      expect(titles(list)).not.toMatch(/fan T-shirt|paperbacks they haven't read|quote mug|literary tote|bookmark set/i);
    }
  });

  it('reads the cook, not an everyday word or a name of no kind', () => {
    const { read } = askingAbout();
    const kinds = (interests: string) => read({ interests }).interests.map((interest) => [interest.key, interest.kind]);
    expect(kinds('trying new recipes from ottolenghi')).toEqual([['ottolenghi', 'author']]);
    expect(kinds('loves Nigella')).toEqual([['nigella-lawson', 'author']]);
    expect(kinds('big Hairy Bikers fan')).toEqual([['hairy-bikers', 'author']]);
    // Said in lowercase, the name is written as it writes itself.
    expect(read({ interests: 'always cooking ottolenghi' }).interests[0].said).toMatch(/Ottolenghi/);
  });
});
