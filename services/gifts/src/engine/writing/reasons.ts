import type { ExclusionFlag } from '../catalog/catalog';
import type { Person, StatedInterest } from '../person/person';
import { capitalize, hash, listOf, withArticle } from '../person/text';
import { agree, doesWhat, shortName, Subject, subject, whose } from './grammar';

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

type Plan = (w: Words, p: { does: string; topic: string; label: string }) => string;

/** Sentence plans for an idea tied to an interest; each opens differently, so no opening repeats across a list. */
const INTEREST_PLANS: Plan[] = [
  (w, p) => `Since ${w.who} ${p.does}, ${w.it} ${w.why || 'fits right in'}.`,
  (w, p) => `${capitalize(w.whose)} love of ${p.topic} makes this an easy choice: ${w.it} ${w.why || 'is made for it'}.`,
  (w, p) => `For ${withArticle(p.label)} fan like ${w.who}, ${w.it} ${w.why || 'hits the spot'}.`,
  (w, p) => `${capitalize(p.topic)} is never far from ${w.whose} mind, and ${w.it} ${w.why || 'feeds it nicely'}.`,
  (w, p) => `Picked with ${w.whose} ${p.topic} in mind, ${w.it} ${w.why || 'is a natural fit'}.`,
  (w, p) => `Anyone who ${p.does} would want this, ${w.who} most of all: ${w.it} ${w.why || 'is made for it'}.`,
  (w, p) => `Because ${w.who} ${p.does}, ${w.it} ${w.why || 'will get used'}.`,
  (w, p) => `${w.It} ${w.why || 'belongs with the rest of their things'}, which is exactly the kind of ${p.topic} gift ${w.who} will use.`,
  (w, p) => `${w.Who} ${p.does}; ${w.it} ${w.why || 'adds to that'}.`,
  (w, p) => `${capitalize(withArticle(p.topic))} pick for ${w.who}: ${w.it} ${w.why || 'fits what they already love'}.`,
  (w, p) => `Knowing that ${w.who} ${p.does}, this one ${w.why || 'fits'}.`,
  (w, p) => `Expect ${w.who} to reach for it often: ${w.it} ${w.why || `suits a ${p.label} fan`}.`,
];

/** For an idea about something broader than the named thing they love (pop music for an Olivia Rodrigo fan). */
const PARENT_PLANS: Plan[] = [
  (w, p) => `Beyond ${p.label} itself, ${w.whose} taste for ${p.topic} gets this: ${w.it} ${w.why || 'widens it'}.`,
  (w, p) => `More ${p.topic} for a ${p.label} fan: ${w.it} ${w.why || 'goes a step further'}.`,
  (w, p) => `Staying with ${p.topic}, where ${p.label} belongs: ${w.it} ${w.why || 'fits right in'}.`,
];

/** For an idea chosen for a need or a life stage, which nobody "loves". */
const NEED_PLANS: Plan[] = [
  (w, p) => `Chosen with ${p.label} in mind, ${w.it} ${w.why || 'makes daily life easier'}.`,
  (w, p) => `Made for life with ${p.label}: ${w.it} ${w.why || 'helps where it counts'}.`,
  (w, p) => `Thinking of ${w.who} and ${p.label}, ${w.it} ${w.why || 'is a practical kindness'}.`,
];

const RELATED_PLANS: Plan[] = [
  (w, p) => `It sits right next to ${w.whose} love of ${p.label}: ${w.it} ${w.why || 'opens a related door'}.`,
  (w, p) => `A step sideways from ${p.label}, which ${w.who} already enjoys: ${w.it} ${w.why || 'is something new to try'}.`,
  (w, p) => `People who love ${p.label} tend to enjoy this too; ${w.it} ${w.why || 'is a fresh angle'}.`,
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
    (w, occasion) => `${capitalize(aOccasion(occasion))} gift for ${w.who}: ${w.it} ${w.why || 'fits the celebration'}.`,
    (w, occasion) => `${capitalize(occasion)} is the moment for it: ${w.it} ${w.why || 'marks the day'}.`,
  ],
  celebration: [
    (w, occasion) => `${capitalize(aOccasion(occasion))} gift ${w.who} will remember: ${w.it} ${w.why || 'marks the moment'}.`,
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

const TRAIT_PLANS: ((w: Words, trait: string) => string)[] = [
  (w, trait) => `For someone as ${trait} as ${w.who}, ${w.it} ${w.why || 'is a natural match'}.`,
  (w, trait) => `It suits ${w.whose} ${trait} side: ${w.it} ${w.why || 'fits how they live'}.`,
  (w, trait) => `${w.Who} ${w.is} ${trait}, and ${w.it} ${w.why || 'matches that'}.`,
];

/** The words that name the idea in a sentence. */
function words(person: Person, idea: IdeaFacts, variant: number): Words {
  const name = shortName(idea.title, idea.category);
  const it = variant % 2 === 0 && name !== 'it' ? name : 'it';
  return { who: subject(person), Who: Subject(person), whose: whose(person), it, It: capitalize(it), why: idea.why ? forPerson(idea.why, person) : '', is: person.plural ? 'are' : 'is' };
}

/** A `why` is written of anyone ("lets them play"); said of this person, it takes their pronouns ("lets her play"). */
function forPerson(why: string, person: Person): string {
  const { object, possessive } = person.pronouns;
  if (object === 'them') return why;
  return why.replace(/\bthemselves\b/g, `${object}self`).replace(/\bthem\b/g, object).replace(/\btheir\b/g, possessive);
}

/**
 * "Why this gift fits": one sentence built from what made the idea win — the interest in the visitor's own words,
 * the occasion, a trait — and what the idea does (its `why`). `plan` picks the sentence plan; a list gives each of
 * its ideas a different one.
 */
export function reasonFor(person: Person, idea: IdeaFacts, tie: Tie, plan: number): string {
  const w = words(person, idea, plan);
  const withDescription = (sentence: string) => (idea.why ? sentence : `${sentence} ${idea.description}`);
  switch (tie.kind) {
    case 'interest':
    case 'form':
    case 'parent': {
      const label = tie.interest.label;
      const plans = tie.interest.kind === 'need' ? NEED_PLANS : tie.kind === 'parent' ? PARENT_PLANS : INTEREST_PLANS;
      return withDescription(plans[plan % plans.length](w, { does: doesWhat(tie.interest.said, label, person.plural), topic: tie.topic, label }));
    }
    case 'related':
      return withDescription(RELATED_PLANS[plan % RELATED_PLANS.length](w, { does: '', topic: tie.topic, label: tie.interest.label }));
    case 'occasion': {
      const plans = OCCASION_PLANS[person.occasion.mood];
      return withDescription(plans[plan % plans.length](w, person.occasion.label));
    }
    case 'trait':
      return withDescription(TRAIT_PLANS[plan % TRAIT_PLANS.length](w, tie.trait));
    case 'none':
      return withDescription(`${w.It} ${w.why || 'is a well-made thing to own'}, and ${w.who} can enjoy it whatever the day brings.`);
  }
}

/**
 * What a giver of each register might want to hear about fit beyond the interest. Each opens on the idea or on what
 * the person loves, so notes read differently from person to person.
 */
type Note = (w: Words, p: Person, loves: string) => string;
/** Per register: notes that speak of what the person loves, and notes for when nothing was said. */
const REGISTER_NOTES: Record<Person['register'], { loving: Note[]; plain: Note[] }> = {
  professional: {
    loving: [
      (w, _, loves) => `${capitalize(loves)} is a safe thing to build on with ${w.who}: personal to ${w.whose} tastes, not to ${w.whose} private life.`,
      (w, _, loves) => `Giving something around ${loves} keeps it friendly and professional while showing you noticed what ${w.who} enjoys.`,
      (w, _, loves) => `Nothing here oversteps: ${w.it} stays with ${loves}, which ${w.who} will be glad you remembered.`,
      (w, _, loves) => `A nod to ${loves} that ${w.who} can enjoy well away from work.`,
    ],
    plain: [(w, p) => `${capitalize(w.it)} is thoughtful without being too personal, which is right for ${p.relationship === 'other' ? `a ${p.relation}` : w.who}.`],
  },
  romantic: {
    loving: [
      (w, p, loves) => `${capitalize(w.it)} shows ${w.who} you notice what makes ${p.pronouns.object} light up, ${loves} included.`,
      (w, _, loves) => `Chosen around ${loves}, ${w.it} tells ${w.who} you have been listening.`,
      (w, p, loves) => `Anyone can buy flowers; something for ${w.whose} ${loves} says you know ${p.pronouns.object} well.`,
      (w, _, loves) => `All the ${loves} talk you have listened to comes back to ${w.who} as ${w.it}.`,
    ],
    plain: [(w, p) => `${capitalize(w.it)} is the sort of present that tells ${w.who} you know ${p.pronouns.object} well.`],
  },
  family: {
    loving: [
      (w, p, loves) => `Tied to ${loves}, ${w.it} shows you know ${w.who} as ${p.pronouns.subject} ${agree(p, 'is', 'are')} now, not as ${p.pronouns.subject} ${agree(p, 'was', 'were')} years ago.`,
      (w, _, loves) => `${capitalize(loves)} makes ${w.it} feel chosen with care, and ${w.who} will know it at once.`,
      (w, _, loves) => `A gift about ${loves} is far from the predictable family present for ${w.who}.`,
      (w, _, loves) => `${capitalize(loves)} comes up often enough with ${w.who} for ${w.it} to land well.`,
    ],
    plain: [(w, p) => `${capitalize(w.it)} is the kind of thing ${w.who} might not buy for ${p.pronouns.object === 'them' ? 'themselves' : `${p.pronouns.object}self`}, which makes it a good family gift.`],
  },
  friend: {
    loving: [
      (w, _, loves) => `${capitalize(w.it)} is the present a friend who really knows ${w.whose} ${loves} would pick.`,
      (w, _, loves) => `Anything around ${loves} shows ${w.who} you were paying attention.`,
      (w, _, loves) => `Between friends, ${loves} is the easiest way to tell ${w.who} "I thought of you".`,
      (w, _, loves) => `${capitalize(w.it)} shows you know ${w.whose} ${loves} better than most.`,
    ],
    plain: [(w) => `${capitalize(w.it)} is a treat ${w.who} would not buy on a whim, which is what makes it a good gift from a friend.`],
  },
};

/**
 * The second reason: how the idea fits the rest of the person — the limits it keeps, a time of loss, a wish for no
 * more things, a trait the idea suits, the budget — each said only when true of this idea; the relationship speaks
 * only when none of these has anything to say. Always naming them or what they love, varied from idea to idea.
 */
export function personalNoteFor(person: Person, idea: IdeaFacts, tie: Tie, plan: number): string {
  const w = words(person, idea, plan + 1);
  const notes: string[] = [];
  const kept = idea.keeps.map((flag) => KEPT[flag]).filter((phrase): phrase is string => Boolean(phrase));
  if (kept.length) {
    const phrase = listOf(kept.slice(0, 2));
    notes.push(
      [
        `It is ${phrase}, so it respects what ${w.who} avoids.`,
        `Being ${phrase}, it is one less thing for ${w.who} to check.`,
        `${capitalize(phrase)} by design, so ${w.who} can simply enjoy it.`,
      ][hash(`${plan}${idea.title}`) % 3],
    );
  }
  const { loving, plain } = REGISTER_NOTES[person.register];
  // At a loss or through an illness, what counts is that you are there, whoever you are to them.
  if (person.occasion.mood === 'grief' || person.occasion.mood === 'care') {
    notes.push(
      [
        `Something small that tells ${w.who} you are there, without asking anything back.`,
        `It asks nothing of ${w.who}, which matters right now.`,
        `A gentle thing to receive; pair it with a note to ${w.who} and an offer of help.`,
        `${capitalize(w.it)} is easy to accept at a hard time, and ${w.who} will know you thought about it.`,
      ][(plan + person.seed) % 4],
    );
  }
  if (person.wantsFewerThings && idea.leavesNothingBehind) {
    notes.push(
      [
        `Nothing to find a shelf for: ${w.it} is enjoyed and gone, which suits ${w.who}.`,
        `No more stuff for ${w.who}, just something to enjoy.`,
        `${capitalize(w.it)} adds a moment, not a thing, to ${w.whose} home.`,
      ][(plan + person.seed) % 3],
    );
  }
  // A trait is spoken of only when the idea suits it: "right for someone shy" must be true of the thing.
  const trait = tie.kind === 'trait' ? undefined : idea.traits.map((key) => person.traits.get(key)).find(Boolean);
  if (trait) notes.push([`It suits ${w.whose} ${trait} side too.`, `Right for someone ${trait}, as ${w.who} ${w.is}.`, `Just the thing for someone as ${trait} as ${w.who}.`][(plan + person.seed) % 3]);
  if (idea.alsoAbout.length) {
    const also = listOf(idea.alsoAbout.slice(0, 2));
    notes.push(
      [
        `${capitalize(w.it)} speaks to ${w.whose} love of ${also} as well.`,
        `And it takes in ${also}, another of ${w.whose} loves.`,
        `Better still, it brings in ${w.whose} ${also} too.`,
      ][(plan + person.seed) % 3],
    );
  }
  if (notes.length === 0 && idea.experience && tie.kind !== 'occasion') {
    notes.push(
      [
        `${w.Who} ${person.plural ? 'get' : 'gets'} a day to remember rather than one more thing to keep.`,
        `The memory is the gift here, and ${w.who} will be telling people about it for weeks.`,
        `An experience says more than an object would, and ${w.it} is one ${w.who} will not forget soon.`,
      ][(plan + person.seed) % 3],
    );
  }
  if (notes.length === 0) {
    if ('topic' in tie) {
      const usable = [...loving, ...plain];
      notes.push(usable[(plan + person.seed) % usable.length](w, person, tie.topic));
    } else if (person.interests.length > 0) {
      const loves = person.interests[plan % person.interests.length].label;
      const moment = `${w.whose} ${person.occasion.label}`;
      notes.push(
        [
          `Not about ${loves} for once, and that is the point: it is for ${moment}.`,
          `Beside the ${loves} ideas, ${w.it} is the one for ${moment}.`,
          `${capitalize(w.it)} balances the ${loves} ideas with something for ${moment}.`,
        ][(plan + person.seed) % 3],
      );
    } else notes.push(plain[0](w, person, ''));
  }
  if (Number.isFinite(person.budget) && idea.price <= person.budget * 0.4 && plan % 3 === 0 && tie.kind !== 'occasion') {
    notes.push(
      [
        `At about $${idea.price} it leaves room in the budget for a card or a small extra.`,
        `About $${idea.price}, comfortably inside what you wanted to spend.`,
        `It costs around $${idea.price}, well within your $${person.budget}.`,
      ][(plan + idea.price) % 3],
    );
  }
  // Two notes at most, the order turning with the plan so lists do not read alike.
  const chosen = notes.length > 2 ? [notes[0], notes[1 + (plan % (notes.length - 1))]] : notes;
  return (plan % 2 === 1 ? chosen.reverse() : chosen).join(' ');
}
