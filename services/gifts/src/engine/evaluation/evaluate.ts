import {
  comparisonSchema,
  giftResponseSchema,
  NO_BUDGET_LIMIT,
  recipientInfoSchema,
  type Comparison,
  type GiftResponse,
  type GiftSuggestion,
  type RecipientInfo,
  type RecipientInfoInput,
  type RefineRequest,
} from '@presently/proto';
import type { GiftEngine } from '../gift-engine';
import { escapeRegExp } from '../person/text';

/**
 * The gift-quality evaluation (issue 16, point 7): runs an engine over recipients written as people type them, with
 * what a good answer must respect, and measures the figures the issue sets thresholds for. Pure: no files, no console,
 * no clock other than the timings; run.ts prints, evaluation.spec.ts holds CI to the thresholds.
 */

// ---------------------------------------------------------------------------------------------------------------
// Cases

export interface InterestExpectation {
  /** The interest as the visitor said it. */
  said: string;
  /** Lowercase words or phrases whose presence in an idea's title, description or tags shows it is about that interest. */
  match: string[];
}

export type AudienceGender = 'male' | 'female' | 'neutral';

export interface CaseExpectation {
  interests: InterestExpectation[];
  /** Names of LIMIT_WORDS lists the ideas must not touch. */
  limits: string[];
  /** Words of this case no idea may contain (a pet's species for an allergy, 'christmas' for someone who does not keep it...). */
  forbiddenWords?: string[];
  /** Who the ideas are for when the form's gender and age do not say it (a non-binary person, a baby's parents...). */
  audience?: { gender?: AudienceGender; age?: number };
  /** The stated interests are proper names only (an artist, a team, a game): the open-vocabulary figure. */
  properNames?: boolean;
  /** The input says too little to suggest from: clarification is expected. */
  vague?: boolean;
}

export interface EvalCase {
  id: string;
  info: RecipientInfoInput;
  expect: CaseExpectation;
}

// ---------------------------------------------------------------------------------------------------------------
// Word lists

/**
 * One list per limit: words and phrases whose presence in an idea's title, description or tags breaks it. `safe`
 * phrases are removed before matching (a cross-stitch kit is no religious symbol); an idea that says it is `freeOf`
 * the thing ("gluten-free brownies") passes that limit. "No X", "without X", "X-free" and "non-X" are removed first.
 */
export interface LimitList {
  words: string[];
  safe?: string[];
  freeOf?: string[];
}

const PORK = ['pork', 'bacon', 'ham', 'prosciutto', 'salami', 'pepperoni', 'chorizo', 'pancetta', 'lard', 'gelatin', 'gelatine', 'sausage', 'charcuterie', 'jamón', 'jamon', 'pulled pork', 'pork scratchings', 'pig roast', 'hot dog'];
const BEEF = ['beef', 'steak', 'steaks', 'wagyu', 'brisket', 'veal', 'burger', 'hamburger', 'biltong', 'jerky'];
const SEAFOOD = ['seafood', 'fish', 'salmon', 'tuna', 'shrimp', 'prawn', 'lobster', 'crab', 'oyster', 'caviar', 'sushi', 'anchovy', 'anchovies', 'sardine', 'clam', 'mussel', 'scallop', 'fish sauce', 'smoked salmon'];
const FOOD_FREE = (what: string) => [`${what}-free`, `${what} free`, `free from ${what}`, `free of ${what}`];

export const LIMIT_WORDS: Record<string, LimitList> = {
  alcohol: {
    words: [
      'alcohol', 'alcoholic', 'booze', 'boozy', 'wine', 'red wine', 'white wine', 'rosé', 'beer', 'ale', 'lager', 'ipa', 'stout', 'cider', 'whisky', 'whiskey',
      'bourbon', 'scotch', 'vodka', 'gin', 'rum', 'tequila', 'mezcal', 'sake', 'champagne', 'prosecco', 'cava', 'brandy', 'cognac', 'liqueur', 'sherry',
      'port wine', 'vermouth', 'martini', 'margarita', 'cocktail', 'mixology', 'brewery', 'homebrew', 'home brew', 'beer brewing', 'distillery', 'winery',
      'vineyard tour', 'wine glass', 'decanter', 'hip flask', 'shot glass', 'bar cart', 'sommelier', 'wine tasting', 'mead', 'craft beer', 'corkscrew',
      'wine opener', 'mulled wine', 'spritz', 'aperol', 'negroni', 'old fashioned', 'sangria',
    ],
    safe: ['scotch tape', 'scotch egg', 'butterscotch', 'gin rummy', 'ginger'],
  },
  pork: { words: PORK },
  meat: {
    words: [...new Set(['meat', 'meats', 'chicken', 'lamb', 'turkey', 'venison', 'butcher', 'carnivore', 'smoked meats', 'meat thermometer', 'ribs', 'bbq rub', 'duck breast', 'foie gras', ...PORK, ...BEEF])],
    freeOf: ['vegan', 'vegetarian', 'plant-based', 'meat-free', 'meatless', 'meat free'],
  },
  beef: { words: BEEF, freeOf: ['vegan', 'vegetarian', 'plant-based'] },
  seafood: { words: SEAFOOD, safe: ['fish tank', 'goldfish', 'fishing', 'oyster mushroom', 'oyster mushrooms'], freeOf: ['vegan', 'plant-based'] },
  dairy: {
    words: [
      'dairy', 'milk', 'cheese', 'cheeses', 'butter', 'ice cream', 'cream cheese', 'whipped cream', 'clotted cream', 'cream tea', 'sour cream', 'yogurt',
      'yoghurt', 'ghee', 'whey', 'milk chocolate', 'fudge', 'cheesecake', 'gelato', 'brie', 'cheddar', 'parmesan', 'mozzarella', 'fondue', 'latte',
      'hot chocolate', 'cheeseboard', 'cheese board', 'cheesemaking',
    ],
    safe: ['oat milk', 'almond milk', 'soy milk', 'coconut milk', 'plant milk', 'peanut butter', 'shea butter', 'cocoa butter', 'body butter', 'vegan cheese', 'milk frother', 'cheese knife'],
    freeOf: [...FOOD_FREE('dairy'), 'vegan', 'plant-based', 'lactose-free'],
  },
  nuts: {
    words: [
      'nut', 'nuts', 'peanut', 'peanuts', 'almond', 'almonds', 'cashew', 'cashews', 'pistachio', 'pistachios', 'hazelnut', 'hazelnuts', 'walnut', 'walnuts',
      'pecan', 'pecans', 'macadamia', 'nutella', 'praline', 'marzipan', 'brazil nut', 'nut butter', 'trail mix', 'baklava', 'pesto', 'nougat', 'gianduja',
      'frangipane', 'almond milk', 'peanut butter',
    ],
    freeOf: FOOD_FREE('nut'),
  },
  gluten: {
    words: [
      'gluten', 'wheat', 'bread', 'breads', 'sourdough', 'pasta', 'flour', 'beer', 'biscuit', 'biscuits', 'cookie', 'cookies', 'cake', 'cakes', 'cupcake',
      'pastry', 'pastries', 'croissant', 'brownie', 'brownies', 'bagel', 'pretzel', 'crackers', 'barley', 'rye', 'pizza', 'baguette', 'panettone', 'stollen',
      'shortbread', 'muffin', 'pancake mix', 'waffle', 'noodles', 'couscous', 'seitan', 'doughnut', 'donut',
    ],
    freeOf: [...FOOD_FREE('gluten'), 'coeliac-safe', 'celiac-safe', 'coeliac-friendly', 'celiac-friendly'],
  },
  eggs: {
    words: ['egg', 'eggs', 'omelette', 'meringue', 'mayonnaise', 'mayo', 'custard', 'quiche', 'egg pasta', 'eggnog', 'pavlova'],
    safe: ['easter egg', 'chocolate egg', 'egg cup', 'egg timer', 'egg chair'],
    freeOf: [...FOOD_FREE('egg'), 'vegan', 'plant-based'],
  },
  caffeine: {
    words: ['caffeine', 'coffee', 'espresso', 'latte', 'cappuccino', 'matcha', 'energy drink', 'cold brew', 'yerba mate', 'green tea', 'black tea', 'earl grey', 'english breakfast', 'chai', 'guarana', 'pre-workout', 'nespresso', 'pour-over', 'aeropress', 'french press'],
    safe: ['coffee table', 'coffee-table book', 'coffee table book'],
    freeOf: [...FOOD_FREE('caffeine'), 'decaf', 'decaffeinated'],
  },
  sugar: {
    words: [
      'sugar', 'candy', 'candies', 'sweets', 'chocolate', 'chocolates', 'fudge', 'toffee', 'cake', 'cakes', 'cookie', 'cookies', 'cupcake', 'cupcakes', 'brownie',
      'brownies', 'dessert', 'desserts', 'lollipop', 'gummy', 'gummies', 'marshmallow', 'marshmallows', 'caramel', 'syrup', 'jam', 'biscuits', 'ice cream',
      'donut', 'doughnut', 'macaron', 'macarons', 'truffles', 'bonbon', 'pick n mix', 'hot chocolate', 'soda', 'honey', 'baklava', 'mochi',
    ],
    safe: ['truffle oil', 'truffle salt', 'truffle hunting', 'honey bee', 'honeybee', 'sugar scrub'],
    freeOf: [...FOOD_FREE('sugar'), 'no added sugar', 'sugarless', 'diabetic-friendly'],
  },
  fragrance: {
    words: [
      'fragrance', 'fragrances', 'fragranced', 'perfume', 'perfumes', 'cologne', 'scent', 'scents', 'scented', 'eau de toilette', 'eau de parfum', 'parfum',
      'essential oil', 'essential oils', 'aromatherapy', 'diffuser', 'incense', 'potpourri', 'bath bomb', 'bath bombs', 'scented candle', 'room spray',
      'wax melt', 'wax melts', 'body mist', 'aftershave', 'reed diffuser', 'bath salts', 'attar', 'oud',
    ],
    freeOf: ['unscented', 'fragrance-free', 'fragrance free', 'scent-free', 'scent free', 'unfragranced', 'perfume-free'],
  },
  leather: { words: ['leather', 'suede', 'nubuck', 'calfskin', 'lambskin', 'cowhide', 'sheepskin', 'full-grain', 'top-grain'], safe: ['vegan leather', 'faux leather', 'cactus leather', 'apple leather'] },
  wool: { words: ['wool', 'woollen', 'woolen', 'merino', 'cashmere', 'alpaca', 'angora', 'mohair', 'lambswool', 'sheepskin', 'shearling'], safe: ['steel wool', 'cotton wool'] },
  plastic: {
    words: ['plastic', 'plastics', 'acrylic', 'pvc', 'polyester', 'polypropylene', 'epoxy', 'epoxy resin', 'resin art', 'resin figure', '3d-printed', '3d printed', 'funko', 'vinyl figure', 'nylon'],
    freeOf: ['plastic-free', 'plastic free', 'zero-waste', 'zero waste'],
  },
  'screen-time': {
    words: [
      // Things used on a screen, not things about what is on one: a Minecraft hoodie needs no screen.
      'screen', 'screens', 'tablet', 'ipad', 'console', 'game console', 'gaming console', 'nintendo switch', 'playstation', 'xbox', 'smartphone', 'e-reader',
      'kindle', 'app', 'apps', 'tv', 'television', 'streaming', 'netflix', 'subscription box of games', 'gaming headset', 'gaming mouse', 'gaming keyboard',
      'vr headset', 'virtual reality', 'smartwatch', 'laptop', 'computer', 'steam gift card', 'v-bucks', 'game pass', 'download code', 'in-game',
    ],
  },
  gadgets: {
    words: [
      'gadget', 'gadgets', 'tech', 'smart speaker', 'smart plug', 'smart home', 'smartwatch', 'smart bulb', 'smart ring', 'bluetooth', 'wireless', 'usb',
      'charger', 'power bank', 'drone', 'electronic', 'electronics', 'headphones', 'earbuds', 'speaker', 'tablet', 'e-reader', 'kindle', 'fitbit',
      'fitness tracker', 'digital camera', 'vr headset', 'console', 'robot', 'app-controlled', 'wifi', 'wi-fi', 'rechargeable', 'projector', 'air fryer', 'gizmo',
    ],
  },
  'physical-exertion': {
    // Doing the activity, not reading about it: "Born to Run" suits a runner on crutches, running shoes do not.
    words: [
      'hike', 'hiking', 'guided walk', 'walking tour', 'running shoes', 'running vest', 'hydration vest', 'running belt', 'running socks', 'running club',
      'trail running', 'trail run', 'race entry', 'marathon entry', 'marathon training', 'parkrun', 'rock climbing', 'climbing wall', 'climbing shoes',
      'bouldering', 'bike ride', 'cycling tour', 'cycling shoes', 'spin class', 'kayak', 'kayaking', 'canoeing', 'gym membership', 'gym session', 'workout',
      'crossfit', 'dance class', 'dance classes', 'dance lesson', 'dance lessons', 'salsa class', 'ski lesson', 'ski pass', 'skiing', 'surfing', 'surf lesson',
      'tennis lesson', 'trampoline', 'trampolining', 'rowing', 'paddleboard', 'paddleboarding', 'boxing class', 'hiit', 'kettlebell', 'treadmill', 'jump rope',
      'skipping rope', 'obstacle course', 'assault course', 'trekking', 'trekking poles', 'hiking poles', 'mountain bike', 'mountain biking', 'bootcamp',
    ],
  },
  hearing: {
    words: [
      'music', 'musical', 'audiobook', 'audiobooks', 'audible', 'speaker', 'speakers', 'podcast', 'podcasts', 'concert', 'concerts', 'headphones', 'earbuds',
      'vinyl record', 'vinyl lp', 'on vinyl', 'record player', 'turntable', 'playlist', 'radio', 'sound machine', 'white noise', 'live music', 'gig', 'gigs', 'opera',
      'symphony', 'orchestra', 'spotify', 'karaoke', 'music box', 'wind chime', 'wind chimes', 'soundbar', 'hi-fi', 'album', 'albums',
    ],
    safe: ['photo album', 'photo albums', 'scrapbook album', 'stamp album', 'sticker album', 'musical theatre', 'bass guitar strap'],
  },
  sight: {
    words: [
      'colouring book', 'coloring book', 'jigsaw', 'painting', 'paint by numbers', 'paint-by-numbers', 'art print', 'poster', 'photo frame', 'picture frame',
      'photography', 'movie', 'movies', 'film', 'films', 'binoculars', 'telescope', 'dvd', 'blu-ray', 'e-reader', 'kindle', 'comic', 'comics', 'graphic novel',
      'streaming', 'tv', 'sketchbook', 'watercolour', 'watercolor', 'manga', 'wall art', 'cinema', 'stargazing', 'word search', 'sudoku', 'coffee-table book',
      'photo book', 'illustrated', 'video game', 'video games',
    ],
    safe: ['large print', 'braille'],
  },
  clutter: {
    words: [
      'figurine', 'figurines', 'ornament', 'ornaments', 'knick-knack', 'knick-knacks', 'knickknack', 'trinket', 'trinkets', 'novelty', 'collectible',
      'collectibles', 'bobblehead', 'funko', 'snow globe', 'desk toy', 'tchotchke', 'statue', 'statuette', 'souvenir', 'decorative', 'display case', 'gadget',
      'gadgets', 'plush', 'stuffed animal', 'keyring', 'key ring', 'fridge magnet', 'mug', 'mugs',
    ],
  },
  travel: {
    words: ['flight', 'flights', 'trip', 'getaway', 'luggage', 'suitcase', 'passport', 'weekend away', 'travel', 'hotel', 'cruise', 'abroad', 'city break', 'road trip', 'overnight stay', 'glamping', 'holiday package', 'airbnb'],
    safe: ['travel mug', 'armchair travel'],
  },
  heights: {
    words: ['hot air balloon', 'hot-air balloon', 'skydiving', 'skydive', 'zip line', 'zipline', 'zip-line', 'bungee', 'rock climbing', 'climbing wall', 'paragliding', 'helicopter', 'high ropes', 'tree top', 'treetop', 'rooftop', 'observation deck', 'via ferrata', 'sky walk', 'skywalk', 'abseiling', 'rock climbing', 'bridge climb'],
  },
  romantic: {
    words: [
      'romantic', 'romance', 'lingerie', 'couples massage', "couple's massage", 'date night', 'love letter', 'love letters', 'heart-shaped', 'red roses',
      'valentine', "valentine's", 'sexy', 'boudoir', 'i love you', 'honeymoon', 'candlelit', 'sweetheart', 'negligee', 'massage oil', 'love coupons', 'love notes',
    ],
  },
  celebratory: {
    words: [
      'party', 'parties', 'celebrate', 'celebrates', 'celebrating', 'celebration', 'celebrations', 'celebratory', 'champagne', 'prosecco', 'congratulations',
      'congrats', 'confetti', 'balloon', 'balloons', 'cheers', 'party popper', 'party poppers', 'fireworks', 'hooray', 'hurray', 'woohoo', 'yay', 'bubbly',
      'happy birthday', 'let’s toast', "let's toast", 'raise a glass', 'fiesta',
    ],
  },
  'religious-symbols': {
    words: [
      'cross', 'crucifix', 'rosary', 'bible', 'bibles', 'quran', "qur'an", 'koran', 'torah', 'menorah', 'hanukkiah', 'star of david', 'buddha', 'ganesh',
      'ganesha', 'om symbol', 'hamsa', 'nativity', 'prayer', 'prayers', 'prayer mat', 'prayer beads', 'church', 'mosque', 'synagogue', 'temple', 'saint',
      'angel', 'angels', 'psalm', 'psalms', 'scripture', 'hymn', 'hymns', 'devotional', 'rosary beads', 'tasbih', 'mezuzah',
    ],
    safe: ['cross-stitch', 'cross stitch', 'cross-body', 'crossbody', 'cross-country', 'cross country', 'criss-cross', 'cross-training', 'temple run'],
  },
  flowers: {
    words: ['flowers', 'flower', 'bouquet', 'bouquets', 'roses', 'tulips', 'lilies', 'lily', 'pollen', 'floral arrangement', 'posy', 'peonies', 'sunflowers', 'florist'],
    safe: ['dried flowers', 'paper flowers', 'flower press', 'pressed flowers', 'lego flowers', 'lego flower', 'wooden flowers', 'flower-print', 'floral print'],
  },
  pets: { words: ['cat', 'cats', 'dog', 'dogs', 'puppy', 'kitten', 'hamster', 'rabbit', 'guinea pig', 'pet', 'pets'] },
};

/** Words that show an idea is meant for another gender; an idea a person's own interests ask for ("makeup") is theirs. */
export const GENDERED_WORDS: Record<'forWomen' | 'forMen', string[]> = {
  forWomen: [
    'makeup', 'make-up', 'eyeshadow', 'eye shadow', 'lipstick', 'lip gloss', 'mascara', 'eyeliner', 'blusher', 'foundation brush', 'bra', 'bras', 'lingerie',
    "women's", 'womens', 'ladies', "ladies'", 'maternity', 'pregnancy', 'mum-to-be', 'mom-to-be', 'mother-to-be', 'for her', 'nail polish',
    'handbag', 'clutch bag', 'tampon', 'tampons', 'period pants', 'bridesmaid', 'hen party', 'hen do', 'girls night', "girls' night", 'feminine', 'sundress',
    'nursing bra', 'breast pump',
  ],
  forMen: [
    'beard', 'beards', 'beard oil', 'beard balm', 'moustache', 'mustache', 'aftershave', "men's", 'mens', 'gentleman', "gentleman's", 'gentlemen',
    'for him', 'dad-to-be', 'father-to-be', 'boxer briefs', 'boxers', 'cufflinks', 'tie clip', 'stag do', 'stag party', 'masculine', 'manly', 'mancave',
    'man cave', 'grooming kit for men',
  ],
};

export const AGE_WORDS: { under: number; words: string[]; safe?: string[] }[] = [
  {
    under: 13,
    words: [
      ...LIMIT_WORDS.alcohol.words, 'razor', 'razors', 'knife', 'knives', 'pocket knife', 'lingerie', 'vape', 'cigar', 'cigars', 'lottery', 'casino',
      'perfume', 'cologne', 'aftershave', 'mature audiences', 'energy drink', 'espresso', 'coffee', 'shot glass', 'whittling knife',
      'axe', 'blowtorch', 'airsoft', 'bb gun',
    ],
    safe: ['butter knife', 'play knife', 'palette knife', 'ginger', 'butterscotch', 'coffee table', 'coffee-table book', 'gin rummy'],
  },
  {
    under: 3,
    words: ['marble', 'marbles', 'bead', 'beads', 'beaded', 'balloon', 'balloons', 'dice', 'lego', 'magnet', 'magnets', 'magnetic', 'button battery', 'button batteries', 'small parts', 'choking', 'slime', 'popcorn', 'whole grapes', 'hard sweets', 'jelly beans', 'chewing gum'],
    safe: ['lego duplo', 'duplo', 'mega bloks', 'bead maze', 'bead roller coaster'],
  },
];

/** Words a celebration-free card (grief, illness) must not use. */
const CELEBRATORY = LIMIT_WORDS.celebratory;

/** Words that make an idea handmade, for the garden, or something shared, for custom refinements. */
const HANDMADE_WORDS = ['handmade', 'hand-made', 'handcrafted', 'hand-crafted', 'artisan', 'artisanal', 'made by hand', 'hand-thrown', 'hand-knitted', 'hand-knit', 'hand-poured', 'hand-painted', 'hand-stitched', 'hand-bound', 'hand-carved', 'hand-lettered', 'hand-woven', 'handwoven', 'hand-dyed', 'hand-sewn', 'crafted', 'maker', 'makers', 'etsy', 'small-batch', 'one-of-a-kind', 'diy', 'make your own', 'homemade', 'hand-drawn', 'drawn by hand', 'hand-illustrated', 'hand-engraved', 'hand-embroidered', 'hand-printed', 'hand-built', 'handbuilt', 'hand-forged', 'hand-tied', 'hand-turned', 'hand-blown', 'hand-finished', 'made to order', 'bespoke'];
const GARDEN_WORDS = ['garden', 'gardens', 'gardening', 'gardener', 'plant', 'plants', 'planter', 'planters', 'seed', 'seeds', 'bulb', 'bulbs', 'trowel', 'secateurs', 'pruners', 'pruning', 'bird feeder', 'bird bath', 'birdbath', 'compost', 'composter', 'herb', 'herbs', 'greenhouse', 'patio', 'watering can', 'kneeler', 'hose', 'lawn', 'flowers', 'bee hotel', 'insect hotel', 'bug hotel', 'raised bed', 'allotment', 'outdoor', 'potting', 'terracotta', 'rhs', 'botanical', 'succulent', 'succulents', 'seedling', 'seedlings', 'hedge', 'wildflower', 'wildflowers', 'nest box', 'bird box', 'solar lights', 'garden lights', 'fire pit'];
const TOGETHER_WORDS = ['together', 'for two', 'for 2', 'two people', 'both of you', 'shared', 'share', 'class', 'classes', 'workshop', 'lesson', 'lessons', 'tickets', 'tour', 'tasting', 'experience', 'date', 'couples', 'day out', 'night out', 'game night', 'board game', 'cooking class', 'joint', 'side by side', 'duo', 'team', 'couple'];

// ---------------------------------------------------------------------------------------------------------------
// Word matching

const normalize = (text: string) => text.toLowerCase().replace(/[’‘`]/g, "'").replace(/[‐‑–—]/g, '-');

const patterns = new Map<string, RegExp>();
/** A word or phrase on word boundaries, case-insensitive, with an optional plural or possessive; spaces and hyphens interchangeable. */
function pattern(word: string): RegExp {
  let found = patterns.get(word);
  if (!found) {
    const body = normalize(word)
      .trim()
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join('[\\s-]+');
    // "bras" must not match "brass": a word that already ends in s takes no second s.
    const suffix = /s$/.test(body) ? "(?:es|'s)?" : "(?:s|es|'s)?";
    found = new RegExp(`(?<![\\p{L}\\p{N}])${body}${suffix}(?![\\p{L}\\p{N}])`, 'giu');
    patterns.set(word, found);
  }
  found.lastIndex = 0;
  return found;
}

/** The words of `words` that `text` contains, on word boundaries. */
export function wordsIn(text: string, words: readonly string[]): string[] {
  const lower = normalize(text);
  return words.filter((word) => pattern(word).test(lower));
}

const remove = (text: string, phrases: readonly string[]) => phrases.reduce((rest, phrase) => rest.replace(pattern(phrase), ' '), normalize(text));

/** "No X", "without X", "X-free", "non-X", "free of X": what an idea says it does not contain is not in it. */
const NEGATED = [
  /(?<![\p{L}\p{N}])(?:no|non|without|zero|never|free\s+(?:of|from))[\s-]+(?:added\s+)?[\p{L}']+(?:(?:\s*,\s*|\s+(?:or|and|nor)\s+)[\p{L}']+)*/gu,
  /(?<![\p{L}\p{N}'])\p{L}[\p{L}']*[\s-]free(?![\p{L}\p{N}])/gu,
];
const withoutNegations = (text: string) => NEGATED.reduce((rest, negation) => rest.replace(negation, ' '), normalize(text));

/** The words of a limit that an idea's text contains: negations, safe phrases and ideas that say they are free of it pass. */
export function limitWordsIn(text: string, limit: string): string[] {
  const list = LIMIT_WORDS[limit];
  if (!list) return [];
  if (list.freeOf && wordsIn(text, list.freeOf).length > 0) return [];
  return wordsIn(remove(withoutNegations(text), list.safe ?? []), list.words);
}

const ideaText = (idea: GiftSuggestion) => [idea.title, idea.description, ...(idea.tags ?? [])].join(' . ');

// ---------------------------------------------------------------------------------------------------------------
// The person

const GRIEF = /\b(sympathy|condolences?|bereave\w*|grie\w*|funeral|passed away|passed|died|dies|death|loss|lost (?:her|his|their|my)|mourning|memorial|rip)\b/i;
const ILLNESS = /\b(get[- ]well|surgery|operation|chemo\w*|hospital\w*|recover\w*|illness|ill|cancer|injur\w*|broken (?:leg|arm|wrist|ankle|hip)|sick|diagnos\w*)\b/i;
const NON_BINARY = /\b(non[- ]?binary|enby|they\/them|genderqueer|genderfluid|agender)\b/i;

export type Mood = 'grief' | 'illness' | 'ordinary';

/** Grief or illness, from the occasion the visitor chose or typed. */
export function moodOf(info: Pick<RecipientInfo, 'occasion'>): Mood {
  if (!info.occasion.startsWith('other')) return 'ordinary';
  if (GRIEF.test(info.occasion)) return 'grief';
  if (ILLNESS.test(info.occasion)) return 'illness';
  return 'ordinary';
}

/** Who the ideas are for: the case's override, else the form's gender (non-binary people said in free text are neutral) and age. */
export function audienceOf(info: RecipientInfo, expect: Pick<CaseExpectation, 'audience'> = {}): { gender: AudienceGender; age?: number } {
  const said = [info.personality, info.culturalConsiderations, info.interests].join(' ');
  const gender = expect.audience?.gender ?? (info.gender === 'male' || info.gender === 'female' ? (NON_BINARY.test(said) ? 'neutral' : info.gender) : 'neutral');
  return { gender, age: expect.audience?.age ?? info.age };
}

/** Limits that hold for everyone in this situation: romance for partners only, no celebration in grief or illness. */
export function impliedLimits(info: RecipientInfo): string[] {
  const implied: string[] = [];
  const partner = /^partner$|^other:\s*(?:my\s+)?(?:wife|husband|girlfriend|boyfriend|fianc\S*|spouse|partner)\b/i.test(info.relationship);
  // A wedding or an anniversary is a couple's: a date night or a honeymoon fits them whoever asks.
  const couple = /^(wedding|anniversary)$|^other:.*\b(wedding|anniversary|honeymoon|engagement)\b/i.test(info.occasion);
  if (!partner && !couple) implied.push('romantic');
  if (moodOf(info) !== 'ordinary') implied.push('celebratory');
  return implied;
}

/** The person's own words an idea's text may legitimately contain (a man who loves makeup, a partner who reads romance). */
const ownText = (info: RecipientInfo) => [info.interests, info.personality].join(' . ');

// ---------------------------------------------------------------------------------------------------------------
// Figures on one answer

export interface IdeaBreak {
  title: string;
  rule: string;
  words: string[];
}

/** Ideas that contain a word of one of the limits or of the forbidden words. Implied limits yield to the person's own words. */
export function limitBreaks(ideas: GiftSuggestion[], info: RecipientInfo, expect: Pick<CaseExpectation, 'limits' | 'forbiddenWords'>): IdeaBreak[] {
  const own = ownText(info);
  const stated = new Set(expect.limits);
  const breaks: IdeaBreak[] = [];
  for (const idea of ideas) {
    const text = ideaText(idea);
    for (const limit of new Set([...expect.limits, ...impliedLimits(info)])) {
      // Exertion is in doing the activity, not reading about it (see LIMIT_WORDS): a runner's memoir may speak of marathon training.
      if (limit === 'physical-exertion' && idea.category === 'books') continue;
      let words = limitWordsIn(text, limit);
      if (!stated.has(limit)) words = words.filter((word) => wordsIn(own, [word]).length === 0);
      if (words.length > 0) breaks.push({ title: idea.title, rule: limit, words });
    }
    const forbidden = wordsIn(withoutNegations(text), expect.forbiddenWords ?? []);
    if (forbidden.length > 0) breaks.push({ title: idea.title, rule: 'forbidden', words: forbidden });
  }
  return breaks;
}

/** Ideas meant for another gender or an unsuitable age. */
export function audienceBreaks(ideas: GiftSuggestion[], info: RecipientInfo, expect: Pick<CaseExpectation, 'audience'> = {}): IdeaBreak[] {
  const audience = audienceOf(info, expect);
  const own = ownText(info);
  const lists: [string, string[], string[]][] = [];
  if (audience.gender !== 'female') lists.push(['gender', GENDERED_WORDS.forWomen, []]);
  if (audience.gender !== 'male') lists.push(['gender', GENDERED_WORDS.forMen, []]);
  for (const band of AGE_WORDS) if (audience.age !== undefined && audience.age < band.under) lists.push([`age under ${band.under}`, band.words, band.safe ?? []]);
  const breaks: IdeaBreak[] = [];
  for (const idea of ideas) {
    const text = remove(withoutNegations(ideaText(idea)), []);
    for (const [rule, words, safe] of lists) {
      const found = wordsIn(remove(text, safe), words).filter((word) => wordsIn(own, [word]).length === 0);
      if (found.length > 0) breaks.push({ title: idea.title, rule, words: found });
    }
  }
  return breaks;
}

/** The stated interests an idea is about. */
export function interestsOf(idea: GiftSuggestion, interests: InterestExpectation[]): string[] {
  const text = ideaText(idea);
  return interests.filter((interest) => wordsIn(text, interest.match).length > 0).map((interest) => interest.said);
}

const STOP_WORDS = new Set(
  `a about above after again against all also always am an and any anything are around as at away back be because been before being below between both
  but by can cannot could did does doing done down during each else even ever every everything few for from further get gets getting give given go goes
  going good great had has have having he her here hers herself him himself his how however i if in into is it its itself just kind know last less like
  liked likes lot lots love loved loves lovely loving make makes many may maybe me more most much must my myself need needs never new nice no nor not
  nothing now of off often old on once one only or other our ours out over own people person quite rather really same she should since so some
  something sometimes still stuff such than that the their theirs them themselves then there these they thing things this those though through
  thus time times to too under until up upon us very want wants was way we well were what when where which while who whom whose why will with
  within without would year years yet you your yours enjoy enjoys enjoyed into fan fond big huge little loads usually pretty sort super always
  these gift gifts idea ideas anyone someone somebody everyone basically mostly generally currently recently lately already bit totally
  doesn't don't isn't can't won't didn't wouldn't shouldn't he's she's they're it's i'm we're lives living life getting makes making made
  friend friends year's years' type guy girl lady thinks think feel feels family office work colleague colleagues please honestly
  actually obviously especially christmas birthday gifting present presents`.split(/\s+/),
);
const WORD = /[\p{L}][\p{L}'-]*/gu;
const stem = (word: string) => word.replace(/'s$/, '').replace(/(?:ings|ing|ers|er|ed|es|s)$/, '').replace(/(.)\1$/, '$1');

/** The person's own details a reason can speak of: name tokens, and content words (≥ 4 letters, no stop word) of their interests, personality and limits. */
export function ownDetails(info: RecipientInfo): { names: string[]; stems: Set<string> } {
  const names = (info.name.match(WORD) ?? []).filter((token) => token.length >= 2 && !STOP_WORDS.has(token.toLowerCase()));
  const words = [info.interests, info.personality, info.culturalConsiderations].join(' ').toLowerCase().match(WORD) ?? [];
  const stems = new Set(words.filter((word) => word.replace(/[^\p{L}]/gu, '').length >= 4 && !STOP_WORDS.has(word)).map(stem).filter((word) => word.length >= 3));
  return { names, stems };
}

/** A reason uses the person's details when it names them or uses one of their content words (stemmed: "gardening" and "garden" agree). */
export function usesOwnDetails(reason: string, details: ReturnType<typeof ownDetails>): boolean {
  if (details.names.length > 0 && wordsIn(reason, details.names).length > 0) return true;
  return (reason.toLowerCase().match(WORD) ?? []).some((word) => details.stems.has(stem(word)));
}

/** A reason's first four words, lowercased, with the person's name as <name>. */
export function openingOf(reason: string, names: string[]): string {
  let text = normalize(reason);
  for (const name of names) text = text.replace(pattern(name), '<name>');
  return (text.match(/<name>|[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).slice(0, 4).join(' ');
}

/**
 * The four-word phrases of a reason wherever they stand, with the person's name as <name> and their pronouns as one:
 * a frame ("just the thing for", "a good match for <they>") shows through a list however the openings vary.
 */
export function phrasesOf(reason: string, names: string[]): Set<string> {
  let text = normalize(reason);
  for (const name of names) text = text.replace(pattern(name), '<name>');
  const words = (text.match(/<name>|[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).map((word) => (PRONOUNS.has(word) ? '<they>' : word));
  const phrases = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) phrases.add(words.slice(i, i + 4).join(' '));
  return phrases;
}
const PRONOUNS = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'his', 'hers', 'their', 'theirs']);

/** The phrase found in most reasons, and the share of reasons it is in. */
export function topPhrase(reasons: Set<string>[]): { phrase: string; count: number; share: number } {
  const counts = new Map<string, number>();
  for (const phrases of reasons) for (const phrase of phrases) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  let phrase = '';
  let count = 0;
  for (const [candidate, n] of counts) if (n > count) [phrase, count] = [candidate, n];
  return { phrase, count, share: reasons.length ? count / reasons.length : 0 };
}

/** The most common four-word opening and its share of the reasons. */
export function topOpening(openings: string[]): { opening: string; count: number; share: number } {
  const counts = new Map<string, number>();
  for (const opening of openings) if (opening) counts.set(opening, (counts.get(opening) ?? 0) + 1);
  let opening = '';
  let count = 0;
  for (const [candidate, n] of counts) if (n > count) [opening, count] = [candidate, n];
  return { opening, count, share: openings.length ? count / openings.length : 0 };
}

const titleKey = (title: string) => normalize(title).replace(/\s+/g, ' ').trim();

/** The idea titles given to the most different cases. */
export function mostRepeated(answers: { id: string; titles: string[] }[]): { title: string; count: number; cases: string[] } {
  const byTitle = new Map<string, { title: string; cases: Set<string> }>();
  for (const answer of answers)
    for (const title of answer.titles) {
      const entry = byTitle.get(titleKey(title)) ?? { title, cases: new Set<string>() };
      entry.cases.add(answer.id);
      byTitle.set(titleKey(title), entry);
    }
  let top = { title: '', count: 0, cases: [] as string[] };
  for (const entry of byTitle.values()) if (entry.cases.size > top.count) top = { title: entry.title, count: entry.cases.size, cases: [...entry.cases] };
  return top;
}

// ---------------------------------------------------------------------------------------------------------------
// Refine, compare, cards

export const CUSTOM_INSTRUCTIONS = ['under $20', 'handmade', 'for the garden', 'something to do together', 'no gadgets'] as const;
export const COMPARE_CRITERIA = ['practicality', 'uniqueness', 'value for money', undefined] as const;
/** The cheapest price a real gift plausibly has: below it, "cheaper" cannot be asked to go further. */
const CHEAPEST_PLAUSIBLE = 10;

/** Why a refinement did not do what it was asked; empty when it did. */
export function refineProblems(kind: RefineRequest['refineType'], instruction: string | undefined, original: GiftSuggestion[], refined: GiftSuggestion[], expect: CaseExpectation): string[] {
  const problems: string[] = [];
  if (refined.length === 0) return ['no ideas'];
  const before = new Set(original.map((idea) => titleKey(idea.title)));
  const repeated = refined.filter((idea) => before.has(titleKey(idea.title))).map((idea) => idea.title);
  const seen = new Set<string>();
  const duplicated = refined.filter((idea) => seen.size === seen.add(titleKey(idea.title)).size).map((idea) => idea.title);
  if (duplicated.length > 0) problems.push(`the same idea twice: ${duplicated.join(', ')}`);
  switch (kind) {
    case 'cheaper': {
      const average = original.reduce((sum, idea) => sum + idea.price, 0) / Math.max(original.length, 1);
      const bound = 0.75 * average >= CHEAPEST_PLAUSIBLE ? 0.75 * average : average;
      const dear = refined.filter((idea) => idea.price > bound + 1e-9);
      if (dear.length > 0) problems.push(`not cheaper than $${bound.toFixed(2)} (${0.75 * average >= CHEAPEST_PLAUSIBLE ? '¾ of' : ''} the originals' average): ${dear.map((idea) => `${idea.title} $${idea.price}`).join(', ')}`);
      break;
    }
    case 'similar':
      if (expect.interests.length > 0 && !refined.some((idea) => interestsOf(idea, expect.interests).length > 0)) problems.push('no idea about a stated interest');
      if (repeated.length > 0) problems.push(`repeats: ${repeated.join(', ')}`);
      break;
    case 'more_options':
    case 'different_type':
      if (repeated.length > 0) problems.push(`repeats: ${repeated.join(', ')}`);
      break;
    case 'custom':
      problems.push(...customProblems(instruction ?? '', refined));
      break;
  }
  return problems;
}

/** Whether each idea honours a custom instruction's content: a price, handmade, for the garden, together, no gadgets. */
export function customProblems(instruction: string, ideas: GiftSuggestion[]): string[] {
  const problems: string[] = [];
  const lower = instruction.toLowerCase();
  const miss = (what: string, ok: (idea: GiftSuggestion) => boolean) => {
    const off = ideas.filter((idea) => !ok(idea));
    if (off.length > 0) problems.push(`not ${what}: ${off.map((idea) => idea.title).join(', ')}`);
  };
  const limit = /(?:under|below|less than|max(?:imum)?|up to)\s*(?:\$\s*)?(\d+(?:\.\d+)?)/.exec(lower);
  if (limit) miss(`≤ $${limit[1]}`, (idea) => idea.price <= Number(limit[1]));
  if (/hand\s*-?made|handcrafted/.test(lower)) miss('handmade', (idea) => wordsIn(ideaText(idea), HANDMADE_WORDS).length > 0);
  if (/garden/.test(lower)) miss('for the garden', (idea) => wordsIn(ideaText(idea), GARDEN_WORDS).length > 0);
  if (/together|for two|with me|with us/.test(lower)) miss('something to do together', (idea) => idea.category === 'experience' || wordsIn(ideaText(idea), TOGETHER_WORDS).length > 0);
  if (/no gadgets?|no tech|nothing electronic/.test(lower))
    miss('gadget-free', (idea) => idea.category !== 'tech' && wordsIn(withoutNegations(ideaText(idea)), LIMIT_WORDS.gadgets.words).length === 0);
  return problems;
}

/** Why a comparison is not usable or does not follow its criterion; empty when it is and does. */
export function compareProblems(gifts: GiftSuggestion[], comparison: Comparison, criterion: string | undefined): string[] {
  const problems: string[] = [];
  const parsed = comparisonSchema.safeParse(comparison);
  if (!parsed.success) problems.push(`not the comparison schema: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  const rows = comparison.giftComparisons ?? [];
  if (rows.length !== gifts.length) problems.push(`${rows.length} rows for ${gifts.length} gifts`);
  for (const row of rows) {
    const ratings = [row.interestMatch, row.personalityMatch, row.valueRating, row.uniquenessRating, row.practicalityRating];
    if (ratings.some((rating) => typeof rating !== 'number' || !(rating >= 0 && rating <= 10))) problems.push(`rating outside 0-10 for ${row.giftTitle}`);
    if ((row.pros?.length ?? 0) + (row.cons?.length ?? 0) === 0) problems.push(`no pro or con for ${row.giftTitle}`);
  }
  const recommended = titleKey(comparison.recommendation?.recommendedGift ?? '');
  const index = gifts.findIndex((gift) => titleKey(gift.title) === recommended || (recommended.length > 3 && (recommended.includes(titleKey(gift.title)) || titleKey(gift.title).includes(recommended))));
  if (index < 0) return [...problems, `recommends "${comparison.recommendation?.recommendedGift}", not one of the gifts`];
  const row = rows.find((entry) => titleKey(entry.giftTitle) === titleKey(gifts[index].title)) ?? rows[index];
  const lower = (criterion ?? '').toLowerCase();
  if (/value|money|price|cheap|afford/.test(lower)) {
    const cheaper = gifts.filter((gift) => gift.price < gifts[index].price).length;
    if (cheaper >= Math.ceil(gifts.length / 2)) problems.push(`"${criterion}" but recommends ${gifts[index].title} at $${gifts[index].price}, not among the cheapest half`);
  }
  const rated: [RegExp, keyof Comparison['giftComparisons'][number]][] = [
    [/practical/, 'practicalityRating'],
    [/unique|original/, 'uniquenessRating'],
  ];
  for (const [criterionPattern, key] of rated)
    if (criterionPattern.test(lower) && row) {
      const best = Math.max(...rows.map((entry) => Number(entry[key])));
      if (Number(row[key]) < best) problems.push(`"${criterion}" but recommends ${row.giftTitle} (${key} ${row[key]}), below the best ${best}`);
    }
  return problems;
}

/** Why a card message does not fit; empty when it does. */
export function cardProblems(card: string, info: RecipientInfo, sombre: boolean): string[] {
  const problems: string[] = [];
  if (card.trim().length === 0) return ['empty card'];
  if (sombre) {
    const found = wordsIn(withoutNegations(card), CELEBRATORY.words);
    if (found.length > 0) problems.push(`celebratory words in a ${moodOf(info) === 'illness' ? 'get-well' : 'sympathy'} card: ${found.join(', ')}`);
  }
  const names = ownDetails(info).names;
  if (names.length > 0 && wordsIn(card, names).length === 0) problems.push(`does not name ${info.name}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// The run

export type Operation = 'clarify' | 'suggest' | 'refine' | 'compare' | 'cardMessage';

export interface EvaluateOptions {
  /** How many cases (evenly spread) also get every refinement and comparisons; default 12. */
  sample?: number;
  /** Cases run at the same time; default 1 (latency figures are then per call without contention). */
  concurrency?: number;
  /** How many worst answers the report keeps; default 5. */
  worst?: number;
  /** Called after each case, for progress. */
  onCase?: (done: number, total: number) => void;
}

export interface Threshold {
  op: '>=' | '<=';
  value: number;
}

export interface Figure {
  key: string;
  label: string;
  value: number;
  unit: '%' | 'count' | 'ideas';
  threshold?: Threshold;
  pass?: boolean;
  /** What the figure counted, and the worst offenders. */
  detail?: string;
}

export interface Latency {
  operation: Operation;
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

export interface CaseResult {
  id: string;
  info: RecipientInfo;
  ideas: GiftSuggestion[];
  error?: string;
  problems: string[];
  cards: string[];
}

export interface Report {
  engine: string;
  cases: number;
  sampled: number;
  figures: Figure[];
  latency: Latency[];
  worst: CaseResult[];
  results: CaseResult[];
  pass: boolean;
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Evenly spread indexes of `count` cases out of `total`. */
export function sampleIndexes(total: number, count: number): Set<number> {
  const n = Math.min(total, Math.max(0, count));
  return new Set(Array.from({ length: n }, (_, i) => Math.floor((i * total) / n)));
}

/** Turns a case file's entries into cases, with the form's defaults applied exactly as the API applies them. */
export function parseCases(raw: unknown): { id: string; info: RecipientInfo; expect: CaseExpectation }[] {
  if (!Array.isArray(raw)) throw new Error('a case file holds a JSON array of cases');
  const ids = new Set<string>();
  return raw.map((entry: EvalCase, index) => {
    const id = entry?.id ?? `#${index + 1}`;
    if (ids.has(id)) throw new Error(`case ${id}: the id is used twice`);
    ids.add(id);
    const info = recipientInfoSchema.safeParse(entry?.info);
    if (!info.success) throw new Error(`case ${id}: ${info.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    const expect = entry.expect ?? { interests: [], limits: [] };
    const unknown = (expect.limits ?? []).filter((limit) => !LIMIT_WORDS[limit]);
    if (unknown.length > 0) throw new Error(`case ${id}: unknown limits ${unknown.join(', ')} (known: ${Object.keys(LIMIT_WORDS).join(', ')})`);
    return { id, info: info.data, expect: { ...expect, interests: expect.interests ?? [], limits: expect.limits ?? [] } };
  });
}

async function pool<T>(items: T[], concurrency: number, run: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await run(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

interface CaseWork {
  result: CaseResult;
  expect: CaseExpectation;
  answered: boolean;
  wellFormed: boolean;
  overBudget: number;
  limitBreaks: IdeaBreak[];
  audienceBreaks: IdeaBreak[];
  ideasOnInterest: number;
  reasons: { text: string; own: boolean; opening: string; phrases: Set<string> }[];
  clarified?: boolean;
  refine: { kind: RefineRequest['refineType']; instruction?: string; problems: string[] }[];
  compare: { criterion?: string; problems: string[] }[];
  cardProblems: string[];
  cardsDiffer?: boolean;
  sombre: boolean;
}

/**
 * Runs every case through the engine (clarify, suggest and two card messages; refinements and comparisons on an
 * evenly spread sample) and measures the figures of issue 16 against its thresholds.
 */
export async function evaluate(engine: GiftEngine, cases: { id: string; info: RecipientInfo; expect: CaseExpectation }[], options: EvaluateOptions = {}): Promise<Report> {
  const sampled = sampleIndexes(cases.length, options.sample ?? 12);
  const timings: Record<Operation, number[]> = { clarify: [], suggest: [], refine: [], compare: [], cardMessage: [] };
  const timed = async <T>(operation: Operation, call: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await call();
    } finally {
      timings[operation].push(performance.now() - start);
    }
  };
  const work: CaseWork[] = new Array(cases.length);
  let done = 0;

  await pool(cases, options.concurrency ?? 1, async ({ id, info, expect }, index) => {
    const result: CaseResult = { id, info, ideas: [], problems: [], cards: [] };
    const sombre = moodOf(info) !== 'ordinary' || expect.limits.includes('celebratory');
    const entry: CaseWork = { result, expect, answered: false, wellFormed: false, overBudget: 0, limitBreaks: [], audienceBreaks: [], ideasOnInterest: 0, reasons: [], refine: [], compare: [], cardProblems: [], sombre };
    work[index] = entry;
    try {
      entry.clarified = (await timed('clarify', () => engine.clarify(info))).needsClarification;
      if (entry.clarified && !expect.vague) result.problems.push('asked to clarify though the interests say enough');
    } catch (error) {
      result.problems.push(`clarify failed: ${message(error)}`);
    }
    let response: GiftResponse | undefined;
    try {
      response = await timed('suggest', () => engine.suggest(info, { avoidTitles: [], dislikedCategories: [] }));
    } catch (error) {
      result.error = `suggest failed: ${message(error)}`;
      result.problems.push(result.error);
    }
    const ideas = response?.suggestions ?? [];
    result.ideas = ideas;
    entry.answered = ideas.length > 0;
    if (!entry.answered && !result.error) result.problems.push('no ideas');
    if (response) {
      const parsed = giftResponseSchema.safeParse(response);
      entry.wellFormed = parsed.success;
      if (!parsed.success) result.problems.push(`not the API's answer schema: ${parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    }

    const budget = info.budget >= NO_BUDGET_LIMIT ? Infinity : info.budget;
    for (const idea of ideas)
      if (!(idea.price <= budget)) {
        entry.overBudget++;
        result.problems.push(`over the $${info.budget} budget: ${idea.title} $${idea.price}`);
      }
    entry.limitBreaks = limitBreaks(ideas, info, expect);
    for (const found of entry.limitBreaks) result.problems.push(`breaks ${found.rule}: ${found.title} (${found.words.join(', ')})`);
    entry.audienceBreaks = audienceBreaks(ideas, info, expect);
    for (const found of entry.audienceBreaks) result.problems.push(`wrong ${found.rule}: ${found.title} (${found.words.join(', ')})`);
    entry.ideasOnInterest = ideas.filter((idea) => interestsOf(idea, expect.interests).length > 0).length;
    if (entry.answered && expect.interests.length > 0 && entry.ideasOnInterest === 0) result.problems.push(`no idea about ${expect.interests.map((interest) => interest.said).join(', ')}`);
    const details = ownDetails(info);
    for (const idea of ideas)
      for (const text of [idea.reasoning, idea.personalizedReasoning]) {
        const own = usesOwnDetails(text ?? '', details);
        entry.reasons.push({ text: text ?? '', own, opening: openingOf(text ?? '', details.names), phrases: phrasesOf(text ?? '', details.names) });
        if (!own) result.problems.push(`reason without their details: "${text}"`);
      }

    const cardFor = ideas[0]?.title ?? '';
    for (let i = 0; i < 2; i++) {
      try {
        const card = await timed('cardMessage', () => engine.cardMessage(info, cardFor));
        result.cards.push(card);
        entry.cardProblems.push(...cardProblems(card, info, sombre));
      } catch (error) {
        entry.cardProblems.push(`card failed: ${message(error)}`);
      }
    }
    if (result.cards.length === 2) entry.cardsDiffer = titleKey(result.cards[0]) !== titleKey(result.cards[1]);
    if (entry.cardsDiffer === false) entry.cardProblems.push('two cards for the same person are the same');
    result.problems.push(...[...new Set(entry.cardProblems)].map((problem) => `card: ${problem}`));

    if (sampled.has(index) && response && ideas.length > 0) {
      const asks: { kind: RefineRequest['refineType']; instruction?: string }[] = [
        { kind: 'cheaper' },
        { kind: 'similar' },
        { kind: 'more_options' },
        { kind: 'different_type' },
        ...CUSTOM_INSTRUCTIONS.map((instruction) => ({ kind: 'custom' as const, instruction })),
      ];
      for (const ask of asks) {
        const request: RefineRequest = { originalSuggestion: response, refineType: ask.kind, recipientInfo: info, ...(ask.instruction && { customInstructions: ask.instruction }) };
        let problems: string[];
        try {
          const refined = await timed('refine', () => engine.refine(request, { avoidTitles: ideas.map((idea) => idea.title), dislikedCategories: [] }));
          problems = refineProblems(ask.kind, ask.instruction, ideas, refined.suggestions ?? [], expect);
        } catch (error) {
          problems = [`failed: ${message(error)}`];
        }
        entry.refine.push({ ...ask, problems });
        for (const problem of problems) result.problems.push(`refine ${ask.instruction ? `"${ask.instruction}"` : ask.kind}: ${problem}`);
      }
      if (ideas.length >= 2) {
        const gifts = ideas.slice(0, 3);
        for (const criterion of COMPARE_CRITERIA) {
          let problems: string[];
          try {
            const comparison = await timed('compare', () => engine.compare(gifts, info, criterion));
            problems = compareProblems(gifts, comparison, criterion);
          } catch (error) {
            problems = [`failed: ${message(error)}`];
          }
          entry.compare.push({ criterion, problems });
          for (const problem of problems) result.problems.push(`compare (${criterion ?? 'no criterion'}): ${problem}`);
        }
      }
    }
    options.onCase?.(++done, cases.length);
  });

  return report(engine.name, work, sampled.size, timings, options.worst ?? 5);
}

function report(engineName: string, work: CaseWork[], sampled: number, timings: Record<Operation, number[]>, worstCount: number): Report {
  const figures: Figure[] = [];
  const add = (figure: Figure) => {
    if (figure.threshold) figure.pass = figure.threshold.op === '>=' ? figure.value >= figure.threshold.value - 1e-9 : figure.value <= figure.threshold.value + 1e-9;
    figures.push(figure);
  };
  const n = work.length;
  const ideas = work.flatMap((entry) => entry.result.ideas);
  const answered = work.filter((entry) => entry.answered).length;
  const failed = work.filter((entry) => entry.result.error);
  add({ key: 'answered', label: 'Cases answered with at least one idea', value: percent(answered, n), unit: '%', threshold: { op: '>=', value: 100 }, detail: failed.length ? `failed: ${failed.slice(0, 3).map((entry) => `${entry.result.id} (${entry.result.error})`).join('; ')}` : undefined });
  const counts = work.map((entry) => entry.result.ideas.length);
  add({ key: 'ideas-per-case', label: 'Ideas per case (mean; min–max)', value: n ? ideas.length / n : 0, unit: 'ideas', detail: n ? `${Math.min(...counts)}–${Math.max(...counts)}` : undefined });
  add({ key: 'well-formed', label: "Answers that match the API's schema", value: percent(work.filter((entry) => entry.wellFormed).length, work.filter((entry) => entry.answered).length), unit: '%', threshold: { op: '>=', value: 100 } });
  const over = work.reduce((sum, entry) => sum + entry.overBudget, 0);
  add({ key: 'within-budget', label: 'Prices within budget', value: percent(ideas.length - over, ideas.length), unit: '%', threshold: { op: '>=', value: 100 }, detail: `${over} of ${ideas.length} ideas over` });
  const limits = work.flatMap((entry) => entry.limitBreaks.map((found) => ({ id: entry.result.id, ...found })));
  add({ key: 'limit-breaks', label: 'Ideas that break a stated limit', value: limits.length, unit: 'count', threshold: { op: '<=', value: 0 }, detail: limits.slice(0, 4).map((found) => `${found.id}: ${found.title} [${found.rule}: ${found.words.join(', ')}]`).join('; ') || undefined });
  const audience = work.flatMap((entry) => entry.audienceBreaks.map((found) => ({ id: entry.result.id, ...found })));
  add({ key: 'audience-breaks', label: 'Ideas meant for another gender or age', value: audience.length, unit: 'count', threshold: { op: '<=', value: 0 }, detail: audience.slice(0, 4).map((found) => `${found.id}: ${found.title} [${found.rule}: ${found.words.join(', ')}]`).join('; ') || undefined });

  const withInterests = work.filter((entry) => entry.expect.interests.length > 0);
  const covered = withInterests.filter((entry) => entry.ideasOnInterest > 0);
  add({ key: 'interest-coverage', label: 'Recipients with an idea about a stated interest', value: percent(covered.length, withInterests.length), unit: '%', threshold: { op: '>=', value: 95 }, detail: missed(withInterests) });
  const named = withInterests.filter((entry) => entry.expect.properNames);
  add({ key: 'proper-name-coverage', label: '… of those whose interests are proper names only', value: percent(named.filter((entry) => entry.ideasOnInterest > 0).length, named.length), unit: '%', threshold: { op: '>=', value: 95 }, detail: `${named.length} cases; ${missed(named) ?? 'none missed'}` });
  const interestIdeas = withInterests.flatMap((entry) => entry.result.ideas);
  add({ key: 'ideas-on-interest', label: 'Ideas tied to a stated interest', value: percent(withInterests.reduce((sum, entry) => sum + entry.ideasOnInterest, 0), interestIdeas.length), unit: '%', threshold: { op: '>=', value: 60 } });

  const repeated = mostRepeated(work.map((entry) => ({ id: entry.result.id, titles: entry.result.ideas.map((idea) => idea.title) })));
  add({ key: 'repetition', label: 'Most cases one idea title appears in', value: repeated.count, unit: 'count', threshold: { op: '<=', value: Math.floor((3 * n) / 40) }, detail: repeated.count ? `"${repeated.title}" (3 of 40 people, scaled to ${n})` : undefined });

  const reasons = work.flatMap((entry) => entry.reasons);
  add({ key: 'reasons-own-details', label: "Reasons that use the person's own details", value: percent(reasons.filter((reason) => reason.own).length, reasons.length), unit: '%', threshold: { op: '>=', value: 90 }, detail: `${reasons.length} reasons` });
  const opening = topOpening(reasons.map((reason) => reason.opening));
  add({ key: 'reasons-top-opening', label: 'Most common four-word opening of reasons', value: 100 * opening.share, unit: '%', threshold: { op: '<=', value: 5 }, detail: opening.count ? `"${opening.opening}" ×${opening.count}` : undefined });
  const phrase = topPhrase(reasons.map((reason) => reason.phrases));
  add({ key: 'reasons-top-phrase', label: 'Most common four-word phrase anywhere in reasons', value: 100 * phrase.share, unit: '%', threshold: { op: '<=', value: 5 }, detail: phrase.count ? `"${phrase.phrase}" ×${phrase.count}` : undefined });

  const refines = work.flatMap((entry) => entry.refine.map((ask) => ({ id: entry.result.id, ...ask })));
  const groups: [string, string, (ask: (typeof refines)[number]) => boolean][] = [
    ['refine-cheaper', 'Refine "cheaper": every idea ≤ ¾ of the average', (ask) => ask.kind === 'cheaper'],
    ['refine-similar', 'Refine "similar": on an interest, nothing repeated', (ask) => ask.kind === 'similar'],
    ['refine-more', 'Refine "more options": nothing repeated', (ask) => ask.kind === 'more_options'],
    ['refine-different', 'Refine "different type": nothing repeated', (ask) => ask.kind === 'different_type'],
    ...CUSTOM_INSTRUCTIONS.map((instruction): [string, string, (ask: (typeof refines)[number]) => boolean] => [`refine-custom-${instruction.replace(/\W+/g, '-')}`, `Refine custom "${instruction}" honoured`, (ask) => ask.instruction === instruction]),
  ];
  for (const [key, label, matches] of groups) {
    const asked = refines.filter(matches);
    const failing = asked.filter((ask) => ask.problems.length > 0);
    add({ key, label, value: percent(asked.length - failing.length, asked.length), unit: '%', threshold: { op: '>=', value: 100 }, detail: failing.length ? `${failing.length}/${asked.length} fail; ${failing[0].id}: ${failing[0].problems[0]}` : `${asked.length} tried` });
  }
  const compares = work.flatMap((entry) => entry.compare.map((ask) => ({ id: entry.result.id, ...ask })));
  const badCompares = compares.filter((ask) => ask.problems.length > 0);
  add({ key: 'compare', label: 'Comparisons valid and following the criterion', value: percent(compares.length - badCompares.length, compares.length), unit: '%', threshold: { op: '>=', value: 100 }, detail: badCompares.length ? `${badCompares.length}/${compares.length} fail; ${badCompares[0].id}: ${badCompares[0].problems[0]}` : `${compares.length} tried` });

  const sombre = work.filter((entry) => entry.sombre);
  const celebrating = sombre.filter((entry) => entry.cardProblems.some((problem) => problem.startsWith('celebratory')));
  add({ key: 'cards-sombre', label: 'Sympathy and get-well cards without celebration', value: percent(sombre.length - celebrating.length, sombre.length), unit: '%', threshold: { op: '>=', value: 100 }, detail: celebrating.length ? `${celebrating[0].result.id}: ${celebrating[0].cardProblems.find((problem) => problem.startsWith('celebratory'))}` : `${sombre.length} cases` });
  const namedCases = work.filter((entry) => ownDetails(entry.result.info).names.length > 0 && entry.result.cards.length > 0);
  const unnamed = namedCases.filter((entry) => entry.cardProblems.some((problem) => problem.startsWith('does not name')));
  add({ key: 'cards-name', label: 'Cards that name the recipient (when named)', value: percent(namedCases.length - unnamed.length, namedCases.length), unit: '%', threshold: { op: '>=', value: 100 }, detail: unnamed.length ? `e.g. ${unnamed[0].result.id}: "${unnamed[0].result.cards[0]}"` : undefined });
  const pairs = work.filter((entry) => entry.cardsDiffer !== undefined);
  add({ key: 'cards-differ', label: 'Two cards for the same person differ', value: percent(pairs.filter((entry) => entry.cardsDiffer).length, pairs.length), unit: '%', threshold: { op: '>=', value: 100 } });
  const clarifiable = work.filter((entry) => entry.clarified !== undefined && !entry.expect.vague);
  const needless = clarifiable.filter((entry) => entry.clarified);
  add({ key: 'clarify-needless', label: 'Clarification asked though interests were given', value: percent(needless.length, clarifiable.length), unit: '%', detail: needless.length ? needless.slice(0, 5).map((entry) => entry.result.id).join(', ') : undefined });

  const latency = (Object.keys(timings) as Operation[])
    .filter((operation) => timings[operation].length > 0)
    .map((operation) => {
      const sorted = [...timings[operation]].sort((a, b) => a - b);
      return { operation, calls: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] };
    });
  const results = work.map((entry) => entry.result);
  const worst = [...results].sort((a, b) => b.problems.length - a.problems.length || a.id.localeCompare(b.id)).slice(0, worstCount).filter((result) => result.problems.length > 0);
  return { engine: engineName, cases: n, sampled, figures, latency, worst, results, pass: figures.every((figure) => figure.pass !== false) };
}

function missed(entries: CaseWork[]): string | undefined {
  const without = entries.filter((entry) => entry.ideasOnInterest === 0);
  return without.length ? `missed: ${without.slice(0, 6).map((entry) => `${entry.result.id} (${entry.expect.interests.map((interest) => interest.said).join(', ')})`).join('; ')}${without.length > 6 ? ` and ${without.length - 6} more` : ''}` : undefined;
}
