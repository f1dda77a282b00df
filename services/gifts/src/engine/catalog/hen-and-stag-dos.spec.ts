import type { GiftResponse } from '@presently/proto';
import { askingAbout, byTitle, catalog, engine, interestsOf, text, titles } from '../../../test/catalog-engine';

const { suggest, read, info } = askingAbout({ relationship: 'friend', age: 30, budget: 40 });

/** The catalog entries of a list's ideas. */
const items = (response: GiftResponse) => response.suggestions.flatMap((suggestion) => byTitle.get(suggestion.title) ?? []);
/** The ideas of a list made for a hen or a stag do. */
const forTheNight = (response: GiftResponse) => items(response).filter((item) => item.exclusions.includes('hen-stag-do'));
const keysOf = (occasion: string, interests: string) => read({ occasion, interests }).interests.map((interest) => interest.key);

describe('a hen or a stag do has gifts of its own, for the bride or the groom', () => {
  it("gives a friend at her hen do something for the night or the run-up to the wedding, beside her cocktails", async () => {
    const hen = await suggest({ occasion: 'other: hen do', gender: 'female', interests: 'cocktails, dancing, Love Island', personality: 'life and soul' });
    expect(forTheNight(hen).length).toBeGreaterThanOrEqual(1);
    expect(interestsOf(hen)).toContain('cocktails');
    expect(items(hen).filter((item) => item.genders.includes('male'))).toEqual([]);
    for (const occasion of ['other: hen party', 'other: bachelorette weekend in Nashville', 'other: her hen night']) {
      const list = await suggest({ occasion, interests: 'prosecco, yoga, Taylor Swift', budget: 60 });
      expect([occasion, forTheNight(list).length >= 1]).toEqual([occasion, true]);
    }
  });

  it('reads dancing at a hen or a stag do as going out dancing, and a dancer as a dancer', async () => {
    expect(keysOf('other: hen do', 'cocktails, dancing')).toEqual(['cocktails', 'going-out-dancing']);
    expect(keysOf('other: stag do', 'loves dancing and rugby')).toContain('going-out-dancing');
    expect(keysOf('birthday', 'cocktails, dancing')).toContain('dance');
    expect(keysOf('birthday', 'cocktails, dancing')).not.toContain('going-out-dancing');
    expect(keysOf('other: hen do', 'she is a dancer, gin')).toContain('dance');
    expect(keysOf('birthday', 'clubbing and gin')).toContain('going-out-dancing');
    const hen = await suggest({ occasion: 'other: hen do', gender: 'female', interests: 'cocktails, dancing, Love Island' });
    expect(interestsOf(hen)).not.toContain('ballet-going');
  });

  it("gives a stag do the groom's things and never the bride's", async () => {
    for (const [occasion, interests] of [
      ['other: stag weekend in Prague', 'football, craft beer, golf'],
      ['other: bachelor party', 'whisky, Arsenal, poker'],
      ['other: stag do', 'fishing, F1, curries'],
    ] as const) {
      const stag = await suggest({ occasion, gender: 'male', age: 33, interests, budget: 50 });
      expect([occasion, forTheNight(stag).length >= 1]).toEqual([occasion, true]);
      expect([occasion, items(stag).filter((item) => item.genders.includes('female')).map((item) => item.title)]).toEqual([occasion, []]);
      expect(titles(stag)).not.toMatch(/\bbride\b|\bmrs\b|garter|veil|hen party/i);
    }
  });

  it("takes a hen do as the bride's and a stag do as the groom's when no gender is given", () => {
    expect(read({ occasion: 'other: hen do', interests: 'gin, dancing' }).audience).toBe('female');
    expect(read({ occasion: 'other: stag party', interests: 'golf, beer' }).audience).toBe('male');
    expect(read({ occasion: 'other: stag do', gender: 'female', interests: 'golf' }).audience).toBe('female');
    expect(read({ occasion: 'wedding', interests: 'golf, beer' }).audience).toBe('neutral');
  });

  it("never gives the night's things at the wedding itself, an anniversary, an engagement or a birthday", async () => {
    for (const occasion of ['wedding', 'anniversary', 'other: engagement party', 'other: their wedding next month', 'birthday', 'other: bridal shower']) {
      for (const [gender, interests] of [
        ['female', 'cocktails, dancing, photography'],
        ['male', 'craft beer, golf, whisky'],
      ] as const) {
        const list = await suggest({ occasion, gender, interests, budget: 60 });
        expect([occasion, forTheNight(list).map((item) => item.title)]).toEqual([occasion, []]);
      }
    }
  });

  it("keeps the couple's keepsakes, their gift list and the wedding's own things from a hen or a stag do", async () => {
    for (const [occasion, gender, interests] of [
      ['other: hen do', 'female', 'cooking, travel, prosecco'],
      ['other: stag do', 'male', 'cooking, travel, red wine'],
    ] as const) {
      const list = await suggest({ occasion, gender, interests, budget: 80 });
      expect(text(list)).not.toMatch(/both names|mr (&|and) mrs|honeymoon fund|registry|wedding day|where (she|he|they) met/i);
      // What belongs to a day alone belongs to this night.
      expect(items(list).filter((item) => item.occasionOnly && !item.exclusions.includes('hen-stag-do')).map((item) => item.title)).toEqual([]);
    }
  });

  it('gives a colleague at her hen do nothing worn on the body', async () => {
    const list = await suggest({ relationship: 'colleague', occasion: 'other: hen do', gender: 'female', interests: 'gin, running', budget: 30 });
    expect(forTheNight(list).length).toBeGreaterThanOrEqual(1);
    expect(items(list).filter((item) => item.exclusions.includes('personal')).map((item) => item.title)).toEqual([]);
  });

  it('wishes the bride a great night on the card, not a happy wedding day', async () => {
    const hen = info({ name: 'Jess', occasion: 'other: hen do', gender: 'female', interests: 'cocktails' });
    for (let tries = 0; tries < 6; tries++) expect(await engine.cardMessage(hen, 'Kodak FunSaver single-use cameras, two-pack')).not.toMatch(/wedding day|on your wedding|two of you/i);
  });

  it('keeps the things made for the night to it alone, for the bride, the groom or either', () => {
    const night = catalog.items.filter((item) => item.exclusions.includes('hen-stag-do'));
    expect(night.length).toBeGreaterThanOrEqual(15);
    expect(night.filter((item) => !item.occasionOnly || item.occasions.join() !== 'wedding').map((item) => item.id)).toEqual([]);
    for (const audience of [['female'], ['male'], []]) expect(night.filter((item) => item.genders.join() === audience.join()).length).toBeGreaterThanOrEqual(4);
  });
});
