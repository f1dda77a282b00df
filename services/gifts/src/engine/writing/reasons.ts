import { unlovedKinds, type ExclusionFlag } from '../catalog/catalog';
import { BABY_OCCASIONS, type Person, type StatedInterest } from '../person/person';
import { capitalize, hash, listOf, withArticle, withoutThe } from '../person/text';
import { agree, attributive, doesWhat, isOrAre, shortName, Subject, subject, whose, withSubject } from './grammar';

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
  /** What the person loves that other ideas of the list are about: an idea for the occasion is set beside it. */
  listLove?: string;
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

/** `does` agrees with the person ("they love"); `anyoneDoes` with anyone ("anyone who loves"). */
type Plan = (w: Words, p: { does: string; anyoneDoes: string; topic: string; label: string }) => string;

/**
 * Plans that say what the person does in the visitor's own words ("wants to learn bridge", "makes pour-over every
 * morning"), and so suit someone new to a thing as well as someone who loves it.
 */
const DOES_PLANS: Plan[] = [
  (w, p) => `Since ${w.who} ${p.does}, ${w.it} ${w.why || 'fits right in'}.`,
  (w, p) => `Because ${w.who} ${p.does}, ${w.it} ${w.why || 'will get used'}.`,
  (w, p) => `${w.Who} ${p.does}; ${w.it} ${w.why || 'adds to that'}.`,
  (w, p) => `Knowing that ${w.who} ${p.does}, this one ${w.why || 'fits'}.`,
  (w, p) => `${w.Who} ${p.does}, so ${w.it} ${w.why || 'is an easy yes'}.`,
  (w, p) => `${w.Who} ${p.does}, and ${w.it} ${w.why || 'belongs with that'}.`,
];

/** Sentence plans for an idea tied to an interest; each opens differently, so no opening repeats across a list. */
const INTEREST_PLANS: Plan[] = [
  DOES_PLANS[0],
  (w, p) => `${capitalize(w.whose)} love of ${p.topic} makes this an easy choice: ${w.it} ${w.why || 'is made for it'}.`,
  (w, p) => `Picked with ${w.whose} ${p.topic} in mind, ${w.it} ${w.why || 'is a natural fit'}.`,
  (w, p) => `Anyone who ${p.anyoneDoes} would want this, ${w.who} most of all: ${w.it} ${w.why || 'is made for it'}.`,
  DOES_PLANS[1],
  (w, p) => `${w.It} ${w.why || 'belongs with the rest of their things'}, which is exactly the kind of ${ideasOf(p.topic)} gift ${w.who} will love.`,
  DOES_PLANS[2],
  (w, p) => `${capitalize(withArticle(ideasOf(p.topic)))} pick for ${w.who}: ${w.it} ${w.why || 'fits what they already love'}.`,
  DOES_PLANS[3],
  // Said of a ticket as well as of a mug: nothing about reaching for it often.
  (w, p) => `Here is ${withArticle(ideasOf(p.topic))} idea ${w.who} will be glad of: ${w.it} ${w.why || `suits ${fans(w, p.label)}`}.`,
  DOES_PLANS[4],
  (w, p) => `${capitalize(w.it)} ${w.why || 'fits right in'}; for anyone who ${p.anyoneDoes}, that is hard to beat.`,
  DOES_PLANS[5],
  (w, p) => `It is ${w.whose} ${p.topic} that makes this right: ${w.it} ${w.why || 'is made for it'}.`,
  (w, p) => `With ${p.topic} so much a part of ${w.whose} life, ${w.it} ${w.why || 'will be put to use'}.`,
];

/** "A gardening fan", or of a couple "gardening fans". */
const fans = (w: Words, label: string) => (w.is === 'are' ? `${ideasOf(label)} fans` : `${withArticle(ideasOf(label))} fan`);

/** Plans that give the person a fan's mind of their own: not said of a baby. */
const GROWN_UP_PLANS: Plan[] = [
  (w, p) => `For ${fans(w, p.label)} like ${w.who}, ${w.it} ${w.why || 'hits the spot'}.`,
  (w, p) => `${capitalize(p.topic)} ${isOrAre(p.topic)} never far from ${w.whose} mind, and ${w.it} ${w.why || 'feeds it nicely'}.`,
  (w, p) => `${capitalize(p.topic)} ${isOrAre(p.topic)} where ${w.whose} heart is, and ${w.it} ${w.why || 'goes straight there'}.`,
  (w, p) => `For the ${ideasOf(p.topic)} side of ${w.who}, ${w.it} ${w.why || 'fits well'}.`,
];
const ALL_INTEREST_PLANS = [...INTEREST_PLANS.slice(0, 2), ...GROWN_UP_PLANS, ...INTEREST_PLANS.slice(2)];

/** For an idea about something broader than the named thing they love (pop music for an Olivia Rodrigo fan). */
const PARENT_PLANS: Plan[] = [
  (w, p) => `Beyond ${p.label} ${isOrAre(p.label, 'itself', 'themselves')}, ${w.whose} taste for ${p.topic} gets this: ${w.it} ${w.why || 'widens it'}.`,
  (w, p) => `More ${p.topic} for ${fans(w, p.label)}: ${w.it} ${w.why || 'goes a step further'}.`,
  (w, p) => `Staying with ${p.topic}, where ${p.label} ${isOrAre(p.label, 'belongs', 'belong')}: ${w.it} ${w.why || 'fits right in'}.`,
];

/** For an idea chosen for a need or a life stage, which nobody "loves". */
const NEED_PLANS: Plan[] = [
  (w, p) => `Chosen with ${p.label} in mind, ${w.it} ${w.why || 'makes daily life easier'}.`,
  (w, p) => `Made for life with ${p.label}: ${w.it} ${w.why || 'helps where it counts'}.`,
  (w, p) => `Thinking of ${w.who} and ${p.label}, ${w.it} ${w.why || 'is a practical kindness'}.`,
  (w, p) => `With ${p.label} in mind, ${w.it} ${w.why || 'earns its place'}.`,
];

/** For an idea chosen for a baby's or toddler's stage, said of the child themself: not "made for life with babies". */
const LITTLE_ONE_NEED_PLANS: Plan[] = [
  (w, p) => `Made for ${p.label}: ${w.it} ${w.why || 'suits this age'}.`,
  (w) => `Chosen for ${w.whose} age, ${w.it} ${w.why || 'is right for now'}.`,
  (w, p) => `Just right for ${w.who} as ${p.label}, ${w.it} ${w.why || 'fits this stage'}.`,
  (w) => `Little ones of ${w.whose} age love this: ${w.it} ${w.why || 'is made for them'}.`,
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
  (w, p) => `${capitalize(p.label)} ${isOrAre(p.label)} never far from ${w.whose} mind, and ${w.it} ${w.why || 'fits it well'}.`,
  (w, p) => `Picked with ${w.whose} ${p.label} in mind, ${w.it} ${w.why || 'is a respectful choice'}.`,
];

const RELATED_PLANS: Plan[] = [
  (w, p) => `It sits right next to ${w.whose} love of ${p.label}: ${w.it} ${w.why || 'opens a related door'}.`,
  (w, p) => `A step sideways from ${p.label}, which ${w.who} already enjoys: ${w.it} ${w.why || 'is something new to try'}.`,
  (w, p) => `People who love ${p.label} tend to enjoy this too; ${w.it} ${w.why || 'is a fresh angle'}.`,
];

/** After a divorce or a lost job: a lift and a vote of confidence, not the words for an illness or a loss. */
const SETBACK_PLANS: ((w: Words) => string)[] = [
  (w) => `A lift for ${w.who} right now: ${w.it} ${w.why || 'brings back a bit of fun'}.`,
  (w) => `For the fresh start ahead, ${w.it} ${w.why || 'is a good place to begin'}.`,
  (w) => `To cheer ${w.who} on, ${w.it} ${w.why || 'says you believe in what comes next'}.`,
];

const OCCASION_PLANS: Record<Person['occasion']['mood'], ((w: Words, occasion: string) => string)[]> = {
  grief: [
    (w) => `Something gentle for ${w.who} right now: ${w.it} ${w.why || 'offers a little comfort'}.`,
    (w) => `At a hard time, ${w.it} ${w.why || 'says you are thinking of them'}.`,
    (w) => `A quiet way to show ${w.who} you care: ${w.it} ${w.why || 'asks nothing of them'}.`,
  ],
  care: [
    (w) => `While ${w.who} recovers, ${w.it} ${w.why || 'makes the days easier'}.`,
    (w) => `For the weeks of getting better, ${w.it} ${w.why || 'brings some comfort'}.`,
    (w) => `Recovery is slow going, and ${w.it} ${w.why || 'helps it along'}.`,
  ],
  faith: [
    (w, occasion) => `Made for ${occasion}, ${w.it} ${w.why || 'belongs to the day'}.`,
    (w, occasion) => `${capitalize(withArticle(occasion))} gift for ${w.who}: ${w.it} ${w.why || 'fits the celebration'}.`,
    (w, occasion) => `${capitalize(occasion)} is the moment for it: ${w.it} ${w.why || 'marks the day'}.`,
  ],
  celebration: [
    (w, occasion) => `${capitalize(withArticle(occasion))} gift ${w.who} will remember: ${w.it} ${w.why || 'marks the moment'}.`,
    (w, occasion) => `Made for ${aOccasion(occasion)}, ${w.it} ${w.why || 'marks it well'}.`,
    (w, occasion) => `To mark ${whoseOccasion(w, occasion)}, ${w.it} ${w.why || 'is a lasting reminder'}.`,
  ],
  everyday: [
    (w, occasion) => `For ${aOccasion(occasion)}, ${w.it} ${w.why || 'says the right thing'}.`,
    (w) => `A thoughtful gesture for ${w.who}: ${w.it} ${w.why || 'is a pleasure to receive'}.`,
    (w) => `Simple and well chosen, ${w.it} ${w.why || 'will be appreciated'}.`,
  ],
};
const whoseOccasion = (w: Words, occasion: string) => (/^\p{Lu}/u.test(occasion) ? occasion : `${w.whose} ${occasion}`);
/** "a birthday", "an anniversary", but "Christmas". */
const aOccasion = (occasion: string) => (/^\p{Lu}/u.test(occasion) ? occasion : withArticle(occasion));

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

/** The words that name the idea in a sentence. */
function words(person: Person, idea: IdeaFacts, variant: number, tie: Tie): Words {
  const name = shortName(idea.title, idea.category);
  const it = variant % 2 === 0 && name !== 'it' ? name : 'it';
  // A baby thing given to its parent speaks of the baby: "records the day they arrived", never "the day she arrived".
  const why = !idea.why ? '' : forTheBaby(person, tie) ? idea.why : forPerson(idea.why, person);
  return { who: subject(person), Who: Subject(person), whose: whose(person), it, It: capitalize(it), why, is: person.plural ? 'are' : 'is' };
}

/** The ideas of an occasion that brings a baby, or for a baby's stage, are for the baby, whoever receives them. */
const forTheBaby = (person: Person, tie: Tie) =>
  !littleOne(person) && ((tie.kind === 'occasion' && BABY_OCCASIONS.has(person.occasion.kind)) || ('interest' in tie && STAGES.has(tie.interest.key)));

/** A `why` is written of anyone ("lets them play"); said of this person, it takes their pronouns ("lets her play"). */
function forPerson(why: string, person: Person): string {
  const { object, possessive } = person.pronouns;
  if (object === 'them') return why;
  const theirs = possessive === 'her' ? 'hers' : possessive;
  return withSubject(
    why.replace(/\bthemselves\b/g, `${object}self`).replace(/\bthem\b/g, object).replace(/\btheirs\b/g, theirs).replace(/\btheir\b/g, possessive),
    person.pronouns.subject as 'he' | 'she',
  );
}

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
      const label = stage ? childOf(person.age) : STAGES.has(tie.interest.key) ? STAGE_CHILD[tie.interest.key] : tie.interest.label;
      const plans = stage ? LITTLE_ONE_NEED_PLANS : tie.interest.kind === 'need' ? NEED_PLANS : tie.interest.kind === 'faith' ? FAITH_PLANS : tie.kind === 'parent' ? PARENT_PLANS : tie.interest.starting ? DOES_PLANS : littleOne(person) ? INTEREST_PLANS : ALL_INTEREST_PLANS;
      return withDescription(fresh(plans, plan, used)(w, { does: doesWhat(tie.interest.said, label, person.plural), anyoneDoes: doesWhat(tie.interest.said, label), topic: tie.topic, label }));
    }
    case 'related':
      return withDescription(fresh(RELATED_PLANS, plan, used)(w, { does: '', anyoneDoes: '', topic: tie.topic, label: tie.interest.label }));
    case 'occasion': {
      const plans = person.occasion.setback ? SETBACK_PLANS : OCCASION_PLANS[person.occasion.mood];
      return withDescription(fresh(plans, plan, used)(w, person.occasion.label));
    }
    case 'trait':
      return withDescription(fresh(TRAIT_PLANS, plan, used)(w, tie.trait));
    case 'none':
      return withDescription(fresh(NONE_PLANS, plan, used)(w));
  }
}

/**
 * What a giver of each register might want to hear about fit beyond the interest. Each opens on the idea or on what
 * the person loves, so notes read differently from person to person.
 */
type Note = (w: Words, p: Person, loves: string) => string;
const itself = (p: Person) => (p.pronouns.object === 'them' ? 'themselves' : `${p.pronouns.object}self`);
// Notes that say the person would not buy the thing for themselves: never said of a child, who buys nothing.
const TREAT_NEVER_BOUGHT: Note = (w, p) => `${capitalize(w.it)} is a treat ${w.who} would never think to buy for ${itself(p)}, which is the point.`;
const FAMILY_TREAT: Note = (w, p) => `${capitalize(w.it)} is the kind of thing ${w.who} might not buy for ${itself(p)}, which makes it a good family gift.`;
const FRIEND_TREAT: Note = (w) => `${capitalize(w.it)} is a treat ${w.who} would not buy on a whim, which is what makes it a good gift from a friend.`;
const SELF_BUYING: ReadonlySet<Note> = new Set([TREAT_NEVER_BOUGHT, FAMILY_TREAT, FRIEND_TREAT]);
/** The age below which nobody is spoken of as buying things for themselves. */
const CHILD_UNDER = 14;
const forAChild = (notes: { loving: Note[]; plain: Note[] }) => ({ loving: notes.loving, plain: notes.plain.filter((note) => !SELF_BUYING.has(note)) });

/** Per register: notes that speak of what the person loves, and notes for when nothing was said. */
const REGISTER_NOTES: Record<Person['register'], { loving: Note[]; plain: Note[] }> = {
  professional: {
    loving: [
      (w, p, loves) => `${capitalize(loves)} ${isOrAre(loves)} a safe thing to build on with ${w.who}: personal to ${p.pronouns.possessive} tastes, not to ${p.pronouns.possessive} private life.`,
      (w, p, loves) => `Giving something around ${loves} keeps it friendly, not too personal, while showing you noticed what ${w.who} ${p.plural ? 'enjoy' : 'enjoys'}.`,
      (w, _, loves) => `Nothing here oversteps: ${w.it} stays with ${loves}, which ${w.who} will be glad you remembered.`,
      (w, p, loves) => `A nod to ${loves} that ${w.who} can enjoy in ${p.pronouns.possessive} own time.`,
      (w, _, loves) => `Keeping to ${loves} makes ${w.it} personal in the right way for ${w.who}.`,
      (w, _, loves) => `It shows you know ${w.who} beyond work, through ${loves}, without crossing any lines.`,
      (w, _, loves) => `${capitalize(loves)} ${isOrAre(loves, 'gives', 'give')} you an easy way in with ${w.who}, and ${w.it} takes it.`,
      (w, _, loves) => `Thoughtful and safe: ${w.it} speaks to ${w.whose} ${loves}, nothing more personal.`,
    ],
    plain: [
      (w, p) => `${capitalize(w.it)} is thoughtful without being too personal, which is right for ${p.relationship !== 'other' ? w.who : p.relation.includes("'s ") ? `your ${p.relation}` : withArticle(p.relation)}.`,
      (w) => `Easy to hand over in front of others, and easy for ${w.who} to enjoy.`,
      (w) => `No guesswork about ${w.whose} private life: the safe kind of choice when you know someone a little.`,
      (w) => `Good quality and nothing to explain, so ${w.it} will be welcome whatever ${w.whose} tastes.`,
      (w) => `${capitalize(w.it)} is a gift ${w.who} can enjoy without wondering what you meant by it.`,
      (w) => `Quietly generous, the tone a present for ${w.who} should strike.`,
    ],
  },
  romantic: {
    loving: [
      (w, p, loves) => `${capitalize(w.it)} shows ${w.who} you notice what makes ${p.pronouns.object} light up, ${loves} included.`,
      (w, _, loves) => `Chosen around ${loves}, ${w.it} tells ${w.who} you have been listening.`,
      (w, p, loves) => `Anyone can buy flowers; something for ${w.whose} ${loves} says you know ${p.pronouns.object} well.`,
      (w, _, loves) => `You have listened to all the ${ideasOf(loves)} talk, and ${w.who} will see it in this.`,
      (w, p, loves) => `It tells ${w.who} that the ${ideasOf(loves)} side of ${p.pronouns.object} is one you love too.`,
      (w, p, loves) => `Something for ${w.whose} ${loves} shows you pay attention to what ${p.pronouns.subject} ${agree(p, 'cares', 'care')} about.`,
      (w, _, loves) => `Built around ${w.whose} ${loves}, ${w.it} is personal without trying too hard.`,
      (w, _, loves) => `${capitalize(w.it)} is about ${loves}, and so about ${w.who}: the kind of thought a partner gets right.`,
      (w, _, loves) => `Something for ${w.whose} ${loves} says more to ${w.who} than anything from a shop window could.`,
    ],
    plain: [
      (w, p) => `${capitalize(w.it)} is the sort of present that tells ${w.who} you know ${p.pronouns.object} well.`,
      (w) => `Small enough to be easy, personal enough to matter to ${w.who}.`,
      TREAT_NEVER_BOUGHT,
      (w) => `${capitalize(w.it)} brings a little luxury into an ordinary day for ${w.who}.`,
      (w) => `It tells ${w.who} "I thought of you" without needing a speech.`,
      (w) => `Well made and easy to like, ${w.it} is one ${w.who} will enjoy for a long time.`,
    ],
  },
  family: {
    loving: [
      (w, p, loves) => `Tied to ${loves}, ${w.it} shows you know ${w.who} as ${p.pronouns.subject} ${agree(p, 'is', 'are')} today.`,
      (w, _, loves) => `${capitalize(loves)} ${isOrAre(loves, 'makes', 'make')} ${w.it} feel chosen with care, and ${w.who} will know it at once.`,
      (w, _, loves) => `A gift about ${loves} is far from the predictable family present for ${w.who}.`,
      (w, _, loves) => `${capitalize(loves)} ${isOrAre(loves, 'comes', 'come')} up often enough with ${w.who} for ${w.it} to land well.`,
      (w, _, loves) => `Anyone in the family could tell you about ${w.whose} ${loves}; ${w.it} shows you were listening.`,
      (w, _, loves) => `Straight to ${w.whose} ${loves}: that is where a family present should land.`,
      (w, p, loves) => `${capitalize(w.it)} meets ${w.who} where ${p.pronouns.subject} ${agree(p, 'is', 'are')} happiest: ${loves}.`,
      (w, _, loves) => `Family know best how much ${loves} ${isOrAre(loves, 'means', 'mean')} to ${w.who}, and ${w.it} says so.`,
      (w, _, loves) => `${capitalize(w.it)} turns ${w.whose} ${loves} into something to unwrap.`,
      (w, p, loves) => `${capitalize(w.it)} goes to the heart of what ${w.who} ${w.is === 'are' ? 'spend' : 'spends'} ${p.pronouns.possessive} time on: ${loves}.`,
      (w, _, loves) => `With ${loves} at its centre, ${w.it} will not end up at the back of a cupboard.`,
    ],
    plain: [
      FAMILY_TREAT,
      (w) => `${capitalize(w.it)} is useful and a little special at once, just right for ${w.who}.`,
      (w) => `${capitalize(w.it)} is a small luxury ${w.who} can enjoy without any fuss.`,
      (w) => `${capitalize(w.it)} will be enjoyed long after the wrapping paper is gone, which ${w.who} will appreciate.`,
      (w) => `Well made and easy to like: a safe bet for ${w.who}.`,
      (w) => `${capitalize(w.it)} is an everyday pleasure made a little special for ${w.who}.`,
    ],
  },
  friend: {
    loving: [
      (w, _, loves) => `${capitalize(w.it)} is the present a friend who really knows ${w.whose} ${loves} would pick.`,
      (w, _, loves) => `Anything around ${loves} shows ${w.who} you were paying attention.`,
      (w, _, loves) => `Between friends, ${loves} ${isOrAre(loves)} the easiest way to tell ${w.who} "I thought of you".`,
      (w, _, loves) => `${capitalize(w.it)} shows you know ${w.whose} ${loves} better than most.`,
      (w, _, loves) => `You know how much ${loves} ${isOrAre(loves, 'means', 'mean')} to ${w.who}, and ${w.it} proves it.`,
      (w, _, loves) => `${w.Who} will see at once that ${w.it} came from someone who gets the ${ideasOf(loves)} thing.`,
      (w, _, loves) => `Chosen for ${w.whose} ${loves}, ${w.it} is a friend's kind of present.`,
      (w, _, loves) => `Only someone who has heard ${w.who} on ${loves} would think of ${w.it}.`,
      (w, _, loves) => `${capitalize(w.it)} says you remember what ${w.who} ${w.is === 'are' ? 'light' : 'lights'} up about: ${loves}.`,
      (w, _, loves) => `${capitalize(loves)} ${isOrAre(loves, 'gives', 'give')} ${w.it} its point, and ${w.who} will get the nod at once.`,
    ],
    plain: [
      FRIEND_TREAT,
      (w) => `A friend's present should be fun to open, and ${w.it} will be for ${w.who}.`,
      (w) => `${capitalize(w.it)} is easy to love and needs no explaining, a safe bet for ${w.who}.`,
      (w) => `${capitalize(w.it)} brings a little fun into ${w.whose} week.`,
      (w) => `It is a present ${w.who} will actually use, the best compliment a gift can pay.`,
      (w) => `Low-key and easy to enjoy, ${w.it} suits a friendship like yours with ${w.who}.`,
      (w) => `Hand ${w.it} over with a plan to catch up soon, and it says even more to ${w.who}.`,
      (w) => `Nothing to decode: ${w.it} is simply nice to have, and ${w.who} will feel the thought behind it.`,
    ],
  },
};
/**
 * A baby or toddler neither "loves" a topic nor "knows at once" who chose well: notes for them speak of what the
 * thing does for a small child and for the grown-ups who hand it over, whoever the giver is.
 */
const LITTLE_ONE_NOTES: { loving: Note[]; plain: Note[] } = {
  loving: [
    (w, _, loves) => `Made for little hands, ${w.it} suits ${w.who}, already so taken with ${loves}.`,
    (w) => `The grown-ups at home will enjoy ${w.it} nearly as much as ${w.who} does.`,
    (w, p) => `${capitalize(w.it)} grows with ${w.who}: good now, and still good as ${p.pronouns.subject} ${agree(p, 'gets', 'get')} bigger.`,
    (w) => `Expect ${w.who} to hand ${w.it} back with a demand for "again!" for months.`,
  ],
  plain: [
    (w) => `${capitalize(w.it)} is made to survive a small child's enthusiasm, which parents appreciate.`,
    (w) => `A present the whole family gets to enjoy with ${w.who}.`,
    (w, p) => `Something to enjoy with ${w.who} now, and to keep as ${p.pronouns.subject} ${agree(p, 'grows', 'grow')}.`,
    (w) => `${capitalize(w.it)} is simple, bright and right for ${w.whose} age.`,
    (w) => `A present ${w.whose} parents will be happy to see unwrapped.`,
    (w) => `${capitalize(w.it)} will turn up in the photos of ${w.whose} first years.`,
  ],
};

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

type Said = (w: Words) => string;
const KEPT_NOTES: ((w: Words, phrase: string) => string)[] = [
  (w, phrase) => `It is ${phrase}, so it respects what ${w.who} avoids.`,
  (w, phrase) => `Being ${phrase}, it is one less thing for ${w.who} to check.`,
  (w, phrase) => `${capitalize(phrase)} by design, so ${w.who} can simply enjoy it.`,
];
// At a loss or through an illness, what counts is that you are there, whoever you are to them.
const HARD_TIME_NOTES: Said[] = [
  (w) => `Something small that tells ${w.who} you are there, without asking anything back.`,
  (w) => `It asks nothing of ${w.who}, which matters right now.`,
  (w) => `A gentle thing to receive; pair it with a note to ${w.who} and an offer of help.`,
  (w) => `${capitalize(w.it)} is easy to accept at a hard time, and ${w.who} will know you thought about it.`,
  (w) => `Kindness matters more than the thing itself now, and ${w.it} carries yours to ${w.who}.`,
  (w) => `Nothing ${w.who} has to answer or return: just a sign that you are close by.`,
];
// At a setback, warmth and confidence in them: pity would sting someone proud.
const SETBACK_NOTES: Said[] = [
  (w) => `It says you are in ${w.whose} corner, without making a fuss.`,
  (w) => `Something to enjoy on ${w.whose} own terms while the next chapter takes shape.`,
  (w) => `A vote of confidence in ${w.who}, with no pity attached.`,
  (w) => `${capitalize(w.it)} is a treat, not a consolation, and ${w.who} has earned it.`,
  (w) => `It tells ${w.who} that better days are coming, and that you will be there for them.`,
  (w) => `Warmth and a bit of fun, which is what ${w.who} needs from you right now.`,
];
const FEWER_THINGS_NOTES: Said[] = [
  (w) => `Nothing to find a shelf for: ${w.it} is enjoyed and gone, which suits ${w.who}.`,
  (w) => `No more stuff for ${w.who}, just something to enjoy.`,
  (w) => `${capitalize(w.it)} adds a moment, not a thing, to ${w.whose} home.`,
];
const TRAIT_NOTES: ((w: Words, trait: string) => string)[] = [
  (w, trait) => `It suits ${w.whose} ${trait} side too.`,
  (w, trait) => `Right for someone ${trait}, as ${w.who} ${w.is}.`,
  (w, trait) => `Just the thing for someone as ${trait} as ${w.who}.`,
];
const ALSO_NOTES: ((w: Words, also: string) => string)[] = [
  (w, also) => `${capitalize(w.it)} speaks to ${w.whose} love of ${also} as well.`,
  (w, also) => `And it takes in ${also}, another of ${w.whose} loves.`,
  (w, also) => `Better still, it brings in ${w.whose} ${also} too.`,
];
const EXPERIENCE_NOTES: ((w: Words, p: Person) => string)[] = [
  (w, p) => `${w.Who} ${p.plural ? 'get' : 'gets'} something to do rather than one more thing to keep.`,
  (w) => `The memory is the gift here, and ${w.who} will be telling people about it for weeks.`,
  (w) => `An experience says more than an object would, and ${w.it} is one ${w.who} will not forget soon.`,
];
const BESIDE_NOTES: ((w: Words, loves: string, moment: string) => string)[] = [
  (_, loves, moment) => `Not about ${loves} for once, and that is the point: it is for ${moment}.`,
  (w, loves, moment) => `Beside the ${ideasOf(loves)} ideas, ${w.it} is the one for ${moment}.`,
  (w, loves, moment) => `${capitalize(w.it)} balances the ${ideasOf(loves)} ideas with something for ${moment}.`,
];
/** "the podcast ideas", "the Great British Bake Off ideas", "the 1975 talk" (the name's own "the" left to the sentence). */
const ideasOf = (loves: string) => attributive(withoutThe(loves));
const BUDGET_NOTES: ((price: number, budget: number) => string)[] = [
  (price) => `At about $${price} it leaves room in the budget for a card or a small extra.`,
  (price) => `About $${price}, comfortably inside what you wanted to spend.`,
  (price, budget) => `It costs around $${price}, well within your $${budget}.`,
];

/** Needs that are a hard time whatever the occasion: a birthday a month after a loss is no time for "a little fun". */
const HARD_TIMES = new Set(['bereavement', 'surgery-recovery']);
const goingThroughHardTime = (person: Person) =>
  person.occasion.mood === 'grief' || person.occasion.mood === 'care' || person.interests.some((interest) => HARD_TIMES.has(interest.key));

/** How long "why this gift fits" runs, reason and notes together, before a second note is left out: on a phone, five
 * ideas are read in four screens, and a third sentence seldom says more than the first two. */
const WHY_LENGTH = 200;

/**
 * The second reason: how the idea fits the rest of the person — the limits it keeps, a time of loss, a wish for no
 * more things, a trait the idea suits, the budget — each said only when true of this idea; the relationship speaks
 * only when none of these has anything to say. Always naming them or what they love, varied from idea to idea:
 * `used` holds the notes this list has already said, so none is said twice. `reason` is the first reason, which the
 * notes follow: a second note is said only while the two stay within WHY_LENGTH.
 */
export function personalNoteFor(person: Person, idea: IdeaFacts, tie: Tie, plan: number, used: Set<unknown> = new Set(), reason = ''): string {
  const w = words(person, idea, plan + 1, tie);
  const turn = plan + person.seed;
  const notes: string[] = [];
  const kept = idea.keeps.map((flag) => KEPT[flag]).filter((phrase): phrase is string => Boolean(phrase));
  if (kept.length && unspoken(KEPT_NOTES, used)) notes.push(fresh(KEPT_NOTES, hash(`${plan}${idea.title}`), used)(w, listOf(kept.slice(0, 2))));
  const voice = littleOne(person) ? LITTLE_ONE_NOTES : (person.age ?? CHILD_UNDER) < CHILD_UNDER ? forAChild(REGISTER_NOTES[person.register]) : REGISTER_NOTES[person.register];
  if (goingThroughHardTime(person)) notes.push(fresh(person.occasion.setback ? SETBACK_NOTES : HARD_TIME_NOTES, turn, used)(w));
  if (person.wantsFewerThings && idea.leavesNothingBehind && unspoken(FEWER_THINGS_NOTES, used)) notes.push(fresh(FEWER_THINGS_NOTES, turn, used)(w));
  // Another of their loves the idea is about says more of them than a trait, so it comes first.
  if (idea.alsoAbout.length && unspoken(ALSO_NOTES, used)) notes.push(fresh(ALSO_NOTES, turn, used)(w, listOf(idea.alsoAbout.slice(0, 2))));
  // A trait is spoken of only when the idea suits it: "right for someone shy" must be true of the thing.
  const trait = tie.kind === 'trait' ? undefined : idea.traits.map((key) => person.traits.get(key)).find(Boolean);
  // Each trait once a list: "adventurous" said of three ideas reads as a template, not as knowing them.
  if (trait && !used.has(`trait:${trait}`) && unspoken(TRAIT_NOTES, used)) {
    used.add(`trait:${trait}`);
    notes.push(fresh(TRAIT_NOTES, turn, used)(w, trait));
  }
  if (notes.length === 0 && idea.experience && tie.kind !== 'occasion' && unspoken(EXPERIENCE_NOTES, used)) notes.push(fresh(EXPERIENCE_NOTES, turn, used)(w, person));
  if (notes.length === 0) {
    // A step from an interest (a bracelet kit for a slime fan) is not about that interest: no "slime makes it feel
    // chosen". Nor is a need or a faith loved: no "older adults come up often".
    const unloved = 'interest' in tie && ((tie.kind === 'related' && tie.topic === tie.interest.label) || unlovedKinds.has(tie.interest.kind));
    if ('topic' in tie && !unloved) notes.push(fresh([...voice.loving, ...voice.plain], turn % voice.loving.length, used)(w, person, tie.topic));
    else if (unloved) notes.push(fresh(voice.plain, turn, used)(w, person, ''));
    else {
      if (idea.listLove) notes.push(fresh(BESIDE_NOTES, turn, used)(w, idea.listLove, `${w.whose} ${person.occasion.label}`));
      else notes.push(fresh(voice.plain, turn, used)(w, person, ''));
    }
  }
  if (Number.isFinite(person.budget) && idea.price <= person.budget * 0.4 && plan % 3 === 0 && tie.kind !== 'occasion') {
    notes.push(fresh(BUDGET_NOTES, plan + idea.price, used)(idea.price, person.budget));
  }
  // Two notes at most, the order turning with the plan so lists do not read alike; the first alone when two run long.
  const chosen = notes.length > 2 ? [notes[0], notes[1 + (plan % (notes.length - 1))]] : notes;
  if (chosen.length === 2 && reason.length + chosen[0].length + chosen[1].length + 2 > WHY_LENGTH) return notes[0];
  return (plan % 2 === 1 ? chosen.reverse() : chosen).join(' ');
}
