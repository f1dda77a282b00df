/** Small text tools every step of reading a request shares. */

/** A full stop that is no part of a website's address ("chess.com", "bbc.co.uk"): words part there. */
export const LOOSE_DOT = /\.(?!(?:com|org|net|io|gg|tv|app|co\.uk|org\.uk|uk)\b)|(?<![\p{L}\p{N}])\./gu;

/** Anything beyond plain typed ASCII (letters, digits, marks, tabs and line breaks): an accent, a curly quote, another script. */
const NOT_ASCII = /[^\t\n\r\x20-\x7e]/;

/**
 * Lowercase words and a few marks, single-spaced, with a space at each end so patterns can match whole words; accents
 * are dropped, as people type "fiance" as often as "fiancé". A website's address stays one word ("chess.com").
 */
export const normalize = (text: string) => {
  // Most of what people type is plain ASCII, with no accent to drop nor curly quote to straighten: read a few times a
  // request, each field is spared the Unicode passes it does not need.
  const folded = NOT_ASCII.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'") : text.toLowerCase();
  const kept = folded.replace(/`/g, "'").replace(/[^a-z0-9'&+\-. ]+/g, ' ');
  // Only spaces are left between words: runs of them become one.
  return ` ${(kept.includes('.') ? kept.replace(LOOSE_DOT, ' ') : kept).replace(/ {2,}/g, ' ').trim()} `;
};

// "Books about trains every year" is books and trains: how often, and what a thing is about, name no thing.
const FILLER_WORDS = new Set(
  'a an the some of for and with set kit her his their him them last year years yr yrs ago every always gave got given bought already has have had new nice pair gift gifts card from my our this that it one two few lots lot about on'.split(' '),
);

export const stem = (word: string) =>
  word
    .replace(/'s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ches|shes|sses|xes)$/, (end) => end.slice(0, -2))
    .replace(/s$/, '');

/** The words that name a thing ("a pair of running shoes" → running, shoe), for comparing gifts by their words. */
export const coreWords = (text: string) =>
  normalize(text)
    .trim()
    .split(' ')
    .filter((word) => word.length > 1 && !FILLER_WORDS.has(word))
    .map(stem);

/** A name fit for a sentence: no markup, no control characters, short. */
export function cleanName(raw: string): string {
  return raw
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[<>{}[\]\\`$|^~*_#=]/g, ' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
    .trim();
}

/** FNV-1a; `start` continues a hash already taken over a prefix, so hash(b, hash(a)) equals hash(a + b). */
export function hash(text: string, start = 2166136261): number {
  let value = start;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/** MurmurHash3's finaliser: spreads two hashes combined by xor over all 32 bits. */
export function mix(value: number): number {
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

export const listOf = (items: string[], conjunction = 'and') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
/** A letter, digit or underscore: what a regular expression's `\b` takes for a word's inside. */
const WORD_CHAR = /\w/;

/**
 * Whether `text` holds `word` (a plain word such as "book") or its plural in -s as a whole word, whatever the case:
 * what `new RegExp(`\\b${word}s?\\b`, 'i')` tests, without compiling a pattern for each idea's reason.
 */
export function namesWord(text: string, word: string): boolean {
  const haystack = text.toLowerCase();
  const needle = word.toLowerCase();
  if (needle === '') return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (at > 0 && WORD_CHAR.test(haystack[at - 1])) continue;
    const end = at + needle.length;
    if (end >= haystack.length || !WORD_CHAR.test(haystack[end])) return true;
    if (haystack[end] === 's' && (end + 1 >= haystack.length || !WORD_CHAR.test(haystack[end + 1]))) return true;
  }
  return false;
}

/** Text to be matched as itself inside a regular expression: "AC/DC", "C++", "Mr. Blobby". */
/** A text's letters and digits alone, lowercased and unmarked: "Pokémon Go!" → "pokemongo", for comparing names as said. */
export const lettersOf = (text: string) => text.normalize('NFD').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
/** A name without its own "The" ("The 1975" → "1975"), for a sentence that gives it an article of its own. */
export const withoutThe = (name: string) => name.replace(/^the\s+/i, '');
export const withArticle = (phrase: string) => `${soundsVowel(phrase) ? 'an' : 'a'} ${phrase}`;

/** Letters whose names begin with a vowel sound: "an LGBTQ+ book", "an NFL jersey", "an F1 cap". */
const VOWEL_NAMED_LETTERS = /^[AEFHILMNORSX]/;

/** Whether a phrase is said starting with a vowel: by its letters for an initialism ("an NBA"), else by its spelling. */
function soundsVowel(phrase: string): boolean {
  const first = phrase.split(/\s/, 1)[0];
  // Capitals too short or too vowel-less to say as a word are said letter by letter; LEGO and FIFA are words.
  const initialism = /^[A-Z0-9&+.-]+$/.test(first) && /[A-Z]/.test(first) && (first.replace(/[^A-Z]/g, '').length <= 3 || !/[AEIOU]/.test(first));
  if (initialism) return VOWEL_NAMED_LETTERS.test(first);
  // Initialisms typed in lowercase are said letter by letter too: "a uk drill fan", "a usb hub".
  return (/^[aeiou]/i.test(phrase) && !/^(uni|use|one|eu|uk\b|usb\b|ufo\b)/i.test(phrase)) || /^(hour|honou?r|honest|heir)/i.test(phrase);
}
/** Last words that make a name a crowd of something, and so plural. */
const PLURAL_NAME_ENDS = /^(Kids|Boys|Girls|Brothers|Sisters|Monkeys|Twins|Stones|Beatles|Chipmunks|Killers|Strokes)$/;
/**
 * "Tom's", "Marcus's", "your boss's", but "your parents'" and "the Hussains'": a plural takes the apostrophe alone,
 * anything else ending in s takes 's as well.
 */
export const possessive = (who: string) => {
  if (who === 'them') return 'their';
  if (!who.endsWith('s')) return `${who}'s`;
  const last = who.slice(who.lastIndexOf(' ') + 1);
  // A band named for a crowd of something ("Stray Kids", "Arctic Monkeys", "Spice Girls") is plural too.
  const plural = /^the\s/i.test(who) || (!/^\p{Lu}/u.test(last) && !last.endsWith('ss')) || (who !== last && PLURAL_NAME_ENDS.test(last));
  return plural ? `${who}'` : `${who}'s`;
};

const NAME_STOPWORDS = new Set(['the', 'a', 'an', 'of', 'and', 'for', 'to', 'in', 'on', 'with', 'by', 'at', 'or']);

/**
 * The pairs of capitalised words in a title ("Goodnight Moon", "Harney Sons"), lowercased: what names a work or a
 * brand. Two titles sharing one are the same idea told twice (a bundle and a book it holds, two tins of one tea).
 */
export function properNamePairs(title: string): string[] {
  const pairs: string[] = [];
  for (const segment of title.split(/[,:;()[\]/|]+/)) {
    const words = segment.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
    for (let i = 1; i < words.length; i++) {
      const [first, second] = [words[i - 1], words[i]];
      if (!/^\p{Lu}/u.test(first) || !/^\p{Lu}/u.test(second)) continue;
      const pair = `${first.toLowerCase()} ${second.toLowerCase()}`;
      if (!NAME_STOPWORDS.has(first.toLowerCase()) && !NAME_STOPWORDS.has(second.toLowerCase())) pairs.push(pair);
    }
  }
  return pairs;
}
