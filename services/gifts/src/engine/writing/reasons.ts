import type { RecipientInfo } from '@presently/proto';
import { conditionNeeds, keptAnimals, unlovedKinds, type ExclusionFlag, type OccasionKind } from '../catalog/catalog';
import { HARD_TIME, JUST_BECAUSE } from '../person/occasion';
import { BABY_OCCASIONS, littleOne, STAGES, type Person, type Pet, type StatedInterest } from '../person/person';
import { capitalize, escapeRegExp, hash, listOf, namesWord, possessive, withArticle, withoutThe } from '../person/text';
import { answeredPart, doesWhat, isOrAre, ownWords, PAST, pluralVerb, shortName, withSubject, withTeamArticle } from './grammar';

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
  /** Made for an animal they keep (a harness, a portrait of their pet), not a picture book about one. */
  forTheirAnimal: boolean;
}

interface Words {
  /** How the sentence names the person: their name, the relationship ("your mum"), or the pronoun ("she"). */
  who: string;
  Who: string;
  /** "Tom's", "your mum's", "her". */
  whose: string;
  /** After a verb or a preposition: "Tom", "your mum", "her". */
  them: string;
  /** Whether `who` is a pronoun, which a clause like "Tom, who makes pour-over" cannot follow. */
  pronoun: boolean;
  /** Whether verbs agreeing with `who` take their plural form: a couple, or "they". */
  many: boolean;
  /** 'is', or 'are' when `many`. */
  is: string;
  /** A couple or a family, of whom one says "gardening fans". */
  couple: boolean;
  it: string;
  It: string;
  /** "puts grams and seconds on one display": what the idea does, said after "it". */
  why: string;
  /**
   * The same with the person in it by name, where the catalog's words speak of them: "gives Gary a hawk of his own".
   * Worked out when a sentence asks for it: only a love told again does.
   */
  whyNamed: () => string | undefined;
}

/** A verb agreeing with the words' subject: "she loves", "they love". */
const agree = (w: Words, one: string, many: string) => (w.many ? many : one);

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

/** What the reason says of the love an idea answers. */
interface Said {
  /** What they do or love, agreeing with the words' subject: "makes pour-over coffee every morning", "are into tea". */
  does: string;
  /** The same said of "someone": "someone who loves tea". */
  doesOne: string;
  /** What they love, in their words where those are a name for it: "tea", "the Yankees", "bouldering". */
  topic: string;
  /** The thing they named, when the idea is about something broader or beside it: "McLaren" beside Formula 1. */
  label: string;
  /** What they love, as far as the idea answers their words: "books with flaps", else the topic. */
  loved: string;
  /** Whether the love is a pastime of theirs one can say as "her baking": not a need, a faith, a guess or a name. */
  ownable?: boolean;
  /** Whether the love is one being or thing (their cat Biscuit, the Ford Mustang), of which there is no "more". */
  one?: boolean;
  /** Whether `does` is the visitor's own clause ("paints watercolours on weekends"), which says more than "her watercolour". */
  theirClause?: boolean;
}

type Frame = (w: Words, s: Said) => string;

/** Places one goes to, which are no pastime of theirs before a noun: "Priya's theatre" or "her spa" is a building she owns. */
const GONE_TO = /^(the )?(spa|gym|pub|theatre|theater|cinema|beach|races|opera|ballet|zoo|museums?|galleries|theme parks?)$/i;
/** Loves that mean something else once made theirs: "his space" is room of his own, "her politics" her views. */
const NOT_THEIRS = /^(space|nature|history|science|politics|news|weather|wildlife|animals|the outdoors|outdoors|current affairs)$/i;

/**
 * Whether a love can be said as theirs before the noun, "Marcus's climbing", "her cryptic crosswords": a pastime of two
 * words at most, not a name ("Nana Joan's Julie Andrews"), a place, a doing ("her baking cupcakes") or a person noun.
 */
const owned = (s: Said) =>
  s.ownable && !GONE_TO.test(s.loved) && !NOT_THEIRS.test(s.loved) && s.loved === s.topic && s.loved.split(' ').length <= 2 && !/\p{Lu}/u.test(s.loved) && !/^(the|a|an|his|her|their)\s/.test(s.loved) && !/^\w+ing\s/.test(s.loved);

/**
 * Frames that lead with what the person does, in the visitor's own words ("makes pour-over every morning", "follows
 * Surrey"), and then say what the idea does: "He supports McLaren — wearing papaya orange is half the fun." The joins
 * are plain (a dash, "so", "and", a full stop) so that no phrase of ours shows through from list to list; nothing
 * sells the idea ("just the thing for", "ideal for a … fan like"): what it does for them is the reason.
 */
const DOING_FRAMES: Frame[] = [
  (w, s) => `${w.Who} ${s.does} — ${w.it} ${w.why}.`,
  (w, s) => `${w.Who} ${s.does}, so ${w.it} ${w.why}.`,
  // "For their sudoku" says less than "They love sudoku": the pastime is theirs by name only.
  (w, s) => (owned(s) && !s.theirClause && !w.pronoun ? `For ${w.whose} ${s.loved}: ${w.it} ${w.why}.` : `${w.Who} ${s.does}. ${w.It} ${w.why}.`),
  (w, s) => `${w.Who} ${s.does}, and ${w.it} ${w.why}.`,
  (w, s) => (owned(s) && !s.theirClause && !w.pronoun && w.why.length < SHORT_WHY ? `${w.It} ${w.why}, for ${w.whose} ${s.loved}.` : `Since ${w.who} ${s.does}, ${w.it} ${w.why}.`),
  (w, s) => `Since ${w.who} ${s.does}, ${w.it} ${w.why}.`,
  // After what the idea does, why it is theirs; "after all" only now and then, or it turns into our phrase.
  (w, s) =>
    w.why.length >= SHORT_WHY ? `${w.Who} ${s.does}: ${w.it} ${w.why}.` : hash(w.why) % 3 === 0 ? `${w.It} ${w.why} — ${w.who} ${s.does}, after all.` : `${w.It} ${w.why}, and ${w.who} ${s.does}.`,
];
/** How long a `why` may run and still take a few words after it: a long one leaves them dangling. */
const SHORT_WHY = 70;

/**
 * For a second idea on a love the list has already told: the love need not be said again. The idea's own sentence
 * with the person in it ("it gives Gary a hawk of his own to follow"), or the love named in passing ("More climbing").
 */
/** "Still on pour-over: it lets Tom …", or, where the idea's words do not speak of them, "More pour-over for Tom — it …". */
const still = (w: Words, s: Said) => (w.whyNamed() ? `Still on ${s.topic}: ${w.it} ${w.whyNamed()}.` : `More ${more(s.topic)} for ${w.them} — ${w.it} ${w.why}.`);
/** Whether the idea's own words speak of the love already: "for her love of Taylor Swift, it lets her wear her love of Taylor Swift". */
const saysTopic = (w: Words, s: Said) => /\blove of\b/i.test(w.why) || w.why.toLowerCase().includes(s.topic.toLowerCase());
/** A love as "more" of it: "more cycling", but a doing with its object is time spent so ("more time drawing comics"). */
const more = (topic: string) => (/^\p{Ll}+ing\s+\S/u.test(topic) ? `time ${topic}` : bare(topic));
/** A love without its article, as "more" or "again" say it: "likes a whisky" is more whisky, not "more a whisky". */
const bare = (topic: string) => withoutThe(withoutA(topic));
/** A love without "a": "his love of whisky" for "likes a whisky", where "the Beatles" keeps its article. */
const withoutA = (topic: string) => topic.replace(/^an?\s+/i, '');
// Never "herbal tea for her:", which reads as a label on a shelf.
// A love that is no pastime of theirs by name ("his coffee", "Taylor Swift") turns its own way, so that four coffee
// ideas are not four "More coffee for him".
const AGAIN_FRAMES: Frame[] = [
  (w, s) => (owned(s) ? `Another for ${w.whose} ${s.topic}: ${w.it} ${w.why}.` : still(w, s)),
  (w, s) => (owned(s) ? `And for ${w.whose} ${s.topic}, ${w.it} ${w.why}.` : saysTopic(w, s) ? `One more on ${bare(s.topic)}: ${w.it} ${w.why}.` : `Also for ${w.whose} love of ${withoutA(s.topic)}, ${w.it} ${w.why}.`),
  (w, s) => (w.why.length < SHORT_WHY ? `${w.It} ${w.why}: more ${more(s.topic)} for ${w.them}.` : `One more on ${bare(s.topic)}: ${w.it} ${w.why}.`),
];
/** A love as theirs: "his golf" for a pastime of theirs by name, else "his love of coffee". */
const theirLove = (s: Said) => (owned(s) ? s.topic : `love of ${withoutA(s.topic)}`);
/** For a list of one love, once every frame above is said: a fourth and a fifth idea on it. */
const MANY_AGAIN_FRAMES: Frame[] = [
  (w, s) => `${capitalize(bare(s.topic))} again: ${w.it} ${w.why}.`,
  (w, s) => (w.why.length < SHORT_WHY ? `${w.It} ${w.why}, one more for ${w.whose} ${theirLove(s)}.` : `Once more for ${w.whose} ${theirLove(s)}, ${w.it} ${w.why}.`),
];
/** For a second idea on one being or thing already told (their cat Biscuit, the Ford Mustang): for it, never "more" of it. */
// Named before what the idea does, whose words may speak of them ("connects him with Mustang owners").
const ONE_AGAIN_FRAMES: Frame[] = [
  (w, s) => `Another for ${w.them} and ${s.topic}: ${w.it} ${w.why}.`,
  (w, s) => `${w.Who} and ${s.topic} again: ${w.it} ${w.why}.`,
  (w, s) => `And for ${w.them} and ${s.topic}, ${w.it} ${w.why}.`,
];
/** The idea's own sentence with the person in it, for a love already told: "It gives Gary a hawk of his own to follow." */
const NAMED_AGAIN: Frame = (w) => `${w.It} ${w.whyNamed()}.`;

/**
 * For a love the visitor was unsure of ("maybe coffee?", "crosswords i think"): said as the guess it is, never as
 * "given how much they love coffee".
 */
const GUESSED_FRAMES: Frame[] = [
  (w, s) => `If ${s.topic} ${isOrAre(s.topic)} ${w.whose} thing, ${w.it} ${w.why}.`,
  (w, s) => `A good bet if ${w.who} ${agree(w, 'likes', 'like')} ${s.topic}: ${w.it} ${w.why}.`,
  ...DOING_FRAMES,
];
/** Words that say the visitor is guessing. */
const GUESSED = /\b(maybe|probably|possibly|perhaps|i think|i guess|i believe|not sure|no idea|dunno)\b|\?/i;

/**
 * For an idea about something broader than the named thing they love (Formula 1 for a McLaren fan): said plainly, from
 * the thing they named out to its world, never as a place the named thing "belongs", nor as more than it is.
 */
const PARENT_FRAMES: Frame[] = [
  (w, s) => `${w.Who} ${s.does}; for ${s.topic} beyond that, ${w.it} ${w.why}.`,
  (w, s) => `Beyond ${s.label}, into ${s.topic}: ${w.it} ${w.why}.`,
  // Turned by the idea, so that no one wording of the step out shows through from list to list: "Taking her love of
  // McLaren out to Formula 1 as a whole, it …", "For Formula 1 as a whole, not just McLaren: it …", "There is more to
  // Formula 1 than McLaren, and it …".
  (w, s) =>
    [
      `Taking ${w.whose} love of ${s.label} out to ${s.topic} as a whole, ${w.it} ${w.why}.`,
      `For ${s.topic} as a whole, not just ${s.label}: ${w.it} ${w.why}.`,
      `There is more to ${s.topic} than ${s.label}, and ${w.it} ${w.why}.`,
    ][hash(w.why) % 3],
  (w, s) => `From ${s.label} out to ${s.topic} in general: ${w.it} ${w.why}.`,
];

/** For an idea chosen for a need or a life stage, which nobody "loves": "arthritis", "a new job", "the grandchildren". */
const NEED_FRAMES: Frame[] = [
  (w, s) => `With ${s.label} in mind, ${w.it} ${w.why}.`,
  (w, s) => `${w.It} ${w.why}, picked with ${s.label} in mind.`,
  (w, s) => `Chosen for ${w.them} with ${s.label} in mind: ${w.it} ${w.why}.`,
];
/** A time of life or a plan, rather than a condition, which a gift can be "for": "for the grandchildren", "for a new job". */
const LIFE_FRAMES: Frame[] = [NEED_FRAMES[0], (w, s) => `For ${s.label}, ${w.it} ${w.why}.`, NEED_FRAMES[1]];
/** A condition of their own, said as one says it of someone: "with her arthritis". */
const CONDITION_FRAMES: Frame[] = [
  (w, s) => `With ${w.whose} ${s.label}, ${w.it} ${w.why}.`,
  (w, s) => `${w.It} ${w.why}, a real help with ${s.label}.`,
  (w, s) => `With ${s.label} in mind, ${w.it} ${w.why}.`,
];
/** The needs said of someone as a condition they have ("her arthritis"), rather than a time of life or a plan. */
const CONDITIONS: ReadonlySet<string> = new Set(['arthritis', 'hearing-loss', 'sight-loss', 'dementia', 'limited-mobility']);

/** For an idea chosen for a baby's or toddler's stage, said of the child themself: not "made for life with babies". */
const LITTLE_ONE_NEED_FRAMES: Frame[] = [
  (w, s) => `For ${s.label} like ${w.them}, ${w.it} ${w.why}.`,
  (w) => `Chosen for ${w.whose} age, ${w.it} ${w.why}.`,
  // "Just right for your friend's baby as a baby" says the baby twice.
  (w, s) => (/\b(baby|little (girl|boy|one))$/.test(w.them) ? `Just right at this age for ${w.them}, ${w.it} ${w.why}.` : `Just right for ${w.them} as ${s.label}, ${w.it} ${w.why}.`),
  (w) => `Right for this stage of ${w.whose} life, ${w.it} ${w.why}.`,
];
/** The child of a stage, as the parents' gifts speak of them. */
const STAGE_CHILD: Record<string, string> = { babies: 'the baby', toddlers: 'a toddler' };
/** "a baby", "a one-year-old", "a two-year-old". */
const childOf = (age: number | undefined) => (age === 1 ? 'a one-year-old' : age === 2 ? 'a two-year-old' : 'a baby');

/** For an idea chosen for a faith, which is lived, not a hobby: no "loves Catholic faith", no "a faith fan". */
const FAITH_FRAMES: Frame[] = [
  (w, s) => `In keeping with ${w.whose} ${s.label}, ${w.it} ${w.why}.`,
  (w, s) => `Chosen with ${w.whose} ${s.label} in mind, ${w.it} ${w.why}.`,
  (w, s) => `${w.It} ${w.why}, a respectful nod to ${w.whose} ${s.label}.`,
];

/** For an idea a love of theirs leads to (baking beside cooking): what they love, and the next thing it opens. */
const RELATED_FRAMES: Frame[] = [
  (w, s) => `${w.Who} ${s.does}, and this is a step sideways: ${w.it} ${w.why}.`,
  (w, s) => `One step on from ${s.label}: ${w.it} ${w.why}.`,
  (w, s) => `Close to ${w.whose} love of ${s.label}: ${w.it} ${w.why}.`,
];

/** After a divorce or a lost job: a lift and a vote of confidence, not the words for an illness or a loss. */
const SETBACK_FRAMES: ((w: Words) => string)[] = [
  (w) => `A lift for ${w.them} right now: ${w.it} ${w.why}.`,
  (w) => `For ${w.whose} fresh start, ${w.it} ${w.why}.`,
  (w) => `To cheer ${w.them} on, ${w.it} ${w.why}.`,
];

/**
 * At a hard time with nothing to recover from (a diagnosis of dementia, the end of life, a spell of depression): no
 * "while they recover", no condolence; only that you are there.
 */
const HARD_TIME_FRAMES: ((w: Words) => string)[] = [
  (w) => `A small comfort for ${w.them} right now: ${w.it} ${w.why}.`,
  (w) => `To show ${w.them} you are there, ${w.it} ${w.why}.`,
  (w) => `Something gentle for ${w.whose} days at home: ${w.it} ${w.why}.`,
];

/** The occasion as the reason names it: "Tom's birthday", "your anniversary", "Christmas for her", "Eid with Ahmed". */
interface Day {
  /** "For Tom's birthday", "For her this Christmas". */
  forIt: string;
  /** "Tom's birthday", "Christmas for her". */
  it: string;
  label: string;
}

type OccasionFrame = (w: Words, day: Day) => string;
// Plain: the day named as one names it ("For Gary's retirement", "This Diwali"), then what the idea does.
const CELEBRATION_FRAMES: OccasionFrame[] = [
  (w, day) => `${day.forIt}, ${w.it} ${w.why}.`,
  (w, day) => (/^\p{Lu}/u.test(day.label) ? `${capitalize(withArticle(day.label))} gift for ${w.them}: ${w.it} ${w.why}.` : `To mark ${day.it}, ${w.it} ${w.why}.`),
  (w, day) =>
    w.why.length < SHORT_WHY
      ? `${w.It} ${w.why}, ${day.forIt.charAt(0).toLowerCase()}${day.forIt.slice(1)}.`
      : /^\p{Lu}/u.test(day.label)
        ? `This ${day.label}, ${w.it} ${w.why}.`
        : `On ${day.it}, ${w.it} ${w.why}.`,
  (w, day) => (/^\p{Lu}/u.test(day.label) ? `Something for ${w.them} this ${day.label}: ${w.it} ${w.why}.` : `With ${day.it} in mind, ${w.it} ${w.why}.`),
];
const OCCASION_FRAMES: Record<Exclude<Person['occasion']['mood'], 'everyday'>, OccasionFrame[]> = {
  grief: [
    (w) => `Something gentle for ${w.them} right now: ${w.it} ${w.why}.`,
    (w) => `At a hard time for ${w.them}, ${w.it} ${w.why}.`,
    (w) => `A quiet way to show ${w.them} you care: ${w.it} ${w.why}.`,
    (w) => `${w.It} ${w.why}, a gentle sign that you are thinking of ${w.them}.`,
  ],
  care: [
    (w) => `While ${w.who} ${agree(w, 'recovers', 'recover')}, ${w.it} ${w.why}.`,
    (w) => `For ${w.whose} weeks of getting better, ${w.it} ${w.why}.`,
    (w) => `Recovery is slow going for ${w.them}, and ${w.it} ${w.why}.`,
    (w) => `${w.It} ${w.why}, something easy for ${w.them} while getting better.`,
  ],
  faith: CELEBRATION_FRAMES,
  celebration: CELEBRATION_FRAMES,
};
/** Everyday occasions by kind: a thank-you, a send-off, a surprise for no reason each have their own words. */
const EVERYDAY_FRAMES: Partial<Record<OccasionKind, OccasionFrame[]>> = {
  'thank-you': [
    (w) => `A small thank-you to ${w.them}: ${w.it} ${w.why}.`,
    (w) => `To say thanks to ${w.them}, ${w.it} ${w.why}.`,
    (w) => `${w.It} ${w.why}, a warm way to thank ${w.them}.`,
  ],
  teacher: [
    (w) => `To thank ${w.them} for the year, ${w.it} ${w.why}.`,
    (w) => `${w.It} ${w.why}, a thank-you ${w.who} can use.`,
  ],
  farewell: [
    (w, day) => (day.label === 'farewell' ? `As ${w.who} ${agree(w, 'heads', 'head')} off, ${w.it} ${w.why}.` : `As a send-off for ${w.whose} ${day.label}, ${w.it} ${w.why}.`),
    (w) => `To wish ${w.them} well, ${w.it} ${w.why}.`,
    (w) => `${w.It} ${w.why}, a kind send-off for ${w.them}.`,
  ],
  'just-because': [
    (w) => `A little surprise for ${w.them}: ${w.it} ${w.why}.`,
    (w) => `No occasion needed for ${w.them}: ${w.it} ${w.why}.`,
    (w) => `${w.It} ${w.why}, a nice surprise for ${w.them} on an ordinary day.`,
  ],
};
/** An everyday occasion in the visitor's own words ("name day"), named as they named it. */
const NAMED_EVERYDAY_FRAMES: OccasionFrame[] = [
  (w, day) => `${capitalize(withArticle(day.label))} gift for ${w.them}: ${w.it} ${w.why}.`,
  (w) => `For ${w.them}, ${w.it} ${w.why}.`,
];
/** The frames for an idea chosen for the occasion, by the kind of time it is. */
function occasionFrames({ setback, label, mood, kind }: Person['occasion']): OccasionFrame[] {
  if (setback) return SETBACK_FRAMES;
  if (label === HARD_TIME) return HARD_TIME_FRAMES;
  if (mood !== 'everyday') return OCCASION_FRAMES[mood];
  // An occasion the visitor named in their own words ("name day") is named as they named it.
  if (kind === 'just-because' && label !== JUST_BECAUSE) return NAMED_EVERYDAY_FRAMES;
  return EVERYDAY_FRAMES[kind] ?? NAMED_EVERYDAY_FRAMES;
}

/** The occasion as this reason's words say it: theirs ("her birthday"), everyone's ("Christmas for her"), or the couple's. */
function dayOf(person: Person, w: Words): Day {
  const { label, mood, kind } = person.occasion;
  if (/^\p{Lu}/u.test(label)) return { forIt: `For ${w.them} this ${label}`, it: `${label} ${mood === 'faith' ? 'with' : 'for'} ${w.them}`, label };
  // An anniversary of one's partner is the giver's own: "your anniversary", never "his anniversary".
  const it = kind === 'anniversary' && person.register === 'romantic' ? `your anniversary${person.name && !w.pronoun ? ` with ${person.name}` : ''}` : `${w.whose} ${label}`;
  return { forIt: `For ${it}`, it, label };
}

/** For an idea for anyone, when little was said: plain, and different from idea to idea. */
const NONE_FRAMES: ((w: Words) => string)[] = [
  (w) => `A safe bet for ${w.them}: ${w.it} ${w.why}.`,
  (w) => `Something ${w.who} can enjoy any day: ${w.it} ${w.why}.`,
  (w) => `${w.It} ${w.why}, easy for ${w.them} to like.`,
  (w) => `You can hardly go wrong with this for ${w.them}: ${w.it} ${w.why}.`,
];

const TRAIT_FRAMES: ((w: Words, trait: string) => string)[] = [
  (w, trait) => `For someone as ${trait} as ${w.them}, ${w.it} ${w.why}.`,
  (w, trait) => `${w.Who} ${w.is} ${trait}, and ${w.it} ${w.why}.`,
  (w, trait) => `${w.It} ${w.why}, which suits ${w.whose} ${trait} side.`,
];

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

/**
 * The words that name the idea and the person in a sentence. `byName` names the person (their name, or "your mum");
 * otherwise the sentence says "she", as a friend does once it is clear who is meant.
 */
function words(person: Person, idea: IdeaFacts, variant: number, tie: Tie, byName: boolean): Words {
  const name = shortName(idea.title, idea.category);
  const told = idea.why && petsByName(idea.why, person.pets, idea.forTheirAnimal);
  // A baby thing given to its parent speaks of the baby: "records the day they arrived", never "the day she arrived".
  const why = !told ? 'is a good fit' : forTheBaby(person, tie) ? asSaid(told, tie) : forPerson(asSaid(told, tie), person);
  // "The book is the book that started it all" or "the mat gives her a mat" says the noun twice: such a thing is "it".
  const namesItself = namesWord(why, name.replace(/^(the|a|an) /, ''));
  const it = variant % 2 === 0 && name !== 'it' && !namesItself ? name : 'it';
  const ref = reference(person, byName);
  let named: string | undefined;
  let namedYet = false;
  const whyNamed = () => {
    if (!namedYet) {
      named = !ref.pronoun && told && !forTheBaby(person, tie) ? namedIn(asSaid(told, tie), person, ref.who) : undefined;
      namedYet = true;
    }
    return named;
  };
  return { ...ref, it, It: capitalize(it), why, whyNamed };
}

/** How a catalog `why` speaks of the person's animal: "their dog", "the cat's", "their pet", "the pet they lost". */
const THEIR_ANIMAL = /\b(their|the) (dog or cat|cat or dog|pet|dog|cat|puppy|kitten|horse|pony|bird|parrot|budgie|rabbit|hamster|guinea pig|tortoise|lizard|gecko|fish)('s)?( they lost| who died)?\b/g;
/** The animals a `why` may name, by the kinds of pet each is: a pony is a horse; a bird, any pet that is no dog or cat. */
const ANIMAL_KINDS: Record<string, string[]> = {
  dog: ['dog'],
  puppy: ['dog'],
  cat: ['cat'],
  kitten: ['cat'],
  horse: ['horse', 'pony'],
  pony: ['horse', 'pony'],
  rabbit: ['rabbit', 'bunny'],
  hamster: ['hamster'],
  'guinea pig': ['guinea pig'],
  budgie: ['budgie', 'parakeet'],
  bird: ['bird', 'budgie', 'parakeet', 'cockatiel', 'parrot', 'canary', 'lovebird', 'conure'],
  tortoise: ['tortoise'],
  lizard: ['lizard', 'gecko', 'bearded dragon'],
  gecko: ['gecko'],
  fish: ['fish', 'goldfish'],
};
/** Whether a pet is of the kind a `why` names ("their bird" is the budgie, not the dog). */
const ofKind = (pet: Pet, animal: string) => (animal === 'pet' || animal.includes(' or ') ? true : (ANIMAL_KINDS[animal]?.includes(pet.animal) ?? !['dog', 'cat', 'horse', 'pony'].includes(pet.animal)));

/**
 * A `why` that speaks of their animal calls it by the name the visitor gave: "captures Biscuit in an artist's hand",
 * "fetch lasts until Biscuit gives up". Only when one animal of that kind was named; "the dog" only in an idea made for
 * their animal, as in a picture book it is the book's dog.
 */
function petsByName(why: string, pets: readonly Pet[], forTheirAnimal: boolean): string {
  if (pets.length === 0) return why;
  // Its name takes the phrase's "'s" ("Biscuit's bed"); "they lost" is said by the name alone.
  return why.replace(THEIR_ANIMAL, (phrase, whose: string, animal: string, apostropheS?: string) => {
    if (whose === 'the' && !forTheirAnimal) return phrase;
    const named = pets.filter((pet) => ofKind(pet, animal));
    return named.length === 1 ? `${named[0].name}${apostropheS ?? ''}` : phrase;
  });
}

/**
 * A catalog `why` with the person named where it first speaks of them ("gives them a hawk of their own" → "gives Gary a
 * hawk of his own"), so an idea can be told in its own words and still be about them. Undefined when it does not speak
 * of them, or speaks of them in words of someone else's (quotes) or of the two of them.
 */
function namedIn(why: string, person: Person, who: string): string | undefined {
  if (QUOTED.test(why) || /\b(two|both) of them\b|\bthem both\b|\bthemselves\b/.test(why)) return undefined;
  const first = why.match(/\b(them|their)\b/);
  if (!first || first.index === undefined) return undefined;
  // "Them" after a thing ("without fraying them") is the thing, not the person: only after a verb that acts on someone.
  if (first[1] === 'them' && !/\b(lets|gives|helps|keeps|takes|puts|sends|brings|shows|teaches|tells|gets|makes|walks|hands|reminds|offers|leaves|treats|invites)\s$/.test(why.slice(0, first.index))) return undefined;
  const named = `${why.slice(0, first.index)}${first[1] === 'them' ? who : possessive(who)}${why.slice(first.index + first[1].length)}`;
  // A name is a "he" or "she" to the verbs after it; a couple stays "they".
  return person.plural ? named : forPerson(named, person);
}

/** The person as a sentence names them: by name (or "your mum"), or by the pronoun the form gives. */
function reference(person: Person, byName: boolean): Pick<Words, 'who' | 'Who' | 'whose' | 'them' | 'pronoun' | 'many' | 'is' | 'couple'> {
  const many = byName ? person.plural : person.pronouns.subject === 'they';
  // "Your sister's baby's thing" says the possessive twice: such a person's things are "her" things.
  const whose = /'s\b/.test(person.who) ? person.pronouns.possessive : possessive(person.who);
  const forms = byName && person.who !== 'them' ? { who: person.who, whose, them: person.who, pronoun: false } : { who: person.pronouns.subject, whose: person.pronouns.possessive, them: person.pronouns.object, pronoun: true };
  return { ...forms, Who: capitalize(forms.who), many, is: many ? 'are' : 'is', couple: person.plural };
}

/**
 * Whether this reason names the person. The name, when the visitor gave one, every time: the list is for them. The
 * relationship ("your mum") only now and then, the pronoun between: six reasons that each say "your mum" read as a
 * form letter.
 */
const byNameIn = (person: Person, nth: number) => Boolean(person.name) || nth % 3 === 0;

/** How many reasons each list has written so far: the first names the person in full. */
const written = new WeakMap<Set<unknown>, number>();

/** "the next The Great British Bake Off episode": a name's own "The" after another word that settles the noun. */
const DOUBLED_THE = /\b(the|a|an|every|each|this|your|their|his|her|its|our|my)\s+((?:next|last|new|first|latest|whole|official)\s+)?The\s+(?=\p{Lu})/gu;
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
            // "The two of them" and "them both" are a couple, never "the two of him": to a partner the giver is the other
            // ("the two of you", "you both").
            part
              .replace(/\b(two|both) of them\b/g, person.register === 'romantic' ? '$1 of you' : '$&')
              .replace(/\bthem both\b/g, person.register === 'romantic' ? 'you both' : '$&')
              .replace(/\bthemselves\b/g, `${object}self`)
              .replace(/(?<!\b(?:two|both) of )\bthem\b(?! both\b)/g, object).replace(/\btheirs\b/g, theirs).replace(/\btheir\b/g, possessive),
            person.pronouns.subject as 'he' | 'she',
          ),
    )
    .join('');
}
const QUOTED = /("[^"]*"|“[^“”]*”)/;

/** The animals a love of them is about, as a pet is said to be: a spaniel is a dog; other kept animals, any but these. */
const PET_ANIMALS: Record<string, string[]> = { dogs: ['dog'], cats: ['cat'], horses: ['horse', 'pony'] };
const OWN_ANIMALS = Object.values(PET_ANIMALS).flat();

/** The animal a love is of, as kept at home ('dogs' for a spaniel), if it is one. */
const keptAs = (interest: StatedInterest) => [interest.key, ...interest.parents].find((key) => keptAnimals.has(key) || key in PET_ANIMALS);

/**
 * Animals of theirs said as theirs, unnamed, wherever the clause says them: "her two cats", "his guinea pigs", "walks
 * her two labradors every day", "hiking with the dog".
 */
const THEIR_OWN =
  /\b(?:her|his|their|our|my|the)(?: (?:daughter|son|kid|child|grandson|granddaughter|niece|nephew)'s)? ((?:two|three|four|old|rescue|little|elderly) )?(dogs?|cats?|pupp(?:y|ies)|kittens?|labradors?|spaniels?|greyhounds?|terriers?|horses?|ponies|pony|rabbits?|bunnies|guinea pigs?|hamsters?|gerbils?|budgies?|parakeets?|cockatiels?|parrots?|birds|african greys?|conures?|macaws?|cockatoos?|chickens|hens|tortoises?|bearded dragons?|(?:leopard )?geckos?|goldfish)\b/i;
/**
 * Their own animals as a reason says them, in their pronoun: "dotes on his guinea pigs", never "enjoys guinea pigs". One
 * said bare ("leopard gecko", "budgie") is theirs as much: "loves her leopard gecko", never "loves leopard gecko".
 */
const ownAnimals = (person: Person, interest: StatedInterest) => {
  const [, how, animals] = (keptAs(interest) !== undefined && interest.said.match(THEIR_OWN)) || [];
  if (animals) return `${person.pronouns.possessive} ${how ?? ''}${animals.toLowerCase().replace(/^african/, 'African')}`;
  const said = interest.said.trim().toLowerCase();
  return keptAs(interest) !== undefined && said === interest.label.replace(/s$/, '') ? `${person.pronouns.possessive} ${said}` : undefined;
};

/**
 * A make of theirs as a reason says it, in their pronoun: "another for Tom and his Garmin", never "more Garmin for Tom"
 * or "Tom enjoys Garmin".
 */
const ownMake = (person: Person, interest: StatedInterest) => {
  if (!/^\p{Lu}/u.test(interest.label)) return undefined;
  const [said, how] = interest.said.match(new RegExp(`\\b(?:his|her|their|my) ((?:old|new|trusty|beloved) )?${escapeRegExp(interest.label)}\\b`, 'i')) ?? [];
  return said && `${person.pronouns.possessive} ${how ?? ''}${interest.label}`;
};

/**
 * The one pet a love of animals is about, when the visitor named one ("her cat Biscuit", "walking her dog Bramble"):
 * the sentences speak of Biscuit, never of "cats" or "more cats for Jess". Undefined for a love of the animal in
 * general, or of several of them ("her two cats", "her cats Tom and Jerry").
 */
export function onlyPet(person: Person, interest: StatedInterest): Pet | undefined {
  const kept = keptAs(interest);
  if (kept === undefined || person.pets.length === 0) return undefined;
  const animals = PET_ANIMALS[kept];
  const theirs = person.pets.filter((pet) => (animals ? animals.includes(pet.animal) : kept === 'pets' || !OWN_ANIMALS.includes(pet.animal)));
  return theirs.length === 1 ? theirs[0] : undefined;
}

/** What someone loves said as theirs, for the catalog's notes: the one pet by name, else their own words for it. */
export const lovedAs = (person: Person) => (interest: StatedInterest) => onlyPet(person, interest)?.name ?? ownWords(interest);

/**
 * "Why this gift fits": one sentence built from what made the idea win — the interest in the visitor's own words,
 * the occasion, a trait — and what the idea does (its `why`). `plan` picks the sentence frame; a list gives each of
 * its ideas a different one, and never opens two of its reasons with the same words.
 */
export function reasonFor(person: Person, idea: IdeaFacts, tie: Tie, plan: number, used: Set<unknown> = new Set()): string {
  const nth = written.get(used) ?? 0;
  written.set(used, nth + 1);
  const w = words(person, idea, plan, tie, byNameIn(person, nth));
  const withDescription = (sentence: string) => (idea.why ? sentence : `${sentence} ${idea.description}`);
  // A love this list has told already need not be told again: the second idea on it says what it does.
  const toldBefore = (key: string) => used.has(`told:${key}`) || !used.add(`told:${key}`);
  switch (tie.kind) {
    case 'interest':
    case 'form':
    case 'parent': {
      const { interest } = tie;
      const stage = littleOne(person) && STAGES.has(interest.key);
      // Said to the parents, the stage is their child's: "Thinking of Mia and the baby", not "Mia and babies".
      // A place they are going to is said as the going ("with the move to Berlin in mind"), never as a love of it.
      // A pet of theirs by name: "dotes on Biscuit", never "loves cats".
      const pet = onlyPet(person, interest);
      const own = pet?.name ?? ownWords(interest);
      const label = stage ? childOf(person.age) : STAGES.has(interest.key) ? (person.conditions.has('twins') ? 'the twins' : STAGE_CHILD[interest.key]) : (interest.headedFor ?? own);
      const frames = stage
        ? LITTLE_ONE_NEED_FRAMES
        : interest.kind === 'need' || interest.headedFor
          ? CONDITIONS.has(interest.key) ? CONDITION_FRAMES : conditionNeeds.has(interest.key) ? NEED_FRAMES : LIFE_FRAMES
          : interest.kind === 'faith'
            ? FAITH_FRAMES
            : tie.kind === 'parent'
              ? PARENT_FRAMES
              : GUESSED.test(interest.said) && !interest.starting && !PAST.test(interest.said)
                ? GUESSED_FRAMES
                : DOING_FRAMES;
      // The broader thing an idea is about keeps the catalog's name ("pop music"); the loved thing itself, theirs, unless
      // they said it by a brand: a tumbler is more fitness for a lululemon fan, not "more lululemon".
      const topic = tie.topic === interest.label && !interest.byName ? own : tie.topic;
      // A love guessed at ("she likes her garden i think") is said as a guess once; after that it is theirs as any other.
      const loves = frames === DOING_FRAMES || frames === GUESSED_FRAMES;
      const ownable = loves && !interest.starting && !interest.byName && ['topic', 'activity'].includes(interest.kind) && !PERSON_NOUN.test(own);
      const again = toldBefore(interest.key) && loves && tie.kind !== 'parent' && !PERSON_NOUN.test(own);
      // Their own animals and a car are never "more": "And for Biscuit", "Another for Jo and her two labradors", not
      // "more cats for Jess" or "more labradors for Aunt Jo".
      const theirOwn = pet?.name ?? ownAnimals(person, interest) ?? ownMake(person, interest);
      const one = theirOwn !== undefined || interest.kind === 'car-model';
      const oneTopic = tie.topic !== interest.label ? topic : theirOwn ?? (/^the\s/i.test(topic) ? topic : `the ${topic}`);
      const said: Said = { ...doing(person, tie, theirOwn ?? label, idea, w, nth, used, theirOwn !== undefined), topic: one ? oneTopic : topic, label, ownable, one };
      // Said in the idea's own words with their name, where those speak of them and open unlike the list so far.
      if (again && w.whyNamed() && !used.has(openingOf(NAMED_AGAIN(w, said)))) {
        used.add(openingOf(NAMED_AGAIN(w, said)));
        return withDescription(NAMED_AGAIN(w, said));
      }
      const againFrames = one ? ONE_AGAIN_FRAMES : AGAIN_FRAMES.every((frame) => used.has(frame)) ? MANY_AGAIN_FRAMES : AGAIN_FRAMES;
      return withDescription(freshSentence(again ? againFrames : frames, plan, used, w, said));
    }
    case 'related': {
      // A need's neighbour (large print beside failing sight) is chosen for the need, which nobody "already enjoys".
      const label = ownMake(person, tie.interest) ?? ownWords(tie.interest);
      const [one, many] = GUESSED.test(tie.interest.said) ? SEEMS : ENJOYS;
      const does = `${agree(w, one, many)} ${label}`;
      return withDescription(freshSentence(tie.interest.kind === 'need' ? NEED_FRAMES : RELATED_FRAMES, plan, used, w, { does, doesOne: does, topic: tie.topic, label, loved: label }));
    }
    case 'occasion': {
      return withDescription(freshSentence(occasionFrames(person.occasion), plan, used, w, dayOf(person, w)));
    }
    case 'trait':
      return withDescription(freshSentence(TRAIT_FRAMES, plan, used, w, tie.trait));
    case 'none':
      return withDescription(freshSentence(NONE_FRAMES, plan, used, w));
  }
}

/** The verbs a reason says a love with, turning through a list: "loves tea", "is into tea". */
const LOVE_VERBS: [string, string][] = [
  ['loves', 'love'],
  ['is into', 'are into'],
  ['loves', 'love'],
  ['enjoys', 'enjoy'],
];

/**
 * What the person does or loves, as this reason says it: the visitor's own clause cut back to what the idea answers
 * ("loves books with flaps" of a lift-the-flap book, "loves books" of a chew-proof one), else a love of the thing. An
 * idea about the wider world of what they named answers the named thing by being wider: its clause stays whole.
 */
function doing(person: Person, tie: Extract<Tie, { interest: StatedInterest }>, label: string, idea: IdeaFacts, w: Words, nth: number, used?: Set<unknown>, pet = false): Pick<Said, 'does' | 'doesOne' | 'loved' | 'theirClause'> {
  const said = doesWhat(tie.interest.said, label);
  const known = `${label} ${tie.topic} ${tie.interest.label}`;
  const plain = said === `loves ${label}`;
  // Their work is no love: "just qualified as a nurse" is told as said, whatever the idea answers of it, and a job said
  // in a word as work in it.
  const clause =
    tie.interest.work && !pet
      ? plain ? `works in ${label}` : said
      : plain ? undefined : tie.kind === 'parent' ? said : answeredPart(said, `${idea.title} ${idea.description} ${idea.why ?? ''}`, known, tie.interest.phrase === undefined ? [] : [tie.interest.phrase]);
  // "Loves books with flaps" is a love, said as one: "given how much she loves books with flaps".
  const loved = clause?.match(/^(?:loves|adores|likes|enjoys) (.+)$/)?.[1] ?? label;
  if (clause) return { doesOne: clause, does: w.many ? pluralVerb(clause) : clause, loved, theirClause: true };
  // Someone new to it does not love it yet: "is getting into cooking", as "cooking for the first time" says.
  if (tie.interest.starting && !pet) return { doesOne: `is getting into ${label}`, does: `${w.is} getting into ${label}`, loved: label };
  // "Big foodie" is who they are, not a thing to love: "is a big foodie", "seems to be a big foodie".
  if (PERSON_NOUN.test(label)) {
    const is = GUESSED.test(tie.interest.said) ? agree(w, 'seems to be', 'seem to be') : w.is;
    const noun = w.many ? label.replace(/([^s])$/, '$1s') : withArticle(label);
    return { doesOne: `${GUESSED.test(tie.interest.said) ? 'seems to be' : 'is'} ${withArticle(label)}`, does: `${is} ${noun}`, loved: label };
  }
  // A guess is said as one: "seems to like coffee", never "loves coffee".
  // One "enjoys" gardening, but loves Rafa Nadal.
  // A pet is loved or doted on, never something one "is into".
  const verbs = pet ? PET_VERBS : ['topic', 'activity', 'cuisine'].includes(tie.interest.kind) ? LOVE_VERBS : LOVE_VERBS.slice(0, 2);
  // The first verb in turn that no reason of this list has opened with: "Marcus loves", then "Marcus is into".
  const turn = verbs.findIndex((_, at) => !used?.has(openingOf(`${w.Who} ${verbs[(nth + at) % verbs.length][w.many ? 1 : 0]}`)));
  const [one, many] = GUESSED.test(tie.interest.said) ? SEEMS : littleOne(person) ? LOVE_VERBS[0] : verbs[(nth + Math.max(0, turn)) % verbs.length];
  // A car is loved with its article: "loves the Mini Cooper", as one says it.
  const loves = tie.interest.kind === 'car-model' && !/^the\s/i.test(label) ? `the ${label}` : label;
  return { doesOne: `${one} ${loves}`, does: `${w.many ? many : one} ${loves}`, loved };
}
const SEEMS: [string, string] = ['seems to like', 'seem to like'];
const PET_VERBS: [string, string][] = [
  ['loves', 'love'],
  ['dotes on', 'dote on'],
];
/** Words for a kind of person rather than a thing one loves: "a big foodie", "a bit of a history nerd", "a plant mum". */
const PERSON_NOUN = /\b(plant (mum|mom|mama|dad|daddy|lady|parent|person)|foodie|nerd|geek|buff|junkie|addict|fiend|enthusiast|fanatic|aficionado|connoisseur|bookworm|petrolhead|gearhead|audiophile|cinephile|gamer|sneakerhead|techie|gym rat|snob|lover|nut|freak|devotee|obsessive)$/i;
const ENJOYS: [string, string] = ['enjoys', 'enjoy'];

/** The words a reason opens with: two reasons of one list that open alike read as a template. */
const openingOf = (sentence: string) => `opening:${(sentence.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).slice(0, 2).join(' ')}`;

/**
 * The sentence of the first of `frames` from `start` on that this list has not used yet, that opens unlike the list's
 * reasons so far and, when the person has a name, says it: the list is for Tom, and a reason about "it" alone could be
 * about anyone. Failing that, the sentence of the first frame it has not used.
 */
function freshSentence<A extends [Words, ...unknown[]]>(frames: readonly ((...args: A) => string)[], start: number, used: Set<unknown>, ...args: A): string {
  const [w] = args;
  let chosen: [(...args: A) => string, string] | undefined;
  for (let i = 0; i < frames.length; i++) {
    const frame = frames[(start + i) % frames.length];
    if (used.has(frame)) continue;
    const sentence = frame(...args);
    chosen ??= [frame, sentence];
    if (!used.has(openingOf(sentence)) && (w.pronoun || sentence.toLowerCase().includes(w.who.toLowerCase()))) {
      chosen = [frame, sentence];
      break;
    }
  }
  // Every frame said already (three ideas for a graduation): one said before, but opening unlike the list so far.
  if (!chosen)
    for (let i = 0; i < frames.length && !chosen; i++) {
      const frame = frames[(start + i) % frames.length];
      const sentence = frame(...args);
      if (!used.has(openingOf(sentence))) chosen = [frame, sentence];
    }
  const [frame, sentence] = chosen ?? [frames[start % frames.length], frames[start % frames.length](...args)];
  used.add(frame);
  used.add(openingOf(sentence));
  return sentence;
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
  (w, phrase) => `It is ${phrase}, so it respects what ${w.who} ${agree(w, 'avoids', 'avoid')}.`,
  (w, phrase) => `Being ${phrase}, it is one less thing for ${w.them} to check.`,
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
    (w) => `${w.It} asks nothing of ${w.them}: no reply, no thank-you, nothing to arrange.`,
    (w) => `Nothing ${w.who} ${agree(w, 'has', 'have')} to answer or return: just a sign that you are close by.`,
  ],
  fits: isThing,
};
const RECOVERY: Moment = {
  notes: [
    (w) => `${w.It} asks no effort of ${w.them} while getting better: nothing to reply to, nowhere to go.`,
    (w) => `Nothing ${w.who} ${agree(w, 'has', 'have')} to reply to or go out for while getting better: it simply arrives.`,
  ],
  fits: isThing,
};
// Very ill with no recovery ahead, a diagnosis, a spell of depression: presence, not "get well".
const PRESENCE: Moment = {
  notes: [(w) => `Something small that tells ${w.them} you are there, without asking anything back.`],
  fits: isThing,
};
// At a setback, warmth and confidence in them: pity would sting someone proud.
const SETBACK: Moment = {
  notes: [
    (w) => `${w.It} is a treat, not a consolation: it says you are in ${w.whose} corner.`,
    (w) => `A vote of confidence in ${w.them}, with no pity attached.`,
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
  (w: Words, memory: string) => `A nod to you and ${w.them}, too: ${memory}.`,
  (w: Words, memory: string) => `${w.It} has your story in it: ${memory}.`,
];
/** Said of an idea that is used up or done, to someone who wants fewer things: what it leaves behind is nothing. */
const FEWER_THINGS_NOTE = (w: Words) => `${w.It} leaves nothing to find room for afterwards, which suits ${w.them}.`;
const TRAIT_NOTES: ((w: Words, trait: string) => string)[] = [
  (w, trait) => `It suits ${w.whose} ${trait} side too.`,
  (w, trait) => `It plays to ${w.whose} ${trait} side.`,
  (w, trait) => `${w.Who} ${w.is} ${trait}, and ${w.it} suits that.`,
];
const ALSO_NOTES: ((w: Words, also: string) => string)[] = [
  (w, also) => `${w.It} speaks to ${w.whose} love of ${also} as well.`,
  (w, also) => `And it takes in ${also}, another of ${w.whose} loves.`,
  (w, also) => `${capitalize(also)} ${also.includes(' and ') ? 'come' : isOrAre(also, 'comes', 'come')} into it too, and ${w.who} ${agree(w, 'loves', 'love')} that.`,
];

/** The words that say someone is met through work, as the visitor names them ("boss", "my manager"). */
const AT_WORK = /\b(colleague|co-?worker|workmate|boss|manager|supervisor|client|employee|intern|ceo|director|line manager)\b/i;
/**
 * Through work, a gift about a hobby is the safe kind; said once a list, and only to someone known through work (a
 * neighbour or a teacher is not), in words that suit a boss or a client as well as a colleague.
 */
const WORK_NOTE = (w: Words, loves: string) => `Sticking to ${loves} keeps it personal but not private, the right distance between you and ${w.them} at work.`;
const atWork = (person: Person) => person.relationship === 'colleague' || AT_WORK.test(person.relation);
/** An occasion about the person and what they love: not a new baby, whose ideas are about the baby, nor a hard time. */
const ownOccasion = (person: Person) => !BABY_OCCASIONS.has(person.occasion.kind) && momentOf(person) === undefined;

/** "for ages 1 to 3", "from birth to age 2". */
const ageRange = ([from, to]: readonly [number, number]) => (from === 0 ? `from birth to age ${to}` : `for ages ${from} to ${to}`);
/** For a baby or toddler, what the giver most wants to know of a thing: that it is made for their age. */
const AGE_NOTE = (w: Words, idea: IdeaFacts) => `Suitable ${ageRange(idea.ages)}, so it suits ${w.them} now.`;

/** Whether a note says again four words running of its reason: the two are read together, and must not echo. */
function echoes(note: string, reason: string): boolean {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const said = ` ${words(reason).join(' ')} `;
  const noted = words(note);
  for (let at = 0; at + 4 <= noted.length; at++) if (said.includes(` ${noted.slice(at, at + 4).join(' ')} `)) return true;
  return false;
}

/** How long "why this gift fits" runs, reason and notes together, before a second note is left out: on a phone, five
 * ideas are read in four screens, and a third sentence seldom says more than the first two. */
const WHY_LENGTH = 200;

/**
 * The second reason: what else is true of the idea for this person, beyond the first reason — the limits it keeps,
 * what the hard time they are going through asks of it, a wish for no more things, another of their loves it is about,
 * a trait it suits; a hobby kept to between colleagues, a baby's age. Each is
 * said only when true of this idea, and a note about the person rather than the idea only once a list: `used` holds
 * what this list has said. A note never says the reason's words again (see echoes). When nothing is true beyond the first
 * reason, the note is that reason itself, which the page shows once: an empty compliment would be worse than nothing.
 * `reason` is the first reason, which the notes follow: a second note is said only while the two stay within WHY_LENGTH.
 */
export function personalNoteFor(person: Person, idea: IdeaFacts, tie: Tie, plan: number, used: Set<unknown>, reason: string): string {
  // The notes may be shown apart from the reason (the page's "why it's personal"), so they say who by name: "she"
  // alone would be said of no one.
  // Worked out only for a note that is written: most ideas get none.
  let namedWords: Words | undefined;
  const named = () => (namedWords ??= words(person, idea, plan + 1, tie, Boolean(person.name)));
  const turn = plan + person.seed;
  const notes: string[] = [];
  const once = (said: unknown) => !used.has(said) && Boolean(used.add(said));
  // A memory of theirs the idea is about says most of all that the giver knows them: it leads, once a list.
  const memory = 'interest' in tie && tie.kind !== 'related' ? person.memories.get(tie.interest.key) : undefined;
  if (memory && once(`memory:${memory}`)) notes.push(MEMORY_NOTES[turn % MEMORY_NOTES.length](named(), memory));
  const kept = idea.keeps.map((flag) => KEPT[flag]).filter((phrase): phrase is string => Boolean(phrase));
  if (kept.length && unspoken(KEPT_NOTES, used)) notes.push(fresh(KEPT_NOTES, hash(`${plan}${idea.title}`), used)(named(), listOf(kept.slice(0, 2))));
  const moment = momentOf(person);
  if (moment?.fits(idea) && once(moment)) notes.push(moment.notes[turn % moment.notes.length](named(), idea));
  if (person.wantsFewerThings && idea.leavesNothingBehind && once(FEWER_THINGS_NOTE)) notes.push(FEWER_THINGS_NOTE(named()));
  // Another of their loves the idea is about says more of them than a trait, so it comes first.
  if (idea.alsoAbout.length && unspoken(ALSO_NOTES, used)) notes.push(fresh(ALSO_NOTES, turn, used)(named(), listOf(idea.alsoAbout.slice(0, 2))));
  // A trait is spoken of only when the idea suits it: "right for someone shy" must be true of the thing.
  const trait = tie.kind === 'trait' ? undefined : idea.traits.map((key) => person.traits.get(key)).find(Boolean);
  // Each trait once a list: "adventurous" said of three ideas reads as a template, not as knowing them.
  if (trait && unspoken(TRAIT_NOTES, used) && once(`trait:${trait}`)) notes.push(fresh(TRAIT_NOTES, turn, used)(named(), trait));
  const loved = 'interest' in tie && tie.kind !== 'related' && !unlovedKinds.has(tie.interest.kind);
  if (notes.length === 0 && loved && atWork(person) && ownOccasion(person) && once(WORK_NOTE)) notes.push(WORK_NOTE(named(), ownWords(tie.interest)));
  const young = littleOne(person) && (idea.ages[0] > 0 || idea.ages[1] < 14);
  if (notes.length === 0 && young && once(AGE_NOTE)) notes.push(AGE_NOTE(named(), idea));
  // A note that says the reason's words again adds nothing: "her love of tea" after "she loves tea" is an echo.
  const unechoed = notes.filter((note) => !echoes(note, reason));
  if (unechoed.length === 0) return reason;
  notes.splice(0, notes.length, ...unechoed);
  // Two notes at most, the order turning with the plan so lists do not read alike; the first alone when two run long.
  const chosen = notes.length > 2 ? [notes[0], notes[1 + (plan % (notes.length - 1))]] : notes;
  if (chosen.length === 2 && reason.length + chosen[0].length + chosen[1].length + 2 > WHY_LENGTH) return notes[0];
  return (plan % 2 === 1 ? chosen.reverse() : chosen).join(' ');
}
