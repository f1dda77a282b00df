import { askingAbout, byTitle, described, engine, flagsOf, text, titles } from '../../../test/catalog-engine';

const { suggest, read, info } = askingAbout();

describe("Gifts around a baby or a toddler, and the child's parents", () => {
  it("reads the child's stage from everyday words: a toddler or a walker is past a newborn's things, a baby on the way is not", async () => {
    const pastFirstMonths = [
      { relationship: 'other: new neighbours', occasion: 'other: housewarming', age: undefined, interests: 'they just moved in, have a toddler and a spaniel', budget: 30 },
      { occasion: 'just-because', gender: 'female' as const, interests: 'her little one just started walking, loves podcasts and houseplants', budget: 40 },
      { relationship: 'other: cousin', occasion: 'christmas', interests: 'two under five, exhausted, love board games', budget: 50 },
    ];
    for (const asked of pastFirstMonths) {
      expect(read(asked).limits).toContain('first-months');
      expect(flagsOf(await suggest(asked))).not.toContain('first-months');
    }
    // "Just started walking" is the child's first steps, no love of walking.
    expect(read(pastFirstMonths[1]).interests.map((interest) => interest.key)).not.toContain('walking');
    // A baby on the way, or one just born beside a toddler, still wants a swaddle.
    expect(read({ occasion: 'other: baby shower', interests: 'first baby due in May, they have a toddler too' }).limits).not.toContain('first-months');
    expect(read({ occasion: 'just-because', interests: 'has a toddler and a newborn, loves tea' }).limits).not.toContain('first-months');
  });

  it("fills a baby's or a toddler's list from their age beside the one or two things said", async () => {
    const firstChristmas = await suggest({ relationship: 'other: niece', occasion: 'christmas', age: 1, gender: 'female', interests: 'her first christmas!', budget: 30 });
    expect(firstChristmas.suggestions.length).toBeGreaterThanOrEqual(5);
    expect(titles(firstChristmas)).toMatch(/first Christmas ornament/i);
    const toddler = await suggest({ relationship: 'friend', occasion: 'birthday', age: 2, gender: 'female', interests: 'peppa pig, dancing', budget: 25 });
    expect(toddler.suggestions.length).toBeGreaterThanOrEqual(5);
    expect(titles(toddler)).toMatch(/Peppa Pig/);
    // Their stage is no garden: a handprint stepping stone is for a family that said one.
    const nineMonths = await suggest({ relationship: 'other: my sisters baby', occasion: 'christmas', age: 1, interests: 'shes 9 months, loves books with flaps and anything that crinkles', budget: 25 });
    expect(text(nineMonths)).not.toMatch(/stepping stone|in the garden/i);
  });

  it('keeps a postnatal class for a mother with a baby, never for a Pilates lover with none', async () => {
    expect(described(await suggest({ relationship: 'partner', occasion: 'birthday', age: 40, gender: 'female', interests: 'pilates, gin, interior design', budget: 150 }))).not.toMatch(/postnatal|mum-and-baby/i);
  });

  it('honours the nursery theme said at a shower with real things of that theme', async () => {
    for (const [interests, theme] of [
      ['first baby, a girl, nursery is woodland themed', /woodland|fox|owl/i],
      ['twins on the way, nursery is safari themed, she loves reading', /safari|lion|giraffe/i],
      ['expecting a boy in June, Peter Rabbit nursery', /Peter Rabbit/],
      ['nursery is stars and moon themed', /moon|stars/i],
    ] as const) {
      const response = await suggest({ relationship: 'friend', gender: 'female', occasion: 'other: baby shower', interests, budget: 60 });
      expect(titles(response)).toMatch(theme);
    }
    // A theme nobody said stays out of other families' lists.
    expect(described(await suggest({ relationship: 'friend', occasion: 'other: new baby', interests: 'new baby arrived last week, they love cooking', budget: 40 }))).not.toMatch(/woodland|safari|Peter Rabbit|moon and stars/i);
  });

  it('gives one handprint keepsake a list at most, and nothing for a garden nobody said', async () => {
    for (const interests of ['first baby, a girl, nursery is woodland themed', 'first baby, loves crafts', 'rainbow themed first birthday party']) {
      const response = await suggest({ relationship: 'other: sister', gender: 'female', occasion: 'other: baby shower', interests, budget: 60 });
      expect(response.suggestions.filter((suggestion) => /handprint|footprint|hand and foot/i.test(suggestion.title)).length).toBeLessThanOrEqual(1);
      expect(text(response)).not.toMatch(/stepping stone|in the garden/i);
    }
  });

  it('gives a colleague on maternity leave nothing for the desk she is leaving, and no family keepsake', async () => {
    const response = await suggest({ relationship: 'colleague', gender: 'female', age: 32, occasion: 'other: maternity leave', interests: 'first baby due in March, loves yoga and baking', budget: 25 });
    expect(flagsOf(response)).not.toContain('workday');
    // A reusable cup that goes wherever the day goes is hers still; one told as for the desk is not.
    expect(text(response)).not.toMatch(/\b(desk|office|commute)\b|keepsake|memory book|handprint/i);
    // Neighbours at a new baby get what suits neighbours: no clay print of the baby's hand or parenting manual.
    const neighbours = await suggest({ relationship: 'other: neighbours', occasion: 'other: new baby', interests: 'new baby arrived last week, they love cooking', budget: 25 });
    for (const title of titles(neighbours).split(' | ')) expect(byTitle.get(title)?.relationships ?? []).not.toEqual(['partner', 'parent', 'child', 'friend', 'other']);
  });

  it("speaks of a friend's or a colleague's little one as theirs, and asks the family what a baby loves", async () => {
    const girl = { relationship: 'friend' as const, occasion: 'birthday', age: 1, gender: 'female' as const, interests: 'peppa pig', budget: 30 };
    expect(read(girl).who).toBe("your friend's little girl");
    const list = await suggest(girl);
    expect(list.suggestions.map((suggestion) => suggestion.reasoning).join(' ')).not.toMatch(/\byour friend (loves|is into|enjoys)\b/i);
    expect(read({ relationship: 'colleague', age: 2, interests: 'diggers' }).who).toBe("your colleague's little one");
    // A friend of twelve is a friend.
    expect(read({ relationship: 'friend', age: 12, interests: 'football' }).who).toBe('your friend');
    const asked = await engine.clarify(info({ relationship: 'friend', occasion: 'other: new baby', age: 1, interests: 'not sure' }));
    expect(asked.questions.join(' ')).toMatch(/loves at the moment/);
    expect(asked.questions.join(' ')).not.toMatch(/free time|personality/);
  });
});
