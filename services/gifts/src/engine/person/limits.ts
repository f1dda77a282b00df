import type { ExclusionFlag } from '../catalog/catalog';
import { writesFromOutsideUS } from './country';

/**
 * What a person must not be given, read from the visitor's words. Two tables: things that are a limit wherever they
 * are said ("vegan", "sober", "deaf"), and things that are a limit when a clause says no to them ("doesn't drink",
 * "no strong essential oils", "hates clutter"). Every pattern is a plain alternation of words, so each reads in time
 * linear in the text.
 */

/** Words that turn the rest of a clause into "does not want". */
// "No such thing as a fish" (a podcast), "no end of books", "not just football", "Chanel No 5": a "no" that refuses nothing;
// "never misses Corrie", "never stops reading", "never takes off his Apple Watch": a "never" that says how much they love it.
export const NEGATION =
  /\b(doesn'?t|does not|shouldn'?t|should not|don'?t|do not|didn'?t|isn'?t|is not|not(?! (only|just)\b)|no(?! (such|end|doubt|matter|wonder)\b| ?\d)|never(?! (miss(es|ed)?|fails to|stops|takes (it )?off)\b)|nothing|hates?|dislikes?|can'?t stand|cannot stand|can'?t have|cannot have|can'?t eat|not a fan of|allergic to|allergy to|intolerant to|sensitive to|avoids?|avoiding|without|free of|steer clear of|anything but|none of|stopped|quit|gave up|giving up|cutting (back|down) on|cut (back|down) on|taking a break from|on a break from|staying off|laying off|trying to avoid)\b/;

/**
 * Words that say a clause's things are being cut back on, after naming them ("craft beer but cutting back"): still loved,
 * but not to be given. Said before them ("cutting back on sugar"), NEGATION reads it.
 */
export const CUTTING_BACK = /\b(cutting (back|down)|cut (back|down)|drinking less|drinks less|eating less|less these days)\b/;

type Rule = [RegExp, ExclusionFlag[]];

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|spring|summer|autumn|fall|winter|the new year';
/**
 * How people say someone is pregnant: outright, by a due date or a bump, or "expecting" said of a person (she's
 * expecting, expecting twins, expecting in May) rather than of a thing (not expecting much, expecting a parcel). Said
 * of someone else of theirs ("his wife is pregnant", not "my wife"), it is no limit on the person the gift is for.
 */
export const PREGNANT = new RegExp(
  `(?<!\\b(his|her|their) (wife|partner|girlfriend|fiancee|daughter|sister|daughter-in-law)('s| is| who is| who's) )\\b(pregnant|pregnancy|expecting (a baby|a boy|a girl|twins|triplets|(their|her|our) (first|second|third|\\w+ (baby|child))|in (${MONTHS})|(this|next) (${MONTHS}))|(she'?s|she is|they'?re|they are|we'?re|we are|currently|now) expecting(?! (much|anything|nothing|a lot|gifts?|presents?|a (gift|present|parcel|package|delivery|call|promotion)))|(baby'?s?|she'?s|she is|who'?s|who is) due (in|on|at the end of|any day|any minute|soon|early|late|mid)|due in (the )?(${MONTHS})|due date|(baby|her|a growing|growing) bump|(mum|mom|mother|mama|mummy|mommy)[- ]to[- ]be|expectant (mother|mum|mom)|(first|second|third) trimester|weeks pregnant|gestational diabetes|maternity leave)\\b`,
);

/** Words that make an illness known by its letters theirs: "has MS", "living with ME/CFS", "battling MND". */
const THEIRS = String.raw`(has|had|got|with|diagnosed with|living with|lives with|suffers? (from|with)|suffering (from|with)|battling|fighting)`;

/**
 * Hands that hurt, tire or will not grip, however it is said: arthritis, carpal tunnel, a stroke, "weak hands", "can't
 * grip things", "stiff fingers". A stroke is said of them ("had a stroke", "since her stroke"), not of a swimmer's.
 */
const HANDS = new RegExp(String.raw`\b(${THEIRS} (ms|mnd|als)|motor neuron disease|amyotrophic lateral sclerosis|arthritis|arthritic|rheumatoid|osteoarthritis|poor dexterity|carpal tunnel|weak (hands|grip|fingers|wrists)|(hands|grip|fingers|wrists) (are |is |have |has )?(got |gotten |getting )?(weak|weaker|stiff|sore|painful|bad|not great|not good|not what (they|it) (were|was))|(stiff|sore|bad|painful|numb|swollen|knobbly) (hands|fingers|wrists|knuckles)|(can'?t|cannot|can not|struggles? to|unable to|hard to|difficult to|trouble|difficulty) (grip|gripping|grasp|grasping|open jars|use (her|his|their) hands|(hold|holding) (things|anything|a cup|a mug|a pen|a book|cups|mugs|pens|cutlery|much|on to things))|(poor|no|little|not much|limited|weak) grip|((had|has had|suffered|after|since|following|recovering from|post) (a |her |his |their )?(mild |minor |major |small |big |mini[- ]|massive )?stroke|stroke survivor|post[- ]stroke)|weak (on|down) (her|his|their|one) (right |left )?side|one[- ]handed|(use|used) of (only )?one hand|hand pain|neuropathy|motor neurone disease|multiple sclerosis|cerebral palsy)\b`);

/** Hands that shake: Parkinson's, a tremor, "his hands tremble". */
const SHAKING_HANDS = /\b(parkinson'?s|parkinsons|tremors?|shaky hands|hands (get |are )?(shaky|trembly)|hands (shake|tremble)|(shake|tremble) in (her|his|their) hands)\b/;

/** Illnesses that tire or weaken the whole body, named or known by their letters after a word that makes them theirs. */
const TIRING = String.raw`multiple sclerosis|${THEIRS} (ms|mnd|als|cfs|me cfs)|me cfs|myalgic encephalomyelitis|motor neurone? disease|lupus|ehlers[- ]danlos|postural tachycardia|(battling|fighting|undergoing|going through|treatment for|being treated for) (\w+ )?cancer|radiotherapy|dialysis|sickle cell`;
const ILLNESS_THAT_TIRES = new RegExp(String.raw`\b(${TIRING})\b`);

/**
 * Someone who cannot get about on their own feet now: in a wheelchair, on a frame, housebound or in bed, "not very
 * mobile", or living in a care home or assisted living, where most do not, or unable to leave the house. Trail kit, a
 * walking tour and dance shoes ask for legs they do not have; "bad knees" or "can't walk far" still walk, if not far.
 */
const MOBILITY =
  /\b(wheelchair|wheel chair|mobility scooter|limited mobility|(not|isn'?t|is not|no longer|not very) (very )?mobile(?! (phones?|signal|data|app))|immobile|(can'?t|cannot|unable to|can no longer|no longer able to) (walk|get about|get around)(?! (far|much|very|long|for long|as far|like|fast|quickly|without))|bed[- ]?bound|bedridden|housebound|house[- ]bound|paraly[sz]ed|paraplegic|quadriplegic|tetraplegic|walking frame|zimmer( frame)?|rollator|(uses|with|on) a walker|(on|using|uses|with) crutch(es)?|amputee|(?<!\b(works?|working|worked|job|shifts?) (in|at) (a|the) )(care|nursing|residential) home|(?<!\b(works?|working|worked) (in|at) )assisted living|(can'?t|cannot|can no longer) (leave|get out of) the house)\b/;

/**
 * An illness or a condition, named or told ("she has MS", "living with Crohn's", "diagnosed with lupus", "battling
 * cancer", "type 2 diabetic", "his COPD"): what they live with, which sets limits and comfort, and never a thing they
 * love (no "MS" T-shirt). "MS" or "ME" alone may be a title or a word: only said as theirs, or as a whole label.
 */
const ILLNESS = new RegExp(
  `\\b(${[
    TIRING,
    /multiple sclerosis|parkinson'?s|alzheimer'?s|dementia|lewy body|crohn'?s|colitis|lupus|fibromyalgia|huntington'?s|cerebral palsy|muscular dystrophy|spina bifida|epilep(sy|tic)|seizures|diabet(es|ic)|leuka?emia|lymphoma|myeloma|melanoma|tumou?rs?|chemo(therapy)?|emphysema|copd|long covid|heart (failure|disease|condition|attack)|angina|kidney (disease|failure)|cirrhosis|hepatitis|macular degeneration|glaucoma|cataracts?|arthritis|osteoporosis|tinnitus|(?<!great )depression|anxiety|bipolar|schizophreni\w*|eating disorder|anorexi\w*|bulimi\w*|ptsd|[a-z]+'?s (disease|syndrome)|[a-z]+ palsy|ehlers[- ]danlos|(lyme|coeliac|celiac|thyroid|autoimmune|chronic|rare|genetic|degenerative|neurological|terminal|lung|liver|heart|kidney|motor neurone?) (disease|condition|illness|disorder)|[a-z]{3,}itis/
      .source,
    /cancer (treatment|patient|survivor|diagnosis|scare|journey)|(breast|bowel|lung|prostate|skin|blood|ovarian|pancreatic|brain|bone|throat|colon|stomach|liver|kidney|bladder|cervical|terminal|womb|uterine|testicular|thyroid|mouth|oesophageal|esophageal) cancer/.source,
    /(has|had|with|got|diagnosed with|living with|battling|fighting|beat|beating|beaten|survived|surviving|recovering from|treatment for|going through|in remission from|stage \w+) cancer/.source,
  ].join('|')})\\b`,
);
/** An illness known by its letters, written as the whole of what was read: "MS", "COPD", "ME/CFS". */
const LETTERS_ALONE = /^ (ms|me|mnd|als|cfs|me cfs|copd|ptsd|ocd|adhd|ibd|ibs|ckd|hiv|pots|eds) $/;

/** Whether words say the person's hands hurt, shake or will not grip: what easy-grip things are made for. */
export const saysWeakHands = (text: string) => HANDS.test(text) || SHAKING_HANDS.test(text);

/** Limits stated outright, wherever they appear. */
export const STATED: Rule[] = [
  [/\bvegan\b/, ['animal-products', 'meat', 'pork', 'beef', 'dairy', 'eggs', 'seafood', 'leather', 'wool', 'fur', 'silk']],
  [/\b(vegetarian|veggie|plant[- ]based)\b/, ['meat', 'pork', 'beef', 'seafood']],
  [/\bpescatarian\b/, ['meat', 'pork', 'beef']],
  [/\b(halal|muslim|islam|islamic)\b/, ['pork', 'alcohol']],
  // Alcohol kept from in everything, not only in the glass: no eau de toilette either.
  [/\b((no|nothing with|nothing containing|without|free of|avoids?|keeps? (away )?from) (any )?alcohol (at all|whatsoever|in any form|of any kind|in anything|in it)|not even in (perfumes?|fragrances?|colognes?|scents?)|alcohol[- ]free (perfumes?|fragrances?|scents?|everything|products))\b/, ['alcohol', 'alcohol-based']],
  // Keeping kosher rules out meat and its cuts unless certified, which the catalog's charcuterie and jerky are not, and
  // cookbooks not written for a kosher kitchen.
  [/\b(kosher)\b/, ['pork', 'seafood', 'meat', 'beef', 'not-kosher']],
  [/\b(hindu|jain)\b/, ['beef']],
  [/\bjain\b/, ['meat', 'seafood', 'eggs']],
  [/\b(mormon|lds|latter[- ]day)\b/, ['alcohol', 'caffeine']],
  [/\b(dry (january|july|month|year)|off the (booze|drink|sauce|alcohol))\b/, ['alcohol']],
  [/\b((given|gave|giving) up (drinking|drink|alcohol|booze|the booze|the drink)|(stopped|quit|quitting) (drinking|alcohol|the booze|booze)|no longer drinks|on the wagon)\b/, ['alcohol']],
  [/\b(sober|sobriety|teetotal(er|ler)?|recovering alcoholic|alcoholic|alcohol[- ]free|non[- ]?drinker|in recovery|aa meetings?|12[- ]step)\b/, ['alcohol']],
  // Pregnancy rules out what midwives advise against (soft cheese, cured meat, raw fish, a sauna); breastfeeding only
  // alcohol, as nothing the catalog offers is the high-mercury fish it also asks to limit.
  [PREGNANT, ['alcohol', 'pregnancy-unsafe', 'physical-exertion', 'heights']],
  [/\b(breastfeeding|breast[- ]?feeding|nursing (mum|mom|mother)|expressing milk|pumping at work)\b/, ['alcohol']],
  [/\b(celiac|coeliac|gluten[- ]free|gluten intolerant|gluten intolerance)\b/, ['gluten']],
  [/\b(lactose|dairy[- ]free)\b/, ['dairy']],
  [/\b(nut allergy|peanut allergy|tree nuts?|nut[- ]free|anaphyla\w*)\b/, ['nuts']],
  [/\b(shellfish|seafood|fish) allergy\b/, ['seafood']],
  [/\begg allergy\b/, ['eggs']],
  [/\b(diabetic|diabetes|pre-?diabet\w*|blood sugars?|insulin|sugar[- ]free|keto|low[- ]sugar)\b/, ['sugar']],
  // The diet of IBS cuts wheat and lactose, what most FODMAP-heavy gifts (bread, biscuits, milk chocolate) are made of.
  [/\b(low[- ]fodmap|fodmap|ibs diet)\b/, ['gluten', 'dairy']],
  [/\b(low[- ](salt|sodium)|salt[- ]free|no added salt|(kidney|renal) (disease|failure|problems?)|chronic kidney|ckd|dialysis|high blood pressure|hypertension|heart failure)\b/, ['high-salt']],
  [/\b(decaf|caffeine[- ]free)\b/, ['caffeine']],
  [/\b(fragrance[- ]free|scent[- ]free|unscented|migraines?|asthma|asthmatic|chemical sensitivit\w*|(fragrance|perfume|scent|essential oil) (allerg\w*|sensitivit\w*))\b/, ['fragrance', 'candle']],
  [/\b(minimalist|minimalism|declutter\w*|tiny (home|house|flat|apartment)|small (flat|apartment)|has everything|have everything|(her|his|their) room is (tiny|small)|one small room|small room|tiny room|no room for anything|no space|tiny studio|studio flat|bedsit|care home|nursing home|has it all|owns everything|no more stuff|too much stuff|enough stuff|hates stuff|downsiz\w*|konmari|marie kondo|(no|nothing) (big |too )?bulky|no big (things|stuff|items|gifts)|(limited|little|not much|no) (space|storage))\b/, ['clutter']],
  [/\b(technophobe|screen[- ]free|digital detox|luddite|off[- ]grid|nothing complicated|not techy|not tech[- ]savvy|hates tech|no tech)\b/, ['gadgets', 'screen-time']],
  // Not online, however it is said ("doesn't use the internet", "no smartphone", "just a landline", "not techy"): a
  // streaming card, an app or a Wi-Fi photo frame is of no use to them.
  [/\b((doesn'?t|does not|don'?t|do not|never|can'?t|cannot|hasn'?t|has not|isn'?t|is not|not|no|without|won'?t)( [\w']+){0,3} (internet|online|smart ?phones?|mobile phones?|computers?|e-?mails?|wi-?fi|broadband)|(flip|brick|old[- ]fashioned|basic) (mobile )?phone|(only|just) (has )?a landline|landline only|technophobe|luddite|not techy|not tech[- ]savvy|hates tech)\b/, ['online']],
  // A child's screen time kept down by their parents: no game credit, no console extras, however the rule is put.
  [/\b((limit\w*|restrict\w*|cap|caps|capped|keep\w*|cut\w*|reduc\w*|ration\w*|less|little|minimal|strict (about|on|with)) (his |her |their |the |on |down |down on |back on )?screen[- ]?(time|s)|screen[- ]?time (is |are |kept |gets )?(strictly |very |quite |pretty |really )?(limited|low|restricted|capped|rationed|strict)|screen[- ]?time (limits?|rules?))\b/, ['screen-time']],
  [/\b(afraid of flying|fear of flying|homebody|housebound|can'?t travel)\b/, ['travel']],
  [/\b(housebound|house[- ]bound|can'?t get out( much)?|cannot get out|doesn'?t (get|go) out( much)?|does not (get|go) out|never (gets|goes) out|hardly (ever )?(gets|goes) out|rarely (gets out|goes out|leaves the house)|bed[- ]?bound|bedridden|stuck (at home|indoors)|can'?t leave the house|care home|nursing home|sheltered housing|assisted living|retirement home|residential home|in hospital|hospital bed|stuck on the (sofa|couch)|(on|confined to) (the )?(sofa|couch)|laid up|off (her|his|their) feet|bed rest|(leg|foot|ankle|hip|knee) (is )?in (a )?(plaster|cast|boot|brace)|in plaster|plaster cast|broken (leg|ankle|hip|foot)|c[- ]?section|caesarean|cesarean)\b/, ['outings']],
  [/\b(afraid of heights|fear of heights|vertigo)\b/, ['heights']],
  [/\b(just for (him|her|them)|for (him|her|them) alone|(something|a gift|one) (of|just for) (his|her|their) own|(for|about) (him|her|them),? not (for |about )?(us|both of us|the two of us|a couple))\b/, ['couple']],
  // Autism often brings both: noise and crowds overwhelm, and not knowing what comes is hard.
  [/\b(autis(m|tic)|asd|asperger'?s)\b/, ['loud-crowds', 'surprise']],
  [/\b(sensory (issues|overload|processing|needs|sensitivit(y|ies))|noise[- ]sensitiv\w*|sensitive to (loud )?(noises?|sounds?)|hyperacusis|misophonia|agoraphob\w*|social anxiety|(overwhelmed|overstimulated|anxious|panicky|stressed) (by|in|at|around) (crowds|noise|busy places|big groups|loud places)|easily overwhelmed)\b/, ['loud-crowds']],
  [/\b(can'?t swim|afraid of (the )?water|non[- ]swimmer)\b/, ['water-activity']],
  [
    /\b(bad (knees?|back|hips?)|knee (surgery|replacement|op|operation)|hip (surgery|replacement)|back surgery|surgery|operation|injur(y|ed|ies)|broken (leg|ankle|arm|wrist|hip|foot)|in (a )?(plaster|cast)|plaster cast|wheelchair|wheel chair|mobility|walking frame|walker|zimmer( frame)?|rollator|walking stick|uses a (cane|stick)|unsteady on (her|his|their) feet|can'?t walk (far|much|very far|long)|stuck on the (sofa|couch)|laid up|bed rest|c[- ]?section|caesarean|cesarean|crutches|paraly[sz]ed|bedbound|bed[- ]bound|chronic (pain|fatigue|illness)|fibromyalgia|long covid|chemo\w*|recovering|recovery|frail|elderly)\b/,
    ['physical-exertion'],
  ],
  [/\b(heart (condition|failure|disease|attack|problems?|trouble|surgery|op|operation)|angina|pacemaker|(triple |double |quadruple )?bypass (surgery|op|operation))\b/, ['physical-exertion', 'heights']],
  // An illness that tires or weakens the whole body (MS, ME/CFS, lupus, motor neurone disease, cancer being treated):
  // nothing strenuous, however the visit said it.
  [ILLNESS_THAT_TIRES, ['physical-exertion']],
  // Lungs that struggle, or oxygen kept at home: nothing strenuous, no scent to catch the breath, and no open flame.
  [/\b(copd|emphysema|pulmonary fibrosis|bronchiectasis|lung (disease|condition)|(on|uses|needs) (home )?oxygen|oxygen (tank|cylinder|concentrator|tubes?))\b/, ['physical-exertion', 'fragrance', 'candle']],
  // Legs that do not carry them now: a wheelchair, a frame, a bed or the house they cannot leave. Not "bad knees", which
  // still walk, if not far.
  [MOBILITY, ['mobility', 'physical-exertion']],
  [/\b(deaf|going deaf|bad hearing|poor hearing|hearing is (bad|going|poor)|hard of hearing|hearing (loss|impaired|aids?)|uses sign language|bsl|asl|losing (her|his|their) hearing|can'?t hear (very )?(well|much))\b/, ['hearing']],
  [/\b(blind(?! (box|boxes|bag|bags|date|dates|spot|faith|tasting|tastings))|visually impaired|vision impaired|low vision|sight loss|partially sighted|macular degeneration|glaucoma|eyes (are )?(bad|going|failing|poor|weak)|(poor|bad|failing|weak|limited) (eye ?sight|sight|vision)|(eye ?sight|sight|vision)('s| is)? (poor|bad|failing|going|weak|deteriorating|getting worse)|cataracts?|(can'?t|cannot|struggles to|struggling to|hard to) read (small |the |normal |regular |standard )?print|(wet|dry) amd|retinopathy|retinitis pigmentosa|sight impaired|(needs|uses|reads with) a magnif\w+|(eyesight|eyes|vision) (is|are)(n'?t| not) (great|good|what (it|they) (was|were|used to be))|struggles to see|can'?t see (very )?(well|much|properly|clearly)|going blind|losing (her|his|their) (sight|eyesight|vision))\b/, ['sight']],
  [/\b(nothing|not|no|too|anything) fiddly\b/, ['fine-motor']],
  // A baby or a toddler at home ("his baby sister", "a toddler brother", "puts everything in her mouth"): whatever
  // the child is old enough for, small parts would reach the little one.
  [/\b((baby|toddler|infant|newborn) (sister|brother|sibling)s?|(puts|put|putting) everything in (her|his|their) mouth|choking hazards?)\b/, ['small-parts']],
  // A hand or arm out of use for now: nothing to build, thread or play with both hands, nor sport.
  [/\b((broke|broken|fractured|sprained) (his |her |their |my )?(right |left )?(arm|wrist|hand|fingers?|thumb)|(arm|wrist|hand) in (a )?(cast|plaster|sling|splint)|cast on (his|her|their|my) (right |left )?(arm|wrist|hand)|can'?t use (his|her|their|my) (right |left )?(hand|arm))\b/, ['fine-motor', 'physical-exertion', 'heavy']],
  // Hands that hurt, tire or will not close: nothing fiddly, and nothing heavy to lift, hold or pour (a cast-iron
  // teapot for arthritic hands).
  [HANDS, ['fine-motor', 'heavy']],
  // Hands that shake: nor a blade to steady (a mandoline, a chef's knife).
  [SHAKING_HANDS, ['fine-motor', 'heavy', 'sharp']],
  // Frail, or on a frame: nothing heavy to lift or carry.
  [/\b(frail|frailty|walking frame|zimmer( frame)?|rollator|(uses|with|on) a walker|unsteady on (her|his|their) feet|osteoporosis|brittle bones)\b/, ['heavy']],
  // A care home or a hospital ward allows no open flame: no candle, no incense.
  [/\b(care home|nursing home|residential home|retirement home|assisted living|sheltered (housing|accommodation)|in hospital|hospital ward|hospice)\b/, ['candle']],
  // A care home, a flat, no garden, or a garden they cannot get out to (housebound, in bed): nothing that needs a garden,
  // a yard or a patio of their own.
  [/\b(housebound|house[- ]bound|bed[- ]?bound|bedridden|can'?t (get out of|leave) the house|cannot (get out of|leave) the house|care home|nursing home|residential home|retirement home|assisted living|sheltered (housing|accommodation|flat)|(no|without a|hasn'?t got a|doesn'?t have a|does not have a|not got a) (garden|yard|backyard|outdoor space)|(small|tiny|studio|city|one[- ]bed(room)?|council|high[- ]rise|top[- ]floor|rented|little|first|retirement) (flat|apartment|condo)|(lives|living|moving|moved|settling) (in|into) (a|an|her|his|their|the) (new )?(flat|apartment|condo|studio)|(rents?|renting) (a|an|her|his|their) (\w+ )?(flat|apartment|condo|studio)|flat ?share|bedsit|tower block|student (halls|accommodation|housing)|(in|into) halls|halls of residence|dorm( room)?)\b/, ['outdoor-space']],
  // A tenant, a student in halls or a resident of a care home: the landlord fits the alarms and decides on the doorbell.
  [/\b(rents?|renting|rented|renters?|tenants?|landlord|letting agent|flat ?share|house ?share|shared (house|flat)|lodger|(in|into) halls|halls of residence|student (halls|accommodation|housing|digs)|dorm( room)?|dormitory|care home|nursing home|residential home|assisted living|sheltered (housing|accommodation|flat))\b/, ['homeowner']],
  // A size that shops do not stock: very tall or very small, or "impossible to buy clothes for".
  [
    /\b((hard|impossible|difficult|tricky|a nightmare|a pain) to (buy|find|shop for|get) (clothes|clothing|shoes|trainers|anything that fits)|(clothes|clothing|shoes|nothing) (never |rarely )?fits?|hard to fit|big and tall|petite|plus[- ]size|(very|really|super|extremely|freakishly|unusually) (tall|short)|6 ?(foot|ft|') ?([4-9]|1[01])|[67] ?(foot|ft|') ?(tall)|7 ?(foot|ft|')|4 ?(foot|ft|') ?([0-9]|1[01])|(under|barely|just over|only) (5|five) (foot|feet|ft)|five foot nothing|size (1[3-9]|[2-9][0-9]) (feet|shoes|boots))\b/,
    ['sized'],
  ],
  // Noise, crowds and not knowing what is coming confuse and distress someone with dementia, as they do an autistic
  // person, and an app or a streaming login is one more thing to learn. A memory failing, said in everyday words, asks
  // the same. A blade is a danger to someone who may forget it is one (a carving knife for a carpenter with dementia).
  [/\b(memory('s| is)? (going|failing|not what it was|not great)|losing (her|his|their) memory|memory problems|dementia|alzheimer'?s|lewy body|memory loss)\b/, ['fine-motor', 'subscription', 'gadgets', 'loud-crowds', 'surprise', 'online', 'sharp']],
  // Past its first stage, or said to confuse them, dementia makes rules and a long read a test instead of a pleasure; so
  // does a learning disability. Pictures, music and things for the hands are what stay.
  [/\b((?<!(early|mild|early[- ]stage|beginning of|beginnings of|first signs of) )(dementia|alzheimer'?s|lewy body)|(mid|middle|moderate|late|advanced|later)[- ]stage|memory care|(gets|easily|very|quite) confused|nothing (too )?complicated|(can'?t|cannot|unable to) follow (rules|instructions|a story|the plot)|learning (disabilit(y|ies)|difficult(y|ies)|disabled)|intellectual(ly)? disab\w*|developmental(ly)? (delay\w*|disab\w*)|down'?s syndrome|reads at (about |around )?(a |an )?\w+[- ]year[- ]old level|mental age)\b/, ['complex']],
  [/\b(animal rights|cruelty[- ]free)\b/, ['animal-products', 'fur', 'leather', 'silk']],
  [/\b(zero[- ]waste|plastic[- ]free|eco[- ]warrior)\b/, ['plastic']],
  [/\b(pacifist|quaker)\b/, ['violence']],
  [/\b(atheist|secular|not religious)\b/, ['religious-symbols']],
  [/\b(kills (every|all)? ?plants?|black thumb|no green thumb)\b/, ['live-plants']],
  [/\b(allergic to (cats?|dogs?|pets?|animals?|fur))\b/, ['live-animals', 'fur']],
  [/\b(pollen allergy|hay ?fever)\b/, ['live-plants']],
  [/\b(gambling (addiction|problem)|recovering gambler)\b/, ['gambling']],
  // Chinese custom, said as the custom or as its luck: no clock (it sounds like seeing someone off), nothing in fours.
  [/\b((traditional|superstitious) chinese|chinese (customs?|traditions?|superstitions?|etiquette|taboos?)|(4|four) is (an )?unlucky( number)?|unlucky (number )?(4|four)|(clocks?|giving a clock) (is|are) (bad luck|unlucky|taboo))\b/, ['clocks', 'sets-of-four']],
];

/** What a clause rules out once it has said no ("doesn't drink" → alcohol). */
export const NEGATED: Rule[] = [
  [/\b(drinks?|drinking|alcohol|alcoholic|booze|liquor|spirits|wine|wines|beer|beers|whisk(e)?y|gin|rum|vodka|cocktails?|champagne|prosecco)\b/, ['alcohol']],
  [/\b(meat|chicken|red meat)\b/, ['meat', 'pork', 'beef']],
  [/\b(pork|bacon|ham)\b/, ['pork']],
  [/\bbeef\b/, ['beef']],
  [/\b(dairy|milk|cheese|lactose)\b/, ['dairy']],
  [/\b(nuts?|peanuts?|almonds?|cashews?|hazelnuts?|walnuts?)\b/, ['nuts']],
  [/\b(gluten|wheat|bread)\b/, ['gluten']],
  [/\b(eggs?)\b/, ['eggs']],
  [/\b(fish|seafood|shellfish|prawns?|shrimp)\b/, ['seafood']],
  [/\b(coffee|caffeine)\b/, ['caffeine']],
  [/\b(sugar|sweets|candy|sugary|chocolate|desserts?|sweet tooth)\b/, ['sugar']],
  [/\b(salt|salty|sodium)\b/, ['high-salt']],
  // Someone who does not want gadgets wants no screen to play on either (a console game for a man who hates gadgets).
  [/\b(gadgets?|tech|technology|electronics|devices?|smart ?(phone|watch|home)s?)\b/, ['gadgets', 'screen-time']],
  [/\b(screens?|video games?|gaming|tv|phone)\b/, ['screen-time']],
  // "No stuff", "doesn't want anything": but "no clocks or anything", "anything in sets of 4" only round off or
  // narrow what was refused, and refuse no thing at all.
  [/\b(clutter|knick[- ]?knacks?|trinkets?|ornaments?|(?<!\b(or|and) )(stuff|things|anything)(?! (in|with|that|which|made|from|of|like|containing|involving|else|similar|to do)\b)|dust collectors?|objects?|junk|tat|decorations?|nick nacks)\b/, ['clutter']],
  // A clock is unlucky to give in Chinese custom, and so is four of anything.
  [/\b(clocks?|timepieces?)\b/, ['clocks']],
  [/\b((sets?|packs?|groups?|lots|pairs|bundles?) of (4|four)|in (4|four)s|fours|(the )?number (4|four))\b/, ['sets-of-four']],
  [/\b(perfumes?|fragrances?|scents?|scented|smells?|smelly|essential oils?|oils|aromatherapy|incense|diffusers?|bath bombs?|colognes?|strong smells?|lavender|eucalyptus|patchouli|sandalwood|jasmine|ylang[- ]ylang|tea tree|citronella|musk)\b/, ['fragrance']],
  [/\b(candles?|open flames?|fire)\b/, ['candle']],
  [/\b(plastics?)\b/, ['plastic']],
  [/\bleather\b/, ['leather']],
  [/\b(wool|woollens?|itchy)\b/, ['wool']],
  [/\bfur\b/, ['fur']],
  [/\bsilk\b/, ['silk']],
  [/\b(plants?|flowers|houseplants?)\b/, ['live-plants']],
  [/\b(travel(ing|ling)?|flying|flights?|trips?|planes?)\b/, ['travel']],
  [/\b(heights|ladders?|step ?ladders?)\b/, ['heights']],
  [/\b(water|swimming|swim)\b/, ['water-activity']],
  [/\b(animals?|pets?)\b/, ['live-animals']],
  [/\b(exercise|working out|work out|sports?|strenuous|physical|active|walking|walk far|hiking|stairs)\b/, ['physical-exertion']],
  [/\b(gambling|betting|casinos?|poker)\b/, ['gambling']],
  [/\b(violence|violent|weapons?|guns?|knives)\b/, ['violence']],
  [/\b(subscriptions?|monthly boxes|recurring)\b/, ['subscription']],
  [/\b(religious|religion|church|faith)\b/, ['religious-symbols']],
  [/\b(romantic|mushy|soppy|lovey[- ]dovey)\b/, ['romantic']],
  // "Not a couples thing", "nothing we'd do together": the gift is to be theirs alone.
  [/\b(couples?|couple'?s|for two|for (the two|both) of us|together|date nights?)\b/, ['couple']],
  [/\b(loud|noise|noises|noisy|crowds?|crowded|busy places|big groups|concerts?|gigs?|festivals?|nightclubs?)\b/, ['loud-crowds']],
  [/\b(surprises?|surprised|the unexpected|mystery|mysteries|not knowing)\b/, ['surprise']],
  [/\b(jewell?ery|clothes|clothing|makeup|cosmetics|skincare|lotions?)\b/, ['personal']],
  // "No small pieces", "nothing with tiny parts", "no choking hazards": a little one in the house puts things in its mouth.
  [/\b((small|tiny|little|loose) (pieces|parts|bits|beads|magnets|batteries)|choking hazards?|button batteries)\b/, ['small-parts']],
  // "Hates being treated as disabled", "nothing medical", "no mobility aids": the condition's limits still hold, but
  // nothing made for it is a gift to them.
  [/\b(medical|mobility aids?|aids|disabled|disability|adapted|pity\S*|pitying|invalid|treated differently|special treatment|fuss\w*)\b/, ['adapted']],
];

/** Every limit a text states outright. */
export function statedLimits(text: string, into: Set<ExclusionFlag>): void {
  for (const [pattern, flags] of STATED) if (pattern.test(text)) for (const flag of flags) into.add(flag);
}

/**
 * Whether words state a limit ("coeliac", "teetotal", "bad knees") or an illness ("she has MS", "Crohn's"): a
 * condition to respect, not a thing they love.
 */
export function saysLimit(text: string): boolean {
  // Where they live is said the same way ("uni", "down the pub"): no hobby either.
  return STATED.some(([pattern]) => pattern.test(text)) || ILLNESS.test(text) || LETTERS_ALONE.test(text) || writesFromOutsideUS(text);
}

/** Every limit that a negated clause part names. */
export function negatedLimits(negated: string, into: Set<ExclusionFlag>): void {
  for (const [pattern, flags] of NEGATED) if (pattern.test(negated)) for (const flag of flags) into.add(flag);
}

/**
 * Limits that end a love rather than pause it: someone sober, or who does not drink, has left their wine behind, and
 * the loves made of what they gave up are no interests to shop for.
 */
const ABSTAINED: readonly ExclusionFlag[] = ['alcohol', 'gambling'];
/** Words that say such a limit holds only for now: a love of wine outlasts a pregnancy, a dry January or cutting back. */
const FOR_NOW = /\b(pregnan\w*|expecting|breastfeeding|nursing (mum|mom)|maternity|dry (january|july|month)|cutting (back|down)|cut (back|down)|drinking less|drinks less|for now|at the moment|for a while|taking a break|on a break)\b/;

/** The limits among `limits` that, as `text` tells them, end a love of what they rule out rather than pause it. */
export function givenUp(text: string, limits: ReadonlySet<ExclusionFlag>): ExclusionFlag[] {
  return FOR_NOW.test(text) || PREGNANT.test(text) ? [] : ABSTAINED.filter((flag) => limits.has(flag));
}
