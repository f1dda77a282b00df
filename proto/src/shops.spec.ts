import { shopSchema } from './shop-list';
import { defaultShops, findOnline, searchQueryFor, shopCountries, shopKindOf, shopsFor } from './shops';

const idea = (title: string, category: Parameters<typeof shopKindOf>[0]['category'], tags: string[] = []) => ({ title, category, tags });
const us = shopsFor('US');

describe('find online', () => {
  it('looks for a book at a bookshop first, then a general shop', () => {
    const links = findOnline(idea('Salt, Fat, Acid, Heat by Samin Nosrat', 'books'), us);
    expect(links.map((link) => link.shop)).toEqual(['Bookshop.org', 'Amazon']);
    expect(links[0].url).toBe('https://bookshop.org/search?keywords=Salt%2C%20Fat%2C%20Acid%2C%20Heat%20by%20Samin%20Nosrat');
  });

  it('looks for something made for them at a handmade marketplace first', () => {
    expect(shopKindOf(idea('A personalised star map of the night they met', 'home'))).toBe('handmade');
    expect(shopKindOf(idea('Leather keyring', 'fashion', ['engraved']))).toBe('handmade');
    expect(findOnline(idea('A hand-painted pet portrait', 'creative'), us)[0].shop).toBe('Etsy');
  });

  it('looks for an experience where experiences are booked, and the rest at general shops', () => {
    expect(findOnline(idea('A pottery wheel class for two', 'experience'), us).map((link) => link.shop)).toEqual(['Viator', 'Google']);
    expect(findOnline(idea('A mechanical keyboard', 'tech'), us).map((link) => link.shop)).toEqual(['Amazon', 'Target', 'Etsy']);
    expect(findOnline(idea('Single-origin coffee sampler', 'food'), us).map((link) => link.shop)).toEqual(['Amazon', 'Etsy']);
  });

  it("uses the country's shops and the deployment's affiliate tag", () => {
    const links = findOnline(idea('A mechanical keyboard', 'tech'), shopsFor('GB', { amazon: 'presently-21', nobody: 'x' }));
    expect(links[0].url).toBe('https://www.amazon.co.uk/s?k=mechanical%20keyboard&tag=presently-21');
    expect(links.map((link) => link.shop)).toEqual(['Amazon', 'John Lewis', 'Etsy']);
  });

  it('falls back to general shops when no shop offers the kind', () => {
    const generalOnly = us.filter((shop) => shop.kinds.includes('general'));
    expect(findOnline(idea('A cooking class', 'experience'), generalOnly).map((link) => link.shop)).toEqual(['Amazon', 'Target', 'Etsy']);
    expect(findOnline(idea('A cooking class', 'experience'), [])).toEqual([]);
  });

  it('searches for the idea itself: no leading article, at most 100 characters on a word boundary', () => {
    expect(searchQueryFor('  The Lord of the Rings box set ')).toBe('Lord of the Rings box set');
    expect(searchQueryFor('An ice-cream maker')).toBe('ice-cream maker');
    const long = searchQueryFor(`A ${'very '.repeat(30)}long title`);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith('very')).toBe(true);
  });

  it('ships valid https shops for every country, each with a shop for every kind', () => {
    for (const country of shopCountries) {
      for (const shop of defaultShops[country]) expect(shopSchema.safeParse(shop).success).toBe(true);
      for (const kind of ['book', 'handmade', 'experience', 'food', 'general'] as const) {
        expect(defaultShops[country].some((shop) => shop.kinds.includes(kind))).toBe(true);
      }
    }
  });
});
