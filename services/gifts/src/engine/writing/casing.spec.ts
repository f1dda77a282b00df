import { Casing } from './casing';

describe('Casing', () => {
  const casing = new Casing([
    'A peace lily in a white pot. Water the peace lily weekly and keep the lily out of direct sun.',
    'Seasoned by Lodge at the foundry: a Lodge skillet outlasts its owner, unlike a marble board or a wooden spoon.',
    'The sequel to Band of Brothers, with a marble cover.',
    'A day for kids in a real studio, with a wallet for men and one for women.',
  ]);

  it('writes a common word that only starts a title in lower case', () => {
    expect(casing.inSentence('Peace lily in a ceramic pot')).toBe('peace lily in a ceramic pot');
    expect(casing.inSentence('Marble wine chiller bucket')).toBe('marble wine chiller bucket');
    // A possessive is written as the word it is made of.
    expect(casing.inSentence("Kids' art camp day in a working studio")).toBe("kids' art camp day in a working studio");
    expect(casing.inSentence("Men's leather wallet")).toBe("men's leather wallet");
  });

  it('keeps a name: a brand the catalog capitalises, or a title that goes on in title case', () => {
    expect(casing.inSentence('Lodge 10.25-inch cast iron skillet')).toBe('Lodge 10.25-inch cast iron skillet');
    expect(casing.inSentence('Band of Brothers by Stephen E. Ambrose')).toBe('Band of Brothers by Stephen E. Ambrose');
    expect(casing.inSentence('Marble Arch Mysteries')).toBe('Marble Arch Mysteries');
  });

  it('keeps a brand that begins several titles and is never written in lower case in one, whatever a description says', () => {
    const texts = ['A holiday lodge for the critters.', 'A log lodge by the geyser.'];
    const titles = ['Lodge cast iron camp Dutch oven', 'Lodge 6 qt enamelled Dutch oven', 'Peace lily in a pot', 'Peace lily, large'];
    expect(new Casing(texts, titles).inSentence('Lodge 10.25-inch cast iron skillet')).toBe('Lodge 10.25-inch cast iron skillet');
    expect(new Casing(texts).inSentence('Lodge 10.25-inch cast iron skillet')).toBe('lodge 10.25-inch cast iron skillet');
    expect(new Casing(['Water the peace lily weekly.'], titles).inSentence('Peace lily in a ceramic pot')).toBe('peace lily in a ceramic pot');
  });

  it('leaves a word the catalog never writes mid-sentence as it is', () => {
    expect(casing.inSentence('Zebrafish aquarium starter set')).toBe('Zebrafish aquarium starter set');
  });
});
