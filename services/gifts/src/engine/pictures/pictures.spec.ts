import { existsSync } from 'node:fs';
import { loadCatalog } from '../catalog/catalog';
import { loadPictureTable, PicturePicker } from './pictures';

const table = loadPictureTable();
const picker = new PicturePicker(table);
const twemoji = (code: string) => existsSync(require.resolve(`@twemoji/svg/${code}.svg`));

describe('pictures of ideas', () => {
  it('names only pictures the package ships, each word once', () => {
    const codes = [...table.books, ...Object.values(table.categories), ...table.things.map((thing) => thing.picture)];
    expect(codes.filter((code) => !twemoji(code))).toEqual([]);
    const words = table.things.flatMap((thing) => thing.words);
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
  });

  it('pictures the thing a title names, the head noun last and the longest phrase first', () => {
    const glass = picker.pick({ title: 'Hand-blown wine glasses, set of two', category: 'home', tags: [] });
    expect(glass).toBe(picker.pick({ title: 'Wine', category: 'food', tags: [] }));
    expect(glass).not.toBe(picker.pick({ title: 'Reading glasses', category: 'practical', tags: [] }));
    // "by …" names the maker, not the thing.
    expect(picker.pick({ title: 'Pottery class by Clay Studio Tea Rooms', category: 'experience', tags: [] })).toBe(
      picker.pick({ title: 'Pottery', category: 'creative', tags: [] }),
    );
  });

  it('gives a book a book, and falls back to tags, then the topic, then the category', () => {
    expect(table.books).toContain(picker.pick({ title: 'The Priory of the Orange Tree by Samantha Shannon', category: 'books', tags: ['epic-fantasy'] }));
    expect(picker.pick({ title: 'Zorblax Deluxe', category: 'food', tags: ['coffee'] })).toBe('2615');
    expect(picker.pick({ title: 'Zorblax Deluxe', category: 'food', tags: [], about: ['tea'] })).toBe(picker.pick({ title: 'Tea', category: 'food', tags: [] }));
    expect(picker.pick({ title: 'Zorblax Deluxe', category: 'tech', tags: [] })).toBe(table.categories.tech);
  });

  it("gives the catalog's ideas hundreds of different pictures, nearly all of their own thing", () => {
    const ideas = loadCatalog().items.filter((item) => item.category !== 'books');
    const fallbacks = new Set(Object.values(table.categories));
    const pictures = ideas.map((item) => picker.pick({ ...item, about: item.interests.map((key) => key.replace(/-/g, ' ')) }));
    expect(new Set(pictures).size).toBeGreaterThanOrEqual(300);
    expect(pictures.filter((picture) => fallbacks.has(picture)).length / ideas.length).toBeLessThan(0.1);
  });
});
