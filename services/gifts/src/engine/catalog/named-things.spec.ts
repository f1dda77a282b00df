import { askingAbout, interestsOf, text, titles } from '../../../test/catalog-engine';

/** What a person gets when they name what they love, however they type it, and what they get when nothing fits. */
const { suggest, read } = askingAbout();

const named = (input: Parameters<typeof read>[0]) => read(input).interests.map((interest) => `${interest.label}:${interest.kind}`);

describe('named things', () => {
  it('reads a name typed in lowercase when the words around it say a name is meant', () => {
    expect(named({ interests: 'listens to eva cassidy, gardening' })).toContain('Eva Cassidy:music-artist');
    expect(named({ interests: 'supports dulwich hamlet' })).toContain('Dulwich Hamlet:sports-team');
    expect(named({ interests: 'reads elly griffiths on the train' })).toContain('Elly Griffiths:author');
    expect(named({ interests: 'a big fan of the lathums' })).toContain('The Lathums:named');
    // "Loves" leads to hobbies as often as to names: only words that are no everyday ones make a name.
    expect(named({ interests: 'loves tom odell, baking' })).toContain('Tom Odell:named');
  });

  it('turns no everyday words into names', () => {
    const said = [...named({ interests: 'loves long walks and pub lunches' }), ...named({ interests: 'reads the paper every morning, golf' })];
    expect(said.filter((interest) => /^\p{Lu}/u.test(interest))).toEqual([]);
  });

  it('gives a name it does not know the kind of the names said beside it', () => {
    expect(named({ interests: 'loves nas and mobb deep' })).toEqual(expect.arrayContaining(['Nas:music-artist', 'Mobb Deep:music-artist']));
    expect(named({ interests: 'loves ella fitzgerald and lucy dacus' })).toContain('Lucy Dacus:music-artist');
  });

  it('never offers a ticket or a tour shirt for a name it cannot tell is still performing', async () => {
    const list = await suggest({
      name: 'Ron',
      age: 74,
      gender: 'male',
      interests: 'listens to eva cassidy, birdwatching',
      budget: 150,
    });
    expect(titles(list)).toMatch(/Eva Cassidy/);
    expect(titles(list)).not.toMatch(/tickets?|tour|live, for two|VIP/i);
  });

  it('keeps a lowercase fandom whole when a fan word follows it, with no science or tech guessed from "nerd"', () => {
    const keys = read({
      interests: 'total star wars nerd, a doctor who geek',
    }).interests.map((interest) => interest.key);
    expect(keys).toEqual(expect.arrayContaining(['star-wars', 'doctor-who']));
    expect(keys).not.toEqual(expect.arrayContaining(['science']));
    expect(keys).not.toContain('tech');
  });

  it('tells Nas the rapper from a home server, and drill from golden-age rap', async () => {
    const head = await suggest({
      name: 'Andre',
      age: 46,
      gender: 'male',
      interests: 'nas, boom bap, vinyl',
      budget: 70,
    });
    expect(text(head)).not.toMatch(/\b(ethernet|network switch|server|rack)\b/i);
    const drill = await suggest({
      name: 'Kai',
      age: 19,
      gender: 'male',
      interests: 'uk drill and grime',
      budget: 50,
    });
    // Illmatic is a 90s record: a drill fan may love it, but nothing he said points there.
    expect(titles(drill)).not.toMatch(/Illmatic|Bronx|boombox/i);
    expect(interestsOf(drill)).toEqual(expect.arrayContaining(['grime']));
  });

  it('fills a list with the things they love before an idea about nothing they said', async () => {
    const list = await suggest({
      name: 'Gail',
      occasion: 'christmas',
      age: 31,
      gender: 'female',
      interests: 'novels and scented candles',
      budget: 30,
    });
    // Every reason speaks of what she loves: none is a "hard to get wrong" idea for anyone.
    expect(
      list.suggestions.filter((suggestion) => !/read|book|novel|candle/i.test(suggestion.reasoning)).map((suggestion) => suggestion.title),
    ).toEqual([]);
  });

  it('spreads its ideas over forty different people, none going to more than four of them', async () => {
    const loves = [
      'walking the dog, podcasts',
      'sourdough, allotment',
      'marathons, coffee',
      'knits jumpers, watches quiz shows',
      'gin, gardening',
      'fly fishing, malt whisky',
      'ps5 games, basketball',
      'yoga and houseplants',
      'reading, cycling',
      'cooks thai food, travel',
      'birdwatching, jigsaws',
      'craft beer, football',
      'painting watercolours',
      'pilates, red wine',
      'camping, photography',
      'board games, baking',
      'history documentaries, golf',
      'skincare, true crime',
      'rock climbing, coffee',
      'crosswords, tea',
      'books and yoga',
      'guitar, vinyl records',
      'swimming, novels',
      'bbq, american football',
      'cats, cross stitch',
      'running, tech',
      'wine tasting, cheese',
      'hiking, reading',
      'lego, star wars',
      'candles, bubble baths',
      'football, gaming',
      'gardening, birds',
      'cocktails, dancing',
      'surfing, coffee',
      'theatre, reading',
      'cars, diy',
      'tea, reading',
      'netflix, chocolate',
      'fishing, camping',
      'coffee, plants',
    ];
    const seen = new Map<string, number>();
    for (const [i, interests] of loves.entries()) {
      const list = await suggest({
        interests,
        age: 22 + ((i * 7) % 50),
        gender: i % 2 ? 'male' : 'female',
        budget: 30 + ((i * 13) % 70),
      });
      for (const suggestion of list.suggestions) seen.set(suggestion.title, (seen.get(suggestion.title) ?? 0) + 1);
    }
    expect(Math.max(...seen.values())).toBeLessThanOrEqual(4);
  });

  it('reads no fandom into a person they name, a thing they own of a make, or a kind of thing with a nationality', () => {
    const labels = (interests: string) => read({ interests }).interests.map((interest) => interest.label.toLowerCase());
    expect(labels('she is marrying her fiancée Priya in June, they both love climbing')).not.toEqual(expect.arrayContaining([expect.stringMatching(/priya/)]));
    expect(labels('takes photos on a battered old Pentax, loves hiking')).not.toEqual(expect.arrayContaining([expect.stringMatching(/pentax/)]));
    expect(labels('obsessed with Korean skincare and K-dramas')).not.toContain('korean skincare');
  });

  it('offers no lyric print for a musician who plays without words', async () => {
    for (const interests of ['John Coltrane records', 'Bach, especially the cello suites']) {
      const response = await suggest({ interests, budget: 60 });
      expect(titles(response)).not.toMatch(/lyric/i);
    }
  });
});

describe('games for the console they play on', () => {
  it('offers a PlayStation player no Xbox game or pass, a Switch player no PlayStation game, and anyone anything when unsaid', async () => {
    const { suggest: asking } = askingAbout({ relationship: 'partner', age: 27, gender: 'male', budget: 120 });
    const onPs5 = await asking({ interests: 'gaming, 300 hours into Baldurs Gate 3 on his PS5, now Elden Ring' });
    expect(titles(onPs5)).not.toMatch(/xbox|game pass|nintendo/i);
    const onSwitch = await asking({ age: 11, gender: 'female', interests: 'Mario Kart and Animal Crossing on her Switch, drawing', budget: 60 });
    expect(titles(onSwitch)).not.toMatch(/playstation|ps5|xbox/i);
    expect([...read({ interests: 'gaming and football' }).platforms]).toEqual([]);
    expect([...read({ interests: 'made the switch to oat milk, loves gaming' }).platforms]).toEqual([]);
  });
  it('gives a player of a sports game what the game is played with, never its soundtrack on vinyl or an art book', async () => {
    for (const [interests, age, budget] of [['football, supports Man United, FIFA', 12, 40], ['plays NBA 2K every night, sneakers', 16, 30], ['Madden, fantasy football, BBQ', 35, 40]] as const) {
      const list = await suggest({ interests, age, gender: 'male', budget });
      expect([interests, titles(list)]).toEqual([interests, expect.not.stringMatching(/soundtrack on vinyl|art book|character plush|collectible figure/i)]);
      expect([interests, titles(list)]).toEqual([interests, expect.stringMatching(/FC Points|VC|Madden NFL 26 Points|EA Sports FC 26|NBA 2K/)]);
    }
  });
});

describe('initialisms', () => {
  it('reads the common ones as what they stand for', () => {
    const keys = (interests: string) => read({ interests }).interests.map((interest) => interest.key);
    expect(keys('SNL, stand-up comedy')).toContain('saturday-night-live');
    expect(keys('TED talks, running')).toContain('ted-talks');
    expect(keys('watches ted talks')).toContain('ted-talks');
    expect(keys('ASMR, skincare')).toContain('asmr');
    expect(keys('EDC, knives, flashlights')).toContain('everyday-carry');
    expect(keys('TXT, kpop')).toContain('tomorrow-x-together');
    expect(keys('restores VWs, camping')).toContain('volkswagen');
    expect(keys('Pinot noir, cheese')).toContain('pinot-noir');
    expect(keys('HP books, owls')).toContain('harry-potter');
  });

  it('never puts an initialism it cannot read on a fan T-shirt, a print or a mug', async () => {
    for (const interests of ['GTFO, BJJ', 'ZXQ, the MCU', 'loves QFT and FPV', 'PKD, running', 'loves her HP laptop']) {
      const list = await suggest({ age: 28, interests, budget: 50 });
      expect(titles(list)).not.toMatch(/\b(GTFO|ZXQ|QFT|FPV|PKD|HP)\b/);
    }
  });

  it('gives the thing the initialism stands for', async () => {
    expect(titles(await suggest({ age: 30, gender: 'male', interests: 'EDC, knives, flashlights', budget: 60 }))).toMatch(/Swiss Army|EDC flashlight/);
    expect(titles(await suggest({ age: 38, gender: 'male', interests: 'SNL, stand-up comedy', budget: 40 }))).toMatch(/Saturday Night Live/);
    expect(titles(await suggest({ age: 33, interests: 'TED talks, coffee', budget: 30 }))).toMatch(/TED Guide/);
    const pinot = await suggest({ age: 45, gender: 'female', interests: 'Pinot noir, cheese, book club', budget: 60 });
    expect(titles(pinot)).toMatch(/Pinot Noir/);
    expect(titles(pinot)).not.toMatch(/Rioja|Cabernet|Malbec/);
  });
});

describe('an activity nothing is filed under', () => {
  it('offers its how-to guide as a beginner\'s, and only to someone starting', async () => {
    const long = await suggest({ age: 33, gender: 'male', interests: 'axe throwing, escape rooms', budget: 50 });
    expect(titles(long)).not.toMatch(/how-to guide to axe throwing|guide to axe throwing/i);
  });
});

describe('things that exist for a name', () => {
  it('offers a LEGO set or an art book only for a film that has one: Star Wars, not Mamma Mia! or The Godfather', async () => {
    for (const interests of ['Mamma Mia, Fleetwood Mac', 'the Godfather films, Springsteen']) expect(titles(await suggest({ age: 58, interests, budget: 70 }))).not.toMatch(/LEGO|The Art of/);
    expect(titles(await suggest({ age: 58, interests: 'Mamma Mia, The Sound of Music', budget: 40 }))).not.toMatch(/Funko/);
    const starWars = titles(await suggest({ age: 30, interests: 'star wars', budget: 150 }));
    expect(starWars).toMatch(/LEGO Star Wars|The Art of Star Wars|Star Wars/);
  });

  it('offers a Funko Pop! only for a show that has one: Stranger Things, never Coronation Street', async () => {
    expect(titles(await suggest({ age: 70, interests: 'Coronation Street, EastEnders, Midsomer Murders', budget: 40 }))).not.toMatch(/Funko/);
  });

  it('offers no character plush for a war shooter: Call of Duty has none', async () => {
    expect(titles(await suggest({ age: 27, gender: 'male', interests: 'Arsenal, Drake, Call of Duty', budget: 50 }))).not.toMatch(/Call of Duty (character )?plush/i);
  });
});
