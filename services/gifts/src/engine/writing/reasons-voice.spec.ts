import type { RecipientInfoInput } from '@presently/proto';
import { askingAbout, engine } from '../../../test/catalog-engine';
import { answeredPart, ownWords } from './grammar';

const { suggest, info, read } = askingAbout();
const reasonsFor = async (input: Partial<RecipientInfoInput>) => (await suggest(input)).suggestions.map((suggestion) => suggestion.reasoning);
/** Everything "why this gift fits" says of one idea: the reason and the notes after it. */
const whysFor = async (input: Partial<RecipientInfoInput>) =>
  (await suggest(input)).suggestions.map(({ reasoning, personalizedReasoning }) => [...new Set([reasoning, personalizedReasoning])].join(' '));
const firstWords = (reason: string) => reason.toLowerCase().split(/\s+/).slice(0, 2).join(' ');

/** People as visitors describe them, each a different kind of list: named or not, one love or several, an occasion. */
const people: Partial<RecipientInfoInput>[] = [
  {
    relationship: 'parent',
    gender: 'female',
    age: 69,
    occasion: 'christmas',
    interests: 'herbal tea, her allotment',
    culturalConsiderations: 'stiff fingers from arthritis',
    budget: 45,
  },
  {
    relationship: 'parent',
    gender: 'male',
    age: 61,
    interests: 'snooker on the telly, real ale',
    budget: 60,
  },
  {
    name: 'Imogen',
    relationship: 'friend',
    gender: 'female',
    age: 27,
    interests: 'ceramics, cold brew',
    budget: 50,
  },
  {
    name: 'Kofi',
    relationship: 'other: cousin',
    gender: 'male',
    age: 19,
    occasion: 'graduation',
    interests: 'chess',
    budget: 40,
  },
  {
    relationship: 'child',
    gender: 'female',
    age: 9,
    interests: 'horses',
    budget: 30,
  },
  {
    relationship: 'colleague',
    gender: 'prefer-not-to-say',
    age: 38,
    occasion: 'other: leaving do',
    interests: 'cycling, sudoku',
    budget: 25,
  },
  // One love only: every idea is a second one on it; "likes a whisky" is more whisky, never "more a whisky".
  { gender: 'male', age: 45, interests: 'loves his coffee', budget: 70 },
  { relationship: 'other: father in law', gender: 'male', age: 68, interests: 'likes a whisky', budget: 50 },
  { relationship: 'parent', gender: 'male', age: 60, interests: 'golf', budget: 80 },
  { relationship: 'other: friend\'s son', gender: 'male', age: 8, interests: 'dinosaurs, space, lego', budget: 25 },
];

describe('reasons a friend would write', () => {
  it('names an unnamed person by the relationship now and then, and otherwise as the form says: "she", not "your mum" six times', async () => {
    const reasons = await reasonsFor(people[0]);
    expect(reasons.filter((reason) => /\byour mum\b/i.test(reason)).length).toBeLessThanOrEqual(2);
    expect(reasons.some((reason) => /\b(she|her)\b/i.test(reason))).toBe(true);
    const dad = await reasonsFor(people[1]);
    expect(dad.filter((reason) => /\byour dad\b/i.test(reason)).length).toBeLessThanOrEqual(2);
    expect(dad.some((reason) => /\b(he|him|his)\b/i.test(reason))).toBe(true);
  });

  it('never opens two reasons of one list with the same words', async () => {
    for (const person of people) {
      const reasons = await reasonsFor(person);
      expect(reasons.join(' ')).not.toMatch(/\bmore an? \w+ for\b|\bmore on an? \w+:|\b(his|her|their) (space|politics|nature)\b/i);
      const openings = reasons.map(firstWords);
      expect(new Set(openings).size).toBe(openings.length);
    }
  });

  it('has no skeleton a reader can see through: no "a tea pick for", no "gardening for your mum:", no "the knitting side of"', async () => {
    for (const person of people) {
      for (const reason of await reasonsFor(person)) {
        expect(reason).not.toMatch(
          /^(An?|Here is an?) [\w' -]+ (pick|idea) for\b|^For the [\w' -]+ side of\b|^Picked with\b|^[\p{Lu}][\p{L}' -]* for (your \w+|him|her|them|Imogen|Kofi):/u,
        );
      }
    }
  });

  it('agrees a verb with "they", for one person whose gender is not given as for a couple', async () => {
    const said = (await whysFor(people[5])).join(' ');
    expect(said).toMatch(/\bthey\b/i);
    expect(said).not.toMatch(/\bthey (is|has|loves|enjoys|seems|avoids|recovers|watches|makes)\b/i);
    const couple = (
      await whysFor({
        name: 'Ana and Luis',
        relationship: 'other: neighbours',
        occasion: 'other: housewarming',
        interests: 'cooks paella every sunday, salsa dancing',
        budget: 60,
      })
    ).join(' ');
    expect(couple).not.toMatch(/\b(Ana and Luis|they) (cooks|loves|is|has|enjoys)\b/);
  });

  it('cuts a quoted clause back to what the idea answers, so no reason claims a detail the idea lacks', () => {
    const clause = 'loves stories with pop-ups and scratch-and-sniff pages';
    expect(answeredPart(clause, 'Four wordless picture stories on chew-proof paper', 'reading')).toBe('loves stories');
    expect(answeredPart(clause, 'A pop-up storybook of sea creatures', 'reading')).toBe('loves stories with pop-ups');
    expect(answeredPart(clause, 'A scratch-and-sniff pop-up storybook with thick pages', 'reading')).toBe(clause);
    // How often they do it is no detail to answer: the whole clause stays.
    expect(answeredPart('brews a flat white every single morning', 'A milk jug with a latte-art spout', 'flat white coffee')).toBe(
      'brews a flat white every single morning',
    );
    // A cut leaves no join or vague word hanging.
    expect(answeredPart('loves books with flaps and anything that crinkles', 'A lift-the-flap board book', 'reading')).toBe('loves books with flaps');
    // A first detail the idea does not answer leaves nothing of theirs to quote.
    expect(answeredPart('collects vintage tins', 'A shelf for cookbooks', 'collecting')).toBeUndefined();
    // The love's own name is one, whatever joins its words: never "runs a dungeons".
    expect(answeredPart('runs a dungeons and dragons campaign', 'A wet-erase battle map for any campaign', 'D&D', ['dungeons and dragons'])).toBe('runs a dungeons and dragons campaign');
  });

  it('never cuts the name of what they love in two', async () => {
    for (const interests of ['runs a dungeons and dragons campaign, plays guitar', 'plays dungeons and dragons with his mates every week'])
      expect((await reasonsFor({ age: 27, gender: 'male', interests, budget: 50 })).join(' ')).not.toMatch(/\bdungeons(?! and dragons)/i);
  });

  it("says of a baby only the part of the visitor's words an idea answers", async () => {
    const { suggestions } = await suggest({
      relationship: 'other: my niece',
      gender: 'female',
      age: 1,
      occasion: 'christmas',
      interests: 'loves books with pull-tabs and mirrors, splashing in the bath',
      budget: 30,
    });
    for (const { title, description, reasoning } of suggestions) {
      if (/pull-tabs/.test(reasoning)) expect(`${title} ${description}`).toMatch(/pull|tab/i);
      if (/mirrors/.test(reasoning)) expect(`${title} ${description}`).toMatch(/mirror/i);
    }
  });

  it('says a guessed love as a guess: no "given how much they love coffee" for "not sure, coffee maybe?"', async () => {
    const said = (
      await whysFor({
        relationship: 'colleague',
        occasion: 'christmas',
        gender: 'female',
        interests: 'not sure tbh, coffee maybe?',
        budget: 20,
      })
    ).join(' ');
    expect(said).toMatch(/coffee/);
    expect(said).not.toMatch(/\b(loves?|adores?|enjoys?|is into|are into) coffee\b|how much|love of coffee/i);
  });

  it('reads a love without the words around it: "a massive Celtics fan" is the Celtics, "obsessed with comets" comets', () => {
    expect(ownWords(read({ interests: 'a massive Celtics fan' }).interests[0])).toMatch(/^(the )?(Boston )?Celtics$/);
    expect(
      ownWords({
        ...read({ interests: 'astronomy' }).interests[0],
        said: 'obsessed with comets',
      }),
    ).toBe('comets');
    expect(
      ownWords({
        ...read({ interests: 'sudoku' }).interests[0],
        said: 'sudoku i think?',
      }),
    ).toBe('sudoku');
  });

  it('speaks of a doing as a fan of it, never "a drawing comics fan"', async () => {
    for (const name of ['Ruby', 'Ava', 'Lola', 'Nell', 'Iris', 'Maya']) {
      const reasons = (
        await reasonsFor({
          name,
          gender: 'female',
          age: 11,
          relationship: 'other: niece',
          interests: 'drawing manga, dressing up, baking cupcakes',
          budget: 40,
        })
      ).join(' ');
      expect(reasons).not.toMatch(/\ban? (drawing manga|dressing up|baking cupcakes) fan\b/);
    }
  });

  it('calls a partner\'s anniversary "your anniversary", never "his anniversary" or "your partner\'s anniversary"', async () => {
    for (let budget = 40; budget <= 160; budget += 40) {
      const said = (
        await reasonsFor({
          relationship: 'partner',
          gender: 'male',
          age: 40,
          occasion: 'anniversary',
          interests: 'craft gin, cycling',
          budget,
        })
      ).join(' ');
      expect(said).not.toMatch(/\b(his|your partner's) anniversary\b/);
    }
  });

  it('speaks of no one as a fan at a loss, and of a pregnancy never as a thing a gift is "for"', async () => {
    for (const name of ['Helen', 'Ruth', 'Carol', 'Jean', 'Pat', 'Lynn']) {
      const loss = (
        await whysFor({
          name,
          gender: 'female',
          age: 67,
          occasion: 'other: her husband passed away',
          interests: 'crosswords, birdwatching, gardening',
          budget: 50,
        })
      ).join(' ');
      expect(loss).not.toMatch(/\bfan like\b/);
    }
    const expecting = (
      await reasonsFor({
        name: 'Jo',
        gender: 'female',
        age: 30,
        occasion: 'other: baby shower',
        interests: 'pregnant with her first, loves podcasts',
        budget: 60,
      })
    ).join(' ');
    expect(expecting).not.toMatch(/\bFor pregnancy\b/);
  });
});

describe('cards', () => {
  const cardFor = (input: Partial<RecipientInfoInput>, title: string) => engine.cardMessage(info(input), title);

  it('writes to an unnamed child or in-law as one\'s own, and to a baby as a baby, never "Hi there"', async () => {
    for (let i = 0; i < 6; i++) {
      expect(
        (
          await cardFor(
            {
              name: '',
              relationship: 'child',
              gender: 'male',
              age: 9,
              interests: 'dinosaurs',
            },
            'LEGO Speed Champions F1 car, one team of choice',
          )
        ).split('\n')[0],
      ).toMatch(/^(To my wonderful son|Dear son),$/);
      expect(
        (
          await cardFor(
            {
              name: '',
              relationship: 'other: father-in-law',
              gender: 'male',
              age: 66,
            },
            'LEGO Speed Champions F1 car, one team of choice',
          )
        ).split('\n')[0],
      ).toMatch(/father-in-law,$/);
      expect(
        (
          await cardFor(
            {
              name: '',
              relationship: 'other: my nephew',
              age: 1,
              interests: 'bath time',
            },
            'Boon Jellies suction-cup bath toys',
          )
        ).split('\n')[0],
      ).toMatch(/little one,$/);
    }
  });

  it("names a gift whose title starts with whom it is about by its whole title, and leaves a shop's edition off", async () => {
    for (let i = 0; i < 6; i++) {
      const swift = await cardFor(
        { name: 'Isla', gender: 'female', age: 15, interests: 'Taylor Swift' },
        'Taylor Swift: The Official Eras Tour Book',
      );
      expect(swift).toMatch(/The Official Eras Tour Book/);
      const almanack = await cardFor(
        { name: 'Geoff', gender: 'male', age: 70, interests: 'cricket' },
        "Wisden Cricketers' Almanack, current edition",
      );
      expect(almanack).not.toMatch(/current edition/);
    }
  });

  it('signs a card to a nan or a gran as family, never "Your friend"', async () => {
    for (const relationship of ['other: my nan', 'other: granny', 'other: gran'] as const) {
      expect(read({ relationship, gender: 'female', age: 84 }).register).toBe('family');
      for (let i = 0; i < 8; i++)
        expect(
          await cardFor(
            {
              name: '',
              relationship,
              gender: 'female',
              age: 84,
              interests: 'knitting',
            },
            'Hand-dyed merino yarn bundle, 4 coordinated skeins',
          ),
        ).not.toMatch(/(Your friend|Big hugs|Take care|Warmly),$/);
    }
  });

  it('sends love once: no "Sending you lots of love" above a loving sign-off', async () => {
    for (let i = 0; i < 40; i++) {
      const card = await cardFor(
        {
          name: 'Dot',
          relationship: 'parent',
          gender: 'female',
          age: 58,
          interests: 'jigsaws',
        },
        'Ravensburger 1000-piece jigsaw puzzle',
      );
      const closing = card.trim().split('\n').at(-1) ?? '';
      if (/sending you (lots of )?love/i.test(card)) expect(closing).not.toMatch(/\blove\b/i);
    }
  });
});

describe('who "them" is', () => {
  it('speaks to a partner of a gift for two as "you both", and keeps the things an idea speaks of its own', async () => {
    const asked = { relationship: 'partner', occasion: 'anniversary', gender: 'female', name: 'Hana', age: 34, interests: 'pottery, Studio Ghibli and anime', budget: 150 } as const;
    const said = (await suggest(asked)).suggestions.map((suggestion) => suggestion.reasoning).join(' ');
    expect(said).not.toMatch(/\bher both\b|\bonce she is fired\b|\bshe airs\b/);
  });
});
