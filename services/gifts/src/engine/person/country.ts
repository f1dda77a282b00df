/**
 * Where the person lives, as far as the visitor's words tell it: only whether it is somewhere other than the United
 * States, so that things only to be had there (a Costco membership, a national-parks pass, a rain barrel sized in
 * gallons) go to Americans alone. Nobody writes "I live in Britain"; they write "mum", "the telly", "garden centre",
 * "£40", "favourite", "Yorkshire". Every pattern is a plain alternation of words, so each reads in time linear in the text.
 */

/** Everyday words, shops, places, sports and schooling of Britain, Ireland, Australia, New Zealand and Canada. */
const COMMONWEALTH_WORDS = new RegExp(
  `\\b(${[
    // Family and everyday words.
    "mum|mums|mummy|mam|mammy|nan|nans|nanna|grandad|granddad|telly|footy|footie|cuppa|bloke|blokes|the lads|quid|fiver|tenner|skint|knackered|chuffed|gutted|brolly|wellies|jumper|jumpers|trainers|crisps|fortnight|takeaway|chippy|sat ?nav|fancy dress|hen (do|party|weekend)|stag (do|party)|bank holiday|car boot|down the pub|a pint|pints|postcode|loo|bin day|maths|uni|a[- ]levels?|gcses?|sixth form|secondary school|primary school|freshers|year (7|8|9|10|11|12|13)",
    // Shops and brands only found there.
    "m&s|marks (and|&) spencers?|greggs|tesco|sainsbury'?s|asda|morrisons|waitrose|john lewis|argos|primark|wetherspoons|costa coffee|nando'?s|selfridges|harrods|fortnum|b&q|homebase|dunelm|currys|halfords|poundland|superdrug|holland (and|&) barrett|hobbycraft|waterstones|whsmith|charity shops?|high street|the co-?op|bunnings|woolies|tim hortons|timmies|canadian tire",
    // Television, radio, papers and sport.
    "strictly come dancing|bake off|eastenders|coronation street|corrie|emmerdale|the archers|radio (2|4)|bbc radio|itv|channel 4|sky sports|match of the day|premier league|rugby league|super league|six nations|the ashes|county cricket|snooker|the telegraph|telegraph crossword|the guardian|daily mail|the times crossword|cryptics?|cryptic crosswords?|panto|pantomime|boxing day|afl|nrl|aussie rules|cfl|hockey night in canada|gaa|hurling|camogie|all blacks|man utd|man united|real ale|cask ale",
    // Institutions and pastimes.
    "nhs|national trust|english heritage|allotment|caravan|caravans|caravanning|parkrun|women's institute",
    // Countries, regions and cities.
    "uk|britain|british|england|english countryside|scotland|scottish|wales|welsh|ireland|irish|northern ireland|australia|australian|aussie|new zealand|aotearoa|canada|canadian|london|manchester|birmingham|leeds|liverpool|sheffield|bristol|newcastle|nottingham|leicester|brighton|glasgow|glaswegian|edinburgh|aberdeen|dundee|cardiff|swansea|belfast|dublin|galway|norwich|exeter|plymouth|southampton|portsmouth|coventry|sydney|melbourne|brisbane|adelaide|canberra|hobart|queensland|tasmania|nsw|auckland|christchurch|toronto|vancouver|montreal|ottawa|calgary|edmonton|winnipeg|quebec|ontario|alberta|british columbia|manitoba|saskatchewan|nova scotia|newfoundland|(?<!new )[a-z]+shire|yorkshire|cornwall|devon|dorset|somerset|norfolk|suffolk|essex|surrey|sussex|cumbria|northumberland|lake district|peak district|the dales|snowdonia|cotswolds|the highlands|new forest|dartmoor",
  ].join('|')})\\b`,
);

/**
 * Spellings of British and Commonwealth English: "favourite", "colourful", "organised", "centre", "jewellery",
 * "travelling". An American writes "favorite".
 */
const COMMONWEALTH_SPELLINGS =
  /\b((colour|flavour|favour|honour|humour|labour|neighbour|behaviour|harbour|rumour|savour|odour|armour|parlour|endeavour|saviour)(s|ed|ing|ite|ites|ful|y|able)?|(organis|realis|recognis|apologis|personalis|customis|specialis|prioritis|socialis|moisturis|emphasis|criticis|memoris|visualis|sympathis|minimis|energis|accessoris|modernis|romanticis|idolis)(e|es|ed|ing|er|ers|ation|ations)|centres?|theatres?|metres?|litres?|fibre|calibre|sombre|jewellery|pyjamas|aluminium|tyres?|cheques?|programmes?|mould|cosy|cosier|cosiest|travell(ing|ed|er|ers)|licence|practise[sd]?|whilst)\b/;

/**
 * What only the words as typed show: money in pounds or euros ("£40", "€30"), and Boots the chemist, capitalised
 * (walking boots are not a shop).
 */
const AS_TYPED = /[£€]|\b\d+ ?(quid|euros?|gbp|eur)\b|\bBoots\b|\bNo7\b/;
/** Boots worn, whatever their capitals: "new walking Boots", "Hiking Boots". */
const FOOTWEAR_BOOTS = /\b(walking|hiking|work|riding|football|rugby|ski|snow|rain|cowboy|western|winter|new|leather|chelsea|combat|ankle|wellington|steel[- ]toe[ds]?|(dr\.? )?martens?)\s+boots\b/gi;

/** The states, cities and words of the United States, as said after "lives in" or "moved to". */
const US_PLACES =
  /^(the )?(us|usa|u s|u s a|states|united states|america|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|nyc|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|brooklyn|manhattan|queens|the bronx|los angeles|la|san francisco|the bay area|bay area|seattle|portland|boston|chicago|houston|dallas|austin|denver|phoenix|atlanta|miami|philadelphia|philly|detroit|minneapolis|nashville|new orleans|las vegas|san diego|pittsburgh|baltimore|st louis|cleveland|kansas city|salt lake city|charlotte|raleigh|orlando|tampa|honolulu|anchorage|yellowstone|the midwest|the south|new england|upstate new york|the east coast|the west coast)\b/;

/** Where someone is said to live or to have moved: the words after "lives in", "moved to", "based in". */
const HOME_SAID = /\b(?:lives?|living|based|settled|moved|moving|relocated|relocating|emigrated|emigrating|home is|back home) (?:in|to|out to|over to|back to|down to|up to)? ?((?:[a-z'&-]+ ?){1,3})/g;

/** How the visitor's words place the person: at home in the US, somewhere else, or unsaid. */
type Home = 'us' | 'elsewhere' | undefined;

/**
 * Where the words after "lives in" or "moved to" put them: the US when they name a state, a city or the country, and
 * elsewhere when they name a place the lexicon knows outside it, or one of Britain's, Ireland's or the Commonwealth's.
 */
function homeSaid(text: string, isPlace: (words: string) => boolean): Home {
  let home: Home;
  for (const [, words] of text.matchAll(HOME_SAID)) {
    if (US_PLACES.test(words)) return 'us';
    if (isPlace(words) || COMMONWEALTH_WORDS.test(` ${words} `)) home = 'elsewhere';
  }
  return home;
}

/**
 * Whether the person lives outside the United States, read from everything the visitor wrote: `said` normalised,
 * `raw` as typed (for "£"). A home said outright decides; otherwise any word, spelling or currency of Britain, Ireland
 * or the Commonwealth does, so a "mum" who loves the garden centre is given nothing only to be had in America.
 * `isPlace` tells whether words name a place outside the US the catalog knows ("lives in Lisbon").
 */
export function livesOutsideUS(said: string, raw: string, isPlace: (words: string) => boolean): boolean {
  const home = homeSaid(said, isPlace);
  if (home !== undefined) return home === 'elsewhere';
  return writesFromOutsideUS(said) || AS_TYPED.test(raw.replace(FOOTWEAR_BOOTS, ' '));
}

/** Whether normalised words are British, Irish or Commonwealth: "telly", "favourite", "Yorkshire", "M&S". */
export function writesFromOutsideUS(said: string): boolean {
  return COMMONWEALTH_WORDS.test(said) || COMMONWEALTH_SPELLINGS.test(said);
}

/** The words a move goes to: "moving to Denver for work" → "denver for work". */
const MOVED_TO = /\b(?:(?:moving|relocating|moved|moves|move|relocated|transferred|posted)\s+(?:out |over |down |up |back )?to|(?:job|role|position|post|posting|contract|secondment|placement)(?: offer)? (?:in|at|out in))\s+((?:[a-z'&-]+ ?){1,3})/;

/**
 * Whether a move said in normalised words stays in the country they live in: to a US city or state for an American,
 * to a British, Irish or Commonwealth place for someone living outside the US ("moving to Manchester"). Such a move
 * needs no guide to a new country nor a map of home.
 */
export function movesWithinCountry(said: string, outsideUS: boolean): boolean {
  const to = MOVED_TO.exec(said)?.[1];
  if (to === undefined) return false;
  return outsideUS ? COMMONWEALTH_WORDS.test(` ${to} `) && !US_PLACES.test(to) : US_PLACES.test(to);
}
