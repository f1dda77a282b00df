import type { RecipientInfoInput } from '@presently/proto';
import { askingAbout, byTitle, catalog, flagsOf, interestsOf, text } from '../../../test/catalog-engine';
import type { ExclusionFlag } from '../catalog/catalog';
import { itemIdeas } from '../catalog/ideas';

/** How the person reader takes the words that change what an interest means, and the limits said in everyday words. */
const { read, suggest } = askingAbout();
const keys = (input: Partial<RecipientInfoInput>) => read(input).interests.map((interest) => interest.key);

describe('reading a person', () => {
  it('reads a love that is over as over: no tools for the woodworker who now uses a walker, no yarn for hands that cannot knit', async () => {
    const frank = { name: 'Frank', relationship: 'other: grandfather', age: 84, gender: 'male', interests: 'the Yankees, crossword, woodworking back in the day', culturalConsiderations: 'hard of hearing, uses a walker', budget: 70 } as const;
    expect(keys(frank)).not.toContain('woodworking');
    expect(interestsOf(await suggest(frank))).not.toContain('woodworking');
    expect(keys({ interests: 'her grandkids, knitting (cant really anymore), old films like Casablanca', age: 91 })).toEqual(expect.not.arrayContaining(['knitting', 'said:anymore']));
    expect(keys({ interests: 'used to play rugby, now loves his garden' })).toEqual(['gardening']);
    expect(keys({ interests: "golf (not any more, his back), reading" })).toEqual(['reading']);
    // A working life that was theirs is still a love: a retired carpenter loves wood.
    expect(keys({ interests: 'used to be a carpenter' })).toEqual(['woodworking']);
  });

  it('hears a drink given up, a hand in a cast and a tumbler as people say them', async () => {
    const graham = { relationship: 'other: father-in-law', age: 68, gender: 'male', interests: 'whisky, scottish history, cricket', culturalConsiderations: 'just been diagnosed type 2 diabetic and has given up drinking completely', budget: 80 } as const;
    expect(keys(graham)).not.toContain('whisky');
    expect(text(await suggest(graham))).not.toMatch(/whisk(e)?y|scotch|single malt|dram/i);
    const oscar = { age: 9, relationship: 'child', occasion: 'other: get well soon', interests: 'lego star wars, pokemon cards', culturalConsiderations: 'broke his right arm, cast for 6 weeks', budget: 40 } as const;
    expect([...read(oscar).limits]).toContain('fine-motor');
    // Nothing to build with one hand: no LEGO set or brick box while the cast is on.
    expect(flagsOf(await suggest(oscar))).not.toContain('fine-motor');
    expect([...read({ interests: 'board games', culturalConsiderations: "wrist in a splint, can't use her right hand" }).limits]).toContain('fine-motor');
    // A Stanley cup said of what someone has is the tumbler; the final is hockey.
    expect(keys({ interests: 'cats?? she has a stanley cup', relationship: 'colleague' })).toEqual(['cats', 'stanley-tumblers']);
    expect(keys({ interests: 'watches every stanley cup final' })).toEqual(['ice-hockey']);
    // The work someone retires from gives no tools of it: a retiring nurse gets no clogs or clipboard.
    expect(keys({ relationship: 'colleague', occasion: 'other: retirement', interests: 'nursing, gardening' })).toEqual(['gardening']);
    expect(keys({ relationship: 'colleague', interests: 'nursing, gardening' })).toEqual(['nursing', 'gardening']);
  });

  it('lets the narrower thing they name lead: Ferrari over Formula 1, BTS over K-pop, Italy over travel', async () => {
    expect(keys({ interests: 'formula 1, especially ferrari, espresso' })).toEqual(['ferrari', 'espresso']);
    expect(keys({ interests: 'big F1 fan, esp. Mercedes, golf' })).toEqual(['mercedes-f1', 'golf']);
    expect(keys({ interests: 'music, mostly jazz' })).toEqual(['jazz']);
    expect(keys({ interests: 'kpop (BTS and stray kids), makeup' }).slice(0, 2)).toEqual(['bts', 'stray-kids']);
    expect(keys({ interests: 'travel (wants to go to italy), bridge' })).toEqual(['italy', 'bridge-card-game']);
    // The detail in brackets comes first: Dune, whose books are sci-fi, before anything else they said.
    expect(keys({ interests: 'sci fi books (Dune), home brewing' })).toEqual(['dune', 'homebrewing']);
    // Alone, a Ferrari is the marque whose things serve a car fan and a tifoso alike (the LEGO Technic car, the museum).
    expect(keys({ interests: 'ferrari, watches' })).toContain('ferrari');
    expect(text(await suggest({ name: 'Carlos', relationship: 'partner', age: 45, gender: 'male', interests: 'formula 1, especially ferrari, espresso, watches', budget: 300 }))).toMatch(/Ferrari/);
  });

  it('reads a place they are moving to or long to see as theirs to get ready for, wherever it is said', () => {
    expect(keys({ relationship: 'colleague', occasion: "other: leaving do - he's moving to Berlin", interests: 'cycling, craft beer, Arsenal' })[0]).toBe('berlin');
    expect(keys({ interests: 'computer science, valorant', culturalConsiderations: 'moving to Seattle for a job' })).toContain('seattle');
    expect(keys({ occasion: 'wedding', interests: 'hiking, photography', culturalConsiderations: 'registry is a honeymoon fund for japan' })).toContain('japan');
    expect(keys({ interests: 'cooking, saving up for a trip to Japan next year' })).toEqual(['cooking', 'japan']);
    // Where they will not go again is no plan.
    expect(keys({ interests: 'baking', culturalConsiderations: "doesn't want to go to Spain again" })).not.toContain('spain');
  });

  it('reads the place where they do what they love as loved too, but not where they live or work', () => {
    expect(keys({ interests: 'hiking in the Lake District, photography' })).toEqual(['hiking', 'lake-district', 'photography']);
    expect(keys({ interests: 'walks on the South Downs' })).toEqual(['hiking', 'south-downs']);
    expect(keys({ interests: 'loves camping in the Highlands' })).toEqual(['camping', 'scotland']);
    expect(keys({ interests: 'skiing in the Alps every year' })).toEqual(['skiing', 'the-alps']);
    expect(keys({ interests: 'sailing around Cornwall' })).toEqual(['sailing', 'cornwall']);
    // A caravan they go back to every year is a love of the place it stands in.
    expect(keys({ interests: 'hiking, her static caravan in Cornwall' })).toContain('cornwall');
    expect(keys({ interests: 'lives in London, loves climbing' })).toEqual(['climbing']);
    expect(keys({ interests: 'works in Edinburgh, runs marathons' })).not.toContain('edinburgh');
  });

  it('reads a pastime whose name holds a sport as its own: fantasy football, FPL, Football Manager, Subbuteo', () => {
    expect(keys({ interests: 'fantasy football' })).toEqual(['fantasy-football']);
    expect(read({ interests: 'fantasy football' }).interests[0].parents).not.toContain('american-football');
    expect(keys({ interests: 'fantasy premier league' })).toEqual(['fantasy-premier-league']);
    expect(read({ interests: 'FPL' }).interests[0].parents).toContain('association-football');
    expect(keys({ interests: 'fantasy baseball, table tennis, fantasy F1' })).toEqual(['fantasy-baseball', 'table-tennis', 'fantasy-f1']);
    expect(keys({ interests: 'plays Football Manager, Subbuteo' })).toEqual(['football-manager', 'subbuteo']);
  });

  it('reads a show, said by name or watched, as television: never films', () => {
    for (const interests of ['coronation street', 'bake off', 'watches Gogglebox', 'binges Strictly']) {
      const [show] = read({ interests }).interests;
      expect(show.parents).not.toContain('movies');
      expect(show.parents).toContain('tv');
    }
    // The broader love said beside it waits behind the show.
    expect(keys({ interests: 'TV, Coronation Street, gardening' })).toEqual(['coronation-street', 'gardening', 'tv']);
  });

  it('hears a refusal of anything made for their condition, and keeps the limits it brings', () => {
    for (const culturalConsiderations of ['uses a wheelchair but hates being treated as disabled', 'wheelchair user, nothing pity-ish please', "uses a walker, doesn't want anything medical", 'bad hips but no mobility aids']) {
      const person = read({ culturalConsiderations, occasion: 'other: get well soon' });
      expect([...person.limits]).toEqual(expect.arrayContaining(['adapted', 'physical-exertion']));
      expect(person.interests.filter((interest) => interest.aside)).toEqual([]);
    }
    expect([...read({ culturalConsiderations: 'uses a wheelchair' }).limits]).not.toContain('adapted');
  });

  it('reads a phrase whole, not as a shorter word inside it: computer science is no telescope', async () => {
    expect(keys({ interests: 'computer science, valorant, gym' })).toEqual(['computer-science', 'valorant', 'fitness']);
    expect(keys({ interests: 'political science' })).toEqual(['politics']);
    expect(keys({ interests: 'performing arts' })).toEqual(['theater']);
    expect(keys({ interests: 'time travel stories' })).not.toContain('travel');
    expect(keys({ interests: 'natural history' })).toEqual(['nature']);
    expect(keys({ interests: 'coffee table books' })).not.toContain('coffee');
    const jake = await suggest({ name: 'Jake', relationship: 'child', occasion: 'graduation', age: 22, gender: 'male', interests: 'computer science, valorant, gym', budget: 300 });
    expect(text(jake)).not.toMatch(/telescope/i);
  });

  it('keeps the detail they named rather than its broader kind: sketching, ramen, rom-coms, trucks, houseplants', async () => {
    expect(keys({ interests: 'makeup, sketching' })).toEqual(['makeup-artistry', 'drawing']);
    expect(keys({ interests: 'anime, ramen' })).toContain('ramen');
    expect(keys({ interests: 'likes bubble baths and rom coms' })).toEqual(['spa', 'romantic-comedies']);
    expect(text(await suggest({ name: 'Kenji', relationship: 'colleague', age: 28, interests: 'ramen, mechanical keyboards', budget: 25 }))).toMatch(/ramen/i);
    // A four-year-old's trucks are toys, not a pickup's off-road kit.
    const leo = await suggest({ name: 'Leo', relationship: 'child', age: 4, gender: 'male', interests: 'dinosaurs!!! and trucks', budget: 30 });
    expect(interestsOf(leo)).toEqual(expect.arrayContaining(['dinosaurs']));
    expect(text(leo)).toMatch(/truck/i);
    // Houseplants are indoors: no fruit tree for the plant parent.
    const sam = await suggest({ relationship: 'partner', occasion: 'anniversary', age: 29, interests: 'taylor swift, baking sourdough, houseplants', budget: 150 });
    expect(text(sam)).not.toMatch(/apple tree/i);
  });

  it('reads "a band called Wet Leg" as a band to give for, and "named his starter Doughlene" as no fandom at all', async () => {
    const band = read({ interests: 'obsessed with a band called Wet Leg, and indie gigs' }).interests.find((interest) => interest.label === 'Wet Leg');
    expect(band?.kind).toBe('music-artist');
    expect(read({ interests: 'loves the band Wet Leg' }).interests.map((interest) => interest.label)).toEqual(['Wet Leg']);
    expect(text(await suggest({ interests: 'obsessed with a band called Wet Leg, and indie gigs', gender: 'female', age: 25 }))).toMatch(/Wet Leg (album|record|vinyl|merch|tour)/i);
    // "Club" is in too many names to pick one out: the school garden club is no Thursday Murder Club.
    expect(keys({ interests: 'reading, she runs the school garden club' })).not.toContain('thursday-murder-club-series');
    expect(keys({ interests: 'big F1 fan, esp. Mercedes' })).toContain('mercedes-f1');
    // A show titled in everyday words is the phrase when it runs into the sentence: the office league is at work.
    expect(keys({ interests: 'fantasy football obsessed (runs the office league), spurs fan' })).not.toContain('the-office');
    expect(keys({ interests: 'the office fan, parks and rec' })).toContain('the-office');
    expect(keys({ interests: 'watches the crown every sunday' })).toContain('the-crown');
    // A song is its film's: "singing Let It Go" is Frozen, not a fan of "Let It".
    expect(keys({ interests: 'loves singing Let It Go', age: 5 })).toContain('frozen');
    // A dog or a person after "called" is still no fandom.
    expect(keys({ interests: 'her dog called Max, walking' }).some((key) => key.startsWith('said:'))).toBe(false);
    for (const interests of ['sourdough (he named his starter Doughlene), baking generally', 'vanlife, calls her campervan Bertha, surfing', 'obsessed with her sourdough starter which she calls Doughlene, parkrun']) {
      const pete = await suggest({ interests, gender: 'male' });
      expect(keys({ interests }).some((key) => key.startsWith('said:'))).toBe(false);
      expect(text(pete)).not.toMatch(/Doughlene|Bertha/);
    }
  });

  it('reads night shifts as how their days go, said among the interests or beside the limits', async () => {
    expect(keys({ interests: 'works nights as a paramedic, xbox, curry' })).toContain('shift-work');
    const ellie = await suggest({ name: 'Ellie', relationship: 'child', occasion: 'graduation', gender: 'female', age: 22, interests: 'wild swimming, crime novels', culturalConsiderations: 'about to start 12 hour night shifts', budget: 90 });
    expect(interestsOf(ellie)).toContain('shift-work');
  });

  it('hears "listening to the cricket" as a listener\'s love: no bat oil for a grandad who follows it on the radio', async () => {
    const joe = await suggest({ name: 'Joe', relationship: 'other: grandad', age: 88, gender: 'male', interests: 'listening to the cricket, gardening, a wee whisky', budget: 50 });
    const kit = joe.suggestions.filter((suggestion) => byTitle.get(suggestion.title)?.interests.includes('cricket') && ['physical', 'practical'].includes(suggestion.category));
    expect(kit.map((suggestion) => suggestion.title)).toEqual([]);
    // Said in one breath with the telly, the snooker is still watched: no cue chalk.
    const stan = await suggest({ name: 'Stan', relationship: 'other: grandad', age: 86, gender: 'male', interests: 'snooker on the telly, his garden', budget: 40 });
    expect(read({ interests: 'snooker on the telly' }).interests.find((interest) => interest.key === 'snooker')?.watched).toBe(true);
    expect(stan.suggestions.filter((suggestion) => byTitle.get(suggestion.title)?.interests.includes('snooker') && ['physical', 'practical'].includes(suggestion.category))).toEqual([]);
  });

  it('reads "both vegan" as what they eat, kept as a limit, not as a love of cooking', async () => {
    const couple = read({ name: 'Ella & Jo', occasion: 'wedding', interests: 'both vegan, travel, board games' });
    expect(couple.interests.map((interest) => interest.key)).not.toContain('vegan-cooking');
    expect(couple.limits.has('animal-products')).toBe(true);
    expect(keys({ interests: 'vegan cooking, climbing' })).toContain('vegan-cooking');
  });

  it('keeps "experiences or consumables only" to the letter, and reads "no big bulky stuff" as no clutter', async () => {
    const sue = await suggest({ name: 'Sue', relationship: 'parent', gender: 'female', age: 58, interests: 'gardening, radio 4, walks with the dog', culturalConsiderations: 'downsizing, experiences or consumables only', budget: 75 });
    expect(sue.suggestions.map((suggestion) => byTitle.get(suggestion.title)?.form ?? 'thing').filter((form) => form === 'thing')).toEqual([]);
    expect(read({ culturalConsiderations: 'no big bulky stuff, tiny flat' }).limits.has('clutter')).toBe(true);
  });

  it('leaves behind the loves a sober friend gave up, and keeps those only paused', async () => {
    const lena = { name: 'Lena', interests: 'wine, true crime podcasts, running', culturalConsiderations: "she's 2 years sober now so NO alcohol", budget: 45 };
    expect(keys(lena)).toEqual(['true-crime', 'running']);
    const list = await suggest(lena);
    expect(interestsOf(list)).not.toContain('wine');
    expect(text(list)).not.toMatch(/\bwine\b/i);
    expect(keys({ interests: 'whisky, golf', culturalConsiderations: "doesn't drink anymore" })).toEqual(['golf']);
    expect(keys({ interests: 'poker nights, football', culturalConsiderations: 'recovering gambler' })).toEqual(['football']);
    // A pregnancy or cutting back keeps the love, only not the drink.
    expect(keys({ interests: 'wine, gardening', culturalConsiderations: 'pregnant with her first' })).toContain('wine');
    expect(keys({ interests: 'craft beer but cutting back, cycling' })).toEqual(['beer', 'cycling']);
  });

  it('reads limits in everyday words, either way round: eyesight poor, leg in plaster, a C-section, allergic to lavender', async () => {
    const limits = (culturalConsiderations: string) => [...read({ culturalConsiderations }).limits];
    for (const said of ['lives in a care home, small room, eyesight poor', 'her sight is failing', 'poor vision these days', 'has cataracts']) expect(limits(said)).toContain('sight');
    for (const said of ['leg in plaster, stuck on the sofa for 6 weeks', 'laid up after the op', 'broken ankle']) expect(limits(said)).toEqual(expect.arrayContaining(['outings', 'physical-exertion']));
    expect(limits('uses a zimmer frame')).toContain('physical-exertion');
    expect(limits('allergic to lavender')).toContain('fragrance');
    expect(limits('keeps kosher')).toEqual(expect.arrayContaining(['pork', 'seafood', 'meat']));
    expect(limits('early dementia, lives alone')).toEqual(expect.arrayContaining(['loud-crowds', 'surprise']));
    const priya = await suggest({ name: 'Priya', occasion: 'other: new baby', age: 32, gender: 'female', interests: 'yoga, reading thrillers, coffee', culturalConsiderations: 'new mum, breastfeeding, had a c section, tiny flat', budget: 70 });
    expect(flagsOf(priya)).toEqual(expect.not.arrayContaining(['physical-exertion', 'alcohol']));
    expect(text(priya)).not.toMatch(/puppy yoga|escape room/i);
    const jess = await suggest({ name: 'Jess', occasion: 'just-because', age: 30, gender: 'female', interests: 'shes been really down lately, likes bubble baths and rom coms', culturalConsiderations: 'allergic to lavender', budget: 30 });
    expect(flagsOf(jess)).not.toContain('fragrance');
  });

  it('reads a past gift by what it was, not how it was said: "books about trains" is books and trains', () => {
    expect(read({ pastGifts: 'socks, books about trains every year' }).pastGifts).toEqual([['sock'], ['book', 'train']]);
  });
});

describe('what a sentence says around a love', () => {
  it("reads a walk with the dog as the dog's, a children's ward as where they work, and 'very proud' as how they are", () => {
    expect(keys({ interests: 'walks with his spaniel every morning, crosswords' })).not.toContain('hiking');
    expect(keys({ interests: 'walks with his spaniel every morning, crosswords' })).toContain('crosswords');
    expect(keys({ interests: 'long walks in the hills' })).toContain('hiking');
    expect(keys({ interests: "thirty years as a nurse on the children's ward, quilting" })).not.toContain('kids');
    expect(keys({ interests: 'dotes on her grandchildren and the kids next door' })).toContain('kids');
    expect(keys({ interests: "her allotment, she's so proud of it" }).some((key) => key.startsWith('said:'))).toBe(false);
  });

  it('reads a city raced in as the race, not as a love of the city', () => {
    const raced = keys({ interests: 'runs marathons - has done Boston and Tokyo, training for Valencia, big Spurs fan' });
    expect(raced.filter((key) => /boston|tokyo|valencia/.test(key))).toEqual([]);
    expect(raced).toEqual(expect.arrayContaining(['marathon-running']));
    expect(keys({ interests: 'ran Boston once but loves Paris' })).toContain('paris');
  });

  it('reads a walk to somewhere as no hike, the job of teaching a love as no classroom, and brands given as a food as that food', () => {
    expect(keys({ interests: 'walks to the shops and back every day, Radio 4' })).not.toContain('hiking');
    expect(keys({ interests: 'teaches pilates three evenings a week' })).not.toContain('teaching');
    // The teacher is read as their work: kept for a new post, and no planner for a birthday.
    expect(keys({ occasion: 'other: new job', interests: 'a secondary school teacher who loves gardening' })).toEqual(expect.arrayContaining(['teaching', 'gardening']));
    const snacks = keys({ interests: 'crisps like Monster Munch and Wotsits, darts' });
    expect(snacks.filter((key) => key.startsWith('said:'))).toEqual([]);
    expect(keys({ interests: 'bands like Wet Leg and Idles' })).toEqual(expect.arrayContaining(['said:wet-leg', 'said:idles']));
  });

  it('keeps a pet they no longer have from the things a pet needs, and a word of when out of a name', async () => {
    const missing = { interests: 'jigsaws, hymns, still misses her old cat Tibbles', culturalConsiderations: 'moved into a care home in the spring', age: 90 };
    expect([...read(missing).conditions]).not.toContain('cats');
    expect(text(await suggest({ ...missing, budget: 40 }))).not.toMatch(/cat (toy|tree|perch|bed|scratcher)|window perch|wand toy|catnip/i);
    expect(read({ interests: 'cycling, hoping to ride the Tour de France route next summer' }).interests.map((interest) => interest.label)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/\bnext\b/)]),
    );
  });

  it('reads "rn" as right now, a podcast recommended as one listened to, the cello suites as music heard, and painted nails as nail art', () => {
    expect(keys({ interests: 'reading a fantasy series rn, crochet' })).not.toContain('nursing');
    expect(keys({ interests: 'always has a podcast recommendation for you, cycling' })).not.toContain('podcast-making');
    expect(keys({ interests: 'has a podcast about old films' })).toContain('podcast-making');
    expect(keys({ interests: "Elgar and Bach's cello suites on a Sunday" })).not.toContain('cello');
    expect(keys({ interests: 'painting their nails, Hozier' })).toContain('nail-art');
    expect(keys({ interests: "walks, he's slower these days" }).some((key) => key.startsWith('said:'))).toBe(false);
  });

  it('reads lavender as a scent, chocolates as carrying nuts, and foam toys as plastic', () => {
    const ideas = itemIdeas(catalog);
    const flagged = (pattern: RegExp, flag: ExclusionFlag) => {
      const found = ideas.filter((idea) => pattern.test(idea.title));
      expect(found.length).toBeGreaterThan(0);
      for (const idea of found) expect([idea.title, idea.flags.has(flag)]).toEqual([idea.title, true]);
    };
    flagged(/lavender/i, 'fragrance');
    flagged(/\btruffles\b|pralines/i, 'nuts');
    flagged(/foam bath letters/i, 'plastic');
  });
});
