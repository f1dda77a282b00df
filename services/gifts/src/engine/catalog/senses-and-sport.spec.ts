import { askingAbout, described, interestsOf, text, titles } from '../../../test/catalog-engine';

const { suggest, read } = askingAbout({ relationship: 'parent', age: 70, budget: 60 });
const keysRead = (interests: string) => read({ interests }).interests.map((interest) => interest.key);

describe('the senses a person has', () => {
  it('gives someone blind or losing their sight no board game, card game, small-piece jigsaw, console game or film on disc', async () => {
    for (const [interests, culturalConsiderations] of [
      ['board games, strategy games, card games', 'registered blind'],
      ['jigsaws, puzzles, Scrabble', 'her sight is failing, macular'],
      ['video games, old films on Blu-ray, chess', 'partially sighted since birth'],
    ]) {
      const found = titles(await suggest({ interests, culturalConsiderations }));
      for (const title of found.split(' | ')) if (!/braille|tactile|large|talking|audio/i.test(title)) expect(title).not.toMatch(/board game|card game|\b\d\d\d\d?[- ]piece|jigsaw|for (PS5|PlayStation|Xbox|Nintendo)|blu-?ray|\bdvd\b|4k restoration/i);
    }
  });

  it('gives a hymn lover hymns, and one too deaf to hear them nothing to shake or play along with', async () => {
    const hearing = titles(await suggest({ interests: 'loves her hymns, Sunday services', age: 91, gender: 'female', culturalConsiderations: 'lives in a nursing home', budget: 40 }));
    expect(hearing).toMatch(/hymn/i);
    expect(hearing).not.toMatch(/ticket stub|concert memories|earplugs/i);
    const deaf = titles(await suggest({ interests: 'old hymns, the royals, fudge', age: 94, gender: 'female', culturalConsiderations: 'profoundly deaf now, frail', budget: 40 }));
    expect(deaf).not.toMatch(/shaker|tambourine|music box|\bcd\b|radio/i);
  });

  it('gives someone living with dementia no jigsaw of hundreds of small pieces', async () => {
    const found = titles(await suggest({ interests: 'jigsaws, songs of the war years, cups of tea', age: 86, culturalConsiderations: 'mum has Alzheimers', budget: 40 }));
    expect(found).not.toMatch(/\b([5-9]\d\d|1,?000)[- ]piece/i);
  });

  it('reads a love of the radio as the radio, and gives a radio to listen on', async () => {
    expect(keysRead('always has the radio on, her cat')).toContain('radio-listening');
    expect(titles(await suggest({ interests: 'listening to the radio, the garden', age: 80 }))).toMatch(/radio/i);
  });
});

describe('following a sport rather than playing it', () => {
  it('gives someone who watches golf or snooker on television no lesson, glove, rangefinder or ball, however near the idea', async () => {
    for (const interests of ['the golf on TV, the Open, malt whisky', 'snooker on the box, crosswords', 'golf majors on the telly, a nice red']) {
      const found = titles(await suggest({ interests, age: 74, gender: 'male' }));
      expect(found).not.toMatch(/lesson|glove|rangefinder|gps watch|simulator|topgolf|club fitting|golf balls|basketball|table hire/i);
    }
  });

  it('hears "on TV" as how a sport is followed, not as a love of television', () => {
    expect(keysRead('tennis on TV, baking')).not.toContain('tv');
    expect(read({ interests: 'the cricket on the box' }).interests[0]?.watched).toBe(true);
    expect(keysRead('telly, baking')).toContain('tv');
  });

  it('reads an American dad\'s football as the NFL and a Briton\'s as soccer', async () => {
    expect(keysRead('football, the Packers, smoking ribs')).toEqual(expect.arrayContaining(['american-football']));
    expect(keysRead('football, the Packers, smoking ribs')).not.toContain('football');
    const american = text(await suggest({ interests: 'football on Sundays, the Chiefs, tailgates', gender: 'male', age: 52 }));
    expect(american).not.toMatch(/soccer|champions league|premier league|football club/i);
    expect(keysRead('football, Spurs, darts')).toContain('football');
  });

  it('gives a grown-up who names a team sport bare a fan\'s things, not a player\'s helmet, shorts or mouthguard', async () => {
    for (const [interests, age] of [
      ['hurling, the garden', 59],
      ['rugby', 30],
      ['loves his rugby and a pint', 48],
      ['GAA, Kerry, a good book', 62],
    ] as const) {
      const found = titles(await suggest({ interests, age, gender: 'male', relationship: 'friend', occasion: 'birthday', budget: 80 }));
      expect(found).not.toMatch(/helmet|shorts|mouthguard|kicking tee|shin pads/i);
    }
  });

  it('gives a fan of rugby or ice hockey a full list of things about the game, not a few and then fillers', async () => {
    for (const [interests, age, about] of [
      ['rugby', 30, /rugby|grudge|o'driscoll|playing the enemy|supporter/i],
      ['big rugby fan', 45, /rugby|grudge|o'driscoll|playing the enemy|supporter/i],
      ['ice hockey', 40, /hockey|nhl|puck|dryden|orr|boy on ice/i],
      ['watching hockey, the NHL playoffs', 58, /hockey|nhl|puck|dryden|orr|boy on ice/i],
    ] as const) {
      const found = (await suggest({ interests, age, gender: 'male', relationship: 'friend', occasion: 'birthday', budget: 60 })).suggestions.map((suggestion) => suggestion.title);
      expect(found.length).toBeGreaterThanOrEqual(5);
      expect(found.filter((title) => about.test(title)).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives someone said to play a team sport, at any age, a player\'s kit', async () => {
    for (const [interests, age, kit] of [
      ['plays rugby for his local club', 30, /mouthguard|rugby ball|kicking tee/i],
      ['plays camogie with her club, training twice a week', 35, /gaelic football|hurley|sliotar|shorts|helmet/i],
      ['football, plays for his school team, FIFA', 12, /boots|junior football|match ball/i],
      ['in a hurling team, loves his music', 45, /hurley|sliotar|helmet|shorts/i],
    ] as const) {
      const found = titles(await suggest({ interests, age, relationship: 'friend', occasion: 'birthday', budget: 60 }));
      expect(found).toMatch(kit);
    }
    expect(read({ interests: 'football, plays for his school team' }).interests[0]?.plays).toBe(true);
    expect(read({ interests: 'rugby' }).interests[0]?.plays).toBeUndefined();
  });

  it('gives a schoolboy who plays football boots or a ball before the shirt and the game\'s merchandise', async () => {
    for (const interests of ['football, plays for his school team, FIFA', 'soccer, Minecraft', 'footy, in the under-12s, Fortnite']) {
      const found = titles(await suggest({ interests, age: 11, gender: 'male', relationship: 'child', occasion: 'birthday', budget: 60 }));
      expect(found).toMatch(/boots/i);
      expect(found).toMatch(/junior football|match ball|skills football/i);
    }
  });

  it('reads the great events by their own names: the Masters is golf, the Ally Pally darts, the Grand National racing', () => {
    expect(keysRead('the Masters, cigars')).toContain('golf');
    expect(keysRead('darts from the Ally Pally, quizzes')).toContain('darts');
    expect(keysRead('darts from the Ally Pally, quizzes')).not.toContain('lgbtq-pride');
    expect(read({ interests: 'racing, the Grand National, his dog' }).interests.map((interest) => interest.label)).not.toContain('Grand');
  });
});

describe('the shops and places a person loves', () => {
  it('gives a fan of a shop or a restaurant chain something of the shop\'s own, named as the shop is', async () => {
    for (const [interests, shop] of [
      ['Marks and Spencer, gardening', 'M&S'],
      ['a Greggs sausage roll, Emmerdale', 'Greggs'],
      ['Boots meal deals, running', 'Boots'],
      ['Nandos, the gym', "Nando's"],
      ['Wagamama, yoga', 'Wagamama'],
      ['Lush bath bombs, books', 'Lush'],
    ]) {
      const response = await suggest({ interests, age: 33, budget: 50 });
      expect(titles(response)).toMatch(new RegExp(`\\b${shop}\\b`, 'i'));
      expect(described(response)).not.toMatch(/British food food|Spencer-themed|Marks-themed/);
    }
  });

  it('keeps a shop fan\'s ideas about the shop, not a cuisine the shop was taken for', async () => {
    const response = await suggest({ interests: 'Greggs, her grandchildren', age: 62, gender: 'female', budget: 40 });
    expect(interestsOf(response)).toContain('greggs');
    expect(titles(response)).not.toMatch(/British food (home-cooking|cookbook|memoir)/i);
  });
});

describe('how a love said with an article is written', () => {
  it('writes "a curry" or "a pint" as the thing, never "an a curry pick"', async () => {
    for (const interests of ['a curry, the football', 'a takeaway, a pint'])
      for (const age of [45, 55, 65]) {
        const reasons = (await suggest({ interests, gender: 'male', age })).suggestions.map((suggestion) => suggestion.reasoning).join(' ');
        expect(reasons).not.toMatch(/\b(a|an) (a|an) /i);
      }
  });
});

describe('sport in water, warm and cold', () => {
  it('gives aqua aerobics things for the pool, never grip socks for a studio floor', async () => {
    for (const interests of ['ABBA, aqua aerobics, prosecco', 'aquafit twice a week', 'water aerobics at the leisure centre']) {
      expect(keysRead(interests)).toContain('aqua-aerobics');
      const found = titles(await suggest({ interests, gender: 'female', age: 65, budget: 50 }));
      expect(found).toMatch(/pool|swim|aqua/i);
      expect(found).not.toMatch(/grip socks|barre|yoga mat/i);
    }
  });

  it('reads cold plunges and ice baths as a habit of their own, not a spa night with candles', async () => {
    for (const interests of ['running marathons, cold plunges', 'ice baths every morning', 'wim hof, cold showers']) {
      expect(keysRead(interests)).toContain('cold-plunging');
      const found = titles(await suggest({ interests, gender: 'male', age: 29, budget: 60 }));
      expect(found).toMatch(/plunge|ice bath|wim hof|cold/i);
      expect(found).not.toMatch(/spa basket|bath salts|candle|massager/i);
    }
  });
});

describe('a race ahead, and a tween who loves skincare', () => {
  it('gives someone training for a first marathon the training, never a print of a finish time yet to come', async () => {
    const runner = { relationship: 'partner', occasion: 'birthday', age: 33, gender: 'female', interests: 'training for her first marathon, podcasts, matcha', budget: 100 } as const;
    expect(read(runner).interests.find((interest) => interest.key === 'marathon-running')?.starting).toBe(true);
    expect(titles(await suggest(runner))).not.toMatch(/finish time|medal hanger|race bib/i);
  });

  it('gives an eleven-year-old who loves skincare something gentle made for her age, and a Stanley no workout', async () => {
    const list = await suggest({ relationship: 'child', occasion: 'christmas', age: 11, gender: 'female', interests: 'skincare (drunk elephant, sol de janeiro), stanley cups, taylor swift', budget: 60 });
    expect(interestsOf(list)).toContain('skincare');
    expect(text(list)).not.toMatch(/fitness|workout|double-unders/i);
  });
});
