import { askingAbout, byTitle, catalog, interestsOf, titles } from '../../../test/catalog-engine';

const { suggest, read } = askingAbout({ relationship: 'parent', age: 66, gender: 'female', budget: 60 });
const keysOf = (interests: string) => read({ interests }).interests.map((interest) => interest.key);
/** How many of the ideas for someone of these interests are things of one of these crafts. */
const ofCraft = async (interests: string, crafts: string[]) =>
  (await suggest({ interests })).suggestions.filter((suggestion) => byTitle.get(suggestion.title)?.interests.some((key) => crafts.includes(key))).length;

/** Kits and tools of crafts nobody named, which "crafts" in general would give. */
const OTHER_CRAFTS = /\b(paper-cutting|jianzhi|air-dry clay|bead(ed)? .*kit|origami|whittling|linocut|cross-stitch kit|frame loom)\b/i;

describe('a craft named in everyday words is that craft, never crafts in general', () => {
  it('gives someone who sews sewing things, however the sewing is said', async () => {
    for (const interests of ['sewing and dancing', "sews all her grandkids' clothes", 'loves to sew, her garden', 'sews on his old singer, woodwork', 'makes her own dresses']) {
      expect([interests, keysOf(interests)]).not.toEqual([interests, expect.arrayContaining(['crafts'])]);
      expect([interests, (await ofCraft(interests, ['sewing', 'dressmaking'])) >= 2]).toEqual([interests, true]);
      expect(titles(await suggest({ interests }))).not.toMatch(OTHER_CRAFTS);
    }
  });

  it('reads clothes made as dressmaking, and a sewing love that is over as no sewing to shop for', async () => {
    expect(keysOf('makes her own dresses')).toContain('dressmaking');
    expect(keysOf('makes all her own clothes')).toContain('dressmaking');
    const gran = await suggest({ age: 89, interests: 'used to love sewing, now enjoys the radio and her garden birds', personality: 'in a care home' });
    expect(interestsOf(gran)).not.toEqual(expect.arrayContaining(['sewing']));
  });

  it('gives needlepoint, and tapestry as the British say it, canvas work, not cross-stitch kits or a loom', async () => {
    for (const interests of ['needlepoint, bridge', 'does tapestry in the evenings, the archers', 'her tapestry kits']) {
      expect(keysOf(interests)).toContain('needlepoint');
      expect(await ofCraft(interests, ['needlepoint'])).toBeGreaterThanOrEqual(2);
      expect(titles(await suggest({ interests }))).not.toMatch(/cross-stitch kit|frame loom/i);
    }
    expect(keysOf('tapestry weaving')).toEqual(['weaving']);
  });

  it('gives a card maker card-making things, and someone who paints old furniture things for furniture, not oils or mending', async () => {
    for (const interests of ['card making, her cats', 'makes all her own cards']) {
      expect(await ofCraft(interests, ['card-making'])).toBeGreaterThanOrEqual(2);
    }
    for (const interests of ['paints old furniture, car boot sales', 'upcycling furniture', 'chalk paints furniture for her friends']) {
      expect(await ofCraft(interests, ['furniture-painting'])).toBeGreaterThanOrEqual(2);
      expect(titles(await suggest({ interests }))).not.toMatch(/oil painting set|mending kit|watercolou?r/i);
    }
  });

  it('has things of their own for every craft people name, of several kinds: a tool, a book, supplies, a class', () => {
    const crafts = ['sewing', 'dressmaking', 'quilting', 'hand-embroidery', 'cross-stitch', 'needlepoint', 'amigurumi', 'macrame', 'candle-making', 'soap-making',
      'jewelry-making', 'beading', 'leathercraft', 'bookbinding', 'calligraphy', 'weaving', 'needle-felting', 'resin-art', 'card-making', 'scrapbooking', 'origami',
      'glass-art', 'furniture-painting'];
    for (const craft of crafts) {
      const own = catalog.items.filter((item) => item.interests.includes(craft));
      expect([craft, own.length >= 8]).toEqual([craft, true]);
      const kinds = new Set(own.map((item) => (item.category === 'books' ? 'book' : item.form)));
      expect([craft, kinds.size >= 3]).toEqual([craft, true]);
    }
  });
});
