import { askingAbout, flagsOf } from '../../../test/catalog-engine';
import { situationalLimits } from './person';

/** What is said of someone's safety, service and post that must change the ideas: a blade, a noise, a war, a parcel. */
const { read, suggest } = askingAbout({ budget: 80 });
const limitsOf = (culturalConsiderations: string) => {
  const person = read({ culturalConsiderations });
  return new Set([...person.limits, ...situationalLimits(person)]);
};

describe('safety, service and the post', () => {
  it('gives no blade to someone living with dementia, however much they loved their craft', async () => {
    const carpenter = { relationship: 'parent', age: 84, gender: 'male', interests: 'was a carpenter all his life, woodwork, glenn miller', culturalConsiderations: 'dementia, in a care home now' } as const;
    expect(limitsOf(carpenter.culturalConsiderations).has('sharp')).toBe(true);
    expect(flagsOf(await suggest(carpenter))).not.toContain('sharp');
  });

  it('keeps small parts from a house with a baby or a toddler in it, however it is said', async () => {
    for (const said of [
      "no small pieces for his little sister's sake",
      'no small parts please, baby brother at home',
      'nothing with tiny pieces (toddler sister)',
      'has a baby sister who puts everything in her mouth',
      'no choking hazards',
    ]) {
      expect(limitsOf(said)).toContain('small-parts');
      const list = await suggest({ relationship: 'child', age: 6, gender: 'male', interests: 'trains, lego', culturalConsiderations: said, budget: 30 });
      expect(flagsOf(list)).not.toContain('small-parts');
    }
    // A younger brother of eight is no toddler.
    expect(limitsOf('his little brother is 8')).not.toContain('small-parts');
  });

  it('hears "sensitive to loud noises" as no loud crowds', () => {
    for (const said of ['really sensitive to loud noises', 'sensitive to noise', 'sensitive to sounds']) expect([said, limitsOf(said).has('loud-crowds')]).toEqual([said, true]);
  });

  it('reads a war they served in as service, not a place they love', () => {
    for (const interests of ['vietnam vet, ham radio', 'falklands veteran, ham radio']) {
      const said = read({ interests }).interests;
      expect([interests, said.map((interest) => interest.key)]).toEqual([interests, expect.arrayContaining(['amateur-radio'])]);
      expect([interests, said.filter((interest) => interest.kind === 'place' || /vet/.test(interest.key)).map((interest) => interest.key)]).toEqual([interests, []]);
    }
  });

  it('packs a care package as a parcel sent far away: nothing bulky, fragile or perishable', async () => {
    const limits = limitsOf('deployed in estonia, has to fit in a care package');
    for (const flag of ['bulky', 'fragile', 'perishable'] as const) expect([flag, limits.has(flag)]).toEqual([flag, true]);
  });

  it('speaks of a boss or a client as someone at work, never as a colleague', async () => {
    const notes: string[] = [];
    for (const relationship of ['other: boss', 'other: client', 'colleague']) {
      const list = await suggest({ relationship, occasion: 'christmas', age: 55, gender: 'male', interests: 'golf, green tea, fountain pens' });
      notes.push(...list.suggestions.map((suggestion) => suggestion.personalizedReasoning));
    }
    expect(notes.join(' ')).not.toMatch(/between colleagues/);
    expect(notes.join(' ')).toMatch(/between you and \w+ at work/);
  });
});
