import type { Clarification, Comparison, GiftResponse, GiftSuggestion, RecipientInfo, RefineRequest } from '@presently/proto';
import type { GiftEngine, OnSuggestion, SuggestContext } from '../gift-engine';
import { isLoved } from '../person/interests';
import { HARD_TIME, henOrStagDo, JUST_BECAUSE } from '../person/occasion';
import { littleOne, PersonReader, type Person } from '../person/person';
import { PicturePicker, pictureUrl } from '../pictures/pictures';
import { capitalize, listOf, lowerFirst, possessive } from '../person/text';
import { RecentCards, writeCardMessage } from '../writing/card-messages';
import { Casing } from '../writing/casing';
import { inMemoryOf, lovedAs, personalNoteFor, reasonFor, whoTheyLost, type IdeaFacts } from '../writing/reasons';
import { keptAnimals, shippedCatalog, unlovedKinds, type Catalog, type CatalogGift, type ExclusionFlag } from './catalog';
import { IdeaChooser, type Candidate } from './choosing';
import { compareIdeas } from './comparing';
import type { Idea, Steering } from './ideas';
import { steeringFor } from './refining';

/** How many ideas a list holds when the catalog has enough that fit. */
const LIST_SIZE = 6;

/** Words that say little about a person: asked about rather than guessed from. */
const VAGUE = /^(stuff|things|anything|everything|idk|i don'?t know|not sure|unsure|no idea|whatever|nothing|nothing much|nice|good|normal|misc|various|dunno|n\/?a|none|unknown|general|regular|typical|the usual|usual stuff|normal stuff|normal things|\?+|-+|\.+)$/i;

/** Limits worth telling the visitor an idea keeps, by what the idea is. */
const DIETARY: ExclusionFlag[] = ['alcohol', 'nuts', 'gluten', 'dairy', 'eggs', 'meat', 'pork', 'seafood', 'sugar', 'caffeine', 'animal-products'];
const BODILY: ExclusionFlag[] = ['fragrance', 'animal-products'];
const ABILITY: ExclusionFlag[] = ['hearing', 'sight', 'physical-exertion'];
/** Pictures of things that could have had a scent. */
const SCENTED_KINDS = new Set(['spa', 'beauty', 'candle', 'home']);
/**
 * Limits are kept silently unless the thing itself is made to keep them ("16 alcohol-free flavours", "unscented"):
 * that is worth a word to someone shopping for an allergy; "the coffee is pork-free" is not.
 */
const MADE_FREE: Partial<Record<ExclusionFlag, RegExp>> = {
  alcohol: /\b(alcohol[- ]free|non[- ]alcoholic|zero[- ]proof|mocktails?)\b/i,
  nuts: /\bnut[- ]free\b/i,
  gluten: /\bgluten[- ]free\b/i,
  dairy: /\b(dairy[- ]free|vegan)\b/i,
  eggs: /\b(egg[- ]free|vegan)\b/i,
  meat: /\b(vegetarian|vegan|meat[- ]free|plant[- ]based)\b/i,
  pork: /\b(pork[- ]free|halal|kosher|vegetarian|vegan)\b/i,
  seafood: /\b(vegetarian|vegan)\b/i,
  sugar: /\b(sugar[- ]free|no added sugar|unsweetened)\b/i,
  caffeine: /\b(caffeine[- ]free|decaf\w*|herbal)\b/i,
  'animal-products': /\b(vegan|plant[- ]based)\b/i,
  fragrance: /\b(unscented|fragrance[- ]free|scent[- ]free)\b/i,
};

/**
 * How each catalog is read (its lexicons and its indexes of ideas), built once per process and shared by its engines:
 * building them takes seconds of CPU, and neither changes once built (their caches only remember what they found).
 * What an engine writes from (the cards it wrote lately) stays its own.
 */
const readings = new WeakMap<Catalog, { reader: PersonReader; chooser: IdeaChooser }>();

/**
 * The offline gift engine: reads the person once (PersonReader, shared with the LLM engine), chooses ideas from the
 * hand-written catalog and the forms of named interests (IdeaChooser), and writes why each fits in the visitor's own
 * words (writing/). Deterministic: the same request gives the same list (card messages alone vary).
 */
export class CatalogEngine implements GiftEngine {
  readonly name = 'catalog';
  readonly reader: PersonReader;
  readonly pictures = new PicturePicker();
  private readonly chooser: IdeaChooser;
  /**
   * How the catalog writes each word mid-sentence: a card names "the peace lily", not "the Peace lily". Read from the
   * whole catalog when the first card is written, not at start-up: most processes write none for a while.
   */
  private casing?: Casing;
  /**
   * The catalog's items by title: a card names a book as people write a title ("I hope Beyond the Story…") and speaks
   * only of a love the gift is about.
   */
  private itemsByTitle?: ReadonlyMap<string, CatalogGift>;
  private readonly recentCards = new RecentCards();
  private readonly pictureUrls = new WeakMap<Idea, string>();

  constructor(readonly catalog: Catalog = shippedCatalog()) {
    let reading = readings.get(catalog);
    if (!reading) {
      const reader = new PersonReader(catalog);
      readings.set(catalog, (reading = { reader, chooser: new IdeaChooser(catalog, reader.interests) }));
    }
    this.reader = reading.reader;
    this.chooser = reading.chooser;
  }

  async clarify(info: RecipientInfo): Promise<Clarification> {
    const person = this.reader.read(info);
    const interestsText = info.interests.trim();
    const personalityText = (info.personality ?? '').trim();
    const saysLittle = person.interests.length === 0 || VAGUE.test(interestsText);
    const vaguePersonality = person.traits.size === 0 && (personalityText === '' || VAGUE.test(personalityText));
    const questions = this.reader.unsettled(info, person);
    // A baby has no free time or personality to describe: what they love now, and what the parents would rather not have.
    if (saysLittle && littleOne(person)) {
      questions.push(`Is there anything ${person.who} loves at the moment: a character, an animal, a song or a book at bedtime?`);
      if (!info.pastGifts && !info.culturalConsiderations) questions.push('Is there anything the family already has plenty of, or would rather not have (noisy toys, plastic, lack of space)?');
    } else if (saysLittle) {
      questions.push(`What does ${person.who} enjoy doing in ${person.pronouns.possessive} free time: any hobbies, teams, shows, music or topics ${person.pronouns.subject} could talk about for hours?`);
      if (vaguePersonality) questions.push(`How would you describe ${possessive(person.who)} personality: adventurous, practical, sentimental, or something else?`);
      if (!info.pastGifts && !info.culturalConsiderations) questions.push(`Is there anything ${person.who} already has plenty of, or should not get (dietary, cultural or space limits)?`);
    }
    if (questions.length > 0) {
      return { needsClarification: true, questions, reasoning: saysLittle ? 'The interests say too little to pick gifts that feel personal.' : 'One of the interests could mean more than one thing.' };
    }
    const said = listOf(person.interests.slice(0, 4).map((interest) => interest.label));
    return { needsClarification: false, questions: [], reasoning: `There is enough to work with: ${said}${person.traits.size ? `, and ${listOf([...person.traits.values()].slice(0, 2))} as a personality` : ''}.` };
  }

  async suggest(info: RecipientInfo, context: SuggestContext, onSuggestion?: OnSuggestion): Promise<GiftResponse> {
    return this.compose(this.reader.read(info), context, {}, whoTheyLost(info), onSuggestion);
  }

  async refine(request: RefineRequest, context: SuggestContext): Promise<GiftResponse> {
    const extra = request.additionalInfo ?? {};
    const info: RecipientInfo = { ...request.recipientInfo, interests: [request.recipientInfo.interests, extra.additionalInterests].filter(Boolean).join(', ') };
    const { steering, person } = steeringFor(request, this.reader.read(info), this.reader);
    const avoidTitles = [...context.avoidTitles, ...request.originalSuggestion.suggestions.map((suggestion) => suggestion.title)];
    const lost = whoTheyLost(info);
    let response = await this.compose(person, { ...context, avoidTitles }, steering, lost);
    // Nothing at three quarters of the average: cheaper than the cheapest shown is still cheaper.
    if (response.suggestions.length === 0 && request.refineType === 'cheaper') {
      const cheapest = Math.min(...request.originalSuggestion.suggestions.map((suggestion) => suggestion.price));
      response = await this.compose(person, { ...context, avoidTitles }, { ...steering, maxPrice: Math.max(1, cheapest - 1) }, lost);
    }
    // Nothing that says the visitor's own word ("garden") at this budget: what is first about it still answers them
    // (wildflower seed bombs for "something for the garden"), not a thing for another love also filed under it.
    if (response.suggestions.length === 0 && steering.keep) {
      const firstAbout = (idea: Idea) => person.interests.some((interest) => idea.interests[0] === interest.key || this.reader.interests.isAbove(interest.key, idea.interests[0]));
      response = await this.compose(person, { ...context, avoidTitles }, { ...steering, keep: firstAbout }, lost);
    }
    const how: Record<RefineRequest['refineType'], string> = {
      cheaper: 'More affordable',
      similar: 'More in the same spirit',
      more_options: 'More',
      different_type: 'A different kind of',
      custom: 'Refined',
    };
    return { ...response, summary: `${how[request.refineType]} ideas for ${person.who}: ${lowerFirst(response.summary)}` };
  }

  async compare(gifts: GiftSuggestion[], info: RecipientInfo, criteria?: string): Promise<Comparison> {
    return compareIdeas(gifts, this.reader.read(info), this.reader, criteria);
  }

  async cardMessage(info: RecipientInfo, giftTitle: string): Promise<string> {
    return this.recentCards.next(info, giftTitle, (last) => this.cardOtherThan(info, giftTitle, last));
  }

  /** A card for this person and gift that is not `last`, the card written for them before. */
  cardOtherThan(info: RecipientInfo, giftTitle: string, last: string | undefined): string {
    const typed = info.occasion.startsWith('other:') ? info.occasion.slice(6) : '';
    const person = this.reader.read(info);
    this.casing ??= new Casing(
      this.catalog.items.flatMap((item) => [item.title, item.description, item.why ?? '']),
      this.catalog.items.map((item) => item.title),
    );
    this.itemsByTitle ??= new Map(this.catalog.items.map((item) => [item.title, item]));
    const item = this.itemsByTitle.get(giftTitle);
    const gift = { title: this.casing.inSentence(giftTitle), book: item?.category === 'books', about: item?.interests };
    let card = writeCardMessage(person, gift, typed);
    for (let tries = 0; card === last && tries < 8; tries++) card = writeCardMessage(person, gift, typed);
    return card;
  }

  /** A list for one person: choose, then write. `lost` is who they lost, when a loss is the occasion and was said. */
  private async compose(person: Person, context: SuggestContext, steering: Steering, lost: string | undefined, onSuggestion?: OnSuggestion): Promise<GiftResponse> {
    const budget = Math.min(person.budget, steering.maxPrice ?? Infinity);
    const dislikedCategories = new Map<string, number>();
    for (const category of context.dislikedCategories) dislikedCategories.set(category, (dislikedCategories.get(category) ?? 0) + 1);
    const chosenFor = asALoss(person);
    const request = { person: chosenFor, budget, steering, avoidTitles: new Set(context.avoidTitles.map((title) => title.toLowerCase())), dislikedCategories };
    let candidates = this.chooser.candidates(request);
    if (steering.onlyInterests) {
      // What the visitor asked for itself, not its neighbours: "for the garden" is no slackline between two trees.
      const tied = candidates.filter((candidate) => candidate.serves >= 0 && candidate.tie.kind !== 'related');
      if (tied.length >= 2) candidates = tied;
    }
    const picks = this.chooser.pick(candidates, chosenFor, LIST_SIZE);
    // The sentence plans and notes this list has used: none is said twice.
    const said = new Set<unknown>();
    const suggestions = picks.map((candidate, index) => this.describe(candidate, person, index, said, lost));
    for (const suggestion of suggestions) onSuggestion?.(suggestion);
    return { suggestions, summary: summary(person, picks, budget), insight: insight(person, picks), cardMessagePrompt: cardPrompt(person) };
  }

  /** Whether an idea's main interest is an animal people keep, or a breed of one (a dachshund's steps, a cat tree). */
  private forAnimal(key: string | undefined): boolean {
    return key !== undefined && (keptAnimals.has(key) || [...keptAnimals].some((animal) => this.reader.interests.isAbove(animal, key)));
  }

  /** An idea's picture never changes: it is found the first time the idea is shown and kept with the idea. */
  private pictureOf(idea: Idea): string {
    let url = this.pictureUrls.get(idea);
    if (!url) this.pictureUrls.set(idea, (url = pictureUrl(this.pictures.pick({ ...idea, about: idea.interests.map((key) => key.replace(/-/g, ' ')) }))));
    return url;
  }

  private describe(candidate: Candidate, person: Person, index: number, said: Set<unknown>, lost: string | undefined): GiftSuggestion {
    const { idea, price, tie } = candidate;
    const relevant = idea.category === 'food' ? DIETARY : idea.form === 'experience' ? ABILITY : SCENTED_KINDS.has(idea.image) ? BODILY : [];
    const facts: IdeaFacts = {
      title: idea.title,
      category: idea.category,
      // A memorial "for the person who died" is for his dad, when the visitor said so.
      why: idea.why && inMemoryOf(idea.why, lost),
      description: idea.description,
      price,
      keeps: relevant.filter((flag) => person.limits.has(flag) && (ABILITY.includes(flag) || MADE_FREE[flag]?.test(`${idea.title} ${idea.description} ${idea.tags.join(' ')}`))),
      traits: idea.traits,
      leavesNothingBehind: idea.form === 'consumable' || idea.form === 'experience',
      // Given rather than lived: a donation, a membership or an exam is no memory to tell people about.
      experience: idea.form === 'experience' && !NOT_LIVED.test(idea.title),
      // Told as another of their loves, so never a need or a faith ("her love of older adults"), in their words.
      alsoAbout: person.interests.filter((interest, index) => index !== candidate.serves && candidate.about & (1 << index) && !unlovedKinds.has(interest.kind)).map(lovedAs(person)),
      ages: idea.ages,
      forTheirAnimal: idea.category !== 'books' && this.forAnimal(idea.interests[0]),
    };
    // Each idea of a list gets its own sentence plan, the start turning with the person over every plan there is, so
    // lists read differently.
    const plan = index + (person.seed % 997);
    const reasoning = reasonFor(person, facts, tie, plan, said);
    return {
      title: idea.title,
      description: idea.description,
      reasoning,
      personalizedReasoning: personalNoteFor(person, facts, tie, plan, said, reasoning),
      category: idea.category,
      price,
      tags: idea.tags.slice(0, 6),
      ...(idea.inspiration && { inspirationSource: idea.inspiration }),
      imageUrl: this.pictureOf(idea),
    };
  }
}

/**
 * The person as the catalog chooses for them: a loss felt on another day ("the first Christmas since mum died") is
 * chosen for as the loss, a keepsake of the one they lost (a photo book of her) beside what they still love, while what
 * is written keeps the day.
 */
const asALoss = (person: Person): Person =>
  person.occasion.mood === 'grief' && person.occasion.kind !== 'sympathy' ? { ...person, occasion: { ...person.occasion, kind: 'sympathy', lossOn: person.occasion.kind } } : person;

/** Experiences in the catalog's sense that are not an outing or an event one remembers. */
const NOT_LIVED = /\b(donation|contribution|membership|voucher|gift card|exam|subscription|adoption|sponsor\w*|fund)\b/i;

function summary(person: Person, picks: Candidate[], budget: number): string {
  if (picks.length === 0) return `No ideas fit all of that for ${person.who}; try a higher budget, fewer restrictions or another instruction.`;
  const served = person.interests.filter((interest, index) => isLoved(interest) && picks.some((pick) => pick.serves === index)).map((interest) => interest.label);
  const focus = served.length ? `, around ${listOf(served.slice(0, 3))}` : '';
  const money = Number.isFinite(budget) ? `, each within $${budget}` : '';
  return `${picks.length} ideas for ${person.who} ${occasionPhrase(person)}${focus}${money}.`;
}

/** Occasions that belong to the person ("Tom's birthday") rather than to everyone ("Eid", "the wedding"). */
const THEIR_OWN = new Set(['birthday', 'graduation', 'retirement', 'promotion', 'new-job', 'farewell', 'confirmation', 'first-communion', 'baptism', 'bar-mitzvah']);

function occasionPhrase(person: Person): string {
  const { kind, label, mood } = person.occasion;
  if (mood === 'grief') return 'at a sad time';
  if (label === HARD_TIME) return 'at a hard time';
  if (mood === 'care') return `while ${person.pronouns.subject} ${person.pronouns.subject === 'they' ? 'recover' : 'recovers'}`;
  if (kind === 'just-because' && label === JUST_BECAUSE) return 'just because';
  if (THEIR_OWN.has(kind)) return `for ${person.pronouns.possessive} ${label}`;
  return /^\p{Lu}/u.test(label) ? `for ${label}` : `for the ${label}`;
}

function insight(person: Person, picks: Candidate[]): string {
  const who = person.who;
  if (person.occasion.mood === 'grief') return `At a time of loss, a short handwritten note saying what you remember matters more than the gift itself; ${who} does not need to reply.`;
  if (person.occasion.setback) return `After a setback, what helps most is warmth without pity: a treat rather than a consolation, and a plan to do something together soon.`;
  if (person.occasion.label === HARD_TIME) return `At a hard time, what helps most is small comfort and company: something gentle to use at home, and a note that says you are there, with no need to talk about it.`;
  if (person.occasion.mood === 'care') return `Recovery days are long: things to read, listen to or eat that need no effort are used the most, and a visit helps more than any of them.`;
  if (person.wantsFewerThings) return `For someone who wants fewer things, gifts that are used up or done together leave good memories and no clutter.`;
  if (person.traits.has('sentimental') || person.traits.has('nostalgic')) return `${capitalize(who)} values meaning over price: a note about a shared memory will make any of these land twice as well.`;
  if (picks.some((pick) => pick.idea.form === 'experience')) {
    const tips = [
      `Experiences outlast objects in memory; pairing one with a small keepsake gives ${who} something to do and something to keep.`,
      `An experience feels like a present when there is something to unwrap on the day: a card with the date, or a small thing that goes with it.`,
      `If you choose the experience, offer to go along or to book it together: the time shared is half the gift.`,
    ];
    return tips[person.seed % tips.length];
  }
  const first = person.interests.find(isLoved);
  if (first) return `Gifts that deepen something ${who} already ${person.plural ? 'love' : 'loves'}, like ${first.label}, get used far more than gifts that try to start a new hobby.`;
  return `When interests are broad, quality everyday things and shared experiences are the safest way to delight ${who}.`;
}

/** The wish a card ends on, as people say it for the occasion: no "a happy recovery" or "a happy thank-you". */
function wishFor(person: Person): string {
  const { kind, label, mood } = person.occasion;
  if (person.occasion.setback) return `tell ${person.who} you are in ${person.pronouns.possessive} corner`;
  if (label === HARD_TIME) return `let ${person.who} know you are there, without asking for news`;
  if (mood === 'care') return `wish ${person.who} a smooth recovery`;
  if (kind === 'new-baby' || kind === 'baby-shower') return `send your love to ${person.who} and the baby`;
  if (kind === 'farewell' || kind === 'new-job') return `wish ${person.who} luck with what comes next`;
  if (kind === 'thank-you' || kind === 'teacher') return `say thank you in your own words`;
  if (kind === 'just-because') return `tell ${person.who} why you thought of ${person.pronouns.object}`;
  if (henOrStagDo(person.occasion)) return `wish ${person.who} a brilliant ${label}`;
  if (kind === 'wedding' || kind === 'engagement' || kind === 'promotion' || kind === 'graduation' || kind === 'retirement') return `congratulate ${person.who} on ${THEIR_OWN.has(kind) ? person.pronouns.possessive : 'the'} ${label}`;
  return `wish ${person.who} a happy ${label}`;
}

function cardPrompt(person: Person): string {
  if (person.occasion.mood === 'grief') return `Name who was lost if you can, share one memory, and offer something concrete ("I'll bring dinner on Thursday").`;
  const interest = person.interests.find(isLoved);
  return interest
    ? `Mention a moment you shared around ${interest.label}, and ${wishFor(person)}.`
    : `Recall a favourite memory with ${person.who}, and say what ${person.pronouns.subject} ${person.pronouns.subject === 'they' ? 'mean' : 'means'} to you.`;
}
