import { loadCatalog } from '../catalog/catalog';
import { InterestLexicon } from '../person/interests';
import { IllustrationPicker, loadIllustrationKeys } from './illustration';

const catalog = loadCatalog();
const picker = new IllustrationPicker(catalog, new InterestLexicon(catalog.interests));
const idea = (title: string, category: string, tags: string[], description = 'A gift.') => ({ title, category, tags, description }) as Parameters<typeof picker.pick>[0];

describe('IllustrationPicker', () => {
  it('uses an illustration a tag or title word names', () => {
    expect(picker.pick(idea('Portable Pour-Over Kit', 'practical', ['coffee', 'camping']))).toBe('/illustrations/coffee.svg');
    expect(picker.pick(idea('Yoga Retreat Day', 'experience', ['wellness']))).toBe('/illustrations/yoga.svg');
  });

  it("otherwise uses the catalog's picture for the interest the idea is about", () => {
    expect(picker.pick(idea('Guided Trail Hike', 'experience', ['guided', 'day-out']))).toBe('/illustrations/outdoors.svg');
    expect(picker.pick(idea('Stargazing Night', 'experience', ['night'], 'An evening with a telescope and an astronomer.'))).toBe('/illustrations/stars.svg');
  });

  it('otherwise uses the picture of its category, and always one the web app ships', () => {
    expect(picker.pick(idea('Mystery Box', 'physical', ['surprise']))).toBe('/illustrations/physical.svg');
    const keys = new Set(loadIllustrationKeys());
    for (const category of ['experience', 'physical', 'creative', 'practical', 'tech', 'fashion', 'home', 'food', 'books']) expect(keys.has(category)).toBe(true);
  });
});
