import { askingAbout, byTitle, flagsOf, interestsOf, text, titles } from '../../../test/catalog-engine';

/**
 * Three everyday ways of describing someone that a literal reading gets wrong: a love that was ("used to be really into
 * wine"), a saying ("runs on cold brew", "a night owl") and a job said in passing ("oil and gas exec").
 */
const { read, suggest } = askingAbout({ budget: 60 });
const keys = (interests: string, more: Parameters<typeof read>[0] = {}) => read({ interests, ...more }).interests.map((interest) => interest.key);
const interestOf = (interests: string, key: string) => read({ interests }).interests.find((interest) => interest.key === key);

describe('a love that was is no love to shop for', () => {
  it('reads a love put in the past, however it is said, as over', () => {
    const over: [string, string][] = [
      ['used to be really into wine, tea', 'wine'],
      ['was a keen cyclist before her knee op, baking', 'cycling'],
      ['gave up golf years ago, gardening', 'golf'],
      ["doesn't play piano any more, birdwatching", 'piano'],
      ['used to love running, baking', 'running'],
      ['former marathon runner, baking', 'marathon-running'],
      ['ex-rugby player, gardening', 'rugby'],
      ['played cricket for years but stopped, gardening', 'cricket'],
      ['tennis until her knees went, baking', 'tennis'],
      ['loved horses as a girl, baking', 'horses'],
      ['was really into photography before the kids came along, baking', 'photography'],
      ['football, hung up his boots last year, gardening', 'football'],
      ['tennis, gave it up after her hip op, baking', 'tennis'],
      ['in a previous life she was an avid skier, baking', 'skiing'],
      ['once a keen golfer, gardening', 'golf'],
      ['retired from competitive swimming, baking', 'swimming'],
    ];
    for (const [interests, gone] of over) {
      const read = keys(interests);
      expect({ interests, read }).toEqual({ interests, read: expect.not.arrayContaining([gone]) });
      expect(read.length).toBe(1);
    }
  });

  it('reads a love as over when the body that did it is not up to it, said beside the love or among the notes', () => {
    const stopped: [Parameters<typeof read>[0], string][] = [
      [{ interests: "ballroom dancing (his hip's bad now though), crosswords" }, 'ballroom-dancing'],
      [{ interests: 'golf (her back is shot these days), crosswords' }, 'golf'],
      [{ interests: 'ballroom dancing, crosswords', culturalConsiderations: "hip replacement last year, can't dance like he used to" }, 'ballroom-dancing'],
      [{ interests: 'tennis, crosswords', personality: 'had to give up tennis after the stroke' }, 'tennis'],
      [{ interests: 'cycling, crosswords', culturalConsiderations: "can't ride a bike any more since the fall" }, 'cycling'],
    ];
    for (const [said, gone] of stopped) {
      const interests = read(said).interests.map((interest) => interest.key);
      expect({ said, interests }).toEqual({ said, interests: expect.not.arrayContaining([gone]) });
      expect(interests).toContain('crosswords');
    }
    // A "can't" that is a limit puts no love in the past.
    expect(keys('cheese boards, crosswords', { culturalConsiderations: "can't have dairy" })).toContain('crosswords');
  });

  it('gives a pregnant colleague who used to be into wine no wine, and what she loves now', async () => {
    const colleague = { relationship: 'colleague', gender: 'female', age: 33, occasion: 'other: maternity leave', interests: 'used to be really into wine, tea, crosswords', culturalConsiderations: 'pregnant', budget: 30 } as const;
    expect(keys(colleague.interests, colleague)).toEqual(['tea', 'crosswords']);
    const list = await suggest(colleague);
    expect(text(list)).not.toMatch(/\bwines?\b|sherry|champagne|prosecco|decanter/i);
    expect(interestsOf(list)).toEqual(expect.arrayContaining(['tea', 'crosswords']));
  });

  it('reads a past role as who they were, and a trade that was theirs as still loved', () => {
    expect(keys('used to be a teacher, loves gardening')).toEqual(['gardening']);
    expect(keys('retired plumber, crosswords')).toEqual(['crosswords']);
    expect(keys('used to be a carpenter')).toEqual(['woodworking']);
  });

  it('keeps a band, a team or a show loved long ago as a memory: its records and history, never a ticket', async () => {
    for (const interests of ['back in the day he was a huge Bowie fan', 'used to be a big Bowie fan', 'was obsessed with Bowie as a teenager', 'in his youth he was mad about Bowie']) {
      const bowie = interestOf(interests, 'david-bowie');
      expect({ interests, bowie: bowie && { past: bowie.past, watched: bowie.watched } }).toEqual({ interests, bowie: { past: true, watched: true } });
    }
    expect(interestOf('used to love Queen', 'queen-band')?.past).toBe(true);
    expect(interestOf('used to support Leeds United', 'leeds-united')?.watched).toBe(true);
    const dad = await suggest({ relationship: 'parent', gender: 'male', age: 68, interests: 'back in the day he was a huge Take That fan, gardening' });
    expect(titles(dad)).toMatch(/Take That/);
    expect(titles(dad)).not.toMatch(/ticket|tour|live|concert/i);
    expect(text(dad)).toMatch(/used to love Take That/);
  });

  it('brings back a sport they no longer play but watch, as a fan\'s: no player\'s kit', async () => {
    for (const interests of ['used to play rugby, now watches it', 'used to play rugby and now watches it on the telly', 'gave up rugby but still watches it', "doesn't play rugby any more but follows it", 'played rugby for years but stopped, still watches it']) {
      const rugby = interestOf(interests, 'rugby');
      expect({ interests, watched: rugby?.watched }).toEqual({ interests, watched: true });
      expect(keys(interests)).toEqual(['rugby']);
    }
    const fan = await suggest({ gender: 'male', age: 58, interests: 'used to play rugby, now watches it, real ale' });
    expect(interestsOf(fan)).toContain('rugby');
    expect(flagsOf(fan)).not.toContain('physical-exertion');
    expect(text(fan)).not.toMatch(/loves play rugby|his play rugby/);
  });

  it('reads a love of long ago that goes on as a love today', () => {
    expect(keys('loved Lego as a kid and still does')).toEqual(['lego-sets']);
    expect(keys('was a keen golfer, still plays')).toEqual(['golf']);
    expect(keys('used to knit but still does the odd scarf')).toEqual(['knitting']);
    // A past said of something else in the sentence leaves what they love alone.
    expect(keys('loves golf, we met 10 years ago')).toEqual(['golf']);
    expect(keys('started knitting two years ago')).toEqual(['knitting']);
    expect(keys('golf, no longer drinks')).toEqual(['golf']);
    expect(keys('yoga, wants to get fit before her op next month')).toContain('yoga');
  });

  it('reads how much someone reads, with no noun after it, as reading', async () => {
    for (const interests of ['reads a lot', 'reads loads', 'reads a ton', 'reads constantly', 'reads voraciously', 'reads all the time', 'reads like crazy', 'reads every night', 'reads whenever she can', 'always reading', 'big reader', 'a voracious reader', 'bookworm', 'never without a book', 'always has her nose in a book', 'never not reading']) {
      expect({ interests, read: keys(interests) }).toEqual({ interests, read: ['reading'] });
    }
    expect(keys('reads a lot, tea')).toEqual(['reading', 'tea']);
    expect(keys('used to knit, now reads a lot')).toEqual(['reading']);
    // A name after "reads" is still a name, and "watches a lot" no love of watches.
    expect(keys('watches a lot')).toEqual([]);
    expect(interestsOf(await suggest({ gender: 'female', age: 38, interests: 'reads a lot' }))).toContain('reading');
  });
});

describe('a saying is read for what it says, never for its words', () => {
  it('reads what keeps them going as what they drink, not as running', () => {
    for (const [interests, drink] of [
      ['runs on cold brew', 'coffee'],
      ['runs on coffee', 'coffee'],
      ['runs on caffeine and spite', 'coffee'],
      ['runs on Diet Coke', 'fizzy-drinks'],
      ['runs on red bull', 'fizzy-drinks'],
      ['lives on tea', 'tea'],
      ['fuelled by coffee', 'coffee'],
    ]) {
      expect({ interests, read: keys(interests) }).toEqual({ interests, read: [drink] });
    }
    expect(keys('running on fumes')).toEqual([]);
    // A run on the beach or on Sundays is a run.
    for (const interests of ['runs on the beach', 'runs on Sundays']) expect(keys(interests)).toEqual(['running']);
  });

  it('hears a double no as a yes: "can\'t live without coffee" loves coffee, with no caffeine limit', () => {
    for (const [interests, love] of [
      ["can't live without coffee", 'coffee'],
      ['can’t live without coffee', 'coffee'],
      ["couldn't function without her morning coffee", 'coffee'],
      ['never without her camera', 'photography'],
      ['never goes anywhere without her camera', 'photography'],
      ["won't leave the house without a book", 'reading'],
    ]) {
      const person = read({ interests });
      expect({ interests, read: person.interests.map((interest) => interest.key), avoid: [...person.avoidInterests], caffeine: person.limits.has('caffeine') }).toEqual({ interests, read: [love], avoid: [], caffeine: false });
    }
    expect(read({ interests: 'baking', culturalConsiderations: "can't live without coffee" }).limits.has('caffeine')).toBe(false);
  });

  it('reads a saying that names a love as that love', () => {
    for (const [interests, love] of [
      ['a water baby', 'swimming'],
      ['a bit of a water baby', 'swimming'],
      ['has green fingers', 'gardening'],
      ['has a green thumb', 'gardening'],
      ['gym rat', 'fitness'],
      ['lives in the gym', 'fitness'],
      ['a bit of a foodie', 'food'],
      ['pool shark', 'cue-sports'],
      ['card shark', 'board-games'],
      ['a shopaholic', 'fashion'],
      ['a sun worshipper', 'beach-days'],
      ['has the travel bug', 'travel'],
    ]) {
      expect({ interests, read: keys(interests) }).toEqual({ interests, read: [love] });
    }
  });

  it('reads a saying about how someone is as nothing to shop for: no owl, no Queen, no dog, no candles', () => {
    for (const interests of [
      'a night owl',
      'a real night owl',
      'an early bird',
      'a busy bee',
      'a drama queen',
      'queen bee',
      'top dog',
      'a dark horse',
      'the black sheep of the family',
      'over the moon',
      'burning the candle at both ends',
      'climbing the walls',
      'golden retriever energy',
      'the life and soul of the party',
      'a fish out of water',
      'a creature of habit',
      'down to earth',
      'a free spirit',
      'couch potato',
      'a social butterfly',
      'workaholic',
      'always on the go',
    ]) {
      expect({ interests, read: keys(interests) }).toEqual({ interests, read: [] });
    }
    // The traits they say are still read.
    expect(read({ interests: 'couch potato' }).traits.has('homebody')).toBe(true);
    expect(read({ interests: 'a social butterfly' }).traits.has('extroverted')).toBe(true);
    // A simile says how they do a thing: no horses for a big eater, no birds for a singer.
    expect(keys('eats like a horse')).not.toContain('horses');
    expect(keys('sings like a bird')).toEqual(['singing']);
  });

  it('gives a night owl who runs on cold brew coffee and true crime, never running kit or an owl', async () => {
    const list = await suggest({ gender: 'female', age: 29, interests: 'runs on cold brew, a real night owl, true crime podcasts', budget: 40 });
    expect(interestsOf(list)).toEqual(expect.arrayContaining(['coffee', 'true-crime']));
    expect(interestsOf(list)).not.toEqual(expect.arrayContaining(['running']));
    expect(text(list)).not.toMatch(/\bowls?\b|running (belt|vest|shoes)|sleep mask/i);
    expect(titles(await suggest({ gender: 'female', age: 35, interests: 'a drama queen who loves musicals' }))).not.toMatch(/\bQueen\b/);
  });
});

describe('a job said in passing is who they are, not a love or a fandom', () => {
  it('reads a post, its trade and its employer as no name to print on a mug', () => {
    for (const interests of [
      'oil and gas exec',
      'accountant, hates her job',
      'investment banker',
      'HR manager',
      'marketing director',
      'civil servant',
      'cabin crew',
      'head of sales',
      'financial advisor',
      'CEO of a startup',
      'Tesco manager',
      'project manager at Deloitte',
      'works at Google',
      'works for BP',
      'works at Disney',
      'an estate agent',
      'a police officer',
      'retired plumber',
    ]) {
      expect({ interests, read: keys(interests) }).toEqual({ interests, read: [] });
    }
  });

  it('gives an oil and gas exec who golfs golf, never a "Gas Exec" print', async () => {
    expect(keys('oil and gas exec, golf, whisky')).toEqual(['golf', 'whisky']);
    const list = await suggest({ relationship: 'other: brother-in-law', gender: 'male', age: 52, interests: 'oil and gas exec, golf, whisky', budget: 80 });
    expect(text(list)).not.toMatch(/\bgas\b|\bexec\b|\boil\b/i);
    expect(interestsOf(list)).toEqual(expect.arrayContaining(['golf']));
  });

  it('reads the field they work in as their work: no tech gadget because tech pays the rent', () => {
    for (const interests of ['works in tech', 'works in finance', 'tech sales manager', 'VP of engineering', 'a software engineer', 'a lorry driver', 'a paramedic', 'a hairdresser', 'teaches year 6', 'runs a bakery', 'owns a little cafe']) {
      expect({ interests, read: keys(interests) }).toEqual({ interests, read: [] });
    }
    // Their work is what a new job is about.
    expect(keys('works in tech', { occasion: 'other: new job' })).toEqual(['tech']);
    expect(read({ interests: 'a paramedic', occasion: 'other: new job' }).interests.map((interest) => [interest.key, interest.work])).toEqual([['medicine', true]]);
  });

  it('keeps a love said beside the job, and a craft they practise for love', () => {
    expect(keys('HR manager, yoga')).toEqual(['yoga']);
    expect(keys('software developer who loves gaming')).toEqual(['gaming']);
    expect(keys('works in tech, loves gadgets')).toEqual(['gadgets']);
    expect(keys('a keen amateur pilot')).toEqual(['aviation']);
    expect(keys('a yoga teacher')).toEqual(['yoga']);
    expect(keys('music teacher, loves jazz')).toEqual(['music', 'jazz']);
    expect(keys('runs the chess club')).toEqual(['chess']);
    expect(keys('runs a book club')).toEqual(['reading']);
    expect(keys('plays golf with his manager')).toEqual(['golf']);
    expect(keys('plays Football Manager')).toEqual(['football-manager']);
  });

  it('gives a nurse on nights what helps through a shift, not a nurse\'s kit', async () => {
    const nurse = { gender: 'female', age: 33, interests: 'a nurse on night shifts, true crime, pilates', budget: 40 } as const;
    expect(keys(nurse.interests, nurse)).toEqual(['shift-work', 'true-crime', 'reformer-pilates']);
    const list = await suggest(nurse);
    expect(interestsOf(list)).toContain('shift-work');
    expect(list.suggestions.filter((suggestion) => byTitle.get(suggestion.title)?.interests.includes('nursing'))).toEqual([]);
  });
});

describe('a love told in the past tense that lasts to now', () => {
  const { read: reading } = askingAbout({ relationship: 'parent', age: 80 });
  const lovedNow = (interests: string) => reading({ interests }).interests.map((interest) => interest.key);
  it('reads "loved it all her life", "since she was a girl", "still" as a love of now, and a bare "loved knitting" as over', () => {
    expect(lovedNow('she loved dancing all her life')).toContain('dance');
    expect(lovedNow('loved gardening since she was a girl, her cats')).toEqual(expect.arrayContaining(['gardening', 'cats']));
    expect(lovedNow('he loved fishing, still does')).toContain('fishing');
    expect(lovedNow('loved fishing ever since he retired')).toContain('fishing');
    expect(lovedNow('loved knitting')).not.toContain('knitting');
    expect(lovedNow('loved golf but his knees went')).not.toContain('golf');
  });
});
