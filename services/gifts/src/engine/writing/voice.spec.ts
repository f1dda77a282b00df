import type { RecipientInfoInput } from '@presently/proto';
import { askingAbout, engine } from '../../../test/catalog-engine';

const { suggest, info } = askingAbout();
const answersFor = async (input: Partial<RecipientInfoInput>) => (await suggest(input)).suggestions;
const reasonsFor = async (input: Partial<RecipientInfoInput>) => (await answersFor(input)).map((suggestion) => suggestion.reasoning);

/** People as visitors describe them, each with two or three loves in their own words. */
const people: Partial<RecipientInfoInput>[] = [
  { name: 'Tom', relationship: 'other: brother', gender: 'male', age: 41, interests: 'Formula 1 mad, supports McLaren, makes pour-over coffee every morning', personality: 'precise, geeky', budget: 80 },
  { name: 'Kate', relationship: 'friend', gender: 'female', age: 52, interests: 'grows tomatoes on her balcony, loves a good crime novel, does parkrun most saturdays', budget: 40 },
  { name: 'Gary', relationship: 'colleague', gender: 'male', age: 65, occasion: 'other: retirement', interests: 'flies a harris hawk at weekends, real ale, walking in the peak district', budget: 150 },
  { name: 'Rachel', relationship: 'partner', gender: 'female', age: 38, occasion: 'anniversary', interests: 'paints watercolours on weekends, drinks way too much tea, loves Jane Austen', budget: 150 },
  { name: 'Dan', relationship: 'partner', gender: 'male', age: 45, interests: 'smokes brisket on his smoker, Manchester United season ticket holder, whisky', budget: 120 },
  { relationship: 'parent', gender: 'male', age: 64, interests: 'fly fishing, watches the cricket, does the crossword every morning', budget: 60 },
  { name: 'Lily', relationship: 'child', gender: 'female', age: 15, occasion: 'christmas', interests: 'obsessed with Stray Kids, does her makeup every day, bakes cookies', budget: 70 },
  { name: 'Zoe', relationship: 'friend', gender: 'female', age: 27, interests: 'vinyl records, thrift shopping, learning to surf', budget: 45 },
];

/** The stock phrases that made every list read as one template. */
const STOCK = /just the thing for|ideal for an? [\w' -]+ fan like|a good match for|'s thing, so\b|takes in [\w' -]+ too:|goes wider, into|as such, but|Something to mark|a good way to mark|Better still/;

describe('the voice of reasons', () => {
  it('says why an idea suits them without a salesman\'s tail', async () => {
    for (const person of people) for (const reason of await reasonsFor(person)) expect(reason).not.toMatch(STOCK);
  });

  it('leads with their own words: a clause they wrote comes back as they wrote it', async () => {
    expect((await reasonsFor(people[0])).join(' ')).toMatch(/supports McLaren|makes pour-over coffee every morning/);
    expect((await reasonsFor(people[3])).join(' ')).toMatch(/paints watercolours on weekends/);
  });

  it('shows no one frame across many lists: no sentence shape, its topic and name aside, in more than a fifth of the reasons', async () => {
    const shapes = new Map<string, number>();
    let count = 0;
    for (const person of people)
      for (const { reasoning } of await answersFor(person)) {
        // The words before what the idea does ("it …", "the book …"), with the person and their loves left out.
        const lead = reasoning.split(/\b(?:it|the \w+)\s(?=\w+s\b)/)[0].replace(/\p{Lu}[\p{L}']*/gu, 'X').split(/\s+/).slice(0, 3).join(' ');
        shapes.set(lead, (shapes.get(lead) ?? 0) + 1);
        count++;
      }
    expect(Math.max(...shapes.values())).toBeLessThanOrEqual(count / 5);
  });

  it('names the person in the note beside each reason, and the note agrees with the reason', async () => {
    for (const person of people.filter((one) => one.name))
      for (const { reasoning, personalizedReasoning } of await answersFor(person)) {
        expect(`${personalizedReasoning}`).toMatch(new RegExp(`\\b${person.name}\\b`));
        if (personalizedReasoning !== reasoning) expect(personalizedReasoning).not.toMatch(STOCK);
      }
  });

  it('says a second idea on a love already told without telling the love again in the same words', async () => {
    for (const person of people) {
      const reasons = await reasonsFor(person);
      const loves = reasons.map((reason) => reason.match(/^(?:Since )?\p{Lu}[\p{L}' ]* (loves|is into|enjoys) ([\p{L} -]+?)[,.—:]/u)?.[2]).filter(Boolean);
      expect(new Set(loves).size).toBe(loves.length);
    }
  });

  it('says a big foodie is one, and never "loves big foodie"', async () => {
    const said = (await reasonsFor({ name: 'Raj', relationship: 'other: brother', gender: 'male', age: 35, interests: 'big foodie, loves hot sauce, plays padel', budget: 60 })).join(' ');
    expect(said).not.toMatch(/\b(loves|enjoys|is into|more) big foodie\b/);
  });

  it('says a plant mum or a plant dad is one, and never "loves plant dad"', async () => {
    for (const [name, gender, interests] of [
      ['Sam', 'male', 'plant dad, sourdough, cycling'],
      ['Chloe', 'female', 'total plant mum, coffee, true crime'],
      ['Pam', 'female', 'crazy plant lady, tea'],
    ] as const) {
      const said = (await reasonsFor({ name, relationship: 'friend', gender, age: 33, interests, budget: 60 })).join(' ');
      expect([interests, said]).not.toEqual([interests, expect.stringMatching(/\b(loves|enjoys|is into|more) (total |crazy )?plant (dad|mum|lady)\b/)]);
    }
  });

  it('keeps a catalog "they" that means a thing off the person: no "fraying her", no "hiding him in a drawer"', async () => {
    const said = [
      ...(await reasonsFor({ name: 'Ruth', gender: 'female', age: 60, interests: 'cross stitch, embroidery', budget: 40 })),
      ...(await reasonsFor({ name: 'Alan', gender: 'male', age: 58, interests: 'coin collecting, numismatics', budget: 60 })),
    ].join(' ');
    expect(said).not.toMatch(/fraying (her|him)|hiding (him|her)|than (he|she) (was|were)\b/);
  });

  it('never puts a show\'s own "The" after "her" or "his": "her Great British Bake Off fandom"', async () => {
    const said = (await reasonsFor({ name: 'Priya', gender: 'female', age: 34, interests: 'obsessed with The Great British Bake Off', budget: 40 })).join(' ');
    expect(said).not.toMatch(/\b(her|his|their) The\b/);
  });
});

describe('cards for twins and at a loss', () => {
  const cardFor = (input: Partial<RecipientInfoInput>) => engine.cardMessage(info(input), 'Two Jellycat Bashful Bunnies, medium');

  it('writes of twins as two: never "your little one" or "your new baby"', async () => {
    for (let i = 0; i < 12; i++) {
      const shower = await cardFor({ name: 'Emma', relationship: 'friend', gender: 'female', age: 31, occasion: 'other: baby shower, expecting twins', interests: 'tea' });
      expect(shower).not.toMatch(/\b(your|the) (little one|new baby)\b|little one\b(?!s)/);
      const born = await cardFor({ name: 'Jo', relationship: 'friend', gender: 'female', age: 33, occasion: 'other: her twins were born last week', interests: 'yoga' });
      expect(born).not.toMatch(/little one\b(?!s)|your new baby\b/);
      const toddlers = await cardFor({ name: '', relationship: 'other: the twins', gender: 'prefer-not-to-say', age: 2, interests: 'trains' });
      expect(toddlers.split('\n')[0]).toMatch(/little ones,$/);
    }
  });

  it('writes to a colleague at a loss with sympathy, not love, and opens as a letter, not "Hi"', async () => {
    for (let i = 0; i < 20; i++) {
      const card = await cardFor({ name: 'Steve', relationship: 'colleague', gender: 'male', age: 45, occasion: 'other: sympathy, his mum died', interests: 'gardening' });
      expect(card).not.toMatch(/\b(with|sending|lots of|all my) love\b|Holding you close|^(Hi|Hello) /im);
    }
  });
});
