import { askingAbout, text } from '../../../test/catalog-engine';

const { suggest, read } = askingAbout();
/** Everything a list says of the person: titles, descriptions, reasons and the notes after them. */
const everything = async (interests: string, name: string) => {
  const response = await suggest({ name, interests, age: 27 });
  return `${text(response)} ${response.suggestions.map((suggestion) => suggestion.personalizedReasoning ?? '').join(' ')}`;
};

describe('brands, shops and makers named in lowercase, as visitors type them', () => {
  it('writes the brand as it writes itself, never as it was typed', async () => {
    for (const [interests, typed, written] of [
      ['loves sephora, skincare', 'sephora', 'Sephora'],
      ['obsessed with starbucks, reading', 'starbucks', 'Starbucks'],
      ['nintendo and xbox', 'nintendo', 'Nintendo'],
      ['always in glossier, candles', 'glossier', 'Glossier'],
      ['anything from muji', 'muji', 'Muji'],
      ['hermes scarves, horses', 'hermes', 'Hermès'],
    ]) {
      const said = await everything(interests, 'Chloe');
      expect(said).not.toMatch(new RegExp(`(?<![\\w.])${typed}\\b`));
      if (new RegExp(written, 'i').test(said)) expect(said).toContain(written);
    }
  });

  it("never makes a brand theirs, nor calls an idea about its wider love more of the brand", async () => {
    for (const interests of ['obsessed with lululemon, yoga', 'gymshark, protein shakes', 'loves sephora, skincare', 'anything from muji, stationery']) {
      const said = await everything(interests, 'Sam');
      expect(said).not.toMatch(/Sam's (lululemon|Gymshark|Sephora|Muji)\b|more (lululemon|Gymshark|Sephora|Muji) for/i);
    }
  });

  it('reads Muji and stationery as pens and paper, not as writing for a living', () => {
    for (const interests of ['anything from muji', 'stationery', 'a real stationery lover']) {
      expect(read({ interests }).interests.map((interest) => interest.key)).toEqual(['pens-and-notebooks']);
    }
  });
});
