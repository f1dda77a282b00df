import { askingAbout, titles } from '../../../test/catalog-engine';

/** The language a person reads, the language they learn, and the festival their own people keep. */
const { read, suggest } = askingAbout({ relationship: 'parent', occasion: 'birthday', age: 70, gender: 'female', budget: 60, interests: 'reading novels, gardening' });

describe('the language a person reads', () => {
  it('reads English that does not come easily, however it is said, and their own language beside it', () => {
    const said: [string, string][] = [
      ["doesn't read English, only reads Spanish", 'spanish'],
      ["her English isn't great, she's Polish", 'polish'],
      ['speaks mostly Tagalog at home', 'tagalog'],
      ['reads in Portuguese, very little English', 'portuguese'],
    ];
    for (const [culturalConsiderations, tongue] of said) {
      const person = read({ culturalConsiderations });
      expect({ culturalConsiderations, own: [...person.tongues.own] }).toEqual({ culturalConsiderations, own: expect.arrayContaining([tongue]) });
    }
    expect(read({ culturalConsiderations: "doesn't read English" }).limits.has('english-text')).toBe(true);
    expect(read({ culturalConsiderations: 'loves English breakfast tea' }).limits.has('english-text')).toBe(false);
  });

  it('gives a reader of Spanish a novel in Spanish and nothing to read in English', async () => {
    const list = await suggest({ culturalConsiderations: "doesn't read English, only reads Spanish" });
    expect(titles(list)).toMatch(/Spanish|español/i);
    expect(titles(list)).not.toMatch(/crossword|word search|scrabble/i);
  });

  it('never gives a Korean mother in Seoul a course in Korean, and gives a learner of Japanese ideas about Japanese', async () => {
    const inSeoul = await suggest({ interests: 'cooking, K-dramas', culturalConsiderations: 'Korean, lives in Seoul' });
    expect(titles(inSeoul)).not.toMatch(/learn(ing)? korean|korean (textbook|course|lessons?|grammar)|hangul workbook/i);
    const learner = { relationship: 'friend', age: 28, interests: 'learning Japanese on Duolingo, anime' } as const;
    expect(read(learner).interests.map((interest) => interest.key)).toEqual(['learning-japanese', 'anime']);
    expect(titles(await suggest(learner))).toMatch(/Japanese|Genki|JLPT|kanji/i);
  });
});

describe('each festival its own', () => {
  it("reads each festival as itself, and a Korean family's Lunar New Year as Seollal", () => {
    const festivals: [string, string][] = [
      ['other: Chuseok', 'chuseok'],
      ['other: Greek Easter', 'orthodox-easter'],
      ['other: Nowruz', 'nowruz'],
      ['other: Tết', 'tet'],
      ['other: mid-autumn festival', 'mid-autumn'],
      ['other: Día de los Muertos', 'day-of-the-dead'],
      ['other: Chinese New Year', 'lunar-new-year'],
      ['other: Diwali', 'diwali'],
    ];
    for (const [occasion, kind] of festivals) expect({ occasion, kind: read({ occasion }).occasion.kind }).toEqual({ occasion, kind });
    expect(read({ occasion: 'other: Lunar New Year', culturalConsiderations: 'Korean family' }).occasion.kind).toBe('seollal');
  });

  it("gives Chuseok, Nowruz and Tết their own things, never another festival's", async () => {
    const chuseok = titles(await suggest({ occasion: 'other: Chuseok', culturalConsiderations: 'Korean family' }));
    expect(chuseok).toMatch(/songpyeon|yut nori|chuseok|korean/i);
    expect(chuseok).not.toMatch(/chinese new year|red envelope|mooncake|diwali/i);
    expect(titles(await suggest({ occasion: 'other: Nowruz', culturalConsiderations: 'Iranian' }))).toMatch(/haft-?sin|nowruz|gaz|persian/i);
    expect(titles(await suggest({ occasion: 'other: Tet', culturalConsiderations: 'Vietnamese' }))).toMatch(/tết|tet|hoa mai|kumquat|mứt/i);
  });
});
