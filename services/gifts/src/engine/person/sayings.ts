/**
 * Everyday sayings whose words are not what they say: "a night owl" keeps late hours and wants no owl, "a drama queen"
 * is no fan of Queen, "can't live without coffee" loves coffee, though "without" reads as a no. Each is put in plain
 * words before a clause is read, so the reader sees what the visitor meant and never the picture they used.
 */

/** A saying, and what it says in the words the reader knows ('' when it names nothing to shop for). */
type Saying = [pattern: string, plain: string];

const SAYINGS: Saying[] = [
  // How someone is, told in a picture: no owl, bee, horse, sheep, dog, candle or climbing wall for them.
  ['night owls?|early (birds?|risers?)|(busy|worker|queen) bees?|(drama|ice) queens?|over the moon|on cloud nine|in the dog ?house', ''],
  ['creatures? of habit|lone wol(f|ves)|dark horses?|cold fish|(a )?fish out of water|black sheep( of the family)?|top dog|eager beavers?', ''],
  ['free spirits?|old souls?|big kids?( at heart)?|(the )?life and soul of (the|any|every) party|down[- ]to[- ]earth|team players?', ''],
  ['burn(s|ing|t)? the candle at both ends|climbing the walls|under the weather|hearts? of gold|an open book|(wo)?m[ae]n of few words', ''],
  ['hot mess|people person|glass half full|chip off the old block', ''],
  // Out "in all weathers" is out whatever the weather: no love of the weather.
  ['in all weathers?|whatever the weather|(come )?rain or shine|in any weather', ''],
  // "Golden retriever energy" is a sunny nature, not a dog at home.
  ['(golden retriever|retriever|labrador|puppy|big dog|small dog|cat|feral cat|main character|chaotic|himbo|dad|mum|mom|grandma|grandpa) energy', ''],
  // A simile says how they do a thing, never what they love beside it: "eats like a horse", "sings like a bird".
  ['like (a|an) (horse|fish|log|trojan|sailor|hawk|angel|pig|champ|machine|demon|lunatic|maniac|bird|trooper|fiend|dog|bat out of hell|kid in a (sweet|candy) (shop|store))', ''],
  // Sayings that do name a love, in other words.
  ['water bab(y|ies)', 'swimming'],
  ['(pool|snooker) sharks?|pool hustlers?', 'billiards'],
  ['card (sharks?|sharps?)', 'card games'],
  ['ski bums?', 'skiing'],
  ['culture vultures?', 'theatre and museums'],
  ['sun (worshipp?ers?|seekers?)', 'the beach'],
  ['shopaholics?', 'shopping'],
  ['red bull|monster energy|lucozade', 'energy drinks'],
  ['cat ?naps?|cat ?napping', 'naps'],
  // A double no is a yes: "never without a book", "can't live without her coffee", "never not reading".
  ['(never|rarely|seldom|hardly ever) (seen |found |spotted |caught )?without', 'always has'],
  ["(never|doesn'?t|does not|won'?t|will not) (go|goes|going) anywhere without|(never|doesn'?t|does not|won'?t|will not) (leaves?|leave) the house without", 'always has'],
  ["(can'?t|cannot|can not|couldn'?t|could not|won'?t|will not|wouldn'?t) (live|function|survive|cope|manage|start (the|her|his|their) day|get through (the|a) day|go (a day|anywhere|out)|leave the house|wake up|travel|do mornings) without", 'loves'],
  ['never not', 'always'],
];

/** Words before a saying that go with it: "a real night owl", "a bit of a water baby" is swimming, not "a swimming". */
const LEADS = '(?:(?:a|an|such|quite|real|total|proper|right|complete|bit|of)\\s+){0,5}';
/** Every saying in one pattern, each its own group, so a clause is scanned once; compiled once. */
const ANY_SAYING = new RegExp(`(?<![\\p{L}\\p{N}'-])${LEADS}(?:${SAYINGS.map(([pattern]) => `(${pattern.replace(/\((?!\?)/g, '(?:')})`).join('|')})(?![\\p{L}\\p{N}-])`, 'giu');

/**
 * A bracket that only says what the name before it is: "Friends (the show)", "Yellowstone (tv series)", "Dune (the
 * film)", "Wet Leg (the band)". It is said after the name as the reader knows it ("Friends tv show", "Dune film"), or
 * dropped where the name says enough, never read as a love of its own ("show", "band").
 */
const KIND_IN_BRACKETS =
  / ?\((?:(?:the|a|an|it'?s|its|it is) (?:a |the )?)?(?:(?:(?:tv|television|netflix|bbc|itv|streaming) )?(show|series|programme|program|sitcom|soap|drama|comedy)|(film|movie|films|movies)|(?:band|group|singer|artist|game|video game|book|books|novel|novels|podcast))\)/giu;

/** A text with its sayings put plainly: "runs on tea, a real night owl" → "runs on tea, ". */
export function plainly(text: string): string {
  return text.replace(/[’`]/g, "'").replace(KIND_IN_BRACKETS, (_whole, show?: string, film?: string) => (show ? ' tv show' : film ? ' film' : '')).replace(ANY_SAYING, (...match: unknown[]) => {
    const said = (match as (string | undefined)[]).slice(1, SAYINGS.length + 1).findIndex((group) => group !== undefined);
    return SAYINGS[said]?.[1] ?? '';
  });
}
