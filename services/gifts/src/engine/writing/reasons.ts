import type { RecipientInfo } from '@presently/proto';
import { unlovedKinds, type ExclusionFlag } from '../catalog/catalog';
import { HARD_TIME } from '../person/occasion';
import { BABY_OCCASIONS, type Person, type StatedInterest } from '../person/person';
import { capitalize, escapeRegExp, hash, listOf, withArticle, withoutThe } from '../person/text';
import { attributive, doesWhat, ownWords, PAST, shortName, Subject, subject, whose, withSubject, withTeamArticle } from './grammar';

/** Why an idea made the list: what of the person it answers. */
export type Tie =
  | { kind: 'interest' | 'form' | 'parent' | 'related'; interest: StatedInterest; topic: string }
  | { kind: 'occasion' }
  | { kind: 'trait'; trait: string }
  | { kind: 'none' };

/** What the writer needs of one idea. */
export interface IdeaFacts {
  title: string;
  category: string;
  why?: string;
  description: string;
  price: number;
  /** The person's limits this idea keeps and a reader would want to hear about (a nut-free hamper for an allergy). */
  keeps: ExclusionFlag[];
  /** Trait keys the idea suits (the catalog's `traits`); a note may speak of a trait only when the idea suits it. */
  traits: readonly string[];
  /** Used up or done rather than kept: what someone who wants no more things can welcome. */
  leavesNothingBehind: boolean;
  /** Something to do or go to rather than a thing to own. */
  experience: boolean;
  /** Other things the person loves that the idea is about too, beside the one its reason tells. */
  alsoAbout: string[];
  /** The ages it is made for, `[from, to]`: a baby's giver wants to know it suits their age. */
  ages: readonly [number, number];
}

interface Words {
  who: string;
  Who: string;
  whose: string;
  it: string;
  It: string;
  /** "puts grams and seconds on one display", or '' when the idea has no such clause. */
  why: string;
  /** 'is', or 'are' for a couple. */
  is: string;
}

/**
 * How each limit sounds when an idea keeps it. Only limits whose absence the catalog's flags can vouch for: an
 * experience not flagged for hearing is not thereby "enjoyed without sound", so hearing and sight are never claimed.
 */
const KEPT: Partial<Record<ExclusionFlag, string>> = {
  alcohol: 'alcohol-free',
  nuts: 'nut-free',
  gluten: 'gluten-free',
  dairy: 'dairy-free',
  eggs: 'egg-free',
  meat: 'meat-free',
  pork: 'pork-free',
  seafood: 'free of fish and shellfish',
  sugar: 'free of added sugar',
  caffeine: 'caffeine-free',
  'animal-products': 'vegan',
  fragrance: 'unscented',
  plastic: 'plastic-free',
  'physical-exertion': 'easy on the body',
  'fine-motor': 'easy on the hands',
  clutter: 'clutter-free',
};

/** `does` agrees with the person ("they love"). */
type Plan = (w: Words, p: { does: string; topic: string; label: string }) => string;

/**
 * Plans that say what the person does in the visitor's own words ("wants to learn bridge", "makes pour-over every
 * morning"), and so suit someone new to a thing as well as someone who loves it.
 */
const DOES_PLANS: Plan[] = [
  (w, p) => `Since ${w.who} ${p.does}, ${w.it} ${w.why || 'fits right in'}.`,
  (w, p) => `Because ${w.who} ${p.does}, ${w.it} ${w.why || 'will get used'}.`,
  (w, p) => `${w.Who} ${p.does}; ${w.it} ${w.why || 'adds to that'}.`,
  (w, p) => `Knowing ${w.who} ${p.does}, this one ${w.why || 'fits'}.`,
  (w, p) => `${w.Who} ${p.does}, so ${w.it} ${w.why || 'is an easy yes'}.`,
  (w, p) => `${w.Who} ${p.does}, and ${w.it} ${w.why || 'belongs with that'}.`,
];

/**
 * Sentence plans for an idea tied to an interest: each says what the person loves, in the visitor's words, and what the
 * idea does for it; none praises the choice ("exactly the kind of gift they will love"). Each opens differently, so no
 * opening repeats across a list.
 */
const INTEREST_PLANS: Plan[] = [
  DOES_PLANS[0],
  (w, p) => `Picked with ${p.topic} in mind for ${w.who}, ${w.it} ${w.why || 'is made for it'}.`,
  DOES_PLANS[1],
  (w, p) => `${capitalize(withArticle(ideasOf(p.topic)))} pick for ${w.who}: ${w.it} ${w.why || 'fits what they already love'}.`,
  (w, p) => `${capitalize(bare(p.topic))} for ${w.who}: ${w.it} ${w.why || 'is made for it'}.`,
  DOES_PLANS[2],
  (w, p) => `With ${p.topic} in mind for ${w.who}, ${w.it} ${w.why || 'adds to it'}.`,
  DOES_PLANS[3],
  // Said of a ticket as well as of a mug: nothing about reaching for it often.
  (w, p) => `Here is ${withArticle(ideasOf(p.topic))} idea for ${w.who}: ${w.it} ${w.why || `suits ${fans(w, p.label)}`}.`,
  DOES_PLANS[4],
  (w, p) => `As ${w.who} ${p.does}, ${w.it} ${w.why || 'will be put to use'}.`,
  DOES_PLANS[5],
  (w, p) => `${w.Who}, who ${p.does}, will find that ${w.it} ${w.why || 'belongs with it'}.`,
];

/** "A gardening fan", or of a couple "gardening fans". */
const fans = (w: Words, label: string) => (w.is === 'are' ? `${ideasOf(label)} fans` : `${withArticle(ideasOf(label))} fan`);

/** Plans that give the person a fan's mind of their own: not said of a baby. */
const GROWN_UP_PLANS: Plan[] = [
  (w, p) => `For ${fans(w, p.label)} like ${w.who}, ${w.it} ${w.why || 'hits the spot'}.`,
  (w, p) => `For the ${ideasOf(p.topic)} side of ${w.who}, ${w.it} ${w.why || 'fits well'}.`,
];
const ALL_INTEREST_PLANS = [...INTEREST_PLANS.slice(0, 2), ...GROWN_UP_PLANS, ...INTEREST_PLANS.slice(2)];

/**
 * For an idea about something broader than the named thing they love (pop music for an Olivia Rodrigo fan): said as a
 * friend would, from the thing they named out to its world, never as a place the named thing "belongs".
 */
const PARENT_PLANS: Plan[] = [
  (w, p) => `${w.Who} ${p.does}; from the wider world of ${p.topic}, ${w.it} ${w.why || 'widens it'}.`,
  (w, p) => `More ${p.topic} for ${w.who}, ${fans(w, p.label)}: ${w.it} ${w.why || 'goes a step further'}.`,
  (w, p) => `A wider ${ideasOf(p.topic)} pick for ${w.who}, beyond ${p.label}: ${w.it} ${w.why || 'fits right in'}.`,
];

/** For an idea chosen for a need or a life stage, which nobody "loves". */
// Said of any need's label: "arthritis", "cancer care", "the grandchildren", "working from home".
const NEED_PLANS: Plan[] = [
  (w, p) => `Chosen for ${w.who} with ${p.label} in mind, ${w.it} ${w.why || 'makes daily life easier'}.`,
  (w, p) => `With ${p.label} in mind for ${w.who}, ${w.it} ${w.why || 'helps where it counts'}.`,
  (w, p) => `For ${w.who}, with ${p.label} in mind, ${w.it} ${w.why || 'earns its place'}.`,
];

/** For an idea chosen for a baby's or toddler's stage, said of the child themself: not "made for life with babies". */
const LITTLE_ONE_NEED_PLANS: Plan[] = [
  (w, p) => `For ${p.label} like ${w.who}, ${w.it} ${w.why || 'suits this age'}.`,
  (w) => `Chosen for ${w.whose} age, ${w.it} ${w.why || 'is right for now'}.`,
  (w, p) => `Just right for ${w.who} as ${p.label}, ${w.it} ${w.why || 'fits this stage'}.`,
  (w) => `For ${w.who} at this age, ${w.it} ${w.why || 'is made for them'}.`,
  (w) => `Right for this stage of ${w.whose} life, ${w.it} ${w.why || 'will be used every day'}.`,
];
/** The stages a small child is in, rather than a need of theirs. */
const STAGES = new Set(['babies', 'toddlers']);
/** The child of a stage, as the parents' gifts speak of them. */
const STAGE_CHILD: Record<string, string> = { babies: 'the baby', toddlers: 'a toddler' };
/** "a baby", "a one-year-old", "a two-year-old". */
const childOf = (age: number | undefined) => (age === 1 ? 'a one-year-old' : age === 2 ? 'a two-year-old' : 'a baby');

/** For an idea chosen for a faith, which is lived, not a hobby: no "loves Catholic faith", no "a faith fan". */
const FAITH_PLANS: Plan[] = [
  (w, p) => `Chosen to honour ${w.whose} ${p.label}, ${w.it} ${w.why || 'belongs with it'}.`,
  (w, p) => `In keeping with ${w.whose} ${p.label}, ${w.it} ${w.why || 'fits it well'}.`,
  (w, p) => `Picked with ${w.whose} ${p.label} in mind, ${w.it} ${w.why || 'is a respectful choice'}.`,
];

/** For an idea a love of theirs leads to (baking beside cooking): what they love, and the next thing it opens. */
const RELATED_PLANS: Plan[] = [
  (w, p) => `From ${w.whose} love of ${p.label}, one step on: ${w.it} ${w.why || 'opens a related door'}.`,
  (w, p) => `${w.Who} ${w.is === 'are' ? 'enjoy' : 'enjoys'} ${p.label}, and ${w.it} ${w.why || 'is something new beside it'}.`,
  (w, p) => `Close to ${w.whose} love of ${p.label}, ${w.it} ${w.why || 'is a fresh angle'}.`,
];

/** After a divorce or a lost job: a lift and a vote of confidence, not the words for an illness or a loss. */
const SETBACK_PLANS: ((w: Words) => string)[] = [
  (w) => `A lift for ${w.who} right now: ${w.it} ${w.why || 'brings back a bit of fun'}.`,
  (w) => `For the fresh start ahead, ${w.it} ${w.why || 'is a good place to begin'}.`,
  (w) => `To cheer ${w.who} on, ${w.it} ${w.why || 'says you believe in what comes next'}.`,
];

/**
 * At a hard time with nothing to recover from (a diagnosis of dementia, the end of life, a spell of depression): no
 * "while they recover", no condolence; only that you are there.
 */
const HARD_TIME_PLANS: ((w: Words) => string)[] = [
  (w) => `A small comfort for ${w.who} right now: ${w.it} ${w.why || 'makes the days a little easier'}.`,
  (w) => `To show ${w.who} you are there, ${w.it} ${w.why || 'asks nothing back'}.`,
  (w) => `Something gentle for ${w.whose} days at home: ${w.it} ${w.why || 'brings a little ease'}.`,
];

const OCCASION_PLANS: Record<Person['occasion']['mood'], ((w: Words, occasion: string) => string)[]> = {
  grief: [
    (w) => `Something gentle for ${w.who} right now: ${w.it} ${w.why || 'offers a little comfort'}.`,
    (w) => `At a hard time for ${w.who}, ${w.it} ${w.why || 'says you are thinking of them'}.`,
    (w) => `A quiet way to show ${w.who} you care: ${w.it} ${w.why || 'asks nothing of them'}.`,
  ],
  care: [
    (w) => `While ${w.who} ${w.is === 'are' ? 'recover' : 'recovers'}, ${w.it} ${w.why || 'makes the days easier'}.`,
    (w) => `For ${w.whose} weeks of getting better, ${w.it} ${w.why || 'brings some comfort'}.`,
    (w) => `Recovery is slow going for ${w.who}, and ${w.it} ${w.why || 'helps it along'}.`,
  ],
  faith: [
    (w, occasion) => `For ${theirDay(w, occasion)}, ${w.it} ${w.why || 'belongs to the day'}.`,
    (w, occasion) => `${capitalize(withArticle(occasion))} gift for ${w.who}: ${w.it} ${w.why || 'fits the celebration'}.`,
    (w, occasion) => `To mark ${/^\p{Lu}/u.test(occasion) ? `${occasion} with ${w.who}` : `${w.whose} ${occasion}`}, ${w.it} ${w.why || 'marks the day'}.`,
  ],
  celebration: [
    (w, occasion) => `For ${theirDay(w, occasion)}, ${w.it} ${w.why || 'marks the moment'}.`,
    (w, occasion) => `${capitalize(withArticle(occasion))} gift for ${w.who}: ${w.it} ${w.why || 'marks it well'}.`,
    (w, occasion) => `To mark ${/^\p{Lu}/u.test(occasion) ? `${occasion} for ${w.who}` : `${w.whose} ${occasion}`}, ${w.it} ${w.why || 'is a lasting reminder'}.`,
  ],
  everyday: [
    (w, occasion) => `${capitalize(withArticle(occasion))} gift for ${w.who}: ${w.it} ${w.why || 'says the right thing'}.`,
    (w) => `A thoughtful gesture for ${w.who}: ${w.it} ${w.why || 'is a pleasure to receive'}.`,
    (w) => `For ${w.who}, ${w.it} ${w.why || 'will be appreciated'}.`,
  ],
};
/** "Tom's birthday", "Priya's new baby"; a day everyone keeps is theirs "this Christmas", "this Mother's Day". */
const theirDay = (w: Words, occasion: string) => (/^\p{Lu}/u.test(occasion) ? `${w.who} this ${occasion}` : `${w.whose} ${occasion}`);

/** For an idea for anyone, when little was said: plain, and different from idea to idea. */
const NONE_PLANS: ((w: Words) => string)[] = [
  (w) => `Something ${w.who} can enjoy on any day: ${w.it} ${w.why || 'is a well-made thing to own'}.`,
  (w) => `A safe, welcome choice for ${w.who}: ${w.it} ${w.why || 'is easy to like'}.`,
  (w) => `For ${w.who}, a pleasure that needs no guesswork: ${w.it} ${w.why || 'is easy to like'}.`,
  (w) => `Hard to get wrong with ${w.who}: ${w.it} ${w.why || 'suits almost anyone'}.`,
];

const TRAIT_PLANS: ((w: Words, trait: string) => string)[] = [
  (w, trait) => `For someone as ${trait} as ${w.who}, ${w.it} ${w.why || 'is a natural match'}.`,
  (w, trait) => `It suits ${w.whose} ${trait} side: ${w.it} ${w.why || 'fits how they live'}.`,
  (w, trait) => `${w.Who} ${w.is} ${trait}, and ${w.it} ${w.why || 'matches that'}.`,
];

/** A baby or toddler, of whom sentences about a fan's mind or a knowing look would be silly. */
const littleOne = (person: Person) => person.age !== undefined && person.age < 3;

/** The people and animals a loss is said of, as visitors name them. */
const LOVED_ONE = '(?:best friend|dad|father|mum|mom|mother|husband|wife|partner|son|daughter|brother|sister|grandma|grandmother|grandad|granddad|grandpa|grandfather|nan|nana|gran|granny|uncle|aunt|auntie|friend|dog|cat)';
/** "lost his dad", "her dog Biscuit died", "his dad passed away last week", read in lowercase. */
const LOSS_SAID = new RegExp(
  `\\b(?:lost|losing|loss of|death of|passing of|funeral for|funeral of|grieving|mourning)\\s+((?:his|her|their)\\s+${LOVED_ONE})\\b|\\b((?:his|her|their)\\s+${LOVED_ONE})\\s+(?:[a-z0-9]+\\s+){0,3}?(?:passed|died|was put down|was put to sleep)\\b`,
);

/** Who they lost, in the visitor's words ("his dad", "her dog Biscuit"), when a loss is said of someone they name. */
export function whoTheyLost(info: Pick<RecipientInfo, 'occasion' | 'interests' | 'culturalConsiderations'>): string | undefined {
  const text = [info.occasion, info.interests, info.culturalConsiderations ?? ''].join(' . ');
  const found = text.toLowerCase().match(LOSS_SAID);
  const lost = found?.[1] ?? found?.[2];
  if (!found || !lost) return undefined;
  // A name written after them is theirs: "her dog Biscuit".
  const end = found.index! + found[0].indexOf(lost) + lost.length;
  const name = text.slice(end).match(/^\s+(\p{Lu}\p{Ll}+)\b/u)?.[1];
  return name ? `${lost} ${name}` : lost;
}

/** How a catalog `why` for a loss speaks of the one who died: as the visitor did, "his dad", not "the person who died". */
const THE_ONE_LOST = /\b(?:the person (?:who died|they (?:lost|miss))|their loved one)\b/g;
export const inMemoryOf = (why: string, lost: string | undefined) => (lost ? why.replace(THE_ONE_LOST, lost) : why);

/** The words that name the idea in a sentence. */
function words(person: Person, idea: IdeaFacts, variant: number, tie: Tie): Words {
  const name = shortName(idea.title, idea.category);
  // A baby thing given to its parent speaks of the baby: "records the day they arrived", never "the day she arrived".
  const why = !idea.why ? '' : forTheBaby(person, tie) ? asSaid(idea.why, tie) : forPerson(asSaid(idea.why, tie), person);
  // "The book is the book that started it all" or "the mat gives her a mat" says the noun twice: such a thing is "it".
  const namesItself = new RegExp(`\\b${escapeRegExp(name.replace(/^(the|a|an) /, ''))}s?\\b`, 'i').test(why);
  const it = variant % 2 === 0 && name !== 'it' && !namesItself ? name : 'it';
  return { who: subject(person), Who: Subject(person), whose: whose(person), it, It: capitalize(it), why, is: person.plural ? 'are' : 'is' };
}

/** "the next The Great British Bake Off episode": a name's own "The" after another word that settles the noun. */
const DOUBLED_THE = /\b(the|a|an|every|each|this|your)\s+((?:next|last|new|first|latest|whole|official)\s+)?The\s+(?=\p{Lu})/gu;
/** "Italian food dishes": a cuisine's label before a word for its food. */
const CUISINE_FOOD = /\b(\p{Lu}[\p{L}-]+) food (dishes|recipes|cooking|cuisine|classics|favourites|staples|flavours|flavors)\b/gu;

/**
 * A catalog `why` whose name was filled in from a template, as a sentence says it: "watching the New York Yankees",
 * "the next Great British Bake Off episode", "learn Italian dishes".
 */
function asSaid(why: string, tie: Tie): string {
  const said = why.replace(DOUBLED_THE, '$1 $2').replace(CUISINE_FOOD, '$1 $2');
  if (!('interest' in tie) || tie.interest.kind !== 'sports-team') return said;
  const team = tie.interest.label;
  return withTeamArticle(team) === team ? said : said.replace(new RegExp(`(?<!\\bthe )\\b${escapeRegExp(team)}\\b`, 'gi'), withTeamArticle(team));
}

/** The ideas of an occasion that brings a baby, or for a baby's stage, are for the baby, whoever receives them. */
const forTheBaby = (person: Person, tie: Tie) =>
  !littleOne(person) && !person.occasion.bigSibling && ((tie.kind === 'occasion' && BABY_OCCASIONS.has(person.occasion.kind)) || ('interest' in tie && STAGES.has(tie.interest.key)));

/** A `why` is written of anyone ("lets them play"); said of this person, it takes their pronouns ("lets her play"). */
function forPerson(why: string, person: Person): string {
  const { object, possessive } = person.pronouns;
  if (object === 'them') return why;
  const theirs = possessive === 'her' ? 'hers' : possessive;
  // Words in quotes are someone else's: the birds of "why do they do that?" stay "they".
  return why
    .split(QUOTED)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : withSubject(
            // "The two of them" is a couple, never "the two of him": to a partner the giver is the other ("the two of you").
            part
              .replace(/\b(two|both) of them\b/g, person.register === 'romantic' ? '$1 of you' : '$&')
              .replace(/\bthemselves\b/g, `${object}self`)
              .replace(/(?<!\b(?:two|both) of )\bthem\b/g, object).replace(/\btheirs\b/g, theirs).replace(/\btheir\b/g, possessive),
            person.pronouns.subject as 'he' | 'she',
          ),
    )
    .join('');
}
const QUOTED = /("[^"]*"|“[^“”]*”)/;

/**
 * "Why this gift fits": one sentence built from what made the idea win — the interest in the visitor's own words,
 * the occasion, a trait — and what the idea does (its `why`). `plan` picks the sentence plan; a list gives each of
 * its ideas a different one.
 */
export function reasonFor(person: Person, idea: IdeaFacts, tie: Tie, plan: number, used: Set<unknown> = new Set()): string {
  const w = words(person, idea, plan, tie);
  const withDescription = (sentence: string) => (idea.why ? sentence : `${sentence} ${idea.description}`);
  switch (tie.kind) {
    case 'interest':
    case 'form':
    case 'parent': {
      const stage = littleOne(person) && STAGES.has(tie.interest.key);
      // Said to the parents, the stage is their child's: "Thinking of Mia and the baby", not "Mia and babies".
      const own = ownWords(tie.interest);
      const label = stage ? childOf(person.age) : STAGES.has(tie.interest.key) ? STAGE_CHILD[tie.interest.key] : own;
      const plans = stage ? LITTLE_ONE_NEED_PLANS : tie.interest.kind === 'need' ? NEED_PLANS : tie.interest.kind === 'faith' ? FAITH_PLANS : tie.kind === 'parent' ? PARENT_PLANS : tie.interest.starting || PAST.test(tie.interest.said) ? DOES_PLANS : littleOne(person) ? INTEREST_PLANS : ALL_INTEREST_PLANS;
      // The broader thing an idea is about keeps the catalog's name ("pop music"); the loved thing itself, theirs.
      const topic = tie.topic === tie.interest.label ? own : tie.topic;
      return withDescription(fresh(plans, plan, used)(w, { does: doesWhat(tie.interest.said, label, person.plural), topic, label }));
    }
    case 'related':
      // A need's neighbour (large print beside failing sight) is chosen for the need, which nobody "already enjoys".
      return withDescription(fresh(tie.interest.kind === 'need' ? NEED_PLANS : RELATED_PLANS, plan, used)(w, { does: '', topic: tie.topic, label: ownWords(tie.interest) }));
    case 'occasion': {
      const plans = person.occasion.setback ? SETBACK_PLANS : person.occasion.label === HARD_TIME ? HARD_TIME_PLANS : OCCASION_PLANS[person.occasion.mood];
      return withDescription(fresh(plans, plan, used)(w, person.occasion.label));
    }
    case 'trait':
      return withDescription(fresh(TRAIT_PLANS, plan, used)(w, tie.trait));
    case 'none':
      return withDescription(fresh(NONE_PLANS, plan, used)(w));
  }
}

/** The first of `options` from `start` on that this list has not used yet: two ideas of a list never share a note. */
function fresh<T>(options: readonly T[], start: number, used: Set<unknown>): T {
  let chosen = options[start % options.length];
  for (let i = 0; i < options.length; i++) {
    const option = options[(start + i) % options.length];
    if (!used.has(option)) {
      chosen = option;
      break;
    }
  }
  used.add(chosen);
  return chosen;
}

/** Whether some note of a kind is still unsaid in this list: a kind whose notes are all said gives way to another. */
const unspoken = (options: readonly unknown[], used: Set<unknown>) => options.some((option) => !used.has(option));

const KEPT_NOTES: ((w: Words, phrase: string) => string)[] = [
  (w, phrase) => `It is ${phrase}, so it respects what ${w.who} avoids.`,
  (w, phrase) => `Being ${phrase}, it is one less thing for ${w.who} to check.`,
  (w, phrase) => `${capitalize(phrase)} by design, so ${w.who} can simply enjoy it.`,
];

/**
 * What the time they are going through asks of a gift, said once a list: six ideas that each say "at a hard time"
 * read as a form letter. Each set belongs to one kind of time alone: a broken leg is no loss, a divorce no illness.
 */
interface Moment {
  notes: ((w: Words, idea: IdeaFacts) => string)[];
  /** Whether the notes are true of this idea: "nothing to arrange" is not true of a class to book. */
  fits: (idea: IdeaFacts) => boolean;
}
const isThing = (idea: IdeaFacts) => !idea.experience;
// At a loss, what counts is that it asks nothing of them; of the one they lost, the reason speaks (see `inMemoryOf`).
const LOSS: Moment = {
  notes: [
    (w) => `${capitalize(w.it)} asks nothing of ${w.who}: no reply, no thank-you, nothing to arrange.`,
    (w) => `Nothing ${w.who} has to answer or return: just a sign that you are close by.`,
  ],
  fits: isThing,
};
const RECOVERY: Moment = {
  notes: [
    (w) => `${capitalize(w.it)} asks no effort of ${w.who} while getting better: nothing to reply to, nowhere to go.`,
    (w) => `Nothing ${w.who} has to reply to or go out for while getting better: it simply arrives.`,
  ],
  fits: isThing,
};
// Very ill with no recovery ahead, a diagnosis, a spell of depression: presence, not "get well".
const PRESENCE: Moment = {
  notes: [(w) => `Something small that tells ${w.who} you are there, without asking anything back.`],
  fits: isThing,
};
// At a setback, warmth and confidence in them: pity would sting someone proud.
const SETBACK: Moment = {
  notes: [
    (w) => `${capitalize(w.it)} is a treat, not a consolation: it says you are in ${w.whose} corner.`,
    (w) => `A vote of confidence in ${w.who}, with no pity attached.`,
  ],
  fits: () => true,
};

/** Whether a need was said of them: a loss or an operation is a hard time whatever the occasion. */
const hasNeed = (person: Person, key: string) => person.interests.some((interest) => interest.key === key);

/** The time they are going through, if it is a hard one, by what makes it hard. */
function momentOf(person: Person): Moment | undefined {
  const { mood, label, setback } = person.occasion;
  if (setback) return SETBACK;
  if (mood === 'grief' || hasNeed(person, 'bereavement')) return LOSS;
  if (label === HARD_TIME) return PRESENCE;
  if (mood === 'care' || hasNeed(person, 'surgery-recovery')) return RECOVERY;
  return undefined;
}

/** A memory the two of them share, told back to the giver: the idea is about them both as well as the person. */
const MEMORY_NOTES = [
  (w: Words, memory: string) => `${w.It} comes with a memory of yours: ${memory}.`,
  (w: Words, memory: string) => `A nod to you and ${w.who}, too: ${memory}.`,
  (w: Words, memory: string) => `${w.It} has your story in it: ${memory}.`,
];
/** Said of an idea that is used up or done, to someone who wants fewer things: what it leaves behind is nothing. */
const FEWER_THINGS_NOTE = (w: Words) => `${capitalize(w.it)} leaves nothing to find room for afterwards, which suits ${w.who}.`;
const TRAIT_NOTES: ((w: Words, trait: string) => string)[] = [
  (w, trait) => `It suits ${w.whose} ${trait} side too.`,
  (w, trait) => `Right for someone ${trait}, as ${w.who} ${w.is}.`,
  (w, trait) => `${w.Who} ${w.is} ${trait}, and ${w.it} suits that.`,
];
const ALSO_NOTES: ((w: Words, also: string) => string)[] = [
  (w, also) => `${capitalize(w.it)} speaks to ${w.whose} love of ${also} as well.`,
  (w, also) => `And it takes in ${also}, another of ${w.whose} loves.`,
  (w, also) => `Better still, it touches on ${also} too, another thing ${w.who} ${w.is === 'are' ? 'love' : 'loves'}.`,
];
/** What they love without a name's "the" or a "his": "more Yankees", "allotment". */
const bare = (loves: string) => withoutThe(loves).replace(/^(his|her|their)\s+/i, '');
/** "the podcast ideas", "the Great British Bake Off ideas", "an allotment fan". */
const ideasOf = (loves: string) => attributive(bare(loves));

/** The words that say someone is met through work, as the visitor names them ("boss", "my manager"). */
const AT_WORK = /\b(colleague|co-?worker|workmate|boss|manager|supervisor|client|employee|intern|ceo|director|line manager)\b/i;
/**
 * Between colleagues, a gift about a hobby is the safe kind; said once a list, and only to a colleague: a neighbour or
 * a teacher is not known "through work".
 */
const WORK_NOTE = (w: Words, loves: string) => `Keeping to ${loves} makes ${w.it} personal to ${w.who} without being private, the right line between colleagues.`;
const atWork = (person: Person) => person.relationship === 'colleague' || AT_WORK.test(person.relation);
/** An occasion about the person and what they love: not a new baby, whose ideas are about the baby, nor a hard time. */
const ownOccasion = (person: Person) => !BABY_OCCASIONS.has(person.occasion.kind) && momentOf(person) === undefined;

/** "for ages 1 to 3", "from birth to age 2". */
const ageRange = ([from, to]: readonly [number, number]) => (from === 0 ? `from birth to age ${to}` : `for ages ${from} to ${to}`);
/** For a baby or toddler, what the giver most wants to know of a thing: that it is made for their age. */
const AGE_NOTE = (w: Words, idea: IdeaFacts) => `Suitable ${ageRange(idea.ages)}, so it suits ${w.who} now.`;

/** How long "why this gift fits" runs, reason and notes together, before a second note is left out: on a phone, five
 * ideas are read in four screens, and a third sentence seldom says more than the first two. */
const WHY_LENGTH = 200;

/**
 * The second reason: what else is true of the idea for this person, beyond the first reason — the limits it keeps,
 * what the hard time they are going through asks of it, a wish for no more things, another of their loves it is about,
 * a trait it suits; a hobby kept to between colleagues, a baby's age. Each is
 * said only when true of this idea, and a note about the person rather than the idea only once a list: `used` holds
 * what this list has said. When nothing is true beyond the first reason, the note is that reason itself, which the
 * page shows once: an empty compliment would be worse than nothing. `reason` is the first reason, which the notes
 * follow: a second note is said only while the two stay within WHY_LENGTH.
 */
export function personalNoteFor(person: Person, idea: IdeaFacts, tie: Tie, plan: number, used: Set<unknown>, reason: string): string {
  const w = words(person, idea, plan + 1, tie);
  const turn = plan + person.seed;
  const notes: string[] = [];
  const once = (said: unknown) => !used.has(said) && Boolean(used.add(said));
  // A memory of theirs the idea is about says most of all that the giver knows them: it leads, once a list.
  const memory = 'interest' in tie && tie.kind !== 'related' ? person.memories.get(tie.interest.key) : undefined;
  if (memory && once(`memory:${memory}`)) notes.push(MEMORY_NOTES[turn % MEMORY_NOTES.length](w, memory));
  const kept = idea.keeps.map((flag) => KEPT[flag]).filter((phrase): phrase is string => Boolean(phrase));
  if (kept.length && unspoken(KEPT_NOTES, used)) notes.push(fresh(KEPT_NOTES, hash(`${plan}${idea.title}`), used)(w, listOf(kept.slice(0, 2))));
  const moment = momentOf(person);
  if (moment?.fits(idea) && once(moment)) notes.push(moment.notes[turn % moment.notes.length](w, idea));
  if (person.wantsFewerThings && idea.leavesNothingBehind && once(FEWER_THINGS_NOTE)) notes.push(FEWER_THINGS_NOTE(w));
  // Another of their loves the idea is about says more of them than a trait, so it comes first.
  if (idea.alsoAbout.length && unspoken(ALSO_NOTES, used)) notes.push(fresh(ALSO_NOTES, turn, used)(w, listOf(idea.alsoAbout.slice(0, 2))));
  // A trait is spoken of only when the idea suits it: "right for someone shy" must be true of the thing.
  const trait = tie.kind === 'trait' ? undefined : idea.traits.map((key) => person.traits.get(key)).find(Boolean);
  // Each trait once a list: "adventurous" said of three ideas reads as a template, not as knowing them.
  if (trait && unspoken(TRAIT_NOTES, used) && once(`trait:${trait}`)) notes.push(fresh(TRAIT_NOTES, turn, used)(w, trait));
  const loved = 'interest' in tie && tie.kind !== 'related' && !unlovedKinds.has(tie.interest.kind);
  if (notes.length === 0 && loved && atWork(person) && ownOccasion(person) && once(WORK_NOTE)) notes.push(WORK_NOTE(w, ownWords(tie.interest)));
  const young = littleOne(person) && (idea.ages[0] > 0 || idea.ages[1] < 14);
  if (notes.length === 0 && young && once(AGE_NOTE)) notes.push(AGE_NOTE(w, idea));
  if (notes.length === 0) return reason;
  // Two notes at most, the order turning with the plan so lists do not read alike; the first alone when two run long.
  const chosen = notes.length > 2 ? [notes[0], notes[1 + (plan % (notes.length - 1))]] : notes;
  if (chosen.length === 2 && reason.length + chosen[0].length + chosen[1].length + 2 > WHY_LENGTH) return notes[0];
  return (plan % 2 === 1 ? chosen.reverse() : chosen).join(' ');
}
