import { countryAt } from './country';
import { normalize } from './text';

/**
 * The languages a person reads and speaks, as the visitor tells them: a grandmother who "only reads Spanish" gets her
 * novels in Spanish and no English crossword book; a Korean mother in Seoul is never given a course in Korean; a friend
 * "doing Duolingo Italian" gets ideas about Italian. English is the language the visitor writes in, so it is read apart:
 * only whether it comes easily to the person.
 */

/** A language other than English, with the peoples whose own language it is and the countries it is spoken in. */
interface Tongue {
  key: string;
  /** Regions of a country whose own language it is, said as where they come from ("from Kerala", "grew up in Punjab"). */
  regions?: string;
  /** How people name the language itself. */
  names: string;
  /** The peoples whose own language it is, as people call them ("Mexican", "Filipina"). */
  peoples?: string;
  /** The countries (as places.json names them) whose own language it is. */
  countries?: string[];
}

const TONGUES: Tongue[] = [
  { key: 'spanish', names: 'spanish|castilian|espanol', peoples: 'spanish|mexican|colombian|argentine|argentinian|argentinean|peruvian|chilean|venezuelan|cuban|dominican|puerto rican|guatemalan|salvadoran|salvadorean|honduran|ecuadorian|ecuadorean|bolivian|uruguayan|paraguayan|nicaraguan|costa rican|panamanian', countries: ['es', 'mx', 'ar', 'co', 'cl', 'pe'] },
  { key: 'portuguese', names: 'portuguese', peoples: 'portuguese|brazilian|angolan|mozambican', countries: ['pt', 'br'] },
  { key: 'french', names: 'french', peoples: 'french|quebecois|haitian', countries: ['fr'] },
  { key: 'italian', names: 'italian', peoples: 'italian|sicilian|neapolitan|sardinian', countries: ['it'] },
  { key: 'german', names: 'german', peoples: 'german|austrian', countries: ['de', 'at'] },
  { key: 'dutch', names: 'dutch|flemish', peoples: 'dutch|flemish', countries: ['nl'] },
  { key: 'polish', names: 'polish', peoples: 'polish', countries: ['pl'] },
  { key: 'czech', names: 'czech', peoples: 'czech', countries: ['cz'] },
  { key: 'hungarian', names: 'hungarian|magyar', peoples: 'hungarian', countries: ['hu'] },
  { key: 'romanian', names: 'romanian', peoples: 'romanian|moldovan', countries: ['ro'] },
  { key: 'russian', names: 'russian', peoples: 'russian' },
  { key: 'ukrainian', names: 'ukrainian', peoples: 'ukrainian', countries: ['ua'] },
  { key: 'serbian', names: 'serbian|serbo-croatian', peoples: 'serbian|serb' },
  { key: 'bulgarian', names: 'bulgarian', peoples: 'bulgarian' },
  { key: 'greek', names: 'greek', peoples: 'greek|greek cypriot|cypriot', countries: ['gr'] },
  { key: 'georgian', names: 'georgian', peoples: 'georgian' },
  { key: 'armenian', names: 'armenian', peoples: 'armenian' },
  { key: 'turkish', names: 'turkish', peoples: 'turkish', countries: ['tr'] },
  { key: 'arabic', names: 'arabic', peoples: 'arab|egyptian|lebanese|syrian|iraqi|jordanian|palestinian|moroccan|algerian|tunisian|libyan|saudi|emirati|yemeni|sudanese|kuwaiti|qatari', countries: ['eg', 'sa', 'ae', 'qa', 'ma'] },
  { key: 'persian', names: 'persian|farsi|dari', peoples: 'persian|iranian|afghan' },
  { key: 'kurdish', names: 'kurdish|kurmanji|sorani', peoples: 'kurdish' },
  { key: 'hebrew', names: 'hebrew', peoples: 'israeli', countries: ['il'] },
  { key: 'hindi', names: 'hindi' },
  { key: 'urdu', names: 'urdu', peoples: 'pakistani', countries: ['pk'] },
  { key: 'punjabi', names: 'punjabi|panjabi|gurmukhi|shahmukhi', regions: 'punjab|amritsar', peoples: 'punjabi' },
  { key: 'bengali', names: 'bengali|bangla', regions: 'west bengal|kolkata|calcutta', peoples: 'bengali|bangladeshi', countries: ['bd'] },
  { key: 'gujarati', names: 'gujarati', regions: 'gujarat|ahmedabad', peoples: 'gujarati' },
  { key: 'tamil', names: 'tamil', regions: 'tamil nadu|chennai|madras', peoples: 'tamil' },
  { key: 'sinhala', names: 'sinhala|sinhalese', peoples: 'sri lankan|sinhalese', countries: ['lk'] },
  { key: 'malayalam', names: 'malayalam', regions: 'kerala|kochi|cochin|trivandrum', peoples: 'malayali|keralite' },
  { key: 'chinese', names: 'chinese|mandarin|cantonese|putonghua', peoples: 'chinese|taiwanese|hong konger|hong kong|cantonese', countries: ['cn', 'tw', 'hk'] },
  { key: 'japanese', names: 'japanese|nihongo', peoples: 'japanese', countries: ['jp'] },
  { key: 'korean', names: 'korean|hangul|hangeul', peoples: 'korean', countries: ['kr'] },
  { key: 'vietnamese', names: 'vietnamese', peoples: 'vietnamese', countries: ['vn'] },
  { key: 'thai', names: 'thai', peoples: 'thai', countries: ['th'] },
  { key: 'indonesian', names: 'indonesian|bahasa indonesia|bahasa', peoples: 'indonesian', countries: ['id'] },
  { key: 'tagalog', names: 'tagalog|filipino|pilipino|taglish|cebuano|bisaya|visayan|ilocano|ilokano', peoples: 'filipino|filipina|pinoy|pinay', countries: ['ph'] },
  { key: 'swahili', names: 'swahili|kiswahili' },
  { key: 'amharic', names: 'amharic', peoples: 'ethiopian', countries: ['et'] },
  { key: 'somali', names: 'somali', peoples: 'somali' },
  // Peoples of many languages or of English, read as one for their festivals and their cooking.
  { key: 'west-african', names: 'yoruba|igbo|hausa|twi|wolof', peoples: 'nigerian|ghanaian|senegalese|sierra leonean|west african|yoruba|igbo', countries: ['ng', 'gh', 'sn'] },
  { key: 'caribbean', names: 'patois|patwa', peoples: 'jamaican|trinidadian|bajan|barbadian|guyanese|grenadian|west indian', countries: ['jm', 'tt', 'bb'] },
  { key: 'swedish', names: 'swedish', peoples: 'swedish', countries: ['se'] },
  { key: 'norwegian', names: 'norwegian', peoples: 'norwegian', countries: ['no'] },
  { key: 'danish', names: 'danish', peoples: 'danish', countries: ['dk'] },
  { key: 'finnish', names: 'finnish', peoples: 'finnish', countries: ['fi'] },
];

/** The peoples whose churches keep Easter by the Orthodox calendar, with red eggs and a midnight service. */
export const ORTHODOX_PEOPLES: ReadonlySet<string> = new Set(['greek', 'russian', 'ukrainian', 'serbian', 'bulgarian', 'romanian', 'georgian', 'armenian']);

const TONGUE_OF_WORD = new Map(TONGUES.flatMap((tongue) => tongue.names.split('|').map((name) => [name, tongue.key] as const)));
const TONGUE_OF_PEOPLE = new Map(TONGUES.flatMap((tongue) => (tongue.peoples ?? '').split('|').filter(Boolean).map((people) => [people, tongue.key] as const)));
const TONGUE_OF_REGION = new Map(TONGUES.flatMap((tongue) => (tongue.regions ?? '').split('|').filter(Boolean).map((region) => [region, tongue.key] as const)));
const REGION = new RegExp(`^(?:the )?(${[...TONGUE_OF_REGION.keys()].join('|')})\\b`);
const TONGUE_OF_COUNTRY = new Map(TONGUES.flatMap((tongue) => (tongue.countries ?? []).map((country) => [country, tongue.key] as const)));

const NAMES = [...TONGUE_OF_WORD.keys()].sort((a, b) => b.length - a.length).join('|');
const PEOPLES = [...TONGUE_OF_PEOPLE.keys()].sort((a, b) => b.length - a.length).join('|');
/** Not said as something they do not, or only hope to, do: "doesn't speak Spanish", "wants to speak Korean". */
const SAID = `(?<!\\b(?:doesn'?t|does not|don'?t|do not|can'?t|cannot|can not|not|never|no longer|hardly|barely|wants? to|trying to|learning to|would like to|hopes? to|hoping to)\\s)`;

/**
 * English that does not come easily, however it is said: "doesn't read English", "her English isn't great", "very
 * little English", "new to English", "still learning English", "ESL".
 */
/** Things called English that are no language: a breakfast, a village, a springer. */
const ENGLISH_THINGS =
  '(?! (?:breakfast|tea|countryside|villages?|gardens?|pubs?|muffins?|football|cricket|rugby|heritage|history|literature|lit|authors?|novels?|books|poetry|roses?|setters?|springers?|bulldogs?|premier|channel|lakes?|teacher|degree|major|department|class(?:es)? at)\\b)';
const LITTLE_ENGLISH = new RegExp(
  [
    "\\b(?:doesn'?t|does not|don'?t|do not|can'?t|cannot|can not|never|barely|hardly|won'?t)(?: really| much| well| properly)? (?:read|speak|understand|know|write|talk)s?(?: much| any| a lot of| a word of| very much)? english\\b",
    `\\b(?:no|little|limited|basic|broken|poor|minimal|very little|not much|not a lot of|hardly any|barely any|zero)(?: spoken| written)? english\\b${ENGLISH_THINGS}`,
    "\\benglish(?: is| isn'?t| is not|'s| 's not|'s not| not| ain'?t)(?: very| really| that| too| so)? (?:great|good|the best|strong|fluent|perfect|brilliant|amazing|limited|basic|poor|weak|shaky|patchy|ropey|rusty|minimal|a struggle|hard for (?:her|him|them))\\b(?<!\\benglish(?: is|'s)(?: very| really| that| too| so)? (?:great|good|the best|strong|fluent|perfect|brilliant|amazing))",
    '\\bnot (?:fluent|confident|comfortable|great|good|strong) (?:in|with|at) english\\b',
    '\\bstruggles? (?:a bit |a lot )?with english\\b',
    `\\b(?:new to|still learning|learning|improving(?: her| his| their)?|practi[sc]ing(?: her| his| their)?|brushing up(?: on)?(?: her| his| their)?) english\\b${ENGLISH_THINGS}`,
    '(?<!\\bteach(?:es|ing)? )\\benglish (?:classes|lessons?|course|as a second language class(?:es)?|for speakers of other languages)\\b',
    '(?<!\\bteach(?:es|ing)? )\\b(?:esl|esol)(?: classes| class| student| learner)?\\b',
    '\\bno english (?:books|novels|text|words|please)\\b',
  ].join('|'),
);

/** Their own language, read or spoken in place of English: "only reads Spanish", "reads in Polish", "speaks mostly Tagalog at home". */
const INSTEAD_OF_ENGLISH = new RegExp(
  [
    `\\bonly (?:(?<read1>reads?|reading|read)|speaks?|understands?|knows|watches|listens to|talks) (?:in )?(?<lang1>${NAMES})\\b`,
    `${SAID}\\b(?<read2>reads?|reading)(?: books| novels)?(?: mostly| mainly| only| just| exclusively| primarily| almost only| always| happily)? in (?<lang2>${NAMES})\\b`,
    `${SAID}\\b(?:(?<read3>reads?)|speaks?|talks?) (?:mostly|mainly|only|just|exclusively|primarily|almost only|almost entirely) (?:in )?(?<lang3>${NAMES})\\b`,
    `${SAID}\\b(?:speaks?|talks?) (?:mostly |mainly |only |just )?(?:in )?(?<lang4>${NAMES}) (?:at home|with (?:her|his|their|the) family|day to day)\\b`,
    `\\bprefers? (?:to (?<read5>read)|(?<read5b>reading)|books|to speak|speaking|to talk|films|movies|tv|everything)? ?(?:in )?(?<lang5>${NAMES})\\b`,
    `\\bmonolingual (?<lang6>${NAMES})\\b`,
  ].join('|'),
  'g',
);

/** A language of their own, said plainly: "native Spanish speaker", "Tagalog is her first language", "speaks fluent Greek". */
const OWN_LANGUAGE = new RegExp(
  [
    `\\bnative (?<lang1>${NAMES})\\b`,
    `\\b(?<lang2>${NAMES})[- ]speak(?:ing|ers?)\\b(?! (?:countries|country|world|places?|regions?|destinations?|holidays?)\\b)`,
    `\\b(?:first|native|mother|home|main) (?:language|tongue) (?:is )?(?<lang3>${NAMES})\\b`,
    `\\b(?<lang4>${NAMES}) (?:is|was) (?:her|his|their) (?:first|native|mother|home|main) (?:language|tongue)\\b`,
    `${SAID}\\b(?:speaks?|writes?|(?<read5>reads?)|fluent in|grew up speaking)(?: fluent| perfect| good| native)? (?<lang5>${NAMES})\\b(?! (?:food|cuisine|cooking|wine|films?|music|dramas?|tv|culture|history|literature)\\b)`,
    `\\bteach(?:es|ing)? (?<lang6>${NAMES})\\b|\\b(?<lang7>${NAMES}) teacher\\b`,
  ].join('|'),
  'g',
);

/**
 * A language being learnt, however it is said: "learning Japanese", "doing Duolingo Italian", "brushing up her French",
 * "Spanish lessons", "Mandarin on Duolingo". Not a subject taken in it ("studying French history", "Italian cooking class").
 */
const LEARNING = new RegExp(
  [
    `\\b(?:learning|learn|learns|studying|studies|study|practi[sc]ing|practi[sc]es|brushing up(?: on)?|improving|working on|picking up|taking up|took up|getting into|teaching (?:her|him|them|my)sel(?:f|ves)|trying to learn|wants? to learn|would like to learn|hopes? to learn)(?: (?:her|his|their|my|some|a bit of|a little|basic|beginners?'?|beginner|conversational|business|evening|night|weekly|online|duolingo|babbel|classes in|lessons in|a course in|a class in))* (?<lang1>${NAMES})\\b(?! (?:food|cuisine|cooking|cookery|baking|history|literature|lit|films?|cinema|art|politics|culture|wine|music|football|dance|dancing|style|pastry|teacher|breakfast|law)\\b)`,
    `\\b(?:taking|doing|started|starting) (?:(?:her|his|their|some|evening|night|weekly|online) )?(?<lang2>${NAMES}) (?:lessons?|classes|class|courses?|on duolingo|on babbel|at night school)\\b`,
    `(?<!\\bteach(?:es|ing)? )\\b(?<lang3>${NAMES}) (?:lessons?|classes|class|courses?|tutor|tutoring|learner|student|on duolingo|on babbel|via duolingo|duolingo|streak|homework|flashcards|exam|night school)\\b`,
    `\\b(?:duolingo|babbel|busuu|memrise|pimsleur|rosetta stone|italki|lingoda|preply)(?: for| in)? (?<lang4>${NAMES})\\b`,
  ].join('|'),
  'g',
);

/** Who a person is to their people, said of them: "my Korean mother-in-law", "she's Greek", "Vietnamese family". */
const OF_THEM_NOUNS =
  "mum|mom|mother|mama|mam|dad|father|papa|parents?|grand(?:ma|mother|pa|father|parents?|dad)|granny|babcia|babci|oma|opa|nonna|nonno|teta|jiddo|bubbe|bubby|baba|orthodox|gran|nan|nana|nanna|halmeoni|lola|lolo|abuela|abuelo|yiayia|yia yia|aunt|auntie|aunty|uncle|cousin|sister|brother|sibling|friend|bestie|neighbou?r|colleague|co-?worker|boss|family|families|household|in-laws?|mother-in-law|father-in-law|sister-in-law|brother-in-law|wife|husband|partner|girlfriend|boyfriend|fiancee?|lady|woman|women|man|men|guy|girl|boy|gentleman|student|national|citizen|native|immigrant|expat|heritage|roots|background|descent|origins?|ancestry|community|side of the family|by birth|born";
/** "Korean-American", "British-Korean": a people who is part of who they are, not where they live. */
const HYPHENATED = '(?:[- ](?:american|british|canadian|australian|kiwi|irish))';
const PEOPLE_OF_THEM = new RegExp(
  [
    `\\b(?<half1>half[- ])?(?<people1>${PEOPLES})(?<mixed1>${HYPHENATED})?[- ]?(?:born )?(?:${OF_THEM_NOUNS})\\b`,
    `\\b(?:she'?s|he'?s|they'?re|she is|he is|they are|is|are|was|were|both|proudly|fully|100%)(?: (?<half2>half|part))? (?<people2>${PEOPLES})(?<mixed2>${HYPHENATED})?(?= *$| (?:and|but|so|who|from|by|born|living|lives|through|originally|at heart)\\b)`,
    `\\b(?:american|british|canadian|australian)[- ](?<mixed3>${PEOPLES})\\b`,
  ].join('|'),
);
/** A people said alone, as a clause of what is said of them ("Korean, lives in Seoul"): never among the interests. */
const PEOPLE_ALONE = new RegExp(`^ ?(?<half>half[- ])?(?<people>${PEOPLES})(?<mixed>${HYPHENATED})? ?$`);
/** Where they come from: "she's from Korea", "born in Hanoi", "grew up in Thessaloniki", or a clause of its own: "from Kerala". */
const COMES_FROM =
  /(?:^ *from|\b(?:is|she'?s|he'?s|they'?re|are|was|were|comes?|came|family(?: is)?|originally|hails?|parents are) from|born in|grew up in|raised in|moved (?:here |over )?from|emigrated from|immigrated from|came over from)\s+((?:[a-z'&-]+ ?){1,4})/g;

/**
 * Every word a language, a people, English or an origin ("from", "born in", "grew up in", "raised in") is said with:
 * each pattern of readTongues needs one of them, so a text with none tells nothing of languages.
 */
const TONGUE_WORDS: ReadonlySet<string> = new Set(
  [...TONGUE_OF_WORD.keys(), ...TONGUE_OF_PEOPLE.keys(), 'english esl esol from born grew raised'].flatMap((words) => words.split(/[^a-z]+/)),
);
const mentionsTongue = (said: string) => said.split(/[^a-z]+/).some((word) => TONGUE_WORDS.has(word));

/** What the visitor's words tell of the languages and the people of the person. */
export interface Tongues {
  /** Languages of their own, other than English (said, who they are, where they live): a course in one is no gift. */
  own: Set<string>;
  /** Their own languages their books are best in: said outright, or theirs by birth in the country they live in. */
  reads: Set<string>;
  /** They said to read in their language ("only reads Spanish", "reads in Polish"): a reader, whatever else was said. */
  reader: boolean;
  /** English does not come easily to them: nothing to read or play in English words. */
  littleEnglish: boolean;
  /** Languages they are learning (English aside). */
  learning: Set<string>;
  /** The peoples they belong to, by birth or heritage ("Korean-American" among them): whose festivals are theirs. */
  peoples: Set<string>;
  /**
   * The peoples they belong to as they were said ("mexican", "lebanese", "cantonese"), where one language is many
   * peoples': a Mexican's cooking is not a Spaniard's.
   */
  kin: Set<string>;
  /**
   * Every people named anywhere in what was said ("Greek Easter", "loves Japanese culture", "Cantonese grandmother"):
   * whose traditions' things (a pysanky kit, a riichi set) are no stranger's to them.
   */
  named: Set<string>;
}

/**
 * The languages and peoples of a person, from what is said of them (`about`: considerations, personality, the
 * relationship and occasion typed) and among their interests, and the country they live in (`home`, as places.json
 * names it). A language they are learning is no language of their own, wherever they live.
 */
export function readTongues(about: string[], interests: string, home: string | undefined): Tongues {
  // Most people are described without a word of language, people or origin: their texts skip the patterns below.
  const telling = (text: string) => mentionsTongue(normalize(text));
  about = about.filter(telling);
  if (!telling(interests)) interests = '';
  const own = new Set<string>();
  const reads = new Set<string>();
  const learning = new Set<string>();
  const peoples = new Set<string>();
  const kin = new Set<string>();
  const born = new Set<string>();
  const named = new Set<string>();
  let reader = false;
  let littleEnglish = false;
  const texts = [...about, interests];
  for (const text of texts) {
    const said = normalize(text);
    for (const people of peoplesNamed(said)) named.add(people);
    if (LITTLE_ENGLISH.test(said)) littleEnglish = true;
    for (const match of said.matchAll(INSTEAD_OF_ENGLISH)) {
      const tongue = tongueNamed(match.groups);
      if (!tongue) continue;
      own.add(tongue);
      reads.add(tongue);
      littleEnglish = true;
      if (Object.entries(match.groups!).some(([name, value]) => name.startsWith('read') && value)) reader = true;
    }
    for (const match of said.matchAll(OWN_LANGUAGE)) {
      const tongue = tongueNamed(match.groups);
      if (tongue) {
        own.add(tongue);
        reads.add(tongue);
      }
    }
    for (const match of said.matchAll(LEARNING)) {
      const tongue = tongueNamed(match.groups);
      if (tongue === 'english') littleEnglish = true;
      else if (tongue) learning.add(tongue);
    }
  }
  // Who they are is said of them, clause by clause: "Korean skincare" among the interests names no Korean.
  const clausesOf = (text: string) => text.split(/[,.;!?\n()/]+/).map(normalize);
  const seen = (people: string | undefined, mixed: boolean) => {
    const tongue = TONGUE_OF_PEOPLE.get(people?.trim() ?? '');
    if (!tongue) return;
    peoples.add(tongue);
    kin.add(people!.trim());
    // Born to a language, not raised beside it: "Korean-American" or "half Greek" says nothing of what they read.
    if (!mixed) born.add(tongue);
  };
  for (const [clause, aboutThem] of [...about.flatMap((text) => clausesOf(text).map((clause) => [clause, true] as const)), ...clausesOf(interests).map((clause) => [clause, false] as const)]) {
    const people = PEOPLE_OF_THEM.exec(clause)?.groups ?? (aboutThem ? PEOPLE_ALONE.exec(clause)?.groups : undefined);
    if (people) {
      const mixed = Object.entries(people).some(([name, value]) => (name.startsWith('mixed') || name.startsWith('half')) && value);
      seen(people.people1 ?? people.people2 ?? people.people ?? people.mixed3, mixed);
    }
    for (const [, place] of clause.matchAll(COMES_FROM)) {
      // A region of a country of many languages tells theirs, where the country does not: Kerala, not India.
      const tongue = TONGUE_OF_REGION.get(REGION.exec(place)?.[1] ?? '') ?? TONGUE_OF_COUNTRY.get(countryAt(place) ?? '');
      if (tongue) {
        peoples.add(tongue);
        born.add(tongue);
      }
    }
  }
  const local = TONGUE_OF_COUNTRY.get(home ?? '');
  if (local) peoples.add(local);
  for (const tongue of born) {
    own.add(tongue);
    // At home in their own country, or with little English, their books are in their language.
    if (tongue === local || littleEnglish) reads.add(tongue);
  }
  if (local) own.add(local);
  for (const tongue of learning) {
    own.delete(tongue);
    reads.delete(tongue);
  }
  for (const tongue of [...peoples, ...own, ...learning]) named.add(tongue);
  return { own, reads, reader, littleEnglish, learning, peoples, kin, named };
}

/** Any people named, as a word of its own: "Ukrainian", "Cantonese", "Hong Kong", "Greek". */
const PEOPLE_WORD = new RegExp(`\\b(?:${PEOPLES})\\b`, 'g');
/** Lowercased words with every people they name written as a name: "my Cantonese grandmother", "Hong Kong auntie". */
export const peoplesCapitalised = (lower: string) => lower.replace(PEOPLE_WORD, (people) => people.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()));

/** The peoples (as the languages that are theirs: 'ukrainian', 'chinese') folded words name: "a Ukrainian pysanky kit". */
export function peoplesNamed(folded: string): string[] {
  const found = new Set<string>();
  for (const [people] of folded.matchAll(PEOPLE_WORD)) found.add(TONGUE_OF_PEOPLE.get(people)!);
  return [...found];
}

/** The language a match named, by whichever of its groups caught one. */
function tongueNamed(groups: Record<string, string | undefined> | undefined): string | undefined {
  for (const [name, value] of Object.entries(groups ?? {})) if (name.startsWith('lang') && value) return value === 'english' ? 'english' : TONGUE_OF_WORD.get(value);
  return undefined;
}

/**
 * Words about English that do not come easily ("doesn't read English"), taken out before interests are read: they are
 * no dislike of reading.
 */
export const withoutEnglishTalk = (text: string) => (MAY_TALK_OF_ENGLISH.test(text) ? text.replace(ALL_ENGLISH_TALK, ' ') : text);
const ALL_ENGLISH_TALK = new RegExp(LITTLE_ENGLISH.source, 'gi');
/** Every way LITTLE_ENGLISH is said names English, ESL or ESOL: a text naming none of them is left as it is, at once. */
const MAY_TALK_OF_ENGLISH = /english|esl|esol/i;

/**
 * The languages an idea is in, by its words: "in Spanish", "in the original Russian", "illustrated Persian edition",
 * "Korean-language". An idea in one goes only to someone who reads it or is learning it.
 */
const IN_LANGUAGE = new RegExp(
  `\\b(?:(?<!\\btalk to me )in (?:the )?(?:original )?(?<lang1>${NAMES})(?=\\s*(?:$|[,.;:()!]|(?:by|and|with|edition|translation|from|for|as|throughout|only|script|verse)\\b))|(?<lang2>${NAMES})[- ]language\\b|(?<lang3>${NAMES}) (?:edition|translation|box set|original)\\b|(?:illustrated|bilingual(?: english)?[- ]?) (?<lang4>${NAMES})\\b|en (?<lang5>espanol|francais))`,
  'giu',
);
export function languagesOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.normalize('NFD').replace(/\p{M}/gu, '').matchAll(IN_LANGUAGE)) {
    const groups = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, value?.toLowerCase()]));
    const tongue = groups.lang5 === 'francais' ? 'french' : tongueNamed(groups);
    if (tongue && tongue !== 'english') found.add(tongue);
  }
  return [...found];
}

/**
 * The languages an idea teaches: a course or a textbook named with a language in its title ("Talk To Me In Korean Level 1
 * textbook", "Korean Made Simple beginner's book"), or a `course` (a book, a class, an app) filed under learning one
 * language ("learning-korean"). A bilingual board book or a deck of Scopa cards is for speakers as much as learners.
 */
const TEACHING = new RegExp(
  `\\b(?<lang1>${NAMES})(?: language)? (?:textbooks?|courses?|grammar|for beginners|beginner'?s|for (?:language )?learners|stories for (?:language )?learners|short stories for beginners|made simple|phrasebook|flashcards|workbook|immersion|step-by-step|for dummies|level \\d|lessons|group class|exam|conjugation|vocabulary|kanji|characters)\\b|\\b(?:talk to me in|learn|learning|teach yourself(?: complete)?|complete|living language|practice makes perfect:?|colloquial|pimsleur|assimil(?: new)?|easy|beginning|essential) (?<lang2>${NAMES})\\b(?! (?:cooking|food|cuisine|recipes?|baking|cookery|pastry|wine)\\b)`,
  'i',
);
export function languagesTaught(title: string, interests: readonly string[], course: boolean): string[] {
  // A thing for learners of several languages (an app, a tutor's credit) teaches none in particular.
  const learnt = interests.filter((key) => key.startsWith(LEARNING_KEY) && TONGUE_KEYS.has(key.slice(LEARNING_KEY.length)));
  const found = new Set(course && learnt.length === 1 ? [learnt[0].slice(LEARNING_KEY.length)] : []);
  const named = tongueNamed(Object.fromEntries(Object.entries(TEACHING.exec(title.normalize('NFD').replace(/\p{M}/gu, ''))?.groups ?? {}).map(([name, value]) => [name, value?.toLowerCase()])));
  if (named && named !== 'english') found.add(named);
  return [...found];
}

const TONGUE_KEYS: ReadonlySet<string> = new Set(TONGUES.map((tongue) => tongue.key));
/** How a language being learnt is keyed among the interests: "learning-japanese". */
export const LEARNING_KEY = 'learning-';
/** How reading in a language of one's own is keyed among the interests: "reads-spanish". */
export const READS_KEY = 'reads-';

/**
 * Things read or played in English words: a crossword, a word game (Quiddler, Scrabble, Bananagrams), a quiz or a
 * trivia game, a deck of questions to talk over, a case file to read through, a word-a-day calendar, a magazine, an
 * audiobook, a book club, a talk or a podcast.
 */
const ENGLISH_WORDS =
  /\b(crosswords?|cryptics?|word ?searches|word search|wordle|scrabble|bananagrams|quiddler|boggle|upwords|paperback (card )?game|letter tiles? game|words with friends|word (games?|puzzles?|nerd)|spelling bee|codenames|taboo|articulate|scattergories|balderdash|trivia|quiz(zes)?|quiz game|trivial pursuit|wits (&|and) wagers|the chase (official )?board game|jeopardy|songburst|(conversation|question) cards|not really strangers|table ?topics|unsolved case files|hunt a killer|riddles? (books?|cards)|joke books?|magnetic poetry|word[- ]a[- ]day|page[- ]a[- ]day|mad libs|cards against humanity|new yorker|the economist|the atlantic|newspaper subscription|magazine subscription|nyt games|new york times games|audiobooks?|audible|book of the month|book club|author (talk|event|evening|reading)|literary festival|poetry (reading|night|slam)|stand-?up comedy|comedy (club|night|show)|(live|touring) podcasts?|podcast (shows?|tickets?|taping|tours?)|(custom|personali[sz]ed|commissioned) poem|limericks?)\b/i;

/** Whether an idea's words are read or played in English: words of English word-play, in no other language said. */
export const inEnglishWords = (text: string) => ENGLISH_WORDS.test(text) && languagesOf(text).length === 0;
