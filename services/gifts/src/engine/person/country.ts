import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExclusionFlag } from '../catalog/catalog';
import { normalize } from './text';

/**
 * Where the person lives and how the gift will reach them, as far as the visitor's words tell it: so that things only
 * to be had or used in one country (a Costco membership, a national-parks pass, a Radio Times subscription, a museum in
 * San Diego) go to people who live there, and a gift that must be posted abroad or packed in a suitcase is one that
 * travels. Some say where outright ("lives in Abuja", "in our Singapore office", "has to ship to Lagos"); most do not
 * write "I live in Britain" but "mum", "the telly", "garden centre", "£40", "favourite", "Yorkshire". Every pattern is a
 * plain alternation of words, so each reads in time linear in the text.
 */

/** Everyday words, shops, places, sports and schooling of Britain, Ireland, Australia, New Zealand and Canada. */
const COMMONWEALTH_WORDS = new RegExp(
  `\\b(${[
    // Family and everyday words.
    "mum|mums|mummy|mam|mammy|nan|nans|nanna|grandad|granddad|telly|footy|footie|cuppa|bloke|blokes|the lads|quid|fiver|tenner|skint|knackered|chuffed|gutted|brolly|wellies|jumper|jumpers|trainers|crisps|fortnight|takeaway|chippy|sat ?nav|fancy dress|hen (do|party|weekend)|stag (do|party)|bank holiday|car boot|down the pub|a pint|pints|postcode|loo|bin day|maths|uni|a[- ]levels?|gcses?|sixth form|secondary school|primary school|freshers|year (7|8|9|10|11|12|13)",
    // Shops and brands only found there.
    "m&s|marks (and|&) spencers?|greggs|tesco|sainsbury'?s|asda|morrisons|waitrose|john lewis|argos|primark|wetherspoons|costa coffee|nando'?s|selfridges|harrods|fortnum|b&q|homebase|dunelm|currys|halfords|poundland|superdrug|holland (and|&) barrett|hobbycraft|waterstones|whsmith|charity shops?|high street|the co-?op|bunnings|woolies|tim hortons|timmies|canadian tire",
    // Television, radio, papers and sport.
    "strictly come dancing|the racing|the rugby|the cricket|the snooker|the darts|the footie|the grand national|cheltenham festival|royal ascot|bake off|question time|newsnight|have i got news for you|gardeners'? world|gardener's world|countryfile|springwatch|university challenge|the one show|eastenders|coronation street|corrie|emmerdale|the archers|radio (2|4)|bbc radio|itv|channel 4|sky sports|match of the day|premier league|rugby league|super league|six nations|the ashes|county cricket|snooker|the telegraph|telegraph crossword|the guardian|daily mail|the times crossword|cryptics?|cryptic crosswords?|panto|pantomime|boxing day|afl|nrl|aussie rules|cfl|hockey night in canada|gaa|hurling|camogie|all blacks|man utd|man united|real ale|cask ale",
    // Institutions and pastimes.
    "nhs|national trust|english heritage|allotment|caravan|caravans|caravanning|narrowboats?|canal boats?|parkrun|women's institute|walking holidays?|(walking|walks|hiking|holidays?) (in|round|around) the lakes|fell ?walking|fell running|munros?|munro bagging",
    // Countries, regions and cities.
    "uk|britain|british|england|english countryside|scotland|scottish|wales|welsh|ireland|irish|northern ireland|australia|australian|aussie|new zealand|aotearoa|canada|canadian|london|manchester|birmingham|leeds|liverpool|sheffield|bristol|newcastle|nottingham|leicester|brighton|glasgow|glaswegian|edinburgh|aberdeen|dundee|cardiff|swansea|belfast|dublin|galway|norwich|exeter|plymouth|southampton|portsmouth|coventry|sydney|melbourne|brisbane|adelaide|canberra|hobart|queensland|tasmania|nsw|auckland|christchurch|toronto|vancouver|montreal|ottawa|calgary|edmonton|winnipeg|quebec|ontario|alberta|british columbia|manitoba|saskatchewan|nova scotia|newfoundland|(?<!new )[a-z]+shire|yorkshire|cornwall|devon|dorset|somerset|norfolk|suffolk|essex|surrey|sussex|cumbria|northumberland|lake district|lakeland|windermere|peak district|kinder scout|the dales|wensleydale|swaledale|snowdonia|eryri|snowdon|yr wyddfa|brecon beacons|cotswolds|south downs|jurassic coast|exmoor|north york moors|hadrian'?s wall|the highlands|cairngorms|ben nevis|loch lomond|trossachs|isle of skye|new forest|dartmoor",
  ].join('|')})\\b`,
);

/**
 * Spellings of British and Commonwealth English: "favourite", "colourful", "organised", "centre", "jewellery",
 * "travelling". An American writes "favorite".
 */
const COMMONWEALTH_SPELLINGS =
  /\b((colour|flavour|favour|honour|humour|labour|neighbour|behaviour|harbour|rumour|savour|odour|armour|parlour|endeavour|saviour)(s|ed|ing|ite|ites|ful|y|able)?|(organis|realis|recognis|apologis|personalis|customis|specialis|prioritis|socialis|moisturis|emphasis|criticis|memoris|visualis|sympathis|minimis|energis|accessoris|modernis|romanticis|idolis)(e|es|ed|ing|er|ers|ation|ations)|centres?|theatres?|metres?|litres?|fibre|calibre|sombre|jewellery|pyjamas|aluminium|tyres?|cheques?|programmes?|mould|cosy|cosier|cosiest|travell(ing|ed|er|ers)|licence|practise[sd]?|whilst)\b/;

/**
 * What only the words as typed show: money in pounds or euros ("£40", "€30"), Boots the chemist, capitalised
 * (walking boots are not a shop), and the Lake District as "the Lakes" (swimming in the lakes is anywhere).
 */
const AS_TYPED = /[£€]|\b\d+ ?(quid|euros?|gbp|eur)\b|\bBoots\b|\bNo7\b|\bthe Lakes\b/;
/** Boots worn, whatever their capitals: "new walking Boots", "Hiking Boots". */
const FOOTWEAR_BOOTS = /\b(walking|hiking|work|riding|football|rugby|ski|snow|rain|cowboy|western|winter|new|leather|chelsea|combat|ankle|wellington|steel[- ]toe[ds]?|(dr\.? )?martens?)\s+boots\b/gi;

/**
 * Countries and the places in them people name (`places.json`): a country's own names, its states, counties and
 * regions, its major cities. A place two countries share a name with belongs to the one people mean most often
 * (Birmingham is England's, Perth Australia's); words that are everyday English too (Bath, Reading, Nice) are left out.
 */
const PLACES: ReadonlyMap<string, string> = new Map(
  Object.entries(JSON.parse(readFileSync(join(__dirname, 'places.json'), 'utf8')) as Record<string, string[]>).flatMap(([country, places]) => places.map((place) => [place, country] as const)),
);
/** The most words a place's name runs to ("newcastle upon tyne"). */
const LONGEST_PLACE = Math.max(...[...PLACES.keys()].map((place) => place.split(' ').length));

/** The country of the place that normalised words begin with ("munich from our london office" → "de"), if any. */
export function countryAt(words: string): string | undefined {
  const said = words.trim().split(' ');
  for (const start of said[0] === 'the' ? [0, 1] : [0]) {
    for (let length = Math.min(LONGEST_PLACE, said.length - start); length > 0; length--) {
      const country = PLACES.get(said.slice(start, start + length).join(' '));
      if (country) return country;
    }
  }
  return undefined;
}

/**
 * Place names that are other things in a gift's words too: a Manhattan cocktail, drag queens, Captain America, La
 * Reina del Sur, Clark Kent, the Kentucky Derby, a California roll, a fife, Texas hold'em, Kobe beef, a cork board.
 */
const ALSO_NAMES: ReadonlySet<string> = new Set(['america', 'la', 'dc', 'georgia', 'washington', 'queens', 'manhattan', 'brooklyn', 'hollywood', 'buffalo', 'phoenix', 'columbus', 'madison', 'charleston', 'lincoln', 'boston', 'the south', 'the midwest', 'texas', 'california', 'derby', 'kent', 'fife', 'kl', 'rio', 'kobe', 'cork', 'florence']);
/** A country's places as one pattern, found anywhere in a gift's words. */
const namedIn = (country: string) => {
  const names = [...PLACES].filter(([place, of]) => of === country && !ALSO_NAMES.has(place)).map(([place]) => place.replace(/[&'-]/g, '\\$&').replace(/ /g, '[\\s-]+'));
  // "New England" is no England, and a "Chicago-style" pizza no trip to Chicago.
  return new RegExp(`(?<!\\bnew )\\b(${names.join('|')})\\b(?![- ]style)`, 'i');
};
/** Every country's places, a pattern each. */
const COUNTRIES_NAMED = [...new Set(PLACES.values())].map((country) => [country, namedIn(country)] as const);

/** A show or a pass had in many countries: "tours the US and Europe", "a world tour", "worldwide". */
const TOURS = /\b(europe|worldwide|world tour|internationally|around the world|across the world)\b/i;

/**
 * The one country whose places a day out names, if it names one only: San Diego's museum is the US's, a show in London
 * the UK's; a marathon in London, Berlin or Chicago, or a choir touring the US and Europe, is no one country's.
 */
export function countryBound(text: string): string | undefined {
  if (TOURS.test(text)) return undefined;
  const named = COUNTRIES_NAMED.filter(([, places]) => places.test(text));
  return named.length === 1 ? named[0][0] : undefined;
}

/** The country of the first place named after "in", "to" or "at" in normalised words ("a company in detroit"). */
const countryAfter = (words: string): string | undefined => countryAt(words) ?? [...words.matchAll(/\b(?:in|to|at) ((?:[a-z'&-]+ ?){1,4})/g)].map(([, place]) => countryAt(place)).find(Boolean);

/** The gift sent by post or courier to where they are: "has to ship to Lagos", "needs to be sent to Germany". */
const SHIPPED_TO = /\b(?:ship(?:s|ped|ping)?|sen[dt]|sending|post(?:ed|ing)?|deliver(?:ed|ing|y)?|mail(?:ed|ing)?|courier(?:ed)?)(?: (?:it|them|this|something|out|over|abroad|internationally))* to (?:her |him |them )?(?:in )?(.+)$/;
/**
 * The gift sent abroad with no place said: "posting it overseas", "has to ship internationally", or packed with others
 * in a box for someone far away ("has to fit in a care package", "sending a parcel to his base").
 */
const SHIPPED_ABROAD = /\b(ship|post|send|sent|deliver|mail|courier)\w* (it |them )?(abroad|overseas|internationally)\b|\binternational (shipping|post|delivery)\b|\bcare (package|parcel|box)\b|\b(parcel|package|box) to (his|her|their|the) (base|ship|barracks|unit)\b/;
/** Where the giver is, not the person: "I'm in Manchester", "I live in the US", "bringing it from the UK". */
const GIVER_AT = /\b(?:(?:i'?m|i am|im|we'?re|we are)(?: (?:now|currently|still|based|living|over|out|back))*|i (?:live|moved|work)|i'?ve moved) (?:in|at|to) ((?:[a-z'&-]+ ?){1,4})|\b(?:bringing|taking|carrying|flying) (?:it |them |this |something )?(?:over |out )?from ((?:[a-z'&-]+ ?){1,4})/;
/** A place they go to live: "moving back to Munich", "relocated to Dubai", "a new job in Detroit". */
const MOVED_TO_LIVE = /\b(?:(?:moving|relocating|emigrating|moved|moves|move|relocated|emigrated|transferred|posted|seconded)(?: (?:out|over|down|up|back|home|abroad))*(?: from (?:[a-z'&-]+ ){1,4}?)? to|(?:job|role|position|posting|contract|secondment|placement)(?: offer)? (?:in|at|out in)) (.+)$/;
/** A place they leave behind in a move: "moving to Munich from our London office", "leaving Leeds for Bristol". */
const LEFT_FROM = /\b(?:from|leaving|left|away from|out of) (?:(?:our|the|his|her|their|my|your) )?(.+)$/;
/** A move said as leaving one place for another: "leaving Dublin for Berlin". */
const LEAVING_FOR = /\bleaving (?:(?:our|the|his|her|their|my|your) )?((?:[a-z'&-]+ ){1,4})for (.+)$/;
/** Where they live, said of them (not of the giver): "lives in Abuja", "lives with my mum in Leicester", "based in Leeds". */
const LIVES_IN = /\b(?:(?<!\bi )lives?|(?<!\b(?:i'?m|im|i am) )living|based|settled|resides|residing|home is|back home|stationed)(?: (?!in\b|at\b|on\b)[a-z'-]+){0,4} (?:in|at|on) (.+)$/;
/** Where they work beside the giver: "in our Singapore office", "at the Tokyo branch". */
const OFFICE_IN = /\b(?:in|at) (?:our|the|their|his|her|my|your) ((?:[a-z'&-]+ ){1,3})(?:office|branch|site|hq|headquarters|campus|studio)\b/;
/** Any place said with "in": "family in Guadalajara", "a small flat in Edinburgh", "she hosted me in Kyoto". */
const IN_PLACE = /\b(?:in|near|outside) ((?:[a-z'&-]+ ?){1,4})/g;
/** A clause about a journey, a wedding or a birthplace, whose places are no home: "honeymoon in Bali", "wedding in Pune". */
const AWAY = /\b(trip|trips|holiday|holidays|vacation|honeymoon|visit|visits|visiting|visited|went|going|go|travel\w*|wedding|married|marrying|born|grew up|raised|studied|conference|festival|weekend|week|cruise|tour|stag|hen|backpacking|abroad|dream|dreams|wants|bucket list)\b/;
/** Words for a home, beside the place it is in: "her garden in Lekki", "family in Guadalajara", "hosted me in Kyoto". */
const HOME_WORDS = /\b(garden|house|home|flat|apartment|bungalow|family|allotment|village|street|church|mosque|temple|gurdwara|synagogue|shop|school|office|care home|neighbourhood|neighborhood|parish|club|hosted|host|homestay)( \w+){0,2} (in|near) [a-z]/;

/** A gift packed in someone's luggage: "flying so can't be huge", "I'm bringing it from the UK", "needs to travel well". */
const CARRIED =
  /\b((she'?s|he'?s|they'?re|i'?m|im|is|are|we'?re) flying|flying (so|and|back|home|out|over|there|with)|on the plane|in (my|her|his|their|a) (suitcase|luggage|hand luggage|carry[- ]?on)|hand luggage|carry[- ]?on|cabin bag|travels? well|bringing it (from|over|with)|taking it (over|with|on the plane))\b/;
/** Room for nothing big: "can't be huge", "no space for big stuff", "nothing bulky". */
const SMALL_ONLY = /\b((can'?t|cannot|cant|shouldn'?t) be (too |very |that )?(huge|big|large|bulky)|nothing (too |very )?(big|huge|large|bulky)|no (space|room) for (big|large|bulky|much)|not (too )?(big|bulky|huge))\b/;
/** A gift with nothing to post: "or something digital", "an e-gift", "digital only". */
const DIGITAL = /\b(something digital|(be|or|only|preferably|ideally) digital|digital (gift|present|one|only|something)|e-?gifts?|e-?vouchers?|emailed|by email|sent online)\b/;

/** Where the person lives, read from the visitor's words, and how the gift will reach them. */
export interface Whereabouts {
  /**
   * The country they live in, or are moving to live in, as places.json names it ("gb", "us", "ng"); "elsewhere" for a
   * place outside the US the lexicon knows but the places do not; undefined when nothing said places them.
   */
  home?: string;
  /** The country they live in before a move said ("from our London office"): their home when no move was said. */
  before?: string;
  /** The gift crosses a border by post or courier: "has to ship to Lagos", "needs to ship to Germany". */
  shippedAbroad: boolean;
  /** The gift goes in someone's luggage: "flying so can't be huge", "I'm bringing it from the UK". */
  carried: boolean;
  /** Room for nothing big, said: "can't be huge", "no space for big stuff". */
  smallOnly: boolean;
  /** A gift with nothing to post is asked for, or welcome: "it has to ship to Lagos or be something digital". */
  digital: boolean;
  /** Words, spellings or money of Britain, Ireland or the Commonwealth: "mum", "favourite", "£40". */
  british: boolean;
  /** The words that say where they live, when said ("manhattan" of "lives in Manhattan"): the town a day out is in. */
  homeSaid?: string;
}

/** What the visitor wrote, as where they live is read from it. */
export interface Written {
  /** What is said of them: the considerations, the relationship and occasion typed, the personality. */
  about: string[];
  interests: string;
  /** Their name and past gifts, whose words alone count ("Nan", "a Boots voucher"): a weekend in Bath was no home. */
  besides: string[];
}

/**
 * Where the person lives, from the visitor's words. A home said outright decides: a move's destination, then where a
 * gift ships to, then "lives in", an office, a home "in" a place; otherwise, for a colleague or a partner (`shared`),
 * where the giver is; otherwise nothing, and how they write tells the rest. `isPlace` tells whether words name a place
 * outside the US the lexicon knows ("lives in Lisbon").
 */
export function readWhereabouts({ about, interests, besides }: Written, isPlace: (words: string) => boolean, shared: boolean): Whereabouts {
  const found: Partial<Record<'moved' | 'shipped' | 'lives' | 'office' | 'in' | 'giver' | 'left', string>> = {};
  const saidAt: Partial<Record<keyof typeof found, string>> = {};
  const note = (key: keyof typeof found, country: string | undefined, words?: string) => {
    if (found[key] !== undefined || country === undefined) return;
    found[key] = country;
    saidAt[key] = words;
  };
  const clausesOf = (text: string) => text.split(/[.,;:!?\n()/]+|\s-\s/).map(normalize);
  for (const [text, homesOnly] of [...about.map((text) => [text, false] as const), [interests, true] as const]) {
    for (const clause of clausesOf(text)) {
      const giver = GIVER_AT.exec(clause);
      if (giver) note('giver', countryAfter(giver[1] ?? giver[2]));
      // What the giver said of themself says nothing of where the person is: "I'm in Manchester so it has to ship".
      const theirs = giver ? clause.replace(giver[0], ' ') : clause;
      const moved = MOVED_TO_LIVE.exec(theirs);
      if (moved) {
        note('moved', countryAt(moved[1]) ?? countryAfter(moved[1]), moved[1]);
        const left = LEFT_FROM.exec(moved[1]) ?? LEFT_FROM.exec(theirs.slice(0, moved.index));
        if (left) note('left', countryAt(left[1]) ?? countryAt(left[1].replace(/^\w+ /, '')));
      }
      const leaving = LEAVING_FOR.exec(theirs);
      if (leaving && countryAt(leaving[2])) {
        note('moved', countryAt(leaving[2]), leaving[2]);
        note('left', countryAt(leaving[1]));
      }
      const shipped = SHIPPED_TO.exec(theirs);
      if (shipped) note('shipped', countryAt(shipped[1]));
      const lives = LIVES_IN.exec(theirs);
      if (lives) note('lives', countryAt(lives[1]) ?? (isPlace(lives[1]) ? 'elsewhere' : undefined), lives[1]);
      const office = OFFICE_IN.exec(theirs);
      if (office) note('office', countryAt(office[1]), office[1]);
      if (!AWAY.test(theirs) && !moved && (!homesOnly || HOME_WORDS.test(theirs))) for (const [, place] of theirs.matchAll(IN_PLACE)) note('in', countryAt(place), place);
    }
  }
  const said = normalize([...about, interests].join(' . '));
  const everyWord = [...about, interests, ...besides].join(' . ');
  const british = writesFromOutsideUS(normalize(everyWord)) || AS_TYPED.test(everyWord.replace(FOOTWEAR_BOOTS, ' '));
  const before = found.left ?? found.lives ?? found.office ?? found.in ?? (shared ? found.giver : undefined);
  const home = found.moved ?? found.shipped ?? before;
  // Said of them, not of the giver, and no place they are leaving: "lives in Manhattan", "a flat in Leeds".
  const homeSaid = saidAt.moved ?? (found.shipped === undefined && found.left === undefined ? (saidAt.lives ?? saidAt.office ?? saidAt.in) : undefined);
  return {
    home,
    before,
    shippedAbroad: SHIPPED_ABROAD.test(said) || (found.shipped !== undefined && found.shipped !== found.giver),
    carried: CARRIED.test(said),
    smallOnly: SMALL_ONLY.test(said),
    digital: DIGITAL.test(said),
    british,
    homeSaid,
  };
}

/** Whether the person lives outside the United States: where they live, when said; otherwise how they write. */
export const livesOutsideUS = (where: Whereabouts) => (where.home === undefined ? where.british : where.home !== 'us');
/**
 * Whether the person lives outside the United Kingdom: where they live, when said; otherwise unless they write as a
 * Briton does, since a National Trust card or a Radio Times subscription is of no use to anyone else.
 */
export const livesOutsideUK = (where: Whereabouts) => (where.home === undefined ? !where.british : where.home !== 'gb');

/** What a gift posted abroad cannot be: food that spoils, plants, drink, the big, the heavy or breakable, a day out booked at home. */
const SHIPPED_LIMITS: readonly ExclusionFlag[] = ['perishable', 'live-plants', 'live-animals', 'alcohol', 'bulky', 'heavy', 'fragile', 'outings'];
/** What a gift packed in a suitcase cannot be: big, heavy, breakable, spoiling on the way, or a day out booked where the giver lives. */
const CARRIED_LIMITS: readonly ExclusionFlag[] = ['bulky', 'heavy', 'fragile', 'perishable', 'outings'];

/**
 * The limits where they live and how the gift travels set: no American-only things abroad, nothing bulky in a suitcase.
 * Britain's own things wait on `livesOutsideUK`, which holds for most people and so is no limit the visitor stated.
 */
export function whereaboutsLimits(where: Whereabouts): ExclusionFlag[] {
  const limits: ExclusionFlag[] = [];
  if (livesOutsideUS(where)) limits.push('us-only');
  if (where.shippedAbroad) limits.push(...SHIPPED_LIMITS);
  if (where.carried) limits.push(...CARRIED_LIMITS);
  if (where.smallOnly) limits.push('bulky');
  return limits;
}

/** Whether normalised words are British, Irish or Commonwealth: "telly", "favourite", "Yorkshire", "M&S". */
export function writesFromOutsideUS(said: string): boolean {
  return COMMONWEALTH_WORDS.test(said) || COMMONWEALTH_SPELLINGS.test(said);
}

/** Britain, Ireland and the older Commonwealth, whose words the visitor's own may give away. */
const COMMONWEALTH: ReadonlySet<string> = new Set(['gb', 'ie', 'ca', 'au', 'nz']);

/**
 * Whether a move said in normalised words stays in the country they live in now: "moving to Denver" for an American,
 * "moving to Manchester" for someone in Leeds. Where they live now is what was said of it, or else how they write. Such
 * a move needs no guide to a new country nor a map of home.
 */
export function movesWithinCountry(said: string, where: Whereabouts): boolean {
  const to = MOVED_TO_LIVE.exec(said)?.[1];
  if (to === undefined) return false;
  const going = countryAt(to) ?? countryAfter(to);
  if (going === undefined) return false;
  if (where.before !== undefined) return going === where.before;
  return where.british ? COMMONWEALTH.has(going) : going === 'us';
}
