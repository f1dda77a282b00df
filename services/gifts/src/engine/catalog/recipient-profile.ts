import { NO_BUDGET_LIMIT, type RecipientInfo } from '@presently/proto';
import type { Vocabulary } from './catalog';

/** What the catalog engine understood of a request: every later step reads this, never the raw text. */
export interface RecipientProfile {
  /** The recipient's name, cleaned for use in sentences ('' when none was given). */
  name: string;
  /** How sentences refer to them: the name, or 'your sister'-style wording from the relationship. */
  who: string;
  relationship: string;
  occasion: string;
  /** The occasion in words ('birthday', or the visitor's own for 'other: …'). */
  occasionLabel: string;
  age: number;
  gender?: string;
  /** Interest keys with the visitor's own words for them, in the order given. */
  interests: Map<string, string>;
  traits: Map<string, string>;
  /** Interests the visitor said the recipient does not want ("no gadgets", "hates sport"). */
  avoidInterests: Set<string>;
  /** Catalog exclusion flags the recipient's constraints rule out. */
  exclusions: Set<string>;
  /** Faiths named, whose religious gifts are then allowed. */
  faiths: Set<string>;
  /** Core words of each past gift, never to be repeated. */
  pastGifts: string[][];
  /** Infinity when the visitor ticked 'no constraint'. */
  budget: number;
  /** A stable number for this request, so the same input always gives the same list. */
  seed: number;
}

const normalize = (text: string) => ` ${text.toLowerCase().replace(/[’`]/g, "'").replace(/[^a-z0-9'\- ]+/g, ' ').replace(/\s+/g, ' ').trim()} `;

/** Words and phrases that switch the rest of a clause to "does not want". */
const NEGATION = /\b(doesn'?t|does not|don'?t|do not|didn'?t|isn'?t|is not|not|no|never|hates?|dislikes?|can'?t stand|cannot stand|not a fan of|allergic to|avoids?|without|free of|steer clear of|anything but)\b/;

/** Constraints stated outright, wherever they appear. */
const STATED: [RegExp, string[]][] = [
  [/\bvegan\b/, ['animal-products', 'meat', 'pork', 'beef', 'dairy', 'eggs', 'seafood', 'leather', 'wool', 'fur']],
  [/\b(vegetarian|veggie|plant[- ]based)\b/, ['meat', 'pork', 'beef', 'seafood']],
  [/\bpescatarian\b/, ['meat', 'pork', 'beef']],
  [/\b(halal|muslim|islam|islamic)\b/, ['pork', 'alcohol']],
  [/\b(kosher|jewish|judaism)\b/, ['pork', 'seafood']],
  [/\bhindu\b/, ['beef', 'leather']],
  [/\b(sober|sobriety|teetotal(er|ler)?|recovering alcoholic|alcohol[- ]free|non[- ]?drinker|in recovery)\b/, ['alcohol']],
  [/\b(celiac|coeliac|gluten[- ]free|gluten intolerant)\b/, ['gluten']],
  [/\b(lactose|dairy[- ]free)\b/, ['dairy']],
  [/\b(nut allergy|peanut allergy|tree nut|nut[- ]free)\b/, ['nuts']],
  [/\b(shellfish|seafood) allergy\b/, ['seafood']],
  [/\begg allergy\b/, ['eggs']],
  [/\b(diabetic|diabetes|sugar[- ]free)\b/, ['sugar']],
  [/\b(decaf|caffeine[- ]free)\b/, ['caffeine']],
  [/\b(fragrance[- ]free|scent[- ]free|sensitive to (scents|smells|fragrance))\b/, ['fragrance']],
  [/\b(minimalist|minimalism|declutter(ing|ed)?|tiny (home|apartment))\b/, ['clutter']],
  [/\b(technophobe|screen[- ]free|digital detox)\b/, ['gadgets', 'screen-time']],
  [/\b(afraid of flying|fear of flying|homebody)\b/, ['travel']],
  [/\b(afraid of heights|fear of heights)\b/, ['heights']],
  [/\b(can'?t swim|afraid of water)\b/, ['water-activity']],
  [/\b(bad (knees|back|hip)|injur(y|ed)|wheelchair|limited mobility|pregnant|recovering from surgery)\b/, ['physical-exertion']],
  [/\b(animal rights|cruelty[- ]free)\b/, ['animal-products', 'fur', 'leather']],
  [/\b(pacifist)\b/, ['violence']],
];

/** What a negated word rules out ("doesn't drink" → alcohol). */
const NEGATED: [RegExp, string[]][] = [
  [/\b(drinks?|drinking|alcohol|booze|liquor|spirits|wine|beer|whisk(e)?y)\b/, ['alcohol']],
  [/\b(meat|chicken)\b/, ['meat']],
  [/\b(pork|bacon|ham)\b/, ['pork', 'meat']],
  [/\bbeef\b/, ['beef', 'meat']],
  [/\b(dairy|milk|cheese|lactose)\b/, ['dairy']],
  [/\b(nuts?|peanuts?|almonds?)\b/, ['nuts']],
  [/\b(gluten|wheat|bread)\b/, ['gluten']],
  [/\b(eggs?)\b/, ['eggs']],
  [/\b(fish|seafood|shellfish)\b/, ['seafood']],
  [/\b(coffee|caffeine)\b/, ['caffeine']],
  [/\b(sugar|sweets|candy|sugary)\b/, ['sugar']],
  [/\b(gadgets?|tech|technology|electronics|devices?)\b/, ['gadgets']],
  [/\b(screens?|video games?|gaming|tv)\b/, ['screen-time']],
  [/\b(clutter|knick[- ]knacks?|trinkets?|ornaments?|stuff|dust collectors?)\b/, ['clutter']],
  [/\b(perfumes?|fragrances?|scents?|scented)\b/, ['fragrance']],
  [/\bleather\b/, ['leather']],
  [/\bwool\b/, ['wool']],
  [/\bfur\b/, ['fur']],
  [/\b(travel(ing|ling)?|flying|trips?)\b/, ['travel']],
  [/\bheights\b/, ['heights']],
  [/\b(water|swimming)\b/, ['water-activity']],
  [/\b(animals?|pets?)\b/, ['live-animals']],
  [/\b(exercise|working out|work out|sports?|strenuous)\b/, ['physical-exertion']],
  [/\b(gambling|betting|casinos?)\b/, ['gambling']],
  [/\b(violence|violent|weapons?|guns?)\b/, ['violence']],
  [/\b(subscriptions?)\b/, ['subscription']],
  [/\b(religious|religion)\b/, ['religious-symbols']],
];

/** Faiths, and words that mark a catalog gift as belonging to each. */
export const FAITHS: Record<string, RegExp> = {
  christian: /\b(christian|catholic|cross|rosary|bible|church|nativity|advent)\b/i,
  jewish: /\b(jewish|judaica|menorah|hanukkah|mezuzah|shabbat|seder)\b/i,
  muslim: /\b(muslim|islamic|quran|prayer mat|prayer rug|ramadan|eid|tasbih)\b/i,
  hindu: /\b(hindu|diwali|diya|ganesh|puja)\b/i,
  buddhist: /\b(buddhist|buddha|mala|dharma)\b/i,
};
const FAITH_WORDS: [RegExp, string][] = [
  [/\b(christian|catholic|church ?goer|goes to church)\b/, 'christian'],
  [/\b(jewish|judaism|observant jew)\b/, 'jewish'],
  [/\b(muslim|islam|islamic)\b/, 'muslim'],
  [/\bhindu\b/, 'hindu'],
  [/\bbuddhist\b/, 'buddhist'],
];

const PAST_GIFT_STOPWORDS = new Set(
  'a an the some of for and with set kit her his their him them last year years ago gave got given bought already has have had new nice pair gift gifts card from my our this that it one two few lots lot'.split(' '),
);

export const stem = (word: string) => word.replace(/'s$/, '').replace(/(ies)$/, 'y').replace(/(ches|shes|sses|xes)$/, (end) => end.slice(0, -2)).replace(/s$/, '');
export const coreWords = (text: string) =>
  normalize(text)
    .trim()
    .split(' ')
    .filter((word) => word.length > 1 && !PAST_GIFT_STOPWORDS.has(word))
    .map(stem);

/**
 * A matcher from the vocabulary: every phrase people use for an interest or trait, looked up by word n-grams,
 * longest first, left to right, with plurals tolerated. Linear in the words of the text.
 */
export class VocabularyMatcher {
  private readonly interestOf = new Map<string, string>();
  private readonly traitOf = new Map<string, string>();
  private readonly longest: number;

  constructor(readonly vocabulary: Vocabulary) {
    this.index(vocabulary.interests, this.interestOf);
    this.index(vocabulary.traits, this.traitOf);
    this.longest = Math.max(...[...this.interestOf.keys(), ...this.traitOf.keys()].map((phrase) => phrase.split(' ').length));
  }

  private index(entries: Record<string, string[]>, index: Map<string, string>): void {
    for (const [key, words] of Object.entries(entries)) {
      for (const word of [key.replace(/-/g, ' '), key, ...words]) {
        const phrase = normalize(word).trim();
        if (phrase && !index.has(phrase)) index.set(phrase, key);
      }
    }
  }

  /** Interest or trait keys found in a clause, each with the words that named it. */
  find(kind: 'interests' | 'traits', clause: string): [string, string][] {
    const index = kind === 'interests' ? this.interestOf : this.traitOf;
    const words = normalize(clause).trim().split(' ').filter(Boolean);
    const found: [string, string][] = [];
    for (let start = 0; start < words.length; ) {
      let taken = 1;
      for (let size = Math.min(this.longest, words.length - start); size >= 1; size--) {
        const phrase = words.slice(start, start + size).join(' ');
        const base = [phrase, phrase.replace(/es$/, ''), phrase.replace(/s$/, '')].find((candidate) => index.has(candidate));
        if (base) {
          found.push([index.get(base)!, base]);
          taken = size;
          break;
        }
      }
      start += taken;
    }
    return found;
  }
}

const RELATION_WORDS: Record<string, string> = {
  partner: 'your partner',
  parent: 'your parent',
  child: 'your child',
  friend: 'your friend',
  colleague: 'your colleague',
};

/** A name fit for a sentence: no markup, no control characters, short. */
export function cleanName(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>{}[\]\\`$|^~*_#=]/g, ' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
    .trim();
}

const clauses = (text: string) => text.split(/[,.;!?\n]+|\bbut\b|\bhowever\b|\bthough\b/i).filter((part) => part.trim());

/** FNV-1a; `start` continues a hash already taken over a prefix, so hash(b, hash(a)) equals hash(a + b). */
function hash(text: string, start = 2166136261): number {
  let value = start;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/** Reads a gift request the way a thoughtful shop assistant would. */
export function readRecipient(info: RecipientInfo, matcher: VocabularyMatcher): RecipientProfile {
  const name = cleanName(info.name ?? '');
  const [relationship, relationshipOther] = splitOther(info.relationship);
  const [occasion, occasionOther] = splitOther(info.occasion);
  const interests = new Map<string, string>();
  const traits = new Map<string, string>();
  const avoidInterests = new Set<string>();
  const exclusions = new Set<string>();

  const read = (text: string, kind: 'interests' | 'traits', into: Map<string, string>) => {
    for (const clause of clauses(text)) {
      const negation = normalize(clause).match(NEGATION);
      const normalized = normalize(clause);
      const cut = negation ? normalized.indexOf(negation[0]) : normalized.length;
      for (const [key, words] of matcher.find(kind, normalized.slice(0, cut))) if (!into.has(key)) into.set(key, words);
      if (!negation) continue;
      const negated = normalized.slice(cut);
      for (const [key] of matcher.find('interests', negated)) avoidInterests.add(key);
      for (const [pattern, flags] of NEGATED) if (pattern.test(negated)) flags.forEach((flag) => exclusions.add(flag));
    }
  };
  read(info.interests, 'interests', interests);
  read(info.personality ?? '', 'traits', traits);
  // Personality text often names interests too ("outdoorsy, loves gardening"), and interests text traits.
  read(info.personality ?? '', 'interests', interests);
  read(info.interests, 'traits', traits);
  read(info.culturalConsiderations ?? '', 'interests', new Map());
  for (const key of avoidInterests) interests.delete(key);

  const everything = normalize([info.interests, info.personality, info.culturalConsiderations, relationshipOther, occasionOther].join(' . '));
  for (const [pattern, flags] of STATED) if (pattern.test(everything)) flags.forEach((flag) => exclusions.add(flag));
  if (traits.has('minimalist')) exclusions.add('clutter');
  if (avoidInterests.has('tech') || avoidInterests.has('gadgets')) exclusions.add('gadgets');
  const faiths = new Set(FAITH_WORDS.filter(([pattern]) => pattern.test(everything)).map(([, faith]) => faith));

  const budget = info.budget >= NO_BUDGET_LIMIT && info.budget < NO_BUDGET_LIMIT + 1 ? Infinity : info.budget;
  const pastGifts = (info.pastGifts ?? '')
    .split(/[,;/\n]+|\band\b/i)
    .map(coreWords)
    .filter((words) => words.length > 0);

  return {
    name,
    who: name || RELATION_WORDS[relationship] || 'them',
    relationship,
    occasion,
    occasionLabel: OCCASION_LABELS[occasion] ?? (cleanName(occasionOther) || 'special occasion'),
    age: info.age ?? 30,
    gender: info.gender,
    interests,
    traits,
    avoidInterests,
    exclusions,
    faiths,
    pastGifts,
    budget,
    seed: hash(JSON.stringify([name.toLowerCase(), info.relationship, info.occasion, info.age, info.gender, info.interests, info.personality, info.pastGifts, info.culturalConsiderations, info.budget])),
  };
}

const OCCASION_LABELS: Record<string, string> = {
  birthday: 'birthday',
  anniversary: 'anniversary',
  christmas: 'Christmas',
  graduation: 'graduation',
  wedding: 'wedding',
  'just-because': 'just-because surprise',
};

function splitOther(value: string): [string, string] {
  const match = value.match(/^other:\s*(.*)$/s);
  return match ? ['other', match[1].trim()] : [value, ''];
}

export { hash };
