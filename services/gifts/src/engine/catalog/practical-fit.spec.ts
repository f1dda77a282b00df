import type { RecipientInfoInput } from '@presently/proto';
import { askingAbout, catalog, described, flagsOf, interestsOf, titles } from '../../../test/catalog-engine';
import { itemIdeas } from './ideas';

const { suggest, read } = askingAbout({ relationship: 'other: grandparent', age: 81, interests: 'gardening, tea', budget: 50 });
const limitsOf = (input: Partial<RecipientInfoInput>) => [...read(input).limits];
const ideas = itemIdeas(catalog);
const flagged = (pattern: RegExp) => ideas.filter((idea) => pattern.test(idea.title));

describe('ideas that fit the body, the home and the country of the person', () => {
  it('reads hands that hurt, tire or will not grip, however it is said: nothing fiddly and nothing heavy', () => {
    for (const culturalConsiderations of ['her hands are stiff and sore these days', "he can't grip things like he used to", 'weak hands', 'since her stroke in the spring', 'carpal tunnel in her right wrist', 'rheumatoid, knuckles swollen']) {
      expect(limitsOf({ culturalConsiderations })).toEqual(expect.arrayContaining(['fine-motor', 'heavy']));
    }
    // Hands that shake are kept from blades too; a frame or frailty from weight alone.
    expect(limitsOf({ culturalConsiderations: 'essential tremor, both hands' })).toEqual(expect.arrayContaining(['fine-motor', 'heavy', 'sharp']));
    expect(limitsOf({ culturalConsiderations: 'quite frail now, gets about with a rollator' })).toContain('heavy');
    // Holding a tune, or a stroke of luck, is no grip.
    expect(limitsOf({ culturalConsiderations: "can't hold a tune to save her life" })).not.toContain('heavy');
    expect(limitsOf({ interests: 'swimming, working on her backstroke', culturalConsiderations: '' })).not.toContain('fine-motor');
  });

  it('keeps a bakery’s cakes, cookies and chocolates from a nut allergy, as their labels do ("may contain nuts")', async () => {
    for (const culturalConsiderations of ['severe nut allergy', 'allergic to peanuts and tree nuts', 'nut allergy, carries an epipen']) {
      for (const interests of ['Taylor Swift, gymnastics, baking cupcakes', 'chocolate, tea, baking shows', 'sweet tooth, coffee, reading']) {
        const list = await suggest({ relationship: 'friend', occasion: 'birthday', age: 30, interests, culturalConsiderations, budget: 45 });
        expect([culturalConsiderations, interests, flagsOf(list)]).toEqual([culturalConsiderations, interests, expect.not.arrayContaining(['nuts'])]);
        const food = list.suggestions.filter((suggestion) => suggestion.category === 'food').map((suggestion) => suggestion.title);
        expect([interests, food.join(' | ')]).toEqual([interests, expect.not.stringMatching(/\b(cake|cookies|brownies?|fudge|truffles|shortbread|stroopwafels?|panettone|chocolates?)\b/i)]);
      }
    }
  });

  it('gives a man who loves skincare, scent or fashion no perfume, make-up or accessory made for women', async () => {
    for (const interests of ['skincare, fragrance, fashion', 'perfume collector, grooming', 'Chanel, designer fashion, cologne']) {
      const list = await suggest({ relationship: 'other: brother', gender: 'male', age: 26, interests, budget: 80 });
      expect([interests, titles(list)]).toEqual([interests, expect.not.stringMatching(/Cheirosa|N°5|mascara|nail colou?r|scrunchies|manicure|purse|princess/i)]);
    }
  });

  it('marks cast iron, stand mixers, stone slabs and weights as heavy from their words', () => {
    for (const title of [/tetsubin/i, /Dutch oven/i, /stand mixer/i, /kettlebell/i, /cast-iron skillet/i]) {
      const found = flagged(title);
      expect(found.length).toBeGreaterThan(0);
      for (const idea of found) expect([idea.title, idea.flags.has('heavy')]).toEqual([idea.title, true]);
    }
    expect(flagged(/bottle opener with magnetic cap catcher/i).every((idea) => !idea.flags.has('heavy'))).toBe(true);
  });

  it('gives a tea drinker or a cook whose hands hurt nothing heavy, and something made easy to hold', async () => {
    for (const [interests, culturalConsiderations] of [
      ['a proper pot of tea, her birds', 'knobbly arthritic fingers'],
      ['cooking for the family, loose leaf tea', 'parkinsons, his hands tremble'],
      ['baking, tea and a natter', 'struggles to grip since the stroke'],
    ]) {
      const response = await suggest({ interests, culturalConsiderations, age: 83, budget: 60 });
      expect(flagsOf(response)).not.toContain('heavy');
      expect(titles(response)).not.toMatch(/cast[- ]iron|tetsubin|dutch oven|mandoline/i);
      expect(interestsOf(response).some((key) => key === 'arthritis' || key === 'weak-grip')).toBe(true);
    }
  });

  it('gives nothing that needs a garden of their own to someone in a care home or a small flat, nor a candle in a care home', async () => {
    for (const culturalConsiderations of ['moved into a nursing home in March', 'lives in a top-floor flat', 'no garden any more, just a windowsill']) {
      expect(limitsOf({ culturalConsiderations })).toContain('outdoor-space');
      const response = await suggest({ interests: 'gardening, the birds, wildlife', culturalConsiderations, budget: 60 });
      expect(flagsOf(response)).not.toContain('outdoor-space');
      expect(described(response)).not.toMatch(/garden hose|raised bed|insect hotel|nest box|compost|bird bath|water butt|rain barrel/i);
    }
    expect(limitsOf({ culturalConsiderations: 'in a residential home now' })).toContain('candle');
    expect(limitsOf({ culturalConsiderations: 'big garden, lives in the countryside' })).not.toContain('outdoor-space');
  });

  it('keeps clothing bought by size from someone very tall, very small or hard to fit, and not from anyone else', async () => {
    for (const personality of ['6 foot 7 and nothing ever fits', 'petite, barely five foot', 'impossible to buy clothes for']) {
      expect(limitsOf({ personality })).toContain('sized');
      const response = await suggest({ relationship: 'friend', age: 30, interests: 'streetwear, sneakers, basketball', personality, budget: 90 });
      expect(flagsOf(response)).not.toContain('sized');
      // Worn things bought by size; a book about sneakers or tickets to a sneaker show fit anyone.
      expect(titles(response)).not.toMatch(/\b(t-shirt|hoodie|sweatshirt|jersey|fitted cap)\b/i);
    }
    expect(limitsOf({ personality: 'tall, funny, loyal' })).not.toContain('sized');
  });

  it('reads ladders as heights when they are said to be past climbing them', () => {
    expect(limitsOf({ culturalConsiderations: "shouldn't be up ladders at his age" })).toContain('heights');
  });

  it('reads a Briton, an Australian or a Canadian from their everyday words, spellings, money and name', () => {
    const outside = (input: Partial<RecipientInfoInput>) => read(input).limits.has('us-only');
    for (const input of [
      { interests: 'pottering round the garden centre, a Sunday roast' },
      { interests: 'gardening', culturalConsiderations: 'about £45 to spend' },
      { interests: 'her skincare from Boots, crime novels' },
      { interests: 'walking in the Dales', personality: 'proper Yorkshire lass' },
      { name: 'Nan', interests: 'birds, a cuppa' },
      { interests: 'her colourful quilts, sewing' },
      { interests: 'surfing, the arvo at the beach', personality: 'lives in Brisbane' },
      { interests: 'hockey, double-double from Timmies', personality: 'from Saskatchewan' },
      { interests: 'hiking', personality: 'moved to Lisbon last year' },
    ]) {
      expect([input, outside(input)]).toEqual([input, true]);
    }
    // Walking boots are no shop, and an American writes "favorite"; a home said in the US outweighs a British word.
    for (const input of [{ interests: 'hiking, new walking Boots, national parks' }, { interests: 'her favorite show, Costco runs' }, { interests: 'her favourite diner', personality: 'lives in Ohio near her mom' }]) {
      expect([input, outside(input)]).toEqual([input, false]);
    }
  });

  it('gives a Briton nothing only to be had in the US, and an American their American things still', async () => {
    const british = await suggest({ relationship: 'parent', gender: 'female', age: 70, interests: 'birdwatching, gardening, a cuppa with the neighbours', budget: 80 });
    expect(flagsOf(british)).not.toContain('us-only');
    expect(described(british)).not.toMatch(/hummingbird|audubon|north america|rain barrel|harry & david/i);
    const american = await suggest({ relationship: 'friend', age: 35, gender: 'female', interests: "Trader Joe's snacks, national parks, hiking", budget: 80 });
    expect(flagsOf(american)).toContain('us-only');
  });

  it('marks the catalog things only sold or used in the US as such', () => {
    for (const title of [/rain barrel/i, /Harry & David/i, /DoorDash/i, /Instacart/i, /Goldbelly/i, /Snake River Farms/i, /Major League Rugby/i, /Reader's Digest Large Print/i, /local NPR station/i]) {
      const found = ideas.filter((idea) => title.test(`${idea.title} ${idea.description}`));
      expect(found.length).toBeGreaterThan(0);
      for (const idea of found) expect([idea.title, idea.flags.has('us-only')]).toEqual([idea.title, true]);
    }
  });
});

describe('ideas that are a joy to be given, not stock', () => {
  it('reads first-aid kits, energy gels, puncture kits and chain lube as supplies, and a water bottle or a book as none', () => {
    const supplies = ideas.filter((idea) => idea.supply).map((idea) => idea.title);
    for (const title of [/first aid kit/i, /energy gel/i, /tire levers|puncture|patch kit/i, /chain lube/i, /electrolyte/i]) expect(supplies.join(' | ')).toMatch(title);
    expect(supplies.join(' | ')).not.toMatch(/water bottle|tin whistle|gel pens|first aid and CPR course|nail/i);
  });

  it('gives a game made for a console only to someone said to play games', async () => {
    for (const interests of ['Ma and Ba love karaoke, dim sum on Sundays, mahjong with friends', 'golf, whisky, F1']) {
      expect(titles(await suggest({ relationship: 'parent', age: 62, interests, budget: 100 }))).not.toMatch(/nintendo|switch|playstation|ps5|xbox/i);
    }
    expect(titles(await suggest({ relationship: 'friend', age: 30, interests: 'karaoke nights, plays his Switch every evening', budget: 70 }))).toMatch(/switch|nintendo/i);
  });

  it('gives a big budget things worth it: no pack of tees or a $10 gadget on a $2,000 anniversary', async () => {
    const list = await suggest({ relationship: 'partner', occasion: 'anniversary', gender: 'male', age: 45, interests: 'watches, golf, fine dining', personality: 'has everything', budget: 2000 });
    for (const suggestion of list.suggestions) expect({ title: suggestion.title, cheap: suggestion.price < 100 }).toEqual({ title: suggestion.title, cheap: false });
  });

  it("gives a pet lover things for their love, never a bag of their pet's everyday food", async () => {
    for (const interests of ['her budgie, word searches, hymns', 'his guinea pigs and crosswords', 'my sister adores her two cats']) {
      const list = await suggest({ interests, age: 70, relationship: 'other: grandparent', budget: 40 });
      expect(titles(list)).not.toMatch(/bird foods?|pig food|cat food|dog food/i);
    }
    expect(ideas.filter((idea) => idea.supply).map((idea) => idea.title).join(' | ')).not.toMatch(/wild bird food|treats/i);
  });

  it('gives a walker, a cyclist or a runner, at a birthday or a leaving do, no first-aid kit, gels or puncture kit', async () => {
    for (const [interests, relationship, occasion, age] of [
      ['walking', 'parent', 'birthday', 59],
      ['hillwalking, a good flask of tea', 'parent', 'christmas', 66],
      ['cycling, running', 'colleague', 'other: leaving do', 55],
      ['road cycling on Sundays', 'friend', 'birthday', 40],
      ['trail running and camping', 'friend', 'birthday', 31],
    ] as const) {
      const found = titles(await suggest({ interests, relationship, occasion, age, budget: 50 }));
      expect(found).not.toMatch(/first aid kit|energy gel|\bgel \d+|tire levers|patch kit|chain lube|electrolyte|safety kit/i);
    }
  });

  it('gives someone practical, who has everything, no luxury scented candle', async () => {
    for (const [interests, personality] of [
      ['has everything', 'practical'],
      ['the garden, the news', 'sensible, down-to-earth'],
      ['DIY, his shed', 'very practical, no-nonsense'],
    ]) {
      const found = titles(await suggest({ interests, personality, relationship: 'parent', occasion: 'christmas', age: 70, gender: 'male', budget: 100 }));
      expect(found).not.toMatch(/le labo|diptyque|jo malone|scented candle|reed diffuser/i);
    }
  });
});
