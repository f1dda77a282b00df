import type { GiftResponse } from '@presently/proto';
import { askingAbout, byTitle, text } from '../../../test/catalog-engine';

const { suggest, read } = askingAbout({ relationship: 'friend', age: 42, gender: 'female', budget: 60 });
/** A child who keeps the animal: a child of eight may keep a hamster, a budgie or a tortoise. */
const child = (interests: string) => suggest({ relationship: 'child', age: 9, budget: 30, interests });

/**
 * The small animals people keep, as their keepers say them, with the interest their things are filed under, and a way
 * of naming one of them.
 */
const ANIMALS = [
  { key: 'budgies', said: ['her budgie', 'has two budgies', 'keeps budgies', 'her parakeet'], named: ['her budgie Joey', 'Joey'] },
  { key: 'cockatiels', said: ['her cockatiel', 'two cockatiels'], named: ['his cockatiel Sunny', 'Sunny'] },
  { key: 'hamsters', said: ['her hamster', "my daughter's hamster", 'a dwarf hamster'], named: ['her hamster Biscuit', 'Biscuit'] },
  { key: 'gerbils', said: ['his two gerbils', 'gerbils'], named: ['her gerbil Nibbles', 'Nibbles'] },
  { key: 'guinea-pigs', said: ['has two guinea pigs', 'her guinea pig'], named: ['his guinea pig Pip', 'Pip'] },
  { key: 'pet-rabbits', said: ['her rabbit', 'our rabbit', 'house rabbits', 'her bunny'], named: ['our rabbit Clover', 'Clover'] },
  { key: 'tortoises', said: ['her tortoise', 'keeps a tortoise'], named: ['her tortoise Sheldon', 'Sheldon'] },
  { key: 'bearded-dragons', said: ['his bearded dragon', 'bearded dragons'], named: ['his bearded dragon Spike', 'Spike'] },
  { key: 'leopard-geckos', said: ['leopard gecko', 'his leopard geckos'], named: ['her leopard gecko Mango', 'Mango'] },
  { key: 'aquariums', said: ['a fish tank in the lounge', 'tropical fish', 'his goldfish'], named: ['his goldfish Bubbles', 'Bubbles'] },
  { key: 'backyard-chickens', said: ['keeps chickens', 'her hens', 'ex-battery hens'], named: ['her hen Henrietta', 'Henrietta'] },
] as const;

/** The catalog's interests of every idea on a list, idea by idea. */
const ideasOf = (response: GiftResponse) => response.suggestions.map((suggestion) => byTitle.get(suggestion.title)?.interests ?? []);
/** What a pet's daily food, hay or bedding is called: restocked, never given. */
const SUPPLY = /\b(food|feed|pellets|hay bundle|timothy hay|bedding|substrate|liners|water conditioner)\b/i;

describe('keepers of small animals: budgies, hamsters, guinea pigs, rabbits, tortoises, lizards, fish and hens', () => {
  it('reads the everyday words for a small animal as that animal kept at home', () => {
    for (const { key, said, named } of ANIMALS) {
      for (const interests of [...said, named[0]]) {
        const person = read({ interests: `${interests}, gardening` });
        expect([interests, person.interests.map((interest) => interest.key)]).toEqual([interests, expect.arrayContaining([key])]);
        expect([interests, person.conditions.has(key)]).toEqual([interests, true]);
      }
    }
  });

  it('keeps a budgie apart from a parrot, and a tortoise apart from a lizard', () => {
    const keysOf = (interests: string) => read({ interests }).interests.map((interest) => interest.key);
    expect(keysOf('her budgie')).not.toContain('parrots');
    expect(keysOf('his african grey')).toContain('parrots');
    expect(keysOf('her tortoise')).not.toContain('leopard-geckos');
    expect(keysOf('loves Peter Rabbit')).not.toContain('pet-rabbits');
  });

  it('gives each keeper, a child of nine as well as a grown-up, ideas made for their own animal', async () => {
    for (const { key, said } of ANIMALS) {
      for (const response of [await suggest({ interests: `${said[0]}, crosswords` }), await child(`${said[0]}, drawing`)]) {
        expect([key, ideasOf(response).filter((interests) => interests.includes(key)).length >= 1]).toEqual([key, true]);
      }
    }
  });

  it('never offers them things made for cats and dogs, nor for another kind of bird or reptile', async () => {
    const others: Record<string, string[]> = { budgies: ['parrots'], tortoises: ['leopard-geckos', 'bearded-dragons'], hamsters: ['guinea-pigs', 'pet-rabbits'] };
    for (const { key, said } of ANIMALS) {
      for (const response of [await suggest({ interests: said[0] }), await child(said[0])]) {
        const forOthers = ideasOf(response).filter((interests) => interests.some((other) => ['dogs', 'cats', ...(others[key] ?? [])].includes(other)) && !interests.includes(key));
        expect([key, forOthers]).toEqual([key, []]);
      }
    }
  });

  it("puts none of the animal's food, hay or bedding on the list: those are restocked, not given", async () => {
    for (const { key, said } of ANIMALS) {
      for (const response of [await suggest({ interests: said[0], budget: 40 }), await child(said[0])]) {
        const titles = response.suggestions.map((suggestion) => suggestion.title);
        expect([key, titles.filter((title) => SUPPLY.test(title))]).toEqual([key, []]);
        const first = response.suggestions.find((suggestion) => byTitle.get(suggestion.title)?.interests.includes(key));
        expect([key, first?.category]).not.toEqual([key, 'food']);
      }
    }
  });

  it('calls the pet by the name the visitor gave, and never steps out from it to pets in general', async () => {
    for (const { key, named } of ANIMALS) {
      const [interests, name] = named;
      for (const response of [await suggest({ interests: `${interests}, walking` }), await child(`${interests}, lego`)]) {
        const told = response.suggestions.filter((suggestion) => byTitle.get(suggestion.title)?.interests.includes(key)).map((suggestion) => suggestion.reasoning);
        expect([key, told.some((reason) => reason.includes(name))]).toEqual([key, true]);
        expect(text(response)).not.toMatch(/\b(out to|into|beyond that,?) (pets|small pets|pet birds|reptiles)\b|\bpets (as a whole|in general)\b/i);
      }
    }
  });

  it('says an animal of theirs as theirs, not as a love of the kind', async () => {
    const reasons = (response: GiftResponse) => response.suggestions.map((suggestion) => suggestion.reasoning).join(' | ');
    expect(reasons(await suggest({ interests: 'leopard gecko, anime' }))).not.toMatch(/\bloves leopard gecko\b/);
    expect(reasons(await suggest({ interests: 'her cockatiel, knitting', relationship: 'parent', age: 66 }))).not.toMatch(/\bloves cockatiels\b/);
    expect(reasons(await suggest({ interests: 'his african grey, jazz', gender: 'male' }))).toMatch(/\bhis African grey\b/);
  });
});
