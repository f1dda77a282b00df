import type { GiftSuggestion } from '@presently/proto';
import { flagsSaid } from '../catalog/catalog';
import { ideaWords } from '../catalog/ideas';
import type { InterestLexicon } from '../person/interests';
import { situationalLimits, type Person } from '../person/person';
import { coreWords } from '../person/text';

export const MIN_IDEAS = 5;
export const MAX_IDEAS = 6;
export const MIN_CATEGORIES = 3;

/** The parts of an idea the checks read. */
export type Idea = Pick<GiftSuggestion, 'title' | 'description' | 'category' | 'price' | 'tags'>;

/** What every idea of one answer must respect, read once per request. */
export interface IdeaRules {
  person: Person;
  lexicon: InterestLexicon;
  /** Infinity when there is no limit. */
  maxPrice: number;
  avoidTitles: string[];
  excludedCategories?: ReadonlySet<string>;
}

/**
 * Words that break each catalog exclusion flag when an idea names them, and words that show the idea already
 * answers the constraint ("alcohol-free", "vegan leather"), which then clear it.
 */
const FLAG_WORDS: Record<string, { words: RegExp; unless?: RegExp }> = {
  alcohol: {
    words: /\b(wines?|beers?|ales?|lagers?|whisk(e)?ys?|bourbon|scotch|vodka|gin|rums?|tequila|mezcal|brandy|cognac|cocktails?|champagne|prosecco|liquors?|liqueurs?|spirits|sake|hard cider|mead|sommelier|distillery|winery|vineyard tour|bar cart)\b/,
    unless: /\b(non-?alcoholic|alcohol[- ]free|zero[- ]proof|mocktails?)\b/,
  },
  meat: { words: /\b(meats?|steaks?|beef|pork|bacon|ham|salami|chorizo|sausages?|jerky|charcuterie|prosciutto|chicken|lamb|veal|venison|wagyu|brisket|butcher)\b/, unless: /\b(vegan|vegetarian|plant[- ]based|meat[- ]free|meatless)\b/ },
  pork: { words: /\b(pork|bacon|ham|prosciutto|salami|chorizo|pancetta|pepperoni|lard|gelatine?)\b/, unless: /\b(pork[- ]free|halal|kosher)\b/ },
  beef: { words: /\b(beef|steaks?|wagyu|brisket|veal)\b/, unless: /\b(beef[- ]free|plant[- ]based)\b/ },
  seafood: { words: /\b(seafood|shellfish|shrimps?|prawns?|lobsters?|crabs?|oysters?|caviar|salmon|tuna|sushi|anchov(y|ies)|clams?|mussels?|scallops?)\b/, unless: /\b(seafood[- ]free|plant[- ]based|vegan)\b/ },
  dairy: { words: /\b(dairy|cheeses?|cheesecakes?|fondue|ice cream|gelato|yogh?urts?|milk chocolate)\b/, unless: /\b(dairy[- ]free|lactose[- ]free|vegan|plant[- ]based)\b/ },
  eggs: { words: /\b(eggs?|meringues?|custard)\b/, unless: /\b(egg[- ]free|vegan)\b/ },
  nuts: { words: /\b(nuts?|peanuts?|almonds?|cashews?|pistachios?|hazelnuts?|walnuts?|pecans?|macadamias?|pralines?|marzipan|nougat|nut butters?)\b/, unless: /\b(nut[- ]free|peanut[- ]free)\b/ },
  gluten: { words: /\b(gluten|wheat|bread|sourdough|pasta|flour|bagels?|croissants?|pastr(y|ies)|cakes?|cookies|biscuits|crackers|pretzels|brownies|pizza|beers?)\b/, unless: /\b(gluten[- ]free|celiac|coeliac)\b/ },
  'same-sex-couple': { words: /\b(mrs? (&|and) mrs?|two brides|two grooms|his and his|hers and hers)\b/, unless: /\bmr (&|and) mrs\b/ },
  'pet-loss': { words: /\b(pet memorial|paw[- ]print|rainbow bridge|pet loss|dog heaven|cat heaven|in memory of (your|their|her|his) (dog|cat|pet))\b/ },
  sugar: { words: /\b(sweets|cand(y|ies)|chocolates?|fudge|toffee|caramels?|cakes?|cookies|desserts?|macarons?|brownies|truffles|lollipops?|marshmallows?)\b/, unless: /\b(sugar[- ]free|no added sugar|diabetic[- ]friendly)\b/ },
  caffeine: { words: /\b(coffee|espresso|caffeine|matcha|black tea|green tea|cold brew|yerba mate|energy drinks?)\b/, unless: /\b(decaf(feinated)?|caffeine[- ]free|herbal)\b/ },
  fragrance: { words: /\b(perfumes?|colognes?|fragrances?|fragranced|scented|eau de|diffusers?|essential oils?|incense|body mists?|scented candles?)\b/, unless: /\b(fragrance[- ]free|unscented|scent[- ]free)\b/ },
  leather: { words: /\bleather\b/, unless: /\b(vegan|faux|plant[- ]based|cork|apple|leather[- ]free) leather\b|\bleather[- ]free\b/ },
  wool: { words: /\b(wool|woolen|woollen|merino|cashmere|alpaca|angora|mohair|lambswool)\b/, unless: /\b(wool[- ]free|vegan)\b/ },
  fur: { words: /\b(furs?|mink|sheepskin|shearling)\b/, unless: /\b(faux|fur[- ]free|vegan)\b/ },
  'animal-products': { words: /\b(honey|beeswax|silk|gelatine?|down (pillows?|duvets?|jackets?|comforters?)|bone china|pearls?)\b/, unless: /\b(vegan|plant[- ]based|cruelty[- ]free)\b/ },
  gadgets: {
    words: /\b(gadgets?|electronics?|smart ?(watch|phone|speaker|home|ring|display|glasses)e?s?|tablets?|e-?readers?|drones?|headphones|earbuds|bluetooth|chargers?|power banks?|consoles?|fitness trackers?|vr headsets?)\b/,
  },
  'screen-time': { words: /\b(video games?|gaming|consoles?|streaming|netflix|tablets?|tv|television|nintendo|playstation|xbox|vr headsets?)\b/ },
  clutter: { words: /\b(ornaments?|figurines?|knick[- ]?knacks?|trinkets?|statues?|statuettes?|snow ?globes?|bobbleheads?|collectibles?|souvenirs?|decorative)\b/ },
  travel: { words: /\b(flights?|trips?|getaways?|vacations?|cruises?|weekend away|hotel stays?|travel vouchers?)\b/ },
  heights: { words: /\b(skydiv\w*|bungee|hot[- ]air balloon\w*|zip[- ]?lin\w*|paraglid\w*|climbing|helicopter (rides?|tours?)|treetop)\b/ },
  'water-activity': { words: /\b(surf(ing|boards?)?|scuba|snorkel\w*|diving|kayak\w*|canoe\w*|paddle ?board\w*|sailing|swim\w*|rafting|jet ?ski\w*)\b/ },
  'physical-exertion': {
    words: /\b(hik(e|es|ing)|marathons?|running|climbing|boot ?camps?|crossfit|bouldering|trekking|skiing|surfing|workouts?|gym memberships?|obstacle courses?|fitness classes?)\b/,
  },
  'live-animals': { words: /\b(pupp(y|ies)|kittens?|hamsters?|goldfish|live animals?|pet adoption)\b/ },
  gambling: { words: /\b(casinos?|poker|betting|lotter(y|ies)|gambling|roulette|blackjack|slot machines?|scratch cards?)\b/ },
  violence: { words: /\b(guns?|rifles?|pistols?|swords?|daggers?|weapons?|shooting range|airsoft|paintball|crossbows?)\b/ },
  subscription: { words: /\b(subscriptions?|subscribe|monthly box|of the month club|memberships?)\b/ },
  'religious-symbols': { words: /\b(bible|quran|koran|rosar(y|ies)|crucifix|menorah|mezuzah|prayer (mats?|rugs?|beads)|buddha|nativity|tasbih|religious)\b/ },
  'pregnancy-unsafe': {
    words:
      /\b(brie|camembert|blue cheese|stilton|gorgonzola|roquefort|soft cheeses?|unpasteuri[sz]ed|charcuterie|salami|prosciutto|jam[oó]n|chorizo|cured meats?|p[aâ]t[eé]|sushi|sashimi|oysters?|raw fish|smoked salmon|caviar|saunas?|hot tubs?|jacuzzi|steam rooms?|thermal (spa|pools?|baths?)|essential oils?|aromatherapy|scuba|roller ?coasters?|theme parks?|kombucha)\b/,
    unless: /\b(pregnancy[- ]safe|safe (in|during) pregnancy|prenatal)\b/,
  },
  'high-salt': {
    words: /\b(jerky|biltong|salami|charcuterie|cured meats?|prosciutto|smoked salmon|anchov(y|ies)|soy sauce|crisps|pretzels|salted|sea salt|salt (box|set|flakes|collection)|olives|pickles|instant noodles|ramen kit)\b/,
    unless: /\b(low[- ](salt|sodium)|unsalted|salt[- ]free)\b/,
  },
  romantic: { words: /\b(lingerie|romantic|romance kit|couples? massage|love letters?|boudoir|date night for two|his and hers|sexy)\b/ },
  celebratory: { words: /\b(party|celebrat\w*|champagne|prosecco|confetti|balloons?|congratulations|cheers|bubbly)\b/ },
  personal: { words: /\b(lingerie|underwear|perfume|cologne|pyjamas|pajamas|bathrobe|robe|slippers|socks|skincare|makeup|jewell?ery|necklace|earrings|bracelet)\b/ },
};

/** How a problem names what an idea's words say it is. */
const SAID: Partial<Record<string, string>> = {
  'loud-crowds': 'loud or among crowds',
  surprise: 'a surprise',
  'us-only': 'only to be had in the US',
  'uk-only': 'only to be had in the UK',
  online: 'of use only online',
  clocks: 'a clock',
  'sets-of-four': 'a set of four',
  perishable: 'food or flowers that spoil on the way',
  bulky: 'too big to post or pack',
  fragile: 'breakable in transit',
};

/** What the person-reading implies beyond the stated limits: the register, the occasion's mood, the audience. */
const AUDIENCE_WORDS: Record<'male' | 'female', RegExp> = {
  // Words of things made for women, which a man or an unstated gender should not get; and the other way round.
  female: /\b(makeup|eyeshadow|lipstick|mascara|bra|lingerie|women'?s|maternity|handbag|purse|nail polish|hair bows?)\b/,
  male: /\b(beard|shaving|men'?s|cufflinks|tie clip)\b/,
};
function impliedLimits(person: Person): Set<string> {
  return new Set<string>([...person.limits, ...situationalLimits(person)]);
}

const ideaText = (idea: Idea) => ` ${[idea.title, idea.description, ...idea.tags].join(' . ').toLowerCase()} `;
// Twice: a plural filler word ("sets") is only recognised once the first pass has made it singular.
const titleWords = (title: string) => new Set(coreWords(coreWords(title).join(' ')));
const sameWords = (a: string, b: string) => {
  const [left, right] = [titleWords(a), titleWords(b)];
  return left.size > 0 && left.size === right.size && [...left].every((word) => right.has(word));
};
const quoted = (idea: Idea) => JSON.stringify(idea.title);

/** What is wrong with one idea, given the ideas accepted before it; empty when it can be shown. */
export function ideaProblems(idea: Idea, rules: IdeaRules, earlier: Idea[] = []): string[] {
  const { person } = rules;
  const problems: string[] = [];
  if (idea.price > rules.maxPrice) problems.push(`${quoted(idea)} costs $${idea.price}, over the $${rules.maxPrice} limit`);
  if (rules.excludedCategories?.has(idea.category)) problems.push(`${quoted(idea)} is in the category "${idea.category}", which must not be used`);
  const text = ideaText(idea);
  const limits = impliedLimits(person);
  for (const flag of limits) {
    const rule = FLAG_WORDS[flag];
    const found = rule?.words.exec(text);
    if (found && !rule.unless?.test(text)) problems.push(`${quoted(idea)} mentions "${found[0]}", but the recipient must not get anything with ${flag}`);
  }
  // What an idea is like (among crowds, a surprise, only in the US) is read from its words as the catalog's are.
  for (const flag of flagsSaid(text, idea.category === 'experience', idea.title)) {
    if (limits.has(flag)) problems.push(`${quoted(idea)} is ${SAID[flag] ?? flag}, which the recipient must not get`);
  }
  for (const audience of ['male', 'female'] as const) {
    const found = person.audience !== audience ? AUDIENCE_WORDS[audience].exec(text) : null;
    if (found) problems.push(`${quoted(idea)} mentions "${found[0]}", which is meant for ${audience === 'female' ? 'women' : 'men'}, and the recipient is ${person.audience === 'neutral' ? 'of a gender not stated' : 'not'}`);
  }
  const unwanted = rules.lexicon.find([idea.title, ...idea.tags].join(' , ')).filter((interest) => person.avoidInterests.has(interest.key));
  if (unwanted.length) problems.push(`${quoted(idea)} is about ${unwanted[0].label}, which the recipient does not want`);
  const named = ideaWords(idea.title, idea.tags, idea.category);
  const past = person.pastGifts.find((words) => words.every((word) => named.has(word)));
  if (past) problems.push(`${quoted(idea)} repeats a past gift (${past.join(' ')})`);
  if (rules.avoidTitles.some((title) => sameWords(title, idea.title))) problems.push(`${quoted(idea)} was already suggested or rejected before`);
  if (earlier.some((other) => sameWords(other.title, idea.title))) problems.push(`${quoted(idea)} appears twice`);
  return problems;
}

/** The size and variety a list must have. */
export function shapeProblems(ideas: Idea[]): string[] {
  const problems: string[] = [];
  if (ideas.length < MIN_IDEAS || ideas.length > MAX_IDEAS) problems.push(`the list has ${ideas.length} ideas instead of ${MIN_IDEAS} to ${MAX_IDEAS}`);
  const categories = new Set(ideas.map((idea) => idea.category)).size;
  if (categories < MIN_CATEGORIES) problems.push(`the ideas use ${categories} categories instead of at least ${MIN_CATEGORIES}`);
  return problems;
}

/** Every problem of a whole list: each idea against the rules and those before it, then its size and variety. */
export function listProblems(ideas: Idea[], rules: IdeaRules): string[] {
  return [...ideas.flatMap((idea, index) => ideaProblems(idea, rules, ideas.slice(0, index))), ...shapeProblems(ideas)];
}

/**
 * Whether a list being shown idea by idea can take this one and still reach the minimum number of categories in
 * the places left: ideas cannot be taken back once the visitor sees them.
 */
export function leavesRoom(idea: Idea, shown: Idea[]): boolean {
  if (shown.length >= MAX_IDEAS) return false;
  const categories = new Set([...shown, idea].map((each) => each.category)).size;
  return Math.max(0, MIN_CATEGORIES - categories) <= MAX_IDEAS - shown.length - 1;
}

/** A problem for each piece of text in an answer that repeats a sentence of the instructions. */
export function leakProblems(answer: unknown, fragments: string[]): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value.toLowerCase().replace(/\s+/g, ' '));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(answer);
  return texts.some((text) => fragments.some((fragment) => text.includes(fragment))) ? ['the answer repeats the instructions, which must stay private'] : [];
}
