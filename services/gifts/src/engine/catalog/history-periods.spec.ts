import { askingAbout, byTitle, titles } from '../../../test/catalog-engine';

const { suggest, read } = askingAbout({ relationship: 'parent', age: 62, gender: 'male', budget: 80 });

/** The periods people name on their own: each has its own books, days out and keepsakes. */
const PERIODS = new Set(['civil-war-history', 'english-civil-war', 'american-revolution', 'ww1-history', 'ww2-history', 'cold-war-history', 'napoleonic-history', 'tudor-history', 'medieval-history', 'viking-history', 'ancient-rome', 'ancient-egypt', 'ancient-greece', 'space-race']);
/** The period a list's idea is first about, if it is about one. */
const periodsOf = (list: Awaited<ReturnType<typeof suggest>>) =>
  list.suggestions.map((suggestion) => byTitle.get(suggestion.title)?.interests.find((key) => PERIODS.has(key))).filter((key) => key !== undefined);

/** People who love one period, in the words a visitor types, with the period they mean. */
const LOVERS = [
  ['fly fishing, bourbon, Civil War history', 'civil-war-history'],
  ['reads everything about the Civil War, has been to Gettysburg twice, woodworking', 'civil-war-history'],
  ['First World War history, his allotment, cricket on the radio', 'ww1-history'],
  ['the Great War, model railways', 'ww1-history'],
  ['WWII history, golf', 'ww2-history'],
  ['obsessed with the Tudors, gardening, gin', 'tudor-history'],
  ['the Romans, running, board games', 'ancient-rome'],
  ['Vikings and Norse history, lifting, beer', 'viking-history'],
  ['ancient Egypt, drawing, cats', 'ancient-egypt'],
  ['Cold War history, spy novels, chess', 'cold-war-history'],
  ['Napoleonic history, red wine, painting toy soldiers', 'napoleonic-history'],
  ['the space race and the Apollo missions, baking', 'space-race'],
  ['American Revolution history, hiking', 'american-revolution'],
  ['the English Civil War, real ale', 'english-civil-war'],
] as const;

describe('a love of one period of history', () => {
  it('is read as that period, however it is said', () => {
    for (const [interests, period] of LOVERS) expect(read({ interests }).interests.map((interest) => interest.key)).toContain(period);
  });

  it('keeps a battlefield visit, a Sharpe novel and a Marvel film apart from games and from the war itself', () => {
    const keysOf = (interests: string) => read({ interests }).interests.map((interest) => interest.key);
    expect(keysOf('american civil war battlefields, bird watching')).not.toContain('battlefield');
    expect(keysOf('visiting battlefields')).toContain('military-history');
    expect(keysOf('Sharpe books')).toContain('bernard-cornwell');
    expect(keysOf('Marvel, Captain America: Civil War, cosplay')).not.toContain('civil-war-history');
  });

  it('gets ideas about that period, and none about another period they never named', async () => {
    for (const [interests, period] of LOVERS) {
      const periods = periodsOf(await suggest({ interests }));
      expect(periods).toContain(period);
      expect(periods.filter((key) => key !== period)).toEqual([]);
    }
  });

  it('gives a Civil War buff the American Civil War itself, not the Second World War through military history', async () => {
    const list = titles(await suggest({ relationship: 'other: uncle', age: 55, interests: 'fly fishing, bourbon, Civil War history', personality: 'quiet, dry sense of humour' }));
    expect(list).toMatch(/civil war|gettysburg|grant|foote|mcpherson|killer angels/i);
    expect(list).not.toMatch(/\b(WWII|World War|Spitfire|D-Day|Stalingrad|home-front)\b/i);
  });

  it('keeps the two world wars apart', async () => {
    expect(titles(await suggest({ interests: 'the Great War, the Somme, his allotment' }))).not.toMatch(/\b(WWII|Spitfire|D-Day|Stalingrad|Churchill|Band of Brothers)\b/i);
    expect(titles(await suggest({ interests: 'D-Day and the Second World War, golf' }))).not.toMatch(/\b(Guns of August|Western Front|WWI|Somme)\b/);
  });
});

describe('history loved broadly', () => {
  it('gives someone into military history in general ideas of war and soldiers', async () => {
    const list = await suggest({ age: 81, relationship: 'other: grandfather', interests: 'military history, crosswords', budget: 60 });
    expect(list.suggestions.some((suggestion) => byTitle.get(suggestion.title)?.interests.includes('military-history'))).toBe(true);
  });

  it('reads history documentaries, local history and family history as loves of their own', () => {
    const keysOf = (interests: string) => read({ interests }).interests.map((interest) => interest.key);
    expect(keysOf('watches history documentaries, cycling')).toContain('history-documentaries');
    expect(keysOf('local history, volunteers at the town museum')).toContain('local-history');
    expect(keysOf('tracing the family tree')).toContain('genealogy');
  });

  it('gives a lover of history documentaries a documentary or a history channel, not a book alone', async () => {
    const list = await suggest({ relationship: 'partner', age: 45, interests: 'history documentaries, cycling', budget: 120 });
    expect(titles(list)).toMatch(/blu-ray|history hit|documentary/i);
  });

  it('gives a local historian something about their own town', async () => {
    const list = await suggest({ relationship: 'other: aunt', age: 66, gender: 'female', interests: 'local history, volunteers at the town museum, walking', budget: 50 });
    expect(titles(list)).toMatch(/their town|historical society/i);
  });
});
