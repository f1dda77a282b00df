import { askingAbout, byTitle, flagsOf, interestsOf, titles } from '../../../test/catalog-engine';

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

describe('a narrower drink said is kept to, never swapped for its sibling', () => {
  const adult = askingAbout({ relationship: 'friend', age: 50, gender: 'male', budget: 80 });
  const keysOf = (interests: string) => adult.read({ interests }).interests.map((interest) => interest.key);
  /** Bottles and books of each kind of whisky, beer and tea, by the words a shop titles them with. */
  const KINDS = {
    bourbon: /\b(bourbon|buffalo trace|woodford|four roses)\b/i,
    japanese: /\b(japanese whisky|suntory|hibiki|nikka)\b/i,
    irish: /\b(irish whiskey|redbreast|teeling|green spot)\b/i,
    scotch: /\b(scotch|single malt|islay|talisker|lagavulin)\b/i,
    rye: /\brye\b/i,
    stout: /\b(stouts?|porters?)\b/i,
    ipa: /\b(ipas?|india pale ale)\b/i,
    trappist: /\b(trappist|chimay)\b/i,
    blackTea: /\b(black tea|earl grey|english breakfast|darjeeling|assam|pu'?er|oolong)\b/i,
  };

  it('reads a single malt as Scotch, and rye, cognac, stouts, IPAs and green tea as the kinds they are', () => {
    for (const interests of ['single malt whisky', 'loves his single malts', 'a good malt whisky', 'single malts, golf']) expect(keysOf(interests)).toContain('scotch-whisky');
    for (const [interests, key] of [
      ['rye whiskey', 'rye-whiskey'],
      ['a good rye', 'rye-whiskey'],
      ['cognac', 'cognac'],
      ['a good brandy after dinner', 'cognac'],
      ['stouts and porters', 'stout'],
      ['loves a good stout', 'stout'],
      ['IPAs', 'ipa'],
      ['hazy IPAs and pale ales', 'ipa'],
      ['green tea', 'green-tea'],
      ['herbal teas', 'herbal-tea'],
      ['rooibos', 'herbal-tea'],
      ['sour beers', 'sour-beer'],
      ['sencha and genmaicha', 'green-tea'],
    ] as const) {
      expect([interests, keysOf(interests)]).toEqual([interests, expect.arrayContaining([key])]);
    }
  });

  it('gives a single-malt drinker no bourbon, Japanese or Irish bottle, and a rye drinker no other whisky', async () => {
    for (const [interests, relationship] of [
      ['golf, cricket, single malt whisky', 'colleague'],
      ['loves his single malts, rugby', 'parent'],
      ['a good malt whisky, crosswords', 'other: grandfather'],
    ] as const) {
      const listed = titles(await adult.suggest({ interests, relationship }));
      expect([interests, listed]).not.toEqual([interests, expect.stringMatching(new RegExp(`${KINDS.bourbon.source}|${KINDS.japanese.source}|${KINDS.irish.source}|${KINDS.rye.source}`, 'i'))]);
    }
    for (const interests of ['rye whiskey, old fashioneds, jazz records', 'a good rye, baseball']) {
      const listed = titles(await adult.suggest({ interests, relationship: 'partner', occasion: 'anniversary', budget: 90 }));
      expect(listed).toMatch(KINDS.rye);
      expect(listed).not.toMatch(new RegExp(`${KINDS.bourbon.source}|${KINDS.japanese.source}|${KINDS.irish.source}|${KINDS.scotch.source}`, 'i'));
    }
    expect(titles(await adult.suggest({ interests: 'cognac, the opera', age: 70 }))).not.toMatch(/whisk(e)?y|bourbon|scotch/i);
  });

  it('gives a stout drinker stouts and an IPA drinker IPAs, never the other or a Trappist ale', async () => {
    for (const interests of ['stouts and porters, rugby, history podcasts', 'loves a good stout, fishing']) {
      const listed = titles(await adult.suggest({ interests, budget: 50 }));
      expect(listed).toMatch(KINDS.stout);
      expect(listed).not.toMatch(new RegExp(`${KINDS.ipa.source}|${KINDS.trappist.source}`, 'i'));
    }
    for (const interests of ['IPAs, mountain biking, Marvel', 'hazy IPAs and pale ales, climbing']) {
      const listed = titles(await adult.suggest({ interests, age: 33, budget: 50 }));
      expect(listed).toMatch(KINDS.ipa);
      expect(listed).not.toMatch(new RegExp(`${KINDS.stout.source}|${KINDS.trappist.source}`, 'i'));
    }
  });

  it('gives a sour-beer drinker sours, never a Trappist ale', async () => {
    for (const interests of ['sour beers, vinyl, cycling', 'gose and lambics, climbing']) {
      const listed = titles(await adult.suggest({ interests, age: 31, budget: 45 }));
      expect(listed).toMatch(/\b(sours?|flanders red)\b/i);
      expect(listed).not.toMatch(new RegExp(`${KINDS.stout.source}|${KINDS.ipa.source}|${KINDS.trappist.source}`, 'i'));
    }
  });

  it('gives a herbal-tea or decaf drinker nothing with caffeine in it', async () => {
    for (const interests of ['herbal tea, jigsaws, her cat', 'peppermint tea and chamomile, knitting', 'rooibos, gardening', 'decaf coffee, birdwatching, audiobooks']) {
      const response = await adult.suggest({ interests, relationship: 'other: grandmother', gender: 'female', age: 79, budget: 40 });
      expect([interests, flagsOf(response)]).not.toEqual([interests, expect.arrayContaining(['caffeine'])]);
      expect([interests, titles(response)]).not.toEqual([interests, expect.stringMatching(KINDS.blackTea)]);
      // Coffee to drink or to roast is decaf, or none at all.
      const coffee = response.suggestions.filter((suggestion) => /\b(ground coffee|coffee beans?|green-bean|roast|roaster|cold brew)\b/i.test(`${suggestion.title} ${byTitle.get(suggestion.title)?.description ?? ''}`));
      expect([interests, coffee.map((suggestion) => suggestion.title).filter((title) => !/\bdecaf\b/i.test(title))]).toEqual([interests, []]);
    }
  });

  it('gives a green-tea drinker green tea, not a black-tea sampler', async () => {
    for (const interests of ['green tea, calligraphy, hiking', 'sencha and genmaicha, yoga', 'jasmine tea, reading']) {
      const response = await adult.suggest({ interests, gender: 'female', age: 34, budget: 50 });
      expect(interestsOf(response)).toContain('green-tea');
      expect([interests, titles(response)]).not.toEqual([interests, expect.stringMatching(KINDS.blackTea)]);
    }
  });
});

describe('plants said by someone with no garden named are houseplants', () => {
  const young = askingAbout({ relationship: 'friend', age: 26, gender: 'female', budget: 50 });
  const keysOf = (input: { interests: string; personality?: string }) => young.read(input).interests.map((interest) => interest.key);

  it('reads "plants", "my plants" and "plant mum" as houseplants, and as the garden\'s beside a garden, an allotment or a veg patch', () => {
    for (const interests of ['into plants and thrifting', 'her plants, yoga, Harry Styles', 'total plant mum, coffee', 'crazy plant lady', 'loves plants and vintage clothes', 'plants, cooking, indie music', 'plant dad, sourdough']) {
      expect([interests, keysOf({ interests })]).toEqual([interests, expect.arrayContaining(['houseplants'])]);
      expect(keysOf({ interests })).not.toContain('gardening');
    }
    for (const input of [{ interests: 'plants, his veg patch, cricket' }, { interests: 'plants, her allotment, baking' }, { interests: 'plants', personality: 'always out in the garden' }, { interests: 'plants and the back yard' }, { interests: 'gardening and plants' }, { interests: 'her plants and her roses' }]) {
      expect([input, keysOf(input)]).toEqual([input, expect.arrayContaining(['gardening'])]);
      expect(keysOf(input)).not.toContain('houseplants');
    }
    // A plant mum with an allotment keeps her houseplants, and a garden named for somewhere else is no garden of theirs.
    expect(keysOf({ interests: 'plant mum, her allotment' })).toEqual(expect.arrayContaining(['houseplants', 'vegetable-gardening']));
    expect(keysOf({ interests: 'plants, shopping in Covent Garden' })).toContain('houseplants');
  });

  it('gives someone into plants no markers for beds, hand tools or seed kits, and keeps every love they typed', async () => {
    for (const input of [
      { occasion: 'graduation', age: 22, interests: 'just finished nursing school, moving to a new city, into plants and thrifting', personality: 'bubbly', culturalConsiderations: 'muslim, no alcohol' },
      { interests: 'loves plants and vintage clothes', age: 24, budget: 35 },
      { relationship: 'partner', gender: 'male', age: 31, interests: 'plants, cooking, indie music', personality: 'lives in a flat in the city', budget: 80 },
      { interests: 'her plants, yoga', occasion: 'christmas' },
    ] as const) {
      const response = await young.suggest(input);
      expect([input.interests, titles(response)]).not.toEqual([input.interests, expect.stringMatching(GARDEN_ONLY)]);
      expect(interestsOf(response)).toEqual(expect.arrayContaining(['houseplants']));
    }
    const graduate = await young.suggest({ occasion: 'graduation', age: 22, interests: 'just finished nursing school, moving to a new city, into plants and thrifting', personality: 'bubbly' });
    expect(interestsOf(graduate)).toEqual(expect.arrayContaining(['thrifting', 'houseplants']));
  });
});

describe('tabletop games are played at a table', () => {
  it('reads tabletop games as board games, and gives no console or video-game gift card for them', async () => {
    for (const interests of ['tabletop games, houseplants, tattoos', 'big into tabletop gaming', 'loves a tabletop game night']) {
      const list = await suggest({ interests, age: 29, gender: 'prefer-not-to-say', relationship: 'partner', occasion: 'anniversary', budget: 120 });
      expect(interestsOf(list)).toContain('board-games');
      expect(titles(list)).not.toMatch(/playstation|xbox|nintendo|eshop|steam/i);
    }
  });
});

describe('the animals they keep, and what a hard time lends', () => {
  it("gives a hamster's, a rabbit's or a budgie's keeper nothing made for cats and dogs", async () => {
    for (const interests of ['drawing anime, taylor swift, her hamster', 'her two rabbits, baking', 'her budgie, word searches']) {
      const list = await suggest({ interests, age: 12, relationship: 'child', budget: 45 });
      expect(titles(list)).not.toMatch(/\b(dogs?|cats?|puppy|kitten|slicker brush|lick mat)\b/i);
    }
  });

  it('reads a widower as a loss lived with, lending no novels or writing books of its own', async () => {
    const list = await suggest({ relationship: 'other: neighbour', occasion: 'christmas', gender: 'male', age: 85, interests: 'watches the birds in his garden, widower, likes a whisky', personality: 'lonely', budget: 25 });
    expect(titles(list)).not.toMatch(/bird by bird|golden compass|notebook|journal/i);
    expect(titles(list)).toMatch(/bird|feeder|nest/i);
  });
});
