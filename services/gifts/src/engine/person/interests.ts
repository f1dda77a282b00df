import { itemKinds, unlovedKinds, type Interest, type InterestKind } from '../catalog/catalog';
import { capitalize, LOOSE_DOT, stem } from './text';
import { atWork, heldPost, isPost, postFollows, tradeOf } from './work';

/** One thing the person is into, as the visitor said it. */
export interface StatedInterest {
  /** The lexicon's key, or `said:<words>` for a name or hobby the lexicon does not know. */
  key: string;
  /** How a sentence names it: the lexicon's label ("McLaren"), or the visitor's own words ("whittling"). */
  label: string;
  kind: InterestKind;
  /** Broader interests whose catalog items also fit. */
  parents: string[];
  related: string[];
  /** The visitor's clause it came from, tidied ("makes pour-over coffee every morning"). */
  said: string;
  /** The visitor's words the lexicon read as it, when more than one ("dungeons and dragons"): kept whole in a reason. */
  phrase?: string;
  /** A condition said beside what they love ("uses a walker" among the limits): chosen for, after what they love. */
  aside?: true;
  /**
   * Said by a name (a brand, a shop: "Sephora", "lululemon"), written as it writes itself: a sentence says the name, and
   * never makes it theirs ("Chloe's Sephora" reads as her own shop).
   */
  byName?: true;
  /** A name that no longer performs or competes (the lexicon's `past`). */
  past?: true;
  /** Long at it ("plays bridge twice a week", "runs the chess club"): no starter kit or basics book for them. */
  seasoned?: true;
  /** New to it ("wants to learn bridge", "just took up pottery"): a first lesson or starter kit is just right. */
  starting?: true;
  /** Followed rather than done ("watches the snooker", "snooker on the telly"): a fan's things, never a player's kit. */
  watched?: true;
  /**
   * Played, said so ("plays rugby for his club", "in a hurling team", "training twice a week"): a player's kit is
   * welcome even from an adult, for whom a sport said bare is more often watched.
   */
  plays?: true;
  /**
   * A broader love said beside a named thing of it ("Coronation Street, TV", "Arsenal, football"): its own ideas come
   * after the named thing's, as they would as the thing's broader interest.
   */
  behindNamed?: true;
  /**
   * Their work, said as who they are ("she's a midwife", "works as a paramedic"): no love to shop for, and its tools
   * no gift for a birthday or an anniversary; only a gift for the work itself (a new job, a graduation) is about it.
   */
  work?: true;
  /**
   * For a place they are going to rather than one they love, how a sentence names the going: "the move to Singapore",
   * "a trip to Japan". Nobody who is moving to Singapore is "a Singapore fan".
   */
  headedFor?: string;
  /** For a place they are going to or leaving, how: on a trip, to live there, or leaving it behind in a move. */
  going?: Going;
  /** A place loved for its country rather than its food (the Alps, the Peak District): the lexicon's `landscape`. */
  landscape?: true;
  /** The forms of its kind that are real things for it (the lexicon's `formsMade`); absent, all of them. */
  formsMade?: readonly string[];
  /**
   * A love the body ended ("used to read, but her eyes have gone", "loved knitting before the dementia"): only the
   * forms made for what ended it (large print, a simple music player, easy-grip tools) are for it, never the demanding one.
   */
  adapted?: true;
}

/** How someone goes to a place: a trip or honeymoon, a move to live there, or leaving it in a move. */
export type Going = 'trip' | 'move' | 'left';

/** Whether an idea filed under `keys` is about this love: the love itself, or a broader one it belongs to. */
export const aboutLove = (keys: readonly string[], interest: Pick<Interest, 'key' | 'parents'>) => keys.some((key) => key === interest.key || interest.parents.includes(key));

/**
 * What may be spoken of as a love of theirs (in a summary, a card, an insight): a hobby or a name, not a life stage
 * or a faith ("your love of older adults") nor lowercase words nothing could read ("due in feb").
 */
export const isLoved = (interest: StatedInterest) =>
  !unlovedKinds.has(interest.kind) && (!interest.key.startsWith('said:') || interest.kind === 'activity' || /\p{Lu}/u.test(interest.label));

/** A lexicon interest as the visitor stated it, in `said`, its names written as each writes itself. */
export const statedAs = (interest: Interest, said: string): StatedInterest => {
  const spelt = interest.names && withNamesSpelt(said, interest.names);
  return {
    key: interest.key,
    label: interest.label,
    kind: interest.kind,
    parents: interest.parents,
    related: interest.related,
    said: spelt ?? said,
    ...(spelt && { byName: true }),
    ...(interest.past && { past: true }),
    ...(interest.landscape && { landscape: true }),
    ...(interest.formsMade && { formsMade: interest.formsMade }),
  };
};

/**
 * The visitor's words with the names among them written as the brand or shop writes itself, whatever case they were
 * typed in: "loves sephora" → "loves Sephora", "obsessed with LULULEMON" → "obsessed with lululemon". Undefined when
 * they name none of them.
 */
function withNamesSpelt(said: string, names: readonly string[]): string | undefined {
  let spelt: string | undefined;
  const lower = fold(said);
  // Folding that changes a length (a ligature) would misplace the name: such words are left as typed.
  if (lower.length !== said.length) return undefined;
  for (const name of names) {
    const folded = fold(name);
    const at = lower.indexOf(folded);
    const after = at + name.length;
    if (at < 0 || folded.length !== name.length || WORD_CHAR.test(lower[at - 1] ?? '') || WORD_CHAR.test(lower[after] ?? '')) continue;
    spelt = (spelt ?? said).slice(0, at) + name + (spelt ?? said).slice(after);
  }
  return spelt;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Words folded for matching: lowercase, accents dropped ("Pokémon" → "pokemon"), marks kept where names use them. */
export const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'");

/** The words of a text in their own case, split where people separate words; a website's address is one ("chess.com"). */
export const tokens = (text: string) =>
  text
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}'&+\-. ]+/gu, ' ')
    .replace(LOOSE_DOT, ' ')
    .split(/\s+/)
    .map(trimMarks)
    .filter(Boolean);

const isMark = (char: string | undefined) => char === "'" || char === '-';

/** A word without the quotes and hyphens around it; by index, as a pattern for a trailing run would rescan it. */
function trimMarks(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && isMark(word[start])) start++;
  while (end > start && isMark(word[end - 1])) end--;
  return word.slice(start, end);
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * Every phrase of the lexicon (labels and words), looked up by word n-grams, longest first, with plurals
 * tolerated: linear in the words of the text, whatever the lexicon's size.
 */
export class InterestLexicon {
  readonly byKey: Map<string, Interest>;
  private readonly byPhrase = new Map<string, Interest>();
  /** The first word of each phrase of more than one word, with the most words such a phrase has: a run is tried at
   * no more words than a phrase beginning with its first word has, and at one word when none does. */
  private readonly leads = new Map<string, number>();
  /** The named things beneath each interest (the teams of Formula 1), with every phrase of theirs, spaced at both ends. */
  private readonly namesBeneath = new Map<string, { interest: Interest; phrases: string[] }[]>();
  /** The other forms of a doing that opens a phrase ("draws", "draw" for "drawing anime"), each with the -ing form. */
  private readonly doingForms = new Map<string, string>();
  private readonly ancestors = new Map<string, ReadonlySet<string>>();

  /** Words the catalog writes in lowercase somewhere: everyday words, which a name typed in lowercase is mostly not. */
  private readonly everyday = new Set<string>();
  /** Words the catalog's own sentences write in lowercase somewhere, leaving out what people call their interests. */
  private readonly writtenSmall = new Set<string>();
  /** Every word of the lexicon's phrases, folded. */
  private readonly words = new Set<string>();

  /** `texts`: what the catalog says in its own words (item titles and descriptions), where everyday words are learnt. */
  constructor(interests: Interest[], texts: Iterable<string> = []) {
    this.byKey = new Map(interests.map((interest) => [interest.key, interest]));
    for (const text of texts) this.learnEveryday(text, this.writtenSmall);
    for (const word of this.writtenSmall) this.everyday.add(word);
    // A topic's words are everyday words too; a name's ("taylor swift") are written in lowercase but are names still.
    for (const interest of interests)
      if (itemKinds.has(interest.kind) || interest.kind === 'cuisine' || interest.kind === 'activity')
        for (const word of interest.words) this.learnEveryday(word);
    for (const interest of interests) {
      const phrases: string[] = [];
      for (const phrase of [interest.label, interest.key.replace(/-/g, ' '), ...interest.words]) {
        const folded = tokens(phrase).map(fold).join(' ');
        if (folded && !this.byPhrase.has(folded)) this.byPhrase.set(folded, interest);
        const words = folded.split(' ');
        for (const word of words) this.words.add(word);
        if (words.length > 1) this.leads.set(words[0], Math.max(this.leads.get(words[0]) ?? 1, words.length));
        phrases.push(` ${folded} `);
      }
      // A cuisine's phrases are everyday words ("south indian cooking"), not a name: "cooking biryani" is no dosa.
      if (itemKinds.has(interest.kind) || interest.kind === 'cuisine') continue;
      for (const parent of interest.parents) this.namesBeneath.set(parent, [...(this.namesBeneath.get(parent) ?? []), { interest, phrases }]);
    }
    this.learnDoingForms();
  }

  /**
   * "Draws anime" is "drawing anime", "paints minis" is "painting minis": a phrase that opens with a doing the lexicon
   * knows alone is found said with any form of its verb. Only such doings, so "evening" never becomes "even".
   */
  private learnDoingForms(): void {
    for (const phrase of [...this.byPhrase.keys()]) {
      const [first, ...rest] = phrase.split(' ');
      if (rest.length === 0 || !/^[a-z]{3,}ing$/.test(first) || !this.byPhrase.has(first)) continue;
      // A form that is a word of its own ("doodles", the dogs) is still the verb before the rest of such a phrase.
      for (const form of verbForms(first)) {
        if (!this.doingForms.has(form)) this.doingForms.set(form, first);
        this.leads.set(form, Math.max(this.leads.get(form) ?? 1, rest.length + 1));
      }
    }
  }

  /** Every word of the lexicon's phrases, folded: the words a slip of the keyboard is mended to (see Spelling). */
  phraseWords(): Iterable<string> {
    return this.words;
  }

  /** Whether a folded word is one the catalog writes or a phrase of the lexicon holds: no slip to mend. */
  knowsWord(word: string): boolean {
    return this.everyday.has(word) || this.words.has(word);
  }

  /** Whether folded words are a phrase of the lexicon as they stand ("harry potter"). */
  hasPhrase(phrase: string): boolean {
    return this.byPhrase.has(phrase);
  }

  private learnEveryday(text: string, into = this.everyday): void {
    for (const word of tokens(text)) if (/^\p{Ll}/u.test(word)) into.add(fold(word).replace(/'s$/, ''));
  }

  /**
   * Whether a folded word is a maker's or a model's name: one the catalog's titles and descriptions never write in
   * lowercase ("kindle", "v60", "lego", "stanley"), though people name their interests by it.
   */
  isMakersName(word: string): boolean {
    return /[a-z]/.test(word) && !this.writtenSmall.has(word) && !this.writtenSmall.has(stem(word));
  }

  /**
   * Whether a folded word reads as part of a name rather than as an everyday word: one the catalog never writes in
   * lowercase ("kinsella", "glenn"), or letters said one by one ("dc", "bts").
   */
  isNameWord(word: string): boolean {
    if (INITIALISM.test(word)) return true;
    return !this.everyday.has(word) && !this.everyday.has(stem(word));
  }

  /**
   * Whether an interest is service in the armed forces, or in a branch or a regiment of them: said as over ("ex-army",
   * "used to be in the navy"), it is still theirs, its history and its reunions honour it.
   */
  isService(key: string): boolean {
    return key === ARMED_FORCES || this.isAbove(ARMED_FORCES, key);
  }

  /** Whether `broader` is among the interests `key` belongs to, however far up ("cars" above Formula 1's teams). */
  isAbove(broader: string, key: string): boolean {
    return this.ancestorsOf(key).has(broader);
  }

  /**
   * Every interest above a known one, gathered the first time it is asked: choosing and reading ask thousands of times
   * an answer, and the lexicon never changes. Only the lexicon's own keys are kept, so the map stays its size.
   */
  private ancestorsOf(key: string): ReadonlySet<string> {
    const known = this.ancestors.get(key);
    if (known) return known;
    const interest = this.byKey.get(key);
    if (!interest) return NO_KEYS;
    const above = new Set<string>();
    // Set before it is filled: a loop in the catalog's parents ends here instead of going round.
    this.ancestors.set(key, above);
    for (const parent of interest.parents) {
      above.add(parent);
      for (const further of this.ancestorsOf(parent)) above.add(further);
    }
    return above;
  }

  /**
   * The named thing beneath one of `broader` whose name holds `phrase`: beside Formula 1, "Ferrari" is Scuderia Ferrari,
   * though alone it is a love of the cars.
   */
  namedBeneath(phrase: string, broader: Iterable<string>): Interest | undefined {
    // "The school garden club" beside reading is no Thursday Murder Club: a word that names a kind of thing is in too
    // many names to pick one out.
    if (KIND_OF_NAME.test(phrase)) return undefined;
    for (const key of broader) {
      const named = this.namesBeneath.get(key)?.find(({ phrases }) => phrases.some((said) => said.includes(` ${phrase} `)));
      if (named) return named.interest;
    }
    return undefined;
  }

  /**
   * The interest a run of folded words names, trying the plural-free forms too ("boxes", never "cares" for "car"). Not
   * the plural of a singular: "chicken nuggets" are no love of chickens, nor "classic Porsches" of the classics.
   */
  private lookup(phrase: string): Interest | undefined {
    return this.lookupAsSaid(phrase) ?? this.lookupAsDoing(phrase);
  }

  /** A phrase opened by a form of a doing ("draws anime"), found by the doing's -ing form ("drawing anime"). */
  private lookupAsDoing(phrase: string): Interest | undefined {
    const space = phrase.indexOf(' ');
    const doing = space > 0 ? this.doingForms.get(phrase.slice(0, space)) : undefined;
    return doing === undefined ? undefined : this.lookupAsSaid(`${doing}${phrase.slice(space)}`);
  }

  private lookupAsSaid(phrase: string): Interest | undefined {
    const exact = this.byPhrase.get(phrase);
    if (exact || !phrase.endsWith('s')) return exact;
    return this.byPhrase.get(phrase.replace(/'s$/, '')) ?? this.byPhrase.get(phrase.replace(/(?<=s|x|z|ch|sh|o)es$/, '')) ?? this.byPhrase.get(phrase.replace(/s$/, '')) ?? this.doing(phrase);
  }

  /** The doing a word is a form of ("trains" → training, "doodles" → doodling), whatever else the word alone names. */
  doneAs(word: string): Interest | undefined {
    return this.doing(word);
  }

  /** A hobby said as what the person does ("cycles to work", "paints", "knits"), found by its -ing form. */
  private doing(word: string): Interest | undefined {
    // "Loves" is not loving, nor "plays" playing: the words that lead into a hobby are never one.
    if (FILLER.has(word) || !/^[a-z]{3,}s$/.test(word)) return undefined;
    const base = word.slice(0, -1);
    return this.byPhrase.get(`${base}ing`) ?? this.byPhrase.get(`${base.replace(/e$/, '')}ing`) ?? this.byPhrase.get(`${base}${base.at(-1)}ing`);
  }

  /**
   * The hobby a past participle names by its -ing form ("knitted", "baked", "sewn"), for a clause that says how long
   * they have done it ("has knitted for 50 years"): undefined for any other word.
   */
  doingOfPast(word: string): string | undefined {
    const base = IRREGULAR_DONE[word] ?? (/^[a-z]{3,}ed$/.test(word) ? word.slice(0, -2) : undefined);
    if (base === undefined || FILLER.has(word)) return undefined;
    return [`${base}ing`, `${base}${base.at(-1)}ing`].find((form) => this.byPhrase.has(form));
  }

  /** Each interest named in the words, with where its phrase starts and ends (end exclusive). */
  scan(folded: string[]): { interest: Interest; start: number; end: number }[] {
    const found: { interest: Interest; start: number; end: number }[] = [];
    for (let start = 0; start < folded.length; ) {
      let taken = 1;
      const longest = this.leads.get(folded[start]) ?? 1;
      for (let size = Math.min(longest, folded.length - start); size >= 1; size--) {
        const interest = this.lookup(folded.slice(start, start + size).join(' '));
        if (interest) {
          found.push({ interest, start, end: start + size });
          taken = size;
          break;
        }
      }
      start += taken;
    }
    return found;
  }

  /** The interests a free text names ("a McLaren cap, a V60") — used to read what an idea is about. */
  find(text: string): Interest[] {
    return this.scan(tokens(text).map(fold)).map(({ interest }) => interest);
  }
}

/** The other forms of a doing's verb: "drawing" → draw, draws; "baking" → bake, bakes; "running" → run, runs. */
function verbForms(doing: string): string[] {
  const stem = doing.slice(0, -3);
  const undoubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? [stem.slice(0, -1), `${stem.slice(0, -1)}s`] : [];
  return [stem, `${stem}s`, `${stem}es`, `${stem}e`, ...undoubled];
}

/** Past participles not made with -ed, by the base their -ing form is made from ("sewn": sewing). */
const IRREGULAR_DONE: Record<string, string> = { sewn: 'sew', ridden: 'rid', swum: 'swimm', drawn: 'draw', flown: 'fly', sung: 'sing', run: 'runn', spun: 'spinn', woven: 'weav', written: 'writ' };

/** "Has knitted for 50 years", "she's sewn all her life": a hobby told by what they have long done, read as its -ing form. */
const HAS_DONE = /\b(has|have|had|'s|'ve)( (always|long|also))? ([a-z]+(ed|n)|run|sung|swum)\b/g;

/** The catalog's interest above every branch and regiment of the forces. */
const ARMED_FORCES = 'armed-forces';

/** Words around an interest that say how the person relates to it, and what kind of name follows. */
const LEAD_INS: [RegExp, InterestKind | undefined, string[]][] = [
  [/^(supports?|supporter|follows?|season ticket)$/, 'sports-team', ['sports']],
  [/^(listens?|listening)$/, 'music-artist', ['music']],
  [/^(watch(es|ing)?|binges?|bingeing|rewatch(es|ing)?)$/, 'tv-show', ['tv']],
  [/^(reads?|reading|re-?reads?|re-?reading)$/, 'author', ['reading']],
  [/^(plays?|playing|practi[sc]es?|does|doing)$/, 'activity', []],
  [/^(collects?|collecting|collector)$/, 'named', []],
];

/** The kinds of thing a lowercase word before them sorts into genres: "war films", "spy novels", "cop shows". */
const GENRE_OF = /^(films?|movies?|books?|novels?|shows?|series|games?|songs?|documentar(y|ies)|dramas?|podcasts?)$/;

/** Words in many names that say what kind of thing a name is, not which one. */
const KIND_OF_NAME = /^(club|clubs|series|book|books|show|shows|team|band|film|films|game|games|united|city|fc|house|world|story|stories|life|girls|boys|league|cup|tour|collection|edition|saga|trilogy|murder|mystery|school|garden)$/;

/**
 * Words that say what kind of name comes next: "a band called Wet Leg", "the podcast The Rest Is History", "the show
 * Slow Horses". The name is theirs to love, not a pet's or a person's, and takes that kind.
 */
const NAME_KINDS: [RegExp, InterestKind, string[]][] = [
  [/^(band|group|singer|rapper|artist|duo|dj|musician|songwriter|composer)$/, 'music-artist', ['music']],
  [/^(show|series|sitcom|soap|programme|program)$/, 'tv-show', ['tv']],
  [/^(film|movie)$/, 'film-franchise', ['movies']],
  [/^(book|novel)$/, 'book-series', ['reading']],
  [/^(song|album|soundtrack)$/, 'named', ['music']],
  [/^(musical)$/, 'named', ['musical-theatre']],
  [/^(podcast|podcasts)$/, 'named', ['podcasts']],
  [/^(author|writer|novelist|poet)$/, 'author', ['reading']],
  [/^(game|videogame)$/, 'video-game', ['gaming']],
  [/^(anime|manga)$/, 'anime', ['anime']],
];
/** "Ospreys season ticket holder": a season ticket after a name says a team they follow, and is no part of the name. */
const SEASON_TICKET: [RegExp, InterestKind, string[]] = [/^season$/, 'sports-team', ['sports']];
const seasonTicketAt = (words: string[], end: number) => /^season$/i.test(words[end - 3] ?? '') && /^tickets?$/i.test(words[end - 2] ?? '') && /^holders?$/i.test(words[end - 1] ?? '') ? 3 : /^season$/i.test(words[end - 2] ?? '') && /^tickets?$/i.test(words[end - 1] ?? '') ? 2 : 0;
const nameKind = (word: string | undefined) => (word === undefined ? undefined : NAME_KINDS.find(([pattern]) => pattern.test(word)));

/** Words that carry no interest of their own: how people lead into, stress or pad one. */
const FILLER = new Set(
  (
    'a an the and or of with about into in on at to for from by as is are was be been being am it its it\'s that this these those ' +
    'he she they him her them his their hers theirs my our your i we you me us who which what when whenever while ' +
    'loves love loved loving likes like liked enjoys enjoy enjoyed really very so super totally absolutely truly ' +
    'huge big massive major serious die-hard diehard obsessed obsession mad crazy nuts fanatic fan fans fanboy fangirl ' +
    'total complete utter proper absolute ' +
    'also too lately recently currently always still now again just quite pretty kinda sort kind bit lot lots ' +
    // "Reads loads of romantasy", "heaps of crime novels": how much, never a name.
    'load loads loadsa ton tons heap heaps masses bits plenty stacks piles oodles shedloads bucketloads bunch ' +
    'anything everything all things thing stuff related type types kinds sorts ' +
    'every each morning mornings day days daily weekend weekends evening evenings night nights week weekly free spare time ' +
    'does do doing did makes make making made goes go going went gets get getting got spends spend spending ' +
    'has have having had can could would will wants want wanted trying tries try learning learn learnt started starting ' +
    'interested interest interests hobby hobbies passion passionate keen avid amateur beginner new old favourite favorite ' +
    'supports supporter follows listens listening watches watching binges reads reading plays playing collects collecting collector ' +
    're-reads rereads re-reading rereading re-watches rewatches re-watching rewatching ' +
    'idk dunno obvs obviously lol haha tbh ngl kinda basically literally ' +
    // How people type "very", "a lot" and "though" in a hurry ("she's V strict", "likes alot of things"): never a name.
    'v vv alot abit alittle lotsa tho thru u ur defo deffo realy rly verry sooo soooo ' +
    // What people exclaim ("God help anyone who touches his tools", "Gosh, he loves fishing"): no name of a love.
    'god gosh golly lord jeez geez blimey crikey heavens bless omg omfg oh ugh wow yikes phew ok okay yeah yep well ffs smh lmao ' +
    'shes hes theyre its im ive dont doesnt cant wont isnt she\'s he\'s they\'re i\'m i\'ve don\'t doesn\'t can\'t won\'t isn\'t ' +
    'normal guy guys bloke lad fella dude gal person people type usual ordinary general generally whatever popular trendy random ' +
    'named called calls nicknamed christened adopted adopting fostering welcomed ' +
    // Who they spend time with ("her friends", "his mates") is no name, nor the show or the Friends of anything.
    'friends mates pals buddies bestie besties ' +
    // "It's a girl!" tells who the baby is; "pastel colours" a taste in colour, not colouring in.
    'girl boy girls boys colour colours color colors pastel bright ' +
    // "Uni student, broke" says where they are in life, not what they love.
    'uni student students broke skint honestly seriously genuinely first exhausted tired knackered shattered stressed busy lovely ' +
    // "She's been really down lately" tells how they are, which the occasion reads: no hobby.
    'down low sad lonely depressed struggling poorly unwell anymore ' +
    // "Just finished engineering", "studied medicine": where they are in life, the subject alone is the interest.
    'finished finishing graduated graduating studied studying degree ' +
    'son daughter grandson granddaughter nephew niece husband wife boyfriend girlfriend brother sister kid child godson goddaughter stepson stepdaughter ' +
    'says said think thinks apparently only mostly vibes vibe aesthetic ' +
    'being loud quiet energetic active busy shy sweet cheeky funny silly clever smart kind happy cool chill lovely nice good great ' +
    'something somewhere someone present presents gift gifts idea ideas please prefer preferably maybe perhaps probably ' +
    'etc e.g eg ie esp incl such including especially mostly mainly particularly other others more most much many some any ' +
    // When something happens is not what someone loves: "due in March", "due in the spring", "Sunday roast".
    'due expecting overdue ' +
    'january february march april may june july august september october november december spring summer autumn winter ' +
    'monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays weekdays'
  ).split(' '),
);

/** Words after which a capitalised word is someone's or something's own name, not a thing they love. */
const NAMES_FOLLOW = /^(that|which|who|named|called|calls|nicknamed|christened|adopted|adopting|fostering|welcomed|son|daughter|baby|grandson|granddaughter|nephew|niece|husband|wife|boyfriend|girlfriend|bf|gf|fiance|fiancee|fiancé|fiancée|partner|brother|sister|kid|child|grandkid|godson|goddaughter|stepson|stepdaughter|mum|mom|dad|friend|flatmate|roommate|dog|cat|puppy|kitten|pony|horse)$/;

/** Where someone works with or for children ("the children's ward", "a kids' charity"): no love of children's things. */
const WORKPLACE = /^(ward|wards|hospital|hospice|unit|department|charity|charities|services|centre|center|nursery|home|homes|doctor|nurse|author|librarian|entertainer|social|tv)$/;
/** Words that make the next one how someone is ("very proud", "so kind", "he's slower"), not what they do. */
const COPULA = /^(is|are|was|were|he's|she's|they're|it's|getting|gets|seems|looks|feels|bit)$/;
const INTENSIFIER = /^(very|v|vv|so|sooo|soooo|really|realy|rly|quite|too|extremely|super|incredibly|rather|pretty|well|dead|mega|ultra|insanely|crazy|seriously)$/;
/**
 * Words that open a sentence before what it says, capitalised as its first word is: "God help anyone...", "Honestly
 * Loves...". A capital just after them is still the sentence's own.
 */
const OPENERS = /^(god|gosh|golly|lord|jeez|geez|blimey|crikey|heavens|oh|omg|omfg|ugh|wow|yikes|phew|ok|okay|yeah|yep|yes|well|hey|so|also|honestly|obviously|obvs|basically|literally|seriously|genuinely|apparently|definitely|defo|deffo|actually|anyway|tbh|ngl|lol|haha|and|but|plus)$/;
/**
 * Words after a clause's first verb that say how, where or how often it is done: "trains for marathons", "trains 3
 * times a week", "swims most mornings", "trains a lot".
 */
const AFTER_DOING = /^(for|in|on|at|with|every|each|all|constantly|daily|weekly|nightly|once|twice|\d+|two|three|four|five|six|seven|several|most|a|lots|loads|hard|regularly|religiously|whenever)$/;
/** Words that open a second doing in one clause: "plays hockey and trains twice a week". */
const NEXT_DOING = /^(and|&|then|plus|also)$/;
/**
 * A clause's first word said as its verb ("trains for marathons", "doodles in her sketchbook"), or the verb of a second
 * doing after "and" ("plays hockey and trains twice a week"), is the doing, though the word alone names a thing to love
 * (railway trains, the dogs).
 */
function asOpeningVerb<T extends { interest: Interest; start: number; end: number }>(match: T, folded: string[], opening: number, lexicon: InterestLexicon): T {
  const opensDoing = match.start === opening || (match.start > opening && NEXT_DOING.test(folded[match.start - 1]));
  if (match.end !== match.start + 1 || !opensDoing || !AFTER_DOING.test(folded[match.end] ?? '')) return match;
  const doing = lexicon.doneAs(folded[match.start]);
  return doing && doing.key !== match.interest.key ? { ...match, interest: doing } : match;
}

/** Where a clause's own sentence begins: past the openers before it ("God help...", "Honestly Loves..."), or 0. */
function sentenceStart(words: string[], folded: string[]): number {
  let at = 0;
  while (at < words.length - 1 && OPENERS.test(folded[at]) && (at > 0 || isCapitalized(words[0]))) at++;
  return at;
}

/** Hill country said beside a walk: "long walks in the hills", "walking the fells". */
const HILL_COUNTRY = /^(hills?|mountains?|fells?|moors?|moorland|peaks?|highlands|munros?|tops|summits?|trails?)$/;
/**
 * A walk in wild country ("walks on the South Downs", "long walks in the hills") is a hike, with a hiker's map and boots;
 * a walk anywhere else (by the sea, round the park, every morning) is everyday walking.
 */
function walksInWildCountry<T extends { interest: Interest }>(matches: T[], folded: string[], lexicon: InterestLexicon): T[] {
  const hiking = lexicon.byKey.get('hiking');
  if (!hiking || !matches.some(({ interest }) => interest.key === 'walking')) return matches;
  if (!matches.some(({ interest }) => interest.landscape) && !folded.some((word) => HILL_COUNTRY.test(word))) return matches;
  return matches.map((match) => (match.interest.key === 'walking' ? { ...match, interest: hiking } : match));
}

/** Aids said after "walks with": "a stick", "her frame", "two sticks", "a walker". */
const WALKING_AIDS = /^((a|an|her|his|their|two) )?(walking )?(sticks?|canes?|frame|zimmer|walker|rollator|crutch|crutches|aid|help)\b/;
/** Whether the words from `at` say a walk is made with an aid: "(walks) with a stick". */
const withWalkingAid = (folded: string[], at: number) => folded[at] === 'with' && WALKING_AIDS.test(folded.slice(at + 1, at + 4).join(' '));
/** The word before "walking" when a child learns it: "just started walking", "learning to walk". */
const FIRST_STEPS_BEFORE = /^(started|starting|learning|learned|learnt|began|begun|to)$/;
/** Words for a young child, the one who takes first steps. */
const CHILD = /^(baby|babies|toddler|toddlers|little|son|daughter|twins|boy|girl|kid|kids|grandson|granddaughter)$/;
/**
 * A walk word followed within three words by a dog ("walks with her labrador"): the dog's walk, not a love of walking. Nor
 * is a walk to somewhere, nor with a stick, nor a child's first steps.
 */
function walksTheDog(folded: string[], match: { start: number; end: number }, matches: { start: number; interest: Interest }[]): boolean {
  if (!/^walk/.test(folded[match.start])) return false;
  // "Her little one just started walking": a child's first steps, no love of walking.
  if (FIRST_STEPS_BEFORE.test(folded[match.start - 1] ?? '') && folded.slice(Math.max(0, match.start - 6), match.start).some((word) => CHILD.test(word))) return true;
  // "Walking to the mosque every morning", "walks to the shops": a way of getting there, not a hike either.
  if (folded[match.end] === 'to') return true;
  // "Walks with a stick", "walking with a frame": how they get about, not a love of walking.
  if (withWalkingAid(folded, match.end)) return true;
  return matches.some(({ start, interest }) => start >= match.end && start <= match.end + 3 && (interest.key === 'dogs' || interest.parents.includes('dogs')));
}

/** Words after a parent or a school that make a school's meeting: "parents evening", "parents' night". */
const SCHOOL_EVENT = /^(evening|evenings|night|nights|meeting|meetings|conference|conferences|association|consultation)$/;
/** Words after which a name and its verb are someone else's doing: "reads anything Jodi Picoult writes". */
const ANY_OF = /^(everything|anything|whatever|all)$/;
/** Whether a verb read as a hobby ("writes", "paints") is the doing of a name said just before it, after "anything". */
function othersDoing(folded: string[], start: number, end: number): boolean {
  // "Anything that crinkles", "anything that lights up": what the thing does is what they love in it.
  if (end !== start + 1 || !/[^s]s$/.test(folded[start]) || /^(that|which)$/.test(folded[start - 1] ?? '')) return false;
  for (let i = start - 2; i >= Math.max(0, start - 5); i--) if (ANY_OF.test(folded[i])) return true;
  return false;
}

/** "Does it in ink", "takes them with honey": a thing they do it with, after "it" or "them". */
function doneWith(folded: string[], start: number): boolean {
  let before = start - 1;
  if (DETERMINERS.has(folded[before] ?? '') && before > 0) before--;
  return /^(in|with|using|by)$/.test(folded[before] ?? '') && /^(it|them|one|these|those)$/.test(folded[before - 1] ?? '');
}

/** Places where a thing is done, which follow the doing: "on the beach", "round the kitchen", "in the shed". */
// Wild places ("hiking in the mountains") stay loves of their own: a mountain walker loves the mountains too.
const SETTING_WORDS = /^(beach|beaches|seaside|shore|garden|gardens|kitchen|house|park|parks|pool|balcony|patio|yard|backyard|shed|sheds|garage|garages)$/;
const SETTING_PREP = /^(in|on|at|along|by|round|around|near|off|across|through|beside|under|over|up|down)$/;
/** Words after a lead-in verb that say where or when, not what: "reads on the beach", "watches in bed". */
const SETTING_LEAD = /^(in|on|at|along|by|round|around|near|under|outside|during|while)$/;
/**
 * Whether a place-like love ("the beach", "the kitchen", "the garden") is only where they do another thing the clause
 * named before it: "metal detecting on the norfolk beaches", "dancing round the kitchen", "reads on the beach".
 */
function settingOf(folded: string[], match: { start: number; end: number }, matches: { start: number; end: number }[]): boolean {
  if (!SETTING_WORDS.test(folded[match.end - 1])) return false;
  for (let i = match.start - 1; i >= Math.max(0, match.start - 4); i--) {
    if (matches.some((other) => other.start <= i && i < other.end)) return false;
    if (SETTING_PREP.test(folded[i])) return matches.some((other) => other.end <= i) || LEAD_INS.some(([pattern]) => pattern.test(folded[i - 1] ?? ''));
  }
  return false;
}

/** Words of growing a plant: "grows chillies on his balcony" is a garden, not a love of spicy food. */
const GROWS = /^(grow|grows|growing|grew|grown|plants|planted|planting)$/;
/** What may belong to someone else the clause is about: a need ("at college") or a place ("in Boston"). */
const OTHERS_THINGS: ReadonlySet<InterestKind> = new Set(['need', 'place']);
const KIN_SUBJECT = /^(son|sons|daughter|daughters|kids|kid|children|child|boy|boys|girl|girls|husband|wife|partner|mum|mom|dad|brother|sister|grandson|granddaughter|grandkids|grandchildren|eldest|youngest|oldest)$/;
const SUBJECT_VERB = /^(is|are|was|were|'s|has|have|lives|live|studies|study|goes|go|works|work|just|now|moved|started|starting|off|both|all)$/;
/** Whether someone close to them is what the clause is about before `start`: "his daughter is at college in Boston". */
function othersSubjectBefore(folded: string[], start: number): boolean {
  for (let i = 0; i + 2 < start; i++) {
    if (/^(his|her|their|my|our)$/.test(folded[i]) && KIN_SUBJECT.test(folded[i + 1]) && SUBJECT_VERB.test(folded[i + 2] ?? '')) return true;
  }
  return false;
}
/** Children said to be grown ("his kids are at uni", "her children are all grown up"): no child's things for them. */
const GROWN = /\b(grown|grown up|grown-up|adults?|at uni|at university|at college|in college|left home|moved out|flown the nest|married|in their (20s|twenties|30s|thirties|40s))\b/;
const grownChildren = (folded: string[], match: { interest: Interest; start: number; end: number }) =>
  match.interest.kind === 'need' && KIN_SUBJECT.test(folded[match.end - 1]) && GROWN.test(folded.slice(match.end).join(' '));

/** Lowercase words after a name that say how often or which showings, no part of it: "religiously", "reruns". */
const HOW_OFTEN = /^(\p{Ll}{3,}(ously|ively|ently|antly|ally|arly|edly|fully|lessly|ingly)|daily|nightly|weekly|monthly|religiously|nonstop|non-stop|reruns|repeats|episodes|videos|clips|streams|rewatches|marathons)$/u;
/** Words that lead into a name they go by: "derby name", "her nickname", "gamertag". */
const NICKNAME = /^(name|names|nickname|nicknames|handle|username|gamertag|alias|moniker|tag)$/;
/** Whether the words before a name, or the name's own first words, say it is one they go by. */
function goesBy(folded: string[], words: string[], first: number, candidate: string[]): boolean {
  if (candidate.slice(0, -1).some((word) => !isCapitalized(word) && NICKNAME.test(fold(word)))) return true;
  for (let i = first - 1; i >= Math.max(0, first - 3); i--) if (!isCapitalized(words[i]) && NICKNAME.test(folded[i])) return true;
  return false;
}
/** Words after which a lowercase noun is who they are: "a total murderino", "a proper petrolhead". */
const IDENTITY_LEAD = /^(total|complete|absolute|proper|real|utter|huge|massive|big|such)$/;
/** Words before a lowercase run that make it how or where a thing is done: "in pen", "on the beach". */
const HOW_OR_WHERE = /^(in|on|at|by|from|off|through|during|around|round|near|inside|under|over|using)$/;

/** Words that say a job is what someone is or does for a living: "she's a midwife", "works as a nurse". */
const WORK_LEAD = /^(she's|he's|they're|shes|hes|theyre|i'm|is|am|are|was|works|work|working|job|career|trained|training|qualified|retraining)$/;
/** Whether the few words before a job make it their work ("she's a midwife", "he's a primary school teacher"). */
function workSaid(folded: string[], start: number): boolean {
  for (let i = start - 1; i >= Math.max(0, start - 4); i--) {
    if (WORK_LEAD.test(folded[i])) return true;
    if (ROLE_ENDS.has(folded[i]) || folded[i] === 'loves') return false;
  }
  return false;
}

/** Words for what a writer writes, said after their name ("Jodi Picoult books") or before "by" ("novels by"). */
const WRITTEN = /^(books?|novels?|paperbacks?|hardbacks?|thrillers?|mysteries|romances?|sagas?|stories|poems|poetry|memoirs?|crime novels?)$/;
const WRITER: [InterestKind, string[]] = ['author', ['reading']];
/** Whether the name from `first` to `end` is said as a writer's: "Jodi Picoult books", "anything by Lee Child". */
function booksBy(folded: string[], first: number, end: number): boolean {
  if (WRITTEN.test(folded[end] ?? '')) return true;
  return folded[first - 1] === 'by' && (WRITTEN.test(folded[first - 2] ?? '') || ANY_OF.test(folded[first - 2] ?? '') || folded[first - 2] === 'written');
}

/** Kinds of thing whose examples are titles: "podcasts like ...", "true crime podcasts (my favorite murder)". */
export const TITLED_THINGS = /\b(podcasts?|shows?|series|sitcoms?|programmes?|programs?|channels?|youtubers?|streamers?)\s*$/;
/** Where examples of titled things begin in a clause ("podcasts like ...", "shows such as ..."), or past its end. */
function titlesStart(folded: string[]): number {
  for (let i = 1; i < folded.length - 1; i++) {
    if (!TITLED_THINGS.test(folded[i - 1])) continue;
    if (folded[i] === 'like' || (folded[i] === 'such' && folded[i + 1] === 'as')) return i + 1;
  }
  return Infinity;
}

/** Words of when that follow a name without belonging to it: "the Camino next", "Lisbon again". */
const NAME_TAIL = /^(next|again|soon|someday|sometime|eventually|too|also|lately|recently|nowadays)$/;
/** Words that give examples of what came before: "snacks like Takis", "crisps such as Monster Munch". */
const EXAMPLES = /\b(like|such as|e ?g|especially the likes of)\b/;
/**
 * "An old Olympus", "a Mini", "his Garmin", "her trusty Vitamix": one of a make, which they own and use; what goes with
 * it may be a gift, a fan's T-shirt of it never is. "A fan of", "a Taylor Swift fan" are read before this; a name said
 * as theirs after a fan's lead-in, or before its works, is followed ("supports his Forfar", "her Skandar books").
 */
const OWNED = /^(a|an)$/;
const THEIRS = /^(his|her|their|my|your)$/;
const OWNED_ADJECTIVE = /^(old|new|vintage|battered|second-hand|secondhand|trusty|little|ancient|classic)$/;
/** Lead-ins that make a name said as theirs one they follow: "supports his Forfar", "reads her Skandar books". */
const FOLLOWED: ReadonlySet<InterestKind | undefined> = new Set(['sports-team', 'music-artist', 'tv-show', 'author']);
/** Works of a name, said after it: "her Skandar books", "his Wurzels records" are a love of what the name made. */
const WORKS = /^(books?|novels?|series|records?|albums?|cds?|vinyls?|songs?|films?|movies?|dvds?|shows?|posters?|merch|stuff)$/;
function ownedMake(folded: string[], first: number, end: number, followed: boolean): boolean {
  let before = first - 1;
  while (OWNED_ADJECTIVE.test(folded[before] ?? '')) before--;
  return OWNED.test(folded[before] ?? '') || (THEIRS.test(folded[before] ?? '') && !followed && !WORKS.test(folded[end] ?? ''));
}

/** "Named his starter Doughlene", "calls her campervan Bertha": what follows is a thing of theirs and its name. */
const NAMING = /^(named|calls|called|nicknamed|christened)$/;
const namedByThem = (folded: string[], at: number) => [2, 3].some((back) => NAMING.test(folded[at - back] ?? '') && DETERMINERS.has(folded[at - back + 1] ?? ''));

/** "She and Jake love hiking": the name after "she and" is who they share it with. */
const COUPLED = /^(she|he|they|her|him|them|i|me|we)$/;

const DETERMINERS = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'our', 'my', 'your', 'its', 'this', 'that']);

/** Words that join a list or lead into one, and say nothing else. */
const LISTING = new Set('and & + or plus also the a an of loves love likes adores enjoys into obsessed with big huge massive fan fans really all things anything'.split(' '));

const isCapitalized = (word: string) => /^\p{Lu}/u.test(word);
/** A short word with no vowel is letters said one by one: "dc", "bts", "nwa". */
const INITIALISM = /^[b-df-hj-np-tv-xz]{2,4}$/;
/** McLaren, BTS, K-pop, AC/DC: a name, wherever it stands in the sentence. */
const looksNamed = (word: string) => /^\p{Lu}\p{Ll}*\p{Lu}/u.test(word) || /^\p{Lu}{2,}$/u.test(word) || /&/.test(word);
const NAME_GLUE = new Set(['of', 'the', 'and', '&', 'de', 'la', 'le', 'van', 'von', 'x', 'in', 'on']);

/** Words before a name that say one is meant: "supports leeds", "reads sophie kinsella", "watches the repair shop". */
const NAME_LEADS = /^(supports|supporter|reads|re-?reads|watches|watching|binges|bingeing|re-?watches|re-?watching)$/;
/** Words after a name that say one was meant: "hibs fan", "a huge wombats fan". */
const FAN_WORDS = /^(fan|fans|superfan|stan|stans|nerd|geek|fanatic|obsessive|devotee)$/;
/**
 * Words of liking before what is liked, which may be a hobby as well as a name ("loves long walks", "loves glenn
 * miller"), and the words that carry a list on ("phoebe bridgers and lucy dacus").
 */
const LIKING = /^(loves?|loved|adores?|into|with|likes?|enjoys?|about|and|&|or)$/;

/**
 * Whether the lowercase words from `first` to `end` (exclusive) are a name by how they are said: after "listens to",
 * "supports", "reads" or "a fan of", or before "fan"; after "loves" or "into", only two words or more that are mostly
 * not everyday ones ("loves glenn miller", never "loves long walks", which is how they spend their time).
 */
function saidAsName(folded: string[], first: number, end: number, lexicon: InterestLexicon): boolean {
  let before = first - 1;
  // A show or a band takes "the" ("watches the repair shop", "a fan of the wombats"); an author never does: "reads the
  // paper" names no author.
  const article = folded[before] === 'the';
  if (article) before--;
  const lead = folded[before] ?? '';
  if (FAN_WORDS.test(folded[end] ?? '')) return true;
  if (lead === 'of' && /^(fan|fans|supporter)$/.test(folded[before - 1] ?? '')) return true;
  if (lead === 'to' && /^listen/.test(folded[before - 1] ?? '')) return true;
  if (NAME_LEADS.test(lead)) return !(article && /reads$/.test(lead));
  const words = folded.slice(first, end);
  if (!LIKING.test(lead) || words.length < 2 || /ing$/.test(words[words.length - 1])) return false;
  return words.filter((word) => lexicon.isNameWord(word)).length * 2 >= words.length;
}

/** A name typed in lowercase as a sentence writes it: "glenn miller" → "Glenn Miller", "fontaines dc" → "Fontaines DC". */
const asName = (words: string[]) =>
  words
    .map((word, i) =>
      isCapitalized(word) || (i > 0 && NAME_GLUE.has(word))
        ? word
        : INITIALISM.test(word)
          ? word.toUpperCase()
          : word.split('-').map(capitalize).join('-'),
    )
    .join(' ');

/** The visitor's clause for use in a sentence ("makes pour-over coffee every morning"), or '' when it reads badly. */
function tidy(words: string[]): string {
  const said = words.join(' ').replace(/\s+/g, ' ').trim();
  return said.length <= 60 ? said : '';
}

/**
 * Reads the interests of one clause that says yes ("supports McLaren", "makes pour-over every morning"): every
 * phrase the lexicon knows, then any name or hobby it does not, so nothing the visitor typed is dropped. A clause the
 * lexicon read is kept to its names (capitalised words); one it could not read at all becomes an interest of its own
 * when it is short enough to be one.
 */
export function readClause(said: string, lexicon: InterestLexicon, into: Map<string, StatedInterest>, titles = false): void {
  // "Golf-obsessed", "Lego-mad", "whisky-loving": the love is the word before the hyphen. A site is read as its name
  // ("plays on chess.com" is chess), though told as the visitor wrote it.
  // A clause shouted in capitals ("LOVES FOOTBALL AND BEER", "SHE IS SO STRICT") is read as if typed in lowercase: its
  // capitals say nothing of what is a name.
  const told = (shouted(said) ? said.toLowerCase() : said).replace(LOVED_SO, '$1 $2');
  const clause = gameMasteringSaid(told.replace(WEBSITE, '$1')).replace(HAS_DONE, (whole, ...parts: string[]) => {
    const hobby = lexicon.doingOfPast(parts[3].toLowerCase());
    return hobby ? whole.slice(0, whole.length - parts[3].length) + hobby : whole;
  });
  const before = into.size;
  const here = readInterests(clause, lexicon, into, titles, told);
  const read = [...into.values()].slice(before);
  if (WATCHED.test(clause)) for (const interest of read) interest.watched = true;
  else if (PLAYS_IT.test(clause)) for (const interest of read) interest.plays = true;
  if (ON_THE_SET.test(clause) && read.some((interest) => interest.key !== TELEVISION)) into.delete(TELEVISION);
  // "Took up golf twenty years ago" is a start long past.
  if (STARTING.test(clause) && !LONG_SINCE.test(clause)) for (const interest of read) interest.starting = true;
  else if (SEASONED.test(clause)) for (const interest of read) interest.seasoned = true;
  // The broader word of a clause is how the narrower thing is done: "cooking biryani" is a love of Indian food
  // (cooking comes with it as its broader interest), not of cooking in general beside it.
  // So is a broader word further up, beside a name read before ("Warhammer, painting Space Marines" is miniature
  // painting, not painting).
  for (const interest of read) if (read.some((other) => other.parents.includes(interest.key)) || here.some((key) => key !== interest.key && lexicon.isAbove(interest.key, key))) into.delete(interest.key);
  for (const interest of read)
    if (interest.key.startsWith('said:') && interest.kind === 'named' && interest.parents.length === 0 && /\p{Lu}/u.test(interest.label))
      placeByCompany(interest, here, lexicon);
  // A clause that names several things ("loves Frank Sinatra and her cup of tea") is how none of them alone is said.
  if (into.size - before > 1) for (const interest of [...into.values()].slice(before)) interest.said = '';
}

/** Whether every word of two letters or more is written in capitals: "LOVES FOOTBALL AND BEER". */
function shouted(text: string): boolean {
  const lettered = tokens(text).filter((word) => /\p{L}.*\p{L}/u.test(word));
  return lettered.length >= 2 && lettered.every((word) => !/\p{Ll}/u.test(word));
}

/**
 * "DM" and "GM" said as what someone does at the table: "DMs a D&D campaign", "GMing Pathfinder", "the DM for his
 * mates". The letters are the game master's, no name to print on a T-shirt; and "DMs" worn ("wears DMs", "her DMs")
 * are Dr. Martens boots.
 */
const MASTERS_A_GAME = /\b(?:DM|GM|dm|gm)(?:s|'?d|ed)?(?=\s+(?:a|an|the|his|her|their|our|my|for|every|each|weekly|fortnightly|monthly|campaigns?|games?|sessions?|one[- ]shots?|adventures?|d&d|dnd|pathfinder)\b)/g;
const MASTERING = /\b(?:DM|GM|dm|gm)-?ing\b/g;
const THE_MASTER = /\b(the|a|an|our|their|group's|party's|table's|forever|resident|first-time|new)\s+(?:DM|GM|dm|gm)\b(?!['’]s)/g;
const WORN_DMS = /\b(wears?|wearing|her|his|their|my|new|old|pair of|cherry red|black|vintage)\s+(?:DMs|DM boots)\b/g;
const gameMasteringSaid = (clause: string) =>
  clause.replace(WORN_DMS, '$1 Dr Martens').replace(MASTERING, 'game mastering').replace(MASTERS_A_GAME, 'game masters').replace(THE_MASTER, '$1 game master');

/** "A Vietnam vet", "Falklands veteran": a place where they served in a war, no place they love to go. */
const SERVED = /^(vet|vets|veteran|veterans)$/;

/** A website named by its address: "chess.com", "lichess.org", "bbc.co.uk". */
const WEBSITE = /\b([\p{L}\p{N}-]+)\.(?:com|org|net|io|gg|tv|app|co\.uk|org\.uk)\b/giu;

/** A love said with a hyphen and how much: "golf-obsessed", "Lego-mad", "dinosaur-crazy", "whisky-loving". */
const LOVED_SO = /([\p{L}\p{N}])-(obsessed|mad|crazy|daft|nuts|loving|fanatic|addict|fiend|junkie|nerd|geek|obsessive|fan|enthusiast)\b/giu;

/** Kinds of name whose company tells what an unknown name beside them is. */
const COMPANY_KINDS: ReadonlySet<InterestKind> = new Set([
  'music-artist',
  'author',
  'sports-team',
  'tv-show',
  'video-game',
  'anime',
  'film-franchise',
  'tabletop-game',
  'athlete',
]);

/**
 * A name the lexicon does not know takes the kind of what it is said beside, in one breath: "loves glenn miller and big
 * band" is a band leader, "Olivia Rodrigo and Gracie Abrams" two singers. Names of several kinds beside it say nothing.
 */
function placeByCompany(interest: StatedInterest, company: string[], lexicon: InterestLexicon): void {
  const beside = company.flatMap((key) => lexicon.byKey.get(key) ?? []);
  const names = beside.filter((other) => COMPANY_KINDS.has(other.kind));
  const kinds = new Set(names.map((other) => other.kind));
  if (kinds.size > 1) return;
  if (kinds.size === 1) {
    interest.kind = names[0].kind;
    interest.parents = names[0].parents;
    return;
  }
  const genre = beside.find((other) => other.kind === 'topic' && lexicon.isAbove('music', other.key));
  if (!genre) return;
  interest.kind = 'music-artist';
  interest.parents = [genre.key, 'music'];
}

/**
 * How people say someone has long done a thing: how often, for how long ("for over 30 years", "her whole life", "since
 * she was a girl", "since the 80s"), in a club, at what level ("a seasoned falconer", "an old hand", "plays off 8"), or
 * with a devotion that comes of years at it ("an avid baker", "a keen gardener", "obsessed with golf", "a brilliant cook").
 */
const SEASONED =
  /\b(club|league|team captain|twice a week|three times a week|(every|each) (week|weekend|day|morning|night|evening|saturday|sunday)|(at|on|most|all) (the )?weekends|weekly|daily|nightly|for (years|decades|ages|donkey'?s years|a lifetime)|for (over |more than |nearly |almost |about |around |well over |the (last|past) )?(\d+\+?|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|many|several|a few|a couple of)( or so)? (years|decades)|(\d+|many|twenty|thirty|forty|fifty) years|decades|since (he|she|they) (was|were) (a kid|a child|a boy|a girl|a teenager|a teen|young|little|small|at school|\d+)|since (childhood|school|a (kid|child|boy|girl|teenager|teen)|the '?(\d0s|fifties|sixties|seventies|eighties|nineties)|(19|20)\d\d)|(all|most of) (his|her|their) (life|adult life|days)|(his|her|their) (whole|entire) (life|adult life)|lifelong|life-long|lifetime|longtime|long-time|life member|old hand|experienced|accomplished|runs the|leads the|teaches|coaches|competes|competitive|expert|seasoned|veteran|serious|pro|professional|advanced|master|county|national level|grade \d|black belt|has every|owns every|avid|keen|obsessed|obsessive|die-?hard|hardcore|passionate|devoted|dedicated|plays off \d+|(single[- ]figure|low) handicap|scratch golfer|sells (her|his|their)|exhibits|has exhibited|takes commissions|award-winning|prize-winning|for a living|(amazing|brilliant|great|excellent|fantastic|incredible|superb|talented|skilled|gifted|accomplished) (home |amateur )?(cook|chef|\w+(er|or|ist|ian)s?)\b)\b/i;
/** How a visitor says someone follows a thing rather than does it. */
const WATCHED = /\b(watch|watches|watching|follows|following|supports|supporting|fan of|season ticket|on (the )?(radio|tv|telly|television|box)|listens to|listening to)\b/i;
/**
 * How a visitor says a sport is played, not watched: "plays", "in a team", "for his club", "training", "matches".
 * Exported for a clause that names no sport ("football, plays for his school team"): it speaks of the sport before.
 */
export const PLAYS_IT =
  /\b(plays?|playing|played for|player|in (a|the|his|her|their) (\w+ )?(team|squad|league)|on (a|the|his|her|their) (\w+ )?(team|squad)|(for|with|at|joined) (a|the|his|her|their) (\w+ )?(team|club|squad)|club|training|trains|practice|practises|practices|matches|fixtures|five-a-side|5-a-side|sunday league|under[- ]?\d+s?|u\d+s?|goalkeeper|goalie|striker|midfielder|defender|winger|full-back|fly-half|scrum-half|hooker)\b/i;
/** "Snooker on the telly", "golf majors on TV": the set is how they follow something else, not a love of television. */
const ON_THE_SET = /\bon (the )?(tv|telly|television|box)\b/i;
const TELEVISION = 'tv';
/** A start said to lie years back: "took up golf twenty years ago", "has been learning piano for years". */
const LONG_SINCE = /\b(years|decades|ages)\b/i;
/**
 * How people say someone is new to it: no need to shield them from a first lesson, and a thing for the seasoned would
 * be too much. Said as a wish ("wants to get into baking"), as a first ("cooking for himself for the first time", "just
 * got her first camera"), or as a start not long ago ("took up running this spring", "has been climbing for a few months").
 */
const STARTING = new RegExp(
  [
    /\b(wants? to|would (like|love) to|hoping to|hopes to|keen to|thinking of|planning to) (learn|try|start|get into|take up|begin|have a go)/.source,
    /\b(learning|new to|novice|newbie|beginner|never tried|first[- ]time|for the first time|first (lessons?|classes?|season)|training for (her|his|their|my|a) first)\b/.source,
    /\b(just|recently|only just|has just|have just) (started|starting|took up|taken up|getting into|got into|begun|began|learnt|learned|learning|picked up|discovered)\b/.source,
    /\b(taking up|took up|getting into|starting out|teaching (himself|herself|themselves)|couch to 5k|c25k)\b/.source,
    /\b(taking|having|has|takes|doing|started|booked) (\w+ )?(lessons|classes)\b/.source,
    /\b(got|bought|given|getting|been given|has) (his|her|their|a) (very )?first\b(?!-)/.source,
    /\b(for|since) (only )?(a few|a couple of|two|three|four|five|six|\d+) (weeks|months)\b|\bsince (last|this) (year|month|week|summer|spring|autumn|fall|winter)\b/.source,
    /\b(started|took up|taken up|began|begun|got into|picked up)\b.*\b(this|last) (year|month|week|summer|spring|autumn|fall|winter)\b/.source,
  ].join('|'),
  'i',
);

/**
 * Everyday doings, people and parts of the body a clause may name that are no hobby: "first time meeting them", "her
 * dad plays go", "golf (not any more, his back)"; nor the side a team fields ("Arsenal Women", "Leeds Ladies").
 */
const NO_HOBBY = /^(women|womens|ladies|men|mens|girls|boys|back|knees?|hips?|hands?|eyes|legs?|arms?|feet|foot|shoulders?|wrists?|ankles?|neck|meeting|going|getting|having|being|doing|seeing|coming|leaving|moving|starting|working|living|trying|looking|thinking|turning|visiting|waiting|expecting|recovering|retiring|feeling|struggling|coping|grieving|healing|dating|staying|mum|mom|dad|father|mother|husband|wife|son|daughter|kids?|children|baby|brother|sister|grandma|grandpa|nan|boyfriend|girlfriend|partner|family|parents?)$/;
/** Words of dates and spans of time. */
const WHEN = /^(jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|days?|weeks?|months?|years?|together|due|ago|since|until|till)$/;

/** Words just before a place's name: "a caravan in Cornwall", "walks near Malham". */
const BEFORE_PLACE = new Set(['in', 'near', 'around', 'visiting', 'visited', 'visit']);
/** "On", "at" and "to" lead to a place after going, staying or doing something there ("fishing on the Broads"). */
const TO_PLACE = new Set(['on', 'at', 'to']);
const GOING_OR_STAYING = /^(go|goes|going|went|trip|trips|holiday|holidays|live|lives|living|lived|stay|stays|staying|moved|moving|caravan|narrowboat|boat|cottage|house|flat|home|walk|walks|walking|hiking|fishing|sailing|cycling|swimming|camping|day|days)$/;
/** Words just after a place's name: "the Kennet and Avon canal", "the Norfolk Broads", "our Crete honeymoon". */
const AFTER_PLACE = /^(canal|river|broads|lake|lakes|loch|beach|coast|island|islands|bay|valley|hills|mountains|moor|moors|forest|village|town|city|harbour|harbor|honeymoon|holiday|holidays|trip|trips|caravan|cottage|marina)$/;

/** A job or a posting in a place ("a new job in Singapore", "posted to Dubai"): going to live there, as a move is. */
export const JOB_AWAY = /\b(job|role|position|post|posting|contract|secondment|placement)( offer)? (in|at|to|out in)\b|\b(posted|transferred|seconded) (to|out to)\b/;

/**
 * Words before a place that make it a plan or a wish, which gifts can serve (its guide, its language, a bag for the
 * journey): "wants to go to Italy", "moving to Berlin", "a honeymoon in Japan". Unlike "a caravan in Cornwall".
 */
const PLANNED = new RegExp(
  `\\b(wants? to|would love to|(hopes?|hoping|longs?|longing|plans?|planning|dreams?|dreaming) (to|of)|planning|saving (up )?for|trip|holiday|vacation|honeymoon|moving|relocating|emigrating|leaving(?! (do|party|drinks|card|present|gift))|going to|heading to|off to|bucket list|gap year)\\b|${JOB_AWAY.source}`,
);

/** A time still to come said after a place: "backpacking around South America next year", "Japan in the spring". */
const LATER = /^(next|this coming|this (spring|summer|autumn|fall|winter|year)\b|in the (new year|spring|summer|autumn|fall|winter)|in (january|february|march|april|may|june|july|august|september|october|november|december)|later this|soon\b|for (a|her|his|their) (gap year|sabbatical|honeymoon))/;
/** A trip already had, said before its place: "went backpacking in Peru", "visited Japan in April". */
const HAD = /\b(went|been|visited|travell?ed|backpacked|toured|stayed|holidayed|honeymooned|eloped|married|met|spent|did|lived|grew up|was born|used to)\b/;

/**
 * Whether the words around a place make it one they plan or long to go to: a plan said before it ("wants to go to"),
 * or a time to come said after it ("next year"), unless the words before tell of a trip already had.
 */
const plannedAt = (folded: string[], start: number, end = start) => {
  const before = folded.slice(0, start).join(' ');
  return PLANNED.test(before) || (LATER.test(folded.slice(end, end + 4).join(' ')) && !HAD.test(before));
};

/** The places a clause says they plan or long to go to ("moving to Berlin for work", "saving for a trip to Japan"). */
export function plannedPlaces(clause: string, lexicon: InterestLexicon): StatedInterest[] {
  const words = tokens(clause);
  const folded = words.map(fold);
  const matches = lexicon.scan(folded);
  return matches
    // "Wants to try proper Texas BBQ" longs for the barbecue, not for a trip to Texas.
    .filter((match) => match.interest.kind === 'place' && plannedAt(folded, match.start, match.end) && !stylesNext(folded, match, matches, lexicon))
    .map(({ interest, start }) => {
      const going = goingAs(folded.slice(0, start).join(' '));
      // "Going to Bali for the honeymoon": the honeymoon may be said after the place.
      return { ...statedAs(interest, tidy(words)), going, headedFor: going === 'left' ? `the goodbye to ${interest.label}` : going === 'move' ? `the move to ${interest.label}` : folded.includes('honeymoon') ? `the honeymoon in ${interest.label}` : `a trip to ${interest.label}` };
    });
}

/** Words before a place that make it where they go to live: a move, a job there. */
const TO_LIVE = new RegExp(`\\b(moving|relocating|emigrating|moved|leaving)\\b|${JOB_AWAY.source}`);
/** Words just before a place that make it the one a move leaves: "moving to Munich from our London office", "leaving Leeds". */
const LEAVING = /\b(from|leaving|left|away from|out of)( (our|the|his|her|their|my|your))?( [a-z'-]+)?$/;

/** How they go to a place, from the words before it: a move there, leaving it in a move, or a trip. */
const goingAs = (before: string): Going => (TO_LIVE.test(before) ? (LEAVING.test(before) ? 'left' : 'move') : 'trip');

/**
 * Whether the capitalised words from `first` to `last` name where something happens ("on the Kennet and Avon canal",
 * "a caravan in Cornwall"): a place is where they go, not a name to put on a mug.
 */
function namesPlace(folded: string[], first: number, last: number): boolean {
  let before = first - 1;
  while (before >= 0 && DETERMINERS.has(folded[before])) before--;
  const lead = folded[before] ?? '';
  // "Hiking the Peak District", "walking the Dales": the place is where the doing happens.
  const doneThere = GOING_OR_STAYING.test(lead) && lead.endsWith('ing');
  return BEFORE_PLACE.has(lead) || doneThere || (TO_PLACE.has(lead) && GOING_OR_STAYING.test(folded[before - 1] ?? '')) || AFTER_PLACE.test(folded[last] ?? '') || AFTER_PLACE.test(folded[last + 1] ?? '');
}

/** Shows and films titled in everyday words ("The Office", "Friends", "The Crown"). */
const TITLED_KINDS: ReadonlySet<InterestKind> = new Set(['tv-show', 'film-franchise']);
/** Words that may follow a show's title and leave it the show: "the office fan", "the office and parks and rec". */
const AFTER_TITLE =
  /^(and|or|but|&|fan|fans|superfan|nerd|nerds|geek|geeks|stan|buff|obsessed|lover|addict|quotes?|merch|box|boxset|series|seasons?|rewatch(es|ing)?|marathons?|too|also|especially|esp|mostly|again|every|each|on|at|in|with|when|whenever|while|since|from|for|over|daily|nightly|weekly|lately|now|religiously|constantly|all|is|was|are)$/;
/**
 * Whether a show's title typed in lowercase is only the everyday phrase it is made of, running into the words of the
 * sentence: "runs the office league" is a fantasy league at work, not The Office.
 */
const everydayPhrase = (interest: Interest, words: string[], folded: string[], start: number, end: number) =>
  TITLED_KINDS.has(interest.kind) && !isCapitalized(words[start]) && ((end < folded.length && !AFTER_TITLE.test(folded[end])) || PLACE_BEFORE_TITLE.test(folded[start - 1] ?? ''));
/** Words that make a lowercase title after them the place it names: "baking for the office", "cycles to the office". */
const PLACE_BEFORE_TITLE = /^(for|to|at|in|around|round|across|near|outside|inside|through|towards?)$/;

/** Words that say someone does a thing to themselves: "teaching herself", "taught himself". */
const REFLEXIVE = /^(herself|himself|themselves|themself|myself|yourself|ourselves)$/;
/**
 * Doings that are a love alone ("loves planning", "shopping") but only a chore for what they are said with: "planning a
 * trip", "planning her wedding", "shopping for plants", "plant shopping", "food shopping".
 */
const BARE_DOINGS = new Set(['planning', 'shopping']);
/** Words after a bare doing that give it its object: "planning a trip", "shopping for plants". */
const DOING_OBJECT = /^(a|an|the|his|her|their|our|my|your|for|trips?|holidays?|weddings?|parties|party|events?|meals?|routes?|adventures?)$/;
/** Words before a bare doing that say what it is for: "food shopping", "trip planning". */
const DOING_FOR = /^(food|grocery|groceries|supermarket|weekly|big|christmas|present|gift|holiday|trip|travel|meal|event|wedding|party|route|book|record|plant|antique|antiques|charity|furniture|tool|garden|toy|online)$/;

/** Whether a bare doing is said with what it is for ("planning a trip", "plant shopping"), which makes it no love. */
function doneFor(folded: string[], match: { start: number; end: number }, matches: { start: number; end: number }[]): boolean {
  if (match.end !== match.start + 1 || !BARE_DOINGS.has(folded[match.start])) return false;
  return DOING_OBJECT.test(folded[match.end] ?? '') || DOING_FOR.test(folded[match.start - 1] ?? '') || matches.some((other) => other.end === match.start);
}

/**
 * Whether a place is named by "the" and an everyday word typed small ("fishing in the lakes near our cabin"): those are
 * any lakes, where "the Lakes" is the Lake District. A word the catalog never writes small ("the dales") names it still.
 */
const commonPlace = ({ interest, start, end }: { interest: Interest; start: number; end: number }, words: string[], folded: string[], lexicon: InterestLexicon) =>
  interest.kind === 'place' && end === start + 2 && folded[start] === 'the' && !isCapitalized(words[start + 1]) && !lexicon.isNameWord(folded[start + 1]);

/**
 * Loves a place's name may stand before as the style of them, not as somewhere they go: "Texas BBQ", "New Orleans jazz",
 * "Scandinavian design", "New York pizza". Doings out of doors ("Cornwall surfing", "Alps skiing") are not among them:
 * there the place is where they go.
 */
const STYLED_LOVES = ['food', 'cooking', 'bbq', 'baking', 'beer', 'wine', 'whisky', 'cider', 'cocktails', 'coffee', 'tea', 'chocolate', 'sake', 'music', 'dance', 'movies', 'tv', 'reading', 'martial-arts', 'sports', 'fashion', 'interior-design', 'home-decor', 'art'];
/** Unread words that may stand between a place and the love it styles: "New York style pizza", "Chicago deep dish pizza". */
const STYLE_GAP = 2;
/** Where a love is had, which is somewhere to go: "Parisian cafes", "London pubs", "New Orleans jazz clubs". */
const VENUES = /^(cafes?|cafés?|coffee ?shops?|coffeehouses?|pubs?|bars?|bistros?|brasseries?|restaurants?|delis?|diners?|joints?|taverns?|tavernas?|trattorias?|izakayas?|markets?|clubs?|venues?|halls?|festivals?|fests?)$/;
/** Words beside a place's love that keep the place somewhere they go: "Japan holiday food", "Italy food tours". */
const TRIP_WORDS = /^(trip|trips|holiday|holidays|vacation|vacations|tour|tours|visit|visits|honeymoon|break|getaway)$/;
/** Words before a place that make it one they go to, however the style after it reads: "going to Texas BBQ joints". */
const GOES_THERE = /^(go|goes|going|went|trip|trips|travel|travels|travelling|traveling|visit|visits|visiting|visited|holiday|holidays|vacation|honeymoon|move|moves|moving|moved|relocating|emigrating|heading|fly|flying|tour|touring|bucket)$/;
/**
 * Whether a place only says the style of the love named just after it ("Texas BBQ", "Texan style barbecue", "Seattle
 * grunge", "wants to try proper Texas BBQ"): a love of the barbecue, not of Texas. A place said as one they go to ("a
 * trip to New Orleans, jazz", "visiting Texas BBQ joints") stays.
 */
function stylesNext(folded: string[], match: { interest: Interest; start: number; end: number }, matches: { interest: Interest; start: number; end: number }[], lexicon: InterestLexicon): boolean {
  if (match.interest.kind !== 'place' || folded.slice(0, match.start).some((word) => GOES_THERE.test(word)) || BEFORE_PLACE.has(folded[match.start - 1] ?? '')) return false;
  const next = matches.find(({ start }) => start >= match.end);
  if (!next || next.start - match.end > STYLE_GAP) return false;
  for (let i = match.end; i < next.start; i++) if (FILLER.has(folded[i]) || CLAUSE_JOINS.has(folded[i]) || TRIP_WORDS.test(folded[i])) return false;
  const { interest, end } = next;
  // "Parisian cafes", "London pubs", "Texas BBQ joints": where the love is had there is a place they go.
  if (TRIP_WORDS.test(folded[end] ?? '') || VENUES.test(folded[end - 1]) || VENUES.test(folded[end] ?? '')) return false;
  return interest.kind === 'cuisine' || STYLED_LOVES.some((key) => key === interest.key || lexicon.isAbove(key, interest.key));
}

/** Words that make a place where someone lives, works or comes from: "lives in Leeds", "works in central London". */
const RESIDES = /^(live|lives|living|lived|reside|resides|residing|based|work|works|working|worked|job|office|commute|commutes|commuting|study|studies|studying|born|raised|grew|from|stationed|posted)$/;
/** Words that end what leads up to a place: "lives in Leeds and hikes in the Dales" goes hiking in the Dales. */
const CLAUSE_JOINS = new Set(['and', 'but', 'or', 'loves', 'love', 'likes', 'enjoys', 'goes', 'go', 'went']);

/** Words that make a place a race run there: "did London and Berlin", "training for Chicago", "ran Boston". */
const RACED = /^(did|done|ran|run|raced|racing|training|trained|qualified|entered|finished|completed)$/;
/** Words that end what leads up to a raced place: "ran Boston but loves Paris" loves Paris. */
const RACE_JOINS = new Set(['but', 'or', 'loves', 'love', 'likes', 'enjoys', 'goes', 'go', 'went', 'visit', 'visits', 'visited']);

/**
 * Whether the few words before `start`, back to a word that ends what leads up to it (`joins`), hold one that `marks`
 * the place there: where they live or work ("lives in Leeds"), or a race they ran ("did London and Berlin").
 */
function placeSaidAs(folded: string[], start: number, reach: number, joins: ReadonlySet<string>, marks: RegExp): boolean {
  for (let i = start - 1; i >= Math.max(0, start - reach); i--) {
    if (joins.has(folded[i])) return false;
    if (marks.test(folded[i])) return true;
  }
  return false;
}

/** Whether the few words before `start` make the place there where they live or work, not a place they love. */
const livesOrWorksAt = (folded: string[], start: number) => placeSaidAs(folded, start, 4, CLAUSE_JOINS, RESIDES);
/** Whether the few words before `start` make the place there a race they ran or train for, not a place they love. */
const racedAt = (folded: string[], start: number) => placeSaidAs(folded, start, 5, RACE_JOINS, RACED);

/**
 * Who someone is or where they belong, which no mug or tote should print: a people or a language ("Punjabi", "Polish"),
 * a place they study, work or pray ("the Open University", "the NHS", "the gurdwara"), or a club they belong to ("the
 * Harrogate Rotary Club", "Ripon Camera Society").
 */
const IDENTITY = new Set(
  (
    'punjabi bengali gujarati tamil telugu urdu hindi marathi malayali kannada sikh hindu muslim christian catholic jewish ' +
    'pakistani indian bangladeshi sri lankan nepali afghan iranian persian kurdish turkish arab arabic lebanese syrian egyptian ' +
    'moroccan nigerian ghanaian kenyan somali ethiopian eritrean jamaican caribbean trinidadian african american british english ' +
    'scottish welsh irish northern cornish polish romanian bulgarian ukrainian russian lithuanian latvian czech slovak hungarian ' +
    'greek cypriot italian spanish portuguese brazilian mexican colombian chilean argentinian filipino filipina vietnamese thai ' +
    'chinese cantonese mandarin korean japanese australian kiwi canadian german french dutch swedish norwegian danish finnish'
  ).split(' '),
);
const INSTITUTION = /\b(university|uni|college|school|academy|nhs|hospital|council|church|chapel|mosque|temple|gurdwara|synagogue|parish|army|navy|raf|police|office|club|society|association|guild|lodge|rotary|u3a)\b/i;

/** Words that put a role in the past: "a retired teacher", "former nurse", "used to teach". */
const PAST_ROLE = new Set(['retired', 'former', 'formerly', 'ex']);
/** Words that end a role's description and begin what the person does now: "retired, now loves teaching yoga". */
const ROLE_ENDS = new Set(['and', 'but', 'now', 'who', 'still', 'loves', 'love', 'likes', 'enjoys', 'into', 'keen', 'avid']);

/**
 * Where the words that put a job in the past begin ("retired primary school teacher", "used to be a nurse"), or -1
 * when nothing before it does.
 */
function pastRoleStart(folded: string[], start: number): number {
  for (let i = start - 1; i >= Math.max(0, start - 4); i--) {
    if (ROLE_ENDS.has(folded[i])) return -1;
    if (PAST_ROLE.has(folded[i]) || (folded[i] === 'used' && folded[i + 1] === 'to')) return i;
  }
  return -1;
}

/** Words that put a love before a doing in the past: "a former marathon runner", "ex-cyclist", "formerly a keen golfer". */
const FORMER = /^(former|formerly|ex|once)$/;
/** Words that may stand between "former" and the love: "former county cricketer", "ex-pro footballer". */
const FORMER_LEVEL = /^(a|an|keen|avid|serious|competitive|club|county|pro|semi-pro|professional|amateur|international|champion|national|elite)$/;

/** Where "former" or "ex-" begins before a love done ("former marathon runner", "ex-pro footballer"), or -1. */
function formerStart(folded: string[], start: number): number {
  for (let i = start - 1; i >= Math.max(0, start - 3); i--) {
    if (FORMER.test(folded[i].replace(/-.*/, ''))) return i;
    if (!FORMER_LEVEL.test(folded[i])) return -1;
  }
  return -1;
}

/** What keeps someone going, said after "runs on": "runs on caffeine and spite", "running on fumes". */
const FUEL = /^(caffeine|spite|adrenaline|fumes|sugar|snacks|vibes|autopilot|empty|nothing|toast|biscuits|crisps|chocolate|pure)$/;
/** "Runs on cold brew", "runs off Diet Coke": what they run on is drink, food or fuel, and the running is only a saying. */
function fuelledBy(folded: string[], match: { start: number; end: number }, matches: { interest: Interest; start: number }[], lexicon: InterestLexicon): boolean {
  if (match.end !== match.start + 1 || !/^(runs?|running)$/.test(folded[match.start]) || !/^(on|off)$/.test(folded[match.end] ?? '')) return false;
  const next = match.end + 1;
  return FUEL.test(folded[next] ?? '') || matches.some(({ interest, start }) => start === next && TAKEN_IN.some((key) => interest.key === key || interest.related.includes(key) || lexicon.isAbove(key, interest.key)));
}
/** What people eat and drink, and what a love of a food or a drink is near: "runs on Diet Coke" runs on a drink. */
const TAKEN_IN = ['food', 'cooking', 'drinks', 'coffee', 'tea', 'fizzy-drinks', 'mocktails', 'chocolate', 'candy'];

/** Words of how much or how often, after a doing: "reads a lot", "reads constantly", "reads like crazy". */
const HOW_MUCH = /^(crazy|mad|nonstop|non-stop|whenever|can|chance|gets|moment)$/;
/** Whether every word from `from` says only how much or how often: "reads a lot", "reads all the time". */
const onlyHowMuch = (words: string[], folded: string[], from: number) => folded.slice(from).every((word, i) => FILLER.has(word) || HOW_MUCH.test(word) || HOW_OFTEN.test(words[from + i]));

/** Reads a clause's interests into `into`; returns the keys of every interest its words name, before any is set aside. */
function readInterests(clause: string, lexicon: InterestLexicon, into: Map<string, StatedInterest>, titles: boolean, told: string): string[] {
  const words = tokens(clause);
  if (words.length === 0) return [];
  const folded = words.map(fold);
  // Titles of podcasts or shows given as examples ("podcasts like the rest is history", "(my favorite murder)") are
  // named in everyday words: none of them is a love of history or of murder.
  const titlesFrom = titles ? 0 : titlesStart(folded);
  const said = tidy(tokens(told));
  // A lead-in verb is not the thing it leads to: "watches corrie" is about the show, not wristwatches.
  // A verb is not the thing it names: "watches corrie" is about the show, "runs the chess club" is not about running,
  // and a container is not its contents: "boxes of chocolates" is not boxing.
  // A word read as the broad thing above something narrower they love names that thing's own: beside Formula 1,
  // "Ferrari" is the team, not a love of cars.
  const opening = sentenceStart(words, folded);
  const matches = walksInWildCountry(lexicon.scan(folded).map((match) => asOpeningVerb(match, folded, opening, lexicon)), folded, lexicon);
  // A title is read whole, never as a love of its words: "The Sound of Music" is no love of music, "Time Team" no team.
  const titleRuns = titleSpans(words, folded, matches);
  const inTitle = (at: number) => titleRuns.some((span) => span.start <= at && at < span.end);
  const scanned = matches.map((match, _, all) => {
    const beside = [...into.keys(), ...all.map(({ interest }) => interest.key)].filter((key) => key !== match.interest.key);
    if (!beside.some((key) => lexicon.isAbove(match.interest.key, key))) return match;
    const named = lexicon.namedBeneath(folded.slice(match.start, match.end).join(' '), beside);
    return named ? { ...match, interest: named } : match;
  });
  // "A retired teacher": a job that is over is read, words and all, but its tools are no gift for them. So is a love
  // that is over, said the same way: "a former marathon runner", "ex-cyclist".
  const pastRoles = scanned.flatMap(({ interest, start, end }) => {
    // Service in the forces said as over ("former Royal Navy", "ex-RAF") is who they were, and theirs to remember still.
    const from = interest.job ? pastRoleStart(folded, start) : lexicon.isService(interest.key) ? -1 : formerStart(folded, start);
    return from >= 0 ? [{ start: from, end, job: start }] : [];
  });
  // "Texas BBQ", "New Orleans jazz": the place is the style of the love after it, and its words are read with it.
  const styles = scanned.filter((match) => stylesNext(folded, match, scanned, lexicon));
  const found = scanned.filter(
    (match) =>
      !styles.includes(match) &&
      !(match.start >= titlesFrom && itemKinds.has(match.interest.kind)) &&
      !inTitle(match.start) &&
      // "Sings along to Mamma Mia": the love is what they sing along to, not singing.
      !(match.end === match.start + 1 && folded[match.end] === 'along') &&
      // "The film Amelie", "the show Slow Horses": the word says what kind of thing the name is, no love of films.
      !(match.end === match.start + 1 && nameKind(folded[match.start]) !== undefined && namedNext(words, folded, match.end)) &&
      // "Grows runner beans", "squash and courgettes": a plant they grow or cook, no sport or pastime.
      !(grownThing(folded, match) && !ofGardenOrTable(match.interest, lexicon)) &&
      !pastRoles.some((role) => role.job === match.start) &&
      // "Runs on cold brew", "running on caffeine and spite": what keeps them going, no run.
      !fuelledBy(folded, match, matches, lexicon) &&
      // Where they go to do what they love ("hiking in the Lake District", "a caravan in Cornwall every summer") is a
      // place they love too; where they live or work ("lives in Leeds", "works in London") is only where they are.
      !(match.interest.kind === 'place' && ((livesOrWorksAt(folded, match.start) && !plannedAt(folded, match.start, match.end)) || racedAt(folded, match.start) || SERVED.test(folded[match.end] ?? ''))) &&
      !everydayPhrase(match.interest, words, folded, match.start, match.end) &&
      !commonPlace(match, words, folded, lexicon) &&
      // "Walks with her labrador" is the dog's walk, not a hike; "on the children's ward" is where they work.
      !walksTheDog(folded, match, matches) &&
      // "Teaches yoga", "coaches netball": the job is their work with what follows, no classroom or team of their own.
      !(match.interest.job && matches.some((other) => other.start === match.end || other.start === match.end + 1)) &&
      // "Teaching herself to crochet", "taught himself guitar": they are learning what follows, no classroom of theirs.
      !(match.interest.job && REFLEXIVE.test(folded[match.end] ?? '')) &&
      // "Planning a trip to Italy", "plant shopping": the doing is for what it is said with, no planner or wardrobe.
      !doneFor(folded, match, matches) &&
      !(match.interest.kind === 'need' && WORKPLACE.test(folded[match.end] ?? '')) &&
      // "Parents evening", "parents' night": a school's meeting, no love of parenting.
      !(match.end === match.start + 1 && /s'?$/.test(folded[match.start]) && SCHOOL_EVENT.test(folded[match.end] ?? '')) &&
      // "Reads anything Jodi Picoult writes": the writing is the author's, the reading theirs.
      !othersDoing(folded, match.start, match.end) &&
      // "Does it in ink", "takes it with honey": how they do what came before, no love of its own.
      !doneWith(folded, match.start) &&
      // "Reads on the beach", "dancing round the kitchen": where they do what they love, no second love.
      !settingOf(folded, match, matches) &&
      // "Grows chillies", "growing tomatoes": a plant in their garden, no love of eating it.
      !(match.interest.parents.includes('food') && GROWS.test(folded[match.start - 1] ?? '')) &&
      // "His daughter is at college in Boston": the college and the city are hers, not theirs.
      // So is "her son is in the army": the service is his.
      !((OTHERS_THINGS.has(match.interest.kind) || lexicon.isService(match.interest.key)) && othersSubjectBefore(folded, match.start)) &&
      !grownChildren(folded, match) &&
      // "A Star Wars nerd", "a history geek": the word says how they love what comes before it, not science or tech.
      !(match.end === match.start + 1 && FAN_WORDS.test(folded[match.start]) && match.start > 0 && (matches.some((other) => other.end === match.start) || !FILLER.has(folded[match.start - 1]))) &&
      // "Reads on the beach" is reading where they read; "plays on chess.com" no play at the theatre.
      // "Reads a lot", "reads constantly": how much they do it leaves the lead-in the doing itself, and so does a love
      // listed after it ("reading and her morning coffee").
      !(match.end === match.start + 1 && match.end < folded.length && !((onlyHowMuch(words, folded, match.end) || folded[match.end] === 'and') && doingOf(folded[match.start], match.interest)) && ((LEAD_INS.some(([pattern]) => pattern.test(folded[match.start])) && !(SETTING_LEAD.test(folded[match.end]) && doingOf(folded[match.start], match.interest))) || (/s$/.test(folded[match.start]) && (DETERMINERS.has(folded[match.end]) || folded[match.end] === 'of')))),
  );
  // The ends of the posts the lexicon reads ("nurse", "teacher"), after which "at" names an employer: "a nurse at Guy's".
  const heldAt = (at: number) => matches.some((match) => match.interest.job && match.end - 1 === at);
  for (const { interest, start, end } of found) {
    const work = (interest.job && (workSaid(folded, start) || heldPost(folded, start, end))) || tradeOf(folded, start, end, !itemKinds.has(interest.kind), heldAt);
    const stated = { ...statedAs(interest, said), ...(end - start > 1 && { phrase: folded.slice(start, end).join(' ') }) };
    // Said as their work once and as a love after ("works in tech, loves tech"), it is a love.
    if (!into.has(interest.key) || (into.get(interest.key)?.work && !work)) into.set(interest.key, work ? { ...stated, work: true } : stated);
  }
  const used = new Array<boolean>(words.length).fill(false);
  // The verb of someone else's doing ends the name before it: "anything Jodi Picoult writes" names Jodi Picoult.
  const othersVerbs = matches.filter((match) => othersDoing(folded, match.start, match.end));
  for (const { start, end } of [...found, ...pastRoles, ...othersVerbs, ...styles]) for (let i = start; i < end; i++) used[i] = !inTitle(i);

  let hint: [InterestKind | undefined, string[]] = [undefined, []];
  for (const word of folded) {
    const lead = LEAD_INS.find(([pattern]) => pattern.test(word));
    if (lead) hint = [lead[1], lead[2]];
  }

  // Runs of words nothing has read yet, with the filler trimmed from their ends.
  const runs: string[][] = [];
  let run: string[] = [];
  // A capitalised common word inside a name stays in it: "the New Yorker", "The Big Bang Theory".
  const inName = (word: string, i: number) =>
    isCapitalized(word) && ((i > 0 && run.length > 0 && NAME_GLUE.has(folded[i])) || (i > 0 && !used[i + 1] && isCapitalized(words[i + 1] ?? '') && !NAME_GLUE.has(folded[i])));
  // A title is one run, its small words and all, ending where the title ends; what leads into it stays with it ("band
  // Wet Leg", "derby name Rebel Yelp"), as it does with any name.
  const endRun = () => {
    if (run.length) runs.push(run);
    run = [];
  };
  words.forEach((word, i) => {
    if (inTitle(i)) run.push(word);
    else if (used[i] || (FILLER.has(folded[i]) && !inName(word, i))) endRun();
    else run.push(word);
    if (titleRuns.some((span) => span.end === i + 1)) endRun();
  });
  if (run.length) runs.push(run);

  // Words the visitor wrote that nothing read stay only when they clearly name something: a name in capitals
  // ("HMS Belfast", "Brentford"), or a clause that is a hobby and nothing else ("falconry", "geocaching"). The rest
  // of a sentence ("served on", "knows every station", "he was 16") is how they said it, not what they love.
  const clauseWords = folded.filter((word) => !FILLER.has(word)).length;
  const titleCased = words.length >= 4 && words.every((word, i) => isCapitalized(word) || TITLE_GLUE.test(folded[i]) || /^\d/.test(word));
  // A clause that only lists things ("guinness and the pogues", "loves bluey") may name them in lowercase too; one
  // that tells a story ("served on HMS Belfast", "he was 16") keeps its capitalised names alone.
  const listing = found.length === 0 && folded.every((word, i) => !FILLER.has(word) || LISTING.has(word) || (i === 0 && LEAD_INS.some(([pattern]) => pattern.test(word))));
  for (const candidate of runs) {
    // "The Camino de Santiago next", "Lisbon again": a word of when ends the name, it is no part of it.
    // "Watches LockPickingLawyer religiously", "Time Team reruns": how often, or the episodes of it, end the name too.
    while (candidate.length && (NAME_GLUE.has(fold(candidate[candidate.length - 1])) || NAME_TAIL.test(fold(candidate[candidate.length - 1])) || (candidate.length > 1 && HOW_OFTEN.test(candidate[candidate.length - 1]))))
      candidate.pop();
    const ticket = seasonTicketAt(candidate, candidate.length);
    if (ticket) candidate.splice(candidate.length - ticket);
    // "Falklands veteran", "a Gulf War vet": where or when they served, no love.
    if (candidate.length === 0 || SERVED.test(fold(candidate[candidate.length - 1]))) continue;
    // "Band Wet Leg", "a band called Wet Leg": the kind word says what the name is, and is no part of it.
    const kindFirst = candidate.length > 1 ? nameKind(fold(candidate[0])) : undefined;
    if (kindFirst) candidate.shift();
    const first = words.indexOf(candidate[0]);
    const title = titleRuns.find((span) => span.start === first);
    const kindBefore =
      (ticket ? SEASON_TICKET : undefined) ??
      kindFirst ?? (/^(called|named)$/.test(folded[first - 1] ?? '') ? nameKind(folded[first - 2]) : isCapitalized(candidate[0]) ? nameKind(folded[first - 1]) : undefined);
    // Ages and counts ("9 months", "their 3 kids") and relative clauses ("anything that crinkles") name no interest.
    // A pet's or a thing's own name ("named his starter Doughlene") is not an interest either.
    // Nor is a person they name ("just adopted Leo", "their son Arlo", "her fiancée Jess").
    // Whose a thing is ("George's dinosaur", "Bluey's dad Bandit") names its owner, not a love of their own.
    const owner = /['’]s$/.test(candidate[candidate.length - 1]) && first + candidate.length < words.length;
    const person = !kindBefore && (NAMES_FOLLOW.test(folded[first - 1] ?? '') || (candidate.length > 1 && NAMES_FOLLOW.test(folded[first])));
    if (owner || candidate.some((word) => /^\d/.test(word)) || person || namedByThem(folded, first) || (folded[first - 1] === 'and' && COUPLED.test(folded[first - 2] ?? ''))) continue;
    // A name they go by ("derby name Rebel Yelp", "her drag name is Miss Demeanour") is theirs, no fandom.
    if (goesBy(folded, words, first, candidate)) continue;
    // "Keeps a journal", "owns a boat": a lowercase word that takes "a" or "the" after it is a verb, no hobby.
    if (candidate.length === 1 && !isCapitalized(candidate[0]) && /[^s]s$/.test(folded[first]) && DETERMINERS.has(folded[first + 1] ?? '')) continue;
    // A word the lexicon reads only within a name beneath what they love: "big F1 fan, esp. Mercedes" is the team. A
    // word before the kind of thing says which kind, no name: "war films" are no Captain America: Civil War.
    const kindAfter = GENRE_OF.test(folded[first + candidate.length] ?? '') && !candidate.some(isCapitalized);
    const beneath = kindAfter ? undefined : lexicon.namedBeneath(candidate.map(fold).join(' '), into.keys());
    if (beneath) {
      if (!into.has(beneath.key)) into.set(beneath.key, statedAs(beneath, said));
      continue;
    }
    // Dates and spans ("due in feb", "one year together") tell when, not what they love; nor is a doing or a person.
    if (candidate.some((word) => WHEN.test(fold(word))) || (candidate.length === 1 && NO_HOBBY.test(fold(candidate[0])))) continue;
    // "Walks with a stick" is how they get about, no hobby called walks.
    if (/^walk/.test(fold(candidate[candidate.length - 1])) && withWalkingAid(folded, first + candidate.length)) continue;
    // "She's very proud of them", "he's slower these days": a word said with "very" or after "is" is how they are.
    // So is "she's a total murderino": a word said after "a total" or "a proper" is what they are, unless "fan" follows.
    if (!candidate.some(isCapitalized) && (INTENSIFIER.test(folded[first - 1] ?? '') || (candidate.length === 1 && COPULA.test(folded[first - 1] ?? '')))) continue;
    if (!candidate.some(isCapitalized) && IDENTITY_LEAD.test(folded[first - 1] ?? '') && !FAN_WORDS.test(folded[first + candidate.length] ?? '')) continue;
    // "She's V Strict about sugar", "dead Fussy about tea", "Very Particular about his coffee": one word said with how
    // much, or before "about", is how they are, capitalised or not, unless it is written as only a name is (McLaren, BTS).
    const core = candidate.filter((word, i) => i === candidate.length - 1 || !INTENSIFIER.test(fold(word)));
    const intensified = core.length < candidate.length || INTENSIFIER.test(folded[first - 1] ?? '');
    const about = folded[first + candidate.length] === 'about' && !LIKING.test(folded[first - 1] ?? '');
    if (core.length === 1 && !looksNamed(core[0]) && !kindBefore && (intensified || about)) continue;
    // A clause written in capitals word by word ("God Help Anyone Who Touches His Tools") capitalises everyday words as
    // a title would: only words that are no everyday ones make a name there.
    if (titleCased && candidate.every((word) => !looksNamed(word) && !lexicon.isNameWord(fold(word)))) continue;
    // A working life that is over ("retired engineer", "ex-banker") is who they were, not what they love.
    if (PAST_ROLE.has(fold(candidate[0]).replace(/-.*/, '')) || PAST_ROLE.has(folded[first - 1] ?? '')) continue;
    // Their post, its trade and who employs them ("oil and gas exec", "HR manager", "works at Google") are their work,
    // no fandom. A post written as a name ("Mike and The Mechanics") is a name still.
    if (candidate.some((word) => !/^\p{Lu}\p{Ll}/u.test(word) && isPost(fold(word))) || postFollows(folded, first + candidate.length) || atWork(folded, first, heldAt)) continue;
    // "Reads constantly": how often they do it is no name.
    if (candidate.every((word) => HOW_OFTEN.test(word))) continue;
    // Who they are is no fandom: no "Punjabi" tote, no "Open University" T-shirt.
    // The words just after count too: "the Harrogate Camera Club" is a club, though "camera" was read as photography.
    const withNext = [...candidate, ...words.slice(first + candidate.length, first + candidate.length + 2)].join(' ');
    if (candidate.every((word) => IDENTITY.has(fold(word))) || INSTITUTION.test(withNext)) continue;
    // Nor is a kind of thing with a nationality before it: "Japanese bullet trains", "Korean skincare".
    const capitalized = candidate.filter(isCapitalized);
    if (capitalized.length > 0 && capitalized.every((word) => IDENTITY.has(fold(word)))) continue;
    // A thing they have, of a make ("shoots on an old Olympus", "drives a Mini", "loves his Garmin"), is theirs, not a fandom.
    if (ownedMake(folded, first, first + candidate.length, kindBefore !== undefined || FOLLOWED.has(hint[0]))) continue;
    // Brands given as examples of a food they love ("junk food like Takis and Reese's") are that food, not fandoms; bands
    // like Wet Leg are bands all the same.
    if (found.some(({ interest }) => interest.key === 'food' || interest.parents.includes('food')) && EXAMPLES.test(folded.slice(Math.max(0, first - 4), first).join(' '))) continue;
    // A place they go to is no fandom: no "Kennet" book, no "Avon canal" print.
    // A title's own words ("The Art of Racing in the Rain") say nothing of a race: only the words before it may.
    if (candidate.some(isCapitalized) && (namesPlace(folded, first, first + candidate.length - 1) || racedAt(folded, title ? first : first + candidate.length - 1))) continue;
    // A capital at the start of a clause is only sentence case, unless the name has more capitals of its own.
    const atStart = first <= opening;
    const capitals = candidate.filter((word, i) => (i === 0 && atStart ? looksNamed(word) : isCapitalized(word) || looksNamed(word))).length;
    const named = capitals > 0 && (kindBefore !== undefined || capitals >= Math.ceil(candidate.length / 2) || (atStart && candidate.length > 1 && candidate.slice(1).every(isCapitalized)));
    // Typed in lowercase, a name is known by how it is said: "listens to glenn miller", "a fan of the wombats".
    const spoken = !named && (ticket > 0 || (!used[first + candidate.length] && saidAsName(folded, first, first + candidate.length, lexicon)));
    const wholeClause = found.length === 0 && runs.length === 1 && candidate.length === clauseWords;
    // "She does it in pen", "plays on the beach": what follows "in" or "on" is how or where, no hobby.
    const hobby = candidate.length <= 3 && first < titlesFrom && !HOW_OR_WHERE.test(folded[first - 1] ?? '') && (listing || (wholeClause && (candidate.length === 1 || /ing$/.test(fold(candidate[candidate.length - 1])) || hint[0] !== undefined)));
    if (!named && !spoken && !hobby) continue;
    // "A fan of the wombats" is a fan of The Wombats: the article said with a name is part of it.
    const label = named ? candidate.join(' ') : spoken ? `${folded[first - 1] === 'the' ? 'The ' : ''}${asName(candidate)}` : candidate.join(' ').toLowerCase();
    if (label.replace(/[^\p{L}\p{N}]/gu, '').length < 3 && !looksNamed(label)) continue;
    const key = `said:${candidate.map(fold).join('-')}`;
    if (into.has(key)) continue;
    // A name takes the kind its lead-in suggests ("supports Leeds" → a team, "a band called Wet Leg" → a band); a hobby
    // is an activity when it is done.
    // A title read ("re-reads The Secret History", "reads Gone with the Wind") is a book, not an author; a name said with
    // books ("Jodi Picoult books", "anything by Jodi Picoult") is an author, and a love of reading.
    const [leadKind, parents] = kindBefore
      ? [kindBefore[1], kindBefore[2]]
      : title?.shaped && hint[0] === 'author'
        ? (['book-series', ['reading']] as const)
        : (named || spoken) && booksBy(folded, first, first + candidate.length)
          ? WRITER
          : hint;
    const done = leadKind === 'activity' || /ing$/.test(fold(candidate[candidate.length - 1]));
    const kind: InterestKind = named || spoken ? (leadKind === 'activity' ? 'named' : (leadKind ?? 'named')) : done ? 'activity' : 'named';
    into.set(key, { key, label, kind, parents: [...parents], related: [], said });
  }
  return matches.filter(({ start }) => !inTitle(start)).map(({ interest }) => interest.key);
}

/** Small words a title leaves in lowercase between its capitalised ones: "The Sound of Music", "Gone with the Wind". */
const TITLE_GLUE = /^(of|the|a|an|in|on|at|to|for|with|from|by|is|it|and|&|or|de|la|le|du)$/;
/** Small words that join two names of a list as readily as the words of one title: "Ava and Leo". */
const LIST_GLUE = /^(and|&|or)$/;
/** Words that lead into a title just before it: "watches Time Team", "re-reads", "the film", "sings along to". */
const TITLE_LEAD = /^(watch(es|ing)?|re-?watch(es|ing)?|binges?|bingeing|reads?|re-?reads?|re-?reading|reading|quotes?|quoting|film|films|movie|movies|show|series|book|novel|song|album|soundtrack|musical|play|podcast)$/;
/** Words that open a clause in sentence case before what it names: "Loves The Sound of Music", "Watches Time Team". */
const OPENS_CLAUSE = /^(loves?|loved|adores?|likes?|enjoys?|into|also|really|absolutely|totally|obsessed|she|he|they|i|we|is|has|does|watch(es|ing)?|re-?watch(es)?|reads?|re-?reads?|listens?|sings?|plays?|supports?|follows?|collects?)$/;

/** A run of a clause written as a title; `shaped` when it reads as one by its words alone ("The …", "… of the …"). */
interface TitleSpan {
  start: number;
  end: number;
  shaped: boolean;
}

/** Whether the words before `at` lead into a title: "watches", "the film", "sings along to", "listens to". */
const ledToTitle = (folded: string[], at: number) => TITLE_LEAD.test(folded[at - 1] ?? '') || (folded[at - 1] === 'to' && /^(along|listens?|listening)$/.test(folded[at - 2] ?? ''));

/**
 * The titles a clause names as titles are written, capitalised words with the small ones between them in lowercase:
 * "The Sound of Music", "Gone with the Wind", "Time Team". Each is read whole, as a film, a show, a book or a song,
 * never as a love of its common words (no earplugs for "Music", no team kit for "Team"). A run the lexicon knows whole,
 * or that holds a name of its own (a place, a band, an author), is left to the lexicon. Capitals alone make no title of
 * everyday words in a clause written all in capitals ("Long Walks On The Beach") or in a list ("Ava and Leo"), unless
 * what leads into them says so ("watches", "the film").
 */
function titleSpans(words: string[], folded: string[], matches: { interest: Interest; start: number; end: number }[]): TitleSpan[] {
  const spans: TitleSpan[] = [];
  const allCapitals = words.every((word, i) => isCapitalized(word) || TITLE_GLUE.test(folded[i]) || /^\d/.test(word));
  for (let i = 0; i < words.length; i++) {
    if (!isCapitalized(words[i])) continue;
    // A clause's first word is capitalised as a sentence's is: "Loves The Sound of Music", "Gardening Club".
    if (i === 0 && (OPENS_CLAUSE.test(folded[0]) || matches.some((match) => match.start === 0 && itemKinds.has(match.interest.kind)))) continue;
    let end = i + 1;
    let capitals = 1;
    let glued = false;
    let listed = false;
    for (let j = i + 1; j < words.length; j++) {
      if (isCapitalized(words[j])) {
        capitals++;
        glued ||= folded.slice(end, j).some((word) => !LIST_GLUE.test(word));
        listed ||= folded.slice(end, j).some((word) => LIST_GLUE.test(word));
        end = j + 1;
      } else if (!TITLE_GLUE.test(folded[j])) break;
    }
    const from = i;
    i = end - 1;
    if (capitals < 2) continue;
    const article = /^(the|a|an)$/.test(folded[from]) && from > 0;
    const inside = matches.filter((match) => match.start >= from && match.end <= end);
    // A phrase that takes in the whole run names it too: "the Royal Marines", "her Le Creuset pans".
    const whole =
      inside.some((match) => (match.start === from || (match.start === from + 1 && /^(the|a|an)$/.test(folded[from]))) && match.end === end) ||
      matches.some((match) => match.start <= from && match.end >= end);
    // A name of its own inside ("they DM a D&D campaign") is that name, and what it is written among no title.
    const named = (match: { interest: Interest; start: number; end: number }) => !itemKinds.has(match.interest.kind) || words.slice(match.start, match.end).some(looksNamed);
    if (whole || inside.some(named)) continue;
    const led = ledToTitle(folded, from);
    const shaped = (glued || article) && !allCapitals;
    if ((led || shaped || inside.length === 0) && (!listed || led || article)) spans.push({ start: from, end, shaped: glued || article });
  }
  return spans;
}

/** Whether a capitalised name follows `at`, or is said to: "the film Amelie", "a show called Taskmaster". */
const namedNext = (words: string[], folded: string[], at: number) => isCapitalized(words[at] ?? '') || /^(called|named)$/.test(folded[at] ?? '') || (folded[at] === 'the' && isCapitalized(words[at + 1] ?? ''));

/** Whether a lead-in verb names the very doing it was read as: "reads" is reading, "plays" no play at the theatre. */
// "Grills a lot" is grilling, though the love is called BBQ: any of its words may be the doing.
const doingOf = (verb: string, interest: Interest) => {
  const base = verb.replace(/e?s$/, '');
  return [interest.label, ...interest.words].some((phrase) => {
    const said = fold(phrase);
    return /ing$/.test(said) && said.startsWith(base);
  });
};

/** What grows in a garden or goes in a pot, after a word that could be a sport's: "runner beans", "cricket flour". */
const PRODUCE =
  /^(beans?|peas|potatoes|tomatoes|onions?|leeks?|carrots?|cabbages?|lettuces?|kale|chillies|chilies|chillis|peppers?|courgettes?|zucchinis?|marrows?|pumpkins?|squashes|cucumbers?|beetroots?|radishes|sprouts|plants?|seeds?|seedlings?|bulbs?|veg|veggies|vegetables?|crops?|tubers?|cuttings?|flour|soup)$/;
/** Words that end the list of what a grower grows and begin another doing: "grows veg and plays squash". */
const ENDS_GROWING = /^(but|who|plays?|playing|loves?|likes?|enjoys?|adores?|watches|does|goes|into)$/;

/**
 * Whether a word read as a love is a plant they grow or cook: named before a crop ("runner beans", "squash soup"), or
 * among what follows a growing word ("grows squash and courgettes").
 */
function grownThing(folded: string[], match: { start: number; end: number }): boolean {
  if (match.end === match.start + 1 && PRODUCE.test(folded[match.end] ?? '')) return true;
  for (let i = match.start - 1; i >= Math.max(0, match.start - 5); i--) {
    // "Plants and thrifting": "plants" before "and" is what they love, not the verb of what follows.
    if (GROWS.test(folded[i]) && !LIST_GLUE.test(folded[i + 1])) return true;
    if (ENDS_GROWING.test(folded[i])) return false;
  }
  return false;
}

/** A love of the garden or of food and drink: "grows chillies" and "coffee beans" stay what they are. */
const ofGardenOrTable = (interest: Interest, lexicon: InterestLexicon) =>
  ['gardening', 'food', 'cooking', 'drinks'].some((key) => interest.key === key || interest.related.includes(key) || lexicon.isAbove(key, interest.key));
