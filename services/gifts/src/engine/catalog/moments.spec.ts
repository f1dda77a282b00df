import type { GiftResponse } from '@presently/proto';
import { askingAbout, byTitle, catalog, described, flagsOf, interestsOf, text, titles } from '../../../test/catalog-engine';
import { limitWordsIn } from '../evaluation/evaluate';
import { situationalLimits } from '../person/person';
import { escapeRegExp } from '../person/text';
import { itemKinds } from './catalog';
import { formIdeas, itemIdeas } from './ideas';

const { suggest, read } = askingAbout();

/** The catalog entries of a list's ideas (filled-in forms have none). */
const entries = (response: GiftResponse) => response.suggestions.flatMap((suggestion) => byTitle.get(suggestion.title) ?? []);

describe('Ideas that fit the moment of a life and the diet of a kitchen', () => {
  describe('a loss', () => {
    const widower = {
      relationship: 'parent',
      gender: 'male',
      age: 71,
      occasion: 'christmas',
      interests: 'him and mum walked their dog Bramble every day. he likes old westerns and fixes old clocks in the shed',
      personality: 'quiet, stoic, doesnt really talk about feelings',
      culturalConsiderations: 'first christmas since mum died in august. dont want anything that makes it worse',
    } as const;

    it("reads whose loss it is, from who the person is to the visitor: mum's death is a widower's loss to dad", () => {
      expect(read(widower).occasion).toMatchObject({ kind: 'christmas', mood: 'grief', loss: 'partner' });
      expect(read({ ...widower, relationship: 'other: brother', gender: 'male', age: 40 }).occasion.loss).toBe('parent');
      expect(read({ relationship: 'other: nan', occasion: 'birthday', culturalConsiderations: 'her first birthday since grandad passed' }).occasion.loss).toBe('partner');
      expect(read({ occasion: 'other: sympathy, her husband passed away' }).occasion.loss).toBe('partner');
      expect(read({ occasion: 'other: sympathy - his dad died last week' }).occasion.loss).toBe('parent');
      expect(read({ occasion: 'other: sympathy, her dog Biscuit died' }).occasion.loss).toBe('pet');
      for (const occasion of ['other: sympathy - she had a miscarriage', 'other: they lost the baby at 20 weeks', 'other: stillbirth']) expect(read({ occasion }).occasion.loss).toBe('pregnancy');
    });

    it('comforts with what they still love and a keepsake of the one they lost: no gadget alerts, no luxury candle guessed at', async () => {
      for (const budget of [60, 100, 150]) {
        const response = await suggest({ ...widower, budget });
        expect(flagsOf(response)).not.toContain('gadgets');
        expect(flagsOf(response).filter((flag) => flag === 'candle' || flag === 'fragrance')).toEqual([]);
        expect(titles(response)).not.toMatch(/Furbo|doorbell|camera|Diptyque|Jo Malone|Le Labo|candle/i);
        // What he still loves leads: the clocks, the westerns, the dog walks.
        expect(interestsOf(response).filter((key) => ['clock-repair', 'westerns', 'classic-films', 'dogs'].includes(key)).length).toBeGreaterThanOrEqual(2);
        // And the loss has its own idea: something that remembers her.
        expect(entries(response).some((item) => item.occasions.includes('sympathy'))).toBe(true);
        // Nothing made for two, now that he is one.
        expect(flagsOf(response)).not.toContain('couple');
        expect(text(response)).not.toMatch(/\bfor two\b/i);
      }
    });

    it('keeps a gadget at a loss for someone who loves gadgets', () => {
      const grieving = { occasion: 'other: sympathy, his mum died' };
      expect(situationalLimits(read({ ...grieving, interests: 'walking, crosswords' }))).toContain('gadgets');
      expect(situationalLimits(read({ ...grieving, interests: 'gadgets, smart home stuff' }))).not.toContain('gadgets');
    });

    describe('after a pregnancy lost', () => {
      const friend = {
        name: 'Hannah',
        gender: 'female',
        occasion: 'other: sympathy - she had a miscarriage',
        interests: 'her allotment, knits, listens to the archers religiously',
        personality: 'private, doesnt like being fussed over',
        culturalConsiderations: 'nothing baby related obviously. not religious. just want her to know im thinking of her',
      } as const;

      it('gives no keepsake of a life, no name engraved and nothing of a baby, however the loss is said', async () => {
        const phrasings = [friend, { ...friend, occasion: 'other: they lost the baby at 12 weeks', culturalConsiderations: '' }, { ...friend, occasion: 'other: sympathy, stillbirth' }];
        for (const asked of phrasings) {
          expect(read(asked).conditions.has('babies')).toBe(false);
          for (const budget of [30, 45, 90]) {
            const response = await suggest({ ...asked, budget });
            expect(described(response)).not.toMatch(/memorial|in memory|engraved with a name|name and dates|of a life|family photos|loved one|fingerprint/i);
            expect(described(response)).not.toMatch(/newborn|nursery|baby (memory|book|bodysuit|blanket|shoes)|birth announcement|jellycat/i);
            expect(flagsOf(response).filter((flag) => flag === 'memorial' || flag === 'life-story' || flag === 'newborn')).toEqual([]);
          }
        }
      });

      it('comforts her in what she loves and with what helps after such a loss', async () => {
        const response = await suggest({ ...friend, budget: 45 });
        expect(interestsOf(response).some((key) => ['vegetable-gardening', 'gardening', 'knitting', 'bbc-radio'].includes(key))).toBe(true);
        expect(entries(response).filter((item) => item.occasions.includes('sympathy')).length).toBeGreaterThanOrEqual(2);
        // A book on baby loss is for a pregnancy lost, never for a parent's death.
        const parent = await suggest({ ...friend, occasion: 'other: sympathy, her mum died', culturalConsiderations: '', budget: 45 });
        expect(titles(parent)).not.toMatch(/Baby Loss|baby loss charity/i);
      });

      it('offers a memorial only when one is asked for', () => {
        expect(situationalLimits(read(friend))).toContain('memorial');
        const asked = read({ ...friend, culturalConsiderations: 'would love something to remember the baby by' });
        expect(asked.occasion.keepsake).toBe(true);
        expect(situationalLimits(asked)).not.toContain('memorial');
        expect(situationalLimits(asked)).toContain('life-story');
      });
    });

    it("keeps a faith's own comfort to those of the faith: no shiva platter for a mourner who is not Jewish", async () => {
      for (const budget of [100, 150, 250]) {
        expect(titles(await suggest({ occasion: 'other: sympathy, his mum died', interests: 'golf, crosswords', budget }))).not.toMatch(/shiva|kosher/i);
      }
    });

    it("remembers a pet as a pet: no keepsake of a person's life when a dog died", async () => {
      for (const budget of [40, 80]) {
        const response = await suggest({ name: 'Kate', occasion: 'other: sympathy, her dog Biscuit died', interests: 'walking, reading', budget });
        expect(described(response)).not.toMatch(/of a life|loved one|fingerprint|family photos/i);
      }
    });
  });

  describe('a couple’s day', () => {
    it('gives a wedding nothing for the work the couple do, however the job is said', async () => {
      for (const interests of ['both doctors, love travelling, going to bali for the honeymoon', 'they are both nurses, love travelling', 'teacher and lawyer, love board games']) {
        const person = read({ name: 'Priya & Arjun', occasion: 'wedding', interests });
        expect(person.interests.map((interest) => interest.key).filter((key) => ['medicine', 'nursing', 'teaching', 'law'].includes(key))).toEqual([]);
        const response = await suggest({ name: 'Priya & Arjun', occasion: 'wedding', interests, budget: 200 });
        expect(text(response)).not.toMatch(/anatomy|medical school|stethoscope|nurse|scrubs|classroom|teacher|law school|legal/i);
      }
      // The same job is what a gift for the work is about: a new job keeps it.
      expect(read({ occasion: 'other: new job', interests: 'a nurse, loves running' }).interests.map((interest) => interest.key)).toContain('nursing');
    });

    it('keeps an anniversary off the job too', async () => {
      const response = await suggest({ relationship: 'partner', gender: 'female', occasion: 'anniversary', interests: 'nurse, wild swimming, sourdough', budget: 120 });
      expect(text(response)).not.toMatch(/nurse|scrubs|stethoscope|fob watch|clogs/i);
    });

    it('gives a wedding for both of them: nothing worn by one, and for a love of one only what they share', async () => {
      for (const budget of [80, 200]) {
        const couple = { name: 'Sam & Alex', occasion: 'wedding', interests: 'sam is really into knitting, both love cooking and hiking' } as const;
        expect([...read(couple).onesOwn]).toEqual(['knitting']);
        const response = await suggest({ ...couple, budget });
        expect(flagsOf(response).filter((flag) => flag === 'personal' || flag === 'sized')).toEqual([]);
        for (const item of entries(response)) if (item.interests[0] === 'knitting') expect(['home', 'food']).toContain(item.category);
        expect(entries(response).filter((item) => item.genders.length > 0)).toEqual([]);
      }
    });
  });

  describe('new parents', () => {
    const dev = { name: 'Dev', relationship: 'colleague', gender: 'male', occasion: 'other: new baby', interests: 'road cycling (canyon bike, does ride london), craft beer, just had TWINS', personality: 'easygoing, permanently tired now lol', budget: 100 } as const;

    it('reads a ride said by its name as the cycling it is, not a love of London', () => {
      expect(read(dev).interests.map((interest) => interest.key)).toEqual(['cycling', 'beer']);
    });

    it('leans to the babies and to rest, with a pastime only as a treat to enjoy at home', async () => {
      for (const input of [dev, { ...dev, interests: 'golf, jigsaws, craft beer', budget: 60 }, { ...dev, name: 'Mia', gender: 'female' as const, occasion: 'other: had a baby girl', interests: 'marathon running, pottery, coffee', budget: 80 }]) {
        const response = await suggest(input);
        expect(titles(response)).not.toMatch(/jigsaw|exam|certif|lock|golf balls|lesson|course|class\b/i);
        for (const item of entries(response)) {
          const forTheBaby = item.occasions.includes('new-baby') || item.interests.some((key) => ['babies', 'twins', 'first-time-parents', 'parenting', 'busy-parents', 'self-care', 'sleep-wellbeing'].includes(key));
          if (!forTheBaby) expect(item.category).toBe('food');
        }
      }
      expect(titles(await suggest(dev))).toMatch(/twin/i);
    });
  });

  describe('a diet in the kitchen', () => {
    const ideas = new Map(itemIdeas(catalog).map((idea) => [idea.id, idea]));

    it("marks a cookbook or a baking kit by the diets its recipes break, and those it is made for", () => {
      expect([...ideas.get('sweet-ottolenghi-goh')!.flags]).toEqual(expect.arrayContaining(['gluten', 'dairy', 'eggs', 'sugar', 'animal-products', 'not-kosher']));
      expect(ideas.get('baked-to-perfection-cermelj')!.flags.has('gluten')).toBe(false);
      expect(ideas.get('vegan-cupcakes-take-over-the-world')!.flags.has('animal-products')).toBe(false);
      expect(ideas.get('vegan-cupcakes-take-over-the-world')!.flags.has('eggs')).toBe(false);
      expect(ideas.get('inside-the-jewish-bakery-ginsberg')!.flags.has('not-kosher')).toBe(false);
      expect(ideas.get('complete-diabetes-cookbook-atk')!.diets).toEqual(['sugar']);
      // A savoury cookbook holds no sugar for a diabetic cook to avoid; a recipe journal holds no recipes at all.
      expect(ideas.get('meathead-science-of-bbq')!.flags.has('sugar')).toBe(false);
      expect(ideas.get('heirloom-recipe-journal')!.flags.has('gluten')).toBe(false);
    });

    it("gives a coeliac baker the diet's own baking books and flour, never a wheat baking book", async () => {
      const rosie = { name: 'Rosie', relationship: 'other: sister', gender: 'female', age: 29, interests: 'baking (gf obvs), hiking in the peak district', culturalConsiderations: 'coeliac - actual coeliac not trendy gf, cross contamination matters' } as const;
      for (const budget of [40, 70, 120]) {
        const response = await suggest({ ...rosie, budget });
        expect(titles(response)).not.toMatch(/Sweet by Yotam|Dessert Person|Cake Bible|Dorie's Cookies|Perfect Loaf|Tartine|Bake Off|King Arthur Baking School/);
        for (const item of entries(response)) if (item.tags.includes('cookbook')) expect(`${item.title} ${item.description}`).toMatch(/gluten[- ]free|coeliac/i);
        expect(described(response)).toMatch(/gluten[- ]free/i);
      }
    });

    it('keeps the cookbooks of a vegan, a dairy-free, a diabetic and a kosher cook to their diet, and a diet book to those who keep it', async () => {
      const cooks = [
        { culturalConsiderations: 'vegan', kept: /vegan|plant[- ]based/i },
        { culturalConsiderations: 'dairy free, lactose intolerant', kept: /vegan|plant[- ]based|dairy[- ]free/i },
        { culturalConsiderations: 'jewish, keeps kosher at home', kept: /kosher|jewish/i },
      ];
      for (const { culturalConsiderations, kept } of cooks) {
        for (const interests of ['loves cooking and baking', 'bakes every weekend, cooks for friends']) {
          const response = await suggest({ interests, culturalConsiderations, budget: 60 });
          for (const item of entries(response)) if (item.tags.includes('cookbook')) expect(`${item.title} ${item.description} ${item.tags.join(' ')}`).toMatch(kept);
        }
      }
      const diabetic = await suggest({ interests: 'baking cakes, gardening', culturalConsiderations: 'type 2 diabetic', budget: 60 });
      expect(titles(diabetic)).not.toMatch(/Sweet by Yotam|Dessert Person|Cake Bible|Dorie's Cookies|Sugar Rush/);
      // A diabetes cookbook is no gift for a cook who is not diabetic, nor a gluten-free one for a baker who eats wheat.
      for (const budget of [30, 60, 90]) expect(titles(await suggest({ interests: 'cooking, baking', budget }))).not.toMatch(/Diabetes|Gluten Free|Gluten-Free|Dairy Free/i);
    });

    it('reads an oyster mushroom as no seafood when the figures check a vegan’s list', () => {
      expect(limitWordsIn('North Spore pink oyster mushroom grow kit', 'seafood')).toEqual([]);
      expect(limitWordsIn('Half a dozen oysters on ice', 'seafood')).not.toEqual([]);
    });
  });

  describe('calligraphy of the brush', () => {
    it('reads Chinese and Japanese calligraphy as the brush, apart from Western pen calligraphy', () => {
      expect(read({ interests: 'tea, hiking, chinese calligraphy' }).interests.map((interest) => interest.key)).toContain('chinese-calligraphy');
      expect(read({ interests: 'shodo' }).interests.map((interest) => interest.key)).toEqual(['japanese-calligraphy']);
      expect(read({ interests: 'sumi-e' }).interests.map((interest) => interest.key)).toEqual(['ink-painting']);
      expect(read({ interests: 'copperplate' }).interests.map((interest) => interest.key)).toEqual(['calligraphy']);
    });

    it('gives a brush calligrapher brush, ink stick, inkstone and paper, never a pointed pen', async () => {
      for (const interests of ['tea, hiking on weekends, chinese calligraphy', 'japanese calligraphy', 'shodo and ikebana', 'chinese brush calligraphy, gardening']) {
        for (const budget of [30, 80]) {
          const response = await suggest({ interests, budget, occasion: 'other: lunar new year' });
          expect(described(response)).not.toMatch(/oblique|pointed[- ]pen|copperplate|Nikko G|Speedball|nib|Pilot Parallel|broad[- ]edge/i);
          expect(interestsOf(response).some((key) => ['brush-calligraphy', 'chinese-calligraphy', 'japanese-calligraphy', 'ink-painting'].includes(key))).toBe(true);
        }
      }
    });

    it('keeps pointed-pen calligraphy its own pens', async () => {
      const response = await suggest({ interests: 'modern calligraphy', budget: 60 });
      expect(interestsOf(response)).toContain('calligraphy');
      expect(interestsOf(response).filter((key) => ['brush-calligraphy', 'chinese-calligraphy'].includes(key))).toEqual([]);
    });
  });

  describe('titles and names as they are said', () => {
    it("says a form's noun once when the name already ends with it: an Indian food memoir, never a food food memoir", () => {
      const doubled: string[] = [];
      for (const interest of catalog.interests.filter((each) => !itemKinds.has(each.kind))) {
        const last = escapeRegExp(interest.label.split(' ').at(-1)!);
        const again = new RegExp(`^${escapeRegExp(interest.label)} ${last}s?\\b|\\s${escapeRegExp(interest.label)} ${last}s?\\b`, 'i');
        const stated = { key: interest.key, label: interest.label, kind: interest.kind, parents: interest.parents, related: interest.related, said: interest.label };
        for (const idea of formIdeas(catalog.forms, stated)) if (again.test(idea.title) || again.test(idea.description)) doubled.push(idea.title);
      }
      expect(doubled).toEqual([]);
    });

    it('reads an aside in brackets as how they feel about a love, not as a thing to shop for', async () => {
      const papa = { relationship: 'parent', gender: 'male', age: 65, interests: 'wandern in the alps, vfb stuttgart (suffering), makes his own sauerkraut, reads der spiegel', budget: 90 } as const;
      expect(read(papa).interests.map((interest) => interest.key)).not.toContain('said:suffering');
      expect(text(await suggest(papa))).not.toMatch(/suffering/i);
      const leeks = read({ interests: 'grows leeks for the village show (deadly serious about it), reads thrillers' });
      expect(leeks.interests.find((interest) => interest.key === 'gardening')).toMatchObject({ seasoned: true });
      expect(leeks.interests.map((interest) => interest.label)).not.toContain('deadly serious');
      const oscar = read({ relationship: 'child', age: 8, interests: 'dinosaurs (knows more than me), minecraft' });
      expect(oscar.interests.find((interest) => interest.key === 'dinosaurs')).toMatchObject({ seasoned: true });
      // A name in brackets still narrows what came before it.
      expect(read({ interests: 'anime (One Piece)' }).interests.map((interest) => interest.label)).toContain('One Piece');
    });
  });
});
