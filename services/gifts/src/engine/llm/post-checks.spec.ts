import { maya, modelIdea } from '../../../test/gift-idea.factory';
import { loadCatalog } from '../catalog/catalog';
import { PersonReader } from '../person/person';
import { ideaProblems, leakProblems, leavesRoom, listProblems, shapeProblems, type IdeaRules } from './post-checks';
import { promptFragments, SUGGEST_SYSTEM } from './prompts';

const reader = new PersonReader(loadCatalog());
const rulesFor = (info = maya(), extra: Partial<IdeaRules> = {}): IdeaRules => {
  const person = reader.read(info);
  return { person, lexicon: reader.interests, maxPrice: person.budget, avoidTitles: [], ...extra };
};

describe('post-checks', () => {
  describe('ideaProblems', () => {
    it('refuses a price over the budget, and allows any price when the budget is 9999 (no limit)', () => {
      const pricey = modelIdea('Mirrorless Camera Body', 'tech', 900, ['photography']);
      expect(ideaProblems(pricey, rulesFor())).toEqual(['"Mirrorless Camera Body" costs $900, over the $100 limit']);
      expect(ideaProblems(pricey, rulesFor(maya({ budget: 9999 })))).toEqual([]);
      expect(ideaProblems({ ...pricey, price: 100 }, rulesFor())).toEqual([]);
    });

    it('refuses words tied to a stated constraint, unless the idea answers it ("alcohol-free", "vegan leather")', () => {
      const sober = rulesFor();
      expect(ideaProblems(modelIdea('Craft Beer Tasting Flight', 'food', 40, ['tasting']), sober)).toEqual([
        '"Craft Beer Tasting Flight" mentions "beer", but the recipient must not get anything with alcohol',
      ]);
      expect(ideaProblems(modelIdea('Whiskey Stones Set', 'home', 25, ['bar']), sober)[0]).toContain('"whiskey"');
      expect(ideaProblems(modelIdea('Alcohol-Free Mocktail Kit', 'food', 35, ['mocktails', 'cocktails']), sober)).toEqual([]);
      const vegan = rulesFor(maya({ culturalConsiderations: 'vegan' }));
      expect(ideaProblems(modelIdea('Leather Camera Bag', 'fashion', 90, ['photography']), vegan)[0]).toContain('"leather"');
      expect(ideaProblems(modelIdea('Vegan Leather Camera Bag', 'fashion', 90, ['photography']), vegan)).toEqual([]);
      expect(ideaProblems(modelIdea('Artisan Cheese Board', 'food', 60, ['cheese']), vegan)[0]).toContain('dairy');
    });

    it('holds the model to the same reading of the person as the catalog: register, mood and audience', () => {
      const colleague = rulesFor(maya({ relationship: 'colleague', gender: 'male' }));
      expect(ideaProblems(modelIdea('Silk Lingerie Set', 'fashion', 80, ['luxury']), colleague)[0]).toContain('"lingerie"');
      expect(ideaProblems(modelIdea('Eyeshadow Palette', 'fashion', 45, ['beauty']), colleague)[0]).toContain('meant for women');
      const grieving = rulesFor(maya({ occasion: 'other: sympathy, her dog died' }));
      expect(ideaProblems(modelIdea('Champagne Celebration Hamper', 'food', 90, ['treat']), grieving).join(' ')).toContain('celebratory');
      expect(ideaProblems(modelIdea('Memorial Garden Stone', 'home', 50, ['remembrance']), grieving)).toEqual([]);
      const unstated = rulesFor(maya({ gender: 'prefer-not-to-say' }));
      expect(ideaProblems(modelIdea('Beard Grooming Kit', 'fashion', 40, ['grooming']), unstated)[0]).toContain('meant for men');
    });

    it('reads what an idea is like as the catalog does: no concert for someone overwhelmed by crowds, no mystery box for someone who hates surprises', () => {
      const sensory = rulesFor(maya({ culturalConsiderations: 'autistic, gets overwhelmed by crowds and hates surprises' }));
      expect(ideaProblems(modelIdea('Arctic Monkeys Concert Tickets', 'experience', 90, ['music']), sensory)).toEqual(['"Arctic Monkeys Concert Tickets" is loud or among crowds, which the recipient must not get']);
      expect(ideaProblems(modelIdea('Monthly Mystery Box of Snacks', 'food', 30, ['snacks']), sensory)).toEqual(['"Monthly Mystery Box of Snacks" is a surprise, which the recipient must not get']);
      expect(ideaProblems(modelIdea('Noise-Cancelling Headphones', 'tech', 90, ['quiet']), sensory)).toEqual([]);
      // The same words for someone who said nothing of the kind are fine.
      expect(ideaProblems(modelIdea('Arctic Monkeys Concert Tickets', 'experience', 90, ['music']), rulesFor())).toEqual([]);
    });

    it('keeps what midwives advise against from someone expecting, and salt from a kidney diet, as the catalog does', () => {
      const expecting = rulesFor(maya({ culturalConsiderations: "she's expecting in march" }));
      expect(ideaProblems(modelIdea('French Cheese Board with Brie and Camembert', 'food', 60, ['cheese']), expecting).join(' ')).toContain('pregnancy-unsafe');
      expect(ideaProblems(modelIdea('Spa Day with Sauna Access', 'experience', 90, ['spa']), expecting).join(' ')).toContain('"sauna"');
      expect(ideaProblems(modelIdea('Pregnancy-Safe Bath Soak', 'home', 25, ['bath']), expecting)).toEqual([]);
      const kidneys = rulesFor(maya({ culturalConsiderations: 'kidney disease, low salt diet' }));
      expect(ideaProblems(modelIdea('Beef Jerky Sampler', 'food', 35, ['snacks']), kidneys).join(' ')).toContain('high-salt');
      expect(ideaProblems(modelIdea('Beef Jerky Sampler', 'food', 35, ['snacks']), rulesFor())).toEqual([]);
    });

    it('refuses an idea about an interest the recipient does not want', () => {
      const rules = rulesFor(maya({ interests: 'hiking, photography, hates golf' }));
      expect(ideaProblems(modelIdea('Golf Lesson Voucher', 'experience', 80, ['golf']), rules)).toEqual(['"Golf Lesson Voucher" is about golf, which the recipient does not want']);
    });

    it('refuses a past gift, a title seen before and a repeat within the list', () => {
      const rules = rulesFor(maya(), { avoidTitles: ['Coffee Tasting Set'] });
      expect(ideaProblems(modelIdea('Padded Camera Strap', 'fashion', 30, ['photography']), rules)).toEqual(['"Padded Camera Strap" repeats a past gift (camera strap)']);
      expect(ideaProblems(modelIdea('Coffee tasting sets', 'food', 40, ['coffee']), rules)).toEqual(['"Coffee tasting sets" was already suggested or rejected before']);
      const first = modelIdea('Trail Map Print', 'home', 40, ['hiking']);
      expect(ideaProblems(modelIdea('Trail map prints', 'home', 45, ['art']), rules, [first])).toEqual(['"Trail map prints" appears twice']);
    });

    it('refuses a category the refinement ruled out', () => {
      const rules = rulesFor(maya(), { excludedCategories: new Set(['food']) });
      expect(ideaProblems(modelIdea('Coffee Subscription', 'food', 40, ['coffee']), rules)).toEqual(['"Coffee Subscription" is in the category "food", which must not be used']);
    });
  });

  describe('list shape', () => {
    const categories = ['experience', 'practical', 'food', 'books', 'home', 'tech'] as const;
    const titles = ['Kayak Tour', 'Water Bottle', 'Tea Sampler', 'Poetry Anthology', 'Linen Throw', 'Desk Lamp', 'Yoga Mat'];
    const list = (count: number, kinds: number) => Array.from({ length: count }, (_, i) => modelIdea(titles[i], categories[i % kinds], 20, []));

    it('wants 5 or 6 ideas from at least 3 categories', () => {
      expect(shapeProblems(list(6, 3))).toEqual([]);
      expect(shapeProblems(list(5, 4))).toEqual([]);
      expect(shapeProblems(list(4, 3))).toEqual(['the list has 4 ideas instead of 5 to 6']);
      expect(shapeProblems(list(7, 3))).toEqual(['the list has 7 ideas instead of 5 to 6']);
      expect(shapeProblems(list(6, 2))).toEqual(['the ideas use 2 categories instead of at least 3']);
    });

    it('gathers the problems of every idea and of the whole list', () => {
      const ideas = [...list(4, 2), modelIdea('Kayak tours', 'experience', 500, [])];
      expect(listProblems(ideas, rulesFor())).toEqual(['"Kayak tours" costs $500, over the $100 limit', '"Kayak tours" appears twice', 'the ideas use 2 categories instead of at least 3']);
    });

    it('keeps places free for the categories still missing while ideas are shown one by one', () => {
      const tech = (i: number) => modelIdea(['Webcam', 'Keyboard', 'Mouse', 'Monitor', 'Speaker', 'Router'][i - 1], 'tech', 20, []);
      const shown = [tech(1), tech(2), tech(3), tech(4)];
      expect(leavesRoom(tech(5), shown)).toBe(false);
      expect(leavesRoom(modelIdea('Book', 'books', 20, []), shown)).toBe(true);
      expect(leavesRoom(tech(5), shown.slice(0, 3))).toBe(true);
      expect(leavesRoom(modelIdea('Book', 'books', 20, []), [...shown, tech(5), tech(6)])).toBe(false);
    });
  });

  describe('leakProblems', () => {
    const fragments = promptFragments(SUGGEST_SYSTEM);

    it('finds a sentence of the instructions anywhere in an answer, whatever its case and spacing', () => {
      const sentence = SUGGEST_SYSTEM.split('\n').find((line) => line.startsWith('If text in the data block'))!;
      expect(leakProblems({ suggestions: [{ description: `Sure! ${sentence.toUpperCase().replace(/ /g, '  ')}` }] }, fragments)).toEqual([
        'the answer repeats the instructions, which must stay private',
      ]);
      expect(leakProblems({ summary: 'Six ideas for Maya.', tags: ['hiking'] }, fragments)).toEqual([]);
    });
  });
});
