import { namesWord, normalize } from './text';

describe('the text tools every reading shares', () => {
  it('normalizes plain and accented words alike: lowercase, accents and curly quotes dropped, one space between words', () => {
    expect(normalize('Loves  Pokémon,\tCAFÉ culture & the Beatles!')).toBe(' loves pokemon cafe culture & the beatles ');
    expect(normalize('Her mum’s garden; she’s a `foodie`')).toBe(" her mum's garden she's a 'foodie' ");
    expect(normalize('Fiancé — due in Feb.')).toBe(' fiance due in feb ');
    // A website's address stays one word; a full stop between words parts them.
    expect(normalize('plays on chess.com. Reads a lot.')).toBe(' plays on chess.com reads a lot ');
    expect(normalize('')).toBe('  ');
  });

  it('finds a thing named in a sentence as a whole word, with its plural, whatever the case', () => {
    expect(namesWord('The book that started it all', 'book')).toBe(true);
    expect(namesWord('fills the shelf with books', 'book')).toBe(true);
    expect(namesWord('a Bookshelf of her own', 'book')).toBe(false);
    expect(namesWord('an e-book reader', 'book')).toBe(true);
    expect(namesWord('notebooks for every trip', 'book')).toBe(false);
    expect(namesWord('MATS for the hall', 'mat')).toBe(true);
    expect(namesWord('a matinee for two', 'mat')).toBe(false);
  });
});
