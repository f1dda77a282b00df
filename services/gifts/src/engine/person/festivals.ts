import type { OccasionKind } from '../catalog/catalog';
import type { Mood, Occasion } from './occasion';
import { ORTHODOX_PEOPLES } from './languages';

/**
 * Festivals, each with gifts of its own: Chuseok is no Chinese New Year, and Tết is no Seollal. A festival is said by
 * its name, by the name its family knows it by ("Korean Thanksgiving", "Persian New Year", "Greek Easter"), or by the
 * name the wider world gives it (Lunar New Year, Easter) beside the people who keep it their own way (a Korean family's
 * Lunar New Year is Seollal).
 */

/**
 * Words for each festival, read after grief and illness (see OCCASION_WORDS), Orthodox Easter before Easter and the
 * Mid-Autumn Festival (Tết Trung Thu) before Tết. Text is folded: "Tết" is "tet", "Día" is "dia".
 */
export const FESTIVAL_WORDS: [RegExp, OccasionKind, string][] = [
  [/\b(chuseok|chuseog|hangawi|korean (thanksgiving|harvest (festival|moon)))\b/, 'chuseok', 'Chuseok'],
  [/\b(seollal|seolnal|korean (lunar )?new year)\b/, 'seollal', 'Seollal'],
  [/\b(mid[- ]?autumn|moon ?cake festival|moon festival|zhongqiu|tet trung thu|trung thu|harvest moon festival)\b/, 'mid-autumn', 'Mid-Autumn Festival'],
  [/\b(tet|tet nguyen dan|vietnamese (lunar )?new year)\b/, 'tet', 'Tết'],
  [/\b(lunar new year|chinese new year|spring festival|chun ?jie|cny|year of the (rat|ox|tiger|rabbit|dragon|snake|horse|goat|sheep|monkey|rooster|dog|pig))\b/, 'lunar-new-year', 'Lunar New Year'],
  [/\b(orthodox easter|(greek|russian|serbian|ukrainian|romanian|bulgarian|georgian|cypriot|coptic|ethiopian|eritrean) easter|pascha|paskha|lambades?)\b/, 'orthodox-easter', 'Easter'],
  [/\b(nowruz|nawruz|norouz|noruz|nowrouz|norooz|nowrooz|navruz|nauryz|newroz|persian new year|iranian new year|afghan new year|kurdish new year|haft[- ]?(sin|seen))\b/, 'nowruz', 'Nowruz'],
  [/\b(vesak|wesak|vesakha|vaisakha|visakha bucha|buddha'?s birthday|buddha day|buddha purnima|buddha jayanti)\b/, 'vesak', 'Vesak'],
  [/\b(obon|o-bon|bon festival|bon odori|urabon)\b/, 'obon', 'Obon'],
  [/\b(dia de (los )?muertos|day of the dead|dia de los difuntos)\b/, 'day-of-the-dead', 'Día de los Muertos'],
  [/\b(lohri|lohdi)\b/, 'lohri', 'Lohri'],
  [/\b(onam|thiruvonam|onasadya|onam sadya)\b/, 'onam', 'Onam'],
  [/\b(pongal|thai pongal|thaipongal)\b/, 'pongal', 'Pongal'],
  [/\b(songkran|thai new year)\b/, 'songkran', 'Songkran'],
  [/\b(kwanzaa|kwanza)\b/, 'kwanzaa', 'Kwanzaa'],
];

/** The festivals of peoples, whose things belong to the people that keep them (see FESTIVAL_PEOPLES). */
export const PEOPLES_FESTIVALS: ReadonlySet<OccasionKind> = new Set(FESTIVAL_WORDS.map(([, kind]) => kind));

/**
 * The people whose festival each is, as the languages that are theirs: asking for Chuseok says Korean as much as saying
 * it does. Orthodox Easter, Vesak and Kwanzaa are kept by many peoples, and say none.
 */
export const FESTIVAL_PEOPLES: Partial<Record<OccasionKind, readonly string[]>> = {
  chuseok: ['korean'],
  seollal: ['korean'],
  tet: ['vietnamese'],
  'lunar-new-year': ['chinese'],
  'mid-autumn': ['chinese'],
  nowruz: ['persian', 'kurdish'],
  obon: ['japanese'],
  'day-of-the-dead': ['spanish'],
  lohri: ['punjabi'],
  onam: ['malayalam'],
  pongal: ['tamil'],
  songkran: ['thai'],
};

/** How each festival feels where it differs from a celebration: a feast of a faith. */
export const FESTIVAL_MOODS: Partial<Record<OccasionKind, Mood>> = { 'orthodox-easter': 'faith', vesak: 'faith' };

/** A festival named in folded text, as the occasion it is. */
export function festivalIn(text: string): Occasion | undefined {
  const found = FESTIVAL_WORDS.find(([pattern]) => pattern.test(text));
  return found && { kind: found[1], label: found[2], mood: FESTIVAL_MOODS[found[1]] ?? 'celebration' };
}

/** An occasion that names no day of its own: "the holidays", "a festival gift", "new year". */
const UNNAMED_DAY = /\b(holidays?|holiday season|festive season|festivals?|festivities|celebrations?|new year'?s?|seasonal|season'?s greetings|family (gathering|celebration|visit))\b/;
/** A day of the wider world named beside one of its own ("the holidays, but they celebrate Kwanzaa"). */
const NAMED_DAY = /\b(christmas|xmas|yule|santa)\b/;

/** What is known of the person beside the occasion, for which festival is theirs. */
export interface KeptBy {
  /** The occasion as typed after 'other:' (folded), or ''. */
  typed: string;
  /** Everything else said of them (folded): their interests, personality, considerations. */
  said: string;
  /** The peoples they belong to (see Tongues.peoples): 'korean', 'vietnamese', 'greek'. */
  peoples: ReadonlySet<string>;
}

/**
 * The festival this occasion is for this person. A day typed without a name of its own ("the holidays", "festival
 * gift") is the festival said of them elsewhere ("they celebrate Kwanzaa"). A festival kept differently by their people
 * is theirs: Lunar New Year for a Korean family is Seollal and for a Vietnamese one Tết, the Mid-Autumn Festival for a
 * Korean family is Chuseok, Easter for a Greek or an Orthodox family is Orthodox Easter, the New Year of a Persian
 * family Nowruz. The label stays as the visitor said it.
 */
export function keptAs(occasion: Occasion, { typed, said, peoples }: KeptBy): Occasion {
  let kept = occasion;
  if (UNNAMED_DAY.test(typed) && !NAMED_DAY.test(typed) && !festivalIn(typed) && (occasion.kind === 'just-because' || occasion.kind === 'christmas')) {
    kept = festivalIn(said) ?? occasion;
  }
  const theirs = (kind: OccasionKind): Occasion => ({ ...kept, kind, mood: FESTIVAL_MOODS[kind] ?? kept.mood });
  const orthodox = [...peoples].some((people) => ORTHODOX_PEOPLES.has(people)) || ORTHODOX_SAID.test(said);
  switch (kept.kind) {
    case 'lunar-new-year':
      if (/\bchinese\b/.test(typed)) return kept;
      return peoples.has('korean') ? theirs('seollal') : peoples.has('vietnamese') ? theirs('tet') : kept;
    case 'mid-autumn':
      return peoples.has('korean') ? theirs('chuseok') : kept;
    case 'easter':
      return orthodox ? theirs('orthodox-easter') : kept;
    case 'just-because':
      return /\bnew year\b/.test(typed) && peoples.has('persian') ? { kind: 'nowruz', label: 'Nowruz', mood: 'celebration' } : kept;
    default:
      return kept;
  }
}

/** A church that keeps the Orthodox calendar, said of them. */
const ORTHODOX_SAID = /\b(orthodox (christian|church|family)|(greek|russian|eastern|serbian|romanian|ukrainian|bulgarian|georgian|coptic|ethiopian|eritrean|antiochian|armenian) orthodox)\b/;
