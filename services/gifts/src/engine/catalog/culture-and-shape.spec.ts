import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { askingAbout, catalog, engine, text, titles } from '../../../test/catalog-engine';
import { itemIdeas } from './ideas';

/** Culture, place and the shape of a gift: what is read in English, whose tradition a thing is, where they live, how many and what kind. */
const { suggest, read } = askingAbout();
const ideas = new Map(itemIdeas(catalog, engine.reader.interests).map((idea) => [idea.title, idea]));
const formOf = (title: string) => ideas.get(title)?.form;
/** Each phrasing with the list the engine gives it. */
const lists = (inputs: Partial<RecipientInfoInput>[]) => Promise.all(inputs.map(async (input) => [input, await suggest(input)] as const));
/** The titles of a list, with what was asked in front where no pattern can reach it. */
const labelled = (input: Partial<RecipientInfoInput>, list: GiftResponse) => `${titles(list)} ⟵ ${JSON.stringify(input).replace(/\w/g, '·')}`;

describe('things read in English', () => {
  it('are never given to someone English does not come easily to, however it is said', async () => {
    const said = ["her English isn't great", 'new to English, still learning', 'only reads Polish', "doesn't read English well", 'speaks mostly Cantonese at home'];
    for (const [input, list] of await lists(said.map((culturalConsiderations) => ({ culturalConsiderations, interests: 'word games, Scrabble, quizzes, crosswords, cards', age: 62 })))) {
      expect(labelled(input, list)).not.toMatch(/quiddler|bananagrams|crossword|trivia|quiz|wits & wagers|boggle|codenames|scrabble(?! original, (polish|spanish|portuguese|german) edition)/i);
    }
  });

  it('marks word games, trivia and talk-over decks as English words, and keeps a game in their own language for them', async () => {
    for (const title of ['Quiddler card game', 'Wits & Wagers Party edition', 'The Chase official board game', 'Songburst sing-the-lyrics party game', 'The School of Life Conversation Cards']) {
      expect({ title, flagged: ideas.get(title)?.flags.has('english-text') }).toEqual({ title, flagged: true });
    }
    expect(ideas.get('Scrabble Original, Polish edition')?.flags.has('english-text')).toBe(false);
    const polish = await suggest({ culturalConsiderations: 'only reads Polish', interests: 'Scrabble, gardening', age: 70, budget: 60 });
    expect(titles(polish)).toMatch(/Scrabble Original, Polish edition/);
  });
});

describe("a people's traditions", () => {
  it("never give a Greek family at Easter another people's things", async () => {
    const greek: Partial<RecipientInfoInput>[] = [
      { occasion: 'other: Greek Easter', relationship: 'parent', age: 68 },
      { occasion: 'other: Easter', culturalConsiderations: 'Greek Orthodox', relationship: 'parent', age: 68 },
      { occasion: 'other: Orthodox Easter', culturalConsiderations: "she's Greek, goes to church every week", relationship: 'parent', gender: 'female', age: 72 },
      { occasion: 'other: Pascha', culturalConsiderations: 'Greek Cypriot family', relationship: 'friend', age: 45 },
    ];
    for (const [input, list] of await lists(greek)) {
      expect(labelled(input, list)).not.toMatch(/pysanky|ukrainian|kulich|rushnyk/i);
      expect(read(input).occasion.kind).toBe('orthodox-easter');
    }
    const ukrainian = await suggest({ occasion: 'other: Orthodox Easter', culturalConsiderations: 'Ukrainian family', relationship: 'parent', age: 66, interests: 'crafts, baking' });
    expect(titles(ukrainian)).toMatch(/pysanky|rushnyk|kulich/i);
    expect(titles(ukrainian)).not.toMatch(/greek|tsoureki|koulourakia/i);
  });

  it("keeps a festival's own tools for its people: a mooncake mould for a Chinese mum at Mid-Autumn, not for any baker", async () => {
    for (const interests of ['baking, true crime', 'loves baking bread and cakes', 'bakes every weekend']) {
      expect(titles(await suggest({ relationship: 'other: sister', age: 33, gender: 'female', interests, budget: 50 }))).not.toMatch(/mooncake/i);
    }
    expect(titles(await suggest({ relationship: 'parent', occasion: 'other: mid-autumn festival', age: 60, gender: 'female', interests: 'baking, mahjong', budget: 40 }))).toMatch(/mooncake mould/i);
  });

  it("reads calligraphy as the brush and ink of their people's tradition, at their festival as when they say who they are", async () => {
    const calligraphy = /xuan|chinese calligraphy|four treasures|couplets/i;
    expect(titles(await suggest({ relationship: 'colleague', occasion: 'other: Lunar New Year', age: 40, gender: 'male', interests: 'tea, calligraphy, hiking', budget: 40 }))).toMatch(calligraphy);
    expect(titles(await suggest({ relationship: 'parent', age: 60, gender: 'male', interests: 'calligraphy, tea', culturalConsiderations: 'Chinese, reads Chinese better than English', budget: 40 }))).toMatch(calligraphy);
    // Anyone else's calligraphy is the pen's: copperplate, italic, a parallel pen.
    expect(titles(await suggest({ relationship: 'friend', age: 30, gender: 'female', interests: 'calligraphy, journaling', budget: 40 }))).not.toMatch(calligraphy);
  });

  it('gives a Cantonese grandmother Hong Kong mahjong, never the Japanese or the American game', async () => {
    const cantonese: Partial<RecipientInfoInput>[] = [
      { relationship: 'other: Cantonese grandmother', interests: 'mahjong, dim sum', age: 81, budget: 120 },
      { relationship: 'other: grandma', culturalConsiderations: "she's from Hong Kong", interests: 'mahjong with her friends', age: 79, budget: 120 },
      { relationship: 'parent', gender: 'female', culturalConsiderations: 'Chinese, speaks Cantonese', interests: 'plays mahjong every Sunday', age: 74, budget: 120 },
    ];
    for (const [input, list] of await lists(cantonese)) {
      expect(labelled(input, list)).not.toMatch(/riichi|japanese|american mah|nmjl|mah jongg/i);
      expect(labelled(input, list)).toMatch(/Hong Kong-style mahjong|Chinese mahjong tiles|mahjong tablecloth/i);
    }
    // The riichi set is for someone who named the Japanese game, and a Jewish grandmother's mah jongg stays American.
    expect(titles(await suggest({ interests: 'riichi mahjong, anime', age: 27, budget: 90 }))).toMatch(/riichi/i);
    expect(titles(await suggest({ interests: 'mahjong', age: 30, budget: 90 }))).not.toMatch(/riichi/i);
    const jewish = await suggest({ relationship: 'other: grandma', culturalConsiderations: 'Jewish', interests: 'mahjong', age: 76, budget: 120 });
    expect(titles(jewish)).not.toMatch(/hong kong|chinese mahjong|riichi/i);
  });

  it('gives a cook the cooking of their people, and a vegetarian cook only vegetarian cookbooks', async () => {
    const cooks: [Partial<RecipientInfoInput>, RegExp][] = [
      [{ relationship: 'other: aunt', occasion: 'other: Diwali', gender: 'female', age: 60, interests: 'cooking, Bollywood movies, gardening', culturalConsiderations: 'vegetarian', budget: 50 }, /india|diaspora|dakshin|masala|spice/i],
      [{ relationship: 'friend', gender: 'female', age: 45, interests: 'loves cooking for her family, yoga', culturalConsiderations: 'Gujarati Hindu, strict vegetarian', budget: 40 }, /india|diaspora|dakshin|masala|spice/i],
      [{ relationship: 'friend', gender: 'female', age: 30, interests: 'cooking, yoga, k-pop', culturalConsiderations: 'Korean-American, vegetarian', budget: 40 }, /korean|ttukbaegi|gochu/i],
      [{ relationship: 'parent', gender: 'female', age: 62, interests: 'cooking, tai chi, mahjong', culturalConsiderations: 'Chinese, Buddhist vegetarian', budget: 50 }, /chinese|wok|cleaver|sandpot|claypot/i],
    ];
    for (const [input, cuisine] of cooks) {
      const list = await suggest(input);
      expect(labelled(input, list)).toMatch(cuisine);
      const cookbooks = list.suggestions.filter((idea) => idea.category === 'books' && /cook|kitchen|recipes/i.test(`${idea.title} ${idea.description}`));
      for (const book of cookbooks) expect(`${book.title}: ${book.description}`).toMatch(/vegetarian|vegan|plant|veggie|vegetable|baking|bake/i);
    }
  });

  it("reads a cook's people however the visitor says it, and gives them a book or a tool of that kitchen beside their other loves", async () => {
    const cooks: [Partial<RecipientInfoInput>, RegExp, RegExp][] = [
      [{ relationship: 'parent', occasion: 'other: Chuseok', gender: 'female', age: 58, interests: 'cooking, her church choir, k-dramas', culturalConsiderations: 'Korean mum', budget: 60 }, /korean|maangchi|ttukbaegi|gochu/i, /choir|choral|music stand/i],
      [{ relationship: 'other: aunt', gender: 'female', age: 52, interests: 'cooking, gospel music, gardening', culturalConsiderations: 'my Nigerian aunt', budget: 50 }, /lagos|ghana|west african|suya|jollof/i, /garden|insect|botanical|plant/i],
      [{ relationship: 'parent', gender: 'male', age: 64, interests: 'cooking, cricket, the news', culturalConsiderations: 'from Kerala', budget: 60 }, /hoppers|kerala|dosa|idli|dakshin|south india/i, /cricket|wisden|test match/i],
      [{ relationship: 'parent', gender: 'male', age: 65, interests: 'cooking, cricket, reggae', culturalConsiderations: 'Jamaican', budget: 60 }, /jamaican|caribbean|jerk|dutch pot/i, /cricket|reggae|harder they come|marley/i],
      [{ relationship: 'other: grandfather', occasion: 'other: Lunar New Year', gender: 'male', age: 75, interests: 'cooking, calligraphy, his garden', budget: 60 }, /chinese|wok|cleaver|sandpot|fuchsia|woks of life|grace young|cantonese/i, /calligraphy|xuan/i],
    ];
    for (const [input, cuisine, otherLove] of cooks) {
      const list = await suggest(input);
      expect(labelled(input, list)).toMatch(cuisine);
      expect(labelled(input, list)).toMatch(otherLove);
    }
    for (const [said, cuisine] of [["she's Polish", 'polish-food'], ['Gujarati', 'indian-food'], ['from Kerala', 'south-indian-food'], ['Jewish grandma loves to cook', 'jewish-food'], ['Mexican', 'mexican-food'], ['my Nigerian aunt', 'west-african-food'], ['Greek Orthodox', 'greek-food']]) {
      expect({ said, cuisines: [...read({ culturalConsiderations: said, interests: 'cooking' }).homeCuisines] }).toEqual({ said, cuisines: expect.arrayContaining([cuisine]) });
    }
  });

  it('flags a cookbook of meat dishes for a vegetarian, never a vegetarian one or a book of baking', () => {
    for (const title of ["Maangchi's Big Book of Korean Cooking by Maangchi", 'Polska: New Polish Cooking by Zuza Zak', 'My Everyday Lagos by Yewande Komolafe', 'Made in India by Meera Sodha']) {
      expect({ title, meat: ideas.get(title)?.flags.has('meat') }).toEqual({ title, meat: true });
    }
    for (const title of ['Prashad Cookbook: Indian Vegetarian Home Cooking by Kaushy Patel', 'The Vegan Chinese Kitchen by Hannah Che', 'Teff Love: Adventures in Vegan Ethiopian Cooking by Kittee Berns', 'Classic German Baking by Luisa Weiss']) {
      expect({ title, meat: ideas.get(title)?.flags.has('meat') }).toEqual({ title, meat: false });
    }
  });

  it("gives a Muslim who loves scent an alcohol-free attar, never a perfume made on alcohol, whether the faith or only Eid is said", async () => {
    const muslims: Partial<RecipientInfoInput>[] = [
      { relationship: 'other: uncle', occasion: 'other: Eid', gender: 'male', age: 58, interests: 'loves attar and oud, strong tea', culturalConsiderations: 'muslim, no alcohol at all', budget: 80 },
      { relationship: 'friend', occasion: 'other: Eid al-Fitr', gender: 'male', age: 35, interests: 'perfume, football, cooking', budget: 80 },
      { relationship: 'other: sister', gender: 'female', age: 26, interests: 'perfume, skincare, baking', culturalConsiderations: 'we are muslim', budget: 70 },
    ];
    for (const [input, list] of await lists(muslims)) {
      expect(labelled(input, list)).toMatch(/attar/i);
      expect(labelled(input, list)).not.toMatch(/eau de|cologne|mist|discovery set|travel spray/i);
    }
    // Alcohol kept from in everything rules out the scent too; sober from drink, a perfume lover still has hers.
    const everything = await suggest({ relationship: 'parent', gender: 'female', age: 60, interests: 'perfume, gardening', culturalConsiderations: 'no alcohol in anything, not even in perfume', budget: 70 });
    expect(titles(everything)).not.toMatch(/eau de|cologne|mist|discovery set/i);
    const sober = await suggest({ relationship: 'friend', gender: 'female', age: 33, interests: 'perfume, yoga', culturalConsiderations: 'sober 2 years', budget: 70 });
    expect(titles(sober)).toMatch(/eau de|cologne|discovery set|mist/i);
  });
});

describe('where they live', () => {
  it("never gives a pilot outside the US an FAA chart, and gives a British one their country's", async () => {
    const abroad = ['British, flies light aircraft out of a small airfield', 'lives in Manchester', 'based in Sydney', 'lives in Dublin'];
    for (const [input, list] of await lists(abroad.map((culturalConsiderations) => ({ culturalConsiderations, interests: 'flying, private pilot, aviation', age: 52, budget: 90 })))) {
      expect(labelled(input, list)).not.toMatch(/FAA|sectional|USGS|Part 107/i);
    }
    expect(titles(await suggest({ culturalConsiderations: 'lives in Manchester', interests: 'flying, private pilot, aviation', age: 52, budget: 90 }))).toMatch(/CAA VFR chart/);
    expect(titles(await suggest({ culturalConsiderations: 'lives in Denver', interests: 'flying, private pilot, aviation', age: 52, budget: 90 }))).not.toMatch(/CAA|Ordnance Survey/);
  });

  it('reads Nollywood, gele and aso ebi, and teleseryes as loves of their own, and gives their own things', async () => {
    for (const interests of ['Nollywood films, gele and aso ebi fashion', 'watches Nollywood movies all day, owambe parties', 'Nigerian movies, aso-oke and gele']) {
      const found = titles(await suggest({ interests, age: 55, gender: 'female', relationship: 'other: aunt', culturalConsiderations: 'lives in Lagos, Nigeria', budget: 60 }));
      expect(found).toMatch(/nollywood/i);
      expect(found).toMatch(/gele|aso-oke|ankara/i);
      expect(found).not.toMatch(/Major League|Twickenham|National Trust|Trader Joe/i);
    }
    for (const interests of ['teleseryes, cooking', 'Filipino dramas, karaoke']) {
      expect(titles(await suggest({ interests, age: 72, gender: 'female', relationship: 'other: lola', occasion: 'christmas', budget: 60 }))).toMatch(/teleserye|iWantTFC/i);
    }
  });
});

describe("things of one country's or one tradition's", () => {
  it("never gives a solver outside the US the New York Times' crosswords, and gives a British one a British puzzle", async () => {
    const abroad = ['lives in Yorkshire', "we're in the UK", 'British', 'he lives in Australia', 'based in Dublin'];
    for (const [input, list] of await lists(abroad.map((culturalConsiderations) => ({ culturalConsiderations, interests: 'crosswords, tea', age: 74, budget: 50 })))) {
      expect(labelled(input, list)).not.toMatch(/New York Times|NYT|Will Shortz/i);
    }
    const british = await lists(['lives in Yorkshire', 'lives in Manchester'].map((culturalConsiderations) => ({ culturalConsiderations, interests: 'does the crossword every day', age: 74, budget: 50 })));
    for (const [input, list] of british) expect(labelled(input, list)).toMatch(/\b(Times|Telegraph|Chambers)\b/);
  });

  it('gives a worship-band concert to a Christian who said no more, never to a Catholic or an Orthodox believer', async () => {
    const traditions = [
      { culturalConsiderations: 'Catholic', relationship: 'other: nonna', interests: 'church, singing hymns, cooking' },
      { culturalConsiderations: 'devout catholic, goes to mass every sunday', relationship: 'other: grandmother', interests: 'church, music' },
      { culturalConsiderations: 'Greek Orthodox', relationship: 'other: grandfather', interests: 'church, music, backgammon' },
      { culturalConsiderations: 'Russian Orthodox', relationship: 'other: babushka', interests: 'her church choir, music' },
    ];
    for (const [input, list] of await lists(traditions.map((said) => ({ ...said, age: 80, budget: 90 })))) {
      expect(labelled(input, list)).not.toMatch(/worship (concert|songs)/i);
    }
    expect(titles(await suggest({ culturalConsiderations: 'Christian', interests: 'worship music, church', age: 45, budget: 90 }))).toMatch(/worship concert/i);
  });

  it('reads a faith said as something they love as theirs, and gives its things', async () => {
    for (const interests of ['her rosary group, cooking Sunday dinners for everyone, Hallmark movies', 'prays the rosary every night, gardening, her grandkids']) {
      const person = read({ relationship: 'parent', gender: 'female', age: 61, interests });
      expect([interests, [...person.faiths]]).toEqual([interests, expect.arrayContaining(['christian', 'catholic'])]);
      expect(titles(await suggest({ relationship: 'parent', occasion: "other: mother's day", gender: 'female', age: 61, interests, budget: 60 }))).toMatch(/rosary|Pope|saints?/i);
    }
  });
});

describe('the shape of a gift', () => {
  it('gives someone who wants no more things only what is used up or done', async () => {
    const said = ['no stuff please', "doesn't want more things", "we're decluttering", 'has too much stuff already', 'please nothing to keep', 'minimalist, hates stuff', "can't stand things cluttering the flat", 'he says he wants nothing', "doesn't want anything"];
    for (const culturalConsiderations of said) expect({ culturalConsiderations, noThings: read({ culturalConsiderations }).noThings }).toEqual({ culturalConsiderations, noThings: true });
    for (const [input, list] of await lists(said.map((culturalConsiderations) => ({ culturalConsiderations, interests: 'their campervan, cooking, walking', budget: 80 })))) {
      expect(list.suggestions.length).toBeGreaterThanOrEqual(3);
      for (const suggestion of list.suggestions) expect({ input, title: suggestion.title, form: formOf(suggestion.title) ?? 'not an item' }).not.toEqual({ input, title: suggestion.title, form: 'thing' });
    }
    expect(read({ culturalConsiderations: 'no stuffed animals' }).noThings).toBe(false);
    expect(read({ culturalConsiderations: "dont want anything that makes it worse" }).noThings).toBe(false);
    expect(read({ culturalConsiderations: 'wants nothing more than a quiet day' }).noThings).toBe(false);
  });

  it('gives twins ideas for two, never told as one baby', async () => {
    const expecting: Partial<RecipientInfoInput>[] = [
      { occasion: 'other: baby shower', culturalConsiderations: 'expecting twins in May', relationship: 'friend', gender: 'female', age: 31, interests: 'reading, coffee' },
      { occasion: 'other: baby shower', interests: 'expecting twins, yoga', relationship: 'other: sister', gender: 'female', age: 29 },
    ];
    for (const [input, list] of await lists(expecting)) {
      expect(labelled(input, list)).toMatch(/twin|two|pair/i);
      expect(text(list)).not.toMatch(/\b(the|your|their|her) (new )?baby\b(?!'s| shower)|\bbaby's first\b/i);
    }
    const turning: Partial<RecipientInfoInput>[] = [
      { relationship: 'child', age: 3, interests: 'our twins turn 3, dinosaurs, diggers', budget: 100 },
      { relationship: 'other: my twin boys', age: 3, interests: 'trains and playing outside', budget: 100 },
      { relationship: 'other: nephews', age: 4, culturalConsiderations: 'they are twins', interests: 'dinosaurs', budget: 100 },
    ];
    for (const [input, list] of await lists(turning)) {
      const forTwo = list.suggestions.filter((suggestion) => /\b(two|pair|each twin|for two|twins)\b/i.test(suggestion.title));
      expect({ input, forTwo: forTwo.length >= 2 }).toEqual({ input, forTwo: true });
      expect(read(input).pronouns).toEqual(read({ relationship: 'other: parents' }).pronouns);
    }
  });

  it('prices tickets to a named artist as real tickets, and only within the budget', async () => {
    for (const interests of ['Taylor Swift', 'Coldplay', 'loves Beyoncé', 'going to gigs, Arctic Monkeys']) {
      for (const budget of [120, 200]) expect({ interests, budget, titles: titles(await suggest({ interests, budget, age: 30 })) }).not.toEqual({ interests, budget, titles: expect.stringMatching(/tickets to see|VIP concert/i) });
      const tickets = (await suggest({ interests, budget: 400, age: 30 })).suggestions.filter((one) => /tickets to see/i.test(one.title));
      expect(tickets.length).toBe(1);
      expect(tickets[0].price).toBeGreaterThanOrEqual(250);
      expect(tickets[0].price).toBeLessThanOrEqual(400);
      expect(titles(await suggest({ interests, budget: 400, age: 30 }))).not.toMatch(/VIP concert/i);
    }
  });

  it('never echoes the reason in a note of its own; with nothing to add, the note is the reason, shown once', async () => {
    const people: Partial<RecipientInfoInput>[] = [
      { interests: 'hiking, photography' },
      { name: 'Joan', relationship: 'parent', gender: 'female', age: 70, interests: 'gardening, crosswords, tea', budget: 50 },
      { relationship: 'colleague', interests: 'coffee, tea, running', budget: 30 },
      { interests: 'their campervan, walking', culturalConsiderations: 'no stuff please', budget: 80 },
      { relationship: 'child', age: 3, interests: 'our twins turn 3, dinosaurs', budget: 100 },
      { name: 'Amir', relationship: 'partner', interests: 'cooking, cycling, jazz', personality: 'adventurous, curious', culturalConsiderations: 'vegetarian', budget: 120 },
      { name: 'Rosa', relationship: 'parent', gender: 'female', age: 72, interests: 'gardening, baking, the grandkids', personality: 'sentimental, caring', culturalConsiderations: 'arthritis in her hands', budget: 60 },
    ];
    const runs = (said: string) => {
      const words = said.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
      return words.slice(0, -3).map((_, at) => words.slice(at, at + 4).join(' '));
    };
    let noted = 0;
    for (const [input, list] of await lists(people)) {
      for (const { title, reasoning, personalizedReasoning } of list.suggestions) {
        if (personalizedReasoning === reasoning) continue;
        noted++;
        const echoed = runs(personalizedReasoning).filter((run) => runs(reasoning).includes(run));
        expect({ input, title, echoed }).toEqual({ input, title, echoed: [] });
      }
    }
    expect(noted).toBeGreaterThanOrEqual(3);
  });

  it("keeps a festival's decorations for the festival: none for a knitting gran at Christmas", async () => {
    const gran = await suggest({ relationship: 'other: grandmother', gender: 'female', age: 85, occasion: 'christmas', interests: 'knitting, radio 4, birdwatching from her window', culturalConsiderations: 'uses a wheelchair, arthritis in her hands', budget: 30 });
    expect(text(gran)).not.toMatch(/Diwali|mirror-work|toran|urli/i);
  });

  it('gives no meat at Diwali, and a Hindu no beef, whether the faith or only the festival is said', async () => {
    const neighbours = { relationship: 'other: neighbours', occasion: 'other: diwali', interests: 'lovely family, always bringing us food', budget: 30 } as const;
    expect([...read(neighbours).limits]).toEqual(expect.arrayContaining(['meat', 'beef']));
    expect(text(await suggest(neighbours))).not.toMatch(/\b(steak|beef|jerky|salami|brisket|bacon|charcuterie)\b/i);
    expect(read({ interests: 'bbq, cricket', culturalConsiderations: 'hindu family' }).limits).toContain('beef');
  });
});

