import { LRUCache } from 'lru-cache';
import { aboutLove, type InterestLexicon } from '../person/interests';
import { BABY_OCCASIONS, faithKey, STAGES, type Person, type StatedInterest } from '../person/person';
import { escapeRegExp, mix } from '../person/text';
import type { Tie } from '../writing/reasons';
import { arrivalNeeds, conditionNeeds, itemKinds, keptAnimals, MILESTONE, milestoneNeeds, unlovedKinds, type Catalog, type InterestKind, type OccasionKind } from './catalog';
import { ADULT, estimatePrice, firstTie, formIdeas, gateFor, itemIdeas, ofTheOccasion, playedInterests, VINYL_RECORDS, type Idea, type Steering } from './ideas';
import { alike, oneKind } from './kinds';

/**
 * How well an idea answers what was said of the person, which decides whether it earns a place on an honest list (see
 * IdeaChooser.strengthOf): a strong idea is about them, a day's idea about the occasion, a nod a soft fit, a filler for
 * anyone.
 */
export type Strength = 'strong' | 'day' | 'nod' | 'filler';

/** The fewest ideas a list holds: below this, the best of the rest make up the number, fillers among them. */
const FEWEST = 3;
/** The most ideas one love holds beside several others: two, of two kinds, leave room for what else they love. */
const PER_LOVE = 2;
/**
 * How far below the best strong idea for its love another may score and still earn a place: one marked down further
 * (a beginners' class for a knitter of seventy, a hall of fame a flight away) is no longer a great idea.
 */
const STRONG_REACH = 4;

/** An idea considered for one request, with what ties it to the person and how well it fits. */
export interface Candidate {
  idea: Idea;
  price: number;
  score: number;
  tie: Tie;
  /** The stated interest it serves (index in person.interests), or -1. */
  serves: number;
  /** Every stated interest it is about (itself or its form), the told one among them: bit i for person.interests[i]. */
  about: number;
}

export interface Request {
  person: Person;
  budget: number;
  steering: Steering;
  avoidTitles: ReadonlySet<string>;
  dislikedCategories: ReadonlyMap<string, number>;
}

/** What a name's form about more than the name gains when that is said beside it, and gives up when it is not. */
const FITS_BESIDE = 1.2;


/** What the cooking of their people gains for a cook, against any other cookbook. */
const HOME_CUISINE = 3;

/** What an idea about none of the person's interests gives up against one for anyone. */
const UNSPOKEN_GUESS = 1.5;

/** Whether any of the keys is in the set: asked of every idea a request reaches, without a closure for each. */
function anyOf(keys: readonly string[], set: ReadonlySet<string>): boolean {
  for (let index = 0; index < keys.length; index++) if (set.has(keys[index])) return true;
  return false;
}

/** The interests a person's words reach: those stated, what they belong to, and their neighbours. */
function spokenOf(person: Person): Set<string> {
  const spoken = new Set(person.interests.flatMap((interest) => [interest.key, ...interest.parents, ...interest.related]));
  // A pet that died was spoken of, though not as something they love.
  if (person.petDied) for (const key of keptAnimals) spoken.add(key);
  // So is a faith said anywhere ("Greek Orthodox" among the considerations): its things are no guess at its holidays.
  for (const faith of person.faiths) spoken.add(faithKey(faith));
  // And how their baby came (twins, an adoption, a second child): its ideas are the occasion's own, no guess.
  for (const key of person.conditions) if (arrivalNeeds.has(key)) spoken.add(key);
  // With a birth's keepsakes out for an adoption, the gift is for the child who came home: a soft toy is no guess.
  if (person.conditions.has('adoption')) spoken.add('babies');
  return spoken;
}

/** What a baby's or a child's thing says when it is for two: a pair, one for each, a set of two, a double. */
const FOR_TWO_WORDS = /\b(two|pair|twins?|for two|both|each|double|set of (two|2)|2-pack)\b/i;
/** An idea for a baby or a child: filed under one, for a baby's arrival, or made for children only. */
const forAChild = (idea: Idea) =>
  idea.ages[1] < 14 || idea.occasions.includes('new-baby') || idea.occasions.includes('baby-shower') || idea.interests.some((key) => key === 'babies' || key === 'toddlers' || key === 'kids');

/** A neighbouring interest lends at most this many of its ideas: they seldom win, and every one costs a check. */
const RELATED_REACH = 30;

/** Interests most people enjoy something of: the ideas to fall back on for someone described in a word or two. */
// Hobbies that take a liking of their own (baking, gardening, photography, music) are no guess for a stranger.
const SAFE_GUESSES = new Set(['food', 'chocolate', 'sweet-treats', 'tea', 'coffee', 'home-decor', 'scented-candles', 'self-care', 'wellness', 'spa', 'reading', 'puzzles', 'board-games', 'movies']);

/** What an occasion is about rather than a pastime: a family, a trip, a home, being looked after. */
const OCCASION_SUBJECTS = new Set(['parenting', 'family', 'travel', 'honeymoon', 'home-decor', 'new-homeowner']);

/** The age from which a love not said to be new is taken as a long one (no beginners' kit). */
const SEASONED_AGE = 60;
/** The age from which strenuous ideas need a stated interest of their own. */
const OLDER = 75;
/** Conditions that make a journey to a far-off ticket (a jazz club in another city) no trip they would make unless said. */
const FRAILTIES = ['sight-loss', 'dementia', 'limited-mobility'];
/** The age from which a thing that needs the internet or a phone (a streaming card, an app) is a guess, not a given. */
const OFFLINE_AGE = 80;
/** The kinds of idea that are a player's kit rather than a fan's things (books, tickets, scarves, prints). */
const PLAYERS_KIT: ReadonlySet<string> = new Set(['physical', 'practical']);
/** Kinds of name one follows rather than plays: a team, a racing team, a player. */
const FOLLOWED: ReadonlySet<string> = new Set(['sports-team', 'motorsport-team', 'athlete']);
/** Kinds of named things one only listens to, watches or reads: no player's kit belongs to them. */
const LISTENED_OR_READ: ReadonlySet<string> = new Set(['music-artist', 'tv-show', 'film-franchise', 'anime', 'author', 'book-series']);
/** A player's lesson, round or kit by its name, whatever its kind: a golf lesson, a club fitting, a bridge glove. */
const PLAYING = /\b(lessons?|coaching|clinic|club fitting|fitting session|nets|table hire|court hire|(billiard|golf|batting|goalkeeper|keeper) gloves?|rangefinder|gps watch|swing (analysis|trainers?)|simulator|topgolf|fundamentals|drills?|dartboards?)\b/i;
/**
 * Sports far more often watched than played once one is grown: said bare by an adult ("rugby", "hurling"), their
 * fan's things (a ticket, a book, a shirt) come before a player's kit; said as played ("in a team", "for his club"),
 * or by a child, the kit is what they need.
 */
const SPECTATOR_SPORTS: ReadonlySet<string> = new Set([
  'football', 'association-football', 'american-football', 'rugby', 'cricket', 'gaelic-games', 'aussie-rules', 'baseball',
  'basketball', 'ice-hockey',
]);
/** The age from which a sport said bare is taken as watched. */
const FAN_AGE = 18;
/** The age from which it is all but always watched: a player's kit then waits for playing words. */
const ONLOOKER_AGE = 40;
/** A player's gear by its name (books aside): boots, shorts, a helmet, a ball, a hurley, training cones. */
const PLAYERS_GEAR =
  /\b(balls?|boots|shorts|helmet|mouthguard|gum ?shield|shin ?(pads|guards)|hurley|sliotar|kicking tee|rebounder|goals|cones|hurdles|agility|gloves|bat|stick|racket|racquet|skills|camp|pump)\b/i;
/** A sport mostly watched by grown-ups, said by its own name or a narrower one ("soccer" under football). */
const isSpectatorSport = (interest: StatedInterest) => SPECTATOR_SPORTS.has(interest.key) || interest.parents.some((key) => SPECTATOR_SPORTS.has(key));
/** A player's kit rather than a fan's thing: strenuous, a lesson or a round, or gear by its name. */
const isPlayersGear = (idea: Idea) => idea.flags.has('physical-exertion') || PLAYING.test(idea.title) || (idea.category !== 'books' && PLAYERS_GEAR.test(idea.title));
/**
 * How far an idea goes against the way they are: someone practical, not said to love luxury, wants no $95 scented
 * candle or a luxury thing made to be admired; a scent they did not ask for is a guess at their taste.
 */
function traitClash(idea: Idea, person: Person): number {
  if (!person.traits.has('practical') || person.traits.has('luxury-loving') || idea.traits.includes('practical')) return 0;
  return (idea.traits.includes('luxury-loving') ? 1.5 : 0) + (idea.flags.has('fragrance') && !idea.interests.some((key) => person.interests.some((interest) => interest.key === key)) ? 1 : 0);
}
/** The age below which a first book is a plaything: a flap book and a crinkle book are two gifts, not one twice. */
const TODDLER_AGE = 3;
/** How a visitor says someone makes music rather than listens to it. */
const MAKES_MUSIC = /\b(plays?|playing|sings?|singing|choir|in a band|musician)\b/i;

/**
 * Whether an idea is made for a condition the person has and is about something they said they love, or its broader
 * interest (tea, gardening): not one that only neighbours what they said, as a magnifier for "older adults" does.
 */
const madeForThem = (idea: Idea, person: Person) =>
  idea.conditions.some((key) => conditionNeeds.has(key) && person.conditions.has(key)) &&
  person.interests.some((interest) => !conditionNeeds.has(interest.key) && aboutLove(idea.interests, interest));

/** Interests that name an audience rather than a love: never told as the broader thing someone enjoys. */
const AUDIENCES = new Set(['kids', 'family', 'babies', 'teens', 'toddlers']);

/** How strongly each way of tying an idea to an interest counts. */
const TIE_WEIGHT = { main: 5, interest: 4, aside: 3, form: 3.6, fallbackForm: 2.4, parent: 3.2, audience: 1.8, related: 1.2 } as const;
/** What a trinket form (a name on a mug or a pin) gives up against its kind's other forms. */
const TRINKET_STEP = 1.4;
/** Occasions any good gift suits: their own ideas get a nudge, not a place. */
const PLAIN_OCCASIONS = new Set(['birthday', 'just-because']);
/**
 * How many ideas of a list an occasion's own gifts take: the gift for a new baby is for the baby, and a wedding, a
 * retirement, a leaving do or a faith's holiday each have gifts people expect, an anniversary one. Christmas and
 * birthdays have none: any good gift suits them.
 */
const OCCASION_SHARE: Partial<Record<OccasionKind, number>> = {
  // An anniversary or a Valentine's gift among the things they love: one made for the two of them, a wood or a ruby one.
  anniversary: 1,
  valentines: 1,
  'new-baby': 3,
  'baby-shower': 3,
  wedding: 2,
  engagement: 2,
  retirement: 2,
  farewell: 2,
  'new-job': 2,
  housewarming: 2,
  graduation: 2,
  'get-well': 2,
  sympathy: 2,
  eid: 2,
  ramadan: 2,
  diwali: 2,
  hanukkah: 2,
  passover: 2,
  'rosh-hashanah': 2,
  easter: 2,
  'lunar-new-year': 2,
  seollal: 2,
  tet: 2,
  chuseok: 2,
  'mid-autumn': 2,
  'orthodox-easter': 2,
  nowruz: 2,
  vesak: 2,
  obon: 2,
  'day-of-the-dead': 2,
  lohri: 2,
  onam: 2,
  pongal: 2,
  songkran: 2,
  kwanzaa: 2,
  vaisakhi: 2,
  confirmation: 2,
  'first-communion': 2,
  baptism: 2,
  'bar-mitzvah': 2,
};
/** A loss felt on another day ("the first Christmas since mum died") takes one keepsake of the one lost, not a list of them. */
const KEEPSAKE_SHARE = 1;
/** Seasons whose own gifts say the occasion (a class's thank-you to a teacher), though any good gift suits them too. */
const SEASONS_WITH_GIFTS: ReadonlySet<OccasionKind> = new Set(['teacher', 'thank-you']);
/**
 * How many of the day's ideas for anyone at it (a tassel frame at a graduation, a lantern at Eid) earn a place on their
 * own: the occasion's share, two for an occasion of its own not counted there (a promotion), one otherwise (a class's
 * thank-you, a milestone birthday's coin). The day's ideas about what they love are theirs as well and earn as many.
 */
const dayShare = (kind: OccasionKind) => OCCASION_SHARE[kind] ?? (ofItsOwn(kind) ? 2 : 1);
/** Ties that say an idea is about something the person loves. */
const LOVE_TIES: ReadonlySet<Tie['kind']> = new Set(['interest', 'form', 'parent', 'related']);
/** Whether an occasion has gifts of its own (see OCCASION_SHARE), which its ideas are for. */
const hasGiftsOfItsOwn = (kind: OccasionKind) => OCCASION_SHARE[kind] !== undefined || SEASONS_WITH_GIFTS.has(kind) || ofItsOwn(kind);
/** More items than this whose titles start with a name say it is a common word, not one maker. */
const TITLED_AT_MOST = 12;
/** Gift-giving seasons, where ideas about what the person loves fit as well as the season's own. */
const SEASONS = new Set(['christmas', 'anniversary', 'valentines', 'mothers-day', 'fathers-day', 'thank-you', 'teacher', 'farewell']);
/** An occasion of its own (a loss, Eid, a new baby, a promotion): neither a plain birthday nor a gift-giving season. */
const ofItsOwn = (kind: string) => !PLAIN_OCCASIONS.has(kind) && !SEASONS.has(kind);

/**
 * Chooses ideas from the catalog for a person: gathers the ideas tied to what they love (items about each interest,
 * the forms of named things, broader and neighbouring interests), to the occasion and to their traits; keeps those
 * that respect every limit; scores them; and picks a list that covers their different interests first.
 */
export class IdeaChooser {
  /** A named thing's forms, filled in once and kept for the next person who loves it too. */
  private readonly filledForms = new LRUCache<string, Idea[]>({ max: 5000 });
  /** The items whose titles start with a name the catalog files nothing under ("le labo", "Byredo"), found once a name. */
  private readonly titledWith = new LRUCache<string, Idea[]>({ max: 5000 });
  private readonly items: Idea[];
  private readonly byInterest = new IdeaIndex();
  /** An interest's first ideas in catalog order, the ones it lends as a neighbour (RELATED_REACH). */
  private readonly nearest: IdeaIndex;
  private readonly byOccasion = new IdeaIndex();
  private readonly byTrait = new IdeaIndex();
  /** Ideas about no interest in particular, the pool for people who said little. */
  private readonly general = new IdeaIndex();
  private readonly labels: Map<string, string>;
  /** Each interest's broader ones (houseplants → gardening), to tell two ideas about one love. */
  private readonly broader: Map<string, readonly string[]>;
  private readonly played: ReadonlySet<string>;
  /** Pastimes one takes up (cooking, golf, board games), which an occasion's idea about one assumes. */
  private readonly pastimes: ReadonlySet<string>;

  /** `lexicon` reads the catalog's interests: the person reader's, shared rather than built twice at start-up. */
  constructor(private readonly catalog: Catalog, lexicon: InterestLexicon) {
    this.items = itemIdeas(catalog, lexicon);
    for (const idea of this.items) {
      for (const key of idea.interests) this.byInterest.add(key, idea);
      for (const occasion of idea.occasions) {
        this.byOccasion.add(occasion, idea);
        for (const key of idea.interests.length ? idea.interests : ['']) this.byOccasion.add(occasionAnd(occasion, key), idea);
        if (idea.anniversary !== undefined) this.byOccasion.add(occasionAnd(occasion, yearOf(idea.anniversary)), idea);
      }
      if (idea.interests.length === 0) for (const trait of idea.traits) this.byTrait.add(trait, idea);
      if (idea.interests.length === 0 || SAFE_GUESSES.has(idea.interests[0])) this.general.add('', idea);
    }
    this.nearest = this.byInterest.heads(RELATED_REACH);
    for (const index of [this.byInterest, this.nearest, this.byOccasion, this.byTrait, this.general]) index.seal();
    this.labels = new Map(catalog.interests.map((interest) => [interest.key, interest.label]));
    this.broader = new Map(catalog.interests.map((interest) => [interest.key, interest.parents]));
    this.played = playedInterests(catalog.interests);
    this.pastimes = new Set(catalog.interests.filter((interest) => interest.kind === 'topic' && !interest.job && !SAFE_GUESSES.has(interest.key) && !OCCASION_SUBJECTS.has(interest.key)).map((interest) => interest.key));
  }

  /**
   * Whether a neighbour's idea is about the neighbour or what they said (or a narrower form of either: audiobooks for
   * a reader), and about no narrower interest they did not speak of: an idea first about another pastime (horses, for
   * a riding lesson filed under the outdoors too) is not lent, nor a first step into a narrower one (a beginner's manga
   * book, through drawing, for a watercolourist who exhibits).
   */
  private aboutNeighbour(idea: Idea, related: string, spoken: ReadonlySet<string>): boolean {
    const main = idea.interests[0];
    const near = (key: string) => key === related || spoken.has(key);
    return (near(main) || (!idea.forBeginners && (this.broader.get(main) ?? []).some(near))) && idea.narrower.every((key) => spoken.has(key));
  }

  label(key: string): string {
    return this.labels.get(key) ?? key.replace(/-/g, ' ');
  }

  /**
   * Whether two ideas serve the same love: the same stated interest, or one subject or one a part of the other
   * (houseplants and gardening); two about no interest are both for the occasion or for anyone.
   */
  private sameLove(a: Candidate, b: Candidate): boolean {
    if (a.serves >= 0 && a.serves === b.serves) return true;
    const [one, other] = [a.idea.interests[0], b.idea.interests[0]];
    if (one === undefined || other === undefined) return one === other;
    return one === other || (this.broader.get(one)?.includes(other) ?? false) || (this.broader.get(other)?.includes(one) ?? false);
  }

  /**
   * How well an idea answers what was said of the person:
   * - strong: about something said of them, a love or a named thing (its record, its book, a thing filed under it), a
   *   condition they live with, or a trait the idea was made for;
   * - day: what the occasion itself asks for (a diya set at Diwali, a keepsake at a loss, a ruby at a 40th anniversary);
   * - nod: a soft fit, a leap to a broader or a neighbouring interest (music for a Taylor Swift fan, the outdoors for a
   *   falconer), a name on a T-shirt or a mug, or a thing first about something else they never said;
   * - filler: a good thing for anyone.
   */
  strengthOf({ idea, tie }: Candidate, person: Person, spoken: ReadonlySet<string> = spokenOf(person)): Strength {
    if (this.forTheDay(idea, person, spoken)) return 'day';
    // A keepsake of the years that fits nothing said of them is one any fortieth could get: it only makes up a list.
    if (idea.conditions.includes(MILESTONE)) return 'filler';
    // Made for something they have (an operation to recover from, a dog, failing sight): the gate let it through for them.
    if (idea.conditions.length > 0) return 'strong';
    switch (tie.kind) {
      case 'interest':
        return this.firstAbout(idea, tie.interest, person) ? 'strong' : 'nod';
      case 'form':
        return idea.template || !fitsBeside(idea, person) ? 'nod' : 'strong';
      case 'trait':
        return 'strong';
      case 'parent':
      case 'related':
        return 'nod';
      default:
        return 'filler';
    }
  }

  /**
   * Whether an idea is what this occasion asks for: made for this anniversary or this milestone, or filed under an
   * occasion with gifts of its own (Eid, a wedding, a new baby, a leaving do, a class's thank-you to a teacher) and
   * about no pastime they never spoke of (a skillet at a wedding is about cooking). A birthday's cake or a Christmas
   * stocking is a good thing for anyone.
   */
  private forTheDay(idea: Idea, person: Person, spoken: ReadonlySet<string>): boolean {
    if (idea.conditions.includes(MILESTONE)) return marksTheirYears(idea, person);
    if (idea.anniversary !== undefined || idea.conditions.some((key) => milestoneNeeds.has(key))) return true;
    const kind = person.occasion.kind;
    if (!hasGiftsOfItsOwn(kind) || !ofTheOccasion(idea, person)) return false;
    // What is made for the day alone is the day's, whatever it is filed under (a retirement book signed by colleagues,
    // filed under writing); but at a loss or an illness, beside what they love, comfort is personal: a peace lily filed
    // under gardening or a walking flask under hiking, given to everyone who grieves, is a stock gift.
    return !this.guessedPastime(idea, person, spoken) || (idea.occasionOnly && !personalComfort(person));
  }

  /**
   * Whether an idea is first about a pastime (golf, gardening, photography) the person never spoke of; at a hard time,
   * beside what they said they love, a taste too (a tea hamper for a coffee drinker): comfort is personal.
   */
  private guessedPastime(idea: Idea, person: Person, spoken: ReadonlySet<string>): boolean {
    const first = idea.interests[0];
    if (first === undefined || spoken.has(first)) return false;
    return this.pastimes.has(first) || (SAFE_GUESSES.has(first) && personalComfort(person));
  }

  /**
   * Whether an idea reached by a love is first about it or about another thing they said: filed under the love, under
   * a narrower or a broader form of it (houseplants or baking for sourdough), or, for a name nothing is filed under, led
   * by that name. Goggles filed first under fitness are a fitness idea for a swimmer who never said fitness.
   */
  private firstAbout(idea: Idea, interest: StatedInterest, person: Person): boolean {
    const subject = subjectOf(idea);
    if (subject === undefined || interest.key.startsWith('said:') || subject === interest.key || interest.parents.includes(subject)) return true;
    return (this.broader.get(subject)?.includes(interest.key) ?? false) || person.interests.some((other) => other.key === subject);
  }

  /** Every idea this request could get, each once, with its best tie. */
  candidates(request: Request): Candidate[] {
    const { person, budget } = request;
    const spoken = spokenOf(person);
    // A team, a racing team or a player is followed, whatever words say so: their fan is watching, not playing.
    // A band, a show or an author the catalog knows, loved in the past or watched, is followed too, but there is no kit
    // of theirs to play with: their record or box set (filed as a thing) is the fan's. Words only guessed to name a show
    // ("watching skate videos") may be a sport watched: its kit stays out.
    const fanOnly = (interest: StatedInterest) => LISTENED_OR_READ.has(interest.kind) && !interest.key.startsWith('said:');
    const watching = new Set(person.interests.filter((interest) => FOLLOWED.has(interest.kind) || (interest.watched && !fanOnly(interest))));
    // The sports a player's kit may be for (see playersKitFit), found once rather than for every idea.
    const played = person.interests.filter((interest) => !interest.watched && isSpectatorSport(interest));
    const band = ageBandOf(person.age ?? ADULT);
    const within = (ideas: Idea[] | undefined) => (ideas ? affordable(ideas, budget) : NONE);
    const passes = gateFor(person, budget, request.steering, request.avoidTitles);
    type Found = Candidate & { weight: number; base: number; bonus: number };
    // An idea reached again by another tie is neither checked nor scored again; null marks one that was refused.
    const found = new Map<string, Found | null>();
    const kept: Found[] = [];
    const named = new Set(person.interests.map((interest) => interest.key));
    // A songbook or a MIDI keyboard is for someone who plays or sings; a fan who listens gets the record.
    const makesMusic = person.interests.some((interest) => this.played.has(interest.key) || interest.parents.some((key) => this.played.has(key)) || MAKES_MUSIC.test(interest.said));
    const consider = (idea: Idea, tie: Tie, serves: number, weight: number) => {
      // A fan's thing (a One Piece box set) goes only to someone who named it, never to a manga reader as such; once
      // named, another love it serves counts too (a LEGO Minecraft set for a Minecraft fan who builds LEGO).
      if (idea.fandom && !named.has(idea.fandom)) return;
      if (idea.forPlayers && !makesMusic) return;
      const existing = found.get(idea.id);
      if (existing === null) return;
      // A broader interest's idea is not about the narrower one: a pasta class reached through cooking says nothing
      // of South Indian food, so only direct ties count as "about" for the reasons.
      const isAbout = tie.kind === 'interest' || tie.kind === 'form';
      if (!existing) {
        if (!passes(idea)) {
          found.set(idea.id, null);
          return;
        }
        const price = estimatePrice(idea, request.budget);
        const base = this.baseScore(idea, price, request, spoken, watching, played);
        const candidate = { idea, price, score: weight + base, tie, serves, weight, base, bonus: 0, about: isAbout ? 1 << serves : 0 };
        found.set(idea.id, candidate);
        kept.push(candidate);
        return;
      }
      if (isAbout) existing.about |= 1 << serves;
      // Tied again: an idea for two of the person's interests is better still; the stronger tie is the one told.
      if (serves >= 0 && existing.serves >= 0 && serves !== existing.serves) existing.bonus += 0.3 * Math.min(weight, existing.weight);
      if (weight > existing.weight) {
        existing.tie = tie;
        existing.serves = serves;
        existing.weight = weight;
      }
      existing.score = existing.weight + existing.base + existing.bonus;
    };
    // At a loss, comfort comes first: what they love still counts, for less. Months on, on a day the loss is felt, what
    // they still love is the comfort.
    const moodWeight = person.occasion.mood === 'grief' && !person.occasion.lossOn ? 0.55 : 1;
    const forAnyone: Tie = { kind: 'none' };
    const behindNamed = new Set(person.interests.filter((interest) => interest.behindNamed).map((interest) => interest.key));
    person.interests.forEach((interest, order) => {
      // Adapted things for failing sight said aside come after what they love, unless getting well is the occasion.
      // A broader love said beside a named thing of it weighs as that thing's broader interest: Coronation Street's own
      // ideas before the telly's.
      const behind = interest.behindNamed ? TIE_WEIGHT.parent / TIE_WEIGHT.main : 1;
      const weight = (moodWeight / (1 + 0.2 * order)) * (interest.aside && person.occasion.mood !== 'care' ? 0.5 : 1) * behind;
      // One tie per way of tying, shared by every idea it reaches: a request builds a few, not one per idea.
      const direct: Tie = { kind: 'interest', interest, topic: interest.label };
      // A love the body ended is offered only in the form made for what ended it: large print for the reader whose sight
      // has gone, never a novel, a kit or a trail guide, nor a name's T-shirt or a neighbour's idea.
      if (interest.adapted) {
        for (const key of [interest.key, ...interest.parents]) {
          for (const idea of within(this.byInterest.get(band, key))) if (idea.conditions.some((condition) => person.conditions.has(condition))) consider(idea, direct, order, TIE_WEIGHT.main * weight);
        }
        return;
      }
      // An idea first about something else they did not name (swimming goggles filed under fitness too) is mostly
      // about that other thing: it counts as a neighbour's idea, not as one about what they said.
      // A thing made for a condition or a child's stage and for a pastime (a tactile chess set, a baby's handprint stone
      // for the garden) is for someone with that pastime: failing sight alone asks for no chess set, a baby for no garden.
      const condition = conditionNeeds.has(interest.key) || STAGES.has(interest.key);
      for (const idea of within(this.byInterest.get(band, interest.key))) {
        if (condition && idea.interests.some((key) => this.pastimes.has(key) && !spoken.has(key))) continue;
        const tie = idea.interests[0] === interest.key ? TIE_WEIGHT.main : spoken.has(idea.interests[0]) ? TIE_WEIGHT.interest : TIE_WEIGHT.aside;
        consider(idea, direct, order, tie * weight);
      }
      // A name nothing is filed under may still make what an item is ("loves Le Labo" and the Le Labo Santal 33).
      if (interest.key.startsWith('said:')) for (const idea of within(this.namedIn(interest.label))) consider(idea, direct, order, TIE_WEIGHT.main * weight);
      // A kind's own forms ("{label} vinyl LP") fit well; the forms for any name at all are a last resort, and fit a
      // name ("The Pogues T-shirt"), not a phrase nothing read ("murder art print").
      const kind = fallbackKind(interest, this.catalog);
      if (!itemKinds.has(interest.kind) && !unreadInitialism(interest) && (kind.kind !== 'named' || /\p{Lu}/u.test(interest.label))) {
        const named: Tie = { kind: 'form', interest, topic: interest.label };
        const formWeight = kind.kind === 'named' || kind.kind === 'activity' ? TIE_WEIGHT.fallbackForm : TIE_WEIGHT.form;
        // A trinket with the name on comes after the items of what the name belongs to (a metal fan's vinyl crate).
        for (const idea of within(this.formsFor(kind))) consider(idea, named, order, (formWeight - (idea.trinket ? TRINKET_STEP : 0)) * weight);
      }
      // A named thing's broader interest is a step away from it (pop music is not Olivia Rodrigo): its ideas come after
      // the thing's own, where a topic's broader interest (baking for sourdough) is nearly as good as the topic.
      const step = itemKinds.has(interest.kind) ? 0 : 0.8;
      for (const parent of interest.parents) {
        // A broader interest they said too brings its ideas itself, behind the named thing's own, not in their place.
        if (behindNamed.has(parent)) continue;
        // "Kids" or "family" says who a thing is for, not what someone loves: a water bottle or a family game for any
        // child serves none of their loves, and is told as the gift it is, never as a step from Hot Wheels.
        const audience = AUDIENCES.has(parent);
        const broader: Tie = audience ? forAnyone : { kind: 'parent', interest, topic: this.label(parent) };
        // A thing for any pet, any bird or any small pet is for the animal of theirs: told as theirs ("and for Joey"),
        // never as a step out from it ("from Joey out to pet birds in general"). A day out among animals stays a step.
        const theirAnimal = keptAnimals.has(parent) && keptAnimals.has(interest.key);
        // Only the broader interest's own ideas: a basketball book is about sport, but not for a snooker fan; and of
        // those, only the ones about no narrower interest they did not speak of (no jazz club night for a metal fan).
        for (const idea of within(this.byInterest.get(band, parent))) {
          const tie = theirAnimal && idea.form !== 'experience' ? direct : broader;
          if (idea.interests[0] === parent && idea.narrower.every((key) => spoken.has(key))) consider(idea, tie, audience ? -1 : order, (audience ? TIE_WEIGHT.audience : TIE_WEIGHT.parent - step) * weight);
        }
      }
      // At a loss, a neighbour's idea (a candle beside DIY, a watch beside old clocks) is a guess, not what they still love.
      for (const related of person.occasion.mood === 'grief' ? [] : interest.related) {
        const beside: Tie = { kind: 'related', interest, topic: this.label(related) };
        // A neighbour lends the same way: a New York Times puzzle reached through word games is still no cryptic, and a
        // riding lesson filed under the outdoors is about horses, a pastime no climber said.
        for (const idea of within(this.nearest.get(band, related))) if (this.aboutNeighbour(idea, related, spoken)) consider(idea, beside, order, TIE_WEIGHT.related * weight);
      }
    });
    const occasion: Tie = { kind: 'occasion' };
    const forTheOccasion = (idea: Idea) => {
      // At a hen or a stag do, the wedding's ideas for the couple are none of the night's.
      if (!ofTheOccasion(idea, person)) return;
      consider(idea, occasion, -1, 0);
      // A neighbour of an interest that also belongs to the occasion is told as an occasion idea.
      const candidate = found.get(idea.id);
      if (candidate?.tie.kind === 'related' && !PLAIN_OCCASIONS.has(person.occasion.kind)) candidate.tie = occasion;
    };
    const wholeOccasion = this.occasionIdeas(person, band);
    for (const idea of (wholeOccasion ? [wholeOccasion] : this.occasionIdeasAbout(person, band, spoken)).flatMap(within)) forTheOccasion(idea);
    for (const [trait, words] of person.traits) {
      const tie: Tie = { kind: 'trait', trait: words };
      for (const idea of within(this.byTrait.get(band, trait))) consider(idea, tie, -1, 0);
    }
    // Too little said to fill a list: ideas about no interest in particular, scored on the occasion, traits and price.
    // Only ideas that fit count towards enough: a season brings many ideas about other people's hobbies (a tracing
    // pad at Christmas), which must not keep the ideas for anyone out.
    const none: Tie = { kind: 'none' };
    let fitting = 0;
    for (const candidate of kept) if (candidate.serves >= 0 || !candidate.idea.interests.some((key) => !spoken.has(key))) fitting++;
    if (fitting < 24) {
      // The rest of a birthday's or a season's ideas too: a baby who loves lift-the-flap books needs the bath toys.
      if (!wholeOccasion) for (const idea of within(this.byOccasion.get(band, person.occasion.kind))) forTheOccasion(idea);
      for (const idea of within(this.general.get(band, ''))) consider(idea, none, -1, 0);
    }
    // Ideas tied to nothing the visitor said fill a list only when tied ones run out, and vary more from person to
    // person, so none of them reaches everyone. An occasion with ideas of its own (a loss, Eid, a new baby) is the exception.
    const saidNothing = person.interests.length === 0;
    const ownOccasion = ofItsOwn(person.occasion.kind);
    // A thing for anyone filed under the occasion (a recipe journal, a skillet for a wedding) is about a pastime, and a
    // guess all the same beside the things they did say they love: a couple into photography and travel is not given
    // cooking. What is made for the occasion alone (a walk-with-me flask at a loss) is the occasion's, whatever it is filed under.
    const guessedPastime = (idea: Idea) => !saidNothing && (!idea.occasionOnly || personalComfort(person)) && this.guessedPastime(idea, person, spoken);
    for (const candidate of kept) {
      // A gift made for this very anniversary (a ruby wedding's rose bush) is about the two of them, whatever it is made of.
      // A neighbour's idea told as the occasion's (a recipe journal near coffee) is judged as the occasion's.
      const forTheDay = ownOccasion && candidate.tie.kind === 'occasion';
      if ((candidate.serves >= 0 && !forTheDay) || (forTheDay && !guessedPastime(candidate.idea)) || candidate.idea.anniversary !== undefined) continue;
      // An idea about some other interest (teaching, pets, babies) is a guess about someone who did not say it, whether
      // it came in for the season (a Christmas teacher stamp) or for nothing at all.
      // For someone described in a word or two, interests most people enjoy something of (tea, food) are a small
      // guess, drawing or babies a large one; beside stated interests, every unstated one is a large guess.
      let unlikely = 0;
      for (const key of candidate.idea.interests) if (!spoken.has(key) && !(saidNothing && SAFE_GUESSES.has(key))) unlikely++;
      // Beside what they did say, a hobby they did not (golf balls for a gardener) is more a guess still.
      const guess = (saidNothing ? 0.8 : 2.4) * Math.min(unlikely, 2);
      candidate.score += (mix(candidate.idea.idHash ^ person.seed ^ 0x9e3779b9) % 1000) / 1000 - (candidate.tie.kind === 'occasion' ? 0.8 : 1.5) - guess;
    }
    return kept;
  }

  /**
   * An occasion of its own (Eid, a loss, a new baby) has ideas that are read whole; undefined for a birthday or a
   * season, whose ideas are hundreds, most about some hobby (see occasionIdeasAbout).
   */
  private occasionIdeas(person: Person, band: number): Idea[] | undefined {
    const kind = person.occasion.kind;
    return ofItsOwn(kind) ? (this.byOccasion.get(band, kind) ?? []) : undefined;
  }

  /**
   * A birthday's or a season's ideas for anyone and about what the person spoke of: one about a hobby they never
   * mentioned (golf balls at Christmas for a gardener) would lose to these, and is read only when too few fit.
   */
  private occasionIdeasAbout(person: Person, band: number, spoken: ReadonlySet<string>): (Idea[] | undefined)[] {
    const about = person.interests.length === 0 ? [...spoken, ...SAFE_GUESSES] : spoken;
    // A gift made for this very anniversary (a tin one at a tenth) is what the day asks for, whatever else it is about.
    const year = person.anniversary === undefined ? [] : [yearOf(person.anniversary)];
    return ['', ...about, ...year].map((key) => this.byOccasion.get(band, occasionAnd(person.occasion.kind, key)));
  }

  /**
   * The items whose titles lead with `label`, as a maker's name leads what it makes ("Le Labo Santal 33", "BYREDO La
   * Sélection Nomade"), cheapest first; none for a name so short or so common that it starts many titles.
   */
  private namedIn(label: string): Idea[] {
    const name = label.toLowerCase();
    let ideas = this.titledWith.get(name);
    if (!ideas) {
      const leads = new RegExp(`^${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u');
      const titled = name.replace(/[^\p{L}\p{N}]/gu, '').length < 4 ? [] : this.items.filter((idea) => idea.lowerTitle.startsWith(name) && leads.test(idea.lowerTitle));
      ideas = titled.length > TITLED_AT_MOST ? [] : cheapestFirst(titled);
      this.titledWith.set(name, ideas);
    }
    return ideas;
  }

  private formsFor(interest: StatedInterest): Idea[] {
    const key = `${interest.kind}\u0000${interest.key}\u0000${interest.label}\u0000${interest.going ?? ''}`;
    let ideas = this.filledForms.get(key);
    if (!ideas) this.filledForms.set(key, (ideas = cheapestFirst(formIdeas(this.catalog.forms, interest))));
    return ideas;
  }

  /**
   * A player's gear for a sport they love: welcome when they are said to play it, or are a child; for an adult who said
   * the sport bare, a fan's things come first, and past forty the kit is all but never right (no hurling helmet for a
   * dad of 59 who loves the hurling).
   */
  private playersKitFit(idea: Idea, person: Person, played: readonly StatedInterest[]): number {
    // Most people name no such sport: the ideas they reach are not looked at.
    if (played.length === 0) return 0;
    const sports = played.filter((interest) => aboutLove(idea.interests, interest));
    if (sports.length === 0 || !isPlayersGear(idea)) return 0;
    const age = person.age ?? ADULT;
    if (sports.some((interest) => interest.plays)) return 1.5;
    if (age < FAN_AGE) return 0.5;
    // Another love the gear serves (fitness, "sport" said as doing it) keeps it as it was.
    if (person.interests.some((interest) => !sports.includes(interest) && aboutLove(idea.interests, interest))) return 0;
    return age >= ONLOOKER_AGE ? -3 : -2.5;
  }

  /** What an idea is worth to this person beyond its interest tie: occasion, traits, relationship, price, form. */
  private baseScore(
    idea: Idea,
    price: number,
    { person, budget, steering, dislikedCategories }: Request,
    spoken: ReadonlySet<string>,
    watching: ReadonlySet<StatedInterest>,
    played: readonly StatedInterest[],
  ): number {
    let score = 0;
    // An idea about something nobody said, here for the occasion or a trait (a pet memorial when a father died, a
    // team scarf at Christmas for someone who follows no team), is a guess: ideas for anyone come first.
    const safe = person.interests.length === 0 && idea.interests.every((key) => SAFE_GUESSES.has(key));
    if (idea.interests.length > 0 && !safe && idea.anniversary === undefined && !anyOf(idea.interests, spoken)) score -= UNSPOKEN_GUESS;
    if (ofTheOccasion(idea, person)) score += PLAIN_OCCASIONS.has(person.occasion.kind) ? 0.4 : SEASONS.has(person.occasion.kind) ? 1.2 : idea.occasionOnly ? 4.5 : 3.5;
    // Someone who "watches the snooker" is a spectator: a player's kit (a cue's chalk, the nets) is never chosen for them.
    // Only asked when they watch something: most people watch nothing, and this runs for every idea a request reaches.
    // A neighbour's kit counts too: a golf watcher's "sports" reaches basketballs, and a ball is no more for him.
    const loved = watching.size > 0 ? person.interests.filter((interest) => aboutLove(idea.interests, interest) || idea.interests.some((key) => interest.related.includes(key))) : [];
    const watches = loved.length > 0 && loved.every((interest) => watching.has(interest));
    if (watches && (PLAYERS_KIT.has(idea.category) || idea.flags.has('physical-exertion') || PLAYING.test(idea.title))) return -Infinity;
    score += this.playersKitFit(idea, person, played);
    if (idea.flags.has('physical-exertion')) {
      // Past 75, a workout (a speed rope) is for those who said they train, not a guess from a broader "sports"; and
      // even a loved sport is more often watched than played (a Test match ticket before an hour in the nets at 80).
      if ((person.age ?? 0) >= OLDER) score -= watches ? 5 : person.interests.some((interest) => idea.interests.includes(interest.key)) ? 1.5 : 3;
      else if (watches) score -= 3;
    }
    // A ticket that needs a journey (the Melbourne Cricket Ground, a Seoul K-pop tour) is a trip to plan and pay for
    // besides the gift: it waits for someone who said they travel, and past 75, unsaid, it is no trip they would make.
    // One at a named place (a skate under the tree at Rockefeller Center, a night at the Crucible) is for someone whose
    // words put them there, or who said they travel: a skater of sixteen in Ohio never said New York.
    if (idea.tripTo && !idea.tripTo.some((place) => spoken.has(place) || person.homePlaces.has(place)) && !saysTheyTravel(person)) return -Infinity;
    if (idea.flags.has('travel') && !spoken.has('travel')) {
      // Failing sight, a failing memory or legs that no longer carry them make the journey as hard as eighty years do.
      if ((person.age ?? 0) >= OLDER || FRAILTIES.some((condition) => person.conditions.has(condition))) return -Infinity;
      score -= 2;
    }
    // Past 80, many are not online, and a Netflix card or an app asks a grandchild to set it up: unless they are said to
    // be at home with technology (or to play on a site or an app), it comes after the things they can simply open and use.
    if (idea.flags.has('online') && (person.age ?? 0) >= OFFLINE_AGE && !person.traits.has('tech-savvy') && !person.platforms.has('online')) {
      // A streaming card or stick (filed under streaming) is a guess at that age, in a care home as at home: it is only
      // for someone said to stream.
      if (idea.interests.includes('streaming') && !spoken.has('streaming')) return -Infinity;
      score -= 2.5;
    }
    // Past 80 few still have a turntable: unless records are said, the music they love is a CD.
    if (idea.forTurntable && (person.age ?? 0) >= OFFLINE_AGE && !person.interests.some((interest) => interest.key === VINYL_RECORDS)) return -Infinity;
    // Made for a condition of theirs and about what they love (a kettle tipper for a tea drinker whose hands hurt, large
    // print for a crossword fan losing her sight): the thoughtful form of that love.
    if (madeForThem(idea, person)) score += 1;
    // So is the cooking of their people for a cook among them (Meera Sodha for a Hindu aunt who loves to cook).
    if (person.homeCuisines.size > 0 && anyOf(idea.interests, spoken) && idea.interests.some((key) => person.homeCuisines.has(key) || anyOf(this.broader.get(key) ?? [], person.homeCuisines))) score += HOME_CUISINE;
    // So is a recipe made for the diet they keep (a gluten-free baking book for a coeliac baker; the gate lets no other
    // through): it fits them as no general one does.
    if (idea.diets.length > 0) score += 1;
    // A gift made for this very anniversary (the gate lets no other through) is what a 25th or a 40th asks for.
    if (idea.anniversary !== undefined) score += 2;
    // A beginners' lesson or starter kit suits someone new to the thing; to someone who loves it already it is a step
    // back, and to someone long at it a slight.
    if (idea.forBeginners) {
      const tied = person.interests.find((interest) => idea.interests.includes(interest.key));
      // Past sixty, a love not said to be new is most likely a long one: no casting-on book for a knitter of eighty.
      if (tied) score += tied.starting ? 1 : tied.seasoned || (person.age ?? 0) >= SEASONED_AGE ? -3 : -1.2;
    }
    // A thing for the experienced (the gate lets no newcomer through) is just right for someone long at it, and a
    // stretch for someone who said nothing of how far along they are.
    if (idea.forExperienced) {
      const tie = firstTie(idea, person);
      if (tie) score += tie.seasoned || (person.age ?? 0) >= SEASONED_AGE ? 0.5 : -0.8;
    }
    let traits = 0;
    for (const trait of idea.traits) if (person.traits.has(trait)) traits++;
    score += 0.8 * Math.min(traits, 2);
    score -= traitClash(idea, person);
    // A first-aid kit, energy gels or a puncture kit is restocked, not given: only for someone who asked for the useful,
    // or on a day that asks for it (a roadside kit for a new driver's graduation).
    if (idea.supply && !steering.preferCategories?.has(idea.category) && !this.forTheDay(idea, person, spoken)) return -Infinity;
    // A name's form about more than the name (a photo book of their own trips, the place's cookbook) is for someone
    // who said that too, or is the way it is made for: otherwise every lover of a place would get the same photo book.
    if (idea.fitsWith) score += fitsBeside(idea, person) ? FITS_BESIDE : -FITS_BESIDE / 2;
    if (anyOf(idea.relationships, person.giftedAs)) score += person.register === 'professional' ? 1 : 0.5;
    if (person.noThings && idea.form === 'thing') return -Infinity;
    // New parents are home with a newborn: a race entry or a show night for their old pastimes waits its turn.
    if (BABY_OCCASIONS.has(person.occasion.kind) && idea.flags.has('outings') && !idea.occasions.includes(person.occasion.kind)) score -= 2.5;
    if (person.wantsFewerThings) score += idea.form === 'thing' ? -1.2 : 1.2;
    // For twins a thing for one baby or one child (a memory book, a name puzzle) is half a gift: a pair, one for each or
    // one made for two comes first.
    if (person.conditions.has('twins') && forAChild(idea)) score += idea.interests.includes('twins') || FOR_TWO_WORDS.test(idea.title) ? 1.5 : -1.5;
    if (person.prefersDigital && idea.digital) score += 1.5;
    // At a loss, a day out, a hamper or the kit for a pastime (a kicking tee, a putting mat) is no comfort yet; a film or
    // a jigsaw at home is company.
    if (person.occasion.mood === 'grief' && !person.occasion.lossOn && !idea.occasions.includes('sympathy') && (idea.form === 'experience' || idea.category === 'food' || (PLAYERS_KIT.has(idea.category) && !idea.flags.has('sight')))) score -= 2;
    if (person.petDied && idea.flags.has('pet-loss')) score += 1.5;
    if (Number.isFinite(budget)) {
      score += 1.2 * Math.max(0, 1 - Math.abs(price / budget - (steering.priceTarget ?? 0.6)) * 1.5);
      // A $9 chain lube on a $50 budget for the boss reads as an afterthought, unless cheaper is what was asked; a pack of
      // golf tees on a $2,000 anniversary, as a joke.
      if (budget >= 40 && price < budget / 4 && steering.priceTarget === undefined) score -= price < budget / 20 ? 3 : 0.8;
    }
    else score += Math.min(price, 300) / 300;
    score -= 1.5 * (dislikedCategories.get(idea.category) ?? 0);
    if (steering.preferCategories?.has(idea.category)) score += 2.5;
    if (steering.preferInterests && anyOf(idea.interests, steering.preferInterests)) score += 2;
    // A little per-person variety among equally good ideas, stable for the same request.
    return score + (mix(idea.idHash ^ person.seed) % 1000) / 1000;
  }

  /**
   * An honest list of at most `size`, as long as what was said earns: every strong idea and the day's own, one nod at
   * most, two ideas at most for one love beside several others, and fillers only to make up the fewest a list holds
   * (see strengthOf, earns). First this anniversary's own gift, the best idea for each stated interest in the order
   * given, then the occasion's share, then the best of the rest, each pick marked down for repeating an interest, a
   * kind of gift, a picture (more so for the same interest) or a form another named thing used, and at most one
   * template with a name in.
   */
  pick(candidates: Candidate[], person: Person, size: number): Candidate[] {
    const pool = [...candidates].sort((a, b) => b.score - a.score || (a.idea.id < b.idea.id ? -1 : 1));
    const picks: Candidate[] = [];
    const taken = { serves: new Map<number, number>(), category: new Map<string, number>(), image: new Map<string, number>(), form: new Map<string, number>(), forms: 0, template: false };
    const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
    const spoken = spokenOf(person);
    const strengths = new Map<Candidate, Strength>();
    const strength = (candidate: Candidate) => {
      let found = strengths.get(candidate);
      if (!found) strengths.set(candidate, (found = this.strengthOf(candidate, person, spoken)));
      return found;
    };
    // What the list has spent of its honest allowances: the day's share, its nod, each love's two, one for a trait.
    const spent = { days: 0, nods: 0, loves: new Map<number, number>(), trait: false };
    // At a loss or while getting well the time itself is what a gift answers (see moodWeight): its own ideas all earn
    // for someone who said nothing they love. Beside what they love, the time's ideas about it earn too (a walking flask
    // for a walker), and those for anyone take the occasion's share, so one comfort hamper does not reach all who grieve.
    const days = hardTimeOf(person) && !personalComfort(person) ? size : dayShare(person.occasion.kind);
    // A keepsake of the years is the day's one keepsake, however many fit and whatever love reached it (port for a
    // wine lover): two read as stock.
    const forAnyoneThatDay = (candidate: Candidate) => strength(candidate) === 'day' && (!LOVE_TIES.has(candidate.tie.kind) || candidate.idea.conditions.includes(MILESTONE));
    // The best strong idea for each love, which its others are measured against, and the best idea for anyone's, which
    // every idea that earns its place must beat.
    const bestStrong = new Map<number, number>();
    for (const candidate of pool) if (!bestStrong.has(candidate.serves) && strength(candidate) === 'strong') bestStrong.set(candidate.serves, candidate.score);
    const bestFiller = pool.find((candidate) => strength(candidate) === 'filler')?.score ?? -Infinity;
    // A nod may make up a list whatever outscores it; an idea first about the same love that beats that nod is never
    // refused in its favour (a show's own box set, not a sofa blanket filed under TV, however a filler scores).
    const bestNod = new Map<number, number>();
    for (const candidate of pool) if (!bestNod.has(candidate.serves) && strength(candidate) === 'nod') bestNod.set(candidate.serves, candidate.score);
    const goodEnough = ({ score, serves }: Candidate, found: Strength) =>
      found === 'nod' || ((score > bestFiller || score >= (bestNod.get(serves) ?? Infinity)) && (found !== 'strong' || score >= bestStrong.get(serves)! - STRONG_REACH));
    // Near the same kind of thing for the same interest (or the same occasion): a glass infuser mug and a brewing basket
    // (one picture, and a tag that says more than the interest: "loose-leaf", where "jigsaw" on a jigsaw and its mat only
    // names the interest again). The very same kind (two tea tins, two crossword books) is never chosen twice (oneKind);
    // for a love this only leans towards a third kind, lightly, as a picture is shared by most things for one love. The
    // occasion's own ideas share fewer pictures, and two of one (two memorial candles) count in full.
    const sameKind = (a: Idea, b: Idea) =>
      a.image === b.image && (a.category === b.category || a.tags.some((tag) => b.tags.includes(tag) && !a.interests.some((key) => key.includes(tag))));
    const twins = (serves: number, idea: Idea) => picks.filter((pick) => pick.serves === serves && sameKind(pick.idea, idea)).length;
    // Someone who named one love is best served deeper into it (a book, a day out, a tool, a model about the same
    // thing) than by fillers about nothing they said: repeating their one interest costs less.
    // A second love the catalog has nothing for ("race tracks" beside Hot Wheels) leaves them a one-love person still.
    const served = [...new Set(candidates.filter((candidate) => candidate.serves >= 0).map((candidate) => candidate.serves))];
    const repeat = served.length <= 1 ? 0.4 : 1;
    // Someone who named one love gets as many good ideas about it as there are; two loves share the list, and beside
    // several others a love holds two at most. A love with no strong idea of its own (a name only a T-shirt is made
    // for) leaves the others their room.
    const loved = new Set(pool.filter((candidate) => candidate.serves >= 0 && strength(candidate) === 'strong' && goodEnough(candidate, 'strong')).map((candidate) => candidate.serves)).size;
    const perLove = loved > 1 ? Math.max(PER_LOVE, Math.ceil(size / loved)) : size;
    /**
     * Whether an idea earns its place on an honest list: a strong one within its love's share, one for a trait; the
     * day's own, those for anyone at it within the occasion's share (see dayShare) and never two of one kind; or the
     * list's one nod. Nothing earns it that an idea for anyone outscores.
     */
    const earns = (candidate: Candidate, nodToo: boolean) => {
      const found = strength(candidate);
      if (found === 'filler' || (found === 'nod' && (!nodToo || spent.nods > 0))) return false;
      if (!goodEnough(candidate, found)) return false;
      if (forAnyoneThatDay(candidate) && spent.days >= days) return false;
      // Two of the day's ideas of one kind (two lanterns, two memorial candles) read as one given twice.
      if (found === 'day') return !picks.some((pick) => strength(pick) === 'day' && pick.idea.image === candidate.idea.image && pick.idea.category === candidate.idea.category);
      if (candidate.serves >= 0 && (spent.loves.get(candidate.serves) ?? 0) >= perLove) return false;
      return !(candidate.tie.kind === 'trait' && spent.trait);
    };
    const strongOrDay = (candidate: Candidate) => earns(candidate, false);
    const earnsAny = (candidate: Candidate) => earns(candidate, true);
    // An occasion with gifts of its own (a new baby, a retirement, a wedding) keeps its share of the list, whatever the
    // person loves: a colleague's new baby gets baby things first, a Liverpool baby kit best of all.
    const share = Math.min((person.occasion.lossOn ? KEEPSAKE_SHARE : OCCASION_SHARE[person.occasion.kind]) ?? 0, size - 1);
    const forOccasion = ({ idea, tie }: Candidate) => tie.kind === 'occasion' || ofTheOccasion(idea, person);
    // An idea about nothing they said covers no love of theirs that the list has not: once each love has its idea, a
    // KeepCup is no fresher than a second idea for one of them, and must beat that idea on its own merit. The gifts an
    // occasion asks for (a ruby for a 40th anniversary, a leaving card) are the occasion's, not fillers.
    const leastCovered = () => Math.min(...served.map((order) => taken.serves.get(order) ?? 0));
    const filler = (candidate: Candidate) =>
      candidate.serves < 0 && served.length > 0 && candidate.idea.anniversary === undefined && !(share > 0 && forOccasion(candidate));
    // Ideas for the occasion repeat each other as readily (two memorial candles at a loss) and count the same.
    const penalty = (candidate: Candidate) => {
      const { serves, idea, tie } = candidate;
      return (
        1.1 * ((taken.serves.get(serves) ?? 0) * (serves >= 0 ? repeat : 0.6) + (filler(candidate) ? repeat * leastCovered() : 0)) +
        0.9 * (taken.category.get(idea.category) ?? 0) +
        0.6 * (taken.image.get(idea.image) ?? 0) +
        (serves >= 0 || tie.kind === 'occasion' ? (tie.kind === 'occasion' ? 1.5 : 0.5) * twins(serves, idea) : 0) +
        (idea.formId ? 2 * (taken.form.get(idea.formId) ?? 0) + 0.3 * taken.forms : 0)
      );
    };
    const titles = new Set<string>();
    // A name the person gave ("Doctor Who") may head several ideas; any other shared name means the same thing twice.
    const theirs = new Set(person.interests.flatMap((interest) => interest.label.toLowerCase().split(/\s+/)));
    const names = new Set<string>();
    const repeatsName = (idea: Idea) => idea.names.some((pair) => names.has(pair));
    const take = (index: number) => {
      const [candidate] = pool.splice(index, 1);
      picks.push(candidate);
      bump(taken.serves, candidate.serves);
      bump(taken.category, candidate.idea.category);
      bump(taken.image, candidate.idea.image);
      if (candidate.idea.formId) {
        bump(taken.form, candidate.idea.formId);
        taken.forms++;
      }
      if (candidate.idea.template) taken.template = true;
      const found = strength(candidate);
      if (forAnyoneThatDay(candidate)) spent.days++;
      if (found === 'nod') spent.nods++;
      if (found !== 'day' && candidate.serves >= 0) bump(spent.loves, candidate.serves);
      if (found !== 'day' && candidate.tie.kind === 'trait') spent.trait = true;
      titles.add(candidate.idea.title);
      for (const pair of candidate.idea.names) if (!pair.split(' ').some((word) => theirs.has(word))) names.add(pair);
    };
    // Six kinds of thing, as a friend would give: one book, one day out, one treat, one rod or one mug for each love.
    // For someone whose one love is reading, books are the love itself, and as many kinds as there are books; so they
    // are for a baby who loves books, whose first books (a flap book, a crinkle book) are each a different thing.
    const booksAreToys = (person.age ?? ADULT) < TODDLER_AGE;
    const readsForLove = ({ idea, serves }: Candidate) => (served.length <= 1 || booksAreToys) && idea.kind.sort === 'read' && serves >= 0 && isReading(person.interests[serves]);
    // Two ideas are about one subject when they serve one love, or when one is filed under what the other is mainly
    // about, or both under a love they named (a sushi book and a Japanese cookbook for "sushi, Japanese food"; two
    // Japanese cookbooks for "ramen, Japanese cooking"): two of a kind then read as one idea given twice. Reading, a
    // love that books are, never makes two books one.
    const named = new Set(person.interests.filter((interest) => !isReading(interest)).map((interest) => interest.key));
    const sameSubject = (a: Candidate, b: Candidate) =>
      this.sameLove(a, b) || filedUnder(a.idea, b.idea.interests[0]) || filedUnder(b.idea, a.idea.interests[0]) || a.idea.interests.some((key) => named.has(key) && b.idea.interests.includes(key));
    // For a reader of a paper or a magazine, what is read is the love itself: its puzzle book, its cartoon annual and a
    // subscription to it are three gifts, where two of its crossword books are still one given twice.
    const papers = new Set(person.interests.filter(isTheNews).map((interest) => interest.key));
    const readsForPaper = ({ idea, serves }: Candidate) => idea.kind.sort === 'read' && (papers.has(idea.interests[0]) || (serves >= 0 && isTheNews(person.interests[serves])));
    const twoPrintedThings = (a: Candidate, b: Candidate) => readsForPaper(a) && readsForPaper(b) && a.idea.kind.head !== b.idea.kind.head;
    const repeatsKind = (candidate: Candidate) =>
      picks.some((pick) =>
        oneKind(pick.idea.kind, candidate.idea.kind, sameSubject(pick, candidate) && !(readsForLove(pick) && readsForLove(candidate)) && !twoPrintedThings(pick, candidate), alike(pick.idea, candidate.idea)),
      );
    /** The best of the first few hundred still open, penalties counted; -1 when none passes the filter. */
    const bestOf = (filter: (candidate: Candidate) => boolean, oneOfAKind: boolean) => {
      let chosen = -1;
      let value = -Infinity;
      for (let i = 0; i < Math.min(pool.length, 400); i++) {
        const candidate = pool[i];
        // The pool runs from the best score down and penalties only take away: nothing further on can do better.
        if (candidate.score <= value) break;
        // One template with a name in (a print, a mug, a fan T-shirt for a name of no known kind) is a nod to it; two
        // read as filler.
        if (!filter(candidate) || titles.has(candidate.idea.title) || repeatsName(candidate.idea) || (candidate.idea.template && taken.template)) continue;
        if (oneOfAKind && repeatsKind(candidate)) continue;
        const worth = candidate.score - penalty(candidate);
        if (worth > value) [chosen, value] = [i, worth];
      }
      return chosen;
    };
    const best = (filter: (candidate: Candidate) => boolean) => bestOf(filter, true);
    // A gift made for this very anniversary (a ruby at a 40th) is what the day asks for first.
    const year = best((candidate) => candidate.idea.anniversary !== undefined && strongOrDay(candidate));
    if (year >= 0) take(year);
    const interests = Math.min(person.interests.length, size - share);
    // Each love its best strong idea; a love with none (a name only its T-shirt is made for) may have the list's nod.
    // The day's own idea reached through a love (a graduate's wallet through "thrifting" as fashion) is the occasion's,
    // which has its share after: it stands for the love only when the love has no idea of its own. At a loss or an
    // illness the time's idea about a love is that love's (a walking flask with a promise of company for a walker, not
    // a hiking app).
    // The day's idea whose subject is the love itself (an alcohol-free attar at Eid for a lover of scent) is the love's
    // own as much as the day's.
    const comfortFirst = hardTimeOf(person);
    const ownOfLove = (candidate: Candidate, order: number) =>
      strength(candidate) === 'strong' || (strength(candidate) === 'day' && candidate.tie.kind === 'interest' && subjectOf(candidate.idea) === person.interests[order].key);
    for (let order = 0; order < interests && picks.length < size; order++) {
      const own = comfortFirst ? -1 : best((candidate) => candidate.serves === order && ownOfLove(candidate, order) && strongOrDay(candidate));
      const chosen = own >= 0 ? own : best((candidate) => candidate.serves === order && strongOrDay(candidate));
      const nod = chosen >= 0 ? chosen : best((candidate) => candidate.serves === order && earnsAny(candidate));
      if (nod >= 0) take(nod);
    }
    // A milestone birthday's keepsake of the years, when one fits them, comes after what they love and before the rest.
    const keepsake = picks.length < size ? best((candidate) => candidate.idea.conditions.includes(MILESTONE) && strongOrDay(candidate)) : -1;
    if (keepsake >= 0) take(keepsake);
    while (picks.filter(forOccasion).length < share) {
      const chosen = best((candidate) => forOccasion(candidate) && strongOrDay(candidate));
      if (chosen < 0) break;
      take(chosen);
    }
    // Every strong idea and the day's, then a nod if there is room.
    for (const earning of [strongOrDay, earnsAny]) {
      while (picks.length < size) {
        const chosen = best(earning);
        if (chosen < 0) break;
        take(chosen);
      }
    }
    // Too little earned its place for the fewest a list holds: the best of the rest make up the number, a second of a
    // kind only when nothing else is left.
    while (picks.length < Math.min(FEWEST, size)) {
      const chosen = best(() => true);
      const fill = chosen >= 0 ? chosen : bestOf(() => true, false);
      if (fill < 0) break;
      take(fill);
    }
    return picks;
  }
}

const NONE: readonly Idea[] = [];

/**
 * Whether a name's form fits more than the name, when it is about more (see the form's `fitsWith`): another love said
 * beside it (a cook for the place's cookbook), a way of theirs it was made for (sentimental, for a photo book of their
 * trips), or a journey to the place for a form about travel.
 */
function fitsBeside(idea: Idea, person: Person): boolean {
  const { fitsWith, named } = idea;
  if (!fitsWith) return true;
  if (idea.traits.some((trait) => person.traits.has(trait))) return true;
  if ((named?.going === 'trip' || named?.going === 'move') && fitsWith.includes('travel')) return true;
  return person.interests.some((other) => other.key !== named?.key && aboutLove(fitsWith, other));
}

/**
 * Whether they are said to travel (travel, backpacking, road trips): a place loved or a trip planned ("loves Scotland",
 * "trekking in Patagonia") is a journey there, not elsewhere.
 */
const saysTheyTravel = (person: Person) => person.interests.some((interest) => interest.kind !== 'place' && (interest.key === 'travel' || interest.parents.includes('travel')));

/** A loss or an illness: the time itself is what a gift answers. */
const hardTimeOf = (person: Person) => person.occasion.mood === 'grief' || person.occasion.mood === 'care';
/**
 * A hard time for someone whose loves were said (a hobby or a name, not only a need or a faith): the comfort that fits
 * them is about what they love, and what comforts anyone takes the occasion's share of the list.
 */
const personalComfort = (person: Person) => hardTimeOf(person) && person.interests.some((interest) => !unlovedKinds.has(interest.kind));

/**
 * Whether a keepsake of the years (a coin of their birth year, port of their vintage, the number one on the day they
 * were born) fits what was said of someone at a milestone birthday: its own subject loved (port for a wine drinker,
 * the song for a music lover), or, for a keepsake about the years alone, a way of theirs it was made for (nostalgic).
 * Otherwise it is a stock gift that would reach every fortieth alike.
 */
function marksTheirYears(idea: Idea, person: Person): boolean {
  const loved = (key: string) => person.interests.some((interest) => interest.key !== MILESTONE && aboutLove([key], interest));
  const [first, ...others] = idea.interests;
  if (first !== MILESTONE) return loved(first);
  return others.some(loved) || idea.traits.some((trait) => person.traits.has(trait));
}

/** Whether an idea is filed under an interest, as its main subject or beside it. */
/** What an idea is first about, past whom it is for (a child, a couple). */
const subjectOf = (idea: Idea) => idea.interests.find((key) => !AUDIENCES.has(key));
const filedUnder = (idea: Idea, key: string | undefined) => key !== undefined && idea.interests.includes(key);
/** A love of reading itself (novels, poetry, detective fiction), whose books are each a gift of their own. */
const isReading = (interest: StatedInterest | undefined) => interest !== undefined && (interest.key === 'reading' || interest.parents.includes('reading'));
/** Whether a love is the news or a paper or magazine they read (The Telegraph, Private Eye). */
const isTheNews = (interest: StatedInterest | undefined) => interest !== undefined && (interest.key === THE_NEWS || interest.parents.includes(THE_NEWS));
const THE_NEWS = 'the-news';

/** The key of an occasion's ideas about one interest ('' for those about none) in the occasion index. */
const occasionAnd = (occasion: string, interest: string) => `${occasion}\u0000${interest}`;
/** The key an anniversary's own gifts are filed under beside an occasion, apart from any interest's. */
const yearOf = (anniversary: number) => `#${anniversary}`;

/**
 * The ages whose ideas are kept apart — babies, children, teenagers, adults — so a request reads the ideas made for
 * its age and not the half of the catalog meant for another (the gate still checks each idea's own ages).
 */
const AGE_BANDS: readonly (readonly [number, number])[] = [
  [0, 2],
  [3, 12],
  [13, 17],
  [18, Infinity],
];
const ageBandOf = (age: number) => AGE_BANDS.findIndex(([, to]) => age <= to);

/**
 * Ideas by a key (an interest, an occasion, a trait), per age band, cheapest first, so a request reads only the head
 * it can afford (see affordable): the catalog can grow without every request paying for what it cannot use.
 */
class IdeaIndex {
  private readonly bands = AGE_BANDS.map(() => new Map<string, Idea[]>());

  add(key: string, idea: Idea): void {
    AGE_BANDS.forEach(([from, to], band) => {
      if (idea.ages[0] > to || idea.ages[1] < from) return;
      const list = this.bands[band].get(key);
      if (list) list.push(idea);
      else this.bands[band].set(key, [idea]);
    });
  }

  /** The first `count` ideas of each list, in the order they were added. */
  heads(count: number): IdeaIndex {
    const heads = new IdeaIndex();
    this.bands.forEach((lists, band) => {
      for (const [key, ideas] of lists) heads.bands[band].set(key, ideas.slice(0, count));
    });
    return heads;
  }

  /** Orders every list cheapest first, once every idea is in. */
  seal(): void {
    for (const lists of this.bands) for (const ideas of lists.values()) cheapestFirst(ideas);
  }

  get(band: number, key: string): Idea[] | undefined {
    return this.bands[band].get(key);
  }
}

/** Ideas ordered by their lowest price; a stable sort, so equally priced ideas keep the catalog's order. */
const cheapestFirst = (ideas: Idea[]) => ideas.sort((a, b) => a.priceMin - b.priceMin);

/** The head of a cheapest-first list whose ideas start within the budget (no copy when all of them do). */
function affordable(ideas: Idea[], budget: number): readonly Idea[] {
  let low = 0;
  let high = ideas.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ideas[middle].priceMin <= budget) low = middle + 1;
    else high = middle;
  }
  return low === ideas.length ? ideas : ideas.slice(0, low);
}

/** A word written in capitals as letters are ("EDC", "GTFO", "VWs"): an initialism. */
const INITIALISM = /^\p{Lu}[\p{Lu}\d]{1,5}s?$/u;

/**
 * Whether what they said is named only by an initialism nothing read ("EDC", "restores VWs"): it may be a band, a
 * hobby or a joke, so no form can put it on a T-shirt or a print and be sure of meaning what they meant.
 */
const unreadInitialism = (interest: StatedInterest) => {
  if (!interest.key.startsWith('said:')) return false;
  // A clause's first word may be capitalised only as a sentence is ("Restores VWs").
  const capitalised = interest.label.split(/\s+/).filter((word, i) => /\p{Lu}/u.test(word) && !(i === 0 && /^\p{Lu}\p{Ll}+$/u.test(word)));
  return capitalised.length > 0 && capitalised.every((word) => INITIALISM.test(word));
};

/** A named thing of a kind with no forms of its own is offered the forms for any name. */
function fallbackKind(interest: StatedInterest, catalog: Catalog): StatedInterest {
  const kind: InterestKind = catalog.forms.has(interest.kind) ? interest.kind : interest.kind === 'activity' ? 'activity' : 'named';
  return kind === interest.kind ? interest : { ...interest, kind };
}
