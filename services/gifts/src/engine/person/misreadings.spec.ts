import type { GiftResponse } from '@presently/proto';
import { askingAbout, byTitle, catalog, engine, flagsOf, interestsOf, none, text, titles } from '../../../test/catalog-engine';
import { flagsSaid } from '../catalog/catalog';
import { itemIdeas } from '../catalog/ideas';

/** Everyday phrasings the reader once took for something else, and the ideas that come of reading them right. */
const { suggest, read, info } = askingAbout({ budget: 60 });
const keysRead = (interests: string) => read({ interests }).interests.map((interest) => interest.key);
/** What is read of a knitter with this personality. */
const keysBeside = (personality: string) => read({ interests: 'knitting', personality }).interests.map((interest) => interest.key);
const labelsRead = (interests: string) => read({ interests }).interests.map((interest) => interest.label);

describe('a title is read as the title, not as its words', () => {
  it('gives a nana who loves The Sound of Music the film, never earplugs or a sound bath', async () => {
    const nana = { relationship: 'other: nana', age: 84, gender: 'female', interests: 'loves The Sound of Music, her cat, knitting', culturalConsiderations: 'has dementia' } as const;
    expect(keysRead(nana.interests)).toContain('the-sound-of-music');
    expect(keysRead(nana.interests)).not.toContain('music');
    const list = await suggest(nana);
    expect(titles(list)).toMatch(/Sound of Music/);
    expect(titles(list)).not.toMatch(/earplug|sound bath|sound wave|headphones/i);
  });

  it('reads a show named at the start of a clause, whatever words it is made of', async () => {
    for (const interests of ['Time Team every week, real ale', 'real ale, Time Team every week']) expect(labelsRead(interests)).toContain('Time Team');
    expect(titles(await suggest({ age: 66, gender: 'male', interests: 'Time Team every week, real ale' }))).toMatch(/Time Team/);
  });

  it('reads a title it does not know as one name, of the kind its lead-in says', () => {
    const racing = read({ interests: 're-reads The Art of Racing in the Rain, baking' }).interests;
    expect(racing.map((interest) => interest.label)).toContain('The Art of Racing in the Rain');
    expect(racing.find((interest) => interest.label === 'The Art of Racing in the Rain')?.kind).toBe('book-series');
    expect(racing.map((interest) => interest.key)).not.toEqual(expect.arrayContaining(['art']));
    const film = read({ interests: 'the film Chariots of Fire' }).interests;
    expect(film.map((interest) => [interest.label, interest.kind])).toEqual([['Chariots of Fire', 'film-franchise']]);
    // "Sings along to" leads to what is sung along to: no karaoke microphone for a Mamma Mia! fan.
    expect(keysRead('sings along to Mamma Mia')).toEqual(['mamma-mia']);
  });

  it('gives the film, never its words: no running kit for Chariots of Fire, no art supplies for a book about racing', async () => {
    const list = await suggest({ interests: 'the film Chariots of Fire, gardening' });
    expect(titles(list)).toMatch(/Chariots of Fire/);
    expect(interestsOf(list)).not.toContain('running');
    expect(interestsOf(await suggest({ interests: 're-reads The Art of Racing in the Rain, gardening' }))).not.toEqual(expect.arrayContaining(['motorsport']));
  });

  it('still reads lists written all in capitals as the everyday loves they are', () => {
    expect(keysRead('Long Walks, Real Ale, Cooking')).toEqual(['walking', 'beer', 'cooking']);
    expect(keysRead('Board Games, Real Ale')).toEqual(['board-games', 'beer']);
    expect(keysRead('supports Manchester United')).toEqual(['manchester-united']);
  });
});

describe('a plant in the garden is no sport', () => {
  it('reads runner beans and squash as what they grow', async () => {
    expect(keysRead('grows runner beans, brass bands')).not.toContain('running');
    expect(keysRead('grows squash and courgettes')).not.toContain('squash');
    expect(keysRead('grows veg and plays squash')).toContain('squash');
    // A love of food or drink stays one: coffee beans are coffee.
    expect(keysRead('loves coffee beans')).toContain('coffee');
    const list = await suggest({ age: 70, gender: 'male', interests: 'grows runner beans, brass bands' });
    expect(interestsOf(list)).not.toContain('running');
    expect(titles(list)).not.toMatch(/running|jogging|squash/i);
  });
});

describe('how much is never a name', () => {
  it('reads "loads", "heaps", "tons" of a thing as that thing', async () => {
    for (const interests of ['reads loads of romantasy, tea', 'reads heaps of crime novels', 'bakes tons of bread']) {
      expect(labelsRead(interests).join(' ')).not.toMatch(/loads|heaps|tons/i);
    }
    expect(text(await suggest({ age: 28, gender: 'female', interests: 'reads loads of romantasy, tea' }))).not.toMatch(/\bLoads\b/);
  });
});

describe('someone long at their craft', () => {
  it('hears a lifetime of it however it is said', () => {
    for (const interests of ['a seasoned falconer', 'has flown hawks her whole life', 'plays chess at weekends for 30 years', 'knitting for over 20 years', 'has been sailing since she was a girl', 'bowls since the 80s']) {
      const interest = read({ interests }).interests[0];
      expect(interest).toBeDefined();
      expect(interest.seasoned).toBe(true);
    }
    expect(keysRead('has flown hawks her whole life')).toEqual(['falconry']);
  });

  it('never gives an expert a beginners\' course for their own craft, but does a newcomer', async () => {
    const expert = await suggest({ age: 55, gender: 'female', interests: 'a seasoned falconer', budget: 300 });
    expect(titles(expert)).not.toMatch(/falconry course|beginner|starter/i);
    expect(interestsOf(expert)).toContain('falconry');
    const newcomer = await suggest({ age: 55, gender: 'female', interests: 'wants to learn falconry', budget: 300 });
    expect(titles(newcomer)).toMatch(/falconry course/i);
    const chess = await suggest({ age: 50, gender: 'male', interests: 'plays chess at weekends for 30 years', budget: 60 });
    expect(titles(chess)).not.toMatch(/beginner|starter|teaches chess|learn/i);
  });
});

describe('how far along someone is', () => {
  const ideas = itemIdeas(catalog);
  const levelOf = new Map(ideas.map((idea) => [idea.title, idea.forBeginners ? 'beginner' : idea.forExperienced ? 'experienced' : 'any']));
  const levels = (list: GiftResponse) => list.suggestions.map((suggestion) => levelOf.get(suggestion.title));
  const idea = (id: string) => ideas.find((each) => each.id === id);
  const readAs = (interests: string) => read({ interests, age: 40 }).interests[0];

  it('hears years at it in the devotion and skill people speak of, and in a craft said by what they have done', () => {
    const said: [string, string][] = [
      ['has knitted for 50 years', 'knitting'],
      ["she's baked since she was a girl", 'baking'],
      ['an avid baker', 'baking'],
      ['keen gardener', 'gardening'],
      ['obsessed with golf, plays off 8', 'golf'],
      ['a brilliant cook', 'cooking'],
      ['has gardened for 40 years', 'gardening'],
      ['took up golf twenty years ago', 'golf'],
      ['sells her paintings at craft fairs', 'painting'],
    ];
    for (const [interests, key] of said) {
      const interest = readAs(interests);
      expect([interests, interest?.key, interest?.seasoned]).toEqual([interests, key, true]);
      expect(interest.starting).toBeUndefined();
    }
  });

  it('hears a newcomer in a first time, a first thing of their own, or a start not long ago', () => {
    const said: [string, string][] = [
      ['cooking for himself for the first time', 'cooking'],
      ['just got his first camera', 'photography'],
      ['recently took up pottery', 'pottery'],
      ['novice gardener', 'gardening'],
      ['has been climbing for a few months', 'climbing'],
      ['started running this year', 'running'],
      ['wants to get into baking', 'baking'],
      ['doing couch to 5k', 'running'],
      ['having piano lessons', 'piano'],
    ];
    for (const [interests, key] of said) {
      const interest = readAs(interests);
      expect([interests, interest?.key, interest?.starting]).toEqual([interests, key, true]);
    }
    // Words that only look like a craft done: baked goods are food, not baking.
    expect(keysRead('loves baked goods and smoked salmon')).not.toContain('baking');
  });

  it('knows a thing for beginners or for the experienced by what it says, and no sourdough starter is a starter kit', () => {
    for (const id of ['stitch-n-bitch-debbie-stoller', 'la-sportiva-tarantulace', 'skate-protective-pad-set', 'twenty-inch-learner-unicycle', 'everyday-watercolor-rainey']) expect([id, idea(id)?.forBeginners]).toEqual([id, true]);
    for (const id of ['rg-gundam-kit', 'mg-gundam-ver3', 'card-college-giobbi', 'henle-chopin-nocturnes', 'linocut-for-artists-morley']) expect([id, idea(id)?.forExperienced]).toEqual([id, true]);
    for (const id of ['brod-taylor-folding-proofer', 'perfect-loaf-maurizio-leo', 'new-driver-jump-starter', 'weber-chimney-starter', 'linocut-for-artists-morley', 'roger-ackroyd-folio-society']) expect([id, idea(id)?.forBeginners]).toEqual([id, false]);
    // A child's "serious colourer" is only a keen one.
    expect(idea('kids-prismacolor-pencils-48')?.forExperienced).toBe(false);
  });

  it('gives a lifelong knitter nothing that starts her from casting on, however her years are said', async () => {
    for (const interests of ['knitting, Strictly Come Dancing, her budgie', 'has knitted for 50 years, her garden', 'keen knitter, church on Sundays']) {
      const list = await suggest({ relationship: 'other: grandmother', age: 84, gender: 'female', interests, budget: 40 });
      expect(interestsOf(list)).toContain('knitting');
      expect(titles(list)).not.toMatch(/Stitch 'n Bitch|beginner|starter|learn to/i);
      expect(levels(list)).not.toContain('beginner');
    }
  });

  it('hears years at a craft in work shown and sold: no beginners\' painting class for a watercolourist who sells hers', async () => {
    for (const interests of ['accomplished watercolour artist, sells her paintings at fairs', 'sells her paintings at craft fairs, birds', 'exhibits her watercolours locally']) {
      const artist = await suggest({ relationship: 'other: aunt', age: 55, gender: 'female', interests, budget: 60 });
      expect(titles(artist)).not.toMatch(/beginner|starter|intro/i);
      const painting = artist.suggestions.filter((suggestion) => byTitle.get(suggestion.title)?.interests.some((key) => /painting|gouache|art$/.test(key)));
      expect(painting.length).toBeGreaterThan(0);
      expect(painting.map((suggestion) => levelOf.get(suggestion.title))).not.toContain('beginner');
    }
  });

  it('gives a newcomer nothing made for the experienced, and a first cook a first cook\'s ideas', async () => {
    for (const interests of ['just started building Gundam models', 'new to Gunpla', 'learning to build gunpla kits']) {
      const list = await suggest({ age: 25, gender: 'male', interests, budget: 60 });
      expect(interestsOf(list)).toContain('gunpla');
      expect(levels(list)).not.toContain('experienced');
    }
    const kai = await suggest({ relationship: 'child', occasion: 'other: going off to university', age: 18, gender: 'male', interests: 'cooking for himself for the first time, skateboarding, hip hop', budget: 100 });
    expect(titles(kai)).not.toMatch(/heirloom|whetstone/i);
  });

  it('gives a kit for the experienced builder to one who builds, never to a fan of what it depicts', async () => {
    for (const interests of ['BTS, Stray Kids, skincare, drawing anime', 'Lego, Minecraft, anime', 'anime, manga, drawing']) {
      const list = await suggest({ relationship: 'child', age: 13, interests, budget: 60 });
      expect(titles(list)).not.toMatch(/Real Grade|Master Grade/);
      expect(levels(list)).not.toContain('experienced');
    }
    const builder = await suggest({ age: 40, gender: 'male', interests: 'has built Gunpla kits for 20 years', budget: 60 });
    expect(interestsOf(builder)).toContain('gunpla');
    expect(levels(builder)).not.toContain('beginner');
  });
});

describe('a character by the name its fans use', () => {
  it('reads "loves stitch" as Lilo & Stitch, and cross stitch or stitching as the craft', async () => {
    expect(keysRead('loves stitch (lilo and stitch), gymnastics')).toContain('lilo-and-stitch');
    expect(keysRead('loves stitch (lilo and stitch), gymnastics').some((key) => key.startsWith('said:'))).toBe(false);
    expect(keysRead('cross stitch, baking')).toContain('cross-stitch');
    const niece = await suggest({ relationship: 'other: niece', occasion: 'christmas', age: 14, gender: 'female', interests: "she's into gymnastics and youtube, and she loves stitch (lilo and stitch)", budget: 40 });
    expect(titles(niece)).not.toMatch(/knitt|bitch/i);
  });
});

describe('where someone potters', () => {
  it('reads pottering in the shed as DIY and pottering in the garden as gardening', () => {
    expect(keysRead('always pottering in his shed, model railways')).toEqual(expect.arrayContaining(['diy']));
    expect(keysRead('always pottering in his shed, model railways')).not.toContain('gardening');
    expect(keysRead('pottering in the garden')).toContain('gardening');
  });
});

describe('the words of a relation and a saying', () => {
  it('writes "your PhD supervisor" as typed, and reads out "in all weathers" as no love of the weather', () => {
    expect(read({ relationship: 'other: my PhD supervisor', interests: 'jazz' }).who).toBe('your PhD supervisor');
    expect(read({ relationship: 'other: MY BOSS', interests: 'jazz' }).who).toBe('your boss');
    expect(keysRead("he's always out walking in all weathers")).not.toContain('weather');
  });
});

describe('a service by its name', () => {
  it('reads Netflix as streaming shows, not films at the cinema', async () => {
    expect(keysRead('makeup, netflix, her cat')).toContain('streaming');
    expect(titles(await suggest({ relationship: 'partner', occasion: 'christmas', age: 27, gender: 'female', interests: 'makeup, netflix, her cat', budget: 100 }))).not.toMatch(/IMAX|cinema/i);
  });
});

describe('something to do together', () => {
  const together = async (interests: string): Promise<[GiftResponse, Set<string>]> => {
    const recipientInfo = info({ age: 55, gender: 'female', interests, budget: 80 });
    const original = await engine.suggest(recipientInfo, none);
    const refined = await engine.refine({ recipientInfo, originalSuggestion: original, refineType: 'custom', customInstructions: 'something to do together' }, none);
    // What they love, and what sits beside it (a falconer's owls and birdwatching).
    const theirs = new Set(engine.reader.read(recipientInfo).interests.flatMap((interest) => [interest.key, ...interest.parents, ...interest.related]));
    return [refined, theirs];
  };

  it('is about what the person loves where such an idea exists: no dance class for a falconer', async () => {
    const [refined, theirs] = await together('a seasoned falconer, walking');
    expect(titles(refined)).not.toMatch(/dance|salsa|ballroom|cocktail/i);
    const tied = refined.suggestions.filter((suggestion) => byTitle.get(suggestion.title)?.interests.some((key) => theirs.has(key)));
    expect(tied.length).toBeGreaterThanOrEqual(refined.suggestions.length - 1);
  });

  it('falls back to shared outings for anyone when nothing about their loves is one', async () => {
    const [refined] = await together('crosswords');
    expect(refined.suggestions.length).toBeGreaterThan(0);
  });

  it('with the children is a family\'s to do, never a couple\'s keepsake or date night', async () => {
    const recipientInfo = info({ relationship: 'partner', occasion: 'christmas', age: 41, gender: 'female', name: 'Jen', interests: 'running, gin, murder mystery books, our kids', budget: 150 });
    const original = await engine.suggest(recipientInfo, none);
    const refined = await engine.refine({ recipientInfo, originalSuggestion: original, refineType: 'custom', customInstructions: 'something she can do with the kids' }, none);
    expect(refined.suggestions.length).toBeGreaterThan(0);
    expect(text(refined)).not.toMatch(/date night|first christmas together|for two\b|couples?\b/i);
    expect(flagsOf(refined)).not.toContain('couple');
  });
});

describe('playing on a site or in an app', () => {
  it('reads chess.com as chess played online, not as a play or a name', () => {
    const player = read({ interests: 'plays on chess.com every night' });
    expect(player.interests.map((interest) => interest.key)).toEqual(['chess']);
    expect(player.platforms.has('online')).toBe(true);
    for (const interests of ['plays lichess on her phone', 'plays bridge online', 'Words with Friends with her sister']) expect(read({ interests }).platforms.has('online')).toBe(true);
    expect(read({ interests: 'chess, gardening' }).platforms.has('online')).toBe(false);
    expect(keysRead('plays in a band')).not.toContain('theater');
  });

  it('gives an 83-year-old who plays online what plays online, which one who is not said to waits for', async () => {
    const online = await suggest({ age: 83, gender: 'male', interests: 'plays on chess.com every night, gardening' });
    expect(titles(online)).toMatch(/Chess\.com/);
    expect(text(online)).not.toMatch(/theat(er|re)|(?<!\.)\bcom\b/i);
    expect(titles(await suggest({ age: 83, gender: 'male', interests: 'chess, gardening' }))).not.toMatch(/Chess\.com/);
  });
});

describe('a custom that rules out clocks and fours', () => {
  const limit = 'no clocks or anything in sets of 4';

  it('reads no clocks and no sets of four, and no ban on things in general', () => {
    const limits = read({ interests: 'gardening', culturalConsiderations: limit }).limits;
    expect([...limits]).toEqual(expect.arrayContaining(['clocks', 'sets-of-four']));
    expect(limits.has('clutter')).toBe(false);
    expect([...read({ interests: 'tea', culturalConsiderations: 'traditional Chinese family' }).limits]).toEqual(expect.arrayContaining(['clocks', 'sets-of-four']));
    // A refusal of everything is still one.
    expect(read({ interests: 'tea', culturalConsiderations: "doesn't want anything" }).limits.has('clutter')).toBe(true);
  });

  it('flags every clock and every set of four in the catalog by its words', () => {
    const flagged = (title: string) => {
      const item = catalog.items.find((entry) => entry.title === title)!;
      return flagsSaid(`${item.title} ${item.description}`, item.category === 'experience');
    };
    expect(flagged('DGT 3000 digital chess clock')).toContain('clocks');
    expect(flagged('Loose-leaf tea sampler: black, green, oolong and white, four tins')).toContain('sets-of-four');
    expect(flagged('Logical Chess: Move by Move by Irving Chernev')).not.toEqual(expect.arrayContaining(['clocks', 'sets-of-four']));
  });

  it('offers no clock and no set of four to someone who keeps the custom', async () => {
    for (const interests of ['chess, loose-leaf tea, knitting', 'horology, calligraphy, tea']) {
      const list = await suggest({ age: 60, gender: 'female', interests, culturalConsiderations: limit });
      expect(list.suggestions.length).toBeGreaterThan(0);
      expect(flagsOf(list)).not.toEqual(expect.arrayContaining(['clocks']));
      for (const suggestion of list.suggestions) expect(flagsSaid(`${suggestion.title} ${suggestion.description}`, suggestion.category === 'experience')).not.toEqual(expect.arrayContaining(['clocks', 'sets-of-four']));
    }
  });
});

describe('a step out from a named love to its wider world', () => {
  it('is said naturally, in more than one way, never as "X more widely, for Y, who…"', async () => {
    const people = ['Taylor Swift', 'McLaren', 'Coronation Street', 'Time Team every week', 'Arsenal', 'The Beatles'];
    const reasons = (await Promise.all(people.map((interests) => suggest({ interests })))).flatMap((list) => list.suggestions.map((suggestion) => suggestion.reasoning));
    expect(reasons.join(' | ')).not.toMatch(/more widely/);
    expect(reasons.some((reason) => / beyond that,|^Beyond | as a whole|^There is more to /.test(reason))).toBe(true);
  });
});

describe('a season ticket says a team', () => {
  it('reads a team typed in lowercase before "season ticket" as a team they follow, and gives its things', async () => {
    for (const interests of ['ospreys season ticket, grows leeks', 'ospreys season ticket holder']) {
      const ospreys = read({ interests }).interests.find((interest) => interest.label === 'Ospreys');
      expect(ospreys?.kind).toBe('sports-team');
    }
    expect(titles(await suggest({ age: 65, gender: 'male', interests: 'ospreys season ticket, grows leeks' }))).toMatch(/Ospreys/);
  });
});

describe('a personality that says what they do all the time names a love', () => {
  it('reads a habit said in the personality as an interest, and a description as none', () => {
    const habits: [string, string][] = [
      ['cosy, drinks an obscene amount of tea', 'tea'],
      ['quiet, always has a book on the go', 'reading'],
      ["can't get enough of chocolate", 'chocolate'],
      ['hooked on sudoku, shy', 'puzzles'],
      ['organised, always baking something', 'baking'],
      ['never without her camera', 'photography'],
    ];
    for (const [personality, key] of habits) {
      const read = keysBeside(personality);
      expect({ personality, read }).toEqual({ personality, read: expect.arrayContaining([key]) });
    }
    expect(keysBeside('a bit posh, deep diver on topics')).toEqual(['knitting']);
  });
});

describe('what a thing does is what a little one loves in it', () => {
  it('reads "anything that crinkles" as sensory play, while "anything Jodi Picoult writes" stays her books', () => {
    const baby = { relationship: 'other: my sisters baby', occasion: 'christmas', age: 1 } as const;
    for (const interests of ['shes 9 months, loves books with flaps and anything that crinkles', 'anything that crinkles or lights up', 'crinkly toys']) {
      expect(read({ ...baby, interests }).interests.map((interest) => interest.key)).toContain('sensory-play');
    }
    expect(keysRead('reads anything Jodi Picoult writes')).not.toContain('sensory-play');
    expect(labelsRead('reads anything Jodi Picoult writes')).toContain('Jodi Picoult');
  });
});

describe('biscuits and cookies are eaten unless they are baked', () => {
  it('reads a love of biscuits or cookies as a treat to eat, and baking them as baking', () => {
    for (const interests of ['tea and biscuits', 'loves cookies', 'a good biscuit with her cuppa', 'shortbread']) expect(keysRead(interests)).toContain('cookies');
    expect(keysRead('tea and biscuits')).toContain('tea');
    for (const interests of ['loves baking cookies', 'bakes biscuits for everyone', 'cookie decorating', 'christmas cookies every year']) {
      expect(keysRead(interests)).toContain('cookie-baking');
      expect(keysRead(interests)).not.toContain('cookies');
    }
  });

  it('gives a gran who likes tea and biscuits a tin of them, and no baking tools', async () => {
    const list = await suggest({ relationship: 'other: gran', age: 88, gender: 'female', interests: 'tea and biscuits, her garden birds', budget: 30 });
    expect(titles(list)).toMatch(/biscuit|shortbread|cookie/i);
    expect(titles(list)).not.toMatch(/cutter|rolling pin|baking|scoop|sheet pan/i);
  });
});

describe('what a tired person loves', () => {
  it('reads sleep said as a love as sleep, and a sleeping bag as camping', async () => {
    for (const interests of ['sleeping (lol)', 'loves her sleep', 'sleeping in on sundays', 'lie-ins']) expect(keysRead(interests)).toContain('sleep-wellbeing');
    for (const interests of ['sleeping bags, camping', 'a new sleeping bag']) expect(keysRead(interests)).not.toContain('sleep-wellbeing');
    const list = await suggest({ relationship: 'other: husband', age: 34, gender: 'male', interests: 'coffee snob, hiking, sleeping (lol)', personality: 'exhausted new dad', budget: 75 });
    expect(titles(list)).toMatch(/sleep mask|sleep|eye mask|pillow/i);
    expect(titles(list)).not.toMatch(/how-to guide to sleeping/i);
  });

  it('says a snob or a lover of a thing as the person they are, never "his coffee snob"', async () => {
    const list = await suggest({ relationship: 'other: husband', age: 34, gender: 'male', interests: 'coffee snob, hiking', budget: 75 });
    const reasons = list.suggestions.map((suggestion) => suggestion.reasoning).join(' | ');
    expect(reasons).not.toMatch(/'s coffee snob|more coffee snob/i);
  });
});

describe('soaps on the telly and soap by the basin', () => {
  it('reads the soaps someone watches as television (the soaps, under TV), however it is said', () => {
    for (const interests of ['watches the soaps', 'the soaps, baking', 'never misses her soaps', 'loves soap operas', 'soaps on the telly, crosswords']) {
      expect(keysRead(interests)).toContain('soap-operas');
      expect(keysRead(interests)).not.toContain('telenovelas');
    }
  });

  it('reads soap made, bought or collected as soap, never as television', async () => {
    for (const [interests, key] of [
      ['handmade soaps, candles', 'fine-soaps'],
      ['loves fancy soaps and bath bombs', 'fine-soaps'],
      ['nice soaps, reading', 'fine-soaps'],
      ['artisan soap', 'fine-soaps'],
      ['makes soap, gardening', 'soap-making'],
      ['soap making, herbs', 'soap-making'],
    ]) {
      expect(keysRead(interests)).toContain(key);
      expect(keysRead(interests)).not.toContain('tv');
      const found = titles(await suggest({ interests, age: 38, gender: 'female' }));
      expect(found).toMatch(/\bsoaps?\b/i);
      expect(found).not.toMatch(/Roku|Netflix|Fire TV|binge|box set|streaming/i);
    }
  });
});

describe('what someone draws or paints is a style of their art, not a fandom', () => {
  it('reads drawing anime, manga, comics or cartoons as drawing in that style, however the verb is said', () => {
    for (const interests of ['drawing anime', 'draws anime', 'draws manga', 'sketching anime characters', 'loves to draw anime', 'draws anime characters'])
      expect(keysRead(interests)).toEqual(['manga-drawing']);
    // "Doodles" before what is doodled is the verb, never the dogs.
    expect(keysRead('doodles anime characters in her notebooks')).toEqual(['manga-drawing', 'pens-and-notebooks']);
    // Building and painting a model kit is the kit's own craft, no canvas painting.
    expect(keysRead('builds and paints Gundam models')).toEqual(['gunpla']);
    for (const interests of ['draws comics', 'drawing cartoons', 'draws cartoons']) expect(keysRead(interests)).toEqual(['comics-drawing']);
    // Said as a love of its own, anime is one still.
    expect(keysRead('loves anime and drawing')).toEqual(['anime', 'drawing']);
  });

  it('gives a shy girl who draws anime drawing things for it, never a model kit for a fan of the shows', async () => {
    const mia = { name: 'Mia', relationship: 'child', age: 13, gender: 'female', interests: 'BTS, Stray Kids, skincare, drawing anime', personality: 'shy', budget: 50 } as const;
    const list = await suggest(mia);
    expect(titles(list)).not.toMatch(/Gundam|Gunpla|model kit/i);
    expect(interestsOf(list)).toContain('manga-drawing');
    const leo = await suggest({ relationship: 'child', age: 11, gender: 'male', interests: 'draws manga all the time, Pokemon, Minecraft', budget: 40 });
    expect(interestsOf(leo)).toContain('manga-drawing');
  });

  it('reads painting minis, figures or Warhammer as miniature painting, and gives its paints and tools', async () => {
    for (const interests of ['paints warhammer minis', 'paints warhammer miniatures', 'paints D&D minis', 'paints minis', 'paints figures'])
      expect(keysRead(interests)).toEqual(['miniature-painting']);
    const list = await suggest({ age: 28, gender: 'male', interests: 'paints warhammer miniatures, Warhammer 40k', budget: 50 });
    expect(titles(list)).not.toMatch(/expansion|deluxe edition|dollhouse|1:12|miniature food/i);
    expect(interestsOf(list)).toContain('miniature-painting');
    const ollie = await suggest({ age: 30, gender: 'male', interests: 'paints D&D minis, runs a game for friends', budget: 40 });
    expect(titles(ollie)).not.toMatch(/paint-and-sip|watercolour tin|canvas/i);
  });
});

describe('everyday words are read as what they say, not as a show, a planner or a wardrobe', () => {
  it('reads a show titled in everyday words typed small after "for", "to" or "at" as the place it names', () => {
    for (const interests of ['baking for the office, running', 'brings cakes to the office, cycling', 'bakes for everyone at the office', 'cycling to the office'])
      expect(keysRead(interests)).not.toContain('the-office');
    for (const interests of ['the office fan, baking', 'loves The Office', 'baking, the office']) expect(keysRead(interests)).toContain('the-office');
  });

  it('reads a possessive title as one name: Gardeners\' World is the show, never "World"', async () => {
    for (const interests of ["never misses Gardeners' World, loves her roses", 'watches gardeners world, her sweet peas', "Gardener's World on a Friday"]) {
      expect(keysRead(interests)).toContain('gardeners-world');
      expect(labelsRead(interests)).not.toContain('World');
    }
    const list = await suggest({ age: 66, gender: 'female', interests: "never misses Gardeners' World, loves her roses", budget: 50 });
    expect(text(list)).not.toMatch(/\binto World\b|World spice|World's Best/);
  });

  it('reads "teaching herself to" as learning, never as a love of teaching', () => {
    for (const interests of ['teaching herself to crochet, yoga', "he's teaching himself to play guitar", 'taught herself guitar', 'teaching themselves to knit'])
      expect(keysRead(interests)).not.toContain('teaching');
    expect(keysRead('teaching herself to crochet')).toContain('amigurumi');
  });

  it('reads planning or shopping for something as that thing, never planner stationery or fashion', async () => {
    for (const interests of ['planning a trip to Italy, wine', 'planning her wedding, pilates', 'holiday planning', 'meal planning and batch cooking'])
      expect(keysRead(interests)).not.toContain('bullet-journaling');
    for (const interests of ['plant shopping, coffee', 'shopping for plants', 'food shopping at the market', 'antique shopping']) expect(keysRead(interests)).not.toContain('fashion');
    expect(keysRead('loves planning, washi tape')).toContain('bullet-journaling');
    expect(keysRead('shopping, coffee')).toContain('fashion');
    const jess = await suggest({ relationship: 'partner', occasion: 'anniversary', age: 31, gender: 'female', interests: 'planning a trip to Italy, wine, reading', budget: 80 });
    expect(titles(jess)).not.toMatch(/bullet journal|washi|planner/i);
    expect(titles(jess)).toMatch(/Italy/);
  });
});

describe('a word of several loves is read by what is said beside it', () => {
  const skating = (interests: string, age?: number) => read({ interests, age }).interests.map((interest) => interest.key);

  it('reads skating beside skate parks as skateboarding, beside a rink as ice skating, beside a roller disco as roller skating', () => {
    expect(skating('skating, skate parks, gaming', 14)).toContain('skateboarding');
    expect(skating("he's a skater, drawing", 16)).toContain('skateboarding');
    expect(skating('skating lessons at the ice rink, Frozen', 9)).toContain('ice-skating');
    expect(skating('goes skating every winter', 40)).toContain('ice-skating');
    expect(skating('skating, roller disco, 80s music', 26)).toContain('roller-skating');
    // Said alone, a teenager's skating is a board; a grown-up's the rink.
    expect(skating('skating', 13)).toContain('skateboarding');
    expect(skating('skating, pilates', 34)).toContain('ice-skating');
    // Said alone at Christmas, skating is the rink's.
    expect(read({ interests: 'skating, visiting New York', age: 16, occasion: 'christmas' }).interests.map((interest) => interest.key)).toContain('ice-skating');
    expect(read({ interests: 'skating, skate parks', age: 16, occasion: 'christmas' }).interests.map((interest) => interest.key)).toContain('skateboarding');
    // Said in full, it stays as said.
    expect(skating('roller skating, pilates', 14)).toContain('roller-skating');
    expect(skating('ice skating', 14)).toContain('ice-skating');
  });

  it('reads riding by what is ridden, and asks when nothing says', async () => {
    expect(keysRead('rides every weekend, strava addict')).toContain('cycling');
    expect(keysRead('rides every weekend, has her own pony')).toContain('horses');
    expect(keysRead('rides every sunday, loves his Triumph')).toContain('motorcycles');
    expect(keysRead('riding, reading')).toContain('horses');
    expect(keysRead('rides his bike to work')).toEqual(['cycling']);
    const bare = info({ name: 'Tom', gender: 'male', interests: 'rides every weekend, loves his coffee' });
    const asked = await engine.clarify(bare);
    expect(asked.needsClarification).toBe(true);
    expect(asked.questions.join(' ')).toMatch(/What does Tom ride: a bike, a motorbike or a horse\?/);
    // What is ridden, said anywhere, answers it; so does a ride that is no riding.
    for (const interests of ['rides every weekend, road bike, coffee', 'loves the rides at theme parks', 'rides horses'])
      expect((await engine.clarify(info({ interests }))).questions.join(' ')).not.toMatch(/ride:/);
  });

  it("reads a temple by the faith said beside it, and asks whose when nothing says", async () => {
    // "Goes to temple" beside Hanukkah is a synagogue: his Jewish things, never a puja set.
    const hanukkah = { name: 'Avi', gender: 'male', age: 61, occasion: 'other: Hanukkah', interests: 'goes to temple every week, loves bbq and grilling brisket, history books', budget: 80 } as const;
    expect([...read(hanukkah).faiths]).toEqual(['jewish']);
    expect(text(await suggest(hanukkah))).not.toMatch(/puja|Hindu|Diwali/i);
    expect(read({ occasion: 'other: Diwali', interests: 'goes to temple, cooking for the family' }).faiths).toContain('hindu');
    // Said alone, the temple could be any of four faiths' places: a friend would know, so the visitor is asked.
    const alone = info({ name: 'Nani', gender: 'female', age: 78, interests: 'goes to temple, cooking for the family, her garden' });
    expect(read(alone).faiths.size).toBe(0);
    expect((await engine.clarify(alone)).questions.join(' ')).toMatch(/Which faith's temple does Nani go to/);
    // Temple Run is a game on a phone.
    expect(keysRead('temple run, minecraft, football')).not.toContain('spirituality');
    expect((await engine.clarify(info({ interests: 'temple run, minecraft, football', age: 9 }))).questions.join(' ')).not.toMatch(/temple/i);
  });

  it('reads a love listed after reading as a second love, not as what is read', () => {
    expect(keysRead('loves reading and her morning coffee')).toEqual(['reading', 'coffee']);
    expect(keysRead('reading and gardening')).toEqual(['reading', 'gardening']);
    // History books are a love of history, read.
    expect(keysRead('history books')).toEqual(['history', 'reading']);
  });

  it('reads eating out as meals out, not as snacks', async () => {
    const friend = { name: 'Anna', gender: 'female', age: 38, interests: 'no more stuff please! likes eating out, theatre, long walks', budget: 70 } as const;
    expect(read(friend).interests.map((interest) => interest.key)).toContain('eating-out');
    const list = await suggest(friend);
    expect(titles(list)).toMatch(/restaurant/i);
    expect(text(list)).not.toMatch(/jerky|trail snack/i);
  });

  it('never echoes skating back as a how-to guide to it', async () => {
    for (const [interests, age] of [['skating', 13], ['skating, pilates', 34], ['skating, skate parks', 15]] as const)
      expect(titles(await suggest({ interests, age, budget: 50 }))).not.toMatch(/guide to skating|skating starter kit|skating club/i);
  });

  it('reads trad music beside hurling or Irish words as Irish traditional music', () => {
    for (const interests of ['hurling, trad music, a pint in the local', 'trad music, Irish dancing', 'goes to trad sessions in Galway', 'the GAA, trad tunes on the fiddle'])
      expect(keysRead(interests)).toContain('irish-trad-music');
    // With nothing Irish said, trad is folk music as a whole.
    expect(keysRead('trad music, real ale')).toContain('folk-music');
    expect(keysRead('trad music, real ale')).not.toContain('irish-trad-music');
  });
});

describe('everyday walking is not hiking', () => {
  /** Kit for days far from help: no one strolling by the sea needs it. */
  const BACKCOUNTRY = /water filter|spork|carabiner|S-Biner|first aid kit|Gaia GPS|backpacking|trekking poles|satellite|emergency blanket/i;

  it('reads walks, rambles and a daily walk as walking, and hill days as hiking', () => {
    for (const said of ['walking', 'long walks', 'country walks', 'walks by the sea', 'rambling', 'a daily walk', 'going for walks', 'woodland walks'])
      expect(keysRead(`${said}, knitting`)).toEqual(['walking', 'knitting']);
    for (const said of ['hiking', 'trekking', 'hillwalking', 'hill walking', 'fell walking', 'backpacking']) expect(keysRead(said)).not.toContain('walking');
    expect(keysRead('walking the dog, baking')).toEqual(['dogs', 'baking']);
    // A walk in hill country is a hike; one anywhere else is a walk.
    expect(keysRead('walking the fells')).toEqual(['hiking']);
    expect(keysRead('long walks on the moors')).toContain('hiking');
    expect(keysRead('country walks in Cornwall')).toContain('walking');
  });

  it('reads walking with a stick or a frame as how they get about, never as a love', () => {
    expect(keysRead('walks with a stick, sudoku')).toEqual(['puzzles']);
    expect(keysRead('sudoku, walking with her frame')).toEqual(['puzzles']);
    expect(keysRead('walking with friends')).toEqual(['walking']);
  });

  it('gives walkers a walking guide, a flask or warm socks, never backcountry kit', async () => {
    const walkers = [
      { relationship: 'parent', age: 59, gender: 'female', interests: 'reading, walking, tea, gardening', budget: 50 },
      { relationship: 'parent', age: 64, gender: 'male', interests: 'long walks, crosswords', budget: 40 },
      { relationship: 'other: grandmother', age: 78, gender: 'female', interests: 'walks by the sea, knitting', budget: 30 },
      { relationship: 'friend', age: 55, gender: 'male', interests: 'rambling, country walks, real ale', budget: 40 },
    ] as const;
    for (const walker of walkers) {
      const list = await suggest(walker);
      expect(titles(list)).not.toMatch(BACKCOUNTRY);
      expect(interestsOf(list)).toContain('walking');
    }
    // Hikers keep the hills' kit.
    expect(interestsOf(await suggest({ interests: 'hiking, backpacking', budget: 50 }))).toContain('hiking');
  });
});

describe('a verb said beside a sport is training for it', () => {
  it('reads "trains", "swims" and "runs" with how often as training, never as railways', () => {
    for (const said of ['hockey, trains 3 times a week', 'plays hockey and trains twice a week', 'netball, trains most evenings', 'rugby, trains every tuesday'])
      expect(keysRead(said)).not.toContain('trains');
    expect(keysRead('netball, swims 3 times a week')).toContain('swimming');
    // Loved as things, trains are the railway still.
    expect(keysRead('trains and buses')).toEqual(['trains']);
    expect(keysRead('books and trains')).toContain('trains');
  });

  it('gives no railway poster or locomotive kit to a hockey player who trains', async () => {
    const list = await suggest({ relationship: 'child', age: 16, gender: 'female', interests: 'hockey, trains 3 times a week', budget: 40 });
    expect(titles(list)).not.toMatch(/railway|locomotive|train set/i);
  });
});

describe('a named instrument is itself', () => {
  it('reads the tin whistle and the recorder as themselves, not the flute', () => {
    expect(keysRead('plays the tin whistle')).toEqual(['tin-whistle']);
    expect(keysRead('penny whistle, bodhran')).toContain('tin-whistle');
    expect(keysRead('recorder player in a local group')).toContain('recorder');
    for (const said of ['plays the tin whistle', 'irish whistle', 'recorder player']) expect(keysRead(said)).not.toContain('flute');
  });

  it('gives a whistle player whistle things, never a flute stand or a flute method', async () => {
    const list = await suggest({ relationship: 'friend', age: 33, gender: 'female', interests: 'plays the tin whistle, trad music', budget: 40 });
    expect(titles(list)).not.toMatch(/flute/i);
    expect(titles(list)).toMatch(/whistle/i);
  });
});

describe('a bracket that says what a name is', () => {
  it('reads "(the show)", "(tv series)" and "(the band)" as what the name is, never as a love of its own', () => {
    expect(keysRead('Friends (the show), coffee')).toEqual(['friends-tv', 'coffee']);
    expect(keysRead('friends (the tv show)')).toEqual(['friends-tv']);
    expect(keysRead('Yellowstone (the show), whisky')).toEqual(['yellowstone', 'whisky']);
    expect(keysRead('Succession (tv series)')).toEqual(['succession']);
    expect(keysRead('Wet Leg (the band)')).toEqual(['said:wet-leg']);
    for (const said of ['Friends (the show)', 'Bluey (show)', 'Dune (the film)', 'Wet Leg (the band)'])
      expect(keysRead(said).filter((key) => /^said:(show|band|film)$/.test(key))).toEqual([]);
  });
});

describe('a news, panel or magazine show has no box set or companion book', () => {
  const MADE_UP = /(Question Time|Newsnight|Gardeners' World|Match of the Day|Countryfile|University Challenge) (official companion book|mug|box set|poster|T-shirt|framed quote)|Funko Pop! of a (Question Time|Match of the Day)/i;

  it('gives the real thing (the magazine, the presenter\'s book) or ideas of what they love beside it', async () => {
    const watchers = [
      { relationship: 'parent', age: 70, gender: 'male', interests: 'politics, watches Question Time, Gardeners\' World', budget: 40 },
      { relationship: 'parent', age: 68, gender: 'male', interests: 'never misses Question Time or Newsnight', budget: 50 },
      { relationship: 'parent', age: 66, gender: 'female', interests: "Gardeners' World, her allotment", budget: 80 },
      { relationship: 'friend', age: 45, gender: 'male', interests: 'match of the day, real ale', budget: 40 },
    ] as const;
    const lists = await Promise.all(watchers.map((watcher) => suggest(watcher)));
    for (const list of lists) expect(titles(list)).not.toMatch(MADE_UP);
    expect(titles(lists[2])).toMatch(/Gardeners' World Magazine|Monty Don/);
    // A drama's box set is real.
    expect(titles(await suggest({ interests: 'Yellowstone (the show)', budget: 60 }))).toMatch(/Yellowstone/);
  });
});
