import { unlovedKinds, type InterestKind } from '../catalog/catalog';
import type { StatedInterest } from '../person/interests';
import type { Person } from '../person/person';
import { lettersOf, stem } from '../person/text';

/** A verb agreeing with the person's pronoun ('she loves', 'they love'). */
export const agree = (person: Person, singular: string, plural: string) => (person.pronouns.subject === 'they' ? plural : singular);

/** The verb forms people lead an interest with ("supports McLaren", "makes pour-over every morning"). */
const LEADING_VERB = /^(loves|likes|enjoys|adores|supports|follows|plays|makes|bakes|cooks|brews|grows|knits|crochets|sews|paints|draws|writes|reads|watches|listens|collects|runs|rides|climbs|swims|surfs|skates|hikes|does|goes|spends|practises|practices|studies|builds|fixes|restores|keeps|drives|owns|has|is|can't|cannot|never|always|still|just|recently|lives|travels|dances|sings|visits|volunteers|teaches|works|streams|games|codes|trains|lifts|wants to|would love to|hopes to|is learning|is getting into|has taken up|took up)\b/i;

/** Kinds of name the visitor says in a form no sentence can take ("sausage dog", "Tesla owner"): said as the catalog names them. */
const CATALOG_NAMED: ReadonlySet<InterestKind> = new Set(['pet-breed', 'car-model']);

/** A project under way, said as what they are doing: "restoring a '67 Mustang", "doing up a camper". */
const PROJECT = /^(restoring|rebuilding|renovating|doing up|fixing up|building|converting) (a|an|the|his|her|their|my|our)\b/i;

/** Words that put an interest in the past: "woodworking back in the day", "knitting (can't anymore)". */
export const PAST = /\b(back in the day|used to|any ?more|no longer|in (his|her|their) day|years ago|when (he|she|they) (was|were) young(er)?)\b/i;

/** Words that say how often or how long, before what they do: "always", "never", "still". */
const HOW_OFTEN = /^(always|still|just|forever|constantly|usually|often|never|rarely|basically|practically|literally|permanently) (\S+)/i;
/** Verbs said of someone, as a clause after an adverb goes on: "always reads", "just started", "never misses". */
const SAID_VERB = /^(\w+[^su]s|\w+ed|got|took|went|made|bought|began|ran|won|lost|left|came|had|did|can|can't|cannot|will|won't|would|wants?|has|does|is|was)$/i;
/**
 * Whether a clause led by how often needs "is" to follow a name: "always listening to podcasts", "always at the gym",
 * "never without a book" are "is always at the gym"; "always reads", "never misses a match" go on as they are.
 */
const needsIs = (doing: string) => {
  const [, , next] = doing.match(HOW_OFTEN) ?? [];
  return next !== undefined && !SAID_VERB.test(next);
};

/**
 * What the person does or loves, ready to follow their name: the visitor's own clause when it leads with a verb
 * ("makes pour-over coffee every morning"), else "loves {label}".
 */
export function doesWhat(saidAs: string, label: string, plural = false): string {
  // "…, and loves trail running": the joining word belongs to the list the clause came from.
  const said = saidAs.replace(/^(and|also|but|plus)\s+/i, '');
  // Something they did once ("woodworking back in the day") is not something they love now.
  if (PAST.test(said) && !LEADING_VERB.test(said)) return `used to love ${label}`;
  if (plural) return `love ${label}`;
  // One word ("trains", "games") is the interest itself, not something they do. A clause that names several
  // interests comes here without its words (readClause), so one that names a single one is quoted whole.
  if (said.includes(' ') && LEADING_VERB.test(said) && !/\b(i|me|my|we|our)\b/i.test(said)) {
    // The name as it is spelt, whatever the visitor typed: "likes Sabrina Carpenter", not "likes sabrina carpenter".
    const at = /\p{Lu}/u.test(label) ? said.toLowerCase().indexOf(label.toLowerCase()) : -1;
    const named = at >= 0 ? `${said.slice(0, at)}${label}${said.slice(at + label.length)}` : said;
    const doing = named.charAt(0).toLowerCase() + named.slice(1);
    return needsIs(doing) ? `is ${doing}` : doing;
  }
  // A project under way ("restoring a '67 Mustang", "building a shed") is something they are doing: "is restoring…".
  if (PROJECT.test(said) && said.includes(' ')) return `is ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  return `loves ${label}`;
}

/**
 * Words before an interest that say how, not what: "watching Bake Off" is Bake Off, "and trucks" trucks, "specifically
 * Jimin" Jimin.
 */
const HOW_SAID =
  /^(watching|and|also|both|(?:really |absolutely )?(?:loves|adores|likes|enjoys)|into|really into|especially|esp\.?|particularly|in particular|specifically|mostly|mainly|primarily|chiefly|above all|obsessed with|mad about|crazy about|nuts about|(?:a )?(?:huge |big )?fan of|maybe|probably|possibly|perhaps)\s+/i;
/** A couple's or a plural love, said in lower case: "love hosting", "love vinyl" (but "Love Island" is a show). */
const THEY_LOVE = /^(?:love|adore|enjoy)\s+(?=[a-z])/;
/** A doubt after the words, which is no part of the name: "crosswords i think?", "coffee maybe". */
const DOUBTS_AFTER = ['i think', 'i guess', 'i believe', 'maybe', 'probably', 'perhaps'];
const withoutDoubt = (said: string) => {
  const plain = said.replace(/\?/g, '').trimEnd();
  const doubt = DOUBTS_AFTER.find((words) => plain.toLowerCase().endsWith(` ${words}`));
  return doubt ? plain.slice(0, -doubt.length).trimEnd() : plain;
};
/**
 * How much they love it, said after the name: "Bluey obsessed", "Paw Patrol mad", "a big Knicks fan" are Bluey, Paw
 * Patrol and the Knicks.
 */
const FERVOUR_AFTER = new Set(['obsessed', 'mad', 'crazy', 'daft', 'mental', 'fanatic', 'fan', 'fans', 'nut', 'addict', 'lover', 'buff']);
const FERVOUR_BEFORE = /^(?:(?:a|an|such a|total|huge|big|massive|die-?hard|lifelong|avid|keen)\s+)+/i;
const withoutFervour = (said: string) => {
  const space = said.lastIndexOf(' ');
  return space > 0 && FERVOUR_AFTER.has(said.slice(space + 1).toLowerCase()) ? said.slice(0, space).trimEnd().replace(FERVOUR_BEFORE, '') : said;
};
/**
 * Words that make a short phrase more than a name for the interest: "new garden", "roses mostly", "my bike"; "his
 * garden" is a place, which cannot stand before a noun ("a garden fan"): the catalog's "gardening" can.
 */
// A diet is said as an adjective ("vegan"), which cannot stand for what they love: "loves vegan cooking".
const NOT_A_NAME = /\b(i|me|my|his|her|their|your|we|our|he|she|they|you|new|old|first|esp|especially|mostly|lately|anymore|day|days|grad|too|very|really|lots|stuff|things|vegan|vegetarian|veggie|pescatarian|keto|paleo)\b/i;
/** Pastimes said without the article they take in a sentence: "loves the gym", not "loves gym". */
const TAKES_THE = /^(gym|footy|pub|theatre|theater|cinema|beach|races|outdoors|telly)$/i;
/** A team named in the plural takes "the" in a sentence: "watching the New York Yankees", but "supports Arsenal". */
export const withTeamArticle = (name: string) => (/^the\s/i.test(name) || !/^\p{Lu}\p{L}*s$/u.test(name.split(' ').at(-1) ?? '') ? name : `the ${name}`);
/** Letters and digits only, accents dropped: "K-pop" and "kpop" are spelt alike, and "hermes" and "Hermès". */

/** A word's British and American spellings folded alike: "theatre" and "theater", "colour" and "color". */
const spellingOf = (word: string) => word.toLowerCase().replace(/re$/, 'er').replace(/our/g, 'or').replace(/is(e|ing)$/, 'iz$1').replace(/ll(ed|ing)$/, 'l$1');
/** A one-word label in the visitor's spelling when they wrote it so: "theatre" for a visitor who wrote "theatre". */
const spelledAsSaid = (label: string, said: string) => {
  if (/[\s\p{Lu}]/u.test(label)) return label;
  const theirs = said.split(/[^\p{L}-]+/u).find((word) => word.toLowerCase() !== label && spellingOf(word) === spellingOf(label));
  return theirs ? theirs.toLowerCase() : label;
};

/**
 * What they love in the visitor's own words, where those are a short name for it: "bouldering", not the catalog's
 * "climbing"; "ramen", not "Japanese food"; "the Yankees", not "New York Yankees". The catalog's label when the words
 * say more than the name ("gardening esp roses"), spell it loosely ("harry potter", "dnd"), or name a need or a faith.
 */
export function ownWords(interest: StatedInterest): string {
  const label = spelledAsSaid(interest.label, interest.said);
  const said = withoutFervour(withoutDoubt(interest.said.trim()).replace(HOW_SAID, '').replace(THEY_LOVE, ''));
  const words = said.split(/\s+/);
  const team = (name: string) => (interest.kind === 'sports-team' ? withTeamArticle(name) : name);
  // One word is the interest itself ("trains"); two led by a verb are a doing ("baking sourdough"), which cannot stand
  // before a noun: "a sourdough pick", not "a baking sourdough pick".
  const doing = words.length > 1 && (LEADING_VERB.test(said) || /ing$/i.test(words[0]));
  // A breed or a car is said as the catalog names it ("dachshunds", "the Mini Cooper"): "loves sausage dog" or "loves
  // Tesla owner" is no sentence.
  // The catalog's word for a place one goes takes its article as the visitor's does: "enjoys the outdoors".
  if (unlovedKinds.has(interest.kind) || CATALOG_NAMED.has(interest.kind) || !said || words.length > 2 || /[^\p{L}\p{N}' &-]/u.test(said) || NOT_A_NAME.test(said) || doing) return TAKES_THE.test(label) ? `the ${label}` : team(label);
  if (TAKES_THE.test(said)) return `the ${said.toLowerCase()}`;
  // Spelt as the catalog spells it, or an abbreviation ("bbq", "dnd"): the catalog's spelling reads better.
  if (lettersOf(said) === lettersOf(label) || lettersOf(said).length <= 3) return team(label);
  // A name typed in lowercase ("one piece") is spelt as the catalog spells it; a topic keeps the visitor's word.
  const named = interest.kind !== 'topic' && interest.kind !== 'cuisine';
  if (named && !/\p{Lu}/u.test(said)) return team(label);
  // "Expanse" for The Expanse takes the article its name has: "is into the Expanse".
  if (named) return team(/^the\s/i.test(label) && !/^the\s/i.test(said) && lettersOf(label.slice(4)).startsWith(lettersOf(said)) ? `the ${said}` : said);
  // Words the label shares take its capitals and accents: "italian cooking" is "Italian cooking", "hermes scarves"
  // "Hermès scarves".
  const labelWords = label.split(/\s+/);
  return words.map((word) => labelWords.find((known) => lettersOf(known) === lettersOf(word)) ?? word).join(' ');
}

/** Things an idea's title ends on often enough to call it by: "the scale", "the print". Anything else is "it". */
const THING_NOUNS = new Set(
  (
    'apron atlas backpack bag ball basket bath bench bike blanket board book bookmark bottle bowl box bracelet brush ' +
    'cable calendar camera candle cap card case chair charm clock coat collar cookbook cooker course cup cushion deck desk diary dress ' +
    'easel feeder figure flask frame game glass globe glove guide hamper hat heater helmet hoodie jacket jar jersey journal ' +
    'kettle keyboard keyring kit knife lamp lantern light mask mat membership microphone mirror mug necklace notebook organiser ' +
    'ornament pack pad palette pan pen pillow plant planner plate player portrait poster pot print projector puzzle quilt rack razor ' +
    'ring robe rug scale scarf sculpture set shirt skillet sled speaker stand stone stool subscription sweater ' +
    'table tablet teapot telescope tent ticket timer tin tool toy tray tripod tumbler umbrella vase voucher wallet watch workshop class session lesson tour'
  ).split(' '),
);

/** A short name for an idea in a sentence: "the scale", "the book", else "it", which reads right whatever follows. */
export function shortName(title: string, category: string): string {
  // A magazine subscription or a book club is filed with books, but it is no book.
  // Several books bought as one are "the set": "the book stocks the shelf with three picture books" reads wrong.
  if (category === 'books' && /\b(bundle|box set|boxed set|set of|trilogy)\b/i.test(title)) return 'the set';
  if (category === 'books' && !/\b(subscription|membership|club|voucher|gift card|pass)\b/i.test(title)) return 'the book';
  const head = title
    .replace(/\([^()]*\)/g, '')
    .split(/\s(?:with|for|from|by|in|of|to|under|over|on|—|-|–)\s|[:,]/i)[0]
    .trim()
    .toLowerCase()
    .split(/\s+/);
  const last = head[head.length - 1]?.replace(/[^a-z]/g, '') ?? '';
  return THING_NOUNS.has(last) ? `the ${last}` : 'it';
}

/** Labels that end in s yet take "is": a sport, a subject, a game ("tennis is", "darts is", "politics is"). */
const SINGULAR_IN_S = /(ss|us|is|ics|news|darts|bowls|billiards|chess|lacrosse|mahjong|dominoes|tarot|sims|pilates|maths|snooker|diabetes|rabies|measles)$/i;

/** "is" or "are" for what a person loves: "crosswords are", "jazz is", "mechanical keyboards are". */
export const isOrAre = (topic: string, singular = 'is', plural = 'are') =>
  // A name is one thing, whatever its last letter ("Harry Styles is", "Star Wars is"), except a band called
  // "The …s" ("The Beatles are"); a title "The … of the …s" is one thing ("The Lord of the Rings is").
  // Initials in the plural are many too: "tabletop RPGs are", "DVDs are", "K-dramas are".
  /^The (?!.* of ).*[a-z]s$/.test(topic) || (/[a-z]s$/.test(topic) && !/\p{Lu}/u.test(topic) && !SINGULAR_IN_S.test(topic)) || /^\p{Ll}[\p{Ll} ]* \p{Lu}{2,}s$|^\p{Lu}{2,}s$|^\p{Lu}-\p{Ll}+s$/u.test(topic) ? plural : singular;

/** A loved thing as a word before a noun: "the podcast ideas", "the board game ideas"; names stay as they are. */
export const attributive = (topic: string) =>
  isOrAre(topic) === 'are' && !/\p{Lu}/u.test(topic)
    ? PLURAL_ONLY.test(topic)
      ? topic.replace(/\bclothes$/, 'clothing')
      : IE_NOUNS.test(topic)
        ? topic.slice(0, -1)
        : topic.replace(/ies$/, 'y').replace(/zzes$/, 'z').replace(/(ss|sh|ch|x)es$/, '$1').replace(/(?<!s)s$/, '')
    : topic;

/** Nouns with no singular to stand before another ("a vintage clothing pick", "a jeans fan", never "a clothe pick"). */
const PLURAL_ONLY = /\b(clothes|jeans|trousers|pants|shorts|leggings|pyjamas|pajamas|scissors|binoculars|headphones|sunglasses|overalls|dungarees)$/;

/** Plurals of nouns that end in "ie" ("a movie fan", not "a movy fan"). */
const IE_NOUNS = /\b(movie|cookie|zombie|smoothie|brownie|selfie|hippie|rookie|pixie|roadie|foodie|goodie|veggie|indie|beanie|onesie|hoodie|birdie|genie|boogie|magpie|pie|tie)s$/;

/**
 * Verbs that stay as they are after "he" or "she": modals and common past forms. "Read", "put" and "set" are not
 * among them: a catalog sentence says them in the present ("while they read" is "while she reads").
 */
const UNCHANGED_AFTER_SUBJECT = new Set(
  'can cannot could will would should might may must shall did didn\'t can\'t won\'t wouldn\'t couldn\'t grew went got had made took saw knew gave ran wrote left lost met began came found felt kept thought bought brought sat stood spent taught won wore heard said told built chose drove ate fell forgot hid rode sang swam meant became broke caught drew fought flew held lit paid shot slept sold sent spoke struck swore threw understood woke'.split(' '),
);
// A Map, not an object: the verb may be a visitor's word, and "constructor" is no verb of ours.
const IRREGULAR = new Map(Object.entries({ are: 'is', were: 'was', have: 'has', do: 'does', go: 'goes', "don't": "doesn't", "haven't": "hasn't", "aren't": "isn't", "weren't": "wasn't" }));
/** Words that may stand between "they" and its verb ("they already have", "they never miss"). */
const BETWEEN = new Set('already actually never always still often really usually just finally only sometimes rarely also even first then now soon once'.split(' '));

/** "love" → "loves", "watch" → "watches", "carry" → "carries", after "he" or "she". */
function thirdPerson(verb: string): string {
  const irregular = IRREGULAR.get(verb);
  if (irregular) return irregular;
  // Past forms stay ("they loved"), but "need", "feed" and "succeed" are present.
  if (UNCHANGED_AFTER_SUBJECT.has(verb) || (/ed$/.test(verb) && !/eed$/.test(verb))) return verb;
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * A catalog sentence is written of anyone with "they" ("the tunes they love"); said of one man or woman, it takes
 * "he" or "she" and the verb agrees ("the tunes he loves", "while she rests", "he already has").
 */
export function withSubject(text: string, subject: 'he' | 'she'): string {
  const contracted: Record<string, string> = { "'re": "'s", "'ve": "'s", "'d": "'d", "'ll": "'ll" };
  return text.replace(/\b(They|they)('re|'ve|'d|'ll)?((?:\s+[a-z']+)?)((?:\s+[a-z']+)?)/g, (_, they: string, contraction: string | undefined, first: string, second: string) => {
    const pronoun = they === 'They' ? subject.charAt(0).toUpperCase() + subject.slice(1) : subject;
    if (contraction) return `${pronoun}${contracted[contraction]}${first}${second}`;
    const firstWord = first.trim();
    if (!firstWord) return pronoun;
    if (BETWEEN.has(firstWord) && second.trim()) return `${pronoun} ${firstWord} ${thirdPerson(second.trim())}`;
    return `${pronoun} ${thirdPerson(firstWord)}${second}`;
  });
}

/** Verbs after "he" or "she", and what they are after "they": "is" is "are", "has" is "have". */
const BASE_OF = new Map([...IRREGULAR].map(([base, third]) => [third, base]));

/** A verb after "they" or a couple: "loves" → "love", "watches" → "watch", "carries" → "carry"; "can't" stays. */
function baseForm(verb: string): string {
  const irregular = BASE_OF.get(verb);
  if (irregular) return irregular;
  if (UNCHANGED_AFTER_SUBJECT.has(verb) || /ed$/.test(verb)) return verb;
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return /[^s]s$/.test(verb) ? verb.slice(0, -1) : verb;
}

/** A clause said of one person, said of "they" or a couple: "always makes pour-over" → "always make pour-over". */
export function pluralVerb(clause: string): string {
  const [first, ...rest] = clause.split(' ');
  if (BETWEEN.has(first) && rest.length > 0) return `${first} ${pluralVerb(rest.join(' '))}`;
  return [baseForm(first), ...rest].join(' ');
}

/** Words of a clause that say how often, how much or who, not what: "every morning", "a lot", "twice a week". */
const NOT_A_DETAIL = new Set(
  (
    'every each morning mornings evening evenings night nights day days daily week weeks weekly weekend weekends month ' +
    'months year years time times lot lots always often still again really much more most hours free spare whenever ' +
    'anything something everything thing things stuff very super pretty quite good great little kind kinds sort sorts ' +
    'type types twice once their them they your with from that this these those what when which while into about over ' +
    'some many also just only even ever being been were have does done would could should love loves loved like likes ' +
    'liked enjoy enjoys learn learning start starting started getting trying taking took wants want and the for her ' +
    'his its our you are was one two all any new big bit single other whole same first last'
  ).split(' '),
);
/** Words that join a clause's parts: where it may be cut back to what an idea answers. */
const JOINS = new Set(['with', 'and', '&', 'that', 'which', 'who', 'from', 'for', 'in', 'on', 'at', 'while', 'when', 'especially', 'esp', 'like', 'plus', 'or', 'but']);

/**
 * The visitor's clause, cut back to what an idea answers, so a reason never claims a detail the idea does not have:
 * "loves books with flaps and touch-and-feel pages" is "loves books with flaps" of a lift-the-flap book and "loves
 * books" of a chew-proof one. `idea` is what the idea says of itself; `known` the love the idea was chosen for, which it
 * answers by being chosen; `names` the words the love itself was said in, one name whatever joins its words.
 * Undefined when the clause's first detail is one the idea does not answer.
 */
export function answeredPart(clause: string, idea: string, known: string, names: readonly string[] = []): string | undefined {
  const roots = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).map(stem);
  const ideaWords = [...roots(idea), ...roots(known)];
  // "Crinkles" is answered by "crinkly", "volcanoes" by "volcano": a word's root, less a short ending.
  const answered = (word: string) => {
    const root = stem(word).slice(0, Math.max(4, stem(word).length - 2));
    return ideaWords.some((other) => other.startsWith(root));
  };
  const parts = clause.split(' ');
  const named = namedWords(parts, names);
  let cut = 0;
  for (let i = 1; i < parts.length; i++) {
    const word = parts[i].toLowerCase().replace(/[^\p{L}&'-]/gu, '');
    // "Dungeons and dragons" is one name, answered whole: its "and" joins nothing.
    if (named[i]) continue;
    if (JOINS.has(word)) cut = i;
    // The doing itself ("loves playing guitar") is no detail to answer.
    else if (!(i === 1 && /ing$/.test(word)) && !word.split(/[-']/).every((part) => part.length < 3 || NOT_A_DETAIL.has(part) || answered(part)))
      return cut > 1 ? withoutLooseEnd(parts.slice(0, cut)) : undefined;
  }
  return clause;
}

/** Which words of a clause belong to the phrases of the love said in it ("runs a dungeons and dragons campaign"). */
function namedWords(parts: string[], names: readonly string[]): boolean[] {
  const named = parts.map(() => false);
  const plain = parts.map((part) => part.toLowerCase().replace(/[^\p{L}&'-]/gu, ''));
  for (const name of names) {
    const words = name.toLowerCase().split(' ');
    for (let at = 0; at + words.length <= parts.length; at++) if (words.every((word, i) => plain[at + i] === word)) words.forEach((_, i) => (named[at + i] = true));
  }
  return named;
}

/** A clause cut short, without the joins and vague words left hanging: "loves books with flaps and anything" ends on flaps. */
function withoutLooseEnd(parts: string[]): string | undefined {
  const kept = [...parts];
  const loose = (word: string) => JOINS.has(word) || NOT_A_DETAIL.has(word) || word.length < 3;
  while (kept.length > 1 && loose(kept[kept.length - 1].toLowerCase().replace(/[^\p{L}&]/gu, ''))) kept.pop();
  return kept.length > 1 ? kept.join(' ').replace(/[,;:]$/, '') : undefined;
}
