import type { RecipientInfo } from '@presently/proto';

/**
 * Words that name one of several loves, settled by what is said beside them as a friend would: "skating" beside a skate
 * park is skateboarding, beside a rink ice skating, beside a roller disco roller skating; "trad music" beside hurling
 * is Irish traditional music. Each is rewritten to the words the lexicon knows before the person is read.
 */

/** One ambiguous word: the readings its neighbours choose, first match wins, and the reading when none says. */
interface Ambiguous {
  /** The word said bare; a qualifier before it ("ice skating", "Irish trad") leaves it as said. */
  word: RegExp;
  readings: readonly { when: RegExp; as: (said: string) => string }[];
  otherwise?: (said: string, age: number | undefined, occasion: string | undefined) => string | undefined;
  /** The question for the visitor when nothing said settles it: a friend would ask, not guess. */
  ask?: (who: string) => string;
}

/** Under this age "skating" with nothing beside it is mostly a board: teenagers and students skate parks. */
const BOARD_SKATING_UNTIL = 25;

/** What a bare skating word becomes for each kind of skating: "skating", "skates", "skater(s)". */
const skatingAs = (kind: 'ice' | 'roller' | 'board') => (said: string) => {
  const lower = said.toLowerCase();
  if (kind === 'board') return lower === 'skating' ? 'skateboarding' : lower === 'skates' ? 'skateboards' : lower.replace('skater', 'skateboarder');
  return `${kind} ${lower}`;
};

const AMBIGUOUS: readonly Ambiguous[] = [
  {
    word: /(?<![\p{L}-]|\b(ice|roller|figure|speed|inline|quad|in-line|rink|skate) )\b(skating|skates|skaters?)\b/giu,
    readings: [
      { when: /\b(ice|rink|rinks|figure|hockey|frozen|winter|christmas|pond)\b/i, as: skatingAs('ice') },
      { when: /\b(roller|rollers|disco|derby|quads?|rollerblad\w*|inline|jam skating|impala|moxi)\b/i, as: skatingAs('roller') },
      { when: /\b(skate ?parks?|skateboard\w*|boards?|decks?|ollies?|kickflips?|thrasher|vans|halfpipes?|ramps?)\b/i, as: skatingAs('board') },
    ],
    // Said alone, skating at Christmas is the rink's; otherwise a teenager's is a board, a grown-up's the rink.
    otherwise: (said, age, occasion) => (occasion !== 'christmas' && age !== undefined && age <= BOARD_SKATING_UNTIL ? skatingAs('board')(said) : skatingAs('ice')(said)),
  },
  {
    // "Rides every weekend" says no what: a bike, a motorbike or a horse, as the words beside it say. Bare "riding" is
    // the stables' word; bare "rides" stays unsettled, and the visitor is asked (see `unsettledQuestions`).
    word: /(?<!\b(the|horse|pony|bike|motorbike|motorcycle|trail|mountain|road|gravel|bmx|dirt|park|fair|fairground|funfair|coaster|donkey|camel) )\b(rides|riding)\b(?! (a|an|his|her|their|the|my|horses?|ponies|pony|bikes?|motorbikes?|motorcycles?|harleys?|scooters?|bicycles?|trails?|waves?|roller ?coasters?|lessons?|school|club|boots|hat|helmet|instructor)\b)/giu,
    readings: [
      { when: /\b(horses?|pony|ponies|stables?|equestrian|dressage|show ?jumping|eventing|hacks?|hacking|gymkhana|saddle|livery|mare|gelding|tack)\b/i, as: (said) => (said.toLowerCase() === 'riding' ? 'horse riding' : 'rides horses') },
      { when: /\b(motorbikes?|motorcycles?|biker|harley|ducati|triumph|kawasaki|yamaha|honda|bmw gs|leathers|sturgis|track days?|superbikes?|moto ?gp)\b/i, as: () => 'rides motorbikes' },
      { when: /\b(cycl\w*|bikes?|bicycles?|strava|lycra|peloton|sportives?|gravel|mtb|mountain bik\w*|road bik\w*|cafe stops?|café stops?|tour de france|chain ?gang|zwift)\b/i, as: () => 'rides bikes' },
    ],
    otherwise: (said) => (said.toLowerCase() === 'riding' ? 'horse riding' : undefined),
    ask: (who) => `What does ${who} ride: a bike, a motorbike or a horse?`,
  },
  {
    // "Trad music", "trad sessions" beside Irish words are Irish; a Scottish ceilidh band's trad stays folk music.
    word: /(?<!\b(irish|scottish|scots|english|welsh|breton|trad) )\btrad(?= (music|tunes?|sessions?|songs?|fiddle|band|bands|gigs?)\b)/giu,
    readings: [
      {
        when: /\b(irish|ireland|[eé]ire|hurling|camogie|gaelic|gaa|bodhr[aá]n|tin whistle|uilleann|c[eé]il[ií]|fleadh|dublin|galway|cork|kerry|clare|donegal|mayo|sligo|limerick|tipperary|kilkenny|wexford|connemara)\b/i,
        as: () => 'Irish trad',
      },
    ],
  },
];

/**
 * The interests with each ambiguous word settled by the words said beside it (all they said of the person: interests,
 * personality, past gifts), or failing those by their age and the occasion. Those words are joined only when an
 * ambiguous word is there, which few requests have.
 */
/** The questions for the ambiguous words that nothing said beside them settles: "What does Tom ride?" */
export function unsettledQuestions(info: Pick<RecipientInfo, 'interests' | 'personality' | 'pastGifts' | 'age' | 'occasion'>, who: string): string[] {
  const settled = settleAmbiguous(info.interests, info);
  return AMBIGUOUS.flatMap(({ word, ask }) => {
    word.lastIndex = 0;
    const left = ask !== undefined && word.test(settled);
    word.lastIndex = 0;
    return left ? [ask(who)] : [];
  });
}

export function settleAmbiguous(interests: string, info: Pick<RecipientInfo, 'interests' | 'personality' | 'pastGifts' | 'age' | 'occasion'>): string {
  let settled = interests;
  let said: string | undefined;
  const saidOfThem = () => (said ??= [info.interests, info.personality, info.pastGifts].filter(Boolean).join('. '));
  for (const { word, readings, otherwise } of AMBIGUOUS) {
    if (!word.test(settled)) continue;
    word.lastIndex = 0;
    const reading = readings.find(({ when }) => when.test(saidOfThem()));
    settled = settled.replace(word, (found) => (reading ? reading.as(found) : (otherwise?.(found, info.age, info.occasion) ?? found)));
  }
  return settled;
}
