import type {
  Clarification,
  Comparison,
  GiftCategory,
  GiftResponse,
  GiftSuggestion,
  RecipientInfo,
  RefineRequest,
} from '@presently/proto';
import type { GiftEngine, OnSuggestion, SuggestContext } from '../gift-engine';
import { loadCatalog, type Catalog, type CatalogGift } from './catalog';
import { coreWords, FAITHS, hash, readRecipient, stem, VocabularyMatcher, type RecipientProfile } from './recipient-profile';

/** How many ideas a list holds when the catalog has enough that fit. */
const LIST_SIZE = 6;
const MIN_CATEGORIES = 3;

/** Extra steering that refinements add to a plain suggestion. */
interface Steering {
  maxPrice?: number;
  excludeCategories?: Set<string>;
  preferCategories?: Set<string>;
  /** Where in the budget prices should sit (0..1); cheaper asks for lower. */
  priceTarget?: number;
}

/** A catalog gift with what every request asks of it worked out once, at start-up. */
interface IndexedGift {
  gift: CatalogGift;
  lowerTitle: string;
  interests: Set<string>;
  traits: Set<string>;
  /** Title and tag words, which past gifts are compared against. */
  words: Set<string>;
  /** The words that tie a religious gift to a faith; undefined for every other gift. */
  religiousText?: string;
  /** The id's hash, which each request's seed mixes into a tie-break of its own. */
  idHash: number;
}

/** What one request asks of every gift, worked out once per request rather than once per gift. */
interface Reading {
  profile: RecipientProfile;
  budget: number;
  avoid: Set<string>;
  steering: Steering;
  interestKeys: string[];
  /** Each interest's neighbours, in the order of interestKeys. */
  neighbours: Set<string>[];
  traitKeys: string[];
  faiths: RegExp[];
  dislikedCounts: Map<string, number>;
  /** The request's seed, mixed with each gift's id hash for a stable tie-break. */
  seed: number;
}

interface Candidate {
  entry: IndexedGift;
  gift: CatalogGift;
  price: number;
  score: number;
}

/** Which of the recipient's interests and traits a picked gift speaks to: what its reasons cite. */
interface Match {
  interests: string[];
  /** Interests the gift only sits next to (a neighbour in the vocabulary). */
  related: string[];
  traits: string[];
}

const CATEGORY_WORDS: [RegExp, GiftCategory][] = [
  [/\b(experiences?|outings?|activit(y|ies)|classes?|tickets?|trips?)\b/i, 'experience'],
  [/\b(handmade|diy|creative|crafts?|art)\b/i, 'creative'],
  [/\b(practical|useful|everyday)\b/i, 'practical'],
  [/\b(tech|gadgets?|electronics?)\b/i, 'tech'],
  [/\b(fashion|clothes|clothing|accessor(y|ies)|wear)\b/i, 'fashion'],
  [/\b(home|decor|kitchen)\b/i, 'home'],
  [/\b(food|edible|treats?|snacks?|gourmet)\b/i, 'food'],
  [/\b(books?|reading)\b/i, 'books'],
  [/\b(keepsakes?|physical|objects?)\b/i, 'physical'],
];

const UNIQUENESS: Record<GiftCategory, number> = { experience: 9, creative: 8, books: 6, food: 6, fashion: 6, home: 5, tech: 6, physical: 6, practical: 4 };
const PRACTICALITY: Record<GiftCategory, number> = { practical: 9, home: 8, tech: 8, fashion: 7, food: 6, books: 6, physical: 6, creative: 5, experience: 4 };

const VAGUE = /^(stuff|things|anything|everything|idk|i don'?t know|not sure|unsure|whatever|nothing|nice|good|normal|misc|various|dunno|n\/?a|none|unknown|general|regular|typical|the usual|\?+|-+|\.+)$/i;
const GENERIC_TRAITS = /^(nice|good|normal|fun|cool|ok|okay|kind|sweet|great|lovely|friendly|awesome|amazing|average|regular|easy ?going)$/i;

/**
 * The offline gift engine (DESIGN §5): reads the request, rules out what the recipient cannot or should not get,
 * scores the rest of a curated catalog against their interests, traits, relationship, occasion and budget, picks a
 * varied list (maximal marginal relevance over categories and interests), and writes reasons in the visitor's own
 * words. Deterministic: the same request gives the same list (card messages alone vary, see cardMessage).
 */
export class CatalogEngine implements GiftEngine {
  readonly name = 'catalog';
  private readonly matcher: VocabularyMatcher;
  private readonly byTitle: Map<string, CatalogGift>;
  private readonly indexed: IndexedGift[];

  constructor(private readonly catalog: Catalog = loadCatalog()) {
    this.matcher = new VocabularyMatcher(catalog.vocabulary);
    this.byTitle = new Map(catalog.gifts.map((gift) => [gift.title.toLowerCase(), gift]));
    this.indexed = catalog.gifts.map((gift) => ({
      gift,
      lowerTitle: gift.title.toLowerCase(),
      interests: new Set(gift.interests),
      traits: new Set(gift.traits),
      words: new Set(coreWords(`${gift.title} ${gift.tags.join(' ')}`)),
      idHash: hash(gift.id),
      ...(gift.exclusions.includes('religious-symbols') && { religiousText: `${gift.title} ${gift.description} ${gift.tags.join(' ')}` }),
    }));
  }

  async clarify(info: RecipientInfo): Promise<Clarification> {
    const profile = readRecipient(info, this.matcher);
    const who = profile.who;
    const interestsText = info.interests.trim();
    const personalityText = (info.personality ?? '').trim();
    const vagueInterests = profile.interests.size === 0 && (VAGUE.test(interestsText) || interestsText.split(/\s+/).length <= 3);
    const vaguePersonality =
      profile.traits.size === 0 && (personalityText === '' || GENERIC_TRAITS.test(personalityText) || VAGUE.test(personalityText) || personalityText.split(/\s+/).length <= 1);
    const questions: string[] = [];
    if (vagueInterests) questions.push(`What does ${who} enjoy doing in their free time: any hobbies, sports, or topics they could talk about for hours?`);
    if (vaguePersonality) questions.push(`How would you describe ${possessive(who)} personality: adventurous, practical, sentimental, or something else?`);
    if (vagueInterests && !info.pastGifts && !info.culturalConsiderations) {
      questions.push(`Is there anything ${who} already has plenty of, or should not get (dietary, cultural or space constraints)?`);
    }
    return questions.length > 0
      ? {
          needsClarification: true,
          questions,
          reasoning: `${vagueInterests ? 'The interests' : 'The personality'} described ${vagueInterests && vaguePersonality ? 'and the personality are' : 'is'} too general to pick gifts that feel personal.`,
        }
      : {
          needsClarification: false,
          questions: [],
          reasoning: `There is enough to work with: ${listOf([...profile.interests.values()]) || 'the interests given'}${profile.traits.size ? ` and ${withArticle(listOf([...profile.traits.values()]))} personality` : ''}.`,
        };
  }

  async suggest(info: RecipientInfo, context: SuggestContext, onSuggestion?: OnSuggestion): Promise<GiftResponse> {
    return this.compose(readRecipient(info, this.matcher), context, {}, onSuggestion);
  }

  async refine(request: RefineRequest, context: SuggestContext): Promise<GiftResponse> {
    const extra = request.additionalInfo ?? {};
    const custom = [request.customInstructions, extra.giftPreferences, extra.recentEvents].filter(Boolean).join('. ');
    const info: RecipientInfo = {
      ...request.recipientInfo,
      interests: [request.recipientInfo.interests, extra.additionalInterests, custom].filter(Boolean).join('. '),
    };
    const profile = readRecipient(info, this.matcher);
    const original = request.originalSuggestion.suggestions;
    const originalCategories = new Set<string>(original.map((suggestion) => suggestion.category));
    const steering: Steering = {};
    switch (request.refineType) {
      case 'cheaper': {
        const mostExpensive = Math.max(...original.map((suggestion) => suggestion.price));
        steering.maxPrice = Math.max(mostExpensive - 1, 1);
        steering.priceTarget = 0.45;
        break;
      }
      case 'similar':
        steering.preferCategories = originalCategories;
        break;
      case 'different_type':
        steering.excludeCategories = originalCategories;
        break;
      case 'custom':
      case 'more_options':
        break;
    }
    const limit = statedMaxPrice(custom);
    if (limit !== undefined) steering.maxPrice = Math.min(steering.maxPrice ?? Infinity, limit);
    const wanted = CATEGORY_WORDS.filter(([pattern]) => pattern.test(custom)).map(([, category]) => category);
    if (wanted.length > 0) steering.preferCategories = new Set(wanted);
    const response = await this.compose(profile, context, steering);
    const how: Record<RefineRequest['refineType'], string> = {
      cheaper: 'More affordable',
      similar: 'More in the same spirit',
      more_options: 'More',
      different_type: 'A different kind of',
      custom: 'Refined',
    };
    return { ...response, summary: `${how[request.refineType]} ideas for ${profile.who}: ${lowerFirst(response.summary)}` };
  }

  async compare(gifts: GiftSuggestion[], info: RecipientInfo, criteria?: string): Promise<Comparison> {
    const profile = readRecipient(info, this.matcher);
    const giftComparisons = gifts.map((suggestion) => {
      const gift = this.byTitle.get(suggestion.title.toLowerCase());
      const interests = gift ? [...profile.interests.keys()].filter((key) => gift.interests.includes(key)) : this.mentioned(profile, suggestion);
      const traits = gift ? [...profile.traits.keys()].filter((key) => gift.traits.includes(key)) : [];
      const overBudget = suggestion.price > profile.budget;
      const withinShare = Number.isFinite(profile.budget) ? suggestion.price / profile.budget : 0.5;
      const interestMatch = profile.interests.size === 0 ? 5 : clamp(3 + 3.5 * interests.length);
      const personalityMatch = profile.traits.size === 0 ? 5 : clamp(4 + 2 * traits.length);
      const valueRating = overBudget ? 3 : clamp(Math.round(9 - 3 * withinShare));
      const personal = /personali[sz]ed|custom|handmade|engraved/i.test([suggestion.title, ...suggestion.tags].join(' '));
      const uniquenessRating = clamp(UNIQUENESS[suggestion.category] + (personal ? 1 : 0));
      const practicalityRating = PRACTICALITY[suggestion.category];
      const words = interests.map((key) => profile.interests.get(key) ?? key);
      const pros = [
        ...(words.length ? [`Speaks to ${possessive(profile.who)} love of ${listOf(words)}`] : []),
        ...(traits.length ? [`Suits ${withArticle(listOf(traits.map((key) => profile.traits.get(key) ?? key)))} personality`] : []),
        ...(overBudget ? [] : [`Within budget at $${suggestion.price}`]),
        categoryPro[suggestion.category],
      ];
      const cons = [
        ...(overBudget ? [`Over the $${profile.budget} budget`] : []),
        ...(words.length === 0 && traits.length === 0 ? ['Less tied to their interests than the other options'] : []),
        categoryCon[suggestion.category],
      ];
      return { giftTitle: suggestion.title, pros, cons, interestMatch, personalityMatch, valueRating, uniquenessRating, practicalityRating };
    });
    const total = (c: (typeof giftComparisons)[number]) =>
      0.35 * c.interestMatch + 0.25 * c.personalityMatch + 0.15 * c.valueRating + 0.125 * c.uniquenessRating + 0.125 * c.practicalityRating;
    const ranked = [...giftComparisons].sort((a, b) => total(b) - total(a) || a.giftTitle.localeCompare(b.giftTitle));
    const [best, runnerUp] = ranked;
    const bestValue = [...giftComparisons].sort((a, b) => b.valueRating - a.valueRating)[0];
    return {
      comparisonSummary: `Comparing ${gifts.length} gifts for ${profile.who}${criteria ? ` with ${criteria.trim()} in mind` : ''}: ${best.giftTitle} fits best overall${
        bestValue.giftTitle !== best.giftTitle ? `, while ${bestValue.giftTitle} is the better value` : ''
      }.`,
      giftComparisons,
      recommendation: {
        recommendedGift: best.giftTitle,
        explanation: `${best.giftTitle} scores highest for ${profile.who} (${total(best).toFixed(1)} of 10 against ${total(runnerUp).toFixed(1)} for ${runnerUp.giftTitle}): ${lowerFirst(best.pros[0] ?? 'it balances fit, value and originality')}.`,
      },
    };
  }

  /**
   * Unlike the lists, a card message varies from call to call: "Regenerate" asks for other words, and the same text
   * again would only wipe the user's edits. Each part is drawn at random; every variant names the recipient, the
   * occasion and the gift.
   */
  async cardMessage(info: RecipientInfo, giftTitle: string): Promise<string> {
    const profile = readRecipient(info, this.matcher);
    const greeting = pickAny(profile.name ? [`Dear ${profile.name},`, `Hi ${profile.name},`, `Hello ${profile.name},`] : ['Hi there,', 'Hello,']);
    const wish = pickAny(CARD_WISHES[profile.occasion] ?? [`Wishing you a wonderful ${profile.occasionLabel}!`, `Sending you warm wishes for your ${profile.occasionLabel}.`]);
    const interests = [...profile.interests.values()];
    const loves = interests.length ? listOf(interests.slice(0, 2)) : '';
    const gift = giftTitle.toLowerCase();
    const giftLine = pickAny(
      giftTitle
        ? [
            `I hope this ${gift} brings you as much joy as ${loves ? `${loves} already does` : 'you bring everyone around you'}.`,
            `This ${gift} made me think of you straight away${loves ? `, and of your love of ${loves}` : ''}.`,
            `I chose this ${gift} with you in mind${loves ? ` and your love of ${loves}` : ''}, and I hope it makes you smile.`,
          ]
        : loves
          ? [`May the year ahead leave plenty of time for ${loves}.`, `Here's to more time for ${loves} in the months ahead.`]
          : ['May the year ahead bring you everything you hope for.', "Here's to good days and good company in the months ahead."],
    );
    const closing = pickAny(CARD_CLOSINGS[profile.relationship] ?? ['Warmly', 'With warm wishes', 'All the best']);
    return [greeting, '', wish, giftLine, '', `${closing},`].join('\n');
  }

  /** Builds a list: hard constraints, scores, a varied pick, then the words. */
  private async compose(profile: RecipientProfile, context: SuggestContext, steering: Steering, onSuggestion?: OnSuggestion): Promise<GiftResponse> {
    const budget = Math.min(profile.budget, steering.maxPrice ?? Infinity);
    const interestKeys = [...profile.interests.keys()];
    const dislikedCounts = new Map<string, number>();
    for (const category of context.dislikedCategories) dislikedCounts.set(category, (dislikedCounts.get(category) ?? 0) + 1);
    const reading: Reading = {
      profile,
      budget,
      avoid: new Set(context.avoidTitles.map((title) => title.toLowerCase())),
      steering,
      interestKeys,
      neighbours: interestKeys.map((key) => new Set(this.catalog.vocabulary.related[key])),
      traitKeys: [...profile.traits.keys()],
      faiths: [...profile.faiths].map((faith) => FAITHS[faith]),
      dislikedCounts,
      seed: profile.seed,
    };
    const candidates: Candidate[] = [];
    for (const entry of this.indexed) {
      if (!this.allowed(entry, reading)) continue;
      const price = estimatePrice(entry.gift, budget);
      candidates.push({ entry, gift: entry.gift, price, score: this.score(entry, price, reading) });
    }
    const picks = pickVaried(candidates, LIST_SIZE);
    const suggestions = picks.map((candidate) => this.describe(candidate, match(candidate.entry, reading), profile));
    for (const suggestion of suggestions) onSuggestion?.(suggestion);
    return {
      suggestions,
      summary: this.summary(profile, suggestions, budget),
      insight: this.insight(profile, suggestions),
      cardMessagePrompt: this.cardPrompt(profile),
    };
  }

  private allowed(entry: IndexedGift, { profile, budget, avoid, steering, faiths }: Reading): boolean {
    const { gift } = entry;
    if (gift.priceMin > budget) return false;
    if (avoid.has(entry.lowerTitle)) return false;
    if (anyIn(gift.exclusions, profile.exclusions)) return false;
    if (entry.religiousText !== undefined && !faiths.some((faith) => faith.test(entry.religiousText!))) return false;
    if (anyIn(gift.interests, profile.avoidInterests)) return false;
    if (profile.age < gift.ages[0] || profile.age > gift.ages[1]) return false;
    if (gift.relationships.length > 0 && profile.relationship !== 'other' && !gift.relationships.includes(profile.relationship)) return false;
    if (gift.genders.length > 0 && (profile.gender === 'male' || profile.gender === 'female') && !gift.genders.includes(profile.gender)) return false;
    if (steering.excludeCategories?.has(gift.category)) return false;
    return !profile.pastGifts.some((pastGift) => allIn(pastGift, entry.words));
  }

  /** Runs for every allowed gift on every request: plain arithmetic over sets, nothing allocated (no closures). */
  private score(entry: IndexedGift, price: number, reading: Reading): number {
    const { gift } = entry;
    const { profile, budget, steering } = reading;
    let score = 0;
    for (let order = 0; order < reading.interestKeys.length; order++) {
      const key = reading.interestKeys[order];
      const weight = 1 / (1 + 0.15 * order);
      if (entry.interests.has(key)) score += (gift.interests[0] === key ? 4 : 3) * weight;
      else if (anyIn(gift.interests, reading.neighbours[order])) score += weight;
    }
    for (const key of reading.traitKeys) if (entry.traits.has(key)) score += 1.2;
    if (gift.occasions.includes(profile.occasion)) score += 0.6;
    else if (gift.occasions.length === 0) score += 0.2;
    if (gift.relationships.includes(profile.relationship)) score += 0.4;
    if (Number.isFinite(budget)) score += 0.8 * Math.max(0, 1 - Math.abs(price / budget - (steering.priceTarget ?? 0.7)));
    score -= 1.5 * (reading.dislikedCounts.get(gift.category) ?? 0);
    if (steering.preferCategories?.has(gift.category)) score += 2;
    // A little per-person variety among equally good ideas, stable for the same request.
    return score + (mix(entry.idHash ^ reading.seed) % 1000) / 1700;
  }

  private describe(candidate: Candidate, matched: Match, profile: RecipientProfile): GiftSuggestion {
    const { gift, price } = candidate;
    const who = profile.who;
    const words = matched.interests.map((key) => profile.interests.get(key)!);
    const nearWords = matched.related.map((key) => profile.interests.get(key)!);
    const traitWords = matched.traits.map((key) => profile.traits.get(key)!);
    const statedTraits = [...profile.traits.values()];
    const variant = hash(`${profile.seed}/${gift.id}`) % 3;
    const title = gift.title;
    const traitClause = traitWords.length ? `, and it suits ${possessive(who)} ${listOf(traitWords)} side` : '';

    let reasoning: string;
    if (words.length) {
      reasoning = [
        `Because ${who} loves ${listOf(words)}, the ${title} turns that passion into something new to enjoy${traitClause}.`,
        `${capitalize(who)} already spends time on ${listOf(words)}; the ${title} gives a fresh way to enjoy it${traitClause}.`,
        `For someone into ${listOf(words)}, the ${title} hits the mark for ${possessive(who)} ${profile.occasionLabel}${traitClause}.`,
      ][variant];
    } else if (nearWords.length) {
      reasoning = `It sits right next to ${possessive(who)} interest in ${listOf(nearWords)}: the ${title} opens a related door they may not have tried yet${traitClause}.`;
    } else if (traitWords.length) {
      reasoning = `For someone as ${listOf(traitWords)} as ${who}, the ${title} is a natural match.`;
    } else {
      reasoning = `A thoughtful ${gift.category} gift for ${possessive(who)} ${profile.occasionLabel} that ${who} can enjoy whatever the mood.`;
    }

    const relation = GIVER[profile.relationship] ? `${possessive(who)} ${GIVER[profile.relationship]}` : 'someone close to them';
    const cited = words.length ? listOf(words) : nearWords.length ? listOf(nearWords) : '';
    const personalizedReasoning = [
      `As ${relation}, you know ${who}${cited ? ` lights up around ${cited}` : ' well'}${statedTraits.length ? ` and has ${withArticle(listOf(statedTraits.slice(0, 2)))} streak` : ''}; this shows you were paying attention.`,
      `${capitalize(who)}${cited ? `'s love of ${cited}` : "'s tastes"}${statedTraits.length ? ` and ${listOf(statedTraits.slice(0, 2))} nature` : ''} make this a gift that feels chosen, not bought in a hurry.`,
      `Picked for ${who}: ${cited ? `it builds on ${cited}` : 'it fits the occasion'}${statedTraits.length ? ` and matches ${withArticle(listOf(statedTraits.slice(0, 2)))} personality` : ''}, at about $${price}.`,
    ][variant];

    return {
      title,
      description: gift.description,
      reasoning,
      personalizedReasoning,
      category: gift.category,
      price,
      tags: gift.tags,
      ...(gift.inspiration && { inspirationSource: gift.inspiration }),
      imageUrl: `/illustrations/${gift.image}.svg`,
    };
  }

  private summary(profile: RecipientProfile, suggestions: GiftSuggestion[], budget: number): string {
    if (suggestions.length === 0) return `No ideas fit every constraint for ${profile.who}; try a higher budget or fewer restrictions.`;
    const interests = [...profile.interests.values()].slice(0, 3);
    const traits = [...profile.traits.values()].slice(0, 2);
    const focus = interests.length ? `, built around ${listOf(interests)}${traits.length ? ` and ${withArticle(listOf(traits))} personality` : ''}` : traits.length ? ` for ${withArticle(listOf(traits))} personality` : '';
    const money = Number.isFinite(budget) ? `, each within $${budget}` : ', with no budget limit';
    return `${suggestions.length} ideas for ${possessive(profile.who)} ${profile.occasionLabel}${focus}${money}.`;
  }

  private insight(profile: RecipientProfile, suggestions: GiftSuggestion[]): string {
    const who = profile.who;
    const categories = new Set(suggestions.map((suggestion) => suggestion.category));
    const [interest] = profile.interests.values();
    if (profile.traits.has('sentimental') || profile.traits.has('nostalgic')) {
      return `${capitalize(who)} values meaning over price: a handwritten note about a shared memory will make any of these land twice as well.`;
    }
    if (categories.has('experience')) {
      return `Experiences tend to outlast objects in memory; pairing one with a small keepsake gives ${who} both something to do and something to keep.`;
    }
    if (profile.traits.has('minimalist') || profile.exclusions.has('clutter')) {
      return `For someone who values space, consumables and things used every day beat ornaments: none of these will gather dust.`;
    }
    if (interest) {
      return `Gifts that deepen a hobby ${who} already loves (${interest}) are used far more than gifts that try to start a new one.`;
    }
    return `When interests are broad, quality everyday items and shared experiences are the safest way to delight ${who}.`;
  }

  private cardPrompt(profile: RecipientProfile): string {
    const [interest] = profile.interests.values();
    return interest
      ? `Mention a moment you shared around ${interest}, and wish ${profile.who} a happy ${profile.occasionLabel}.`
      : `Recall a favourite memory with ${profile.who}, and say what they mean to you this ${profile.occasionLabel}.`;
  }

  /** Interests a free-form suggestion (not from the catalog) mentions in its words. */
  private mentioned(profile: RecipientProfile, suggestion: GiftSuggestion): string[] {
    const text = new Set(coreWords([suggestion.title, suggestion.description, ...suggestion.tags].join(' ')));
    return [...profile.interests.entries()].filter(([key, words]) => [key, ...words.split(' ')].some((word) => text.has(stem(word)))).map(([key]) => key);
  }
}

function match(entry: IndexedGift, reading: Reading): Match {
  const interests: string[] = [];
  const related: string[] = [];
  reading.interestKeys.forEach((key, order) => {
    if (entry.interests.has(key)) interests.push(key);
    else if (anyIn(entry.gift.interests, reading.neighbours[order])) related.push(key);
  });
  return { interests, related, traits: reading.traitKeys.filter((key) => entry.traits.has(key)) };
}

/** Best first; equal scores by gift id, so a list never depends on the catalog's order. */
const ranking = (a: Candidate, b: Candidate) => b.score - a.score || (a.gift.id < b.gift.id ? -1 : a.gift.id > b.gift.id ? 1 : 0);

/** How far down the ranking each pick of the varied list looks. */
const PICK_WINDOW = 120;

/**
 * The best `count` candidates in ranking order (ties at the cut included), and the rest unsorted. Only the head is
 * ever looked at in most lists, and sorting every allowed gift with a comparator took a fifth of the engine's time;
 * the cut comes from a native sort of the bare scores instead.
 */
function rankHead(candidates: Candidate[], count: number): { head: Candidate[]; tail: Candidate[] } {
  if (candidates.length <= count) return { head: candidates.sort(ranking), tail: [] };
  const scores = new Float64Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) scores[i] = candidates[i].score;
  scores.sort();
  const cut = scores[scores.length - count];
  const head: Candidate[] = [];
  const tail: Candidate[] = [];
  for (const candidate of candidates) (candidate.score >= cut ? head : tail).push(candidate);
  return { head: head.sort(ranking), tail };
}

/** Best first, then each next pick penalised for repeating a category or a main interest (MMR), with at least three categories. */
function pickVaried(candidates: Candidate[], size: number): Candidate[] {
  // A pick looks PICK_WINDOW deep into what is left, so `size` picks never look past the first PICK_WINDOW + size.
  const { head: pool, tail } = rankHead(candidates, PICK_WINDOW + size);
  let tailRanked = false;
  const picks: Candidate[] = [];
  const taken = { category: new Map<string, number>(), interest: new Map<string | undefined, number>(), image: new Map<string, number>() };
  const penalty = ({ category, interests, image }: CatalogGift) =>
    1.6 * (taken.category.get(category) ?? 0) + 0.8 * (taken.interest.get(interests[0]) ?? 0) + 0.4 * (taken.image.get(image) ?? 0);
  while (picks.length < size && pool.length > 0) {
    let bestIndex = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < Math.min(pool.length, PICK_WINDOW); i++) {
      const value = pool[i].score - (picks.length === 0 ? 0 : penalty(pool[i].gift));
      if (value > bestValue) {
        bestIndex = i;
        bestValue = value;
      }
    }
    const [pick] = pool.splice(bestIndex, 1);
    picks.push(pick);
    const { category, interests, image } = pick.gift;
    taken.category.set(category, (taken.category.get(category) ?? 0) + 1);
    taken.interest.set(interests[0], (taken.interest.get(interests[0]) ?? 0) + 1);
    taken.image.set(image, (taken.image.get(image) ?? 0) + 1);
  }
  // Too few kinds of gift: swap the weakest repeat for the best idea of a kind not yet in the list.
  for (;;) {
    const categories = new Set(picks.map((pick) => pick.gift.category));
    if (categories.size >= MIN_CATEGORIES) break;
    const isFresh = (candidate: Candidate) => !categories.has(candidate.gift.category);
    let from = pool;
    let fresh = pool.find(isFresh);
    if (!fresh) {
      if (!tailRanked) tail.sort(ranking);
      tailRanked = true;
      from = tail;
      fresh = tail.find(isFresh);
    }
    if (!fresh) break;
    const counts = new Map<string, number>();
    picks.forEach((pick) => counts.set(pick.gift.category, (counts.get(pick.gift.category) ?? 0) + 1));
    const repeats = picks.filter((pick) => (counts.get(pick.gift.category) ?? 0) > 1);
    if (repeats.length === 0) {
      picks.push(fresh);
    } else {
      const weakest = repeats.reduce((low, pick) => (pick.score < low.score ? pick : low));
      picks.splice(picks.indexOf(weakest), 1, fresh);
    }
    from.splice(from.indexOf(fresh), 1);
  }
  return picks;
}

/**
 * A price as people type it: "$40", "40 dollars", "$1,000". A bare number followed by a unit is something else (an
 * age, a count), so "under 30 years old" or "up to 3 ideas" sets no price.
 */
const amount = (group: string) =>
  String.raw`\$?\s*(?<${group}>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![.,]?\d)` +
  String.raw`(?!\s*(?:%|(?:years?|yrs?|months?|weeks?|days?|hours?|minutes?|kg|lbs?|cm|inch(?:es)?|feet|ft|people|items?|ideas?|gifts?|pieces?|things?|options?|kinds?|types?|categories|of)\b))` +
  String.raw`(?:\s*(?:dollars?|bucks|usd)\b)?`;
const words = (list: string[]) => list.map((word) => word.replaceAll(' ', String.raw`\s+`)).join('|');
const CEILING_WORDS = words(['under', 'below', 'less than', 'lower than', 'cheaper than', 'at most', 'at the most', 'up to', 'within', 'max(?:imum)?(?: of)?', 'limit(?: of)?', 'capped at', 'cap(?: of)?', 'budget(?: of| is)?', '<=?', '≤']);
const FLOOR_WORDS = words(['over', 'above', 'more than', 'greater than', 'higher than', 'pricier than', 'more expensive than', 'at least', 'min(?:imum)?(?: of)?', 'exceed(?:s|ing)?', '>=?', '≥']);
const IS_CEILING_WORD = new RegExp(`^(?:${CEILING_WORDS})$`, 'i');
/** "nothing over", "don't want anything over", "without going over": a negated floor is a ceiling, and the other way round. */
const NEGATION = String.raw`\b(?:no|not|nothing|none|never|without|\w+n['’]t)(?:\s+(?:go|going|spend|spending|cost|costs|costing|be|anything|something|priced|pay|paying|want|gifts?|items?|ideas?|that|which|ones?|much|way))*\s+`;
const PRICE_AFTER_WORD = new RegExp(String.raw`(?<negated>${NEGATION})?(?<![a-z])(?<word>${CEILING_WORDS}|${FLOOR_WORDS})\s*[.:]?\s*${amount('limit')}`, 'gi');
const PRICE_BEFORE_CEILING = new RegExp(String.raw`${amount('limit')}\s*(?:${words(['(?:or|and) (?:less|under|below|lower|cheaper)', 'max(?:imum)?', 'tops', 'at most', 'at the most', 'limit', 'cap', 'budget'])})\b`, 'gi');
const PRICE_RANGE = new RegExp(String.raw`(?:\bbetween\s+\$?\s*\d[\d,.]*\s+and|\$\s*\d[\d,.]*\s*(?:-|–|to))\s*${amount('limit')}`, 'gi');

/**
 * The most the visitor says to spend in a refinement's own words ("nothing over $40", "no more than $40", "$40 or
 * less", "$20-$40"), the lowest if they give several. A minimum alone ("over $40", "more than $40", "$40+") is no
 * limit: the engine steers by a ceiling only, so it is left to the budget.
 */
export function statedMaxPrice(text: string): number | undefined {
  const ceilings = [
    ...[...text.matchAll(PRICE_AFTER_WORD)].filter((found) => IS_CEILING_WORD.test(found.groups!.word) !== (found.groups!.negated !== undefined)),
    ...text.matchAll(PRICE_BEFORE_CEILING),
    ...text.matchAll(PRICE_RANGE),
  ]
    .map((found) => Number(found.groups!.limit.replaceAll(',', '')))
    .filter((limit) => limit > 0);
  return ceilings.length > 0 ? Math.min(...ceilings) : undefined;
}

/** A typical price inside the gift's range, never above the budget, rounded as a shop would. */
export function estimatePrice(gift: CatalogGift, budget: number): number {
  const ceiling = Math.min(gift.priceMax, budget);
  const typical = Math.min((gift.priceMin + gift.priceMax) / 2, ceiling);
  const rounded = typical < 20 ? Math.round(typical) : typical < 100 ? Math.round(typical / 5) * 5 : typical < 1000 ? Math.round(typical / 10) * 10 : Math.round(typical / 50) * 50;
  return Math.max(gift.priceMin, Math.min(rounded, Math.floor(ceiling)));
}

const categoryPro: Record<GiftCategory, string> = {
  experience: 'Creates a memory rather than clutter',
  physical: 'A lasting keepsake',
  creative: 'Invites them to make something of their own',
  practical: 'Will be used every day',
  tech: 'Adds real convenience to daily life',
  fashion: 'Worn often, remembered often',
  home: 'Makes their space more their own',
  food: 'An indulgence they may not buy themselves',
  books: 'Hours of enjoyment for a modest price',
};
const categoryCon: Record<GiftCategory, string> = {
  experience: 'Needs a date to be planned',
  physical: 'Takes up some space',
  creative: 'Asks for time and some patience',
  practical: 'Less of a surprise',
  tech: 'They may already own something similar',
  fashion: 'Size and taste are harder to get right',
  home: 'Depends on their decor',
  food: 'Gone once enjoyed',
  books: 'They may have read it already',
};

/** A card's opening wish for each occasion, each naming it. */
const CARD_WISHES: Record<string, string[]> = {
  birthday: [
    'Happy birthday! Another year of you is well worth celebrating.',
    'Happy birthday! I hope today is every bit as wonderful as you are.',
    'Wishing you the happiest of birthdays and a year full of good surprises.',
  ],
  anniversary: [
    "Happy anniversary! Here's to every year so far and all the ones still ahead.",
    'Happy anniversary! Wishing you many more years of love and laughter.',
    'Happy anniversary! What a milestone, and what a lot to celebrate.',
  ],
  christmas: [
    'Merry Christmas! Wishing you a season full of warmth and good company.',
    'Merry Christmas! May your holidays be cosy, bright and full of cheer.',
    'Wishing you a very merry Christmas and a happy new year to follow.',
  ],
  graduation: [
    'Congratulations, graduate! All that hard work has paid off, and I could not be prouder.',
    'Congratulations on your graduation! This is only the start of great things.',
    'Happy graduation day! You earned every bit of this moment.',
  ],
  wedding: [
    'Congratulations on your wedding! Wishing you a lifetime of love and laughter together.',
    'Congratulations on your wedding day! May your life together be full of joy.',
    "Here's to the two of you on your wedding day, and to every happy year ahead.",
  ],
  'just-because': [
    'No occasion needed: I was thinking of you and wanted you to know.',
    'No special reason, just a little something because you matter to me.',
    'Just because: you have been on my mind, and I wanted to send a smile your way.',
  ],
};

/** How a card signs off, by who the recipient is to the giver. */
const CARD_CLOSINGS: Record<string, string[]> = {
  partner: ['All my love', 'Yours always', 'Forever yours'],
  parent: ['With love', 'With all my love', 'Love you lots'],
  child: ['Love always', 'With all my love', 'Proud of you, always'],
  friend: ['Cheers', 'Your friend', 'Take care'],
  colleague: ['Best wishes', 'Kind regards', 'All the best'],
};

/** Who the giver is to the recipient: a gift for your child comes from their parent. */
const GIVER: Record<string, string> = { partner: 'partner', parent: 'child', child: 'parent', friend: 'friend', colleague: 'colleague' };

const pickAny = <T>(options: readonly T[]): T => options[Math.floor(Math.random() * options.length)];
const withArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
const clamp = (value: number) => Math.max(0, Math.min(10, Math.round(value)));
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const possessive = (who: string) => (who === 'them' ? 'their' : who.endsWith('s') ? `${who}'` : `${who}'s`);
/** Whether any of the keys is in the set: loops, as closures made per call were a measurable share of every suggestion. */
function anyIn(keys: readonly string[], set: ReadonlySet<string>): boolean {
  if (set.size === 0) return false;
  for (const key of keys) if (set.has(key)) return true;
  return false;
}

function allIn(keys: readonly string[], set: ReadonlySet<string>): boolean {
  for (const key of keys) if (!set.has(key)) return false;
  return true;
}

/** MurmurHash3's finaliser: spreads two hashes combined by xor over all 32 bits, for the tie-break. */
function mix(value: number): number {
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

export const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
