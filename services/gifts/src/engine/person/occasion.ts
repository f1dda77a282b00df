import type { OccasionKind } from '../catalog/catalog';
import { FESTIVAL_MOODS, FESTIVAL_WORDS } from './festivals';

/** The label of a success marked as a promotion is (exam results, a black belt), which is no new job. */
export const ACHIEVEMENT = 'achievement';
/** The label of a farewell to someone going on maternity, paternity or parental leave: they leave the desk, not the job. */
export const PARENTAL_LEAVE = 'maternity leave';

/** How an occasion feels, which sets what may be given and how anything is said. */
export type Mood = 'celebration' | 'grief' | 'care' | 'faith' | 'everyday';

export interface Occasion {
  kind: OccasionKind;
  /** How a sentence names it: "birthday", "Eid", "new baby", or the visitor's own words. */
  label: string;
  mood: Mood;
  /**
   * A hard time that is a setback in life (a divorce, a break-up, a lost job), not an illness or a loss: what helps is
   * encouragement and warmth, someone in their corner, never condolence.
   */
  setback?: true;
  /**
   * A child who came home other than by being born to them (an adoption), or born to someone else for them (a
   * surrogacy): nothing that marks a birth they did not have, or a body that did not carry the baby.
   */
  arrival?: Arrival;
  /**
   * A wedding had quietly (an elopement, a courthouse or registry office with two witnesses, a secret wedding): there was
   * no gift list, so nothing that pays into one (a registry gift card, a honeymoon fund).
   */
  quiet?: true;
  /**
   * Trying for a baby (IVF, fertility treatment): a hopeful, gruelling time. Nothing for a baby who is not there, and
   * nothing a pregnancy days away would rule out (wine, soft cheese, a sauna).
   */
  trying?: true;
  /** The person is the child becoming a big brother or sister at a baby's arrival: the gift is theirs, not the baby's. */
  bigSibling?: true;
  /** At a loss, whose it was: what comforts after a pregnancy lost is not what comforts a widower (see lossOf). */
  loss?: Loss;
  /** At a loss, a keepsake of the one who died was asked for ("something to remember the baby by", "a memorial"). */
  keepsake?: true;
  /**
   * The day a loss is felt on when the loss is not the occasion itself ("the first Christmas since mum died"): chosen
   * for as the loss, with one keepsake among what they still love, and named in words as the day.
   */
  lossOn?: OccasionKind;
}

/** Whose death a grief is for: a pregnancy, a pet, a partner, a parent, or someone else. */
export type Loss = 'pregnancy' | 'pet' | 'partner' | 'parent' | 'someone';

export type Arrival = 'adoption' | 'surrogacy';

/**
 * The label of a time that is hard with nothing to celebrate or recover from (the end of life, a divorce, a move into
 * care): the writing reads it to speak of comfort and presence, or of encouragement at a setback (see `setback`).
 */
export const HARD_TIME = 'hard time';

/** A hard time that is a setback rather than an illness or the end of life: a marriage, a relationship or a job ended. */
const SETBACK = /\b(divorc\w*|separat(ed|ing|ion)|split up|splitting up|broke up|break ?up|broken up|dumped|heart ?broken|heartbreak|made redundant|redundan\w*|laid off|lost (her|his|their|my) job|job loss|fired|sacked|let go)\b/;

/** A wedding without the big day: eloping, a courthouse or registry office with two witnesses, a secret wedding. */
export const QUIET_WEDDING =
  /\b(elop(e|ed|es|ing|ement)|courthouse|city hall|register office|registry office|civil ceremony|(just|only) (the )?two (of (us|them)|witnesses)|secret(ly)? (wedding|married|marriage|ceremony)|married in secret|micro[- ]?wedding|no (big )?wedding|no (gift list|registry)|(vegas|las vegas) wedding|married in (las )?vegas)\b/;

/** IVF or fertility treatment: a time of hope and strain, not yet a pregnancy. */
const TRYING = /\b(ivf|icsi|iui|fertility (treatment|journey|struggles?|clinic)|infertility|trying to conceive|ttc|egg (retrieval|collection)|embryo transfer|two[- ]week wait)\b/;

/** The label of a surprise for no occasion, chosen in the wizard or said ("just because", "no reason"). */
export const JUST_BECAUSE = 'just-because surprise';

/**
 * Days people mark with a greeting that the catalog has no shelf of its own for: wished a happy one by name
 * ("Happy Thanksgiving!"), chosen for as a celebration.
 */
const GREETED_DAYS: [RegExp, string][] = [
  [/\bthanksgiving\b/, 'Thanksgiving'],
  [/\b(new year'?s?( eve| day)?|nye|hogmanay)\b/, 'New Year'],
  [/\bhalloween\b/, 'Halloween'],
  [/\b(st\.? |saint )?patrick'?s day\b|\bpaddy'?s day\b/, "St Patrick's Day"],
  [/\b(4th|fourth) of july\b|\bindependence day\b/, 'Fourth of July'],
  [/\bcanada day\b/, 'Canada Day'],
  [/\baustralia day\b/, 'Australia Day'],
  [/\bburns night\b/, 'Burns Night'],
  [/\b(midsummer|juhannus|midsommar)\b/, 'Midsummer'],
  [/\bpurim\b/, 'Purim'],
  [/\b(sukkot|sukkos)\b/, 'Sukkot'],
  [/\bholi\b/, 'Holi'],
  [/\b(navratri|navaratri)\b/, 'Navratri'],
  [/\b(durga puja|pujo)\b/, 'Durga Puja'],
  [/\b(raksha bandhan|rakhi)\b/, 'Raksha Bandhan'],
  [/\bkarva chauth\b/, 'Karva Chauth'],
  [/\bgrandparents'? day\b/, "Grandparents' Day"],
  [/\bname ?day\b/, 'name day'],
  [/\bgotcha day\b/, 'gotcha day'],
  [/\b(mardi gras|carnival)\b/, 'Mardi Gras'],
  [/\bcinco de mayo\b/, 'Cinco de Mayo'],
  [/\b(three kings( day)?|epiphany|d[ií]a de (los )?reyes)\b/, 'Three Kings Day'],
  [/\b(bonfire night|guy fawkes)\b/, 'Bonfire Night'],
];
/** The labels of the greeted days, which cards wish a happy one. */
export const GREETED_DAY_LABELS: ReadonlySet<string> = new Set(GREETED_DAYS.map(([, label]) => label));

/** The label of a sober anniversary ("a year sober"), marked as an achievement is, with nothing to drink. */
/** The bride's or the groom's night out with friends before the wedding, not the wedding itself. */
export const HEN_DO = 'hen do';
export const STAG_DO = 'stag do';
/** Whether the occasion is a hen or a stag do: the bride's or the groom's night, whose gifts are theirs, not the couple's. */
export const henOrStagDo = (occasion: Occasion): boolean => occasion.label === HEN_DO || occasion.label === STAG_DO;
export const SOBRIETY = 'sobriety milestone';

/** A child, not an animal, adopted: "they adopted a little girl", "adopting siblings", "adoption day". */
const ADOPTED = /\b(adopt(ed|ing)(?! (a |an |the |their |her |his |two )?(rescue |new |retired |senior |older )?(dogs?|cats?|pupp(y|ies)|kittens?|pets?|rabbits?|greyhounds?|horses?|ponies|pony|hens|chickens|guinea pigs?|tortoises?|animals?|highway|road|stretch|name|approach|policy|style)\b)|adoption (day|order|finali[sz]ed|went through|came through|was approved)|placed with (them|her|him)|(their|her|his) adopted (son|daughter|child|baby))\b/;
/** Born to someone else for them: a surrogacy. */
const SURROGACY = /\bsurroga\w*/;

/**
 * Words for each occasion kind, tried in order: grief and illness first, since they overrule anything festive; thanks
 * before them, as thanking the carer who looked after someone until they died is still a thank-you.
 */
const OCCASION_WORDS: [RegExp, OccasionKind, string, Mood?][] = [
  // A teacher's thanks is the teacher's occasion, further down.
  [/^(?![^]*\bteachers?\b)[^]*\b(thank(s|ing| you)?|grateful|gratitude)\b/, 'thank-you', 'thank-you'],
  [/\b(sympath\w*|condolences?|funeral|memorial|celebration of (her|his|their) life|celebration of life|passed away|passing|died|dying|death|bereave\w*|griev\w*|grief|in mourning|mourning|lost (her|his|their|my|our) (?!job\b)\w+|loss of|rip|put down|pet loss|miscarr\w*|still ?birth|stillborn|baby loss|pregnancy loss|lost the baby)\b/, 'sympathy', 'loss'],
  [TRYING, 'just-because', HARD_TIME, 'care'],
  [/\b(hospice|end of life|palliative|terminal\w*|last weeks|last months)\b/, 'get-well', HARD_TIME, 'care'],
  // A life that fell apart is no occasion to celebrate, nor an illness to recover from: comfort, and no party.
  // A mind's illness, in hospital or not, is a hard time to be kept company through, not a body's recovery: no reacher for after a hip operation.
  [new RegExp(`${SETBACK.source}|\\b(rough (time|patch|year)|tough (time|year|few months)|hard (time|year|few months)|going through (a lot|it)|struggling|depress\\w*|burn(ed|t)? ?out|low lately|feeling (low|down|blue|flat|rubbish|fed up|sad)|(been|bit|so|very|really) down( lately| recently| at the moment)?|down in the dumps|not (herself|himself|themselves|been herself|been himself|been themselves)|not (doing|coping) (well|great)|mental health|mental illness|anxiety|breakdown|psychiatric|sectioned|bipolar|eating disorder|in a dark place)\\b`), 'just-because', HARD_TIME, 'care'],
  // Going into a care home, or a diagnosis of dementia, is a hard time for them and theirs, not a new home to toast;
  // their birthday there is still a birthday.
  [/^(?![^]*\b(birthday|bday|\d+(st|nd|rd|th))\b)[^]*\b(care home|nursing home|into care|dementia|alzheimer'?s)\b/, 'just-because', HARD_TIME, 'care'],
  [/\b(get well|surgery|operation|hospital\w*|recover\w*|illness|ill|sick|chemo\w*|cancer|diagnos\w*|injur\w*|broken (leg|arm|ankle|wrist|hip|foot|collarbone)|(broke|fractured|hurt|injured|twisted|sprained|tore|torn) (his|her|their|my|a) (leg|arm|ankle|wrist|hip|foot|back|knee|shoulder|collarbone|acl)|on crutches|in a cast|knee replacement|hip replacement|convalesc\w*|rehab|(had|after|since|from|recovering from) (a |an |her |his |their )?(mild |minor |major |small |big |bad |nasty )?(stroke|heart attack|fall))\b/, 'get-well', 'recovery'],
  [/\b(eid|eid al[- ]fitr|eid al[- ]adha|eid mubarak)\b/, 'eid', 'Eid'],
  [/\b(ramadan|ramzan|iftar)\b/, 'ramadan', 'Ramadan'],
  [/\b(diwali|deepavali|divali)\b/, 'diwali', 'Diwali'],
  [/\b(hanukk?ah|chanukk?ah)\b/, 'hanukkah', 'Hanukkah'],
  [/\b(passover|pesach|seder)\b/, 'passover', 'Passover'],
  [/\b(rosh hashanah?|rosh hashana|jewish new year)\b/, 'rosh-hashanah', 'Rosh Hashanah'],
  [/\b(bat mitzvah|bas mitzvah)\b/, 'bar-mitzvah', 'bat mitzvah'],
  [/\b(bar mitzvah|b'nai mitzvah|mitzvah)\b/, 'bar-mitzvah', 'bar mitzvah'],
  // Each festival its own (Chuseok, Tết, Nowruz...), Orthodox Easter before Easter.
  ...FESTIVAL_WORDS,
  [/\b(easter)\b/, 'easter', 'Easter'],
  [/\b(vaisakhi|baisakhi)\b/, 'vaisakhi', 'Vaisakhi'],
  [/\b(first (holy )?communion)\b/, 'first-communion', 'First Communion'],
  [/\b(confirmation)\b/, 'confirmation', 'confirmation'],
  [/\b(baptism|christening|dedication)\b/, 'baptism', 'christening'],
  [/\b(christmas|xmas|secret santa|holiday season|the holidays|festive season|yule|stocking (stuffers?|fillers?)|advent calendar|boxing day|(st\.?|saint) nicholas)\b/, 'christmas', 'Christmas'],
  [/\b(baby shower|gender reveal|sip and see)\b/, 'baby-shower', 'baby shower'],
  // A child adopted is a new baby in the house whatever their age; an adopted dog or cat is a pet.
  [ADOPTED, 'new-baby', 'adoption'],
  [/\b(new baby|newborn|new arrival|birth of|had a baby|just had (a|their|her) (baby|son|daughter)|new parents?|new mum|new mom|new dad|push present|had (twins|triplets|a (baby )?(boy|girl|son|daughter))|(baby|son|daughter|twins|triplets) (was |were |has been |have been )?(just )?born|born (via|through|by|to) (a |their )?surroga\w*|surroga\w*|welcomed (a|their|her|his) (baby|son|daughter|little|twins))\b/, 'new-baby', 'new baby'],
  // A baby still to come is the parents-to-be's time, as a shower is.
  [/^(?![^]*\b(birthday|bday)\b)[^]*\b((baby|another|number (two|three|four|five|\d)|no\.? ?\d|second|third|fourth|2nd|3rd|4th) on the way|expecting (a baby|baby|another|a little|their|her|his|our|twins|a boy|a girl)|pregnant|due (next|this|in|any)|due date|mum to be|mom to be|parents to be)\b/, 'baby-shower', 'baby on the way'],
  [/\b(\d+ (years?|months?|days?) sober|(one|two|three|five|ten) (years?|months?) sober|sober(ity)? (anniversary|milestone|birthday|date)|soberversary|clean for \d+)\b/, 'just-because', SOBRIETY, 'celebration'],
  // Renewing the vows marks the years of a marriage, as an anniversary does: no wedding registry, no honeymoon fund.
  [/\b(vow renewal|renew(al of|ing|ed|s)? (our|their|the|his|her) (wedding )?vows)\b/, 'anniversary', 'vow renewal'],
  [/\b(anniversary)\b/, 'anniversary', 'anniversary'],
  [/\b(engage\w*|proposal|proposed)\b/, 'engagement', 'engagement'],
  [/\b(hen (do|party|night|weekend)|bachelorette( party)?)\b/, 'wedding', HEN_DO],
  [/\b(stag (do|party|night|weekend)|bachelor party)\b/, 'wedding', STAG_DO],
  // The best man, a bridesmaid or an usher is thanked for standing up with the couple: a thank-you, not a wedding gift.
  [/\b(best man|groomsm[ae]n|bridesmaids?|maid of hono(u)?r|matron of hono(u)?r|ushers?|page ?boy|flower girl|wedding party|bridal party|rehearsal dinner)\b/, 'thank-you', 'thank-you'],
  // A host is thanked for having them, whatever the meal: "hostess gift", "for having us", "dinner party".
  [/\b(nurses'? (week|day)|boss'?s? day|(staff|employee|nurse) appreciation|host(ess)? gift|for the host(ess)?|for having us|dinner party|(staying|stay) with (them|her|him))\b/, 'thank-you', 'thank-you'],
  [/\b(wedding|marriage|getting married|got married|newlyweds?|bridal|bride|groom|elop\w*|civil partnership|tied the knot|married (at|in|on|last|this|yesterday|today)|courthouse wedding)\b/, 'wedding', 'wedding'],
  [/\b(valentine'?s?|galentine'?s?)\b/, 'valentines', "Valentine's Day"],
  [/\b(mother'?s day|mothering sunday|mum'?s day|mom'?s day)\b/, 'mothers-day', "Mother's Day"],
  [/\b(father'?s day|dad'?s day)\b/, 'fathers-day', "Father's Day"],
  [/\b(graduat\w*|commencement|finished (uni|university|college|school)|(phd|doctorate)(?! (place|offer|position|studentship|programme|program|application|interview))|passed (her|his|their) viva|master'?s degree|finished (her|his|their) (degree|masters|training|apprenticeship)|(newly )?qualified as)\b/, 'graduation', 'graduation'],
  // A retirement flat or village is a home to move into, not a working life ending.
  [/\b(retir\w*)\b(?! (flats?|homes?|villages?|communit(y|ies)|apartments?|bungalows?|complex|housing|living))/, 'retirement', 'retirement'],
  [/\b(promot\w*|made partner)\b/, 'promotion', 'promotion'],
  [/\b(new job|first job|starting (a|her|his|their) (new )?job|new role|new position|started work)\b/, 'new-job', 'new job'],
  // Leaving home for a place at university is a send-off, whatever the words: "off to uni", "starting college in the fall".
  [/\b((going|heading|moving|off|leaving|goes|went) (off |away )?(to|for) (uni|university|college|halls)|(starting|starts|started|begins?|beginning) (uni|university|college|freshers?)|freshers'? week|first (term|semester|year) (at|of) (uni|university|college)|(moving|moves) (in ?to|into) (halls|the dorms?|a dorm|student (halls|housing|accommodation))|college drop[- ]?off)\b/, 'farewell', 'start at university'],
  [/\b(housewarming|house warming|new (home|house|flat|apartment|place)|moved (in|house|home)|moving (in|into|house|home)|house ?move|new build|first home|bought (a|their|her|his|our) (first |new )?(house|home|flat|place)|downsiz\w*|(moving|moved) (to|into) (a|an|the|their|her|his) (new |smaller |first )?(bungalow|flat|house|home|apartment|cottage|condo|place|retirement flat))\b/, 'housewarming', 'new home'],
  [/\b(teacher'?s? (gift|appreciation)|end of (the )?(school )?(year|term)|for (a|the|my|our) (kid'?s?|child'?s?|son'?s?|daughter'?s?) teacher|teacher)\b/, 'teacher', 'end of the school year'],
  [/\b(appreciation)\b/, 'thank-you', 'thank-you'],
  [/\b(maternity leave|paternity leave|parental leave|mat leave)\b/, 'farewell', PARENTAL_LEAVE],
  [/\b(welcome (home|back)|homecoming|home from (deployment|tour|abroad|travell?ing|(his|her|their) travels))\b/, 'just-because', 'welcome home', 'celebration'],
  [/\b(deploy(ment|ed|ing)|joining (up|the (army|navy|air force|marines|military|forces))|basic training|boot camp)\b/, 'farewell', 'farewell'],
  [/\b(farewell|leaving|goodbye|good bye|going away|moving away|moving abroad|moving (back )?to (?!a |an |the |their |her |his |our )\w+|emigrating|relocating|last day|send[- ]off|leaving do|going travell?ing|off travell?ing|gap year|round the world|around the world trip)\b/, 'farewell', 'farewell'],
  [/\b(quincea\w*|sweet sixteen|sweet 16)\b/, 'birthday', 'quinceañera'],
  // What was achieved is said as done, or as a place won: a race finished, a test passed, a place or a citizenship granted.
  [/\b(recital|first (half )?marathon|ran (a|the|her|his|their) (first )?(half )?marathon|(finished|completed|ran) (a|an|the|her|his|their) (first )?(half marathon|marathon|ironman|triathlon|ultra(marathon)?|couch to 5k|c25k)|passed (her|his|their|the) (driving|driver'?s|road|theory) test|(driving|driver'?s|road) test|passed (her|his|their) test|got (her|his|their) (driving |driver'?s )?(licen[cs]e)|(got|won|landed|offered|accepted) (a |an |her |his |their )?(funded )?(phd|doctoral|masters?|master'?s|uni|university|college) (place|offer|position|spot)|(got|won|landed|offered) (a |an |her |his |their )?(scholarship|apprenticeship|pupillage|residency|training contract)|(phd|doctoral|masters?|uni|university|college|med school|law school|grad school) (place|offer|acceptance)|got into (grad school|med school|law school|a phd|oxford|cambridge|\w+ (university|college))|accepted (to|into|at) (\w+ ){0,3}(university|college|school|programme|program)|offered a place|citizenship|naturali[sz](ed|ation)|became (a|an) (\w+ )?citizen|(officially|now) (a |an )?(british|american|us|uk|canadian|australian|irish)( citizen)?|green card|passed the (bar|boards)|bar exam|(exam|gcse|a[- ]?level|sats?|test|leaving cert|igcse|ib) results|results day|passed (her|his|their) (exams|gcses|a[- ]?levels|finals|boards|the bar)|(good|great|amazing|top) (grades|gcses|a[- ]?levels)|straight a'?s|got into (uni|university|college)|acceptance letter|black belt|employee of the (month|year)|work anniversary|\d+ years (at|with) (the|her|his|their) (company|firm)|years of service|long service|congratulations|congrats|well done)\b/, 'promotion', ACHIEVEMENT],
  [/\b(good luck|exams?( season)?|revision|first day (of|at) (school|work|college|uni)|back to school|new school|starting school|(big|job) (race|match|game|interview|audition|test))\b/, 'just-because', 'good luck'],
  [/\b(apolog\w*|sorry|make (it )?up to (her|him|them)|i messed up|forgot (her|his|their) birthday)\b/, 'just-because', 'apology'],
  ...GREETED_DAYS.map(([pattern, label]): [RegExp, OccasionKind, string, Mood] => [pattern, 'just-because', label, 'celebration']),
  [/\b(birthday|bday|b-day|turns? \d+|turning \d+|\d+(st|nd|rd|th) birthday)\b/, 'birthday', 'birthday'],
  // "40th", "her 18th": an ordinal alone is a birthday, once no anniversary was named above.
  [/^\s*(?:(?:her|his|their|my|a|the) )?\d{1,3}(?:st|nd|rd|th)(?: (?:party|bash|celebration|do))?[\s!]*$/, 'birthday', 'birthday'],
  [/\b(just because|no reason|for fun|cheer (her|him|them) up|pick[- ]me[- ]up|thinking of you)\b/, 'just-because', JUST_BECAUSE],
];

const MOODS: Partial<Record<OccasionKind, Mood>> = {
  sympathy: 'grief',
  'get-well': 'care',
  eid: 'faith',
  ramadan: 'faith',
  diwali: 'faith',
  hanukkah: 'faith',
  passover: 'faith',
  'rosh-hashanah': 'faith',
  'bar-mitzvah': 'faith',
  easter: 'faith',
  'lunar-new-year': 'faith',
  vaisakhi: 'faith',
  'first-communion': 'faith',
  confirmation: 'faith',
  baptism: 'faith',
  ...FESTIVAL_MOODS,
  'just-because': 'everyday',
  'thank-you': 'everyday',
  teacher: 'everyday',
  farewell: 'everyday',
};

const WIZARD_LABELS: Record<string, [OccasionKind, string]> = {
  birthday: ['birthday', 'birthday'],
  anniversary: ['anniversary', 'anniversary'],
  christmas: ['christmas', 'Christmas'],
  graduation: ['graduation', 'graduation'],
  wedding: ['wedding', 'wedding'],
  'just-because': ['just-because', JUST_BECAUSE],
};

/**
 * The occasion of a request: the wizard's choice, or what the visitor typed after 'other:'. Words elsewhere can
 * overrule a festive choice: "birthday" chosen for a friend "recovering from chemo" is still a birthday, but one
 * typed as 'other: her dog died' is a loss, whatever else it says.
 */
export function readOccasion(choice: string, typed: string): Occasion {
  const wizard = WIZARD_LABELS[choice];
  if (wizard) return occasion(wizard[0], wizard[1]);
  // Folded as people type festivals without their marks: "Tết" as "tet", "Día de los Muertos" as "dia".
  const text = typed.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`]/g, "'");
  for (const [pattern, kind, label, mood] of OCCASION_WORDS) {
    if (!pattern.test(text)) continue;
    const arrival: Arrival | undefined = !BABY_KINDS.has(kind) ? undefined : ADOPTED.test(text) ? 'adoption' : SURROGACY.test(text) ? 'surrogacy' : undefined;
    return { ...occasion(kind, label), ...(mood && { mood }), ...(label === HARD_TIME && SETBACK.test(text) && { setback: true as const }), ...(arrival && { arrival }), ...(pattern === TRYING && { trying: true as const }) };
  }
  return { kind: 'just-because', label: typed.trim().slice(0, 40) || 'special occasion', mood: 'everyday' };
}

/** A pregnancy or a baby lost, however it is said. */
const PREGNANCY_LOSS =
  /\b(miscarr\w*|still ?birth|still ?born|baby loss|pregnancy loss|lost (the|her|their|a|our) (baby|pregnancy)|ectopic|chemical pregnancy|missed miscarriage|termination for medical reasons|tfmr|neonatal death)\b/;
/** A husband, a wife or a partner who died: "widowed", "lost her husband", "since his wife passed". */
const PARTNER_LOSS = /\b(widow(ed|er|s)?|lost (her|his|their) (husband|wife|partner)|(her|his|their) (late )?(husband|wife|partner)|(husband|wife|partner) (died|passed|passing|death))\b/;
/** Someone's mother or father who died: "her mum died", "lost his dad", "since their mother passed". */
const PARENT_LOSS = /\b(lost (her|his|their) (mum|mom|mother|dad|father|parents?)|(her|his|their) (late )?(mum|mom|mother|dad|father|parents?)( \w+){0,3} (died|passed|passing|death|funeral))\b/;
/**
 * The visitor's own parent or grandparent who died ("since mum died", "Grandad passed in May"): to the visitor's other
 * parent or grandparent that is a partner's death, to their brother or sister a parent's.
 */
const OWN_ELDER_LOSS = {
  parent: /(?<!\b(her|his|their) )\b(mum|mom|mam|mother|dad|father)\b( \w+){0,3} (died|passed|passing|death|funeral)|\b(lost|losing|without|since|after) (my |our )?(mum|mom|mam|mother|dad|father)\b/,
  grandparent: /(?<!\b(her|his|their) )\b(grandad|granddad|grandpa|grandfather|gramps|nan|nana|nanna|gran|granny|grandma|grandmother)\b( \w+){0,3} (died|passed|passing|death|funeral)/,
};
/** A keepsake of the one lost asked for: "a memorial", "something to remember her by", the baby's name said. */
export const KEEPSAKE_ASKED =
  /\b(memorial|keepsake|remember (the baby|him|her|them|it|my|our|their) by|in (his|her|their|the baby'?s) memory|named (him|her|them|the baby)|(his|her|their|the baby'?s) name (was|is))\b/;

/** Who the person is to the visitor, as far as a loss in the family goes. */
export type Kin = 'parent' | 'grandparent' | 'sibling' | 'other';

/**
 * Whose death the words of a loss tell, said to someone who is `kin` to the visitor: the same "since mum died" is a
 * widower's loss for the visitor's dad and a mother's for their brother.
 */
export function lossOf(said: string, kin: Kin, petDied: boolean): Loss {
  if (PREGNANCY_LOSS.test(said)) return 'pregnancy';
  if (petDied) return 'pet';
  if (PARTNER_LOSS.test(said)) return 'partner';
  if ((kin === 'parent' && OWN_ELDER_LOSS.parent.test(said)) || (kin === 'grandparent' && OWN_ELDER_LOSS.grandparent.test(said))) return 'partner';
  if (PARENT_LOSS.test(said) || (kin === 'sibling' && OWN_ELDER_LOSS.parent.test(said)) || (kin === 'parent' && OWN_ELDER_LOSS.grandparent.test(said))) return 'parent';
  return 'someone';
}

const BABY_KINDS: ReadonlySet<OccasionKind> = new Set(['new-baby', 'baby-shower']);

const occasion = (kind: OccasionKind, label: string): Occasion => ({ kind, label, mood: MOODS[kind] ?? 'celebration' });

/** The anniversary years that have names of their own, and the ordinal words people spell out. */
const YEAR_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  paper: 1, cotton: 2, leather: 3, wood: 5, iron: 6, wool: 7, copper: 7, bronze: 8, pottery: 9, tin: 10, steel: 11, silk: 12, lace: 13,
  crystal: 15, china: 20, silver: 25, pearl: 30, coral: 35, ruby: 40, sapphire: 45, golden: 50, gold: 50, emerald: 55, diamond: 60,
};

/** Numbers people spell out before "year anniversary". */
const SPELLED: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * Which anniversary a text names: "our 10th anniversary", "ruby wedding", "married 25 years", "third anniversary".
 * A book's "20th anniversary edition" names none.
 */
export function anniversaryYear(text: string, isAnniversary = false): number | undefined {
  const lower = text.toLowerCase();
  // At an anniversary, "our 25th" or "(silver)" alone says which one; "our 3rd child" does not, nor "loves silver jewellery".
  if (isAnniversary) {
    const said = /\b(\d{1,2})(?:st|nd|rd|th)\b(?!\s*[a-z])/.exec(lower) ?? /(?:^|[.,;(]\s*)(?:our |the |it'?s )?(silver|pearl|ruby|golden|diamond)\s*(?:$|[.,;)!])/.exec(lower);
    if (said) return /^\d/.test(said[1]) ? Number(said[1]) : YEAR_WORDS[said[1]];
  }
  // "Our 1 year anniversary", "2-year anniversary" say which as plainly as "our 2nd anniversary".
  const ordinal =
    /\b(\d{1,2})(?:st|nd|rd|th)?(?:[ -]years?)? (?:wedding )?anniversary\b(?!(?: \w+)? edition)/.exec(lower) ?? /\b(?:married|together) (?:for )?(\d{1,2}) years\b/.exec(lower);
  if (ordinal) return Number(ordinal[1]);
  const spelled = /\b(one|two|three|four|five|six|seven|eight|nine|ten)[ -]years? (?:wedding )?anniversary\b/.exec(lower);
  if (spelled) return SPELLED[spelled[1]];
  const named = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|paper|cotton|leather|wood|iron|bronze|pottery|tin|steel|crystal|china|silver|pearl|coral|ruby|sapphire|golden|gold|emerald|diamond) (?:wedding )?(?:anniversary|wedding anniversary)\b(?!(?: \w+)? edition)|\b(silver|pearl|ruby|golden|gold|diamond) wedding\b/.exec(lower);
  return named ? YEAR_WORDS[named[1] ?? named[2]] : undefined;
}
