import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { askingAbout, catalog, engine, titles } from '../../../test/catalog-engine';
import { itemIdeas } from './ideas';
import { anniversaryYear } from '../person/occasion';

const { suggest, read } = askingAbout({ relationship: 'partner', age: 32, interests: 'cooking, hiking', budget: 100 });
/** Every idea's flags, as the engine works them out (the words of its title and description included). */
const flagsById = new Map(itemIdeas(catalog, engine.reader.interests).map((idea) => [idea.title, idea.flags]));
const flagsOf = (response: GiftResponse) => response.suggestions.map((suggestion) => flagsById.get(suggestion.title) ?? new Set<string>());
const said = (response: GiftResponse) => response.suggestions.map((suggestion) => `${suggestion.reasoning} ${suggestion.personalizedReasoning}`).join(' | ');

describe('Gifts for a partner', () => {
  it('tells back the memory the two of them share, in the giver’s own words', async () => {
    const cases: [Partial<RecipientInfoInput>, RegExp][] = [
      [{ relationship: 'other: my boyfriend', gender: 'male', interests: 'Arctic Monkeys, ramen (our first date was at a ramen place in Camden), Elden Ring', budget: 80 }, /your first date was at a ramen place in Camden/],
      [{ relationship: 'other: fiancée', gender: 'female', interests: 'yoga, gin, Paris (where I proposed), candles', budget: 120 }, /Paris, where you proposed/],
      [{ relationship: 'other: husband', occasion: 'anniversary', gender: 'male', interests: 'golf, jazz, the Lake District where we honeymooned', budget: 200 }, /the Lake District where you honeymooned/],
      [{ gender: 'female', interests: 'Formula 1, travel, pizza (our thing is Friday pizza night)', budget: 100 }, /your thing is Friday pizza night/],
    ];
    for (const [input, memory] of cases) expect(said(await suggest(input))).toMatch(memory);
    // A first date told as a place is a memory of any couple, not a romance of weeks; one just had is.
    expect(read({ interests: 'vinyl, Radiohead', culturalConsiderations: 'our 1 year anniversary, our first date was at a record shop' }).newRomance).toBe(false);
    expect(read({ interests: 'vinyl, Radiohead', culturalConsiderations: 'we only had our first date last month' }).newRomance).toBe(true);
  });

  it('keeps a romance of weeks light: nothing for two, nothing engraved with both names, nothing worn as a lover’s gift', async () => {
    const early: Partial<RecipientInfoInput>[] = [
      { relationship: 'other: new girlfriend', occasion: "other: Valentine's Day", gender: 'female', interests: 'coffee, reading, fashion', culturalConsiderations: 'only been seeing each other 6 weeks', budget: 150 },
      { relationship: 'other: boyfriend', occasion: 'other: valentines', gender: 'male', interests: 'cooking, wine, jazz', culturalConsiderations: 'been together 2 months, nothing too intense', budget: 200 },
      { relationship: 'other: girlfriend', gender: 'female', interests: 'skincare, spa days, jewellery', culturalConsiderations: "early days, we've been dating a few weeks", budget: 200 },
    ];
    for (const input of early) {
      for (const flags of flagsOf(await suggest(input))) {
        expect(flags.has('couple')).toBe(false);
        expect(flags.has('romantic') && flags.has('personal')).toBe(false);
      }
    }
  });

  it('gives a gift for them alone when the visitor asks for one, not a class or a weekend for two', async () => {
    for (const culturalConsiderations of ['something just for him, not a couples thing', "nothing we'd do together, a gift of his own"]) {
      const response = await suggest({ relationship: 'other: husband', occasion: 'anniversary', gender: 'male', interests: 'cooking, hiking, wine', culturalConsiderations, budget: 250 });
      for (const flags of flagsOf(response)) expect(flags.has('couple')).toBe(false);
    }
  });

  it('reads which anniversary it is however it is said, and offers that year’s own gift whatever they love', async () => {
    expect(anniversaryYear('our 1 year anniversary')).toBe(1);
    expect(anniversaryYear('two-year anniversary next week')).toBe(2);
    const tin = await suggest({ relationship: 'other: husband', occasion: 'anniversary', gender: 'male', interests: 'rugby, BBQ, Oasis', culturalConsiderations: '10th wedding anniversary, tin', budget: 120 });
    expect(titles(tin)).toMatch(/\btin\b/i);
    // The couple is the giver and him: "the two of you", never "the two of him".
    expect(said(tin)).not.toMatch(/\b(two|both) of (him|her)\b/);
    const silver = await suggest({ relationship: 'other: wife', occasion: 'anniversary', gender: 'female', interests: 'salsa dancing, Mexican food, Frida Kahlo', culturalConsiderations: '25th wedding anniversary (silver)', budget: 300 });
    expect(titles(silver)).toMatch(/\bsilver\b/i);
  });

  it('keeps the song-and-sound-wave keepsakes for the day they mark, never as a music fan’s gift', async () => {
    for (const interests of ['Radiohead, vinyl, photography', 'hip hop, basketball, gaming', 'jazz, golf, red wine']) {
      for (const occasion of ['birthday', 'just-because', 'christmas']) {
        expect(titles(await suggest({ interests, occasion, gender: 'male', budget: 150 }))).not.toMatch(/sound wave|custom song|spotify code|music box/i);
      }
    }
  });

  it('reads a long-distance relationship wherever it is said, and a long-distance runner as a runner', async () => {
    for (const culturalConsiderations of ["long distance, she lives in Chicago and I'm in Toronto", "we're in an LDR, different time zones"]) {
      expect(read({ gender: 'female', interests: 'coffee, running', culturalConsiderations }).interests.map((interest) => interest.key)).toContain('long-distance-love');
    }
    expect(read({ interests: 'long distance running, coffee' }).interests.map((interest) => interest.key)).not.toContain('long-distance-love');
    const response = await suggest({ relationship: 'other: boyfriend', occasion: "other: Valentine's Day", gender: 'male', interests: 'Warhammer, D&D, coffee', culturalConsiderations: 'long distance, we see each other every few weeks', budget: 60 });
    expect(titles(response)).toMatch(/long-distance|distance between us|open-when|next visit/i);
  });

  it('keeps someone else’s hospital stay theirs: a partner whose mum is in hospital is not the patient', () => {
    for (const culturalConsiderations of ['her mum is in hospital and she is exhausted', "his dad's in hospital after a fall", 'my wife, her father had a stroke']) {
      const person = read({ occasion: "other: she's going through a hard time", gender: 'female', interests: 'tea, poetry, baths', culturalConsiderations });
      expect(person.conditions).not.toContain('surgery-recovery');
      expect(person.limits).not.toContain('outings');
    }
    expect(read({ interests: 'tea, poetry', culturalConsiderations: 'she is in hospital after her operation' }).limits).toContain('outings');
  });

  it('reads indie games as games and a women’s team as the team, not indie bands or women’s dance shoes', async () => {
    const gamer = read({ interests: 'indie games, Studio Ghibli, tea', gender: 'prefer-not-to-say' }).interests.map((interest) => interest.key);
    expect(gamer).toContain('gaming');
    expect(gamer).not.toContain('indie-music');
    const fan = await suggest({ relationship: 'other: my wife', occasion: "other: Valentine's", gender: 'female', interests: 'football (Arsenal Women), craft beer, dogs', budget: 80 });
    expect(titles(fan)).not.toMatch(/ballroom|dance shoes/i);
    expect(said(fan)).not.toMatch(/loves Women\b/);
  });

  it('never gives a partner something for the housework or the family dinners, whatever the day', async () => {
    for (const [occasion, interests] of [
      ["other: Valentine's Day", 'she never gets time for herself, two little kids, loves baths and reading'],
      ['birthday', 'Arsenal season ticket holder, BBQ, craft beer, dad of two'],
      ['anniversary', 'busy mum of three, gin, crime novels'],
    ]) {
      const list = await suggest({ relationship: 'partner', occasion, interests, budget: 120 });
      expect(titles(list)).not.toMatch(/slow cooker|crock-?pot|meal kit|hellofresh|vacuum|organi[sz]er|family (wall )?calendar|lunch ?box/i);
    }
    // Their own pastime's kit is theirs: an air fryer for someone into air-fryer cooking.
    expect(titles(await suggest({ relationship: 'partner', interests: 'air fryer recipes, true crime', budget: 150 }))).toMatch(/air fryer/i);
  });

  it("reads a parent's young children as their family, giving neither children's things nor a grandparent's", async () => {
    for (const [relationship, occasion, interests] of [
      ['friend', 'other: Hanukkah', 'board games, baking challah, his two kids'],
      ['partner', "other: Valentine's Day", 'she never gets time for herself, two little kids, loves baths and reading'],
    ]) {
      const list = await suggest({ relationship, occasion, interests, age: 37, budget: 80 });
      expect(titles(list)).not.toMatch(/grandparent|grandchild|grandma|grandpa|atlas|picture book|kids'/i);
    }
  });
});
