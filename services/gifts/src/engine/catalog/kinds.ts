import { normalize, stem } from '../person/text';

/**
 * What kind of gift an idea is, as a friend choosing six presents thinks of it: something to read, to do, to eat or
 * drink, or a thing of its own kind (a rod, a mug, a trowel). One answer holds one of each kind for each love: two
 * rod-and-reel combos, two gardening books or two tea samplers are one idea given twice.
 */
export type GiftSort = 'read' | 'do' | 'consume' | 'thing';

/** An idea's kind, worked out once with the idea. */
export interface GiftKind {
  sort: GiftSort;
  /** The thing a title names ("rod", "mug", "tea sampler"); what is read, done or eaten is told by its sort alone. */
  head: string;
  /** For a set or a kit, the words of its description, which name what it holds (a trowel in a garden tool set). */
  holds: ReadonlySet<string>;
}

/**
 * Where a title stops naming the thing and starts saying about it: "Hario glass teapot | with infuser", "Cotton cycling
 * cap | under the helmet", "Walnut cutting board | engraved with both names", "Midori MD notebook | in cotton paper"
 * (what it is made of, its colour or its size; "in London" or "in Science" name a place or a title).
 */
const TITLE_END =
  /\s(?:with|by|for|from|at|under|featuring|plus|to|in(?=\s[a-z\d])|of the|(?:hand-)?(?:engraved|printed|personali[sz]ed|signed|filled|made|embroidered|monogrammed|stamped|delivered|sent))\s|[:,(–—]|\s-\s/;

/**
 * Words that name how a thing comes rather than what it is (a sampler, a set, a class): the word before says the kind
 * ("tea sampler", "tool set", "yoga class"). Stemmed as a title's words are ("class" is "clas" there).
 */
const PACKAGING = new Set(
  'kit set box pack trio duo bundle sampler collection assortment class workshop lesson session course ticket membership subscription game card pass tour day night print book edition case bag stand board tin jar bottle tub pair flight selection hamper basket voucher experience guide holder starter'
    .split(' ')
    .map(stem),
);

/** Words that count how many or say what size, never the kind: "two tickets", "set of 4", "notebook A5". */
const COUNTING = /^(\d+|[ab]\d|one|two|three|four|five|six|twelve|dozen|mini|large|small|big)$/;

/**
 * Names shops give one kind of thing: a rod-and-reel combo is a rod, a reusable cup a mug, a head torch a headlamp, an
 * annual pass a membership (a botanical garden's pass and its membership for two are one gift twice). Stemmed, as the
 * title's words are.
 */
const SAME_THING: Record<string, string> = { combo: 'rod', reel: 'rod', cup: 'mug', torch: 'headlamp', headtorch: 'headlamp', [stem('pass')]: 'membership' };

/** The words of a title that name the thing, before what it is said about it: "Hario V60 drip scale" of "… with timer". */
export const namingWords = (title: string) => normalize(title.split(TITLE_END, 1)[0]).trim().split(' ');

/** What a title names: its last word before the details, with the word before it for a set or a sampler. */
export function titleHead(title: string): string {
  const words = namingWords(title)
    .filter((word) => /[a-z]/.test(word))
    .map(stem);
  let end = words.length - 1;
  while (end > 0 && COUNTING.test(words[end])) end--;
  const last = SAME_THING[words[end]] ?? words[end] ?? '';
  if (!PACKAGING.has(last)) return last;
  const before = words.slice(0, end).reverse().find((word) => !COUNTING.test(word) && !PACKAGING.has(word));
  return before ? `${before} ${last}` : last;
}

/**
 * A child's hand or foot pressed or cast (in clay, a stepping stone, plaster): one keepsake, whatever it is made in.
 */
const HAND_OR_FOOT_KEEPSAKE = /\b(hand ?prints?|foot ?prints?|hand and foot)\b/i;
/** A thing made of or for the grandchildren (a frame of their names, a tile of their hands): one keepsake of them a list. */
const GRANDCHILDREN_KEEPSAKE = /\bgrand ?(child|children|kids?)\b|\bgrandchild's\b/i;

/** The kind of an idea from its title, description, category and form. */
export function kindOf(title: string, description: string, category: string, form: 'thing' | 'consumable' | 'experience' | 'subscription'): GiftKind {
  const sort: GiftSort = category === 'books' ? 'read' : form === 'experience' ? 'do' : form === 'consumable' || (form === 'subscription' && category === 'food') ? 'consume' : 'thing';
  const head = sort === 'thing' && GRANDCHILDREN_KEEPSAKE.test(title) ? 'grandchildren-keepsake' : HAND_OR_FOOT_KEEPSAKE.test(title) ? 'handprint' : titleHead(title);
  // Only a set's pieces are ever looked for: a word list kept for every idea would weigh on start-up for nothing.
  return { sort, head, holds: head.includes(' ') ? new Set(normalize(description).trim().split(' ').map(stem)) : NOTHING_HELD };
}

const NOTHING_HELD: ReadonlySet<string> = new Set();

/**
 * Whether two ideas are the same kind of gift. Books, days out and treats are one of a kind for one love (two books on
 * gardening, two wine tastings); things are one of a kind when they are the same thing (two rods, two mugs, a notebook
 * kept and one used up), or one is a set that holds the other (a trowel beside a garden tool set with a trowel in it),
 * for the same love.
 * `sameLove` says whether the two are about the same thing the person loves (or both about the occasion); `lookAlike`
 * whether they share a picture or a shelf (see alike), which tells two wallets or two mugs from a yoga mat and a
 * baking mat when they serve different loves.
 */
export function oneKind(a: GiftKind, b: GiftKind, sameLove: boolean, lookAlike: boolean): boolean {
  // A notebook is a notebook whether the shop files it as kept or as used up (a Leuchtturm, a Midori in cotton paper).
  if (a.sort !== b.sort) return HELD.has(a.sort) && HELD.has(b.sort) && a.head === b.head && (sameLove || lookAlike);
  // Two gifts given away in their name read as one gesture twice, whatever each is for (a shelter and a cold-case lab).
  if (a.head === b.head && GIVEN_AWAY.has(a.head)) return true;
  if (a.sort !== 'thing') return sameLove;
  if (a.head === b.head) return sameLove || lookAlike;
  return sameLove && (holds(a, b) || holds(b, a));
}

/** Things for the house and things for every day come off one shelf: a mug is a mug filed under either. */
const shelf = (category: string) => (category === 'practical' ? 'home' : category);

/** Gifts that go to a cause in the person's name. */
const GIVEN_AWAY: ReadonlySet<string> = new Set(['donation', 'sponsorship', 'adoption']);

/** The sorts of gift one holds in the hand, kept or used up: one head names one thing in either. */
const HELD: ReadonlySet<GiftSort> = new Set(['thing', 'consume']);

/** Whether two ideas share a picture or a shelf, so one head names one thing in both (two mugs, not a mug and a mat). */
export const alike = (a: { image: string; category: string }, b: { image: string; category: string }) => a.image === b.image || shelf(a.category) === shelf(b.category);

/** A set or a kit whose description names the other thing as one of its pieces. */
const holds = (set: GiftKind, thing: GiftKind) => set.head.includes(' ') && !thing.head.includes(' ') && set.holds.has(thing.head);
