import type { GiftCategory } from '@presently/proto';
import { ACHIEVEMENT, anniversaryYear, henOrStagDo } from '../person/occasion';
import { aboutLove, InterestLexicon } from '../person/interests';
import { countryBound } from '../person/country';
import { FESTIVAL_PEOPLES, PEOPLES_FESTIVALS } from '../person/festivals';
import { LEARNING_KEY, languagesOf, languagesTaught, peoplesNamed, READS_KEY } from '../person/languages';
import { needsMachine, platformsIn, playableOn, type Platform } from '../person/platforms';
import { FAITH_MARKS, FAITH_TRADITIONS, faithOf, placesOf, situationalLimits, WORSHIP_OUTSIDE_TRADITIONS, type Owned, type Person, type StatedInterest } from '../person/person';
import { capitalize, coreWords, hash, normalize, possessive, properNamePairs, withArticle, withoutThe } from '../person/text';
import { arrivalNeeds, conditionNeeds, exclusionFlags, flagsSaid, keptAnimals, MILESTONE, milestoneNeeds, MOVING, PREGNANCY_LOSS, unlovedKinds, WORKDAY_WORDS, type Catalog, type CatalogGift, type ExclusionFlag, type IdeaForm, type Interest, type InterestKind, type OccasionKind, type PlaceHold } from './catalog';
import { kindOf, namingWords, type GiftKind } from './kinds';

/** One idea the engine can offer: a catalog item, or a kind's form filled in with a named interest. */
export interface Idea {
  id: string;
  title: string;
  description: string;
  why?: string;
  category: GiftCategory;
  priceMin: number;
  priceMax: number;
  tags: string[];
  interests: string[];
  traits: string[];
  relationships: string[];
  occasions: OccasionKind[];
  occasionOnly: boolean;
  ages: [number, number];
  genders: string[];
  exclusions: ExclusionFlag[];
  form: 'thing' | 'consumable' | 'experience' | 'subscription';
  /** What kind of gift it is (a book, a day out, a rod): a list holds one of a kind for each love. */
  kind: GiftKind;
  image: string;
  inspiration?: string;
  /** The title lowercased once, for the titles a person must not be offered again. */
  lowerTitle: string;
  /** Title and tag words, which past gifts are compared against. */
  words: Set<string>;
  /** The title's proper-name pairs: a list holds one idea per work or brand. */
  names: string[];
  flags: Set<ExclusionFlag>;
  /** The same flags as bits (see flagBits), for the check every idea of every request goes through. */
  flagBits: FlagBits;
  /** The id's hash, mixed with each request's seed for a stable tie-break. */
  idHash: number;
  /** Made for someone starting out (a starter kit, a first lesson, a basics book): wasted on someone long at it. */
  forBeginners: boolean;
  /** Made for someone far along (for a serious player, an experienced builder): too much for a newcomer or a bystander. */
  forExperienced: boolean;
  /** The consoles or computers it is made for, named in its title or description (see platformsIn). */
  platforms: ReadonlySet<Platform>;
  /** Made for a new post at work (a nameplate with the new title, business cards): no gift for exam results. */
  forNewRole: boolean;
  /** Had with nothing to post (an e-gift card, a streaming year, an online class, an e-book): what reaches anyone abroad. */
  digital: boolean;
  /**
   * A tool for doing a job (a nurse's penlight, a teacher's planner, a laptop stand, a book for the profession): a gift
   * for the work, not for the person (see workWelcome).
   */
  forWork: boolean;
  /**
   * Made for making music (a songbook, a MIDI keyboard, a capo): for someone who plays or sings, never for a fan who
   * only listens.
   */
  forPlayers: boolean;
  /**
   * A supply for a mishap or a thing used up on the way (a first-aid kit, energy gels, a puncture kit, chain lube):
   * what someone buys for themselves when they run out, no gift unless asked for.
   */
  supply: boolean;
  /** A record, or a thing for records (sleeves, a brush): for someone who has a turntable. */
  forTurntable: boolean;
  /**
   * For the housework, the family's meals or the children (a slow cooker, a meal kit, a family planner, a theme park
   * day for the kids): no gift from a partner, whose gift is theirs.
   */
  forHousehold: boolean;
  /**
   * For a recipe made for a diet kept for health (a gluten-free, dairy-free or diabetic cookbook): the limits of those
   * who keep it, one of which the person must have. A diabetes cookbook is no gift for a cook who is not diabetic.
   */
  diets: ExclusionFlag[];
  /** For a religious idea, the faiths and traditions its words belong to (see FAITH_MARKS): a rosary is Catholic. */
  faiths: string[];
  /**
   * Narrower interests its title names under its main one (a jazz club night filed under music): reached through the
   * main one as someone's broader interest, it is about a sibling of what they love (jazz for a Motörhead fan).
   */
  narrower: string[];
  /** For a gift of one anniversary ("Third anniversary leather: ..."): which one. Only that anniversary gets it. */
  anniversary?: number;
  /**
   * What it is made for someone to have (see conditionNeeds, keptAnimals; a baby): only a person who has one of them
   * is offered it.
   */
  conditions: string[];
  /**
   * Made for the fans of one named thing (a One Piece box set, an Eras Tour book, a Packers stadium tour), the key of
   * that thing: offered only to someone who named it, never as a step from a broader interest (a Studio Ghibli fan's
   * anime, a Chiefs fan's American football).
   */
  fandom?: string;
  /**
   * For a journey to one place (skating at The Rink at Rockefeller Center, a night at the Crucible): the places it names
   * as the lexicon knows them, with the places they lie in (Tokyo and Japan); empty when it knows none (Aintree).
   * Undefined for a gift had anywhere.
   */
  tripTo?: string[];
  /** The languages it is in, other than English ("in the original Russian"): only for someone who reads or learns one. */
  languages: string[];
  /** The languages it teaches (a textbook, a course): no gift for someone whose own language it is. */
  teaches: string[];
  /**
   * The peoples whose tradition it is (a pysanky kit is Ukrainian, a riichi set Japanese), as the languages that are
   * theirs: only for someone of one of them, or who named it (see Tongues.named).
   */
  heritage: string[];
  /** For a filled-in form: the interest whose name it carries. */
  named?: StatedInterest;
  /** For a filled-in form: which form it is, so two artists' vinyl records do not both make one list. */
  formId?: string;
  /** For a filled-in form: a trinket with the name on (a pin, a mug, a print), which any name could get. */
  trinket?: boolean;
  /** For a filled-in form: the loves besides the name that make it fit (the form's `fitsWith`). */
  fitsWith?: readonly string[];
  /**
   * For a filled-in form: a template rather than the thing itself (a trinket, the name on a thing anyone could have, or
   * a form of a TEMPLATE_KINDS kind): a nod to the name, where its record or its box set is a gift about it.
   */
  template?: boolean;
}

const CONSUMABLE_CATEGORIES = new Set<GiftCategory>(['food']);
/** The interest of the things made for a loss. */
const BEREAVEMENT = 'bereavement';

/** An experience had at home or from it: a course online, a kit, a chef who comes to them. */
const AT_HOME = /\b(online|virtual|at home|at-home|in their (own )?home|comes to (you|them|their home)|delivered|kit|streaming|video call|zoom|livestream|app)\b/i;
/** A membership or subscription, which may be had at home (a magazine, a donation, video lessons) or by going out. */
const MEMBERSHIP = /\b(membership|subscription)\b/i;
/**
 * What a membership gives by going out: entry, visits, walks, meetings, sessions, seats. An Audubon chapter's walks or a
 * year of free entry is no use to someone in a care home, where a magazine or a video course is.
 */
const GOING_OUT =
  /\b(free entry|entry (to|for)|unlimited (visits|entry)|visits|members'? (events|hours)|member events|walks|meetings|meets|(coached|squad) sessions|range time|open-studio|access to (a|the) (community|local)|screenings|concerts?|tickets?|home-game|car shows|group drives|track events|lounges|overnight|stays|sites|talks|convention|clubhouse|local (chapters?|wi|club))\b/i;
/** Whether an experience is had away from home: not done from home, or a membership used by going out. */
const awayFromHome = (text: string) => !AT_HOME.test(text) && (!MEMBERSHIP.test(text) || GOING_OUT.test(text));

/** What a gift had with nothing to post calls itself: an e-gift card, a digital subscription, an online class. */
const DIGITAL = /\b(e-?gift cards?|digital (gift card|subscription|access|edition|download|membership)|online (class|course|lessons?|workshop|membership|subscription|sessions?|donation)|live online|over video|video (call|lessons?)|(via|over|on) zoom|streaming|e-?books?|kindle edition|audiobooks?(?! on cd)|download code|app subscription|sent by email|emailed)\b/i;

/**
 * What a thing made for someone starting out calls itself: a starter kit, a first lesson, a basics book, a path from the
 * first stitch ("takes them from casting on to their first sweater"), a first pair of one's own instead of rentals.
 * Not a sourdough starter, a jump starter, an introduction by a novelist, nor a guide beyond the basics.
 */
const FOR_BEGINNERS = new RegExp(
  [
    /\bbeginners?'?s?\b|\bstarting out\b|\bfirst (lesson|pair|steps)\b|\bfor (novices|dummies)\b|\bmade easy\b|\bgetting started\b|\bfirst-(timers?|time)\b|\bnew player\b/.source,
    /(?<!\b(jump|chimney|fire|conversation) )\bstarter (kits?|sets?|decks?|packs?|bundles?|course|routine|controller|clay|brush|pick set|lure kit)\b/.source,
    /\bintro(duction|ductory)?\b(?! (by|to each)\b)/.source,
    /(?<!\bbeyond(-| )the(-| )|\b(household|kitchen|craft) )\bbasics\b/.source,
    /\blearn(-| )to\b|(?<!\bcertified )\btaster\b|\b101\b(?! \w+s\b)/.source,
    // The path from nothing, or the first thing made with it.
    /\bfrom (casting on|cast-on|the alphabet|first (words|notes?|jump|stitch|chords?)|the first note|one ball|doodles)\b/.source,
    /\b(their|a) first (sweater|scarf|quilt|garment|loaf|project|sewing project|season|batch at home|raga|5k|solo|kitchen|cookbook)\b/.source,
    /\b(a|their) first (real|proper) (?!(swiss|mechanical|watch)\b)/.source,
    /\blearners?\b|\b(while|with) learning\b/.source,
    /\b(a|an|their) (new|first) (angler|collector|player|builder|baker|cook|knitter|gardener|brewer|rider|runner|climber|oil palette|brew day)\b/.source,
    /(?<!\b(jump|chimney|fire|sourdough|yeast) )\bstarter$/.source,
    // Gear of one's own after the hired kind.
    /\b(than|instead of|use an?( worn)?) rentals?\b|\brental (boots|shoes|harness|skates|clubs)\b/.source,
  ].join('|'),
  'i',
);
/** Tags that say who a thing is for: a beginner's, a learner's, the first of a series (for someone yet to start it). */
const BEGINNER_TAGS = /^(beginners?|beginner-friendly|for beginners|learners?|first-timers?|series-starter|starter|starter kit)$/i;
/**
 * A course taken to learn a thing, as its title names it ("One-day falconry course", "Six-week stained-glass course"):
 * for someone starting out, unless it says it goes further. A golf course, a ropes course, a racecourse, a course map
 * or a four-course dinner is none.
 */
const LEARNING_COURSE = /(?<!\b(of|golf|ropes|obstacle|assault|race|public|old|main) )(?<!\b(short|\d+|two|three|four|five|six|seven|eight|nine|ten|multi)[- ])\bcourses?\b(?! (map|record|of)\b)/i;
const BEYOND_BASICS = /\b(advanced|intermediate|improvers?|masterclass|level [2-9]|refresher|for experienced)\b/i;
/** Whether an idea is made for someone starting out: it says so, or it is a course that goes no further. */
const madeForBeginners = (source: CatalogGift | IdeaForm) =>
  FOR_BEGINNERS.test(`${source.description} ${source.why ?? ''} ${source.title}`) ||
  source.tags.some((tag) => BEGINNER_TAGS.test(tag)) || (LEARNING_COURSE.test(source.title) && !BEYOND_BASICS.test(source.title));

/**
 * What a thing made for someone far along calls itself: for a serious or an experienced hand ("for an experienced
 * builder", "the book serious card magicians learn from"), beyond the basics, from intermediate to advanced.
 */
const FOR_EXPERIENCED =
  /\b(a|an|the|for) (?<!-)(serious|experienced|seasoned|accomplished|advanced|perfectionist) (?!(beginners?|criticism|side|step|answers)\b)\w+|\b(serious|experienced|strong|advanced) (\w+ )?\w+(ers|ists|ians|ors)\b|\bbeyond(-| )the(-| )basics\b|\bintermediate to advanced\b|\bpro-level\b|\b(a|an) (advanced|intermediate) (\w+ )?(book|guide|course|class|method|kit|set)\b|\bfinish(ing)? time\b|\bmedal (hangers?|displays?|holders?)\b|\brace bibs?\b/i;
/** Tags that say a thing is for someone far along. */
const EXPERIENCED_TAGS = /^(advanced|intermediate|expert|pro-level)$/i;
/** The youngest age a thing for the experienced is made for: given to younger children too, "serious" is only keen. */
const SERIOUS_AGE = 12;
/**
 * Whether an idea is made for someone far along, and for nobody starting out: a "serious colourer" among children of
 * nine is only a keen one.
 */
const madeForExperienced = (source: CatalogGift | IdeaForm, forBeginners: boolean) =>
  !forBeginners &&
  (source.ages?.[0] ?? SERIOUS_AGE) >= SERIOUS_AGE &&
  (FOR_EXPERIENCED.test(`${source.title} ${source.description} ${source.why ?? ''}`) || source.tags.some((tag) => EXPERIENCED_TAGS.test(tag)));

/**
 * The stated interest an idea is first about: its main interest, or a narrower one of it ("Gunpla" for a Gundam kit),
 * never a broader love it is also filed under (anime, for the same kit).
 */
export const firstTie = (idea: Idea, person: Person): StatedInterest | undefined =>
  person.interests.find((interest) => interest.key === idea.interests[0] || interest.parents.includes(idea.interests[0]));

/**
 * Whether a thing for someone far along (a Real Grade Gundam for an experienced builder, a serious pianist's Urtext)
 * may go to them: they do the very thing it is for, and are not new to it. An anime fan who builds nothing, or a
 * learner, would find it beyond them.
 */
const farAlongFor = (idea: Idea, person: Person) => {
  const tie = firstTie(idea, person);
  return tie !== undefined && !tie.starting;
};

/** What a thing made for a new post at work speaks of. */
const NEW_ROLE = /\b(new (title|role|job|position|office|post|team)|job title|promotion|promoted|business cards?|first (day|week|meeting) at)\b/i;

/** What a desk job is done with, whoever does it: the kit for working from home, for a new job. */
const WORK_KIT: ReadonlySet<string | undefined> = new Set(['working-from-home', 'new-job']);
/** What of a profession's own ideas is no tool for doing it: a print for the wall, a day out. */
const NOT_TOOLS: ReadonlySet<GiftCategory> = new Set(['home', 'experience']);
/**
 * Whether an item about a profession is for doing it: its kit and its manuals (a penlight, Netter's Atlas), not a
 * print for the wall, nor a book about another love too (Notorious RBG is for a feminist as much as for a lawyer).
 */
const isWorkTool = ({ interests, category }: CatalogGift, jobs: ReadonlySet<string>) =>
  jobs.has(interests[0]) && !NOT_TOOLS.has(category) && (category !== 'books' || interests.every((key) => jobs.has(key)));

/** A book asks for sight, whether or not its entry says so; an audiobook, Braille or large print does not. */
const PRINT_FREE = /\b(audio|audible|braille|large[- ]print)/i;
/**
 * Other things played or looked at by eye, whether or not their entries say so: a board or card game, a jigsaw, a
 * puzzle book, a video game or console, a film on disc, a poster, a globe, binoculars.
 */
const SEEN =
  /\b(board ?games?|card games?|trading cards?|jigsaws?|crosswords?|word ?searches|sudoku|colou?ring books?|paint[- ]by[- ]numbers?|cross[- ]stitch|video games?|(for|on) (PS5|PlayStation( \d)?|Xbox( Series X)?|Nintendo Switch( 2)?|Switch|PC)|consoles?|blu-?ray|dvds?|4k restoration|posters?|(art|map) prints?|(desk|world) globes?|binoculars|telescopes?)\b/i;
/** Pastimes played by looking: their kit (sorting trays, card sleeves, a board game café table) asks for good eyes too. */
const SEEN_PASTIMES: ReadonlySet<string> = new Set(['board-games', 'jigsaw-puzzles', 'trading-card-games', 'console-gaming', 'pc-gaming', 'nintendo-switch']);
/** What is made for failing sight (read by touch or ear, printed and cut big), or is only heard (a game's music live). */
const SIGHT_FREE = /\b(audio|audible|braille|tactile|talking|large[- ]print|extra[- ]large|large pieces|big pieces|concerts?|soundtracks?)\b/i;

/** A jigsaw of five hundred pieces or more: small pieces to pick up, turn and fit, for steady hands and a clear head. */
const SMALL_PIECES = /\b([5-9]\d\d|\d,?\d{3})[- ]pieces?\b/i;

/** Whether an idea asks for good eyes (a book, a board game, a film on disc) and was not made for failing sight. */
const asksForSight = (source: CatalogGift | IdeaForm, interests: readonly string[]) =>
  source.category === 'books'
    ? !PRINT_FREE.test(source.title)
    : (SEEN.test(source.title) || interests.some((key) => SEEN_PASTIMES.has(key))) && !SIGHT_FREE.test(`${source.title} ${source.description}`);

/** Clothing and shoes bought by size, named in a worn thing's title: a shirt, a hoodie, trousers, trainers, boots, a fitted cap. */
const SIZED = /\b(t-?shirts?|shirts?|jerseys?|hoodies?|sweatshirts?|sweaters?|jumpers?|cardigans?|fleeces?|jackets?|coats?|gilets?|trousers|jeans|chinos|joggers|leggings|shorts|skorts?|dress|dresses|skirts?|pyjamas?|pajamas?|pyjama set|onesies?|sneakers|trainers|boots|shoes|loafers|sandals|waders|wetsuits?|base layers?|fitted caps?)\b/i;
/** Whether an idea is clothing bought by size: a worn thing (fashion, or put on the body) whose title names a garment. */
const isSized = (source: CatalogGift | IdeaForm) => (source.category === 'fashion' || source.exclusions.includes('personal')) && SIZED.test(source.title);

/** What a course in a language comes as: a book, a class, an app. */
const COURSE_CATEGORIES: ReadonlySet<GiftCategory> = new Set(['books', 'experience', 'tech']);

/** Books with no words to read, or only the reader's own: colouring, sketching, a blank journal, number puzzles. */
const WORDLESS = /\b(colou?ring|sketch ?books?|blank|(?<!\b(?:quarterly|weekly|monthly|bullet) )journal(?! of)|notebook|planner|photo ?books?|wordless|su ?doku|kakuro|nonograms?|dot[- ]to[- ]dot|sheet music|songbooks?)\b/i;
/** Journals and books that ask questions in English words: prompts, questions, a guided journal. */
const PROMPTED = /\b(guided|prompts?|questions?|things to write|hear your story|subscription|official)\b/i;

/** Books looked at more than read through: pictures, photographs, large print, colouring, songs, a memory book. */
const EASY_BOOK = /\b(picture|pictures|photos?|photographs?|photographic|photobook|large[- ]print|colou?ring|board books?|songbooks?|sing-?along|pictorial|reminiscence|memory book|lift-the-flap|touch-and-feel|dementia|magazine|audio ?books?|on cd|cds?)\b/i;

/**
 * The peoples a festival's thing is named for (a Ukrainian pysanky kit at Orthodox Easter, Vietnamese lì xì at Tết):
 * no Greek family keeps Easter with it. Only a thing of the festival or its people's table: a Vietnamese phin filed
 * under coffee is a coffee lover's too.
 */
function festivalPeoples(source: CatalogGift | IdeaForm, interests: readonly string[]): string[] {
  if (!source.occasions.some((kind) => PEOPLES_FESTIVALS.has(kind))) return [];
  const ofThePeople = interests.every((key) => PEOPLES_FESTIVALS.has(key as OccasionKind) || peoplesNamed(` ${key.replace(/-/g, ' ')} `).length > 0);
  return ofThePeople ? peoplesNamed(normalize(source.title)) : [];
}

/**
 * Supplies by their names: kept against a mishap (a first-aid kit, a puncture kit, jump leads) or used up (gels, lube,
 * a pet's daily food, its hay, its bedding, the tank's water treatment).
 */
const SUPPLY =
  /\b((?<!wild )bird foods?|(guinea pig|dog|cat|rabbit|hamster|gerbil|fish|koi|reptile|tortoise|chicken|poultry) (food|feed|pellets)|timothy hay|(pet|cage|small[- ]animal|paper) bedding|cage liners|substrate kit|water conditioner|first[- ]aid kit|safety kit|emergency kit|energy gels?|gel \d+|electrolyte tablets|hydration tablets|puncture (repair )?kit|patch kit|tyre levers|tire levers|tyre plug kit|tire plug kit|co2 inflator|chain lube|blister (cushions|plasters)|sunscreen lotion|insect repellent)\b/i;

/** Things for the housework and the family's meals: a slow cooker, a meal kit, a vacuum, an organiser for the car. */
const CHORES =
  /\b(slow cookers?|crock-?pot|instant pot|pressure cookers?|air fryers?|meal[- ]kits?|hellofresh|recipe box(es)?|(robot |cordless |stick )?vacuums?|hoover|mops?|steam cleaners?|ironing|laundry|cleaning (kit|set|caddy|products)|meal[- ]prep|lunch ?box(es)?|(car|back-seat|fridge|drawer|pantry) organi[sz]ers?|food storage)\b/i;

/** What running a home and a family is filed under: a family planner, a book on getting it all done. */
const HOUSEHOLD: ReadonlySet<string> = new Set(['busy-parents', 'home-organising', 'cleaning']);
const GAMING = 'gaming';
/** Children as those a thing is for: a theme park day, a children's atlas. */
const CHILDREN = 'kids';

/** Music pressed on a record, or a thing for records, by its title: "on vinyl", "audiophile jazz LP", "record display stand". */
const ON_RECORD = /\b(on (180 g )?vinyl|vinyl (lp|records?|box set|edition|pressing)|lps?|records? (display|stand|storage|crate|case|cleaning|brush|sleeves)|now playing)\b/i;
/** The love of records themselves, said by someone who has a turntable. */
export const VINYL_RECORDS = 'music-vinyl';

/** Made to play or sing from (a songbook, sheet music, a vocal score): for someone who plays, not who only listens. */
const TO_PLAY_FROM = /\b(songbooks?|sheet music|vocal (score|selections)|chord (book|songbook)|tablature|guitar tabs|play-along)\b/i;

/** A book of recipes, by what it calls itself; a journal or a binder to write them in holds none. */
const RECIPE_BOOK = /\b(cookbooks?|recipes?|cookery|baking book)\b/i;
const NO_RECIPES = /\b(journal|binder|blank|to fill|to write)\b/i;
/** A kit or a class to bake or make dough: the flour, the butter and the sugar come in the box or on the bench. */
const BAKING_KIT =
  /\b(baking|bake|bread|sourdough|cake|cupcake|cookie|biscuit|macaron|pasta|pizza|gingerbread|doughnut|donut|pastry|croissant|pie)\b[\w\s'-]{0,30}\b(kits?|sets?|class(es)?|courses?|workshops?|lessons?|box(es)?|bundles?|mix(es)?)\b/i;
/** A title of baking: bread, cakes and pastry, which hold no meat. */
const BAKING_TITLE = /\b(bak\w*|breads?|sourdough|cakes?|cookies|biscuits|desserts?|pastry|patisserie|sweet)\b/i;
/** Sweet baking and desserts, made of sugar and eggs as much as of flour. */
const SWEET_BAKING = /\b(cakes?|cupcakes?|cookies?|biscuits?|desserts?|pastry|pastries|patisserie|sweets|confectionery|candy|ice creams?|puddings?|tarts?|scones?|macarons?|doughnuts?|donuts?|gingerbread)\b/i;
/**
 * The diets a recipe must name to be cooked by someone who keeps them, with the flag it carries when it does not: a
 * general cookbook or baking kit is food that breaks the diet (wheat, butter, meat, eggs, sugar), so a coeliac baker is
 * given a gluten-free baking book, never Ottolenghi's Sweet. Sugar and eggs only for sweet baking and desserts; meat
 * for any but a book or kit of baking, so a vegetarian cook's cookbook is a vegetarian one.
 */
const DIETS: readonly { broken: ExclusionFlag; kept: RegExp; sweetOnly?: true; savouryOnly?: true; madeFor?: RegExp }[] = [
  { broken: 'meat', kept: /\b(vegetarian|vegan|plant[- ]based|veggie|meat[- ]free|vegetables?)\b/i, savouryOnly: true },
  { broken: 'gluten', kept: /\b(gluten[- ]free|coeliac|celiac|grain[- ]free)\b/i, madeFor: /\b(gluten[- ]free|coeliac|celiac)\b/i },
  { broken: 'animal-products', kept: /\b(vegan|plant[- ]based)\b/i },
  { broken: 'dairy', kept: /\b(vegan|plant[- ]based|dairy[- ]free|lactose[- ]free|non[- ]dairy)\b/i, madeFor: /\b(dairy[- ]free|lactose[- ]free)\b/i },
  { broken: 'not-kosher', kept: /\b(kosher|jewish)\b/i },
  { broken: 'sugar', kept: /\b(diabet\w*|sugar[- ]free|low[- ]sugar|no added sugar|keto\w*|low[- ]carb|blood sugar)\b/i, sweetOnly: true, madeFor: /\b(diabet\w*|sugar[- ]free|low[- ]sugar|blood sugar)\b/i },
  { broken: 'eggs', kept: /\b(vegan|plant[- ]based|egg[- ]free|eggless)\b/i, sweetOnly: true },
];

/** What a recipe idea (a cookbook, a baking kit or class) is to the diets: those it breaks, and those it is made for. */
function recipeDiets(source: CatalogGift | IdeaForm, form: Idea['form']): { broken: ExclusionFlag[]; madeFor: ExclusionFlag[] } {
  const words = `${source.title} ${source.description} ${source.tags.join(' ')}`;
  const recipes =
    (source.category === 'books' && RECIPE_BOOK.test(words) && !NO_RECIPES.test(source.title)) ||
    ((form === 'consumable' || form === 'experience') && BAKING_KIT.test(source.title));
  if (!recipes) return NO_DIETS;
  const sweet = SWEET_BAKING.test(words);
  return {
    broken: DIETS.filter((diet) => (sweet || !diet.sweetOnly) && !(diet.savouryOnly && BAKING_TITLE.test(source.title)) && !diet.kept.test(words)).map((diet) => diet.broken),
    madeFor: DIETS.filter((diet) => diet.madeFor?.test(words)).map((diet) => diet.broken),
  };
}
const NO_DIETS = { broken: [], madeFor: [] };

/**
 * The words a past gift is matched against: the title and tags, what the idea is about, and "book" for a book, so
 * "books about trains every year" keeps a railway history from the list though its title says neither.
 */
export const ideaWords = (title: string, tags: readonly string[], category: string, interests: readonly string[] = []) =>
  new Set(coreWords(`${title} ${tags.join(' ')} ${category === 'books' ? 'book' : ''} ${interests.join(' ').replace(/-/g, ' ')}`));

function complete(source: CatalogGift | IdeaForm, id: string, interests: string[], fandom?: string, narrower: string[] = []): Idea {
  const form = source.form ?? (source.category === 'experience' ? 'experience' : source.exclusions.includes('subscription') ? 'subscription' : CONSUMABLE_CATEGORIES.has(source.category) ? 'consumable' : 'thing');
  const text = `${source.title} ${source.description}`;
  const experience = form === 'experience' || source.category === 'experience';
  const flags = new Set<ExclusionFlag>([...source.exclusions, ...flagsSaid(text, experience, source.title)]);
  if (experience && awayFromHome(text)) flags.add('outings');
  // A day out in one country (a museum in San Diego, a show in London) is for people who live there.
  const bound = flags.has('outings') ? countryBound(text) : undefined;
  if (bound === 'us') flags.add('us-only');
  if (bound === 'gb') flags.add('uk-only');
  if (!flags.has('sight') && asksForSight(source, interests)) flags.add('sight');
  if (SMALL_PIECES.test(source.title)) flags.add('fine-motor');
  if (interests.some((key) => conditionNeeds.has(key))) flags.add('adapted');
  if (isSized(source)) flags.add('sized');
  // A book to read through (a history, a popular science, a novel) asks more than one of pictures or songs to share.
  if (source.category === 'books' && !EASY_BOOK.test(text)) flags.add('complex');
  // A book says its language anywhere in its words; anything else in its title ("Scrabble in Spanish"), as a description
  // may speak of a place ("handwoven in Tamil Nadu", "Korean bathhouses").
  const languages = languagesOf(source.category === 'books' ? text : source.title);
  // A book is read in its words, in English unless it says another language: a colouring book or a blank journal is not.
  if (source.category === 'books' && languages.length === 0 && !(WORDLESS.test(text) && !PROMPTED.test(text))) flags.add('english-text');
  const diets = recipeDiets(source, form);
  for (const flag of diets.broken) flags.add(flag);
  // Its reason speaks of the commute or the office as much as its description would ("to the desk"): said to someone
  // retired, it would be untrue.
  if (source.why && WORKDAY_WORDS.test(source.why)) flags.add('workday');
  const exclusions = [...flags];
  const forBeginners = madeForBeginners(source);
  return {
    id,
    title: source.title,
    description: source.description,
    why: source.why,
    category: source.category,
    priceMin: source.priceMin,
    priceMax: source.priceMax,
    tags: source.tags,
    interests,
    traits: source.traits,
    relationships: source.relationships,
    occasions: source.occasions,
    occasionOnly: source.occasionOnly,
    ages: source.ages,
    genders: source.genders,
    exclusions,
    form,
    kind: kindOf(source.title, source.description, source.category, form),
    image: source.image,
    inspiration: source.inspiration,
    lowerTitle: source.title.toLowerCase(),
    words: ideaWords(source.title, source.tags, source.category, interests),
    names: properNamePairs(source.title),
    flags,
    flagBits: flagBits(exclusions),
    idHash: hash(id),
    forBeginners,
    forExperienced: madeForExperienced(source, forBeginners),
    // A book on a new job's first years is for one too, whatever its words say.
    platforms: platformsIn(text),
    digital: !flags.has('outings') && form !== 'thing' && (DIGITAL.test(text) || flags.has('online')),
    forNewRole: NEW_ROLE.test(`${source.title} ${source.description} ${source.why ?? ''}`) || interests.includes('new-job'),
    forWork: WORK_KIT.has(interests[0]) || (form === 'thing' && NEW_ROLE.test(`${source.title} ${source.description} ${source.why ?? ''}`)),
    forPlayers: TO_PLAY_FROM.test(source.title),
    supply: SUPPLY.test(source.title),
    forTurntable: interests.includes(VINYL_RECORDS) || ON_RECORD.test(source.title),
    forHousehold: CHORES.test(source.title) || HOUSEHOLD.has(interests[0]) || interests.includes(CHILDREN),
    narrower,
    languages,
    teaches: languagesTaught(source.title, interests, COURSE_CATEGORIES.has(source.category) && !/\bbilingual\b/i.test(source.title)),
    heritage: ('heritage' in source ? source.heritage : undefined) ?? festivalPeoples(source, interests),
    diets: diets.madeFor,
    faiths: exclusions.includes('religious-symbols') ? Object.keys(FAITH_MARKS).filter((faith) => FAITH_MARKS[faith].test(`${text} ${source.tags.join(' ')}`)) : [],
    fandom,
    tripTo: undefined,
    anniversary: anniversaryYear(source.title),
    // What the thing is made for, which the person must have: a condition, a baby, how a baby came, what an achievement
    // marks, a milestone birthday, a pregnancy lost. An animal counts when the thing is about it first: a dog-walking flask is for walkers too. So does a
    // move: a luggage scale is for someone said to be moving, not for every colleague's leaving do. A thing first for
    // several animals (a wheel for hamsters, gerbils and mice) is for a keeper of any of them; "pets" after an animal
    // says only what it is (a dog bed is no animal lover's).
    conditions: interests.filter((key, index) => conditionNeeds.has(key) || arrivalNeeds.has(key) || milestoneNeeds.has(key) || key === 'babies' || key === MILESTONE || key === PREGNANCY_LOSS || (index === 0 && key === MOVING) || (index < animalsFirst(interests) && keptAnimals.has(key) && (index === 0 || key !== 'pets'))),
  };
}

/** How many of an idea's interests, from the first, are animals people keep: the animals it is made for. */
const animalsFirst = (interests: readonly string[]) => {
  const other = interests.findIndex((key) => !keptAnimals.has(key));
  return other < 0 ? interests.length : other;
};

/** Kinds with fans and their merchandise; an author's book or a cuisine's cookbook is for any reader or cook. */
const FANDOMS: ReadonlySet<InterestKind> = new Set(['music-artist', 'sports-team', 'motorsport-team', 'athlete', 'video-game', 'tabletop-game', 'tv-show', 'film-franchise', 'anime', 'book-series']);

/**
 * The catalog's items, ready for every request: worked out once at start-up. `lexicon` reads the catalog's interests
 * (the person reader's, when there is one: building another costs start-up time).
 */
export function itemIdeas(catalog: Catalog, lexicon = new InterestLexicon(catalog.interests)): Idea[] {
  const kinds = new Map(catalog.interests.map((interest) => [interest.key, interest.kind]));
  // A profession (teaching, nursing) whose ideas are mostly for doing it: a stethoscope, a lesson planner.
  const jobs = new Set(catalog.interests.filter((interest) => interest.job).map((interest) => interest.key));
  const played = playedInterests(catalog.interests);
  const broader = new Set(catalog.interests.flatMap((interest) => interest.parents));
  // What an item is about beneath its main interest: the narrower ones its title names or its interests list.
  const narrowerOf = ({ title, interests: [main, ...others] }: CatalogGift) =>
    main === undefined || !broader.has(main) ? [] : [...new Set([...lexicon.find(title).map((interest) => interest.key), ...others])].filter((key) => key !== main && lexicon.byKey.get(key)?.parents.includes(main));
  return catalog.items.map((item) => {
    // The named thing may come first or after what it belongs to ("american-football", "green-bay-packers").
    const fandom = item.interests.find((key) => {
      const kind = kinds.get(key);
      // A series' own book is a way in for any reader (Legends & Lattes for a coffee lover); its merchandise is not.
      return kind !== undefined && FANDOMS.has(kind) && !(kind === 'book-series' && item.category === 'books');
    });
    // Built whole, not spread: every item keeps one shape for the gate that checks thousands a request.
    // What doing it asks of the body is one more flag of its own, as though its entry said so.
    const asked = asksOfTheBody(item, lexicon);
    const idea = complete(asked.length > 0 ? { ...item, exclusions: [...item.exclusions, ...asked] } : item, item.id, item.interests, fandom, narrowerOf(item));
    // An instrument or its kit is for someone who plays it; its music on a record is for anyone.
    if (item.interests.some((key) => played.has(key)) && !LISTENED_TO.test(item.title)) idea.forPlayers = true;
    if (isWorkTool(item, jobs)) idea.forWork = true;
    if (idea.flags.has('travel')) idea.tripTo = placesVisited(item, lexicon);
    return idea;
  });
}

/**
 * The places a journey's gift names (its interests or its words: "The Rink at Rockefeller Center in New York"), with
 * the places they lie in; undefined when it names none, as a Test match ticket or a wave pool anywhere does not.
 */
function placesVisited(item: CatalogGift, lexicon: InterestLexicon): string[] | undefined {
  const text = `${item.title} ${item.description}`;
  const places = [...placesOf([...item.interests.map((key) => lexicon.byKey.get(key)), ...lexicon.find(text)], lexicon)];
  return places.length > 0 || countryBound(text) !== undefined ? places : undefined;
}

/**
 * What doing a pastime asks of the body, for the things made to do it: a craft's yarn, needles, kit, class or manual
 * asks for nimble fingers; a walker's boots, flask, pack or trail guide for legs that carry them. A print, a mug, a
 * sweater or a treat about it asks nothing, and neither does a thing made for a condition (easy-grip needles, an
 * all-terrain wheelchair day): that is the form the love takes when the body no longer allows the other.
 */
const DOING: readonly { pastimes: readonly string[]; asks: ExclusionFlag; categories: ReadonlySet<string>; books?: RegExp }[] = [
  { pastimes: ['crafts', 'knitting', 'calligraphy', 'woodworking'], asks: 'fine-motor', categories: new Set(['creative', 'practical', 'physical', 'tech', 'experience', 'books']) },
  {
    pastimes: ['hiking', 'running', 'camping', 'climbing', 'skiing', 'cycling', 'dance', 'golf'],
    asks: 'mobility',
    // A fleece or a rain jacket is worn in a wheelchair as well: what is worn counts for the pastimes below alone.
    categories: new Set(['physical', 'practical', 'tech', 'experience', 'books']),
    // A book of trails to walk is kit; one about a walk (Wild, A Walk in the Woods) is a read for the armchair.
    books: /\b(guides?|guidebooks?|hikes|walks|trails|routes|day hikes)\b/i,
  },
  // What is worn to do it (dance shoes, golf shoes, running tights): a walker's fleece is worn anywhere, so walks are left out.
  { pastimes: ['running', 'climbing', 'skiing', 'cycling', 'dance', 'golf'], asks: 'mobility', categories: new Set(['fashion']) },
];

/** The faculties doing what an item is for asks of the body (see DOING), unless it was made for a condition. */
function asksOfTheBody(item: CatalogGift, lexicon: InterestLexicon): ExclusionFlag[] {
  if (item.interests.some((key) => conditionNeeds.has(key))) return [];
  // Filed under the pastime anywhere: Wainwright's guide to the fells is the Lake District's and a walker's kit too.
  return DOING.filter(
    (doing) =>
      !item.exclusions.includes(doing.asks) &&
      doing.categories.has(item.category) &&
      (item.category !== 'books' || !doing.books || doing.books.test(item.title)) &&
      item.interests.some((key) => doing.pastimes.some((pastime) => pastime === key || lexicon.isAbove(pastime, key))),
  ).map((doing) => doing.asks);
}

/**
 * Music someone plays or sings (piano, the choir): its lexicon words say so ("plays piano", "sings in a choir"), and it
 * belongs with music (not chess or football, which are played too).
 */
export const playedInterests = (interests: Interest[]): Set<string> =>
  new Set(
    interests
      .filter((interest) => (interest.parents.includes('music') || interest.related.includes('music')) && interest.words.some((word) => /^(plays|sings) \w/.test(word)))
      .map((interest) => interest.key),
  );

/** Music one listens to or watches: a record, a concert, a life story; a concert ukulele is a size of one to play. */
const LISTENED_TO = /\b(cds?|vinyl|lps?|records?|albums?|recordings?|concerts?(?! (ukulele|uke)s?\b)|tickets?|live|show|biography|memoir|history)\b/i;

// "A tote with a {label} design" takes the article its name needs: "an Agatha Christie design"; a name with its own
// "The" keeps one: "the story behind the 1975 songs", not "the The 1975 songs"; a place said with "the" gives it up
// for another article ("a South Downs photo book") and stands capitalised at the start ("The Lake District jigsaw").
/** Kinds of name that are a side of many players. */
const TEAMS: ReadonlySet<InterestKind> = new Set(['sports-team']);
// A team named by what its players are ("the Dallas Cowboys", "the Celtics") is a crowd: "the Cowboys' home ground".
const fill = (text: string, label: string, kind?: InterestKind) => {
  const filled = saidOnce(text, label)
    .replaceAll("{label's}", kind !== undefined && TEAMS.has(kind) && /[^s]s$/.test(label) ? `${label}'` : possessive(label))
    .replace(/\b([Aa]) \{label\}/g, (_, a: string) => {
      const named = withArticle(label.startsWith('the ') ? withoutThe(label) : label);
      return a === 'A' ? capitalize(named) : named;
    })
    .replace(/\b([Tt]he) \{label\}/g, (_, the: string) => `${the} ${withoutThe(label)}`)
    .replaceAll('{label}', label);
  return text.startsWith('{label}') ? capitalize(filled) : filled;
};

/**
 * A name that already ends with the word a form puts after it says that word once: "Indian food" in "{label} food
 * memoir" is an "Indian food memoir", not an "Indian food food memoir"; "Catan board game" makes "game nights" once.
 */
function saidOnce(text: string, label: string): string {
  const last = label.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const sameNoun = (word: string) => word === last || word === `${last}s` || `${word}s` === last;
  return text.replace(/\{label\} (\p{L}+)/gu, (whole, word: string) => (sameNoun(word.toLowerCase()) ? '{label}' : whole));
}

/** Forms that put the name on a trinket rather than give the thing itself (its record, its book, a ticket to it). */
const TRINKET = /\b(enamel pins?|sticker (pack|set)|tote|mug|keyring|lanyard|print|poster)\b/i;
/**
 * Forms that put the name on a thing anyone could have, unless the name's own makers sell it ("official tour T-shirt"):
 * a T-shirt, a hoodie, a jigsaw, a snack box, a "-style" illustration.
 */
const NAME_ON_A_THING = /\b(t-shirt|hoodie|pyjama set|backpack|colouring and sticker|jigsaw puzzle|snack and pantry|throw blanket|bodysuit|bookmark set|controller skin|desk mat)\b|-(inspired|style)\b/i;
const OFFICIAL = /\bofficial\b/i;
/**
 * Kinds whose forms say nothing of the name but the name: the forms for any name at all ("{label} fan T-shirt") and a
 * cuisine's ("pantry box of {label} staples"), where one idea is a nod and two are filler.
 */
const TEMPLATE_KINDS: ReadonlySet<InterestKind> = new Set(['named', 'activity', 'cuisine']);

/** How a place is theirs: going there or leaving it, said; otherwise a landscape or a place they love. */
export const placeHeld = (interest: StatedInterest): PlaceHold => interest.going ?? (interest.landscape ? 'wild' : 'loved');

/** A kind's forms filled in with a named interest ("{label} vinyl record" → "Taylor Swift vinyl record"). */
export function formIdeas(forms: Map<InterestKind, IdeaForm[]>, interest: StatedInterest): Idea[] {
  // A name the catalog does not know may have stopped touring long ago (Glenn Miller): no ticket to see it live.
  const mayBeOver = interest.past || interest.key.startsWith('said:');
  const held = placeHeld(interest);
  const fits = (form: IdeaForm) =>
    !(form.current && mayBeOver) &&
    !(form.past && !interest.past) &&
    (!form.placeAs || form.placeAs.includes(held)) &&
    (!interest.formsMade || interest.formsMade.includes(form.id)) &&
    (!form.onlyFor || form.onlyFor.includes(interest.key)) &&
    (!form.within || form.within.some((key) => interest.parents.includes(key))) &&
    !form.outside?.some((key) => interest.parents.includes(key));
  return (forms.get(interest.kind) ?? []).filter(fits).map((form) => {
    const idea = complete(
      { ...form, title: fill(form.title, interest.label, interest.kind), description: fill(form.description, interest.label, interest.kind), why: form.why && fill(form.why, interest.label, interest.kind), tags: form.tags.map((tag) => fill(tag, interest.label).toLowerCase().slice(0, 40)) },
      `${interest.kind}:${form.id}:${interest.key}`,
      [interest.key],
    );
    const trinket = TRINKET.test(form.title);
    const nameOnly = NAME_ON_A_THING.test(form.title) && !OFFICIAL.test(form.title);
    return { ...idea, named: interest, formId: `${interest.kind}:${form.id}`, trinket, template: trinket || nameOnly || TEMPLATE_KINDS.has(interest.kind), fitsWith: form.fitsWith };
  });
}

/** What a refinement asks beyond the plain request. */
export interface Steering {
  maxPrice?: number;
  /** Where in the budget prices should sit (0..1); cheaper asks for lower. */
  priceTarget?: number;
  excludeCategories?: ReadonlySet<string>;
  preferCategories?: ReadonlySet<string>;
  /** Only ideas that do what a custom instruction asks ("handmade", "something to do together"), when any do. */
  keep?: (idea: Idea) => boolean;
  /** Only ideas tied to the person's interests (a custom instruction that names what it wants). */
  onlyInterests?: boolean;
  /** Interests the new ideas should not be about (a "different" list moves on to other interests). */
  avoidInterests?: ReadonlySet<string>;
  /** Interests to stay with (a "similar" list). */
  preferInterests?: ReadonlySet<string>;
  extraLimits?: ReadonlySet<ExclusionFlag>;
}

/** The age taken for someone whose age was not given: an adult, unless only children's things. */
export const ADULT = 30;

/**
 * Exclusion flags as 30-bit words, as many as the flags need: a few ANDs tell whether an idea carries a refused one,
 * where a set lookup per flag would run for every idea of every request.
 */
type FlagBits = readonly number[];
const FLAG_WORDS = Math.ceil(exclusionFlags.length / 30);
const FLAG_BIT = new Map(exclusionFlags.map((flag, index) => [flag, index] as const));
function flagBits(flags: Iterable<ExclusionFlag>): FlagBits {
  const bits = new Array<number>(FLAG_WORDS).fill(0);
  for (const flag of flags) {
    const index = FLAG_BIT.get(flag)!;
    bits[Math.floor(index / 30)] |= 1 << index % 30;
  }
  return bits;
}
/** Whether two sets of flags share one. */
function sharesFlag(one: FlagBits, other: FlagBits): boolean {
  for (let word = 0; word < FLAG_WORDS; word++) if ((one[word] & other[word]) !== 0) return true;
  return false;
}

/**
 * Whether an idea belongs to the person's occasion: filed under it, and at a hen or a stag do made for that night. The
 * wedding's own ideas (a photo album, a print of where they met) are for the couple's day, not the bride's or the
 * groom's night out.
 */
export const ofTheOccasion = (idea: Idea, person: Person): boolean =>
  idea.occasions.includes(person.occasion.kind) && (!henOrStagDo(person.occasion) || idea.flags.has('hen-stag-do'));

/**
 * What an idea must pass to be offered to this person at all — every limit, the audience, the register and the
 * occasion — worked out once per request, as it runs for every idea the request reaches.
 */
export function gateFor(person: Person, budget: number, steering: Steering, avoidTitles: ReadonlySet<string>): (idea: Idea) => boolean {
  const refused = flagBits([...person.limits, ...(steering.extraLimits ?? []), ...situationalLimits(person)]);
  const age = person.age ?? ADULT;
  const avoidsInterests = person.avoidInterests.size > 0 || steering.avoidInterests !== undefined;
  // Getting well is the occasion recovery ideas are for, said or not; when what they are getting well from was said and
  // is no operation, only those for any long rest (audiobooks, a charging cable): chemo needs no walker tray, nor a
  // reacher or a knee wrap for after an operation.
  const recovering = person.occasion.kind === 'get-well';
  const illnessSaid = [...person.conditions].some((condition) => conditionNeeds.has(condition) && condition !== 'surgery-recovery');
  const forAnyRest = (idea: Idea) => !idea.interests.includes('limited-mobility') && idea.interests.some((key) => key !== 'surgery-recovery');
  const assumesSurgery = (idea: Idea) => recovering && (!illnessSaid || forAnyRest(idea));
  // A second or third baby needs no guide to the first: a book for first-time parents or on pregnancy assumes too much.
  const babyBefore = person.conditions.has('big-sibling');
  // Someone long at a craft ("a seasoned falconer", "has played chess for 30 years") gets no beginners' course or
  // starter kit for it: to them it is a slight, however well it fits the budget.
  const longAt = new Set(person.interests.filter((interest) => interest.seasoned).map((interest) => interest.key));
  const grieving = person.occasion.mood === 'grief';
  const aboutTheirLove = (idea: Idea) => person.interests.some((interest) => aboutLove(idea.interests, interest));
  // A love, not a life stage: a baby said is no garden said.
  const aboutAPastime = (idea: Idea) => person.interests.some((interest) => !unlovedKinds.has(interest.kind) && aboutLove(idea.interests, interest));
  const newParents = person.occasion.kind === 'new-baby' && !person.occasion.bigSibling;
  const forTheCouple = coupleDay(person);
  // From a partner, a thing for the housework, the family's dinners or the children says "your job", whatever the day:
  // only for a pastime of theirs it is first about (an air fryer for someone into air-fryer cooking).
  const partner = person.register === 'romantic';
  const atWork = person.register === 'professional';
  // A game for a console (Let's Sing for the Switch) asks for the console: only for someone said to play on one.
  const plays = person.platforms.size > 0 || person.interests.some((interest) => interest.key === GAMING || interest.parents.includes(GAMING) || interest.kind === 'video-game');
  // The animals they keep, said by kind or breed ("her hamster", "two dachshunds"): a thing for other animals (a cat
  // and dog brush for a hamster) is none of theirs. Said only as "pets", any pet's thing may be.
  const theirAnimals = new Set(person.interests.flatMap((interest) => [interest.key, ...interest.parents]).filter((key) => keptAnimals.has(key) && key !== 'pets'));
  const forOtherAnimals = (idea: Idea) => idea.interests.some((key) => keptAnimals.has(key) && key !== 'pets') && !idea.interests.some((key) => theirAnimals.has(key));
  const loveOfTheChore = (idea: Idea) => person.interests.some((interest) => interest.kind === 'topic' && idea.interests[0] === interest.key);
  const owns = person.owned.length > 0;
  // An age guessed from words ("grandma", "at uni") is a range: an idea for some ages only must suit all of it.
  const [youngest, oldest] = person.ageGuessed ?? [age, age];
  const forWorkToo = workWelcome(person);
  // The languages they read or are learning: a book in another is no gift, and a course in their own is none either.
  const { own, learning } = person.tongues;
  const learnt = new Set([...learning, ...person.interests.filter((interest) => interest.key.startsWith(LEARNING_KEY)).map((interest) => interest.key.slice(LEARNING_KEY.length))]);
  const ownLanguageCourse = (idea: Idea) => idea.teaches.some((tongue) => own.has(tongue) && !learnt.has(tongue) && !idea.interests.includes(READS_KEY + tongue));
  const readable = (idea: Idea) => idea.languages.some((tongue) => own.has(tongue) || learnt.has(tongue));
  // The peoples whose traditions are theirs: their own, any they named (see Tongues.named), the people whose festival it is.
  const theirPeoples = new Set([...person.tongues.named, ...learnt, ...(FESTIVAL_PEOPLES[person.occasion.kind] ?? [])]);
  return (idea) => {
    if (idea.priceMin > budget || avoidTitles.has(idea.lowerTitle)) return false;
    if (owns && oneOfTheirs(idea, person.owned)) return false;
    if (sharesFlag(idea.flagBits, refused)) return false;
    if (youngest < idea.ages[0] || oldest > idea.ages[1]) return false;
    if (idea.forWork && !forWorkToo) return false;
    if (idea.genders.length > 0 && !idea.genders.includes(person.audience)) return false;
    if (idea.occasionOnly && !ofTheOccasion(idea, person)) return false;
    // A thing first for a loss (forget-me-nots to sow in memory, a grief journal) belongs to a loss alone, whatever love
    // of theirs it reaches: never a garden idea at a new baby or a wedding.
    if (!grieving && idea.interests[0] === BEREAVEMENT) return false;
    // At a loss, a scented candle or a perfume for someone who never spoke of one is a luxury guessed at, not comfort.
    if (grieving && (idea.flags.has('candle') || idea.flags.has('fragrance')) && !idea.occasions.includes('sympathy') && !aboutTheirLove(idea)) return false;
    // New parents home with a newborn enjoy a pastime's treat there and then (a beer box, good coffee), not a jigsaw, an
    // exam, or chain lube for a bike they have no time to ride.
    // Asked for by the visitor ("something for the garden"), a pastime is no guess about their time.
    if (newParents && !steering.onlyInterests && forAPastime(idea) && idea.category !== 'food') return false;
    if (forTheCouple && !forBoth(idea, person)) return false;
    if (partner && idea.forHousehold && !loveOfTheChore(idea)) return false;
    if (theirAnimals.size > 0 && forOtherAnimals(idea)) return false;
    // Nuts are an allergy a colleague may never have mentioned at work: only for one said to love what holds them.
    if (atWork && idea.flags.has('nuts') && !aboutTheirLove(idea)) return false;
    // A thing for a garden or a patio (a handprint stepping stone, a lawn game) needs one said, or a love it serves
    // (gardening, barbecues): a baby's arrival or a new home says no garden. A memorial stone at a loss may stand in a pot.
    if (idea.flags.has('outdoor-space') && !grieving && !aboutAPastime(idea)) return false;
    // Exam results or a black belt are marked as a promotion is, but are no new job.
    if (idea.forNewRole && person.occasion.label === ACHIEVEMENT) return false;
    if (!playableOn(idea.platforms, person.platforms) || (!plays && needsMachine(idea.platforms))) return false;
    if (idea.forBeginners && longAt.size > 0 && idea.interests.some((key) => longAt.has(key))) return false;
    if (idea.forExperienced && !farAlongFor(idea, person)) return false;
    // Worn as a lover's gift (a silk nightdress, a diamond pendant): too much, too soon for a romance of weeks.
    if (person.newRomance && idea.flags.has('romantic') && idea.flags.has('personal')) return false;
    if (idea.anniversary !== undefined && idea.anniversary !== person.anniversary) return false;
    if (idea.conditions.length > 0 && !idea.conditions.some((condition) => person.conditions.has(condition) || (condition === 'surgery-recovery' && assumesSurgery(idea)))) return false;
    // A baby's thing for twins or for an adoption is for those families alone, though it suits a baby too.
    if (idea.conditions.some((condition) => arrivalNeeds.has(condition) && !person.conditions.has(condition))) return false;
    if (babyBefore && idea.category === 'books' && idea.interests.some((key) => FIRST_BABY.has(key))) return false;
    if (idea.teaches.length > 0 && ownLanguageCourse(idea)) return false;
    if (idea.languages.length > 0 && !readable(idea)) return false;
    if (idea.heritage.length > 0 && !idea.heritage.some((people) => theirPeoples.has(people))) return false;
    if (idea.flags.has('religious-symbols') && !religiousFit(idea, person)) return false;
    // A thing of a faith first (a kosher platter for the shiva house) is for those of that faith, at a loss as at its holidays.
    const faith = faithOf(idea.interests[0]);
    if (faith !== undefined && !person.faiths.has(faith)) return false;
    if (idea.diets.length > 0 && !idea.diets.some((diet) => person.limits.has(diet))) return false;
    if (idea.relationships.length > 0 && person.giftedAs.size > 0 && !idea.relationships.some((relationship) => person.giftedAs.has(relationship))) return false;
    if (avoidsInterests) for (const key of idea.interests) if (person.avoidInterests.has(key) || steering.avoidInterests?.has(key)) return false;
    if (steering.excludeCategories?.has(idea.category)) return false;
    // What a custom refinement asks for is kept to, even when only a few ideas (or none) can do it: the summary says so.
    if (steering.keep && !steering.keep(idea)) return false;
    for (const pastGift of person.pastGifts) if (pastGift.every((word) => idea.words.has(word))) return false;
    return true;
  };
}

/** What a new baby brings into the house and what rests its parents: no pastime of theirs, whatever it is filed under. */
const PARENTHOOD: ReadonlySet<string> = new Set(['babies', 'first-time-parents', 'parenting', 'twins', 'adoption', 'busy-parents', 'self-care', 'sleep-wellbeing']);

/** An idea for a pastime of the parents' rather than for the baby or for their rest. */
const forAPastime = (idea: Idea) => idea.interests.length > 0 && !idea.occasions.includes('new-baby') && !idea.interests.some((key) => PARENTHOOD.has(key));

/**
 * A day that is the couple's (their wedding, or the engagement or anniversary of two): the gift is for both of them,
 * their home, their honeymoon, their day. A hen or stag do is the one's.
 */
const coupleDay = (person: Person) =>
  (person.occasion.kind === 'wedding' && person.occasion.label === 'wedding') || (person.plural && (person.occasion.kind === 'engagement' || person.occasion.kind === 'anniversary'));

/** Categories of things a couple shares: what goes in their home, what they eat together. */
const SHARED_CATEGORIES: ReadonlySet<string> = new Set(['home', 'food']);
/** A day out or a class booked for the two of them. */
const FOR_TWO = /\b(for (two|2)|couples?'?)\b/i;

/**
 * Whether an idea is for both of a couple: nothing worn by one (jewellery, a shirt, a women's or men's thing), and for a
 * love said of one of them alone ("Priya is really into interior design") only what they share (a print for their home).
 */
function forBoth(idea: Idea, person: Person): boolean {
  if (idea.flags.has('personal') || idea.flags.has('sized') || idea.genders.length > 0) return false;
  if (SHARED_CATEGORIES.has(idea.category) || (idea.category === 'experience' && FOR_TWO.test(idea.title)) || person.onesOwn.size === 0) return true;
  const serves = person.interests.filter((interest) => aboutLove(idea.interests, interest));
  return serves.length === 0 || serves.some((interest) => !person.onesOwn.has(interest.key));
}

/**
 * What a thing is made to go with or to show (a case, filters, a scale, a stand; a model, a print), named last in its
 * title: a V60 scale is no second V60, a Kindle case no second Kindle, a die-cast Mini no second car.
 */
const GOES_WITH = new Set(
  (
    'case cover sleeve skin stand holder mount dock charger cable strap band lid straw boot topper filter pod capsule refill cartridge film ' +
    'album seal ring scale remote controller accessory manual guide book model replica print poster keyring keychain sticker decal figure ' +
    'figurine ornament card membership voucher subscription bag pouch tote mat cleaner polish tray shelf light lamp protector organiser ' +
    'organizer caddy rack hanger grip stopper tool attachment charm'
  ).split(' '),
);

/**
 * Whether an idea is one more of a thing they have: its title leads with the thing's name (a maker's name may come
 * first: "Hario V60 ceramic dripper", "Amazon Kindle Paperwhite") and names the thing, not what goes with it; or it is
 * a device of the kind theirs is (a Kobo e-reader beside their Kindle): one is enough, where a second mug is not. Books
 * are one of theirs only when books are what they have; what is used up, done or filled in with a name (a V60's
 * filters, a class, a Mini Cooper print) never is, nor what is worn: someone who lives in her Crocs is glad of a new
 * pair.
 */
function oneOfTheirs(idea: Idea, owned: readonly Owned[]): boolean {
  if (idea.formId || idea.form !== 'thing' || idea.category === 'fashion') return false;
  let naming: string[] | undefined;
  return owned.some((thing) => {
    if ((idea.category === 'books') !== thing.books) return false;
    if (idea.flags.has('gadgets') && thing.kinds.some(({ interest, head }) => idea.kind.head === head && idea.interests.includes(interest))) return true;
    naming ??= namingWords(idea.title);
    const lead = naming.indexOf(thing.names[0]);
    return lead >= 0 && lead <= 1 && thing.names.every((name, at) => naming![lead + at] === name) && (thing.books || !idea.kind.head.split(' ').some((word) => GOES_WITH.has(word)));
  });
}

/** Occasions about someone's working life, where the tools of their work are a fitting gift. */
const WORK_OCCASIONS: ReadonlySet<OccasionKind> = new Set(['new-job', 'promotion', 'graduation', 'teacher']);
/** Occasions that are the workplace's own when a colleague or a boss gives: a leaving do, a thank-you from the team. */
const WORKPLACE_OCCASIONS: ReadonlySet<OccasionKind> = new Set(['farewell', 'thank-you']);

/**
 * Whether the tools of someone's work (a teacher's stamp, a nurse's badge reel, a desk mat) are a fitting gift: on an
 * occasion about their work, from a colleague at the workplace's own, or when the visitor asked for work things. On a
 * birthday, an anniversary or Christmas they say "your job", not "you".
 */
export function workWelcome(person: Person): boolean {
  const kind = person.occasion.kind;
  return WORK_OCCASIONS.has(kind) || (person.register === 'professional' && WORKPLACE_OCCASIONS.has(kind)) || person.asksForWork;
}

/** What a family learns with its first baby, and has no need of a book on with its second. */
const FIRST_BABY: ReadonlySet<string> = new Set(['first-time-parents', 'pregnancy']);

/**
 * A religious idea fits only a person of its faith (asking for a faith's holiday says the faith), and one of a
 * tradition within it (a rosary, an icon) only a person of that tradition: no rosary for an Orthodox grandmother. A
 * way of worship outside the traditions (a worship-band concert) fits anyone of the faith but a person of one.
 */
function religiousFit(idea: Idea, person: Person): boolean {
  return (
    idea.faiths.some((faith) => person.faiths.has(faith)) &&
    idea.faiths.every((faith) => (FAITH_TRADITIONS.has(faith) ? person.faiths.has(faith) : !WORSHIP_OUTSIDE_TRADITIONS.has(faith) || !ofATradition(person)))
  );
}
const ofATradition = (person: Person) => [...FAITH_TRADITIONS].some((tradition) => person.faiths.has(tradition));

/**
 * A typical price inside the idea's range, rounded as a shop would. When the budget stops short of the typical price,
 * the version chosen sits halfway between the cheapest and the budget: a print is not $30 on a $30 budget and $50 on
 * a $50 one, as though it cost whatever was there to spend.
 */
export function estimatePrice(idea: Pick<Idea, 'priceMin' | 'priceMax'>, budget: number): number {
  const ceiling = Math.min(idea.priceMax, budget);
  const middle = (idea.priceMin + idea.priceMax) / 2;
  const typical = middle <= ceiling ? middle : (idea.priceMin + ceiling) / 2;
  const unit = typical < 20 ? 1 : typical < 100 ? 5 : typical < 1000 ? 10 : 50;
  // Rounded as a shop would, but down rather than up to the very budget ($37.50 is $35 on a $40 budget, not $40).
  const nearest = Math.round(typical / unit) * unit;
  const rounded = nearest >= budget && typical < budget ? Math.floor(typical / unit) * unit : nearest;
  return Math.max(idea.priceMin, Math.min(rounded, Math.floor(ceiling)));
}
