import { giftCategories, relationships, type GiftCategory } from '@presently/proto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { inEnglishWords } from '../person/languages';

/**
 * The occasions an idea can belong to. The wizard's own choices (birthday, anniversary, christmas, graduation,
 * wedding, just-because) and whatever a visitor types after 'other:' are read into one of these.
 */
export const occasionKinds = [
  'birthday',
  'anniversary',
  'valentines',
  'christmas',
  'hanukkah',
  'eid',
  'ramadan',
  'diwali',
  'passover',
  'rosh-hashanah',
  'easter',
  'lunar-new-year',
  'seollal',
  'tet',
  'chuseok',
  'mid-autumn',
  'orthodox-easter',
  'nowruz',
  'vesak',
  'obon',
  'day-of-the-dead',
  'lohri',
  'onam',
  'pongal',
  'songkran',
  'kwanzaa',
  'vaisakhi',
  'confirmation',
  'first-communion',
  'baptism',
  'bar-mitzvah',
  'graduation',
  'engagement',
  'wedding',
  'new-baby',
  'baby-shower',
  'retirement',
  'new-job',
  'promotion',
  'housewarming',
  'mothers-day',
  'fathers-day',
  'thank-you',
  'teacher',
  'farewell',
  'get-well',
  'sympathy',
  'just-because',
] as const;
export type OccasionKind = (typeof occasionKinds)[number];

/**
 * What an idea contains, is made of, or asks of the person: a recipient's limits rule out ideas carrying a flag.
 * - romantic: only for a partner. personal: worn on or put on the body (perfume, skincare, clothing by size), not
 *   for a colleague. celebratory: party and congratulation things, never for grief or illness.
 * - hearing / sight / fine-motor: needs that sense or dexterity. small-parts: a choking hazard under 3. sharp: blades.
 * - clutter: decorative objects with no use (ornaments, knick-knacks), which minimalists do not want.
 * - pet-loss: remembers a pet that died, so it is refused at any other loss (a paw-print frame when a mother died).
 */
export const exclusionFlags = [
  'alcohol',
  'meat',
  'pork',
  'beef',
  'seafood',
  'dairy',
  'eggs',
  'nuts',
  'gluten',
  'sugar',
  'caffeine',
  'animal-products',
  'leather',
  'wool',
  'fur',
  'silk',
  'plastic',
  'fragrance',
  'candle',
  'live-plants',
  'live-animals',
  'gadgets',
  'screen-time',
  'subscription',
  'clutter',
  'travel',
  'heights',
  'water-activity',
  'physical-exertion',
  // Done on their own feet (trail kit, a walking tour, dance shoes, a round of golf): no gift for someone who uses a
  // wheelchair or cannot get about now. Worked out for the kit of pastimes done on foot (see ideas.ts).
  'mobility',
  'gambling',
  'violence',
  'religious-symbols',
  'romantic',
  'personal',
  'celebratory',
  'hearing',
  'sight',
  'fine-motor',
  'small-parts',
  'sharp',
  'pet-loss',
  // Only to be had or used in the United States (a national-parks pass, Trader Joe's, the Grand Ole Opry).
  'us-only',
  // Only to be had or used in the United Kingdom (a National Trust card, a Radio Times subscription, Windsor Castle).
  'uk-only',
  // Spoils on a long journey (fresh flowers, cheese, a meal kit, cakes): no gift to post abroad or pack in a suitcase.
  // Worked out from every idea's words.
  'perishable',
  // Too big for a parcel abroad or a suitcase (a floor lamp, a guitar, a tent, a pizza oven). Worked out from every idea's words.
  'bulky',
  // Breaks in the post or the hold (glass, ceramic, porcelain, a framed print). Worked out from every idea's words.
  'fragile',
  // Made for two brides or two grooms ("Mrs & Mrs" robes): never assumed from a woman's or a man's wedding alone.
  'same-sex-couple',
  // About the two of a settled couple (both names engraved, a book of the reasons I love you, a couples' class, a
  // weekend away, lingerie): too much for a romance of weeks, and not what was asked for when the gift is to be theirs
  // alone. Two tickets to a gig are a date, not this. Worked out from the text of every idea.
  'couple',
  // Made for a hen or a stag do and the last weeks before the wedding (a bride-to-be sash, a groom's wedding-morning kit,
  // a stag do survival kit): offered only there, never at the wedding itself, an anniversary or any other day. Worked
  // out from the text of every idea ("hen party", "stag do", "bachelorette").
  'hen-stag-do',
  // Had away from home (a class, a show, a day out): worked out from every experience not had at home.
  'outings',
  // Loud or packed (a concert, a match, an escape room, a karaoke machine): too much for someone overwhelmed by noise
  // or crowds. Worked out from the text of every idea (see ideas.ts).
  'loud-crowds',
  // Hides what it is until it is opened or played (a blind box, a mystery box, an escape room): no gift for someone
  // who hates surprises. Worked out from the text of every idea.
  'surprise',
  // Made for living with a condition (a walker caddy, large print, Braille cards, a reacher): refused by someone who
  // wants nothing that treats them as unwell. Worked out from every idea made for a condition and from its words.
  'adapted',
  // Advised against while pregnant: soft, blue or unpasteurised cheese, cured meat, raw or cold-smoked fish (oysters,
  // sushi kits), kombucha, and what the body should not take (a sauna, a hot tub, essential oils, a deep-tissue massage).
  // Alcohol and strenuous or high things have flags of their own.
  'pregnancy-unsafe',
  // Salty to eat (cured meat, smoked fish, jerky, a box of sea salt): no gift for someone kept to a low-salt diet.
  'high-salt',
  // Of no use without the internet or a smartphone (a streaming card, an app, a Kindle, a Wi-Fi photo frame, a
  // Bluetooth speaker, a class on Zoom): no gift for someone who is not online. Worked out from every idea's words.
  'online',
  // Marks a birth just had (a print of the birth weight and time, a newborn's hand cast "before it grows"): no gift for
  // parents whose child came home by adoption. Worked out from the text of every idea.
  'newborn',
  // Made for the body that carried or fed the baby (postpartum care, a nursing bra, a pregnancy pillow, nipple balm):
  // no gift for parents by adoption or surrogacy. Worked out from the text of every idea.
  'birth',
  // Pays into the couple's gift list (a registry gift card, a honeymoon fund): no gift for a couple who eloped or married
  // quietly with no list. Worked out from the text of every idea.
  'registry',
  // Heavy to lift, hold or pour (a cast-iron pan or teapot, a Dutch oven, a stand mixer, a kettlebell, a marble slab):
  // no gift for hands that hurt or shake, or for someone frail. Worked out from every idea's words too.
  'heavy',
  // Needs a garden, a yard or a patio of their own (a hose, a water butt, an insect hotel, a lawn game, a fire pit): no
  // gift for someone in a care home or a flat without one. Worked out from every idea's words.
  'outdoor-space',
  // Clothing or shoes bought by size (a shirt, a hoodie, trainers): no gift for someone whose size is hard to find,
  // very tall or very small. Worked out from every idea's words.
  'sized',
  // Fitted to a house or planted in its ground (a smoke alarm, a video doorbell, a house number sign, fruit trees): the
  // owner's to choose, so no gift for someone renting, in halls or in a care home, whose landlord fits or forbids them.
  // Worked out from every idea's words.
  'homeowner',
  // Made for a working day out of the house (the commute, the office, a day at practice), and said so in its reason: no
  // gift for someone retired, getting well, working from home, or for a day that is about the two of them.
  'workday',
  // Asks for rules, strategy or a long read (a strategy or card game, a logic-puzzle book, a rulebook, a book of ideas
  // rather than pictures): no gift for someone whose dementia or learning disability makes complicated things
  // confusing. Worked out from every idea's words, and for books from their kind.
  'complex',
  // A clock of any kind (a wall clock, an alarm clock, a chess clock): in Chinese custom "giving a clock" sounds like
  // seeing someone to their end, so no gift for someone who keeps to it. Worked out from every idea's words.
  'clocks',
  // Four of a thing given together (a set of four glasses, four tins of tea): four sounds like death in Chinese, and
  // some keep clear of it. Worked out from every idea's words.
  'sets-of-four',
  // Recipes or a kit to cook or bake that are not written kosher (any cookbook that does not say so): no gift for
  // someone who keeps kosher, whose cookbooks must be the diet's. Worked out for every recipe idea (see ideas.ts).
  'not-kosher',
  // Remembers the one who died by name or in their memory (a stone or a frame engraved with a name and dates, a
  // memorial tree, a donation in their memory): after a pregnancy loss, only when asked for. Worked out from the words.
  'memorial',
  // Read or played in English words (an English novel, a crossword, a word game, a quiz, a word-a-day calendar): no gift
  // for someone who does not read English easily. Worked out from every idea's words, and for books from their kind;
  // one in another language ("in Spanish") carries none.
  'english-text',
  // Made for a baby's first months (a swaddle, a newborn's bath support, a play gym, a nursing pillow, a night nanny): no
  // gift for the family of a child already walking, a toddler or "two under five", unless another baby is on the way.
  'first-months',
  // Remembers a life lived, in its photos, its face or its hand (a photo book of a life, a portrait of a loved one, a
  // fingerprint necklace): no gift at the loss of a pregnancy or of a pet. Worked out from the words.
  'life-story',
  // Worn or sprayed, and made on alcohol (an eau de toilette, a cologne, a body mist): kept from by many who keep from
  // alcohol for their faith, whose perfume is an attar of oils. Worked out from every idea's title.
  'alcohol-based',
] as const;
export type ExclusionFlag = (typeof exclusionFlags)[number];

/**
 * Words of things only had or used in the United States (Trader Joe's, the Kentucky Derby, a national-parks pass, a
 * feeder for hummingbirds, which Britain and Europe do not have; an FAA sectional chart, a USGS map, a guide to their
 * state; the New York Times' crosswords, set the American way, where Britain solves its papers' own): an idea that
 * names one is `us-only` whether or not
 * its entry says so, and so is an answer of the model that does.
 */
export const US_ONLY_WORDS =
  /\b(amtrak|new york times (games|monday through friday|(daily |sunday |large-print )?crosswords?)|will shortz|costco|trader joe'?s|target gift ?card|rei co-op|national parks? of the united states|us national parks?|america the beautiful pass|north american?|audubon|nfl sunday ticket|kentucky derby|grand ole opry|yellowstone|las vegas|amc stubs|regal unlimited|their home state|in their state|cracker barrel|walmart|six flags|cedar point|mlb parks|hummingbirds?|chickadees?|donorschoose|sam'?s club|bj'?s wholesale|harry (&|and) david|goldbelly|snake river farms|instacart|doordash|mom'?s meals|major league rugby|us professional|npr station|rain barrels?|alamo drafthouse|sur la table|williams[- ]sonoma|barnes (&|and) noble|dick'?s sporting goods|bass pro|cabela'?s|home depot|lowe'?s|best buy|nordstrom|macy'?s|hobby lobby|joann|whole foods|olive garden|cheesecake factory|book of the month|hulu|sirius ?xm|pbs|murray'?s cheese|us roasters|state parks?|(across|in) the (us|united states)(?! (and|or) )|us stadiums|faa|sectional charts?|part 107|usgs|npr|rand mcnally|(of|to|in) their (home )?state)\b/i;
/**
 * Words of things only had or used in the United Kingdom: its heritage memberships, listings magazines, licence fee,
 * chains' vouchers and book tokens, its Ordnance Survey and CAA charts. An idea that names one is `uk-only`, and so is an answer of the model that does.
 */
export const UK_ONLY_WORDS =
  /\b((national trust|english heritage|historic houses|historic environment scotland|cadw|rhs|royal horticultural society|caravan and motorhome club|camping and caravanning club|canal (&|and) river trust)( \w+)? (membership|members|card|pass|friend)|radio times|tv times|atg (tickets|theatres?)|across (the uk|britain|great britain)|(uk|british) (theatres|cinemas|venues|stores|branches)|bbc iplayer|tv licen[cs]e|national rail|railcard|premium bonds|mecca (bingo|or buzz)|buzz bingo|odeon|cineworld|vue cinemas?|everyman cinemas?|(john lewis|waitrose|m&s|marks (&|and) spencer|selfridges|harrods|fortnum (&|and) mason|boots|greggs|waterstones|wetherspoons|nando'?s)( \w+)? (gift card|gift voucher|voucher|e-gift card)|national garden gift vouchers?|national book tokens?|book tokens?|one4all|love2shop|caa (vfr |aeronautical )?charts?|ordnance survey|os (explorer|landranger) maps?|nicholson guides?)\b/i;

/** An outing among a crowd or in noise: a concert, a match, a festival, a night at a club, an escape room. */
const CROWDED_OUTING =
  /\b(concerts?|gigs?|festivals?|stadium|arena|nightclub|club night|raves?|live (music|band|show|orchestra)|match tickets?|game tickets?|theme park|fireworks|monster jam|escape rooms?|karaoke|comedy club|stand-up comedy|premieres?|imax|race ?day|rally day|laser tag|parade|sing-?along|bull riding|tournament|esports|dinner theatre|murder[- ]mystery|expo|convention|fringe)\b/i;
/** A thing that is loud, or made for a crowd: a siren, a barking robot, a drum kit, a karaoke machine, a lightstick. */
const LOUD_THING = /\b(barks|sirens?|lights and sounds?|sound effects|drum kits?|karaoke|megaphone|lightsticks?|penlights?|for (k-pop |loud )?(concerts|shows and events)|concert night)\b/i;
/** What keeps itself hidden until it is opened or played: a blind box, a mystery box, an escape room. */
const SURPRISING = /\b(mystery (box|boxes|bag|gift|subscription|crate|date|trip|tour|train|dinner|flight|pack)|surprise (box|gift|trip|date|party)|blind (box|boxes|bag|bags)|lucky dip|escape (rooms?|box)|immersive (theatre|theater|experience)|murder[- ]mystery)\b/i;
/** Words of a gift about a couple, or for the two of them to share. */
const COUPLE_WORDS =
  /\b(for couples|couples'?|couple's|both (of )?(your |their )?names|(two|both) of (you|them|us)|(reasons|things) (why )?i love (about )?you|love letters|letters to my love|our first|wedding (date|day|night|venue|photos)|(day|night|place) they (were )?married|married (couple|life)|rings they exchange|date nights?|his and hers|mr (&|and) mrs|getaway|weekend away|two[- ]night|romantic (weekend|break|night|dinner)|lingerie|nightdress|negligee|boudoir)\b/i;
/** Words of things made for a condition: an aid, large print, Braille, a pill organiser. */
const ADAPTED_WORDS =
  /\b(large[- ]print|braille|wheelchairs?|mobility (aids?|scooters?)|rollators?|walker (trays?|bags?|caddy|caddies)|zimmer|walking (aids?|sticks?|canes?)|hearing aids?|amplified (phones?|telephones?)|pill (organi[sz]ers?|boxes|dispensers?)|bed rails?|grab rails?|jar openers? for (weak|arthritic) hands|dementia|incontinence)\b/i;
/**
 * Words of things that need the internet or a phone to be of any use: a streaming service, an app, an e-reader, a site
 * named by its address ("Chess.com").
 */
const ONLINE_WORDS =
  /\b([a-z0-9-]+\.(com|org|net|io|gg)|netflix|spotify|disney\+|hulu|audible|kindle|e-?readers?|ebooks?|cameo|masterclass (annual )?membership|duolingo|babbel|calm app|headspace|streaming (service|subscription|stick)|games subscription|digital (subscription|gift card|access)|online (class|course|lessons?|workshop|membership|subscription|session)|live online|(via|over|on) zoom|download code|(companion|phone|smartphone|free) apps?|apps? (on|for) (a |your |their |the )?(phone|smartphone|tablet|ipad)|in the app|via (the |an )?app|with (an |the |its )?app|app[- ](controlled|connected)|(works|pairs|syncs|connects) with (a |your |their |the )?(phone|smartphone)|smartphone|bluetooth|(?<!no )wi-?fi|smart (speaker|plug|bulb|display|glasses|watch)|alexa|echo dot|google (home|nest)|fitness tracker|charging cable|power bank|phone (stand|holder|mount|tripod|case|grip)|spotify code|qr code|audiobooks?(?! on cd))\b/i;
/** Cut flowers, scented plants and lavender (a bouquet, lilies, a lavender wrap): no gift for someone smells upset. */
const SCENTED_FLOWERS = /\b(bouquets?|fresh(-cut)? flowers|flower delivery|lilies|hyacinths?|freesias?|gardenias?|jasmine plant|stargazer|lavender|scented)\b/i;
/** Chocolates and pralines, which carry nuts or their traces: no gift for a nut allergy, whatever the box says. */
const NUT_TRACES = /\b(chocolates?|pralines?|truffles|bean-to-bar|nougat|marzipan|gianduja|baklava)\b/i;
/** Toys and things of plastic or foam: what a home keeping plastic down does without. */
const PLASTIC_WORDS = /\b(plastic|foam (bath )?(letters|toys?|blocks|shapes)|battery-powered spout)\b/i;
/** Words of things heavy to lift or pour: cast iron, a Dutch oven, a stand mixer, weights, a stone slab. */
const HEAVY_WORDS =
  /\b(cast[- ]iron (skillet|pan|grill pan|griddle|dutch oven|cocotte|casserole|teapot|kettle|tawa|wok|combo cooker|bread pan|tortilla press|grill press|takoyaki pan)s?|dutch ovens?|cocottes?|tetsubin|kettlebells?|dumbbells?|medicine (wall )?ball|stand mixers?|pizza stones?|(stoneware|fermentation|kombucha) crocks?|mortar and pestle|molcajete|marble (slab|bookends|chiller|wine chiller|and (onyx|acacia))|weighted (sofa |throw )?blankets?|heavy (crystal|cast|cast-iron|stoneware))\b/i;
/**
 * Words of things that need a garden, a yard or a patio: what a hose waters, a water butt fills from, a lawn game is
 * played on. A window feeder, a balcony box or a houseplant does not.
 */
const OUTDOOR_WORDS =
  /\b(garden hose|hose reel|lawn (care|mower|seed|feed|aerator|fertili[sz]er|games?)|the lawn bible|raised (garden )?beds?|(tumbling|garden) compost(er| bins?)|composter|rain barrels?|water butts?|(?<!mini )greenhouse|cold frame|(pedestal|garden|stone|hanging|ground) bird ?baths?|wheelbarrow|(smokeless|garden|patio) fire pits?|chimineas?|patio heater|pizza ovens?|kamado (grill|joe)|offset smoker|pellet grill|garden (bench|arch|obelisk|trug|spade|kneeler|stone|stepping stone)|to plant in the garden|set in the garden|(apple|pear|plum|cherry|fruit) trees? to plant|insect hotel|bee (house|hotel)|nest(ing)? box|bird table|hedgehog house|garden (hand )?tool set|sock feeder|squirrel[- ](buster|proof)|hummingbird feeder|smart bird feeder|seed bombs|cornhole|croquet set|kubb|bocce set|disc golf (basket|target))\b/i;
/** Words of things an owner fits to a house or plants in its ground: alarms, a doorbell, a house sign, fruit trees. */
const OWNER_WORDS =
  /\b(smoke (and (carbon monoxide|co) )?alarms?|(carbon monoxide|co) alarms?|(video )?doorbells?|house (number|name) (sign|plaque)s?|(apple|pear|plum|cherry|fruit) trees? to plant|home repair|to plant in the garden)\b/i;
/** Words of a working day out of the house: the commute, the office, the way to work, a day at practice. */
export const WORKDAY_WORDS = /\b(commut\w*|(in|at|from|to|for) the office|office desk|open offices|on the way to work|at work|at the new workplace|(to|from) the desk|day at practice)\b/i;
/** Words of a birth just had: its weight and time, a newborn's first days, the hospital bag. */
const NEWBORN_WORDS = /\b(birth (announcement|stats|details|weight|story)|weight and time|newborn'?s (hands?|feet|foot)|newborn (photoshoot|photos?|weeks)|before (it|they|she|he) grows?|hospital bags?)\b/i;
/** Words of things for the body that carried or feeds a baby. */
const BIRTH_WORDS = /\b(postpartum|post-partum|nursing (bras?|pillows?|covers?|tops?)|nipples?|breast ?(feeding|pumps?)|pregnan\w*|prenatal|maternity|bump|belly butter|push present|perineal|morning sickness)\b/i;
/** Words of things played by rules or strategy, or solved by logic: a board or card game, chess, sudoku, a quiz. */
const COMPLEX_WORDS =
  /\b(strategy|rule ?books?|rules|logic|sudoku|kakuro|chess|xiangqi|cryptic|crosswords?|trivia|quiz(zes)?|board games?|card games?|deck-building|role-?playing|wargam\w*|puzzle box(es)?|himitsu|brain ?teasers?|mahjong|bridge|scrabble|bananagrams|code-?breaking|ciphers?|rubik'?s|speed ?cubes?|programming|coding|escape (rooms?|box))\b/i;
/**
 * Words of a clock, of any kind: a wall clock, an alarm clock, a chess clock ("five o'clock" is a time and "against the
 * clock" a hurry, neither a clock).
 */
const CLOCK_WORDS = /(?<!o'|\b(against|round|around) the )\b(clocks?|timepieces?)\b(?! (in|up)\b)/i;
/**
 * Words of four things given together: "set of 4", "a 4-pack", "four tins", "four 200 ml cans", "4 coordinated skeins".
 * A size ("a four-cup teapot") or a count of people or sessions ("for four", "four lessons") is no set.
 */
const FOUR_WORDS =
  /\b((sets?|packs?|box|boxes|bundle|tube|trio|collection|selection|flight|case|block) of (4|four)\b(?! (lessons|sessions|classes|weeks)\b)|(4|four)[- ](pack|piece|set|tin|bottle|jar|bar|skein|book|lp)s?|(4|four) ([\w-]+ ){0,2}(tins|skeins|glasses|mugs|bowls|plates|cups|candles|coasters|tumblers|bottles|cans|jars|bars|flavours|flavors|scents|colours|colors|beers|ciders|wines|whiskies|whiskeys|gins|rums|teas|coffees|chocolates|truffles|cheeses|sauces|spices|blends|prints|pots|soaps|bath bombs|balms|pouches|packs|bags|pairs|napkins|spoons|knives|forks|placemats|cushions|jams|oils|vinegars|salts|syrups|miniatures|books|pens|brushes|paddles|balls|mallets|rackets|outfits))\b/i;
/** Words of a title of food or flowers that spoil on a journey: fresh bread or flowers, cheese, cured meat, a meal kit. */
const PERISHABLE_WORDS =
  /\b(fresh(-cut)? (flowers|bouquets?|bread|pasta|fruit|cheeses?|doughnuts|pastries|cream)|clotted cream|flower (delivery|subscription)|(?<!(lego|dried|paper|silk|wooden|artificial|felt|crochet|knitted|everlasting)( icons)?( flower)? )bouquets?|chilled|refrigerated|shipped (frozen|overnight)|frozen (meals|steaks|desserts)|cheeses? (of the month|selection|box|hamper|club|board selection)|artisan cheeses|cured meats?|charcuterie (box|board selection|hamper)|smoked salmon|oysters|lobster|steaks|brisket|pasties|meal (kits?|train)|(home-)?delivered meals|recipe box(es)?|hellofresh|cake delivery|bakery box|fruit (baskets?|box|hamper))\b/i;
/** Words of a title of things too big for a parcel abroad or a suitcase: furniture, a bike, a tent, a guitar, a grill. */
const BULKY_WORDS =
  /\b(suitcases?|hard-shell carry-on|floor lamps?|armchairs?|rocking chairs?|camping chairs?|bar stools?|rugs?|bean ?bag (chairs?|sofas?|loungers?)|hammock stands?|bicycles?|balance bikes?|e-?bikes?|exercise bikes?|road bikes?|kayaks?|paddle ?boards?|tents?|telescopes?|pizza ovens?|(pellet|kamado|charcoal|gas|portable) grills?|(offset|pellet|electric|drum) smokers?|fire pits?|furniture|bookcases?|shelving units?|(?<!under the )mattress(es)?|(standing|writing|computer) desks?|stand mixers?|air fryers?|acoustic guitars?|electric guitars?|bass guitars?|digital pianos?|(electronic |acoustic )?drum kits?|cornhole|croquet sets?|trampolines?|ride-on|scooters?|play kitchens?|doll'?s ?houses?|espresso machines?|coffee machines?|sewing machines?|easels?|pottery wheels?|wheelbarrows?|greenhouses?|(hard|powered|rolling|wheeled) coolers?|cooler-fridges?|cool ?boxes?|(charcoal|gas|kettle|portable) barbecues?|lawn games?|sleeping bags?|giant (jenga|tumbling tower|garden games?|connect)|mattress toppers?)\b(?! (strings|picks|capos?|stands?|straps?|cases?|covers?|wax|liners?|accessor\w*|chips|pots|caddy|caddies|holders?|books?|hooks?|pegs|lights?|locks?|pumps?|bells?|repair|maintenance))/i;
/** Words of a title of things that break in the post or the hold: glass, ceramic, porcelain, a framed print. */
const FRAGILE_WORDS =
  /\b((?<!sea |magnifying |stained )glass(ware)?|crystal (glasses|tumblers|decanters?|vases?|flutes)|porcelain|ceramic|stoneware|earthenware|bone china|terrariums?|vases?|mirrors?|snow ?globes?|decanters?|pottery|teapots?|tea sets?|framed|picture frames?|photo frames?|hand-?blown|champagne flutes)\b/i;
/** Words of a thing made to hold a phone, a tablet or a laptop: its stand is for someone who wants the gadget. */
const GADGET_HOLDER_WORDS = /\b(tablet|laptop|phone|smartphone|e-reader|ipad) (stands?|holders?|mounts?|trays?|slots?|sleeves?)\b|\blap ?desks?\b|\b(for|holds?) (a |an |the |their |your )?((cook)?books? (or|and) (a |an )?)?(tablets?|laptops?|ipads?|e-readers?)\b/i;
/**
 * Words of a thing made for a hen or a stag do. "Bride-to-be" alone is not one: an engagement's gift may say it too.
 */
const HEN_STAG_WORDS = /\b(hen (do|dos|party|parties|night|weekend)|stag (do|dos|party|parties|night|weekend)|bachelorette|bachelor part(y|ies))\b/i;
/** Words of a gift that goes through a couple's wedding registry or gift list; a registry office is where they marry. */
const REGISTRY_WORDS = /\b(registry(?!\s+office)|gift list|honeymoon fund)\b/i;
/** Words of a title of a scent made on alcohol; an attar, a perfume oil, a balm or a soap is not. */
const ALCOHOL_BASED_WORDS = /\b(eaux? de (toilette|parfum|cologne)|colognes?|parfums?|perfumes?(?! (oils?|balms?))|(body|hair|perfume|fragrance) mists?|aftershaves?(?! balms?))\b/i;
const NOT_ALCOHOL_BASED = /\b(alcohol[- ]free|attars?|soaps?|lotions?|candles?)\b/i;
/** Words of a keepsake that remembers the one who died: a memorial, a name and dates, something in their memory. */
const MEMORIAL_WORDS = /\b(memorial|in (loving )?memory|remembrance|yahrzeit|engraved with (a|the|their|his|her) name|name and dates)\b/i;
/** Words of a keepsake of a life lived: its photos, its story, the face or the hand of a loved one. */
const LIFE_STORY_WORDS = /\b(of a life|life[- ]story|loved ones?'?s?|the person (they|she|he) lost|family photos)\b/i;
/**
 * The flags an idea's own words say, whether or not its entry lists them: what it is like, not what it is made of.
 * The catalog's items and the model's answers are read alike.
 */
export function flagsSaid(text: string, experience: boolean, title = text): ExclusionFlag[] {
  const flags: ExclusionFlag[] = [];
  if ((experience ? CROWDED_OUTING : LOUD_THING).test(text)) flags.push('loud-crowds');
  if (SURPRISING.test(text)) flags.push('surprise');
  if (US_ONLY_WORDS.test(text)) flags.push('us-only');
  if (UK_ONLY_WORDS.test(text)) flags.push('uk-only');
  // What a thing is made of or how big it is, its title says: a description's "sears steaks" or "a glass of wine" is use.
  if (PERISHABLE_WORDS.test(title)) flags.push('perishable');
  if (BULKY_WORDS.test(title)) flags.push('bulky');
  if (FRAGILE_WORDS.test(title)) flags.push('fragile');
  if (ALCOHOL_BASED_WORDS.test(title) && !NOT_ALCOHOL_BASED.test(title)) flags.push('alcohol-based');
  if (ADAPTED_WORDS.test(text)) flags.push('adapted');
  if (ONLINE_WORDS.test(text)) flags.push('online');
  if (NEWBORN_WORDS.test(text)) flags.push('newborn');
  if (BIRTH_WORDS.test(text)) flags.push('birth');
  if (COUPLE_WORDS.test(text)) flags.push('couple');
  if (REGISTRY_WORDS.test(text)) flags.push('registry');
  if (HEN_STAG_WORDS.test(text)) flags.push('hen-stag-do');
  if (HEAVY_WORDS.test(text)) flags.push('heavy');
  if (OUTDOOR_WORDS.test(text)) flags.push('outdoor-space');
  if (SCENTED_FLOWERS.test(text)) flags.push('fragrance');
  if (NUT_TRACES.test(text)) flags.push('nuts');
  if (PLASTIC_WORDS.test(text)) flags.push('plastic');
  if (OWNER_WORDS.test(text)) flags.push('homeowner');
  if (WORKDAY_WORDS.test(text)) flags.push('workday');
  if (COMPLEX_WORDS.test(text)) flags.push('complex');
  if (CLOCK_WORDS.test(text)) flags.push('clocks');
  if (FOUR_WORDS.test(text)) flags.push('sets-of-four');
  if (MEMORIAL_WORDS.test(text)) flags.push('memorial');
  if (LIFE_STORY_WORDS.test(text)) flags.push('life-story');
  if (GADGET_HOLDER_WORDS.test(text)) flags.push('gadgets');
  if (inEnglishWords(title)) flags.push('english-text');
  return flags;
}

/** How an idea is had: a thing that stays, something used up, something done, or something that keeps arriving. */
export const ideaForms = ['thing', 'consumable', 'experience', 'subscription'] as const;

/**
 * What a named interest is. `topic` interests (coffee, calligraphy, cricket) have catalog items of their own, and so
 * do `need`s: a life stage or a condition (pregnancy, toddlers, dementia, hearing loss) that gifts are chosen for but
 * that nobody "loves"; and so does a `faith`, which is lived rather than enjoyed. Every other kind is a named thing (a band, a team, a game) whose ideas come from its kind's
 * forms, with its name in them.
 */
export const interestKinds = [
  'topic',
  'need',
  'faith',
  'music-artist',
  'sports-team',
  'motorsport-team',
  'athlete',
  'video-game',
  'tabletop-game',
  'tv-show',
  'film-franchise',
  'anime',
  'author',
  'book-series',
  'cuisine',
  'place',
  'named',
  'activity',
  // A named car, make or model: "a Mini Cooper", "a '67 Mustang", "a VW camper".
  'car-model',
  // A named breed of dog or cat: "a sausage dog", "two cockapoos", "a Maine Coon".
  'pet-breed',
  // A named dinosaur, mostly a child's: "T-rex", "triceratops".
  'dinosaur',
] as const;
export type InterestKind = (typeof interestKinds)[number];

/** Kinds whose interests have catalog items of their own; every other kind is a name, offered its kind's forms. */
export const itemKinds: ReadonlySet<InterestKind> = new Set(['topic', 'need', 'faith']);
/**
 * Needs that are a condition of the body: ideas made for one (Braille UNO, a vibrating alarm clock) are for a person
 * who has it, never for a board-game fan or a grandmother who did not say so.
 */
export const conditionNeeds: ReadonlySet<string> = new Set(['hearing-loss', 'sight-loss', 'arthritis', 'weak-grip', 'dementia', 'limited-mobility', 'surgery-recovery', 'cancer-care', 'pregnancy']);
/**
 * How a baby came, said at a new baby or a shower: twins, an adoption, an older child becoming a big sister or brother.
 * Ideas about one (a pillow for feeding twins, a picture book about adoption) are for the families it is said of.
 */
export const arrivalNeeds: ReadonlySet<string> = new Set(['twins', 'adoption', 'big-sibling']);
/**
 * What a milestone of a life marks: a new driving licence, a sober year, a citizenship, a quinceañera. Ideas about one (a
 * dash cam, a recovery medallion, a last doll) are for the person it is said of, never for every exam result or birthday.
 */
export const milestoneNeeds: ReadonlySet<string> = new Set(['new-driver', 'sobriety', 'new-citizen', 'quinceanera']);
/**
 * Animals people keep: a thing made for one (cat grass, a snuffle mat) is for someone who has that animal. A kind of
 * bird, reptile or small pet is an animal of its own: a budgie's swing is no parrot's, a tortoise needs no gecko cave.
 */
export const keptAnimals: ReadonlySet<string> = new Set([
  'pets',
  'dogs',
  'cats',
  'pet-rabbits',
  'guinea-pigs',
  'reptiles',
  'tortoises',
  'bearded-dragons',
  'leopard-geckos',
  'pet-birds',
  'budgies',
  'cockatiels',
  'parrots',
  'aquariums',
  'backyard-chickens',
  'small-pets',
  'hamsters',
  'gerbils',
  'pet-mice',
]);
/** A 30th, a 70th, a 100th: its things (a newspaper from the day they were born) wait for such a birthday. */
export const MILESTONE = 'milestone-birthday';
/** The need of someone moving abroad: its things (a guidebook to the new country) wait for a move to be said. */
export const MOVING = 'moving-abroad';
/** The need of someone who lost a pregnancy: its things (a book on baby loss) wait for such a loss to be said. */
export const PREGNANCY_LOSS = 'pregnancy-loss';
/** Kinds nobody is a fan of: told as what they live with or by, never as a love ("her love of older adults"). */
export const unlovedKinds: ReadonlySet<InterestKind> = new Set(['need', 'faith']);

/**
 * The ways a place is someone's: `loved` (their home, their heritage, a food culture or a city they love), `wild` (a
 * landscape they love: the Alps, the Dales), `trip` (a holiday or honeymoon to come), `move` (where they go to live),
 * `left` (what a move leaves behind, which they will miss).
 */
export const placeHolds = ['loved', 'wild', 'trip', 'move', 'left'] as const;
export type PlaceHold = (typeof placeHolds)[number];

const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'keys are lowercase words joined by hyphens');
const sentence = (max: number) => z.string().trim().min(3).max(max);
const ageRange = z.tuple([z.number().int().min(0).max(100), z.number().int().min(0).max(100)]).refine(([from, to]) => from <= to, 'ages go low to high');

const ideaShape = {
  title: sentence(90),
  description: sentence(300),
  /** What the idea does for the person, as a clause without a subject: "puts grams and seconds on one display". */
  why: sentence(160).optional(),
  category: z.enum(giftCategories),
  priceMin: z.number().positive(),
  priceMax: z.number().positive(),
  tags: z.array(z.string().min(1).max(40)).min(1).max(6),
  traits: z.array(key).default([]),
  relationships: z.array(z.enum(relationships)).default([]),
  occasions: z.array(z.enum(occasionKinds)).default([]),
  /** Whether the idea belongs to its occasions alone (a menorah, a memorial stone, a graduation frame). */
  occasionOnly: z.boolean().default(false),
  ages: ageRange.default([14, 100]),
  genders: z.array(z.enum(['male', 'female'])).max(1).default([]),
  exclusions: z.array(z.enum(exclusionFlags)).default([]),
  form: z.enum(ideaForms).optional(),
  /** Where the idea comes from, when that helps ("Recommended by The Strategist"). */
  inspiration: z.string().max(200).optional(),
  image: z.string().min(1),
};
const pricesInOrder = (idea: { priceMin: number; priceMax: number }) => idea.priceMin <= idea.priceMax;

/** One concrete gift of the catalog (data/items/*.json). */
export const catalogItemSchema = z
  .strictObject({
    id: key,
    ...ideaShape,
    /** The interests it is about, the main one first; none for ideas that suit an occasion or a person at large. */
    interests: z.array(key).default([]),
    /**
     * The peoples whose tradition it is, as the languages that are theirs ('japanese', 'chinese', 'ukrainian'): a riichi
     * mahjong set or a pysanky kit goes only to someone of that people or who named it, never to a Cantonese
     * grandmother or a Greek family at Easter. A festival's item that names a people in its title is theirs unsaid.
     */
    heritage: z.array(key).optional(),
  })
  .refine(pricesInOrder, 'priceMin is at most priceMax');
export type CatalogGift = z.infer<typeof catalogItemSchema>;

/** A phrase people use for an interest, and what kind of thing it is (data/interests/*.json). */
export const interestSchema = z.strictObject({
  key,
  /** How a sentence names it: "Taylor Swift", "pour-over coffee", "D&D". */
  label: z.string().min(1).max(60),
  kind: z.enum(interestKinds),
  /** Every way people write it, lowercase: "swiftie", "t swift". The label is matched too. */
  words: z.array(z.string().min(1).max(60)).default([]),
  /**
   * The names its words hold (a brand, a shop, a maker, an app, an event, a people or a place), as each writes itself:
   * "Sephora", "lululemon", "PlayStation", "the Crucible", "French press". However they were typed ("loves sephora"), a
   * sentence that echoes the visitor's words writes them so, and never makes the name theirs ("Chloe's Sephora").
   */
  names: z.array(z.string().min(1).max(60)).optional(),
  /** Broader interests whose items also fit ("mclaren" → "formula-1"; "sourdough" → "baking"). */
  parents: z.array(key).default([]),
  /** Neighbouring interests a person into this one often enjoys too ("cooking" → "baking"). */
  related: z.array(key).default([]),
  /** A name that no longer performs, competes or signs (an artist who died, a band that split, a retired player). */
  past: z.literal(true).optional(),
  /**
   * A working life whose ideas are for doing the job (a teacher's planner, a nurse's clogs): read only for someone who
   * does it now, never for a "retired teacher" or a "former nurse" (a retired carpenter still loves woodworking).
   */
  job: z.literal(true).optional(),
  /**
   * A place loved for its country, not its table: mountains, moors, a national park (the Alps, the Peak District). No
   * cookbook or snack box of it; a walking guide and a map instead.
   */
  landscape: z.literal(true).optional(),
  /**
   * The forms of its kind (ids in forms/<kind>.json) that are real things for it, where most are not: a news, panel or
   * magazine show has no box set, companion book or licensed mug, so Question Time is `formsMade: []` and gets the
   * items of its parents and its own. Absent, every form of its kind.
   */
  formsMade: z.array(key).optional(),
  /**
   * The faiths or peoples (as the languages that are theirs: 'chinese', 'japanese') among whom this is the usual form of
   * its broader interest (`parents`): mah jongg played by an American Jewish woman is American mah jongg, with its
   * yearly card, not the Japanese riichi game; a Cantonese grandmother's is Hong Kong mahjong.
   */
  usualAmong: z.array(key).optional(),
});
export type Interest = z.infer<typeof interestSchema>;

/**
 * The ideas a named thing of one kind gives (data/forms/<kind>.json): "{label} vinyl record" for a music artist.
 * Text may use {label} (the name as given) and {label's} (its possessive).
 */
export const ideaFormSchema = z
  .strictObject({
    id: key,
    ...ideaShape,
    /** Only for names under one of these broader interests: a jersey with a number is for team sports, not tennis. */
    within: z.array(key).optional(),
    /** Never for names under one of these: a lyric print is no gift for a jazz or classical musician who plays without words. */
    outside: z.array(key).optional(),
    /** Only for these names, the ones it is really made for: LEGO makes sets of Star Wars, none of The Godfather. */
    onlyFor: z.array(key).optional(),
    /** Only for names active today: no ticket to see, or album signed by, someone who no longer performs (`past`). */
    current: z.literal(true).optional(),
    /**
     * Only for names the catalog knows no longer perform (`past`): a classic album reissued, a life story, an archive
     * photograph, where a living star's latest album and tour are offered.
     */
    past: z.literal(true).optional(),
    /**
     * For a place, only as it is theirs in one of these ways (see placeHolds): a snack box for a place loved or left
     * behind, never for a holiday yet to come or a mountain range; a newcomer's guide for a move there.
     */
    placeAs: z.array(z.enum(placeHolds)).optional(),
    /**
     * Loves besides the name that make the form fit (a photo book of their own trips for a photographer, the place's
     * cookbook for a cook): said beside the name, it comes first among the name's forms; unsaid, after the others.
     */
    fitsWith: z.array(key).optional(),
  })
  .refine(pricesInOrder, 'priceMin is at most priceMax');
export type IdeaForm = z.infer<typeof ideaFormSchema>;
export const kindFormsSchema = z.strictObject({ kind: z.enum(interestKinds), forms: z.array(ideaFormSchema).min(4) });

export const traitsSchema = z.record(key, z.array(z.string().min(1)));

export interface Catalog {
  items: CatalogGift[];
  interests: Interest[];
  forms: Map<InterestKind, IdeaForm[]>;
  /** Personality traits with the words people use for them. */
  traits: Record<string, string[]>;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => join(dir, file));

let shipped: Catalog | undefined;
/**
 * The catalog shipped beside this file, read once per process: a process may host more than one app (the gifts
 * service and its model's fallback, a test's apps), and reading it takes a second of CPU.
 */
export const shippedCatalog = (): Catalog => (shipped ??= loadCatalog());

/** Reads and checks the catalog in `dir`, the one shipped beside this file unless told; a bad entry names its file. */
export function loadCatalog(dir = join(__dirname, 'data')): Catalog {
  const parse = <T>(schema: z.ZodType<T>, file: string): T => {
    const result = schema.safeParse(readJson(file));
    if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
    return result.data;
  };
  const items = jsonFiles(join(dir, 'items')).flatMap((file) => parse(z.array(catalogItemSchema), file));
  const interests = jsonFiles(join(dir, 'interests')).flatMap((file) => parse(z.array(interestSchema), file));
  const forms = new Map<InterestKind, IdeaForm[]>();
  for (const file of jsonFiles(join(dir, 'forms'))) {
    const { kind, forms: list } = parse(kindFormsSchema, file);
    forms.set(kind, [...(forms.get(kind) ?? []), ...list]);
  }
  const traits = parse(traitsSchema, join(dir, 'traits.json'));
  return { items, interests, forms, traits };
}

export type { GiftCategory };
