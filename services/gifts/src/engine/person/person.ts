import { NO_BUDGET_LIMIT, type RecipientInfo } from '@presently/proto';
import { arrivalNeeds, conditionNeeds, itemKinds, keptAnimals, MILESTONE, milestoneNeeds, MOVING, PREGNANCY_LOSS, type Catalog, type ExclusionFlag, type Interest } from '../catalog/catalog';
import { titleHead } from '../catalog/kinds';
import { fold, InterestLexicon, JOB_AWAY, plannedPlaces, PLAYS_IT, readClause, statedAs, TITLED_THINGS, tokens, type StatedInterest } from './interests';
import { livesOutsideUK, movesWithinCountry, readWhereabouts, whereaboutsLimits } from './country';
import { platformsIn, type Platform } from './platforms';
import { CUTTING_BACK, givenUp, negatedLimits, NEGATION, saysLimit, saysWeakHands, statedLimits } from './limits';
import { FESTIVAL_PEOPLES, keptAs } from './festivals';
import { LEARNING_KEY, peoplesCapitalised, READS_KEY, readTongues, withoutEnglishTalk, type Tongues } from './languages';
import { ACHIEVEMENT, anniversaryYear, HARD_TIME, HEN_DO, henOrStagDo, KEEPSAKE_ASKED, lossOf, PARENTAL_LEAVE, QUIET_WEDDING, readOccasion, SOBRIETY, STAG_DO, type Kin, type Occasion } from './occasion';
import { plainly } from './sayings';
import { settleAmbiguous, unsettledQuestions } from './settling';
import { Spelling } from './spelling';
import { capitalize, cleanName, coreWords, escapeRegExp, hash, normalize } from './text';

export type { StatedInterest } from './interests';

/** Who the giver is to the person, which sets what may be given and in what voice. */
export type Register = 'romantic' | 'family' | 'friend' | 'professional';
/** An animal of theirs the visitor named: "her dog Biscuit", "their cat, Mochi". */
export interface Pet {
  name: string;
  /** What it is, as a sentence about it names it: 'dog', 'cat', 'horse'. A breed is its animal: a cockapoo is a dog. */
  animal: string;
}

/**
 * A thing they already have ("has a V60", "already owns a Kindle", "has every LEGO set"): one more of it is no gift,
 * though what goes with it (a V60 scale, a Kindle case, a case to show the LEGO off) may be the best one.
 */
export interface Owned {
  /** The words of its name, in order, without the everyday word for the kind of thing it is: "stanley" of "Stanley cup", "harry potter" of "Harry Potter books". */
  names: string[];
  /** Books, when what they have is books ("all the Harry Potter books"): only then is a book one of them. */
  books: boolean;
  /**
   * What the thing is, by the interests its name says (a Kindle is an e-reader, a Stanley cup a Stanley tumbler): the
   * interest, and the thing its label names ("e-reader", "tumbler").
   */
  kinds: { interest: string; head: string }[];
}

/** Which gendered things may be given: neutral gives none. */
export type Audience = 'male' | 'female' | 'neutral';

export interface Pronouns {
  subject: 'he' | 'she' | 'they';
  object: 'him' | 'her' | 'them';
  possessive: 'his' | 'her' | 'their';
}

/**
 * Everything both engines understand of a request, read once: every later step — choosing, checking, writing — reads
 * this, never the raw text.
 */
export interface Person {
  /** The recipient's name, cleaned for sentences ('' when none was given). */
  name: string;
  /** How sentences refer to them: the name, or 'your sister'. */
  who: string;
  pronouns: Pronouns;
  /** A couple or a family ("Priya & Jess", "my neighbours"): spoken of as 'they', with plural verbs. */
  plural: boolean;
  relationship: string;
  /**
   * The wizard's relationships whose ideas suit them (an item's `relationships`): the one chosen, or for one typed
   * after 'other:' the nearest, with 'other' itself, which marks ideas for the wider family. Empty when the typed words
   * name no one known: then no idea is refused for its relationships.
   */
  giftedAs: ReadonlySet<string>;
  /** The relationship in the visitor's words ('sister', 'boss'), or the wizard's. */
  relation: string;
  register: Register;
  occasion: Occasion;
  /** undefined when the visitor gave none and nothing said suggests one. */
  age?: number;
  /** When no age was given, the ages their words allow ("grandma", "at uni", "just started school"), `age` among them. */
  ageGuessed?: readonly [number, number];
  audience: Audience;
  interests: StatedInterest[];
  /** Trait keys with the visitor's words for them. */
  traits: Map<string, string>;
  /** Interest keys the visitor said the person does not want ("no gadgets", "hates sport"). */
  avoidInterests: Set<string>;
  /** What must not be given: flags of the catalog's exclusionFlags. */
  limits: Set<ExclusionFlag>;
  /** Which anniversary, when the visitor said ("our 10th", "ruby wedding"). */
  anniversary?: number;
  /** Their loss is an animal's ("their dog Biscuit died"): its memorials are the ideas that fit. */
  petDied: boolean;
  /** Their animals the visitor named: reasons call them by name ("a portrait of Biscuit"), not "her dog". */
  pets: Pet[];
  /** What they already have: another of it is never offered. */
  owned: Owned[];
  /** Two brides or two grooms were said ("her wife", "two grooms"): "Mrs & Mrs" gifts are never assumed otherwise. */
  sameSexCouple: boolean;
  /**
   * Conditions said of them anywhere ("a bit deaf", "had a knee replacement"), the animals they keep, a baby of
   * theirs: what ideas made for one of these need.
   */
  conditions: Set<string>;
  /**
   * For a couple, the loves said of one of the two ("Priya is really into interior design"): at their wedding the gift is
   * for both, so only what they share (a print for their home) serves these.
   */
  onesOwn: ReadonlySet<string>;
  /** A partner of weeks or months ("early days", "my new girlfriend"): nothing that says forever yet. */
  newRomance: boolean;
  /**
   * What the visitor shares with them, by the interest it is about, told back to the giver: ramen's is "your first date
   * was at a ramen place", Paris's "Paris, where you proposed".
   */
  memories: Map<string, string>;
  /** Someone who has everything or wants no more things: things used up or done beat things kept. */
  wantsFewerThings: boolean;
  /** The visitor asked for something for their work ("for her classroom", "something for his desk"): its tools are welcome. */
  asksForWork: boolean;
  /** The consoles or computers they play on, when said: games for another one are no gift. */
  platforms: ReadonlySet<Platform>;
  /** Someone who asked for nothing to keep at all ("experiences or consumables only"): no thing is offered. */
  noThings: boolean;
  /** Nothing places them in Britain (they live elsewhere, or write as an American does): Britain's own things are no use to them. */
  farFromBritain: boolean;
  /** The places the lexicon knows where they live, said ("lives in Manhattan": New York), with those they lie in. */
  homePlaces: ReadonlySet<string>;
  /** A gift with nothing to post is welcome ("it has to ship to Lagos or be something digital"): e-gifts and online classes first. */
  prefersDigital: boolean;
  faiths: Set<string>;
  /** The cooking of their people ('indian-food' for a Hindu aunt at Diwali): what a cook among them cooks most. */
  homeCuisines: ReadonlySet<string>;
  /** The languages they read, speak or learn, and the peoples they belong to (see readTongues). */
  tongues: Tongues;
  /** Core words of each past gift, never to be repeated. */
  pastGifts: string[][];
  /** Infinity when the visitor ticked 'no constraint'. */
  budget: number;
  /** A stable number for this request, so the same input gives the same list. */
  seed: number;
}

/**
 * A text's clauses: lists and asides split, "and" kept, so "drum and bass" and "Dungeons & Dragons" stay whole. A
 * clause in brackets is a detail of the one before ("anime (One Piece)", "knitting (can't anymore)").
 */
const clauses = (text: string) =>
  text
    .split(/(\([^()]*\)?)/)
    // The full stop of "esp." or "incl." ends no clause: "big F1 fan, esp. Mercedes" narrows to the team; nor does the
    // dot of a website ("chess.com"), nor that of a number's "No." ("Chanel No. 5").
    .flatMap((part) => part.split(/(?:[,;!?\n/|()]|(?<!\b(?:esp|incl))\.(?![a-z])(?!(?<=\bno\.)\s?\d))+|\s(?:but|however|though|although)\s/i).map((clause) => ({ clause, bracketed: part.startsWith('(') })))
    .filter(({ clause }) => clause.trim());

/** Words that open a clause narrowing the one before to what leads: "F1, especially Ferrari", "music, mostly jazz". */
const NARROWING = /^ (especially|esp|particularly|in particular|mostly|mainly|above all|specifically|primarily|chiefly|largely|big on|but mostly) /;
/**
 * Words that put a love in the past, when the body or life no longer allows it: "woodworking back in the day", "used to
 * play rugby", "knitting (can't really anymore)", "used to be really into wine", "was a keen cyclist before her knee op",
 * "played cricket for years but stopped", "tennis until her knees went". Not a role that was theirs ("used to be a
 * carpenter"), still loved. A name of what they loved ("was a huge Bowie fan") stays in the clause to be read.
 */
const PAST_LOVE = new RegExp(
  `\\b(${[
    /back in the day|in (his|her|their) (day|youth|prime|younger days|student days|uni days|school days)|in a (previous|past|former|other) life/,
    /when (he|she|they) (was|were) (younger|young|a (kid|child|boy|girl|teenager|student))|as a (kid|child|boy|girl|teen|teenager|youngster|lad)/,
    // An operation or the children behind them, not one to come: "before her knee op", not "before her op next week".
    /before (her|his|their|the) ([a-z-]+ ){0,2}((op|operation|surgery|injury|accident|stroke|illness|diagnosis|replacement)(?! (next|this|in|on|at|coming|soon|later)\b)|(kids|children|baby|babies|twins) (came along|arrived|were born|was born))|before (kids|children)\b/,
    /used to(?! be (a|an)\b)|no longer|not any ?more|retired from/,
    // "Loved knitting", "she loved dancing", leading the clause: told in the past, a love that was; one loved all their
    // life, since the 80s or still is theirs now ("loved Elvis all his life").
    /(?<=^ ?)((she|he|they) )?(always )?loved(?= [a-z])(?!.*\b(all (his|her|their) (life|lives|days)|(ever )?since|forever|still)\b)/,
    /until (recently|a few years (ago|back)|(her|his|their) ([a-z]+ )?(knees?|hips?|back|body|eyes|hands|shoulders?) (went|gave (out|up|in)|got (bad|worse)|packed up))/,
    // "Ballroom dancing (his hip's bad now though)": the body that did it is not up to it any more.
    /(her|his|their|my) (knees?|hips?|back|body|eyes|hands|shoulders?|legs|joints)('s|'re| is| are) (bad|shot|gone|knackered|wrecked|done|too (bad|stiff|weak|sore)) (now|these days)/,
    /(can'?t|cannot|can not|couldn'?t|unable to)( \w+){0,3} any ?more|(can'?t|cannot) (do|manage) (it|that|this)( \w+)?/,
    // "Was a keen cyclist", "used to be a big reader", "once an avid golfer", "was really into wine".
    /(used to be|was|were|once) (a|an) (really |very )?(keen|avid|big|huge|massive|serious|mad|die-?hard|passionate|fanatical|regular|enthusiastic|committed|devoted|dedicated|competitive|obsessive|proper|total)/,
    /(was|were) (really |very |so |super |pretty |quite |totally |always )?(into|keen on|mad (about|on|for)|obsessed with|crazy about|big on|big into|hooked on|passionate about|in love with)/,
    /(was|were) (a|an)(?=( [\w'&-]+){1,3} (fan|fans|nut|buff|fanatic|addict|enthusiast|geek|nerd|devotee|lover|supporter)\b)/,
  ]
    .map((part) => `(${part.source})`)
    .join('|')})\\b`,
  'i',
);
/** The same words, to take out of a clause wherever they are, so what is left names what was loved. */
const PAST_WORDS = new RegExp(PAST_LOVE.source, 'gi');
/**
 * Words that say a love had to stop, said away from the love itself: "can't dance like he used to", "can't ride any
 * more", "had to give up tennis", "no longer drives". A "can't" alone is a limit ("can't have dairy"), not a love over.
 */
const STOPPED =
  /\b((can'?t|cannot|can not|unable to|not able to)( [a-z'-]+){1,4} (like (he|she|they) used to|any ?more|these days)|(had to |has had to )?(give|gave|given) up|had to stop|no longer)\b/;
/** A clause that only says a love was given up, after the clause that named it: "stopped", "gave it up years ago", "hung up his boots". */
const GAVE_IT_UP =
  /^ (but |and |though |although |then )?((he|she|they|has|have|had|since) )*(stopped|quit|given (it |that |them )?up|gave (it |that |them )?up|packed (it |that )?in|hung up (his|her|their) [a-z]+( [a-z]+)?)( (now|years ago|a while (ago|back)|since|recently|last year|for good|completely|(after|when|because of|due to|with) [a-z' ]{1,40}))? $/;
/** Whether a clause opens with its past ("not any more", "but stopped", "no longer"): then it speaks of the love before it. */
function opensWithPast(lower: string): boolean {
  const past = PAST_LOVE.exec(lower);
  return past !== null && OPENS_PAST.test(lower.slice(0, past.index));
}

/** A clause of what was and what is ("used to play rugby and now coaches it"), as two: the past, then the present. */
function thenAndNow(part: { clause: string; bracketed: boolean }): { clause: string; bracketed: boolean }[] {
  const past = PAST_LOVE.exec(part.clause);
  const now = past ? NOW.exec(part.clause.slice(past.index + past[0].length)) : null;
  if (!past || !now) return [part];
  const at = past.index + past[0].length + now.index;
  return [
    { clause: part.clause.slice(0, at), bracketed: part.bracketed },
    { clause: part.clause.slice(at), bracketed: part.bracketed },
  ];
}

/** Words that turn a clause from what was to what is: "used to play rugby and now coaches it". */
const NOW = /\b(now|these days|nowadays|instead|still)\b/i;
/** Words that say a love of long ago goes on: "loved Lego as a kid and still does", "was a keen golfer, still plays". */
const STILL_DOES =
  /^ (and |but )?((he|she|they) )?(still|yet) (does|do|is|are|plays?|loves?|enjoys?|goes|rides|runs|swims|reads|dabbles|has)( (it|them|now|a bit|sometimes|occasionally|when (he|she|they) can|the odd [a-z]+))? $/;
/** Words that say a love put in the past is followed still: "now watches it", "still follows the rugby". */
const STILL_FOLLOWS =
  /\b((now|still|these days|nowadays|just|only) (\w+ )?(watch|watches|watching|follows?|following|supports?|goes to (watch|see|games|matches))|(watch(es|ing)?|follows?|following) (it|them))\b/;
/** The telly, read from "watches it on TV": how they follow a love, no love of its own. */
const TELEVISION = 'tv';
/** Indoor plants, and the garden's: "plants" is one or the other by where they grow. */
const HOUSEPLANTS = 'houseplants';
const GARDENING = 'gardening';
/** A name followed rather than done: loved once, its records and its history honour the memory, never a ticket or a kit. */
const FOLLOWED_KINDS: ReadonlySet<string> = new Set(['music-artist', 'sports-team', 'motorsport-team', 'athlete', 'tv-show', 'film-franchise', 'anime', 'author', 'book-series']);
/** Words before the past in a clause that say nothing of their own: "but stopped", "she gave it up". */
const OPENS_PAST = /^( (but|and|though|although|then|he|she|they|has|have|had|since|\())* ?$/;

/**
 * Words of a personality that say what they love or do all the time: "loves gardening", "drinks an obscene amount of
 * tea", "always has a book on the go", "can't get enough of chocolate", "hooked on sudoku".
 */
const LOVED_IN_PERSONALITY =
  /\b(loves?|into|enjoys?|likes?|fan of|obsessed|passionate about|mad about|crazy about|hooked on|addicted to|can'?t get enough of|drinks|eats|lives on|always has|always (\w+ing)|constantly (\w+ing)|collects)\b/i;

/** Words of a love long known or taken to heart, said aside: "(knows more than me)", "(deadly serious about it)". */
const DEVOTED =
  /\b(knows (more|everything|it all|all about|loads|so much|every)|more than (me|us|anyone|most)|(deadly|dead|very|super|really|so) serious|takes? (it|them) (very |really |so |deadly )?seriously|expert|encyclop(a)?edi\w*|obsess\w*|fanatic\w*|lives for (it|them))\b/;

const FAITH_KEY_END = '-faith';
/** How a faith's interest is keyed: "jewish-faith" for Jewish. */
export const faithKey = (faith: string) => `${faith}${FAITH_KEY_END}`;
/** The faith an interest is of ("jewish" of "jewish-faith"), when it is a faith's. */
export const faithOf = (key: string | undefined) => (key?.endsWith(FAITH_KEY_END) ? key.slice(0, -FAITH_KEY_END.length) : undefined);

/** A place of worship, not a game, a band, a street or a film star: "Temple Run", "Stone Temple Pilots", "Temple Bar". */
const TEMPLE = /(?<!\b(shirley|stone) )\btemples?\b(?! (run|bar|pilots|university|of doom)\b)/;

/** Churches of the Eastern tradition, as people name them: "Greek Orthodox", "the Orthodox church". */
const ORTHODOX = '(greek|russian|eastern|serbian|romanian|ukrainian|bulgarian|georgian|coptic|ethiopian|eritrean|antiochian|armenian) orthodox|orthodox (christian|church)';
const FAITH_WORDS: [RegExp, string][] = [
  [new RegExp(`\\b(christian|catholic|church ?goer|goes to church|protestant|${ORTHODOX}|baptist|methodist|anglican|evangelical)\\b`), 'christian'],
  [/\b(catholic|goes to mass)\b/, 'catholic'],
  [new RegExp(`\\b(${ORTHODOX})\\b`), 'orthodox'],
  [/\b(jewish|judaism|observant jew|kosher|shabbat|synagogue)\b/, 'jewish'],
  [/\b(muslim|islam|islamic|halal|mosque|ramadan|eid)\b/, 'muslim'],
  // Not "temple": a Jew, a Buddhist and a Sikh say it too (see PersonReader.unsettled).
  [/\b(hindu|hinduism|diwali|mandir|puja|pooja)\b/, 'hindu'],
  [/\b(sikh|sikhism|gurdwara|vaisakhi)\b/, 'sikh'],
  [/\b(buddhist|buddhism)\b/, 'buddhist'],
];
/** Words that tie a religious catalog item to a faith. */
export const FAITH_MARKS: Record<string, RegExp> = {
  christian: /\b(christian|catholic|orthodox|cross|rosary|bible|church|nativity|advent|christening|baptism|communion|confirmation|easter|christmas)\b/i,
  catholic: /\b(catholic|rosary|rosaries|pope|mass card|saints?|st \w+ medal|vatican|miraculous medal)\b/i,
  orthodox: /\b(orthodox|icons?|prayer rope|komboskini|chotki|theotokos|byzantine)\b/i,
  jewish: /\b(jewish|judaica|menorah|hanukkah|mezuzah|shabbat|seder|passover|rosh hashanah|mitzvah|dreidel|tallit|kiddush)\b/i,
  muslim: /\b(muslim|islamic|quran|qur'an|prayer mat|prayer rug|ramadan|eid|tasbih|iftar)\b/i,
  hindu: /\b(hindu|diwali|diya|ganesh|puja|rangoli|rakhi)\b/i,
  sikh: /\b(sikh|vaisakhi|kara|gurbani)\b/i,
  buddhist: /\b(buddhist|buddha|mala|dharma)\b/i,
  evangelical: /\b(evangelical|worship (concerts?|songs?|music|bands?|nights?)|praise and worship|hillsong|bethel music|elevation worship)\b/i,
};
/** Traditions within a faith, whose own things (a rosary, an icon) are for people of that tradition alone. */
export const FAITH_TRADITIONS: ReadonlySet<string> = new Set(['catholic', 'orthodox']);
/**
 * Ways of worship that are any believer's of their faith but those of a tradition (FAITH_TRADITIONS) who worship
 * otherwise: a worship-band concert or praise songs fit a Christian who said no more, not a Catholic nonna or an
 * Orthodox grandfather.
 */
export const WORSHIP_OUTSIDE_TRADITIONS: ReadonlySet<string> = new Set(['evangelical']);
/**
 * The cooking of each people, by their language (see languages.ts) or, where one language is many peoples', by the
 * people said (a Mexican's, a Lebanese), and of the faiths kept mostly by one people.
 */
const CUISINE_OF: Record<string, string> = {
  hindi: 'indian-food',
  punjabi: 'indian-food',
  gujarati: 'indian-food',
  bengali: 'indian-food',
  hindu: 'indian-food',
  sikh: 'indian-food',
  jain: 'indian-food',
  tamil: 'south-indian-food',
  malayalam: 'south-indian-food',
  urdu: 'pakistani-food',
  sinhala: 'sri-lankan-food',
  chinese: 'chinese-food',
  japanese: 'japanese-food',
  korean: 'korean-food',
  vietnamese: 'vietnamese-food',
  thai: 'thai-food',
  indonesian: 'indonesian-food',
  tagalog: 'filipino-food',
  persian: 'persian-food',
  turkish: 'turkish-food',
  greek: 'greek-food',
  italian: 'italian-food',
  french: 'french-food',
  german: 'german-food',
  polish: 'polish-food',
  ukrainian: 'ukrainian-food',
  georgian: 'georgian-food',
  amharic: 'ethiopian-food',
  'west-african': 'west-african-food',
  caribbean: 'caribbean-food',
  jamaican: 'jamaican-food',
  hebrew: 'israeli-food',
  jewish: 'jewish-food',
  cantonese: 'cantonese-food',
  'hong kong': 'cantonese-food',
  taiwanese: 'taiwanese-food',
  mexican: 'mexican-food',
  cuban: 'cuban-food',
  peruvian: 'peruvian-food',
  argentine: 'argentinian-food',
  argentinian: 'argentinian-food',
  brazilian: 'brazilian-food',
  lebanese: 'lebanese-food',
  syrian: 'middle-eastern-food',
  jordanian: 'middle-eastern-food',
  iraqi: 'middle-eastern-food',
  palestinian: 'palestinian-food',
  moroccan: 'moroccan-food',
};
function homeCuisinesOf(tongues: Tongues, festivalPeoples: readonly string[], faiths: ReadonlySet<string>): ReadonlySet<string> {
  const cuisines = new Set<string>();
  for (const people of [...tongues.peoples, ...tongues.kin, ...festivalPeoples, ...faiths]) {
    const cuisine = CUISINE_OF[people];
    if (cuisine) cuisines.add(cuisine);
  }
  return cuisines;
}
/** What each faith keeps from, said or only read from its festival: a Muslim's pork and alcohol, a Hindu's beef. */
const KEPT_FROM_BY_FAITH: Readonly<Record<string, readonly ExclusionFlag[]>> = { muslim: ['pork', 'alcohol', 'alcohol-based'], hindu: ['beef'], jain: ['meat', 'seafood', 'eggs'] };
/** The faith each holiday belongs to: asking for Eid ideas says as much as saying 'muslim'. */
const OCCASION_FAITH: Record<string, string> = {
  eid: 'muslim',
  ramadan: 'muslim',
  diwali: 'hindu',
  hanukkah: 'jewish',
  passover: 'jewish',
  'rosh-hashanah': 'jewish',
  'bar-mitzvah': 'jewish',
  easter: 'christian',
  christmas: 'christian',
  'first-communion': 'christian',
  confirmation: 'christian',
  baptism: 'christian',
  vaisakhi: 'sikh',
  'orthodox-easter': 'orthodox',
  vesak: 'buddhist',
};

const FEMALE = /\b(she|her|hers|herself|sister|sis|mum|mom|mother|mama|grandma|granny|nan|nana|grandmother|aunt|auntie|niece|daughter|wife|girlfriend|gf|fiancee|bride|lady|woman|girl|mrs|ms|miss|stepmom|stepmum|mother[- ]in[- ]law|sister[- ]in[- ]law|godmother|goddaughter)\b/;
const MALE = /\b(he|him|his|himself|brother|bro|dad|father|papa|grandpa|grandad|granddad|grandfather|uncle|nephew|son|husband|boyfriend|bf|fiance|groom|man|boy|mr|stepdad|father[- ]in[- ]law|brother[- ]in[- ]law|godfather|godson)\b/;
/** Two brides or two grooms, said: what "Mrs & Mrs" gifts wait for. */
const SAME_SEX_COUPLE = /\b(her wife|his husband|wives|husbands|two brides|two grooms|brides|grooms|lesbian|gay|same[- ]sex|mrs (and|&) mrs|mr (and|&) mr)\b/;
/** Dance said bare, and the night out on a dance floor it is at a hen or a stag do. */
const DANCE = 'dance';
const GOING_OUT_DANCING = 'going-out-dancing';
/** Dance said as a dancer's art or a class's ("she is a dancer", "tango", "dance lessons"), not a night on the dance floor. */
const DANCED_AS_AN_ART = /\b(dancers?|danc(e|ing) (class|classes|lessons?|school|studio|teacher|competitions?|shows?)|tango|hip hop|choreograph\w*|performs?|troupe)\b/;
const NEUTRAL = /\b(non[- ]?binary|enby|genderqueer|gender[- ]?fluid|agender|they\/them|gender[- ]neutral|trans(gender)? (person|friend))\b/;

// Each word may take a plural or possessive ending: "my daughter's boyfriend", "my kids' teacher".
// The people who keep a workplace or a school going (a cleaner, a caretaker, a key worker) are thanked as colleagues are.
const PROFESSIONAL =
  /\b(boss|manager|supervisor|co[- ]?worker|coworker|colleague|client|customer|teacher|tutor|professor|mentor|employee|team|intern|doctor|nurse|carer|landlord|mail ?carrier|postman|neighbou?r|coach|acquaintance|business partner|head of department|secretary|assistant|cleaner|caretaker|janitor|custodian|receptionist|worker|director|apprentice|trainee)(s|'s|s')?\b/;
const ROMANTIC = /\b(wife|husband|partner|girlfriend|boyfriend|fiancee?|spouse|date|crush|significant other)\b/;
const FAMILY = /\b(sister|brother|sibling|mum|mom|mother|dad|father|parent|grand\w*|gran|granny|nan|nana|nanna|gramps|aunt\w*|uncle|niece|nephew|cousin|son|daughter|in[- ]law|step\w*|godmother|godfather|godchild|goddaughter|godson|family|baby|toddler)(s|'s|s')?\b/;

/**
 * Ages people imply when they give none: the ages the words allow, and the age taken within them. A teenager is 14 to
 * 18 here, as 14 is where the catalog's things for anyone start.
 */
const AGE_WORDS: [RegExp, readonly [number, number], number][] = [
  [/\b(newborn|new baby|infant)\b/, [0, 1], 0],
  [/\b(baby)\b/, [0, 2], 1],
  [/\b(toddler)\b/, [1, 3], 2],
  [/\b(preschooler|kindergarten)\b/, [3, 5], 4],
  [/\b((just )?(started|starting) (school|primary|reception|year one))\b/, [4, 6], 5],
  [/\b(tween|preteen)\b/, [10, 12], 11],
  [/\b(teen|teenager|teenage|high school(er)?)\b/, [14, 18], 15],
  [/\b(college|university|uni student|student|at uni)\b/, [17, 25], 20],
  [/\b(grandma|granny|grandpa|grandad|granddad|grandmother|grandfather|nan|nana)\b/, [50, 100], 72],
  [/\b(retired|retiree|pensioner)\b/, [55, 100], 72],
];

/** The age from which the person is a parent or a grown-up, whose baby is told of in words, not by the age given. */
const ADULT_FROM = 14;
/** The months a baby's first things (a swaddle, a bath support, a play gym) are for. */
const FIRST_MONTHS = 4;
/** What says a baby may be in its first months: a baby or new parents said, with nothing to say the child is older. */
const NEWBORN_NEEDS: ReadonlySet<string> = new Set(['babies', 'first-time-parents']);
/**
 * Words of a child past a baby's first months, said of theirs: walking or crawling, a toddler or preschooler, a child
 * counted in years or in months from four, "two under five", "the kids".
 */
const PAST_FIRST_MONTHS =
  /\b(toddlers?|toddling|(started|starting|learning|learned|learnt|began) (to )?(walk|walking|crawl|crawling)|first steps|(now|is|are) (walking|crawling|teething)|preschool(ers?)?|nursery age|terrible twos|(two|three|four|2|3|4) (\w+ )?under (three|four|five|3|4|5)|(the|her|his|their|our|two|three|four|young) (kids|children|little ones)|(one|two|three|four|five|1|2|3|4|5)[- ]years?[- ]old|(four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|[4-9]|1\d|2\d)[- ]months?[- ]old)\b/;
/** Words of a baby just born, beside any older child: "a toddler and a newborn", "the baby is three weeks old". */
const NEWBORN_SAID = /\b(newborns?|new baby|(\d+|one|two|three|four|five|six) weeks? old|just (had|born|arrived)|born (last|this) (week|month))\b/;
/** Numbers of months as people type them. */
const MONTH_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, eighteen: 18 };
/** "9 months old", "a 10-month-old", "she is six months": their own age, not one said of another's baby ("her 6-month-old"). */
const MONTHS_OLD =
  /(?<!\b(?:her|his|their|my|our|your) (?:an? )?)\b(?:(?<=\b(?:is|aged|age|just|only) )(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen) months\b|(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)[- ](?:months?[- ]old|mo(?:nths?)? old)\b)/;
/** Their age in months, when the words give it. */
function monthsOld(text: string): number | undefined {
  const found = MONTHS_OLD.exec(text);
  if (!found) return undefined;
  const said = found[1] ?? found[2];
  const months = MONTH_NUMBERS[said] ?? Number(said);
  return months > 0 && months < 36 ? months : undefined;
}

const PRONOUNS: Record<Audience, Pronouns> = {
  female: { subject: 'she', object: 'her', possessive: 'her' },
  male: { subject: 'he', object: 'him', possessive: 'his' },
  neutral: { subject: 'they', object: 'them', possessive: 'their' },
};

const RELATION_WORDS: Record<string, string> = { partner: 'partner', parent: 'parent', child: 'child', friend: 'friend', colleague: 'colleague' };

const NO_PLACES: ReadonlySet<string> = new Set();
/** The places among interests, with the places they lie in (Kyoto and Japan, Brooklyn and New York). */
export function placesOf(interests: readonly (Interest | undefined)[], lexicon: InterestLexicon): Set<string> {
  const places = interests.filter((interest): interest is Interest => interest?.kind === 'place');
  return new Set(places.flatMap((place) => [place.key, ...place.parents.filter((key) => lexicon.byKey.get(key)?.kind === 'place')]));
}

/** Reads gift requests with the catalog's lexicons, built once: both engines share one reader. */
export class PersonReader {
  readonly interests: InterestLexicon;
  private readonly traits: InterestLexicon;
  private readonly spelling: Spelling;
  private readonly lovesOf: ReadonlyMap<ExclusionFlag, ReadonlySet<string>>;
  /** For each interest, its narrower forms that are the usual one among a faith (mahjong → American mah jongg). */
  private readonly usualForms = new Map<string, Interest[]>();
  /** For each love, the conditions the catalog has a form of it made for (reading → sight-loss: large print). */
  private readonly adaptedForms = new Map<string, Set<string>>();

  constructor(catalog: Pick<Catalog, 'interests' | 'traits' | 'items'>) {
    // The catalog's own words teach the reader which words are everyday ones, so a name typed in lowercase stands out.
    this.interests = new InterestLexicon(catalog.interests, catalog.items.flatMap((item) => [item.title, item.description, item.why ?? '']));
    this.traits = new InterestLexicon(Object.entries(catalog.traits).map(([key, words]) => ({ key, label: key.replace(/-/g, ' '), kind: 'topic', words, parents: [], related: [] })));
    this.lovesOf = lovesMadeOf(catalog, this.interests);
    this.spelling = new Spelling(this.interests);
    for (const interest of catalog.interests) if (interest.usualAmong) for (const parent of interest.parents) this.usualForms.set(parent, [...(this.usualForms.get(parent) ?? []), interest]);
    for (const item of catalog.items) {
      const madeFor = item.interests.filter((key) => conditionNeeds.has(key));
      for (const key of madeFor.length > 0 ? item.interests : []) if (!conditionNeeds.has(key)) this.adaptedForms.set(key, new Set([...(this.adaptedForms.get(key) ?? []), ...madeFor]));
    }
  }

  /**
   * What to ask of a word nothing said settles ("rides every weekend": a bike, a motorbike or a horse?), for the
   * person as `read` read them.
   */
  unsettled(info: RecipientInfo, { who, faiths }: Pick<Person, 'who' | 'faiths'>): string[] {
    const questions = unsettledQuestions({ ...info, interests: this.spelling.mend(info.interests) }, who);
    // "Goes to temple" is a Hindu's word, and a Jew's, a Buddhist's and a Sikh's: a friend would know whose, so when
    // nothing else said tells (Hanukkah, puja, a synagogue), the visitor is asked rather than given a guess.
    const said = normalize([info.interests, info.personality, info.culturalConsiderations].join(' . '));
    if (TEMPLE.test(said) && faiths.size === 0) questions.push(`Which faith's temple does ${who} go to: Hindu, Jewish, Buddhist, Sikh or another?`);
    return questions;
  }

  read(info: RecipientInfo): Person {
    const interests = settleAmbiguous(this.spelling.mend(info.interests), info);
    return readPerson(interests === info.interests ? info : { ...info, interests }, this.interests, this.traits, this.lovesOf, this.usualForms, this.adaptedForms);
  }
}

/** How many of its own ideas an interest needs, and what share of them must carry a flag, for it to be made of that. */
const MADE_OF = { ideas: 3, share: 0.75 };

/**
 * For each flag, the interests nearly all of whose own ideas carry it, and those beneath them: wine, whisky, beer and
 * natural wine are made of alcohol, poker of gambling. Read from the catalog, so a new drink joins them by its items.
 */
function lovesMadeOf(catalog: Pick<Catalog, 'interests' | 'items'>, lexicon: InterestLexicon): Map<ExclusionFlag, Set<string>> {
  const counts = new Map<string, { ideas: number; flagged: Map<ExclusionFlag, number> }>();
  for (const item of catalog.items) {
    const [main] = item.interests;
    if (main === undefined) continue;
    const count = counts.get(main) ?? { ideas: 0, flagged: new Map<ExclusionFlag, number>() };
    count.ideas++;
    for (const flag of item.exclusions) count.flagged.set(flag, (count.flagged.get(flag) ?? 0) + 1);
    counts.set(main, count);
  }
  const loves = new Map<ExclusionFlag, Set<string>>();
  for (const [key, { ideas, flagged }] of counts) {
    if (ideas < MADE_OF.ideas) continue;
    for (const [flag, carrying] of flagged) if (carrying >= MADE_OF.share * ideas) loves.set(flag, (loves.get(flag) ?? new Set()).add(key));
  }
  for (const keys of loves.values()) for (const interest of catalog.interests) if ([...keys].some((key) => lexicon.isAbove(key, interest.key))) keys.add(interest.key);
  return loves;
}

/** Plants said with nothing to say where they grow: "into plants", "her plants", "a plant lover". */
const ANY_PLANTS = /\b(plants|plant lovers?)\b/;
/** Plants said to be indoor ones: "plant mum", "house plants", "indoor plants", "rare plants". */
const INDOOR_PLANTS = /\b(plant (mum|mom|mama|dad|daddy|lady|parent|person|collector|nerd)s?|house ?plants?|indoor plants?|rare plants|urban jungle)\b/g;
/** Somewhere outdoors of their own that plants grow in: "his veg patch", "the allotment", "her borders". */
const GARDEN_SAID = /\b(gardens?|gardening|gardener|allotments?|(veg|veggie|vegetable) (patch|plot|beds?)|raised beds|flower ?beds|borders|(back ?)?yard(?! sales?)|greenhouse|polytunnel|lawn|orchard)\b/;
/** A garden's name that is no garden of theirs: "Covent Garden", "Madison Square Garden", "Olive Garden". */
const NAMED_GARDEN = /\b\p{Lu}[\p{L}']*( \p{Lu}[\p{L}']*)* Gardens?\b/gu;

/**
 * "Plants" said by someone with no garden named is houseplants (a propagation station, a pothos), never labels for beds
 * or a hand fork; said beside a garden, an allotment, a veg patch or a love of the garden's (roses, veg), the garden's.
 */
function gardenPlants(interests: Map<string, StatedInterest>, said: string, limits: ReadonlySet<ExclusionFlag>, lexicon: InterestLexicon): void {
  const plants = interests.get(HOUSEPLANTS);
  const gardening = lexicon.byKey.get(GARDENING);
  if (!plants || !gardening || limits.has('outdoor-space')) return;
  const words = normalize(said.replace(NAMED_GARDEN, ' '));
  if (!ANY_PLANTS.test(words.replace(INDOOR_PLANTS, ' '))) return;
  const garden = GARDEN_SAID.test(words) || [...interests.keys()].some((key) => key === GARDENING || lexicon.isAbove(GARDENING, key));
  if (!garden) return;
  const ordered = [...interests.values()].map((interest) => (interest === plants ? statedAs(gardening, plants.said) : interest));
  interests.clear();
  for (const interest of ordered) if (!interests.has(interest.key)) interests.set(interest.key, interest);
}

/** Reads a gift request the way a thoughtful friend would: who they are, what they love, what they must not get. */
function readPerson(
  info: RecipientInfo,
  lexicon: InterestLexicon,
  traitLexicon: InterestLexicon,
  lovesOf: ReadonlyMap<ExclusionFlag, ReadonlySet<string>>,
  usualForms: ReadonlyMap<string, Interest[]>,
  adaptedForms: ReadonlyMap<string, ReadonlySet<string>>,
): Person {
  const name = cleanName(info.name ?? '');
  const [relationship, relationTyped] = splitOther(info.relationship);
  const typedRelation = normalize(relationTyped);
  const atWork = relationship === 'colleague' || PROFESSIONAL.test(headOf(typedRelation));
  const [occasionChoice, occasionTyped] = splitOther(info.occasion);
  const interestMap = new Map<string, StatedInterest>();
  /** Puts the interests read in this order, the first leading. */
  const setOrder = (ordered: StatedInterest[]) => {
    interestMap.clear();
    for (const interest of ordered) interestMap.set(interest.key, interest);
  };
  const avoidInterests = new Set<string>();
  const limits = new Set<ExclusionFlag>();
  /** Loves said to be over ("used to knit", "can't dance like he used to"), which a condition may give an adapted form. */
  const lovesOver: StatedInterest[] = [];

  /**
   * A clause says yes up to its first negation and no after it ("loves cooking, doesn't drink"). One that only
   * qualifies the clause before speaks of what that one named: "(can't really anymore)", "especially Ferrari".
   */
  const readText = (text: string, interestsToo: boolean) => {
    let before = '';
    let named: string[] = [];
    // "True crime podcasts (my favorite murder)": the detail in brackets after podcasts or shows names their titles.
    let titled = false;
    /** The loves the clause before put in the past or gave up, which "still watches it" brings back as followed. */
    let gone: StatedInterest[] = [];
    for (const { clause, bracketed } of clauses(plainly(text)).flatMap(thenAndNow)) {
      const lower = normalize(clause);
      if (!bracketed) titled = TITLED_THINGS.test(lower.trimEnd());
      // Cutting back is said of the clause's own things or, after a "but", of the clause before ("craft beer but cutting back").
      if (CUTTING_BACK.test(lower)) negatedLimits(`${before} ${lower}`, limits);
      before = lower;
      const over = interestsToo && (PAST_LOVE.test(lower) || GAVE_IT_UP.test(lower));
      const had = new Set(interestMap.keys());
      const refusedBefore = new Set(avoidInterests);
      readSaying(over ? clause.replace(/[’`]/g, "'").replace(PAST_WORDS, ' ') : clause, interestsToo, bracketed && titled);
      const refused = [...avoidInterests].filter((key) => !refusedBefore.has(key)).flatMap((key) => lexicon.byKey.get(key) ?? []);
      const fresh = [...interestMap.keys()].filter((key) => !had.has(key));
      // "VfB Stuttgart (suffering)", "leeks (deadly serious about it)": words in brackets after a love that nothing reads
      // and no capital names say how they feel about it, not a thing to shop for; devotion said so makes them seasoned,
      // even after a word that names titles ("the village show (deadly serious about it)").
      const aside = bracketed && named.length > 0 && (!titled || DEVOTED.test(lower));
      const feelings = aside ? fresh.filter(unreadWords) : [];
      for (const key of feelings) interestMap.delete(key);
      const added = fresh.filter((key) => !feelings.includes(key));
      if (aside && added.length === 0 && DEVOTED.test(lower)) for (const key of named) seasonedIn(key);
      const followed = STILL_FOLLOWS.test(lower);
      if (over) {
        // A love that is over is no interest to shop for: no pocket-hole jig for the woodworker who now uses a walker.
        // Said on its own after the love ("golf (not any more)", "but stopped"), the past is the love named before.
        const gaveUp = GAVE_IT_UP.test(lower);
        const ended = gaveUp ? [...named, ...added] : added.length > 0 ? added : bracketed || opensWithPast(lower) ? named : [];
        gone = refused.map((interest) => statedAs(interest, interest.label));
        for (const key of ended) {
          const interest = interestMap.get(key);
          // "Used to be in the navy", "was in the RAF": service is over, and theirs to remember still.
          if (!interest || lexicon.isService(key)) continue;
          // A band, a team or a show loved once is honoured as a memory (its records, its history, never a ticket or a
          // kit); so is a sport they used to play and now watch.
          // Told as it was said ("back in the day he was a huge Bowie fan"), a reason says he used to love it.
          if (FOLLOWED_KINDS.has(interest.kind)) interestMap.set(key, { ...interest, watched: true, past: true, said: clause.length <= 60 ? clause.trim() : '' });
          else if (followed) interestMap.set(key, { ...interest, watched: true, said: interest.label });
          else {
            interestMap.delete(key);
            gone.push(interest);
            // Told as a love that was, should a form made for what ended it bring it back.
            lovesOver.push({ ...interest, said: `used to love ${interest.label}` });
          }
        }
        named = [];
      } else if (gone.length > 0 && ((followed && added.every((key) => key === TELEVISION)) || STILL_DOES.test(lower))) {
        // "Used to play rugby, now watches it", "gave up golf but still follows it": the love is back, as a fan's.
        // "Loved Lego as a kid and still does": back as it was.
        for (const key of added) interestMap.delete(key);
        for (const interest of gone) {
          interestMap.set(interest.key, { ...interest, ...(followed && { watched: true }), said: interest.label });
          avoidInterests.delete(interest.key);
        }
        named = gone.map((interest) => interest.key);
        gone = [];
      } else {
        gone = refused.map((interest) => statedAs(interest, interest.label));
        // "Football, plays for his school team", "footy, in the under-12s": a clause of playing that names no sport plays
        // the sport before, and its words ("under-12s") are no love of their own.
        if (PLAYS_IT.test(lower) && added.every((key) => key.startsWith('said:')) && named.some(isSport)) {
          for (const key of named) playsIn(key);
          for (const key of added) interestMap.delete(key);
          added.length = 0;
        }
        if ((bracketed || NARROWING.test(lower)) && added.length > 0 && named.length > 0) {
          narrowTo(added, named);
          named = added;
        } else if (added.length > 0) named = added;
      }
    }
  };
  /** Lowercase words the lexicon did not read, kept as an interest of their own ("suffering"). */
  const unreadWords = (key: string) => key.startsWith('said:') && !/\p{Lu}/u.test(interestMap.get(key)?.label ?? '');
  /** A sport of any kind, by its key or a broader one. */
  const isSport = (key: string) => {
    const interest = interestMap.get(key);
    return interest !== undefined && (SPORT_KEYS.has(key) || interest.parents.some((parent) => SPORT_KEYS.has(parent)));
  };
  /** A sport said to be played, not only watched. */
  const playsIn = (key: string) => {
    const interest = interestMap.get(key);
    if (interest && !interest.watched) interest.plays = true;
  };
  /** "Dinosaurs (knows more than me)": a love long known, which no beginner's book suits. */
  const seasonedIn = (key: string) => {
    const interest = interestMap.get(key);
    if (interest) interest.seasoned = true;
  };
  /** Reads what one clause says yes or no to. */
  const readSaying = (clause: string, interestsToo: boolean, titles = false) => {
    const lower = normalize(clause);
    // "Broke her ankle skiing" tells what happened to them, not what to give them while they mend.
    const moving = MOVE.test(lower);
    // "Craft beer but cutting back": the cutting back is said of the beer, and is no hobby of its own.
    const hobbies = interestsToo && !MISHAP.test(lower) && !WEDDING_TOLD.test(lower) && !moving && !OTHERS_LOVE.test(lower) && !CUTTING_BACK.test(lower);
    const negation = lower.match(NEGATION);
    if (!negation) {
      if (hobbies) readClause(clause, lexicon, interestMap, titles);
      // "Moving abroad in May" is no love of abroad, but the move is what they are going through.
      else if (interestsToo && moving) for (const need of lexicon.find(clause)) if (need.kind === 'need' && !interestMap.has(need.key)) interestMap.set(need.key, statedAs(need, need.label));
      return;
    }
    const wordsBefore = lower.slice(0, negation.index).trim().split(' ').filter(Boolean).length;
    const original = tokens(clause);
    if (hobbies && wordsBefore > 0) readClause(original.slice(0, wordsBefore).join(' '), lexicon, interestMap);
    const negated = lower.slice(negation.index);
    negatedLimits(negated, limits);
    for (const interest of lexicon.find(negated)) avoidInterests.add(interest.key);
  };
  /**
   * The narrower things a detail names lead in place of what the clause before named ("travel (wants to go to Italy)"
   * is Italy first), and stand for a broader one they belong to: its ideas still reach them as theirs.
   */
  const narrowTo = (narrower: string[], broader: string[]) => {
    const ordered = [...interestMap.values()].filter((interest) => !narrower.includes(interest.key));
    const at = ordered.findIndex((interest) => broader.includes(interest.key));
    if (at < 0) return;
    ordered.splice(at, 0, ...narrower.map((key) => interestMap.get(key)!));
    setOrder(ordered.filter((interest) => !(broader.includes(interest.key) && narrower.some((key) => lexicon.isAbove(interest.key, key)))));
  };
  // "Her cat Simba" is a cat, not a love of The Lion King: the animals' own names are left out of what is read.
  const petsSaid = petsNamed([info.interests, info.personality, occasionTyped].join(' . '), lexicon);
  const pets = new Set(petsSaid.map((pet) => pet.name.toLowerCase()));
  // "Doesn't read English" says which language they read, not that they dislike reading.
  readText([...pets].reduce((text, pet) => text.replace(new RegExp(`(?<![\\p{L}\\p{N}'-])${pet}(?![\\p{L}\\p{N}'-])`, 'giu'), ' '), withoutEnglishTalk(info.interests)), true);
  readText(withoutEnglishTalk(info.personality ?? ''), false);
  readText(withoutEnglishTalk(info.culturalConsiderations ?? ''), false);
  readText(info.pastGifts ?? '', false);
  // Personality sometimes names interests too ("outdoorsy, loves gardening", "drinks an obscene amount of tea"): only
  // where it says they love something or do it all the time, as "deep diver on topics" or "a bit posh" describe them
  // and are no hobby.
  for (const { clause } of clauses(plainly(info.personality ?? ''))) {
    if (!LOVED_IN_PERSONALITY.test(clause)) continue;
    for (const interest of lexicon.find(clause)) {
      if (!interestMap.has(interest.key) && !avoidInterests.has(interest.key) && (interest.kind === 'topic' || interest.kind === 'faith')) {
        interestMap.set(interest.key, statedAs(interest, interest.label));
      }
    }
  }
  // A place they are moving to or long to see is theirs to get ready for, wherever it is said; the occasion's comes
  // first ("leaving do, he's moving to Berlin"), as the gift is for it.
  const bound = (text: string) => clauses(text).flatMap(({ clause }) => (NEGATION.test(normalize(clause)) ? [] : plannedPlaces(clause, lexicon)));
  // Read among what they love first ("going to Bali for the honeymoon"), the place is still one they go to, not a love.
  for (const place of [info.interests, info.personality ?? '', info.culturalConsiderations ?? ''].flatMap(bound)) if (!interestMap.get(place.key)?.headedFor) interestMap.set(place.key, place);
  const going = bound(occasionTyped);
  if (going.length > 0) setOrder([...going, ...[...interestMap.values()].filter((interest) => !going.some((place) => place.key === interest.key))]);
  // "We always get him whisky, want something different": what was always given is what the gift should move away from.
  // "Books about trains every year" asks for no more train books (past gifts are matched by their words), not for no
  // trains: a heritage railway day is the change they want.
  const pastGiftsSaid = normalize(info.pastGifts ?? '');
  // Its kinds go with it: "always whisky" moves away from the single malt they love too.
  if (WANTS_A_CHANGE.test(pastGiftsSaid) && !A_KIND_OF_THING.test(pastGiftsSaid)) {
    for (const interest of lexicon.find(info.pastGifts ?? '')) {
      avoidInterests.add(interest.key);
      for (const key of interestMap.keys()) if (lexicon.isAbove(interest.key, key)) avoidInterests.add(key);
    }
  }
  // "Has a V60", "already owns a Kindle", "has every LEGO set going": another of what they have is no gift, though the
  // love it says (pour-over, reading, LEGO) is read as any other.
  const owned = [info.interests, info.culturalConsiderations ?? '', info.pastGifts ?? ''].flatMap(clauses).flatMap(({ clause }) => ownedIn(clause, lexicon));
  for (const key of avoidInterests) interestMap.delete(key);
  // A colleague's or a teacher's pregnancy is theirs to share: the limits it brings hold, its own things assume too much.
  if (atWork) for (const key of ['pregnancy', 'first-time-parents']) interestMap.delete(key);
  // "Walks with Pepper (her dog)": Pepper is who they walk with, not a thing they are a fan of.
  for (const [key, interest] of interestMap) if (key.startsWith('said:') && pets.has(interest.label.toLowerCase())) interestMap.delete(key);
  // "Coeliac", "teetotal" or "dairy free" among the interests is a limit said where people write everything, not a hobby.
  for (const [key, interest] of interestMap) if (key.startsWith('said:') && (saysLimit(normalize(interest.label)) || saysLimit(normalize(interest.said)))) interestMap.delete(key);
  // So is a diet said alone ("both vegan"): what they eat, which the limits keep, not a love of cooking.
  for (const [key, interest] of interestMap) if (DIET_ALONE.test(normalize(interest.said).trim())) interestMap.delete(key);
  // "Always cheerful" among the interests says who they are, which the traits read: no hobby.
  for (const [key, interest] of interestMap) if (key.startsWith('said:') && readWhole(interest.label, traitLexicon)) interestMap.delete(key);
  // "Can't dance like he used to", "had to give up golf", said beside the limits or the personality: the love is over
  // wherever it was named, with its narrower forms (no dance shoes for the ballroom dancer after a hip replacement).
  for (const { clause } of [info.culturalConsiderations ?? '', info.personality ?? ''].flatMap(clauses)) {
    if (!STOPPED.test(normalize(clause))) continue;
    for (const stopped of lexicon.find(clause)) {
      for (const key of [...interestMap.keys()]) {
        const interest = interestMap.get(key);
        if (interest && (key === stopped.key || lexicon.isAbove(stopped.key, key)) && interestMap.delete(key)) lovesOver.push({ ...interest, said: `used to love ${interest.label}` });
      }
    }
  }
  // Beside the Cowboys, the NFL or tailgating, an American's "football" is the gridiron, not soccer.
  setOrder(footballAsSaid([...interestMap.values()], lexicon));

  const everything = normalize([info.interests, info.personality, info.culturalConsiderations, relationTyped, occasionTyped, info.name].join(' . '));
  const aboutThem = ofThem(normalize([info.culturalConsiderations, relationTyped, occasionTyped, info.personality].join(' . ')));
  // Limits are read in every field: people write "she's coeliac" among the interests as often as anywhere else.
  const saidOfThem = ofThem(normalize([info.interests, info.culturalConsiderations, info.personality, relationTyped, occasionTyped].join(' . ')));
  statedLimits(saidOfThem, limits);
  gardenPlants(interestMap, [info.interests, info.personality, info.culturalConsiderations].join(' . '), limits, lexicon);
  // Where they live is told by every word the visitor wrote, their name and past gifts too ("Nan", "a Boots voucher"):
  // said outright ("lives in Abuja", "in our Singapore office", "has to ship to Lagos") or in how the visitor writes.
  // A colleague works where the giver does, and a partner lives there ("I'm in the Tokyo office").
  const about = [info.culturalConsiderations ?? '', relationTyped, occasionTyped, info.personality ?? ''];
  const isPlace = (words: string) => lexicon.find(words).some((interest) => interest.kind === 'place');
  const whereabouts = readWhereabouts({ about, interests: info.interests, besides: [info.name ?? '', info.pastGifts ?? ''] }, isPlace, atWork || relationship === 'partner');
  for (const limit of whereaboutsLimits(whereabouts)) limits.add(limit);
  // The languages they read and speak, and the peoples they belong to: who is told of them, not the interests alone.
  const tongues = readTongues(about, info.interests, whereabouts.home);
  if (tongues.littleEnglish) limits.add('english-text');
  // "Two years sober, so NO alcohol": the wine they loved is behind them, no interest to choose for, nor to choose a
  // cheese board "for her wine" by.
  for (const flag of givenUp(everything, limits)) for (const key of lovesOf.get(flag) ?? []) if (interestMap.delete(key)) avoidInterests.add(key);
  // A festival is the one their people keep: a Korean family's Lunar New Year is Seollal.
  const chosen = keptAs(readOccasion(occasionChoice, occasionTyped), { typed: normalize(occasionTyped), said: normalize([info.interests, info.personality, info.culturalConsiderations].join(' . ')), peoples: tongues.peoples });
  // A surprise "just because" for someone going through a divorce or a rough patch is given at a hard time, wherever the
  // visitor said so: comfort, and no party.
  // "Been feeling down lately, loves candles" says it among the interests too.
  const hardTime = occasionChoice === 'just-because' ? readOccasion('other', `${aboutThem} . ${normalize(info.interests)}`) : undefined;
  const read = hardTime?.label === HARD_TIME ? hardTime : chosen;
  // Thanks, a goodbye or a surprise for a teacher is the teacher's gift the catalog keeps for them, said as the visitor said it.
  const occasion = TEACHER.test(normalize(relationTyped)) && TEACHER_MOMENTS.has(read.kind) ? { ...read, kind: 'teacher' as const } : read;
  // The working life they retire from is over: its tools (a nurse's clipboard, a teacher's planner) are for work they leave.
  if (occasion.kind === 'retirement') for (const key of [...interestMap.keys()]) if (lexicon.byKey.get(key)?.job) interestMap.delete(key);
  // Someone named by their job with no word of loving it ("both doctors", "a nurse") is who they are, as "she's a
  // midwife" is; the work itself ("nursing, gardening") may still be a love.
  for (const interest of interestMap.values()) if ((info.age ?? ADULT_AGE) >= ADULT_AGE && namedByJob(interest, lexicon)) interest.work = true;
  // "She's a midwife" says what she does all week: a stethoscope is no anniversary present. Only a gift for the work
  // (a new job, a promotion, a graduation) is about it.
  if (!STARTING_OUT.has(occasion.kind)) for (const [key, interest] of interestMap) if (interest.work) interestMap.delete(key);
  // At a hen or a stag do, dancing said bare is the night's: going out dancing, not a ballet memoir or a dance class.
  const dance = interestMap.get(DANCE);
  const goingOutDancing = lexicon.byKey.get(GOING_OUT_DANCING);
  if (henOrStagDo(occasion) && dance && goingOutDancing && !interestMap.has(GOING_OUT_DANCING) && !DANCED_AS_AN_ART.test(normalize(dance.said))) {
    setOrder([...interestMap.values()].map((interest) => (interest === dance ? statedAs(goingOutDancing, dance.said) : interest)));
  }
  // The work or the subject they qualified in ("graduating as a nurse", "her PhD in chemistry") is theirs now, after
  // what they love: a nurse's penlight, not a wallet for anyone. Only a working life or the subject named after "in"
  // or "as": "graduating from university" is no love of student life.
  // What was achieved or is marked ("her first marathon", "passed his driving test", "a year sober", "her quinceañera")
  // is what the gift is for: its own ideas lead, before what they love.
  const achieved = occasion.label === ACHIEVEMENT || occasion.label === SOBRIETY;
  const occasionSays = lexicon.find(normalize(occasionTyped)).filter((interest) => !interestMap.has(interest.key));
  const marked = occasionSays.filter((interest) => milestoneNeeds.has(interest.key) || (achieved && itemKinds.has(interest.kind)));
  const field = FIELD.exec(normalize(occasionTyped))?.[1] ?? '';
  const worked = STARTING_OUT.has(occasion.kind) ? occasionSays.filter((interest) => !marked.includes(interest) && (interest.job || lexicon.find(field).includes(interest))) : [];
  if (marked.length + worked.length > 0) setOrder([...marked.map((interest) => statedAs(interest, interest.label)), ...interestMap.values(), ...worked.map((interest) => statedAs(interest, interest.label))]);
  // "They eloped", said among the interests of a wedding chosen from the list, is a wedding without a gift list.
  if (occasion.kind === 'wedding' && QUIET_WEDDING.test(everything)) occasion.quiet = true;
  // "First Christmas since Nan died": the day is still Christmas, but it is kept gently, with nothing to party with.
  if (occasion.mood !== 'grief' && occasion.mood !== 'care' && RECENT_LOSS.test(aboutThem)) occasion.mood = 'grief';
  // A pet's memorial belongs only to the loss of a pet, said where the occasion is or beside a word of death.
  // The sentence's own punctuation is kept: "walking her dog, tea. Her mum passed away" is no dog's death.
  const said = [info.interests, info.personality, info.culturalConsiderations, occasionTyped].join('. ').toLowerCase();
  const petDied = occasion.mood === 'grief' && (PET.test(normalize(occasionTyped)) || PET_DIED.test(said));
  if (occasion.mood === 'grief' && !petDied) limits.add('pet-loss');
  // Whose loss it is sets what comforts: nothing of a baby after a pregnancy lost, nothing for two after a partner died.
  if (occasion.mood === 'grief') occasion.loss = lossOf(said, kinOf(relationship, typedRelation), petDied);
  if (occasion.mood === 'grief' && KEEPSAKE_ASKED.test(said)) occasion.keepsake = true;

  // Not from the occasion: a colleague's "new baby" is the baby's age, not hers.
  const describedAs = normalize([info.culturalConsiderations, relationTyped, info.personality].join(' . '));
  // Their words give a range ("at uni" is 17 to 25): an idea for some ages only is offered when it suits them all.
  // At a baby's arrival, "baby" and "newborn" speak of the baby ("first baby, small flat"), not of the parent given to.
  const aboutTheBaby = BABY_OCCASIONS.has(occasion.kind);
  const implied = info.age === undefined ? AGE_WORDS.find(([pattern, , guess]) => pattern.test(describedAs) && !(aboutTheBaby && guess < 3)) : undefined;
  // "9 months old", "an 18-month-old": a baby's age in months says more than the years the form allows (0 or 1). Read
  // only when the age given leaves room for it: most requests give one, and skip the words.
  const months = info.age === undefined || info.age <= 2 ? monthsOld(normalize([info.interests, info.personality, info.culturalConsiderations, relationTyped].join(' . '))) : undefined;
  const age = months !== undefined ? Math.floor(months / 12) : (info.age ?? implied?.[2]);
  if (littleOne({ age })) limits.add('small-parts').add('sharp');

  // A gender given other than male or female ("prefer not to say", or "non-binary" from a caller other than the form) is
  // neutral; none given is read from the words.
  const given: Audience | undefined = info.gender === 'male' || info.gender === 'female' ? info.gender : info.gender ? 'neutral' : undefined;
  // A hen do is the bride's and a stag do the groom's, unless their words say otherwise.
  const audience: Audience = NEUTRAL.test(everything)
    ? 'neutral'
    : (given ?? genderSaid(typedRelation) ?? genderSaid(normalize(name)) ?? genderSaid(normalize([info.interests, info.personality].join(' . '))) ?? (occasion.label === HEN_DO ? 'female' : occasion.label === STAG_DO ? 'male' : 'neutral'));
  // "My dad and his new partner" is family: family words outrank a partner mentioned beside them.
  const register: Register =
    relationship === 'partner' || (ROMANTIC.test(typedRelation) && !FAMILY.test(typedRelation))
      ? 'romantic'
      : atWork
        ? 'professional'
        : relationship === 'parent' || relationship === 'child' || FAMILY.test(typedRelation)
          ? 'family'
          : 'friend';

  const faiths = new Set(FAITH_WORDS.filter(([pattern]) => pattern.test(everything)).map(([, faith]) => faith));
  // A faith read as something they love ("her rosary group", "prays the rosary") is theirs as surely as "catholic" said.
  for (const interest of interestMap.values()) {
    if (interest.kind !== 'faith') continue;
    for (const faith of [interest.key, ...interest.parents].map(faithOf)) if (faith) faiths.add(faith);
  }
  const occasionFaith = OCCASION_FAITH[occasion.kind];
  if (occasionFaith && occasion.kind !== 'christmas') faiths.add(occasionFaith);
  // A faith keeps from what it forbids, in a scent too, whether the visitor said so or only that the day is its festival (Eid, Diwali).
  for (const faith of faiths) for (const flag of KEPT_FROM_BY_FAITH[faith] ?? []) limits.add(flag);
  // Diwali is sweets, lights and silver: meat is no gift for it, whatever a family eats.
  if (occasion.kind === 'diwali') limits.add('meat');
  // A love has the form usual among the faith they keep: a Jewish grandmother's mah jongg is American mah jongg, with
  // its yearly card, not the Japanese riichi game.
  // So has a love among the people they belong to: a Cantonese grandmother's mahjong is Hong Kong mahjong. The other
  // usual forms are no longer theirs (no American mah jongg card for her), unless they said them too.
  // A people's own festival says whose traditions are kept at it: calligraphy at a colleague's Lunar New Year is brush and ink.
  const festivalPeoples = FESTIVAL_PEOPLES[occasion.kind] ?? [];
  const usual = (interest: StatedInterest) =>
    usualForms.get(interest.key)?.find((form) => form.usualAmong?.some((among) => faiths.has(among) || tongues.peoples.has(among) || festivalPeoples.includes(among)) && !interestMap.has(form.key));
  setOrder([...interestMap.values()].map((interest) => {
    const form = usual(interest);
    if (!form) return interest;
    for (const other of usualForms.get(interest.key) ?? []) if (other !== form && !interestMap.has(other.key)) avoidInterests.add(other.key);
    return statedAs(form, interest.said);
  }));
  // A love that is the usual form among a people ("riichi", Japanese mahjong) names that people's things as theirs.
  for (const key of interestMap.keys()) for (const among of lexicon.byKey.get(key)?.usualAmong ?? []) tongues.named.add(among);
  // Christmas for a Muslim, a Jewish or an atheist colleague is the office's season, not their feast: told as the
  // holiday season, never "a Christmas gift for Omar".
  if (occasion.kind === 'christmas' && !faiths.has('christian') && (faiths.size > 0 || NOT_RELIGIOUS.test(everything))) occasion.label = 'holiday season';

  const relation = relationWords(relationTyped) || littleOneOf(relationship, age, audience) || chosenRelation(relationship, audience, everything) || RELATION_WORDS[relationship] || 'friend';
  const giftedAs = relationship === 'other' ? nearestRelationships(typedRelation, register) : new Set([relationship]);
  const budget = info.budget >= NO_BUDGET_LIMIT && info.budget < NO_BUDGET_LIMIT + 1 ? Infinity : info.budget;
  const pastGifts = (info.pastGifts ?? '')
    .split(/[,;/\n]+|\band\b/i)
    .map(coreWords)
    .filter((words) => words.length > 0);
  const noThings = NO_THINGS.test(everything);
  const wantsFewerThings = noThings || limits.has('clutter');
  // The interests were read already; the rest is read once more for conditions, animals and babies said elsewhere.
  const saidAboutThem = lexicon.find(aboutThem);
  const named: Pick<StatedInterest, 'key' | 'parents'>[] = [...saidAboutThem, ...interestMap.values()];
  const conditions = new Set(named.map((interest) => interest.key).filter((key) => conditionNeeds.has(key)));
  // A hard time is no operation to recover from, whatever hospital it was spent in ("in hospital for his mental health").
  if (occasion.label === HARD_TIME) conditions.delete('surgery-recovery');
  if (limits.has('hearing')) conditions.add('hearing-loss');
  if (limits.has('sight')) conditions.add('sight-loss');
  if (limits.has('mobility')) conditions.add('limited-mobility');
  // Cancer behind them ("a skin cancer survivor", "in remission", "got the all-clear") needs no chemo cap or ginger
  // chews, unless treatment is said too.
  if (CANCER_BEHIND.test(saidOfThem) && !CANCER_NOW.test(saidOfThem)) {
    conditions.delete('cancer-care');
    interestMap.delete('cancer-care');
  }
  // Hands that shake or will not grip, however said ("struggles to grip since the stroke"), are what easy-grip things are for.
  if (!conditions.has('arthritis') && saysWeakHands(saidOfThem)) conditions.add('weak-grip');
  // "A learning disability", "Down syndrome": a mind that learns differently, no walker or wheelchair, unless said too.
  if (LEARNS_DIFFERENTLY.test(saidOfThem) && !MOBILITY_SAID.test(saidOfThem.replace(new RegExp(LEARNS_DIFFERENTLY.source, 'g'), ' '))) conditions.delete('limited-mobility');
  const has = new Set(conditions);
  // A love the body ended takes the form made for what ended it, where there is one: large print or audiobooks for the
  // reader whose sight has gone, a simple music player for the dancer with dementia. Otherwise it stays set aside.
  for (const interest of lovesOver) {
    if (interestMap.has(interest.key) || avoidInterests.has(interest.key)) continue;
    const madeFor = [interest.key, ...interest.parents].flatMap((key) => [...(adaptedForms.get(key) ?? [])]);
    if (madeFor.some((condition) => conditions.has(condition))) interestMap.set(interest.key, { ...interest, adapted: true });
  }
  // A love of dogs is a dog at home, unless they said there is none ("wants one but can't have one in her flat").
  // A breed is its animal at home: a cockapoo is a dog of theirs, whose harness and bed are for them.
  if (!NO_ANIMAL_AT_HOME.test(everything))
    for (const interest of named) {
      const animals = interest.parents.filter((key) => keptAnimals.has(key));
      if (keptAnimals.has(interest.key) || animals.length > 0) for (const key of [interest.key, ...animals, 'pets']) has.add(key);
    }
  // A child at a new baby's arrival is the one becoming a big brother or sister: the gift is theirs, not the baby's.
  if (BIG_SIBLING_OCCASIONS.has(occasion.kind) && age !== undefined && age >= BIG_SIBLING_AGES[0] && age <= BIG_SIBLING_AGES[1]) {
    occasion.bigSibling = true;
    occasion.label = `new baby ${SIBLING_SAID.exec(normalize(occasionTyped))?.[1] ?? 'brother or sister'}`;
    has.add('big-sibling');
  }
  // A gift for the baby is for their arrival: "to mark her arrival", not "on her new baby".
  if (occasion.kind === 'new-baby' && age !== undefined && age < 1) occasion.label = 'arrival';
  if (littleOne({ age }) || (BABY_OCCASIONS.has(occasion.kind) && !occasion.bigSibling) || named.some((interest) => BABY_NEEDS.has(interest.key))) has.add('babies');
  // A swaddle or a newborn's bath seat is for a baby arriving or in its first months: a child said to be walking, a
  // toddler, "two under five" or a baby counted in months from four is past it.
  const babyComing = (BABY_OCCASIONS.has(occasion.kind) && !occasion.bigSibling) || has.has('pregnancy');
  const aChild = age !== undefined && age < ADULT_FROM;
  const newbornSaid = aChild ? age === 0 && (months ?? 0) < FIRST_MONTHS : named.some((interest) => NEWBORN_NEEDS.has(interest.key));
  const olderChild = PAST_FIRST_MONTHS.test(everything) || (has.has('babies') && !newbornSaid);
  if (!babyComing && !NEWBORN_SAID.test(everything) && olderChild) limits.add('first-months');
  // A pregnancy lost leaves no baby to buy for, whatever words of babies were said: only what comforts after it.
  if (occasion.loss === 'pregnancy') {
    for (const key of BABY_NEEDS) {
      has.delete(key);
      interestMap.delete(key);
    }
    has.add(PREGNANCY_LOSS);
  }
  // A move said anywhere, or a place they are going to, is what a move's things are for; a leaving do alone is not.
  // "Moving out to Singapore", "a new job in Dubai": a place they go to live in is a move abroad, and its things
  // (a guide to the new country, a map of home) are for them wherever it was said. A move within the country they live
  // in ("moving to Denver" for an American, "moving to Manchester" for a Briton) or of house is no move abroad.
  const movesAbroad = [info.interests, info.culturalConsiderations ?? '', occasionTyped].flatMap(clauses).some(({ clause }) => {
    const said = normalize(clause);
    // A job said with no place ("a new job in accounts") is no move at all.
    return (MOVE.test(said) || (JOB_AWAY.test(said) && plannedPlaces(clause, lexicon).length > 0)) && !HOME_MOVE.test(said) && !movesWithinCountry(said, whereabouts);
  });
  if (named.some((interest) => interest.key === MOVING) || /\bemigrat/.test(everything) || movesAbroad) has.add(MOVING);
  // How the baby came, said where the occasion is: twins, an adoption, or a child who becomes a big sister.
  for (const interest of named) if (arrivalNeeds.has(interest.key) || milestoneNeeds.has(interest.key)) has.add(interest.key);
  if (occasion.arrival === 'adoption') has.add('adoption');
  if (BABY_OCCASIONS.has(occasion.kind)) for (const [pattern, key] of ARRIVAL_WORDS) if (pattern.test(aboutThem)) has.add(key);
  // How a baby came is no love of theirs: "pregnant with twins, true crime, pilates" leaves pilates its place in the list.
  for (const key of arrivalNeeds) interestMap.delete(key);
  // Twin children ("our twins turn 3", "my twin boys"), on a day not a baby's arrival: the gift is for two, a pair or one
  // to share, and leads the list before what either loves.
  const twinChildren = !BABY_OCCASIONS.has(occasion.kind) && (age === undefined || age < 13) && TWIN_CHILDREN.test(normalize([relationTyped, occasionTyped, info.interests, info.personality, info.culturalConsiderations].join(' . ')));
  const twinsNeed = lexicon.byKey.get('twins');
  if (twinChildren && twinsNeed) {
    has.add('twins');
    setOrder([statedAs(twinsNeed, 'the twins'), ...interestMap.values()]);
  }
  // A condition said beside what they love is chosen for when getting well is the occasion (a reacher for a hip
  // operation), and failing sight always: ordinary things they can no longer see need their adapted kind (Braille
  // cards, a talking watch). Otherwise a walker or a hearing aid is no birthday present; ideas made for the
  // condition still pass the gate when what they love reaches them.
  // Someone who wants nothing that treats them as unwell ("hates being treated as disabled") is chosen for by what
  // they love alone.
  for (const key of limits.has('adapted') ? [] : conditions) {
    const need = lexicon.byKey.get(key);
    if (occasion.mood !== 'care' && key !== 'sight-loss') continue;
    if (need && !interestMap.has(key)) interestMap.set(key, { ...statedAs(need, need.label), aside: true });
  }
  // A faith said to be lived ("devout", "practising", "goes to church") is chosen for too, after what they love, in its
  // own tradition when one was said: an icon for a devout Greek Orthodox grandmother, not a rosary.
  if (DEVOUT.test(everything)) {
    const lived = (faith: string) => lexicon.byKey.get(faithKey(faith));
    for (const faith of faiths) {
      const interest = lived(faith);
      // "Greek Orthodox" says Christian too: the tradition's own interest stands for both.
      const withinTradition = [...faiths].some((other) => lived(other)?.parents.includes(faithKey(faith)));
      if (interest && !withinTradition && !interestMap.has(interest.key)) interestMap.set(interest.key, { ...statedAs(interest, interest.label), aside: true });
    }
  }
  // How their days go ("about to start 12 hour night shifts") is said beside the limits as often as among the
  // interests, and asks for ideas as much as a hobby does.
  for (const need of saidAboutThem) if (DAILY_LIFE.has(need.key) && !interestMap.has(need.key)) interestMap.set(need.key, statedAs(need, need.label));
  // A first grandchild ("just became a grandad", "new grandparents") is what the gift marks: a brag book, the
  // grandparent's own picture book, before their hobbies.
  const grandparenting = lexicon.byKey.get(GRANDPARENTS);
  if (grandparenting && NEW_GRANDPARENT.test(normalize([occasionTyped, info.culturalConsiderations, info.interests].join(' . '))) && !interestMap.has(GRANDPARENTS)) {
    setOrder([statedAs(grandparenting, grandparenting.label), ...interestMap.values()]);
  }
  // A 70th asks for something that marks the years (a newspaper from the day they were born), after what they love.
  const milestone = lexicon.byKey.get(MILESTONE);
  if (milestone && occasion.kind === 'birthday' && ((age !== undefined && age >= 30 && age % 10 === 0) || /\b([3-9]0|100)th\b/.test(occasionTyped))) {
    has.add(MILESTONE);
    if (!interestMap.has(MILESTONE)) interestMap.set(MILESTONE, { ...statedAs(milestone, milestone.label), aside: true });
  }
  // A baby's or a toddler's age is their stage as surely as words of it: a bath book or a stacking toy fills out a list
  // beside the one or two loves said (Peppa Pig, "her first Christmas"), after them.
  const stage = littleOne({ age }) && ![...interestMap.keys()].some((key) => BABY_NEEDS.has(key)) ? lexicon.byKey.get(age! < 2 ? 'babies' : 'toddlers') : undefined;
  if (stage) interestMap.set(stage.key, statedAs(stage, stage.label));
  // At a loss, what they did with the one who died ("baking with her mum") is the loss itself: no cookbook for it now.
  if (occasion.mood === 'grief') for (const [key, interest] of interestMap) if (DONE_WITH_FAMILY.test(interest.said)) interestMap.delete(key);
  // A reader who cannot see reads by ear: audiobooks join their love of books, beside it.
  const audiobooks = lexicon.byKey.get('audiobooks');
  if (limits.has('sight') && audiobooks && !interestMap.has(audiobooks.key)) {
    // A love of reading the eyes ended is told only in its adapted forms (large print, a novel on CD), not as a love of audiobooks.
    const reading = [...interestMap.values()].find((interest) => !interest.adapted && (interest.key === 'reading' || interest.parents.includes('reading')));
    if (reading) {
      const ordered = [...interestMap.values()];
      ordered.splice(ordered.indexOf(reading) + 1, 0, statedAs(audiobooks, reading.said));
      setOrder(ordered);
    }
  }
  setOrder(inTheirLanguages([...interestMap.values()], tongues, lexicon));
  // "Coronation Street, TV": the show leads, and the telly's own ideas wait behind it as its broader interest's would.
  const stated = [...interestMap.values()];
  const namedThings = stated.filter((interest) => !itemKinds.has(interest.kind));
  const behind = stated.filter((interest) => namedThings.some((named) => named !== interest && (named.parents.includes(interest.key) || lexicon.isAbove(interest.key, named.key))));
  if (behind.length > 0) setOrder([...stated.filter((interest) => !behind.includes(interest)), ...behind.map((interest) => ({ ...interest, behindNamed: true as const }))]);
  // "My neighbours" are two, "my neighbours kid" one: the word that names the person is the last.
  const plural = twinChildren || /&|\+|\band\b/i.test(name) || /\b(and (his|her|their)|couple|both)\b/.test(typedRelation) || /\b(parents|neighbou?rs|grandparents|in-laws|newlyweds|twins|family)\b/.test(lastWord(typedRelation));
  const seedText = JSON.stringify([fold(name), info.relationship, info.occasion, info.age, info.gender, info.interests, info.personality, info.pastGifts, info.culturalConsiderations, info.budget]);

  return {
    name,
    who: name || (relationship === 'other' || RELATION_WORDS[relationship] ? `your ${relation}` : 'them'),
    pronouns: plural ? PRONOUNS.neutral : PRONOUNS[audience],
    plural,
    relationship,
    giftedAs,
    relation,
    register,
    occasion,
    age,
    ...(implied && { ageGuessed: implied[1] }),
    audience,
    interests: [...interestMap.values()].slice(0, 8),
    traits: readTraits(info.personality ?? '', info.interests, traitLexicon, lexicon),
    avoidInterests,
    limits,
    conditions: has,
    anniversary: anniversaryYear([occasionTyped, info.interests, info.personality, info.culturalConsiderations ?? '', relationTyped].join(' . '), occasion.kind === 'anniversary'),
    petDied,
    pets: petsSaid,
    owned,
    sameSexCouple: SAME_SEX_COUPLE.test(everything),
    wantsFewerThings,
    asksForWork: FOR_THEIR_WORK.test(everything),
    platforms: platformsIn(everything),
    noThings,
    prefersDigital: whereabouts.digital,
    farFromBritain: livesOutsideUK(whereabouts),
    homePlaces: whereabouts.homeSaid === undefined ? NO_PLACES : placesOf(lexicon.find(whereabouts.homeSaid), lexicon),
    onesOwn: plural ? lovesOfOne(name, [...interestMap.values()]) : new Set(),
    newRomance: register === 'romantic' && NEW_ROMANCE.test(everything),
    memories: sharedMemories([info.interests, info.personality ?? '', info.culturalConsiderations ?? ''], lexicon, interestMap),
    faiths,
    homeCuisines: homeCuisinesOf(tongues, festivalPeoples, faiths),
    tongues,
    pastGifts,
    budget,
    seed: hash(seedText),
  };
}

/**
 * A hospital stay or an operation said of someone close to them ("her mum is in hospital", "his dad had a stroke"):
 * a hard time for them, but no condition of theirs, so neither a bed tray nor a limit on going out.
 */
const SOMEONE_ELSES_STAY =
  /\b(her|his|their|my|our) (mum|mom|mother|dad|father|parents?|nan|nana|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|sister|brother|son|daughter|kids?|child|baby|best friend|friend|aunt|auntie|uncle)('s| is| was| has been| has| went| are| were)?( just| recently| still| now| back)? (in (the )?hospital|in intensive care|into hospital|having (surgery|an operation)|had (surgery|an operation|a stroke|a fall|a heart attack)|recovering from (surgery|an operation|a stroke|a fall))\b/g;
const ofThem = (text: string) => text.replace(SOMEONE_ELSES_STAY, ' ');

/** Words asking for a gift for someone's work rather than for them: "for her classroom", "something for his desk". */
const FOR_THEIR_WORK =
  /\b(for (her|his|their|the) (desk|office|classroom|ward|shifts?|job|practice|surgery|workshop)|(something|things?|stuff) (for|to use at|useful at|for use at) work|(use|useful|needs?) (at|for) work|work (stuff|things|gear|kit|bag|essentials)|(desk|office|classroom) (stuff|things|bits|accessor\w+|supplies|essentials|kit))\b/;

/** Someone who teaches the visitor or their child now ("my son's teacher", "her piano tutor"), not one who retired. */
const TEACHER = /^(?!.*\b(retired|former|ex)\b).*\b(teachers?|tutors?|teaching assistants?|lecturers?|professors?|nursery (staff|workers?|nurses?|key ?workers?)|childminders?|key ?workers?|coach(es)?|head ?teachers?|headmaster|headmistress|principal)\b/;
/** A kind of thing given ("books", "a mug", "socks"), which past gifts name beside what they were about. */
const A_KIND_OF_THING = /\b(books?|novels?|biograph(y|ies)|mugs?|socks|t ?shirts?|shirts?|jumpers?|sweaters?|prints?|posters?|calendars?|dvds?|blu ?rays?|vinyls?|records?|albums?|kits?|sets?|vouchers?|gift cards?|hampers?|candles?|figures?|models?|ornaments?)\b/;
/**
 * Words that say what follows is a thing they have: "has a V60", "already owns a Kindle", "just got a Stanley cup",
 * "has every LEGO set", "owns all the Harry Potter books". "Owns loads of books" is a love of books, not a full shelf.
 */
const HAS_ONE =
  /\b(already |just |recently |finally )?(has|have|owns|own|got|bought|treated (her|him|them)self to)( got)? (every single|every|all of the|all the|the whole|a new|an|a|one) (.+)$/;
/** Words that end the name of a thing had: "every LEGO set going", "a Kindle already", "a V60 and a grinder". */
const OWNED_ENDS = /^(and|but|so|which|that|who|going|already|now|too|at|in|on|for|from|with|since|last|this|ever|out|there|though|lol|haha)$/;
/** What they have that is no thing the catalog could offer again: a person, an animal, a body, a home, a feeling. */
const NO_THING =
  /^(dog|cat|puppy|kitten|pet|baby|child|kid|son|daughter|boyfriend|girlfriend|partner|husband|wife|family|garden|yard|house|flat|home|job|sweet tooth|back|knee|hip|heart|lot|bit|thing|feeling|cold|habit|sense|way|knack|soft spot|love|passion|good eye|eye)s?$/;

/**
 * A make said as theirs: "reads on her Kindle", "carries her Stanley cup everywhere", "swears by her trusty Garmin". The
 * words after it are the make's name and the kind of thing it is.
 */
const THEIRS = /\b(?:his|her|their|my)(?: (?:old|new|vintage|battered|trusty|beloved|precious|little|ancient|classic))* ([^ ]+(?: [^ ]+){0,2})/g;

/** The last word of a make said as theirs that makes it many, not one thing: "her Sonny Angels", "his Subbuteo team". */
const COLLECTION = /^(.*[^s']s|team|army|squad|collection|set|sets)$/;

/** The things a clause says they have, if any; not a pet, a car or a breed, which no idea is. */
function ownedIn(clause: string, lexicon: InterestLexicon): Owned[] {
  // "Has a V60 so no more drippers": what they have is said before what they do not want.
  const said = normalize(clause);
  const no = NEGATION.exec(said);
  const before = (no ? said.slice(0, no.index) : said).trim();
  const had = HAS_ONE.exec(before);
  const owned: Owned[] = [];
  if (had) {
    const words: string[] = [];
    for (const word of had[6].split(' ')) {
      if (OWNED_ENDS.test(word)) break;
      words.push(word);
    }
    const thing = ownedThing(words, lexicon);
    if (thing) owned.push(thing);
  }
  // Said as theirs, only a maker's name is a thing ("her Kindle", "his Garmin watch"); "her grandkids" is no make, and
  // "her BTS boys", "his Warhammer army" are what they love, of which more is welcome.
  for (const [, after] of before.matchAll(THEIRS)) {
    const words = after.split(' ');
    const make = words.findIndex((word) => OWNED_ENDS.test(word) || !lexicon.isMakersName(word));
    if (make === 0) continue;
    const named = make < 0 ? words : words.slice(0, make + (OWNED_ENDS.test(words[make]) ? 0 : 1));
    // Many of them ("her Squishmallows", "his Wurzels records", "his Subbuteo team") are a collection, which grows.
    if (COLLECTION.test(named[named.length - 1]) || lexicon.find(named.join(' ')).some((interest) => interest.kind !== 'topic')) continue;
    const thing = ownedThing(named, lexicon);
    if (thing && !owned.some((other) => other.names.join(' ') === thing.names.join(' '))) owned.push(thing);
  }
  return owned;
}

/** The thing some words name, when a maker's name among them says which: not a pet, a car or a breed, which no idea is. */
function ownedThing(words: string[], lexicon: InterestLexicon): Owned | undefined {
  const thing = words.join(' ');
  if (!thing || NO_THING.test(thing)) return undefined;
  const known = lexicon.find(thing);
  if (known.some((interest) => keptAnimals.has(interest.key) || interest.parents.some((key) => keptAnimals.has(key)) || interest.kind === 'car-model' || interest.kind === 'need')) return undefined;
  // A name ("V60", "Kindle", "LEGO") says which thing; everyday words alone ("a good camera") say only what kind.
  if (!words.some((word) => lexicon.isMakersName(word))) return undefined;
  const names = words.length > 1 && !lexicon.isMakersName(words[words.length - 1]) ? words.slice(0, -1) : words;
  return { names, books: /\b(books?|novels?)$/.test(thing), kinds: known.filter((interest) => interest.kind === 'topic').map((interest) => ({ interest: interest.key, head: titleHead(interest.label) })) };
}

/** Past gifts said as a rut to leave: "always get him whisky", "want something different", "no more mugs". */
const WANTS_A_CHANGE = /\b(something (different|else|new)|not (another|more|again)|no more|every (year|time|christmas|birthday)|always (get|gets|got|give|gives|gave|buy|buys|bought)|fed up|bored of|sick of|a change|same thing|same again)\b/;
/** Someone who loves an animal but keeps none: "wants a dog", "can't have pets in the flat", "no pets allowed". */
const NO_ANIMAL_AT_HOME =
  /\b((can'?t|cannot|can not|not allowed to|isn'?t allowed to|aren'?t allowed to|doesn'?t|does not|don'?t|never) (have|has|keep|own|get) (a|one|any|pets?|dogs?|cats?)|wants? (a|her own|his own|their own) (dog|cat|puppy|kitten|pet|rabbit|bunny|hamster|gerbil|guinea pig|budgie|tortoise|bearded dragon|leopard gecko|gecko|fish tank)|wants? one|(no|without) (pets|dogs|cats)( allowed)?|misses (her|his|their) (old )?(dog|cat|pets?|puppy|kitten|pony|horse)|(had to|having to) (give up|rehome|re-home|leave) (her|his|their) (dog|cat|pets?|pony|horse)|(no longer|not any more|doesn'?t) (has|have|got) (a |her |his |their )?(dog|cat|pets?))\b/;
/** Words that say a faith is lived, not only belonged to. */
const DEVOUT = /\b(devout|practi[sc]ing|observant|religious|goes to (church|mass|mosque|temple|synagogue|gurdwara)|church ?goer|prays (daily|every day|five times a day)|faith is (important|everything))\b/;
/**
 * A romance only weeks or months old, or one the visitor wants to keep light. A first date told as a place ("our first
 * date was at a ramen place", "since our first date") is a memory of any couple, however long ago.
 */
const NEW_ROMANCE =
  /\b(early days|new (girlfriend|boyfriend|partner|relationship)|just started (dating|seeing)|(only )?been (dating|seeing (each other|him|her|them)|together) (for )?(a few|a couple of|two|three|four|five|six|\d{1,2}) (weeks|months)|(dating|seeing each other|going out|together) (for )?(a few|a couple of|two|three|four|five|six|\d{1,2}) (weeks|months)|(a few|a couple of|two|three|four|five|six|\d{1,2}) (weeks|months) (in|together|now|of dating)|(?<!\b(since|recreate|remember|where we had|where we went on) (our|the|that) )(first|second|third) date(?! (was|were|at|in|spot|place|restaurant|venue|location|memories|memory|anniversary))|few dates|not too (much|serious|over the top)|(do ?n.?t|not) want to (go )?(too )?over the top|casual(ly)? dating)\b/;
/** How a baby's coming is said: "had twins", "their second baby", "a little brother for Alfie". */
const ARRIVAL_WORDS: [RegExp, string][] = [
  [/\b(twins|triplets)\b/, 'twins'],
  [/\b((second|2nd|third|3rd|fourth|4th|another) (baby|child|little one|bundle)|(pregnant with|expecting) (their|her|his|our) (second|2nd|third|3rd|fourth|4th)|baby (number|no) ?(two|three|four|2|3|4)|big (brother|sister|sibling)|(little |baby )?(brother|sister|sibling) for)\b/, 'big-sibling'],
];
/** Children who are twins, said of them: "our twins", "the twins turn 3", "twin boys"; not a pregnancy with twins. */
const TWIN_CHILDREN = /(?<!\b(expecting|pregnant with|carrying|having) )\b(twins|twin (boys|girls|sons|daughters|brothers|sisters|toddlers|babies))\b/;
/** Someone of no faith, or who keeps no Christmas. */
const NOT_RELIGIOUS = /\b(atheist|agnostic|humanist|not religious|non-religious|secular|(doesn'?t|does not|don'?t) (celebrate|do) christmas)\b/;
/** Occasions that start a working life or crown a subject studied. */
const STARTING_OUT: ReadonlySet<string> = new Set(['graduation', 'new-job', 'promotion']);
/** The subject or the work said after the occasion: "a PhD in chemistry", "qualified as a vet". */
const FIELD = /\b(?:in|as an?|as) (.+)$/;
/**
 * The occasions that, for a teacher, are the teacher's gift. Christmas too: what a class gives then is what it gives in
 * July (something for the staff room or the classroom), not a stocking filler or a family's tree ornament.
 */
const TEACHER_MOMENTS: ReadonlySet<string> = new Set(['thank-you', 'just-because', 'farewell', 'christmas']);
/**
 * "Experiences or consumables only", "no physical gifts", "only things she can eat", "no stuff", "doesn't want more
 * things", "we're decluttering": nothing to keep.
 */
const NO_THINGS =
  /\b((experiences?|consumables?|edibles?|food|treats)( (or|and|\/) (experiences?|consumables?|edibles?|food|treats))* only|only (experiences?|consumables?|edibles?|things (she|he|they) can (eat|use up|do))|no (physical|material) (gifts?|things|presents?|stuff)|nothing physical|nothing (she|he|they|we)('d| would| will)? (has|have|needs?) to keep|no (more )?(stuff|things|objects|clutter)\b(?! (in|with|that|which|made|from|of|like|containing|involving)\b)|nothing (more )?to (keep|store|dust|find room for)|(doesn'?t|does not|don'?t|do not|won'?t|wouldn'?t) (want|need)( any| more| any more)? (more )?(stuff|things|objects|clutter)|(not|no) (more|another) (thing|object)|(too much|enough|so much) stuff|(hates|dislikes|can'?t stand|cannot stand) (stuff|things|objects)\b(?! (in|with|that|which|made|from|of|like)\b)|(too many|enough) things|decluttering|declutter(ed|s)?|getting rid of (stuff|things)|konmari|marie kondo|((wants?|asks? for) nothing|(never wants|(doesn'?t|does not|don'?t|do not) want) anything)\b(?! (more|but|else|that|which|to|too|with|like|about|for|from|made|\w+ing)\b))\b/;
/** A love said as shared with someone close: "baking with her mum", "fishing with his dad". */
const DONE_WITH_FAMILY = /\bwith (her|his|their|my|our) (late )?(mum|mom|mother|dad|father|husband|wife|partner|son|daughter|brother|sister|nan|nana|gran|grandma|grandad|grandpa|grandmother|grandfather)\b/i;
/** Cancer said to be behind them: survived, beaten, in remission, the all-clear, treatment finished. */
const CANCER_BEHIND =
  /\b(cancer survivor|survived (\w+ )?cancer|(beat|beaten|kicked) (\w+ )?cancer|(in|into) remission|cancer[- ]free|all[- ]clear|(finished|done with|completed) (her |his |their )?(chemo\w*|treatment|radiotherapy))\b/;
/** Cancer treated now: chemo, radiotherapy, "battling", "going through it". */
const CANCER_NOW =
  /\b((?<!(finished|done with|completed) (her |his |their )?)(chemo\w*|radiotherapy|cancer treatment)|undergoing|going through (\w+ )?cancer|(battling|fighting) (\w+ )?cancer|having treatment|in treatment)\b/;
/** A diet said with nothing else: "vegan", "both vegetarian", "she's plant-based". */
const DIET_ALONE = /^((both|is|are|she'?s|he'?s|they'?re|strict|strictly|fully|also) )*(vegan|vegetarian|veggie|pescatarian|plant[- ]based)$/;
/** The need of a grandparent, whose things (a brag book, a grandparent's journal) mark a grandchild's arrival. */
const GRANDPARENTS = 'grandparents';
/** A grandchild just arrived: "new grandparents", "just became a grandad", "first grandchild born last week". */
const NEW_GRANDPARENT =
  /\b(new (grand(parents?|ma|pa|mother|father|dad|mum|mom)|granny|nana|nanna|nan)|(became|become|becoming|now) (a )?(grand\w+|granny|nana|nan)|first[- ]time grand\w+|(first|new) grand(child|baby|son|daughter|kid)|grand(child|baby|son|daughter|kid) (was |has been |is )?(just )?(born|arrived))\b/;
/** Needs that shape what a gift is for (their shifts, a love far away, a move abroad, halls at university), wherever the visitor says them. */
const DAILY_LIFE: ReadonlySet<string> = new Set(['shift-work', 'working-from-home', 'long-distance-love', MOVING, 'college-student']);
/** Occasions and needs that bring a baby into the house: things for a baby are for these. */
export const BABY_OCCASIONS: ReadonlySet<string> = new Set(['new-baby', 'baby-shower', 'baptism']);
/** The stages a small child is in, rather than a need of theirs. */
export const STAGES: ReadonlySet<string> = new Set(['babies', 'toddlers']);
const BABY_NEEDS: ReadonlySet<string> = new Set([...STAGES, 'first-time-parents', 'pregnancy']);
/** The occasions a baby arrives at, where a child of these ages is the big brother or sister to be. */
const BIG_SIBLING_OCCASIONS: ReadonlySet<string> = new Set(['new-baby', 'baby-shower']);
const BIG_SIBLING_AGES = [2, 12] as const;
/** Which the baby is, to the child: "a little brother for Max", "her new baby sister". */
const SIBLING_SAID = /\b(?:little|baby|new|younger) (brother|sister)\b/;
/** "The kids adore her": how others feel about the person, which gives them no hobby. */
const OTHERS_LOVE = /\b(adores?|loves?|likes?|worships?|idoli[sz]es?|misses) (her|him|them)\s*$/;
/** A clause that tells of a move ("moving to London for a new job"): the place is where they go, not a love of theirs. */
const MOVE = /\b(moving|relocating|emigrating|moved|moves|move) (to|abroad|away|out|overseas|back|house|home|country)\b/;
/** A move of house, not of country: "moving house", "moving in together", "moving back home", "moved out". */
const HOME_MOVE = /\b(mov(e|es|ed|ing) (house|home|flat|in|into|out|back home|back in|nearer|closer|in together|down the road|across town|to a new (house|flat|place|home|apartment)|to (a )?(bigger|smaller) (house|place|flat))|downsizing)\b/;
/** A disability of learning, not of moving: what no mobility aid is for. */
const LEARNS_DIFFERENTLY = /\b(learning (disabilit(y|ies)|difficult(y|ies)|disabled)|intellectual(ly)? disab\w*|developmental(ly)? (delay\w*|disab\w*)|down'?s syndrome|special (educational )?needs|additional needs)\b/;
/** Words of a body that cannot move freely, said beside a disability of learning. */
const MOBILITY_SAID = /\b(wheelchair|walker|walking (frame|aid|stick)|cane|mobility|housebound|bed-?bound|can'?t walk|physically disabled|physical disabilit(y|ies))\b/;
/** A clause telling how they married ("they eloped in Vegas", "got married in Rome"): the place was the wedding's, no love of theirs. */
const WEDDING_TOLD = /\b(elop(e|ed|ing)|got married|getting married|tied the knot|married (in|at|on))\b/;
/** A clause telling an injury or illness and how it came about. */
const MISHAP = /\b(broke|broken|injur(ed|y|ies)|hurt (her|his|their|my)|fell (off|over|down)|accident|tore|torn|sprain(ed)?|fractured?|diagnosed)\b/;

/** The animals people keep, as the visitor names them. */
const PET_WORDS = '(?:dog|puppy|pup|cat|kitten|pet|horse|pony|rabbit|bunny|hamster|guinea pig|parrot|budgie|tortoise|ferret)';
const PET = new RegExp(`\\b${PET_WORDS}s?\\b`);
/** "Her dog died", "their cat was put to sleep": the loss was an animal's. */
const PET_DIED = new RegExp(`\\b${PET_WORDS}\\b[^.,;]{0,30}\\b(?:died|passed|put down|put to sleep|lost|gone)\\b`);
/** A dog, said as the dog or by its breed ("the cockapoos Biscuit and Bramble"). */
const DOG_BREEDS =
  'cockapoo|cockerpoo|cavapoo|cavachon|labradoodle|goldendoodle|spaniel|springer|labrador|retriever|greyhound|whippet|lurcher|terrier|' +
  'collie|dachshund|sausage dog|doxie|pug|poodle|beagle|husky|corgi|frenchie|french bulldog|bulldog|chihuahua|schnauzer|staffy|staffie|' +
  'alsatian|westie|yorkie|shih tzu|dalmatian|rottweiler|vizsla|weimaraner|pomeranian|bichon|shiba|samoyed|akita|jack russell|cavalier|pit bull|pittie';
const DOG_WORDS = new RegExp(`^(?:dog|puppy|pup|${DOG_BREEDS})(?:s|es)?$`);
const CAT_WORDS = /^(?:cat|kitten|tabby|moggy|moggie)s?$/;
/** What people call the animal before its name: its kind, or its breed ("the cockapoos Biscuit and Bramble"). */
const ANIMAL_WORDS =
  `(?<animal>(?:${PET_WORDS}|${DOG_BREEDS}|tabby|moggy|goldfish|hen|chicken|gecko|snake|lizard|axolotl|bearded dragon|parakeet|cockatiel|gerbil|budgerigar)(?:s|es)?)`;
const PET_NAMED = [
  new RegExp(`(?<![\\p{L}-])(?<name>\\p{Lu}\\p{Ll}+)\\s*\\((?:(?:her|his|their|the|our|my)\\s+)?${ANIMAL_WORDS}\\)`, 'gu'),
  // "Pepper, her dog", but not "Celtic, his dog Rex": there the name comes after. After a comma, a name may be the
  // thing before in a list ("Pokémon, his guinea pigs"). The last word of a title is no name: "Coronation Street, her
  // budgie" is the show and the bird.
  new RegExp(`(?<![\\p{L}-])(?<!\\p{Lu}\\p{Ll}+\\s)(?<name>\\p{Lu}\\p{Ll}+)(?:(?<listed>,)\\s*|\\s+)(?:her|his|their|our|my)\\s+${ANIMAL_WORDS}\\b(?!,?\\s+(?:(?:called|named)\\s+)?\\p{Lu})`, 'gu'),
  // One name or two: "their cat Miso", "guinea pigs Salt and Pepper".
  new RegExp(`\\b${ANIMAL_WORDS}\\s+(?:(?:called|named)\\s+)?(?<name>\\p{Lu}\\p{Ll}+)(?:\\s*(?:and|&)\\s*(?<other>\\p{Lu}\\p{Ll}+))?`, 'gu'),
  // "Their cat, Mochi": one animal of theirs, its name after a comma; not the first word of a title ("her budgie,
  // Coronation Street").
  new RegExp(`\\b(?:her|his|their|our|my)\\s+${ANIMAL_WORDS},\\s+(?<listed>(?<name>\\p{Lu}\\p{Ll}+))\\b(?!\\s+\\p{Lu})`, 'gu'),
  // "His dog bruno": a name typed in lowercase, which only a word no catalog sentence uses can be.
  new RegExp(`\\b(?:her|his|their|our|my)\\s+${ANIMAL_WORDS}\\s+(?:(?:called|named)\\s+)?(?<typed>(?<name>\\p{Ll}{3,}))\\b`, 'gu'),
];

/** Words that say someone close died not long ago, whatever the day being marked. */
const RECENT_LOSS =
  /\b((since|without) (\w+ ){0,3}(died|passed|passing|death)|first (christmas|birthday|mother'?s day|father'?s day|anniversary|eid|diwali|hanukkah|easter|valentine'?s?)( \w+){0,2} (since|without|after)|(recently|newly|just) widowed|widowed (this|last) (year|month)|lost (his|her|their) (wife|husband|partner|mum|mom|mother|dad|father|son|daughter|brother|sister)( (this|last) (year|month|week)| recently| in \w+)|recently bereaved|passed away (last|this|in|recently))\b/;

/**
 * A clause told as something the two of them did or do together: "our first date was at a ramen place", "the Lake
 * District where we honeymooned", "(where I proposed)", "we went to Lisbon last summer", "our thing is pizza night".
 */
const SHARED =
  /\b(our (first|thing|song|place|spot|trip|holiday|honeymoon|wedding|date)|(we|i) (first )?(met|proposed|got engaged|honeymooned|had our)|we (went|go|visited|travell?ed|stayed|spent|always|used to|love going)|(where|when) we)\b/;
/** The visitor's words turned to the giver, who reads them: "we" and "I" are "you". */
const TO_GIVER: [RegExp, string][] = [
  [/\b(we|i)'re\b|\bi'm\b|\bi am\b|\bwe are\b/gi, "you're"],
  [/\b(we|i)'ve\b/gi, "you've"],
  [/\bi was\b/gi, 'you were'],
  [/\b(we|us|i|me)\b/gi, 'you'],
  [/\b(our|my)\b/gi, 'your'],
  [/\b(ours|mine)\b/gi, 'yours'],
];

/** The memories the visitor shares with them, by the interest of theirs each is about, told back to the giver. */
function sharedMemories(texts: string[], lexicon: InterestLexicon, theirs: ReadonlyMap<string, StatedInterest>): Map<string, string> {
  const memories = new Map<string, string>();
  for (const text of texts) {
    let before: { clause: string; keys: string[] } | undefined;
    for (const { clause, bracketed } of clauses(text)) {
      const keys = lexicon
        .find(clause)
        .map((interest) => interest.key)
        .filter((key) => theirs.has(key));
      if (SHARED.test(normalize(clause))) {
        // "Paris (where I proposed)": a detail tells the memory of what the clause before named.
        const of = keys.length === 0 && bracketed ? before : undefined;
        const told = TO_GIVER.reduce((said, [pattern, giver]) => said.replace(pattern, giver), of ? `${of.clause.trim()}, ${clause.trim()}` : clause.trim());
        for (const key of of?.keys ?? keys) if (!memories.has(key)) memories.set(key, told.replace(/\s+/g, ' '));
      }
      before = { clause, keys };
    }
  }
  return memories;
}

/**
 * What they love, in the languages they know: a language being learnt is the language itself ("doing Duolingo Italian"
 * is learning Italian, not languages at large), a language of their own is never one to learn, and a reader of their own
 * language reads in it first (novels in Spanish before the reading lamp).
 */
function inTheirLanguages(interests: StatedInterest[], tongues: Tongues, lexicon: InterestLexicon): StatedInterest[] {
  const stated = (key: string) => {
    const interest = lexicon.byKey.get(key);
    return interest && !interests.some((other) => other.key === key) ? statedAs(interest, interest.label) : undefined;
  };
  const learnt = [...tongues.learning].flatMap((tongue) => stated(LEARNING_KEY + tongue) ?? []);
  const reads = [...tongues.reads].flatMap((tongue) => stated(READS_KEY + tongue) ?? []);
  // "Japanese on Duolingo" is the learning of Japanese, read already: no name of its own to print on a poster.
  const partOfLearning = (interest: StatedInterest) => interest.key.startsWith('said:') && [...tongues.learning].some((tongue) => interest.label.toLowerCase().includes(tongue));
  const ordered = interests.filter((interest) => !(interest.key.startsWith(LEARNING_KEY) && tongues.own.has(interest.key.slice(LEARNING_KEY.length))) && !partOfLearning(interest));
  if (learnt.length > 0) {
    // The language named takes the place of languages at large, which still lends its ideas as the broader interest.
    const at = ordered.findIndex((interest) => interest.key === LANGUAGES);
    if (at >= 0) ordered.splice(at, 1, ...learnt);
    else ordered.push(...learnt);
  }
  const reading = ordered.findIndex((interest) => interest.key === READING || interest.parents.includes(READING));
  if (reads.length > 0 && (reading >= 0 || tongues.reader)) ordered.splice(reading >= 0 ? reading : ordered.length, 0, ...reads);
  return ordered;
}

const LANGUAGES = 'languages';
const READING = 'reading';

const FOOTBALL = 'football';
const GRIDIRON = 'american-football';
const SOCCER = 'association-football';

/**
 * "Football" is the game the rest of what they love belongs to: American football beside an NFL team, the NFL or
 * tailgating, and soccer otherwise (or when a soccer club is named too). Read as the gridiron, it takes that game's place.
 */
function footballAsSaid(interests: StatedInterest[], lexicon: InterestLexicon): StatedInterest[] {
  const football = interests.find((interest) => interest.key === FOOTBALL);
  const gridiron = lexicon.byKey.get(GRIDIRON);
  const of = (game: string) => interests.some((interest) => interest.key === game || lexicon.isAbove(game, interest.key));
  if (!football || !gridiron || !of(GRIDIRON) || of(SOCCER)) return interests;
  const saidAlready = interests.some((interest) => interest.key === GRIDIRON);
  const asGridiron: StatedInterest = { ...football, ...statedAs(gridiron, football.said) };
  return interests.flatMap((interest) => (interest !== football ? [interest] : saidAlready ? [] : [asGridiron]));
}

/**
 * A capitalised word after another word mid-clause, with a title's small words after it: what follows ends a longer
 * name ("the Grand National", "The Sound of Music").
 */
const NAME_GOES_ON = /[\p{L}\p{N}'’]\s+\p{Lu}[\p{L}'’-]*\s+((of|the|in|on|to|a|an|with|for|from|by|at)\s+)*$/u;

/**
 * The person's animals the visitor named, as written ("Pepper (her dog)", "their cat Miso", "her cat, Mochi"), with
 * what each is. After a comma a name may be the next thing in a list ("her dog, Netflix"): there only a name the
 * lexicon does not know is the animal's.
 */
function petsNamed(text: string, lexicon: InterestLexicon): Pet[] {
  // "The Grand National, her cat" is a list: "National" ends the race's name, and names no cat.
  const partOfName = (match: RegExpMatchArray) => match[0].startsWith(match.groups!.name) && NAME_GOES_ON.test(text.slice(0, match.index));
  const pets = new Map<string, Pet>();
  for (const pattern of PET_NAMED)
    for (const match of text.matchAll(pattern)) {
      const { name, other, animal, listed, typed } = match.groups!;
      if (partOfName(match) || ((listed ?? typed) !== undefined && lexicon.find(name).length > 0)) continue;
      if (typed !== undefined && (!lexicon.isNameWord(typed) || FILLER_AFTER_ANIMAL.test(typed))) continue;
      for (const each of [name, other].filter((said): said is string => Boolean(said)).map(capitalize)) if (!pets.has(each)) pets.set(each, { name: each, animal: animalOf(animal) });
    }
  return [...pets.values()];
}

/** Words after "her dog" that are no name, whether or not the catalog writes them: "her dog died", "his dog who". */
const FILLER_AFTER_ANIMAL = /^(and|or|but|who|which|that|died|passed|was|is|has|had|too|also|loves|named|called)$/;

/** What an animal word names, as a sentence about it would: a cockapoo or a pup is a dog, a tabby a cat. */
const animalOf = (word: string) => {
  const said = word.toLowerCase();
  if (CAT_WORDS.test(said)) return 'cat';
  if (DOG_WORDS.test(said)) return 'dog';
  return said.replace(/(?<=(sh|ch|x|ss))es$|s$/, '');
};

/** Kin who are given to as a parent, as a child, or as a friend of the family, by the word that names them. */
const KIN: [RegExp, string][] = [
  [/\b(grand(ma|mother|pa|father|dad|parent)|granny|gran|nan|nana|nanna|grandad|granddad|gramps|aunt|aunty|auntie|uncle|god(mother|father|parent)|(mother|father|parent)[- ]in[- ]law|step ?(mum|mom|mother|dad|father|parent)|mum|mom|mother|dad|father|parent)s?\b/g, 'parent'],
  [/\b(niece|nephew|grand(son|daughter|child|kid)|god(son|daughter|child)|step ?(son|daughter|child|kid)|(son|daughter)[- ]in[- ]law|son|daughter|kid|child|children|grandchildren|baby|toddler)s?\b/g, 'child'],
  [/\b(sister|brother|sibling|sis|bro|cousin|twin|(sister|brother)[- ]in[- ]law|step ?(sister|brother))s?\b/g, 'friend'],
];
const FRIENDS = /\b(friend|mate|bestie|bff|room ?mate|flat ?mate|house ?mate|pen ?pal|buddy|pal|classmate)s?\b/;

/**
 * The wizard's relationships nearest to one the visitor typed: an aunt or a grandad is given to as a parent, a niece
 * as a child, a sister or a cousin as a friend, each with the wider family's ideas ('other'); a boss as a colleague.
 * The person is the one named last and not as an owner: "my sister's baby" is a baby, "my daughter's boyfriend" no kin.
 */
function nearestRelationships(typed: string, register: Register): Set<string> {
  if (register === 'romantic') return new Set(['partner']);
  if (register === 'professional') return new Set(['colleague']);
  if (register === 'family') {
    let nearest = { at: -1, relationship: 'friend' };
    for (const [pattern, relationship] of KIN) {
      for (const match of typed.matchAll(pattern)) {
        const owner = typed[match.index + match[0].length] === "'";
        if (!owner && match.index > nearest.at) nearest = { at: match.index, relationship };
      }
    }
    return new Set([nearest.relationship, 'other']);
  }
  return FRIENDS.test(typed) ? new Set(['friend']) : new Set();
}

/** Words that say a job is loved or learnt rather than done for a living: "loves teaching", "a med student", "wants to be a vet". */
/** The broadest sports, under which every sport played in a team or a club is filed. */
const SPORT_KEYS: ReadonlySet<string> = new Set(['sports', 'football']);
const LOVES_IT = /\b(loves?|loving|into|enjoys?|likes?|adores?|passion\w*|fascinat\w*|obsess\w*|fan|student|studying|studies|learning|wants? to|dreams? of|plays?|playing|hobby)\b/;
/** A word that names a person by what they do: a doctor, a teacher, a surgeon, a midwife, an attorney. */
const AGENT = /(er|or|ist|ian|eon|ey|wife|nurse)s?$|wives$/;
/** The age from which a job named is work done, not a game of doctors and nurses. */
const ADULT_AGE = 18;

/** Whether a working life is said as the person's job ("both doctors", "a nurse"), not as a love of its work. */
function namedByJob(interest: StatedInterest, lexicon: InterestLexicon): boolean {
  const job = lexicon.byKey.get(interest.key);
  const said = normalize(interest.said);
  if (!job?.job || !interest.said || LOVES_IT.test(said)) return false;
  return job.words.some((word) => AGENT.test(word) && new RegExp(`\\b${escapeRegExp(word)}s?\\b`).test(said));
}

/** Words that say a love is the two's: "both love travelling", "they're into board games". */
const BOTH_OF_THEM = /\b(both|they|they'?re|their|them|together|we|us|our)\b/;

/** The loves of a couple ("Priya & Arjun") said of one of them, by name or as "she" or "he", not of both. */
function lovesOfOne(name: string, interests: StatedInterest[]): Set<string> {
  const names = normalize(name)
    .split(/&|\+|\band\b/)
    .map((part) => part.trim().split(' ')[0])
    .filter((first) => first.length > 1);
  const saysOne = (said: string) =>
    !BOTH_OF_THEM.test(said) && (/^(she|he|her|his|she'?s|he'?s)\b/.test(said) || names.filter((first) => new RegExp(`\\b${escapeRegExp(first)}\\b`).test(said)).length === 1);
  return new Set(interests.filter((interest) => saysOne(normalize(interest.said).trim())).map((interest) => interest.key));
}

/** Who the person is in the visitor's family, as far as a death in it goes: a parent, a grandparent, a brother or sister. */
const KIN_SAID: [RegExp, Kin][] = [
  [/\b(grand(ma|mother|pa|father|dad|parent)s?|granny|gran|nan|nana|nanna|gramps)\b/, 'grandparent'],
  [/\b(mum|mom|mam|mother|dad|father|papa|mama|parents?)\b/, 'parent'],
  [/\b(sister|brother|sibling|sis|bro)s?\b/, 'sibling'],
];
/** The visitor's kin the person is; a parent-in-law or a step-parent lost someone else's parent. */
const kinOf = (relationship: string, typed: string): Kin =>
  relationship === 'parent' ? 'parent' : /\b(in[- ]law|step)/.test(typed) ? 'other' : (KIN_SAID.find(([pattern]) => pattern.test(typed))?.[1] ?? 'other');

/** The last word of a relationship typed, which names the person: "kid" in "my neighbours kid". */
const lastWord = (typed: string) => typed.trim().split(' ').at(-1) ?? '';

/** Who the typed relationship is, for the register: its last word, or "business partner" or "head of department" whole. */
const headOf = (typed: string) => typed.match(/\b(business partner|head of department)s?\s*$/)?.[1] ?? lastWord(typed);

/** The gender words say, when they say one and only one ("my sister", "she loves..."). */
function genderSaid(text: string): Audience | undefined {
  const female = FEMALE.test(text);
  const male = MALE.test(text);
  return female === male ? undefined : female ? 'female' : 'male';
}

/**
 * Trait keys found in the personality and the interests, with the visitor's words for each. In the interests, a word
 * read as an interest is that interest ("sweets" is candy, not a sweet nature).
 */
function readTraits(personality: string, interests: string, lexicon: InterestLexicon, interestLexicon: InterestLexicon): Map<string, string> {
  const traits = new Map<string, string>();
  for (const [text, besides] of [[personality, undefined], [interests, interestLexicon]] as const) {
    const folded = tokens(text).map(fold);
    const found = lexicon.scan(folded);
    // Only a text with a trait word in it is read for interests too: most say none, and the read is not free.
    const read = found.length > 0 ? (besides?.scan(folded) ?? []) : [];
    for (const { interest, start, end } of found) {
      if (traits.has(interest.key) || read.some((match) => match.start < end && start < match.end)) continue;
      const said = folded.slice(start, end).join(' ');
      traits.set(interest.key, ADJECTIVE.test(said) && !NOUN_LOOKALIKE.test(said) ? said : (TRAIT_ADJECTIVE[interest.key] ?? interest.key));
    }
  }
  return traits;
}

/** Whether a lexicon reads every word of a text ("always cheerful" is all trait once "always" is left aside). */
function readWhole(text: string, lexicon: InterestLexicon): boolean {
  const folded = tokens(text).map(fold);
  return folded.length > 0 && lexicon.scan(folded).reduce((words, { start, end }) => words + end - start, 0) === folded.length;
}

/**
 * Reasons say "someone as {trait} as Jess" and "her {trait} side": the visitor's own word where it is an adjective
 * ("bookish", "laid-back"), the trait's adjective where they wrote a noun or a phrase ("a homebody", "party animal",
 * "hates clutter").
 */
const ADJECTIVE =
  /^([a-z-]+(ous|ive|al|ic|ful|y|ed|ish|ant|ent|ble|less)|fun|bold|warm|kind|sweet|smart|fit|chill|calm|quiet|shy|neat|posh|chic|simple|minimal|minimalist|retro|vintage|classic|low-key|old-school|old school|laid back|type a|young at heart|down-to-earth|no-nonsense|hands-on|tech-savvy|tech savvy|eco-conscious|zero-waste|fun-loving|luxury-loving|design-minded|high-end|high-energy|open-minded|hard-working|career-focused|easy-going|lovey-dovey|private|social)$/;
const NOUN_LOOKALIKE = /^(luxury|simplicity|memory|hygge|comedy|homebody|nerd|geek)$/;
const TRAIT_ADJECTIVE: Record<string, string> = { homebody: 'home-loving' };

/** A parent or a child chosen from the list, named as the visitor would by their gender: "your dad", "your daughter". */
/** Under three: a baby or a toddler, whose gifts the parents choose and use. */
export const littleOne = (person: Pick<Person, 'age'>) => person.age !== undefined && person.age < 3;

/**
 * A friend or a colleague of one or two is their child: the form has no "friend's daughter", so the visitor picks whom
 * they know. Said so, "your friend's little girl", never "your friend loves Peppa Pig".
 */
function littleOneOf(relationship: string, age: number | undefined, audience: Audience): string | undefined {
  if (age === undefined || !littleOne({ age }) || !(relationship === 'friend' || relationship === 'colleague')) return undefined;
  return `${relationship}'s ${age < 1 ? 'baby' : audience === 'female' ? 'little girl' : audience === 'male' ? 'little boy' : 'little one'}`;
}

function chosenRelation(relationship: string, audience: Audience, everything: string): string | undefined {
  if (audience === 'neutral') return undefined;
  if (relationship === 'parent') return audience === 'male' ? 'dad' : /\b(mom|mommy|momma)\b/.test(everything) ? 'mom' : 'mum';
  if (relationship === 'child') return audience === 'male' ? 'son' : 'daughter';
  return undefined;
}

/** The visitor's words for who the person is, fit to follow 'your': "my sisters baby" → "sister's baby". */
function relationWords(typed: string): string {
  // "My Cantonese grandmother" keeps its people a name.
  return peoplesCapitalised(relationName(typed));
}

/** The visitor's words for who the person is, lowercased and tidied. */
function relationName(typed: string): string {
  const name = cleanName(typed);
  // "My PhD supervisor", "her GP": a word written with capitals inside is kept so, unless everything was typed in capitals.
  const shouting = name === name.toUpperCase();
  return name
    .split(' ')
    .map((word) => (!shouting && (/\p{Ll}\p{Lu}/u.test(word) || /^\p{Lu}{2,4}$/u.test(word)) ? word : word.toLowerCase()))
    .join(' ')
    .replace(/^(my|our|his|her|their|the|a|an)\s+/, '')
    .replace(/\b(?!(?:his|hers|its|this|theirs|ours|yours)\s)(\w+?)s\s+(baby|son|daughter|kid|child|husband|wife|boyfriend|girlfriend|partner|friend|mum|mom|dad|boss|teacher|tutor|coach|nurse|doctor|nanny|childminder|carer|godmother|godfather)\b/, "$1's $2")
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
}

function splitOther(value: string): [string, string] {
  return value.startsWith('other:') ? ['other', value.slice('other:'.length).trim()] : [value, ''];
}

/** The age from which a commute or an office is most likely behind someone. */
const PAST_WORKING_AGE = 70;
/** Days about the two of them, for which a thing for the office or the commute is no gift. */
const ROMANTIC_DAYS: ReadonlySet<string> = new Set(['anniversary', 'valentines', 'wedding', 'engagement']);

/**
 * Whether a thing for the commute, the office or a day at practice would be said to the wrong person: someone
 * retiring, leaving for months with a baby, or past working age, getting well or grieving, someone who works from home, or a couple's day.
 */
function awayFromWorkdays(person: Person): boolean {
  const age = person.age;
  return (
    person.occasion.kind === 'retirement' ||
    person.occasion.label === PARENTAL_LEAVE ||
    (age !== undefined && age >= PAST_WORKING_AGE) ||
    person.occasion.mood === 'care' ||
    person.occasion.mood === 'grief' ||
    ROMANTIC_DAYS.has(person.occasion.kind) ||
    person.interests.some((interest) => interest.key === 'working-from-home')
  );
}

/**
 * What the person's situation rules out beyond what was said: romance for anyone but a partner, the personal at work,
 * celebration at a loss or through an illness, exertion while getting well, "Mrs & Mrs" gifts unless two brides or two
 * grooms were said, a birth's keepsakes for a child adopted, a couple's things for a romance of weeks, the commute's
 * and the office's things for someone away from them. Both engines keep to these: the catalog's gate and the checks on
 * the model's answers. Britain's own things (a National Trust card) go only to someone who lives there.
 */
export function situationalLimits(person: Person): ExclusionFlag[] {
  const limits: ExclusionFlag[] = [];
  if (person.register !== 'romantic') limits.push('romantic');
  if (person.register === 'professional') limits.push('personal');
  if (person.occasion.mood === 'grief' || person.occasion.mood === 'care') limits.push('celebratory');
  // Getting well is no time for a workout or a day's skiing, whatever they loved doing before; a hard time in life
  // (a divorce, a lost job) is no illness, and their run or their swim may be what helps.
  // Nor is it the time for a runner's belt or a climber's shoes: the kit of a pastime done on foot waits too.
  if (person.occasion.mood === 'care' && person.occasion.kind === 'get-well') limits.push('physical-exertion', 'mobility');
  if (!person.sameSexCouple) limits.push('same-sex-couple');
  // A child adopted came home without a birth to mark; one born to a surrogate, to parents whose bodies need no mending.
  if (person.occasion.arrival === 'adoption') limits.push('newborn', 'birth');
  if (person.occasion.arrival === 'surrogacy') limits.push('birth');
  // An elopement or a registry office with two witnesses left no gift list to pay into.
  if (person.occasion.quiet) limits.push('registry');
  // A hen or a stag do is a night with friends before the wedding: the couple's keepsakes and their gift list wait for it.
  // What is made for that night (a bride-to-be sash, a stag do survival kit) is for it alone: never for the wedding itself.
  if (henOrStagDo(person.occasion)) limits.push('couple', 'registry');
  else limits.push('hen-stag-do');
  // A pregnancy may be days away during IVF: nothing it would rule out, and nothing for a baby not yet there.
  if (person.occasion.trying) limits.push('alcohol', 'pregnancy-unsafe', 'newborn', 'birth');
  // Weeks in, a class for two or both names engraved says more than either has said yet.
  if (person.newRomance) limits.push('couple');
  if (awayFromWorkdays(person)) limits.push('workday');
  if (person.farFromBritain) limits.push('uk-only');
  if (person.occasion.mood === 'grief') limits.push(...comfortLimits(person));
  return limits;
}

/** Loves that make a gadget a pleasure rather than a noise. */
const TECH_LOVES: ReadonlySet<string> = new Set(['tech', 'gadgets', 'smart-home']);

/**
 * What a loss rules out beside celebration, by whose it was. Nothing that fills a quiet house with alerts (a doorbell
 * camera, a pet camera) unless they love gadgets. After a pregnancy lost, nothing of a newborn, no keepsake of a life in
 * photos, and no name engraved or memorial unless one was asked for; after a pet's, no keepsake of a person's
 * life; after a partner's, nothing made for a couple.
 */
function comfortLimits(person: Person): ExclusionFlag[] {
  const limits: ExclusionFlag[] = [];
  if (!person.interests.some((interest) => TECH_LOVES.has(interest.key) || interest.parents.some((key) => TECH_LOVES.has(key)))) limits.push('gadgets');
  const { loss, keepsake } = person.occasion;
  if (loss === 'pregnancy') limits.push('newborn', 'life-story', ...(keepsake ? [] : (['memorial'] as const)));
  if (loss === 'pet') limits.push('life-story');
  if (loss === 'partner') limits.push('couple');
  return limits;
}
