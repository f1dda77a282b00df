import type { RecipientInfo } from '@presently/proto';
import type { OccasionKind } from '../catalog/catalog';
import { aboutLove, isLoved } from '../person/interests';
import { GREETED_DAY_LABELS, HARD_TIME, HEN_DO, JUST_BECAUSE, STAG_DO } from '../person/occasion';
import type { Person } from '../person/person';
import { capitalize, lettersOf, listOf } from '../person/text';
import { isOrAre } from './grammar';
import { whoTheyLost } from './reasons';

/**
 * Card messages: an opening that belongs to the occasion, a line about the person (what they love) or the gift, and
 * a closing that suits who the giver is to them. Unlike lists, a card varies from call to call — "Regenerate" asks
 * for other words. A card for a loss or an illness never celebrates: its lines come from their own sets alone.
 */

const pick = <T>(options: readonly T[]): T => options[Math.floor(Math.random() * options.length)];

type Line = (name: string) => string;

const OPENINGS: Partial<Record<OccasionKind, Line[]>> = {
  birthday: [
    () => 'Happy birthday! I hope today is every bit as good as you are.',
    () => 'Happy birthday! Another year of you is well worth celebrating.',
    () => 'Wishing you the happiest of birthdays and a year full of good surprises.',
    () => 'Many happy returns! I hope the day is full of the people and things you love.',
    () => 'Happy birthday! Here is to a year of adventures, small and large.',
  ],
  anniversary: [
    () => "Happy anniversary! Here's to every year so far and all the ones still ahead.",
    () => 'Happy anniversary! I would choose you all over again.',
    () => 'Another year together, and I love you more than on the first one.',
  ],
  valentines: [() => "Happy Valentine's Day! You make every ordinary day feel like a good one.", () => 'To my favourite person, on the day made for saying so.'],
  christmas: [
    () => 'Merry Christmas! Wishing you a season full of warmth and good company.',
    () => 'Merry Christmas! May your holidays be cosy, bright and full of cheer.',
    () => 'Wishing you a very merry Christmas and a happy new year to follow.',
  ],
  hanukkah: [() => 'Happy Hanukkah! May the eight nights bring you light, warmth and good food.', () => 'Chag sameach! Wishing you a bright and joyful Festival of Lights.'],
  eid: [() => 'Eid Mubarak! Wishing you and your family a joyful and blessed Eid.', () => 'Eid Mubarak! May this Eid bring you peace, happiness and time with the people you love.'],
  ramadan: [() => 'Ramadan Mubarak! Wishing you a peaceful and blessed month.', () => 'Ramadan Kareem! May this month bring you calm and good company at every iftar.'],
  diwali: [() => 'Happy Diwali! May the festival of lights fill your home with joy and prosperity.', () => 'Wishing you a bright and happy Diwali, full of light, laughter and family.'],
  passover: [() => 'Chag Pesach sameach! Wishing you a meaningful Passover and a warm seder table.', () => 'Happy Passover! May your seder be full of family, stories and good food.'],
  'rosh-hashanah': [() => 'Shanah tovah! Wishing you a sweet and happy new year.', () => 'Shanah tovah u’metukah: a good and sweet year to you.'],
  easter: [() => 'Happy Easter! Wishing you a joyful and peaceful Easter.', () => 'Wishing you a happy Easter full of spring and good company.'],
  'lunar-new-year': [() => 'Happy Lunar New Year! Wishing you health, luck and prosperity in the year ahead.', () => 'Happy New Year! May the year ahead be full of good fortune.'],
  seollal: [() => 'Saehae bok mani badeuseyo! Wishing you a year of good fortune and good health.', () => 'Happy Seollal! May the new year bring you and the family every blessing.'],
  tet: [() => 'Chúc mừng năm mới! Wishing you health, luck and happiness in the new year.', () => 'Happy Tết! May the year ahead be peaceful and full of good fortune.'],
  chuseok: [() => 'Happy Chuseok! Wishing you a full table and a bright harvest moon with the people you love.', () => 'Wishing you a warm and plentiful Chuseok with all the family.'],
  'mid-autumn': [() => 'Happy Mid-Autumn Festival! May the full moon bring you and your family together.', () => 'Wishing you a bright moon, good mooncakes and good company this Mid-Autumn Festival.'],
  'orthodox-easter': [() => 'Christos Anesti! Wishing you a joyful Easter.', () => 'Kalo Pascha! Wishing you a bright and blessed Easter with your family.'],
  nowruz: [() => 'Nowruz Mobarak! Wishing you a happy and healthy new year.', () => 'Happy Nowruz! May the spring bring you joy and a fresh start.'],
  vesak: [() => 'Happy Vesak! Wishing you peace, kindness and a calm heart.', () => 'Wishing you a peaceful and joyful Vesak.'],
  obon: [() => 'Thinking of you and your family this Obon.', () => 'Wishing you a gentle Obon, full of good memories of those who came before.'],
  'day-of-the-dead': [() => 'Thinking of you and the ones you remember this Día de los Muertos.', () => 'Wishing you a warm Día de los Muertos, full of stories of the people you love.'],
  lohri: [() => 'Happy Lohri! Wishing you warmth, sweetness and a bright bonfire.', () => 'Lohri di lakh lakh vadhaiyan! Wishing you a happy harvest season.'],
  onam: [() => 'Happy Onam! Wishing you a joyful festival and a wonderful sadya.', () => 'Onam ashamsakal! May the festival bring you happiness and plenty.'],
  pongal: [() => 'Happy Pongal! May your pot overflow with sweetness and plenty.', () => 'Wishing you a joyful Pongal and a bountiful harvest.'],
  songkran: [() => 'Happy Songkran! Wishing you a fresh start and a happy new year.', () => 'Sawasdee Pee Mai! Wishing you luck and happiness in the Thai New Year.'],
  kwanzaa: [() => 'Happy Kwanzaa! Wishing you and your family joy through all seven days.', () => 'Heri za Kwanzaa! May the year ahead bring unity and purpose.'],
  vaisakhi: [() => 'Happy Vaisakhi! Wishing you joy and blessings this harvest season.', () => 'Vaisakhi di lakh lakh vadhaiyan! Wishing you a joyful day.'],
  confirmation: [() => 'Congratulations on your confirmation. What a special day, and what a lovely step.', () => 'On your confirmation day, wishing you faith, joy and peace.'],
  'first-communion': [() => 'Congratulations on your First Holy Communion. What a special day for you.', () => 'On your First Communion, sending love and blessings.'],
  baptism: [() => 'Welcome to this special day. Wishing you love and blessings at your christening.', () => 'With love and blessings on your baptism day.'],
  'bar-mitzvah': [() => 'Mazel tov! What a proud day, and what a milestone.', () => 'Mazel tov on this wonderful day. We are so proud of you.'],
  graduation: [
    () => 'Congratulations, graduate! All that hard work has paid off.',
    () => 'Congratulations on your graduation! This is only the start of great things.',
    () => 'Happy graduation day! You earned every bit of this moment.',
  ],
  engagement: [() => 'Congratulations on your engagement! I am so happy for you both.', () => 'What wonderful news! Congratulations to you both on your engagement.'],
  wedding: [
    () => 'Congratulations on your wedding! Wishing you a lifetime of love and laughter together.',
    () => 'Congratulations on your wedding day! May your life together be full of joy.',
    () => "Here's to the two of you, and to every happy year ahead.",
  ],
  'new-baby': [() => 'Congratulations on your new arrival! Welcome to the world, little one.', () => 'What wonderful news! Sending love to all of you as you get to know your new baby.'],
  'baby-shower': [() => 'Congratulations! Wishing you a happy, healthy arrival and lots of love in the months ahead.', () => 'So excited for you both as you wait for your little one.'],
  retirement: [() => 'Happy retirement! You have earned every free morning ahead.', () => 'Congratulations on your retirement. Here is to the next chapter and all the time it brings.'],
  'new-job': [() => 'Congratulations on the new job! They are lucky to have you.', () => 'Good luck in the new role: you are going to be brilliant.'],
  promotion: [() => 'Congratulations on the promotion! So well deserved.', () => 'Huge congratulations: nobody has earned this more.'],
  housewarming: [() => 'Congratulations on your new home! May it be full of good days and good company.', () => 'Welcome home! Wishing you happiness in your new place.'],
  'mothers-day': [() => "Happy Mother's Day! Thank you for everything you do.", () => "Happy Mother's Day to the best mum there is."],
  'fathers-day': [() => "Happy Father's Day! Thank you for everything.", () => "Happy Father's Day to the best dad there is."],
  'thank-you': [() => 'Thank you so much. It meant more than you know.', () => 'A small thank-you for a big kindness.'],
  teacher: [() => 'Thank you for a wonderful year and for everything you have taught.', () => 'Thank you for your patience, kindness and hard work this year.'],
  farewell: [() => 'We will miss you! Wishing you all the best in what comes next.', () => 'It will not be the same without you. Good luck with everything ahead.'],
  'just-because': [
    () => 'No occasion needed: I was thinking of you and wanted you to know.',
    () => 'No special reason, just a little something because you matter to me.',
    () => 'Just because: you have been on my mind, and I wanted to send a smile your way.',
  ],
  sympathy: [
    () => 'I am so sorry for your loss. I am thinking of you.',
    () => 'There are no right words, but I want you to know I am here for you.',
    () => 'Holding you in my thoughts at this very sad time.',
    () => 'With deepest sympathy, and with love.',
  ],
  'get-well': [
    () => 'Thinking of you and wishing you a smooth, steady recovery.',
    () => 'Get well soon. Take all the time you need, and let others look after you for a while.',
    () => 'Sending you strength and lots of rest as you recover.',
  ],
};

/** Twins on the way or just born: two babies, never "your little one" or "your new baby". */
const TWINS_OPENINGS: Partial<Record<OccasionKind, Line[]>> = {
  'new-baby': [() => 'Congratulations on your two new arrivals! Welcome to the world, little ones.', () => 'What wonderful news, times two! Sending love to all of you as you get to know your twins.'],
  'baby-shower': [() => 'Congratulations! Wishing you a happy, healthy arrival for both babies and lots of love in the months ahead.', () => 'So excited for you as you wait for your two little ones.'],
};

const FIRST_BIRTHDAY: Line[] = [() => 'Happy first birthday! What a year it has been, little one.', () => 'Happy 1st birthday! One whole year of you, and what a joy it has been.'];

/**
 * The birthdays a card names by their number: the 18th, the 21st and every tenth from the 40th. Not the 30th: the form
 * starts at 30, and an age left as it was is no thirtieth to congratulate.
 */
const namedBirthday = (age: number | undefined): age is number => age !== undefined && (age === 18 || age === 21 || (age >= 40 && age % 10 === 0));
const ordinalOf = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
/** A 60th is said as one: "Happy 60th birthday!", never only "another year of you". */
const milestoneBirthday = (age: number): Line[] => [
  () => `Happy ${ordinalOf(age)} birthday! What a milestone, and what a person to reach it.`,
  () => `${age} looks wonderful on you. Happy birthday!`,
  () => `Happy ${ordinalOf(age)}! Here is to this year and every adventure still to come.`,
];

/** An anniversary of a couple the giver is not half of (parents, grandparents, friends): theirs to celebrate. */
const THEIR_ANNIVERSARY: Line[] = [
  () => 'Happy anniversary to you both! What a thing to celebrate.',
  () => 'Congratulations on your anniversary. You two make it look easy.',
  () => 'Happy anniversary! Here is to the two of you, and to many more years together.',
];

/**
 * Occasions read as a kind whose openings would say the wrong thing ("No special reason" for a year sober). A Map, not
 * an object: the label may be the visitor's own words, and "__proto__" must find nothing.
 */
const OPENINGS_BY_LABEL = new Map<string, Line[]>(Object.entries({
  'welcome home': [() => 'Welcome home! It is so good to have you back.', () => 'Welcome back! We have missed you.'],
  'good luck': [() => 'Good luck! I will be cheering you on all the way.', () => 'Wishing you all the luck in the world. You have got this.'],
  apology: [() => 'I am sorry. I hope this says it a little better than I did.', () => 'This comes with an apology, and a promise to do better.'],
  'sobriety milestone': [() => 'Congratulations on your milestone. I am so proud of you, and of every day it took.', () => 'What a milestone. I am so proud of you, today and every day.'],
  achievement: [() => 'Congratulations! You did it, and I am so proud of you.', () => 'Huge congratulations: you earned every bit of this.'],
  quinceañera: [() => '¡Feliz quinceañera! Wishing you a beautiful day and a wonderful year ahead.', () => 'Happy quinceañera! Fifteen looks beautiful on you.'],
  // The night before the wedding is no wedding day: the card wishes them a great night, with the wedding still to come.
  [HEN_DO]: [() => "Have the best hen do! Here's to you, and to the wedding just around the corner.", () => 'Wishing you a brilliant hen do. The big day is nearly here!'],
  [STAG_DO]: [() => "Have the best stag do! Here's to you, and to the wedding just around the corner.", () => 'Wishing you a brilliant stag do. The big day is nearly here!'],
}));

/** "Happy Thanksgiving!", "Happy name day!": a day people greet each other on, wished by its name. */
const greetedDayOpenings = (label: string): Line[] => [() => `Happy ${label}!`, () => `Wishing you a wonderful ${label}.`];

const UNNAMED_DAY_OPENINGS: Line[] = [() => 'Sending this with warm wishes.', () => 'A little something for you, with my warmest wishes.', () => 'With warm wishes, and a little something to go with them.'];

const ADOPTION_OPENINGS: Line[] = [() => 'Congratulations on becoming a family! What a day this is.', () => 'Welcome home to your little one, and congratulations to you all.'];

/** "You are going to be the best big sister", by what the child is to the baby. */
function bigSiblingOpenings(person: Person): Line[] {
  const sibling = person.audience === 'male' ? 'big brother' : person.audience === 'female' ? 'big sister' : 'big brother or sister';
  return [() => `You are going to be the best ${sibling} ever!`, () => `Congratulations, ${sibling}! Your new ${person.occasion.label.replace(/^new /, '')} is very lucky to have you.`];
}

/**
 * A line about the gift, naming what they love only as the reason it was chosen: the card does not know which of
 * their loves the gift is about, so it never says the gift is one ("pencils … more time for tea").
 */
const GIFT_LINES: ((gift: Named, loves: string) => string)[] = [
  (gift, loves) => `I chose ${gift.name} with you in mind${loves ? ` and your love of ${loves}` : ''}.`,
  (gift) => `${capitalize(gift.name)} made me think of you straight away.`,
  (gift) => `When I saw ${gift.name}, I knew ${gift.many ? 'they' : 'it'} had to be yours.`,
  (gift) => `${capitalize(gift.name)} seemed just right for you.`,
  (gift) => `I went looking for something that was very you, and found ${gift.name}.`,
  (gift) => `I hope ${gift.name} ${gift.many ? 'make' : 'makes'} you smile.`,
];
/** The same, at a loss or through an illness: none of these celebrate. */
const GENTLE_GIFT_LINES: ((gift: Named) => string)[] = [
  (gift) => `I hope ${gift.name} ${gift.many ? 'bring' : 'brings'} you a little comfort.`,
  (gift) => `${capitalize(gift.name)} ${gift.many ? 'are' : 'is'} a small thing, but ${gift.many ? 'they come' : 'it comes'} with a lot of love.`,
  (gift) => `I wanted to send something to sit beside you for a while; I hope ${gift.name} ${gift.many ? 'help' : 'helps'} a little.`,
  (gift) => `${capitalize(gift.name)}, with all my care, for the days ahead.`,
];
const GENTLE_LINES: Line[] = [
  () => 'Please do not feel you need to reply. I am just a message away whenever you need me.',
  () => 'Take good care of yourself; I will be in touch soon.',
  () => 'If there is anything at all I can do, from dinner to a walk, just say the word.',
  () => 'No need to answer this. I just wanted you to know I am thinking of you.',
  () => 'Go gently, and lean on the people who love you.',
];
/** After a divorce or a lost job: someone in their corner, cheering them on, never condolence. */
const SETBACK_OPENINGS: Line[] = [() => 'I am in your corner, today and always.', () => 'Thinking of you, and cheering you on.', () => 'Whatever comes next, I know you will make something good of it.'];
const SETBACK_LINES: Line[] = [
  () => 'Better days are coming, and I will be there for them.',
  () => 'Let’s get something in the diary soon, my treat.',
  () => 'You’ve got this, and you do not have to do it alone.',
];
/** A closing wish for happy occasions, so cards for the same person rarely repeat; love is not sent to a colleague. */
const WARM_LINES: Line[] = [() => 'Enjoy every minute of it.', () => 'You deserve all the good things coming your way.', () => ''];
/** For an occasion that is a day of its own (a birthday, a wedding), not a season, a thank-you or a send-off. */
const DAY_LINE: Line = () => 'Hope it is a day to remember.';
const DAYS: ReadonlySet<OccasionKind> = new Set(['birthday', 'anniversary', 'wedding', 'graduation', 'engagement', 'confirmation', 'first-communion', 'baptism', 'bar-mitzvah', 'valentines', 'mothers-day', 'fathers-day']);
/** For someone the giver will see and celebrate with: not a great-grandmother with dementia in a care home. */
const TOGETHER_LINE: Line = () => 'Can’t wait to celebrate with you soon.';
const LOVE_LINE: Line = () => 'Sending you lots of love.';
/** When the visitor said who died without a name ("his dad passed away"): the card names them as the reader would. */
const LOSS_LINES: ((yours: string) => string)[] = [(yours) => `I have been thinking of you, and of ${yours}.`, (yours) => `I know how much ${yours} meant to you.`];
const GRIEF_MEMORY: ((missed: string) => string)[] = [
  (missed) => `${missed} was so loved, and I hope the memories bring you some peace.`,
  (missed) => `I will always remember ${missed}, and I hope the good memories stay close.`,
];

const CLOSINGS: Record<Person['register'] | 'grief' | 'griefAtWork' | 'care' | 'hardTime' | 'setback' | 'newRomance' | 'widerFamily', string[]> = {
  romantic: ['All my love', 'Yours always', 'Forever yours', 'Love you, always', 'Yours, always and completely', 'With all my heart'],
  // Weeks or months in, "forever" says too much too soon.
  newRomance: ['Love', 'Lots of love', 'See you soon', 'Big hugs', 'Yours', 'Can’t wait to see you'],
  family: ['With love', 'With all my love', 'Love you lots', 'Lots of love', 'Love always', 'Much love'],
  // In-laws, aunts, uncles and cousins: fond, without what is said to a mother or a brother.
  widerFamily: ['With love', 'Lots of love', 'Love', 'Warmest wishes', 'With warm wishes', 'Much love'],
  friend: ['Love', 'Your friend', 'Big hugs', 'Take care', 'Warmly', 'Lots of love', 'See you soon'],
  professional: ['Best wishes', 'Kind regards', 'All the best', 'Warm regards', 'With best wishes', 'Warmest wishes'],
  grief: ['With love and sympathy', 'Thinking of you', 'With love', 'Sending love', 'With deepest sympathy', 'Holding you close'],
  griefAtWork: ['With deepest sympathy', 'Thinking of you', 'With sympathy', 'Kindest thoughts', 'With sincere condolences'],
  care: ['Get well soon', 'Thinking of you', 'Sending strength', 'With love', 'Take care of yourself', 'Rest up'],
  hardTime: ['Thinking of you', 'With love', 'Sending love', 'Here for you, always'],
  setback: ['Cheering you on', 'In your corner', 'Here for you', 'Onwards and upwards'],
};

/** Words a sign-off shares with any message without repeating it. */
const PLAIN_WORDS = new Set(['with', 'your', 'yours', 'from', 'this', 'that', 'have', 'will', 'always', 'soon']);

/** The sign-offs that suit the occasion's mood first, then the relationship. */
function closingsFor(person: Person): string[] {
  const { label, mood, setback } = person.occasion;
  if (setback) return CLOSINGS.setback;
  if (label === HARD_TIME) return CLOSINGS.hardTime;
  // To a colleague or a client, sympathy without the "love" and "holding you close" said to family and friends.
  if (mood === 'grief') return person.register === 'professional' ? CLOSINGS.griefAtWork : CLOSINGS.grief;
  if (mood === 'care') return CLOSINGS.care;
  if (person.register === 'romantic' && person.newRomance) return CLOSINGS.newRomance;
  if (person.register === 'family' && WIDER_FAMILY.test(person.relation)) return CLOSINGS.widerFamily;
  return CLOSINGS[person.register];
}

/** Who was lost, when the visitor said ("her dog Biscuit died" → Biscuit), so the card can name them. */
const lostOne = (typed: string) => typed.match(/\b(?:dog|cat|pet|horse|mum|mom|dad|father|mother|husband|wife|grandma|grandpa|nan)\s+(\p{Lu}\p{Ll}+)/u)?.[1];

/** What a family member is called to their face ("dad", "my nan"), so a card to an unnamed one can say it. */
const FAMILY_ADDRESS = /^(dad|daddy|mum|mom|mummy|mommy|mama|papa|grandma|grandpa|granny|gran|grandad|granddad|nan|nana|nanna|grandmother|grandfather|mother|father)$/;

/** Kin named by the word for them, which a card may use where no name was given: "To my wonderful son". */
const KIN = /^(son|daughter|brother|sister|aunt|auntie|uncle|cousin|niece|nephew|grandson|granddaughter|godson|goddaughter|godmother|godfather|(mother|father|sister|brother|son|daughter)-in-law|step(mum|mom|dad|son|daughter|brother|sister))$/;

/** How the card opens when no name was given: as one would write to this person, never "Dear friend" to a parent. */
function unnamedGreetings(person: Person): string[] {
  const address = person.relation.match(FAMILY_ADDRESS)?.[1].replace(/^grandmother$/, 'grandma').replace(/^grandfather$/, 'grandpa').replace(/^mother$/, 'mum').replace(/^father$/, 'dad');
  if (address) {
    const word = address[0].toUpperCase() + address.slice(1);
    return [`Dear ${word},`, `Hi ${word},`, `${word},`];
  }
  if (person.register === 'romantic') return ['My love,', 'Dearest,', 'To my favourite person,'];
  // A baby or toddler is written to as one: "Hello little one", never "Hi there".
  if ((person.age ?? 99) < 3) return person.plural ? ['Dear little ones,', 'Hello, little ones,'] : ['Dear little one,', 'Hello, little one,'];
  // Kin one would not call by the word ("son", "mother-in-law") are still written to as one's own, not as a stranger.
  const kin = person.relation.match(KIN)?.[0];
  if (kin) return [`To my wonderful ${kin},`, `Dear ${kin},`];
  if (person.register === 'friend' && !person.plural) return ['Hi there,', 'Hello,', 'Dear friend,'];
  return ['Hi there,', 'Hello,'];
}

/** Where a shop's listing goes on past the thing's name: " (2 pack)", " — signed", ", four pairs". */
const LISTING_TAIL = /\s\(|\s[—–]\s|,\s(?=\d|(?:one|two|three|four|five|six|twelve|a set|set|box|pack|pair|small|medium|large|one size)\b|[\w-]+ edition\b)/;

/** A title that opens on a name of two words or more in the possessive: "Frank Sinatra's", "Hans Zimmer's". */
const WHOSE = /^(\p{Lu}[\p{L}.-]*\s)+\p{Lu}[\p{L}.-]*['’]s\s/u;
/** " by Truman Capote": where a work's title ends and its author begins. */
const BY_AUTHOR = /\sby\s\p{Lu}/u;

/**
 * The gift as a card names it: "the Hario V60 scale", "the tickets to The Nutcracker", without the contents and
 * quantities a shop lists after it ("the seasoned roasted nut tin", not "…: smoked almonds, honey cashews and spiced
 * pecans"; "the pilates grip socks", not "…, four pairs"). A book or a record is named by its own title, as people
 * write it: "I hope In Cold Blood makes you smile", never "the In Cold Blood by Truman Capote".
 */
/** The gift as a sentence names it, and whether it takes a plural verb ("the hand warmers bring"). */
interface Named {
  name: string;
  many: boolean;
}

function nameOf(gift: CardGift): Named {
  const name = giftName(gift);
  // A thing described ("the hand warmers"), not a work's title ("The Ball Is Round"), whose last word is a plural.
  // The head noun, before what it is "with" or "for": "the fuzz remover with three blades makes", "the hand warmers make".
  // "The cork yoga blocks and cotton strap set" is one set: its head is the last noun, whatever came before "and".
  const last = name.split(/\s(?:with|for|from|of|in|by|to)\s/)[0].split(' ').at(-1) ?? '';
  return { name, many: name.startsWith('the ') && /^[a-z]+s$/.test(last) && isOrAre(last) === 'are' };
}

function giftName({ title, book, about = [] }: CardGift): string {
  const listed = title.trim().split(LISTING_TAIL)[0].trim();
  const [series, ...subtitle] = listed.split(/:\s/);
  // One word before a colon is the series, not the work: "Minecraft: The Island" is the book, "Minecraft" the game. So
  // is the name of what the gift is about ("Taylor Swift: The Official Eras Tour Book" is no gift called "Taylor
  // Swift"), and, but for a book, a name before a shop's description ("The Legend of Zelda: Breath of the Wild
  // soundtrack on vinyl"). Nor is an anniversary's name the gift: "40th ruby anniversary: 'Ruby Wedding' rose bush" is
  // the rose bush, "Fifth anniversary wood: engraved wooden map…" the map.
  const named = about.some((key) => lettersOf(key) === lettersOf(series)) || (!book && TITLE_CASE.test(series) && !TITLE_CASE.test(subtitle.join(': ')));
  const head = subtitle.length > 0 && /\banniversary( \w+)?$/i.test(series) ? subtitle.join(': ') : subtitle.length > 0 && /\s/.test(series) && !named ? series : listed;
  // A work by an author ("The Ball Is Round: A Global History of Soccer by David Goldblatt") is named by its title,
  // its own article and all: "I hope The Ball Is Round makes you smile".
  if (BY_AUTHOR.test(title)) {
    const by = head.search(BY_AUTHOR);
    // "…, edited by", "illustrated by": what was done by them is no part of the title.
    const work = (by > 0 ? head.slice(0, by) : head).replace(/,? (edited|translated|illustrated|compiled|selected|introduced|read|retold)$/i, '');
    return work.charAt(0).toUpperCase() + work.slice(1);
  }
  // So is a book whose name is a title ("Beyond the Story: 10-Year Record of BTS"), not a description ("a guided
  // reading journal").
  if (book && TITLE_CASE.test(head)) return head;
  // A title that starts with whose it is ("Frank Sinatra's Songs for Swingin' Lovers! on vinyl") takes no article.
  if (WHOSE.test(head)) return head;
  // A catalog title speaks of anyone ("books they haven't read yet"); the card speaks to them: "books you haven't read".
  const name = head.replace(/^(a|an|the)\s+/i, '').replace(/\bthey\b/g, 'you').replace(/\btheir\b/g, 'your').replace(/\bthem\b/g, 'you');
  return name ? `the ${name}` : '';
}

/** What a card is told of the gift: its title as a sentence writes it, whether it is a book, what it is about. */
export interface CardGift {
  title: string;
  book?: boolean;
  /** The interests the gift is about, when it is one of the catalog's: a card names only a love the gift serves. */
  about?: readonly string[];
}

/** Enough people to cover everyone writing cards at the same time on one replica. */
const LAST_CARDS_KEPT = 1_000;

/**
 * The last card written for each request (person and gift), so asking again never gives the very same card. Bounded:
 * the oldest is forgotten first. Kept where the cards are asked for, so it holds however many threads write them.
 */
export class RecentCards {
  private readonly cards = new Map<string, string>();

  async next(info: RecipientInfo, giftTitle: string, write: (last: string | undefined) => string | Promise<string>): Promise<string> {
    const key = JSON.stringify([info, giftTitle]);
    const card = await write(this.cards.get(key));
    this.cards.delete(key);
    this.cards.set(key, card);
    if (this.cards.size > LAST_CARDS_KEPT) this.cards.delete(this.cards.keys().next().value!);
    return card;
  }
}

/** Every longer word capitalised, as a title is: "Beyond the Story", "Taylor Swift: The Official Eras Tour Book". */
const TITLE_CASE = /^(?:\p{Lu}[\p{L}'’.&-]*[,:]?|\d[\w.-]*[,:]?)(?:\s(?:\p{Lu}[\p{L}'’.&-]*[,:]?|\p{Ll}{1,3}|\d[\w.-]*[,:]?))*$/u;

/** How a card may open for this person and occasion. */
function openingsFor(person: Person): Line[] {
  const { kind, label, mood } = person.occasion;
  // A life knocked off course (a divorce, a lost job): someone in their corner.
  if (person.occasion.setback) return SETBACK_OPENINGS;
  // Very ill with no recovery ahead, or a life fallen apart: no "get well soon", only presence.
  if (label === HARD_TIME) return [() => 'I am thinking of you, and I wanted you to have something from me.', () => 'Sending you love and a little comfort today.', () => 'You are very much in my thoughts.'];
  // A day marked soon after a loss ("first Christmas since Nan died") is named, gently, and not wished merry.
  if (mood === 'grief' && kind !== 'sympathy') return [() => `Thinking of you this ${label}. I know it is not an easy one.`, () => `Sending you love this ${label}; I know it will feel different this year.`];
  if (kind === 'anniversary' && person.register !== 'romantic') return THEIR_ANNIVERSARY;
  // The child becoming a big brother or sister is congratulated as one, not welcomed to the world.
  if (person.occasion.bigSibling) return bigSiblingOpenings(person);
  // A child who came home by adoption may be no newborn: the family is what is new.
  if (person.occasion.arrival === 'adoption') return ADOPTION_OPENINGS;
  // Twins are two babies, in every line that speaks of them.
  if (person.conditions.has('twins') && TWINS_OPENINGS[kind]) return TWINS_OPENINGS[kind];
  // A first birthday is no "another year of you".
  if (kind === 'birthday' && person.age === 1) return FIRST_BIRTHDAY;
  if (kind === 'birthday' && !person.ageGuessed && namedBirthday(person.age)) return milestoneBirthday(person.age);
  if (GREETED_DAY_LABELS.has(label)) return greetedDayOpenings(label);
  // A day the visitor named that no opening knows ("coming out", "new puppy") is no "just because": nothing said of it.
  if (kind === 'just-because' && label !== JUST_BECAUSE && !OPENINGS_BY_LABEL.has(label)) return UNNAMED_DAY_OPENINGS;
  return OPENINGS_BY_LABEL.get(label) ?? OPENINGS[kind] ?? [() => `Wishing you a wonderful ${label}.`, () => `Warm wishes for your ${label}.`];
}

export function writeCardMessage(person: Person, gift: CardGift, occasionTyped: string): string {
  // A family named "the Hussains" is written to as such: "To the Hussains", never "Dear the Hussains".
  const family = /^the\s/i.test(person.name);
  const byName = family ? [`To ${person.name},`, `Hello to ${person.name},`] : [`Dear ${person.name},`, `Hi ${person.name},`, `${person.name},`, `Hello ${person.name},`];
  const gentleDay = person.occasion.mood === 'grief' || person.occasion.mood === 'care' || person.occasion.label === HARD_TIME;
  // "Hi Steve" is for good news: a card at a loss or an illness opens as a letter does.
  const greeting = pick(person.name ? (gentleDay && !family ? byName.filter((line) => !/^(Hi|Hello) /.test(line)) : byName) : unnamedGreetings(person));
  // Love is not sent to a colleague, even at a loss: "With deepest sympathy, and with love" is for family and friends.
  const openings = person.register === 'professional' && gentleDay ? openingsFor(person).filter((line) => !/\blove\b/i.test(line(person.name))) : openingsFor(person);
  const setback = person.occasion.setback === true;
  const gentle = (person.occasion.mood === 'grief' || person.occasion.mood === 'care') && !setback;
  // The love the gift is about, never another ("the sensory balls … and your love of gin"), a need or a faith.
  const loves = listOf(person.interests.filter((interest) => isLoved(interest) && gift.about !== undefined && aboutLove(gift.about, interest)).slice(0, 1).map((interest) => interest.label));
  const called = nameOf(gift);
  const middle: string[] = [];
  if (person.occasion.kind === 'sympathy') {
    const missed = lostOne(occasionTyped);
    const lost = whoTheyLost({ occasion: occasionTyped, interests: '', culturalConsiderations: '' });
    if (missed) middle.push(pick(GRIEF_MEMORY)(missed));
    else if (lost) middle.push(pick(LOSS_LINES)(lost.replace(/^(his|her|their)\b/, 'your')));
  }
  if (called.name) middle.push(gentle ? pick(GENTLE_GIFT_LINES)(called) : pick(GIFT_LINES)(called, loves));
  middle.push(pick(setback ? SETBACK_LINES : gentle ? GENTLE_LINES : warmLines(person))(person.name));
  const closings = closingsFor(person);
  // No "Sending you lots of love." over a "Lots of love," sign-off: a closing the message already says is left out, and
  // where it can, the sign-off says something the message has not ("With deepest sympathy, and with love" is not
  // signed "With love and sympathy").
  const opening = pick(openings)(person.name);
  const said = [opening, ...middle].join(' ').toLowerCase();
  const unsaid = closings.filter((option) => !said.includes(option.toLowerCase()));
  const saidWords = new Set(said.match(/\p{L}{4,}/gu));
  const fresh = unsaid.filter((option) => !(option.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((word) => saidWords.has(word) && !PLAIN_WORDS.has(word)));
  const closing = pick(fresh.length > 0 ? fresh : unsaid.length > 0 ? unsaid : closings);
  return [greeting, '', opening, ...middle.filter(Boolean), '', `${closing},`].join('\n');
}

/** Relatives beyond the household one grew up in, by the visitor's word for them. */
const WIDER_FAMILY = /\b(in[- ]law|aunt\w*|uncle|cousin|step\w*|godmother|godfather|godparent|great[- ]\w+|(girlfriend|boyfriend|partner|fianc\w*)'?s)s?\b/;

/** The wishes a happy card may close on, as far as they are true of this person and this occasion. */
function warmLines(person: Person): Line[] {
  const lines = [...WARM_LINES];
  if (DAYS.has(person.occasion.kind)) lines.push(DAY_LINE);
  if (person.register === 'professional') return lines;
  if (person.occasion.mood === 'celebration' && person.conditions.size === 0 && (person.age ?? 0) < 85) lines.push(TOGETHER_LINE);
  // Every sign-off to family sends love already: "Sending you lots of love" above "With all my love" says it twice.
  return closingsFor(person).every((closing) => /\blove\b/i.test(closing)) ? lines : [...lines, LOVE_LINE];
}

