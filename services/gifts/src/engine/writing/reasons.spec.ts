import type { RecipientInfoInput } from '@presently/proto';
import { askingAbout } from '../../../test/catalog-engine';

const { suggest } = askingAbout();
const reasonsFor = async (input: Partial<RecipientInfoInput>) => (await suggest(input)).suggestions.map((suggestion) => suggestion.reasoning);

describe('reasons', () => {
  it('tells an idea about the wider world of what they named as a friend would, never as where the named thing "belongs"', async () => {
    const reasons = await reasonsFor({ name: 'Dev', gender: 'male', age: 39, interests: 'McLaren, Lando Norris', budget: 90 });
    expect(reasons.some((reason) => /Formula 1/.test(reason))).toBe(true);
    for (const reason of reasons) expect(reason).not.toMatch(/\bbelongs?\b|\bitself\b|taste for/);
  });

  it('speaks of the one they narrowed to, not of "specifically Jimin"', async () => {
    const reasons = await reasonsFor({ name: 'Hana', relationship: 'child', gender: 'female', age: 15, interests: 'BTS. specifically Jimin', budget: 60 });
    expect(reasons.some((reason) => /\bJimin\b/.test(reason))).toBe(true);
    for (const reason of reasons) expect(reason).not.toMatch(/specifically/i);
  });

  it('leaves words in quotes as they were: the birds of "why do they do that?" are not the grandad', async () => {
    const reasons = await reasonsFor({ name: 'Ron', relationship: 'other: grandad', gender: 'male', age: 84, interests: 'birdwatching, bird books', budget: 40 });
    expect(reasons.join(' ')).toMatch(/"why do they do that\?"/);
  });

  it('speaks of a pet the visitor named as that pet, never of "cats" or "more cats for Jess"', async () => {
    for (const [interests, name, pet, gender] of [
      ["she's a night shift nurse, loves true crime podcasts and her cat Biscuit", 'Jess', 'Biscuit', 'female'],
      ['her spaniel Rufus, long walks, gin', 'Laura', 'Rufus', 'female'],
      ['walking her dog Bramble, baking', 'Sue', 'Bramble', 'female'],
      ['her pony Bella, loves Frozen, always singing', 'Lily', 'Bella', 'female'],
      ['Chicago Cubs, fixing things in his workshop, his budgie Joey', 'Walt', 'Joey', 'male'],
    ] as const) {
      const reasons = (await reasonsFor({ name, gender, age: 40, interests, budget: 50 })).join(' ');
      expect(reasons).toMatch(new RegExp(`(loves|dotes on|and) ${pet}\\b`));
      expect(reasons).not.toMatch(/more (cats|dogs|spaniels|horses|pets|birds) for|'s (cats|dogs|spaniels|horses|pets)\b|\b(is into|enjoys) (cats|dogs|spaniels|horses|pets)\b|their (bird|dog|cat|horse)\b/);
    }
    // Several of them, unnamed, are theirs all the same: "dotes on his guinea pigs", never "enjoys guinea pigs".
    const leo = (await reasonsFor({ name: 'Leo', relationship: 'child', gender: 'male', age: 10, interests: 'his guinea pigs, Pokémon, football', budget: 40 })).join(' ');
    expect(leo).toMatch(/\bhis guinea pigs\b/);
    expect(leo).not.toMatch(/\b(enjoys|is into|loves) guinea pigs\b/);
    expect(leo).toMatch(/Pokémon/);
    // Said in a clause about what they do with them, they are still theirs, and never "more labradors".
    for (const interests of ['walks her two labradors every day, crime novels, Strictly', 'her two labradors, gardening']) {
      const jo = (await reasonsFor({ name: 'Jo', relationship: 'other: aunt', gender: 'female', age: 55, interests, budget: 40 })).join(' ');
      expect(jo).toMatch(/\bher two labradors\b/);
      expect(jo).not.toMatch(/more labradors for|(loves|enjoys|is into) labradors/i);
    }
  });

  it('says a team named for its players in the plural possessive, and a clause of how often with its verb', async () => {
    for (const interests of ['Dallas Cowboys, fishing', 'Green Bay Packers, crosswords', 'Boston Celtics, craft beer']) {
      const reasons = (await reasonsFor({ name: 'Dave', gender: 'male', age: 58, interests, budget: 100 })).join(' ');
      expect(reasons).not.toMatch(/s's\b/);
    }
    // A doing with its object is had more of as time spent: "more time drawing comics", never "more drawing comics".
    for (const interests of ['taking things apart, building dens, drawing comics', 'drawing comics, playing outside, Lego']) {
      const reasons = (await reasonsFor({ name: 'Hugo', relationship: 'child', gender: 'male', age: 12, interests, budget: 40 })).join(' ');
      expect(reasons).not.toMatch(/\bmore (\p{Ll}+ing) \p{Ll}+ for\b/iu);
      expect(reasons).not.toMatch(/\b(enjoys|loves|is into) outdoors\b/);
    }
    const marcus = (await reasonsFor({ name: 'Marcus', gender: 'male', age: 27, interests: 'lifting, meal prep, always at the gym, listens to Joe Rogan', budget: 60 })).join(' ');
    expect(marcus).not.toMatch(/Marcus always at/);
    for (const reason of await reasonsFor({ name: 'Hannah', gender: 'female', age: 29, interests: 'always at the climbing wall, never without a book, spa days', budget: 60 })) {
      expect(reason).not.toMatch(/Hannah (always|never) (at|without)|loves spa(?! days)\b|Hannah's spa(?! days)\b/);
    }
  });

  it('says a love someone is new to as one they are getting into, never one they already love', async () => {
    for (const [interests, love] of [
      ['cooking for himself for the first time, skateboarding', 'cooking'],
      ['new to bouldering, coffee', 'climbing'],
      ['just got his first camera, hiking', 'photography'],
    ]) {
      const reasons = (await reasonsFor({ name: 'Kai', gender: 'male', age: 19, interests, budget: 80 })).join(' ');
      expect(reasons).toMatch(new RegExp(`getting into ${love}|More ${love}`));
      expect(reasons).not.toMatch(new RegExp(`(loves|enjoys|is into) ${love}\\b`));
    }
  });

  it('tells their work as their work, never as a love of it', async () => {
    const graduate = (await reasonsFor({ name: 'Aisha', relationship: 'other: daughter', occasion: 'graduation', age: 22, gender: 'female', interests: 'just qualified as a nurse, loves k-pop (BTS), skincare', budget: 100 })).join(' ');
    expect(graduate).toMatch(/Aisha just qualified as a nurse/);
    expect(graduate).not.toMatch(/\b(loves|is into|enjoys) nursing\b/);
    const teacher = (await reasonsFor({ name: 'Raj', occasion: 'other: new job', age: 30, gender: 'male', interests: 'works as a teacher, football, cooking', budget: 40 })).join(' ');
    expect(teacher).toMatch(/Raj works as a teacher/);
    expect(teacher).not.toMatch(/\b(loves|is into|enjoys) teaching\b/);
  });

  it('names a parent or a child chosen from the list as the visitor would: "your dad", never "your parent"', async () => {
    const reasons = await reasonsFor({ relationship: 'parent', gender: 'male', age: 63, interests: 'liverpool fc season ticket holder, fly fishing', budget: 120 });
    expect(reasons.join(' ')).toMatch(/\byour dad\b/i);
    expect(reasons.join(' ')).not.toMatch(/\byour parent\b/i);
    expect((await reasonsFor({ relationship: 'child', gender: 'female', age: 15, interests: 'netball', budget: 40 })).join(' ')).toMatch(/\byour daughter\b/i);
  });
});
