import type { RecipientInfoInput } from '@presently/proto';
import { askingAbout, byTitle, described as text, flagsOf } from '../../../test/catalog-engine';

const { suggest, read } = askingAbout({ relationship: 'colleague', occasion: 'christmas', age: undefined, interests: 'not sure', budget: 30 });

describe('Gifts for people met through work or school', () => {
  it('gives the people who keep a workplace or a school going what a colleague would, nothing worn or put on the body', async () => {
    for (const relationship of ['other: office cleaner', 'other: school caretaker', 'other: nursery key worker', 'other: head of department', 'other: our receptionist']) {
      expect(read({ relationship }).register).toBe('professional');
      expect(flagsOf(await suggest({ relationship, gender: 'female', interests: 'always cheerful', budget: 25 }))).not.toContain('personal');
    }
  });

  it('gives a teacher at Christmas what a class gives, not a stocking filler for their own kids', async () => {
    for (const relationship of ["other: my daughter's teacher", 'other: teaching assistant', 'other: nursery key worker']) {
      expect(read({ relationship, occasion: 'christmas' }).occasion.kind).toBe('teacher');
    }
    const response = await suggest({ relationship: "other: my son's teacher", gender: 'male', interests: 'football I think', budget: 20 });
    expect(response.suggestions.some((suggestion) => byTitle.get(suggestion.title)?.occasions.includes('teacher'))).toBe(true);
  });

  it('sees a leaving do at work as leaving the job: no guidebook to a new country unless a move is said', async () => {
    for (const input of [
      { occasion: 'other: leaving do', interests: 'no idea' },
      { relationship: 'other: our intern', occasion: 'other: leaving, end of her internship', interests: 'photography, plants' },
      { relationship: 'other: head of department', occasion: 'other: leaving', interests: 'walking, history', budget: 100 },
    ]) {
      expect(text(await suggest(input))).not.toMatch(/new country|new language|luggage scale|dinner for two|whole team/i);
    }
    expect(read({ occasion: 'other: leaving do, she is emigrating to Canada' }).conditions).toContain('moving-abroad');
  });

  it('keeps a colleague in grief to what a colleague gives: no family photo book, no engraved stone, no walks together', async () => {
    const response = await suggest({ gender: 'male', occasion: 'other: his dad died', personality: 'private', budget: 60 });
    expect(text(response)).not.toMatch(/family photos|engraved with a name|walk with me/i);
    expect(response.suggestions.length).toBeGreaterThanOrEqual(5);
  });

  it('fills a list for a boss or a secret santa nobody knows with desk-friendly things, not a party game', async () => {
    const strangers: (Partial<RecipientInfoInput> & { budget: number })[] = [
      { relationship: 'other: my boss', gender: 'male', interests: 'no idea really', budget: 40 },
      { occasion: 'other: secret santa at work', gender: 'male', interests: "no idea, he's quiet", culturalConsiderations: '$20 limit', budget: 20 },
    ];
    for (const input of strangers) {
      const response = await suggest(input);
      expect(text(response)).not.toMatch(/party word game/i);
      for (const suggestion of response.suggestions) expect(suggestion.price).toBeLessThanOrEqual(input.budget);
    }
  });

  it('never tells a baker who said nothing of a diet that a sweetener suits her keto diet', async () => {
    const response = await suggest({ relationship: 'other: teaching assistant', occasion: 'other: end of term', gender: 'female', interests: 'baking maybe', culturalConsiderations: 'halal', budget: 15 });
    expect(response.suggestions.map((suggestion) => suggestion.reasoning).join(' ')).not.toMatch(/keto/i);
  });

  it('keeps a classroom gift card for teachers: a mentor thanked for reading gets none', async () => {
    const response = await suggest({ relationship: 'other: my mentor', occasion: 'other: thank you', gender: 'female', age: 58, interests: 'opera, cooking, reading', budget: 70 });
    expect(text(response)).not.toMatch(/DonorsChoose|classroom supplies/i);
  });

  it('gives a colleague nothing with nuts in unless they said they love what holds them', async () => {
    for (const interests of ['not sure really, seems nice', 'not sure, stuff?', 'always cheerful']) {
      const list = await suggest({ relationship: 'colleague', occasion: 'other: secret santa', interests, budget: 20 });
      expect(flagsOf(list)).not.toContain('nuts');
    }
  });
});
