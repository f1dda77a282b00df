import { recipientInfoSchema, type RecipientInfoInput } from '@presently/proto';
import { loadCatalog, type CatalogGift } from './catalog';
import { CatalogEngine, statedMaxPrice } from './catalog.engine';

const catalog = loadCatalog();
const engine = new CatalogEngine(catalog);
const byTitle = new Map(catalog.gifts.map((gift) => [gift.title, gift]));
const none = { avoidTitles: [], dislikedCategories: [] };

/** Varied recipients, each with the interests a good list must hit and the flags it must never break. */
const recipients: { info: RecipientInfoInput; interests: string[]; forbidden: string[] }[] = [
  { info: { name: 'Maya', relationship: 'friend', occasion: 'birthday', age: 34, interests: 'hiking, photography, good coffee', personality: 'adventurous', budget: 100 }, interests: ['hiking', 'photography', 'coffee'], forbidden: [] },
  { info: { name: 'Omar', relationship: 'colleague', occasion: 'other: farewell', age: 45, interests: 'cooking and football', personality: 'practical', culturalConsiderations: "halal, doesn't drink", budget: 40 }, interests: ['cooking', 'football'], forbidden: ['pork', 'alcohol'] },
  { info: { name: 'Rose', relationship: 'parent', occasion: 'christmas', age: 82, interests: 'knitting, gardening', personality: 'sentimental, nostalgic', budget: 60 }, interests: ['knitting', 'gardening'], forbidden: [] },
  { info: { name: 'Leo', relationship: 'child', occasion: 'birthday', age: 8, interests: 'drawing, science, lego', personality: 'curious, playful', budget: 40 }, interests: ['drawing', 'science'], forbidden: [] },
  { info: { name: 'Priya', relationship: 'partner', occasion: 'anniversary', age: 31, interests: 'yoga, reading novels, tea', personality: 'romantic, minimalist', culturalConsiderations: 'vegan', budget: 150 }, interests: ['yoga', 'reading', 'tea'], forbidden: ['animal-products', 'meat', 'dairy', 'leather', 'wool', 'clutter'] },
  { info: { name: 'Dan', relationship: 'friend', occasion: 'just-because', age: 27, interests: 'gaming, anime, programming', personality: 'introverted, tech-savvy', budget: 75 }, interests: ['gaming', 'anime', 'programming'], forbidden: [] },
  { info: { name: 'Sofia', relationship: 'partner', occasion: 'birthday', age: 29, interests: 'wine tasting, travel, fashion', personality: 'sophisticated, luxury-loving', budget: 9999 }, interests: ['wine', 'travel', 'fashion'], forbidden: [] },
  { info: { name: 'Ben', relationship: 'friend', occasion: 'graduation', age: 22, interests: 'running, music', personality: 'ambitious', culturalConsiderations: 'sober, no alcohol', budget: 50 }, interests: ['running', 'music'], forbidden: ['alcohol'] },
  { info: { name: 'Hana', relationship: 'colleague', occasion: 'christmas', age: 38, interests: 'baking, board games', personality: 'playful', culturalConsiderations: 'allergic to nuts, celiac', budget: 30 }, interests: ['baking', 'board-games'], forbidden: ['nuts', 'gluten'] },
  { info: { name: 'George', relationship: 'parent', occasion: 'birthday', age: 67, interests: 'golf, history, whisky', personality: 'intellectual', budget: 200 }, interests: ['golf', 'history', 'whisky'], forbidden: [] },
  { info: { name: 'Ava', relationship: 'child', occasion: 'christmas', age: 14, interests: 'music, drawing, skincare', personality: 'creative', budget: 60 }, interests: ['music', 'drawing', 'skincare'], forbidden: [] },
  { info: { name: 'Noah', relationship: 'friend', occasion: 'wedding', age: 33, interests: 'cooking, camping', personality: 'outdoorsy', culturalConsiderations: 'jewish, keeps kosher', budget: 120 }, interests: ['cooking', 'camping'], forbidden: ['pork', 'seafood'] },
  { info: { name: 'Lena', relationship: 'friend', occasion: 'birthday', age: 40, interests: 'photography, travel', personality: 'adventurous', culturalConsiderations: 'hates clutter, no gadgets', budget: 80 }, interests: ['photography', 'travel'], forbidden: ['clutter', 'gadgets'] },
  { info: { name: 'Ravi', relationship: 'colleague', occasion: 'other: promotion', age: 36, interests: 'coffee, cycling', personality: 'organized', culturalConsiderations: 'hindu, vegetarian', budget: 45 }, interests: ['coffee', 'cycling'], forbidden: ['beef', 'meat', 'leather'] },
  { info: { name: 'Chloe', relationship: 'partner', occasion: 'just-because', age: 26, interests: 'dance, movies, cats', personality: 'funny, extroverted', budget: 35 }, interests: ['dance', 'movies', 'cats'], forbidden: [] },
  { info: { name: 'Walter', relationship: 'parent', occasion: 'christmas', age: 74, interests: 'fishing, woodworking', personality: 'practical', culturalConsiderations: 'bad knees', budget: 90 }, interests: ['fishing', 'woodworking'], forbidden: ['physical-exertion'] },
  { info: { name: 'Mia', relationship: 'friend', occasion: 'birthday', age: 19, interests: 'fitness, smoothies, podcasts', personality: 'active', culturalConsiderations: 'lactose intolerant', budget: 40 }, interests: ['fitness', 'podcasts'], forbidden: ['dairy'] },
  { info: { name: 'Sam', relationship: 'other: neighbour', occasion: 'other: housewarming', age: 50, interests: 'gardening, tea', personality: 'relaxed', budget: 25 }, interests: ['gardening', 'tea'], forbidden: [] },
  { info: { name: 'Jon', relationship: 'friend', occasion: 'birthday', age: 30, interests: 'astronomy, science fiction books', personality: 'curious, intellectual', budget: 150 }, interests: ['astronomy', 'reading', 'science'], forbidden: [] },
  { info: { name: 'Isla', relationship: 'child', occasion: 'graduation', age: 18, interests: 'travel, languages, journaling', personality: 'adventurous, organized', culturalConsiderations: 'muslim', budget: 100 }, interests: ['travel', 'languages', 'writing'], forbidden: ['pork', 'alcohol'] },
];

describe('CatalogEngine', () => {
  it('ships a catalog of at least 400 gift types over the nine categories', () => {
    expect(catalog.gifts.length).toBeGreaterThanOrEqual(400);
    expect(new Set(catalog.gifts.map((gift) => gift.category))).toEqual(
      new Set(['experience', 'physical', 'creative', 'practical', 'tech', 'fashion', 'home', 'food', 'books']),
    );
  });

  describe('on a set of varied recipients', () => {
    const results = recipients.map((recipient) => ({ ...recipient, parsed: recipientInfoSchema.parse(recipient.info) }));
    let lists: Awaited<ReturnType<typeof engine.suggest>>[];
    beforeAll(async () => (lists = await Promise.all(results.map((recipient) => engine.suggest(recipient.parsed, none)))));

    it('gives five or six ideas each, every price within budget', () => {
      lists.forEach((list, i) => {
        expect(list.suggestions.length).toBeGreaterThanOrEqual(5);
        expect(list.suggestions.length).toBeLessThanOrEqual(6);
        for (const suggestion of list.suggestions) expect(suggestion.price).toBeLessThanOrEqual(results[i].parsed.budget);
      });
    });

    it('never breaks a stated constraint', () => {
      lists.forEach((list, i) => {
        for (const suggestion of list.suggestions) {
          const flags = byTitle.get(suggestion.title)!.exclusions;
          expect({ recipient: results[i].info.name, gift: suggestion.title, broken: flags.filter((flag) => results[i].forbidden.includes(flag)) }).toEqual({
            recipient: results[i].info.name,
            gift: suggestion.title,
            broken: [],
          });
        }
      });
    });

    it('hits a stated interest in at least 90% of lists, and most ideas cite one', () => {
      const hits = lists.filter((list, i) => list.suggestions.some((suggestion) => byTitle.get(suggestion.title)!.interests.some((key) => results[i].interests.includes(key))));
      expect(hits.length / lists.length).toBeGreaterThanOrEqual(0.9);
    });

    it('spans at least three categories in at least 90% of lists', () => {
      const varied = lists.filter((list) => new Set(list.suggestions.map((suggestion) => suggestion.category)).size >= 3);
      expect(varied.length / lists.length).toBeGreaterThanOrEqual(0.9);
    });

    it('names each recipient in every reason, summary included', () => {
      lists.forEach((list, i) => {
        const name = results[i].info.name!;
        expect(list.summary).toContain(name);
        for (const suggestion of list.suggestions) {
          expect(suggestion.reasoning).toContain(name);
          expect(suggestion.personalizedReasoning).toContain(name);
        }
      });
    });

    it('gives different people different lists, and the same person the same list', async () => {
      const signatures = new Set(lists.map((list) => list.suggestions.map((suggestion) => suggestion.title).join('|')));
      expect(signatures.size).toBe(lists.length);
      expect(await engine.suggest(results[0].parsed, none)).toEqual(lists[0]);
    });

    it('never repeats a past gift', async () => {
      const first = lists[0].suggestions[0].title;
      const again = await engine.suggest({ ...results[0].parsed, pastGifts: `last year I gave her a ${first.toLowerCase()}` }, none);
      expect(again.suggestions.map((suggestion) => suggestion.title)).not.toContain(first);
    });
  });

  it('reads negations: a dislike removes the interest and what it implies', async () => {
    const info = recipientInfoSchema.parse({ name: 'Kai', relationship: 'friend', occasion: 'birthday', interests: 'music and cooking, but no gadgets', personality: 'relaxed', budget: 200 });
    const list = await engine.suggest(info, none);
    for (const suggestion of list.suggestions) {
      expect(suggestion.category).not.toBe('tech');
      expect(byTitle.get(suggestion.title)!.exclusions).not.toContain('gadgets');
    }
  });

  it('avoids what the user bought or disliked before', async () => {
    const info = recipientInfoSchema.parse(recipients[0].info);
    const first = await engine.suggest(info, none);
    const disliked = first.suggestions[0];
    const next = await engine.suggest(info, { avoidTitles: [disliked.title], dislikedCategories: [disliked.category] });
    expect(next.suggestions.map((suggestion) => suggestion.title)).not.toContain(disliked.title);
  });

  it('reaches past the best-ranked ideas for a third kind of gift when the top of the catalog is all one kind', async () => {
    // 200 books for a reader outrank everything else, so the two other kinds sit below the ranked head of the list.
    const gift = (id: string, category: CatalogGift['category'], interests: string[]): CatalogGift => ({
      id,
      title: id,
      description: `A ${category} gift`,
      category,
      priceMin: 10,
      priceMax: 20,
      tags: [],
      interests,
      traits: [],
      relationships: [],
      occasions: [],
      ages: [0, 120],
      genders: [],
      exclusions: [],
      image: id,
    });
    const books = Array.from({ length: 200 }, (_, i) => gift(`novel-${i}`, 'books', ['reading']));
    const narrow = new CatalogEngine({
      gifts: [gift('tea-sampler', 'food', []), ...books, gift('picnic-blanket', 'home', [])],
      vocabulary: { interests: { reading: ['reading', 'novels'] }, traits: {}, related: {} },
    });
    const info = recipientInfoSchema.parse({ name: 'Ann', relationship: 'friend', occasion: 'birthday', interests: 'reading novels', budget: 50 });
    const list = await narrow.suggest(info, none);
    expect(list.suggestions).toHaveLength(6);
    expect(new Set(list.suggestions.map((suggestion) => suggestion.category))).toEqual(new Set(['books', 'food', 'home']));
  });

  it('asks 1-3 specific questions about vague input only', async () => {
    for (const interests of ['stuff', 'nice things', 'anything']) {
      const clarification = await engine.clarify(recipientInfoSchema.parse({ name: 'Jo', relationship: 'friend', occasion: 'birthday', interests, personality: 'nice' }));
      expect(clarification.needsClarification).toBe(true);
      expect(clarification.questions.length).toBeGreaterThanOrEqual(1);
      expect(clarification.questions.length).toBeLessThanOrEqual(3);
    }
    const detailed = await engine.clarify(recipientInfoSchema.parse(recipients[1].info));
    expect(detailed).toMatchObject({ needsClarification: false, questions: [] });
  });

  it('writes a card message naming the recipient, the occasion and the gift', async () => {
    const message = await engine.cardMessage(recipientInfoSchema.parse(recipients[2].info), 'Flower Press Kit');
    expect(message).toMatch(/^(Dear|Hi|Hello) Rose,/);
    expect(message).toMatch(/Merry Christmas|merry Christmas/);
    expect(message).toContain('flower press kit');
    expect(message).toMatch(/(With love|With all my love|Love you lots),$/);
  });

  it('writes a different card message when asked again, each naming the recipient and the gift', async () => {
    const info = recipientInfoSchema.parse(recipients[0].info);
    const messages = await Promise.all(Array.from({ length: 12 }, () => engine.cardMessage(info, 'Pour-Over Coffee Set')));
    expect(new Set(messages).size).toBeGreaterThan(1);
    for (const message of messages) {
      expect(message).toContain('Maya');
      expect(message).toContain('pour-over coffee set');
      expect(message).toMatch(/birthday/i);
    }
  });

  describe('a price limit in a custom refinement', () => {
    it.each([
      ['Focus on handmade gifts, nothing over $40', 40],
      ['under $40', 40],
      ['less than 40 dollars', 40],
      ['below $40', 40],
      ['cheaper than $40', 40],
      ['at most $40', 40],
      ['max $40', 40],
      ['max: $40', 40],
      ['a maximum of $40', 40],
      ['up to $40', 40],
      ['no more than $40', 40],
      ['not more than $40', 40],
      ['nothing above $40', 40],
      ['not over $40', 40],
      ['within $40', 40],
      ['budget of $40', 40],
      ['$40 or less', 40],
      ['$40 and under', 40],
      ['40 bucks max', 40],
      ['$40 tops', 40],
      ["don't go over $40", 40],
      ["don't spend more than $40", 40],
      ["I don't want anything over $40", 40],
      ['without going over $40', 40],
      ['do not exceed $40', 40],
      ['between $20 and $40', 40],
      ['$20-$40', 40],
      ['$20 to $40', 40],
      ['<$40', 40],
      ['under $39.99', 39.99],
      ['$1,000 or less', 1000],
      ['at least $20 but no more than $40', 40],
      ['no alcohol, under $40', 40],
      ['under $60, ideally under $40', 40],
    ])('reads "%s" as a maximum of $%d', (text, limit) => {
      expect(statedMaxPrice(text)).toBe(limit);
    });

    it.each([
      'over $40',
      'more than $40',
      'above $40',
      'at least $40',
      '$40 or more',
      '$40 and up',
      '$40+',
      'no less than $40',
      'not under $40',
      'for someone under 30 years old',
      'up to 3 ideas',
      'more handmade gifts',
    ])('reads no maximum in "%s"', (text) => {
      expect(statedMaxPrice(text)).toBeUndefined();
    });

    it('keeps every idea within it and says so in the summary', async () => {
      const recipientInfo = recipientInfoSchema.parse({ ...recipients[0].info, budget: 50 });
      const originalSuggestion = await engine.suggest(recipientInfo, none);
      for (const customInstructions of ['Focus on handmade gifts, nothing over $40', 'no more than $40', 'up to $40']) {
        const refined = await engine.refine({ recipientInfo, originalSuggestion, refineType: 'custom', customInstructions }, none);
        expect(refined.suggestions.length).toBeGreaterThan(0);
        for (const suggestion of refined.suggestions) expect(suggestion.price).toBeLessThanOrEqual(40);
        expect(refined.summary).toContain('each within $40');
      }
    });

    it('leaves a minimum to the budget, and the summary names the budget', async () => {
      const recipientInfo = recipientInfoSchema.parse({ ...recipients[0].info, budget: 50 });
      const originalSuggestion = await engine.suggest(recipientInfo, none);
      const refined = await engine.refine({ recipientInfo, originalSuggestion, refineType: 'custom', customInstructions: 'more than $40' }, none);
      expect(refined.summary).toContain('each within $50');
    });
  });
});
