import type { Comparison, GiftCategory, GiftSuggestion } from '@presently/proto';
import type { Person, PersonReader } from '../person/person';
import { fold } from '../person/interests';
import { listOf, possessive } from '../person/text';

type Criterion = 'interest' | 'personality' | 'value' | 'uniqueness' | 'practicality';
type Ratings = Record<Criterion, number>;

/** What each criterion is called by people, and in the answer. */
const CRITERIA: [Criterion, RegExp, string][] = [
  ['value', /\b(value|price|cheap\w*|budget|afford\w*|money|cost|bang for)\b/i, 'value for money'],
  ['practicality', /\b(practical\w*|useful\w*|everyday|daily|lasting|durable|use)\b/i, 'practicality'],
  ['uniqueness', /\b(unique\w*|original\w*|special|memorable|surpris\w*|creative|different|sentimental|meaningful|thoughtful|impress\w*|wow|stands? out|class(y|ier|iest)|luxur\w*|prestig\w*|elegant|fancy)\b/i, 'uniqueness'],
  ['interest', /\b(interests?|hobb(y|ies)|passions?|loves?|fit)\b/i, 'fit with their interests'],
  ['personality', /\b(personality|character|style|taste|personal)\b/i, 'personality'],
];
const DEFAULT_WEIGHTS: Ratings = { interest: 0.35, personality: 0.2, value: 0.15, uniqueness: 0.15, practicality: 0.15 };

/** How much each kind of gift is used from day to day. */
const EVERYDAY_USE: Record<GiftCategory, number> = { practical: 9, home: 8, tech: 8, fashion: 7, food: 6, books: 6, creative: 5, physical: 4, experience: 4 };
const ONE_OF_A_KIND = /\b(personali[sz]ed|custom|engraved|handmade|hand[- ]\w+|bespoke|signed|limited|one[- ]of[- ]a[- ]kind|portrait|from a photo)\b/i;
const clamp = (value: number) => Math.max(0, Math.min(10, Math.round(value)));
/**
 * What to weigh against each kind of gift when nothing else counts against it: the caveat a shop assistant would
 * mention, so a comparison never shrugs "nothing against it".
 */
const KIND_CAVEATS: Record<GiftCategory, (person: Person) => string> = {
  books: (person) => `Worth a quiet check that ${person.pronouns.subject} ${person.pronouns.subject === 'they' ? 'do' : 'does'} not own it already`,
  fashion: () => 'Size and colour are a guess: keep the receipt',
  tech: () => 'Needs setting up and charging, which not everyone enjoys',
  // Food or drink alike: a whisky is not "eaten".
  food: () => 'Enjoyed and gone: a treat rather than a keepsake',
  home: (person) => `Needs a place in ${possessive(person.who)} home`,
  experience: () => 'Needs a date to be planned',
  creative: () => 'Asks for time and a clear table to make',
  physical: () => 'Takes some room to keep',
  practical: () => 'Useful rather than exciting to unwrap',
};
const MADE_TO_ORDER = /\b(personali[sz]ed|custom|engraved|bespoke|portrait|from a photo)\b/i;

/**
 * Rates ideas for a person: how each speaks to what they love and who they are, its value within the budget, how
 * unusual and how useful it is. Criteria the visitor names decide the recommendation; each gets a sentence saying
 * which idea leads on it and why.
 */
export function compareIdeas(gifts: GiftSuggestion[], person: Person, reader: PersonReader, criteriaText?: string): Comparison {
  const chosen = criteriaText ? CRITERIA.filter(([, pattern]) => pattern.test(criteriaText)).map(([criterion]) => criterion) : [];
  const maxPrice = Math.max(...gifts.map((gift) => gift.price), 1);
  const rated = gifts.map((gift) => {
    const text = fold([gift.title, gift.description, ...gift.tags].join(' '));
    const known = new Set(reader.interests.find(text).map((interest) => interest.key));
    const loves = person.interests.filter((interest) => known.has(interest.key) || interest.parents.some((parent) => known.has(parent)) || text.includes(fold(interest.label)));
    const traits = [...person.traits].filter(([key, words]) => text.includes(key) || text.includes(words)).map(([, words]) => words);
    const overBudget = gift.price > person.budget;
    const ratings: Ratings = {
      interest: person.interests.length === 0 ? 6 : clamp(2 + 3.5 * loves.length + (loves[0] && person.interests.indexOf(loves[0]) === 0 ? 1 : 0)),
      personality: person.traits.size === 0 ? 6 : clamp(5 + 2 * traits.length),
      value: overBudget ? 2 : clamp(10 - 6 * (gift.price / maxPrice) + (Number.isFinite(person.budget) ? 2 * (1 - gift.price / person.budget) : 0)),
      uniqueness: clamp((gift.category === 'experience' ? 7 : gift.category === 'creative' ? 6 : 5) + (ONE_OF_A_KIND.test(text) ? 2 : 0) + (loves.some((interest) => text.includes(fold(interest.label))) ? 1 : 0)),
      practicality: clamp(EVERYDAY_USE[gift.category] + (/\b(everyday|daily|every day|every morning)\b/i.test(text) ? 1 : 0)),
    };
    const pros = [
      ...(loves.length ? [`Speaks to ${possessive(person.who)} love of ${listOf(loves.map((interest) => interest.label))}`] : []),
      ...(traits.length ? [`Suits ${person.pronouns.possessive} ${listOf(traits)} side`] : []),
      ...(overBudget ? [] : [`$${gift.price}, within the budget`]),
      ...(ratings.practicality >= 8 ? ['Something used often, not put away'] : []),
      ...(ratings.uniqueness >= 8 ? ['Hard to find twice: it feels chosen for them'] : []),
    ];
    const cons = [
      ...(overBudget ? [`Over the $${person.budget} budget`] : []),
      ...(loves.length === 0 && person.interests.length > 0 ? [`Less tied to what ${person.who} loves than the others`] : []),
      ...(ratings.practicality <= 4 ? ['More of a treat than something useful'] : []),
      ...(gift.category === 'experience' ? [KIND_CAVEATS.experience(person)] : []),
      ...(ratings.value <= 4 && !overBudget ? ['The priciest of the options'] : []),
      ...(MADE_TO_ORDER.test(text) ? ['Made to order: allow a week or two before the day'] : []),
    ];
    return { gift, ratings, pros: pros.length ? pros : ['A safe, well-made choice'], cons: cons.length ? cons : [KIND_CAVEATS[gift.category](person)] };
  });

  const weights: Ratings = chosen.length ? { interest: 0.1, personality: 0.1, value: 0.1, uniqueness: 0.1, practicality: 0.1 } : DEFAULT_WEIGHTS;
  for (const criterion of chosen) weights[criterion] = 1;
  const total = (ratings: Ratings) => (Object.keys(weights) as Criterion[]).reduce((sum, criterion) => sum + weights[criterion] * ratings[criterion], 0) / (Object.values(weights).reduce((a, b) => a + b, 0) || 1);
  // A criterion decides first; the weighted whole breaks ties, so the summary's leader and the pick agree.
  const rank = (criterion?: Criterion) => [...rated].sort((a, b) => (criterion ? b.ratings[criterion] - a.ratings[criterion] : 0) || total(b.ratings) - total(a.ratings) || a.gift.title.localeCompare(b.gift.title));
  const lead = chosen[0];
  const [best, runnerUp] = rank(lead);
  const shown = chosen.length ? chosen : (['interest', 'value', 'practicality'] as Criterion[]);
  const sentences = shown.map((criterion) => {
    const [top, next] = rank(criterion);
    const name = CRITERIA.find(([key]) => key === criterion)![2];
    if (next && next.ratings[criterion] === top.ratings[criterion]) {
      return `On ${name}, ${top.gift.title} and ${next.gift.title} are level at ${top.ratings[criterion]}/10, and ${top.gift.title} has the edge on the rest.`;
    }
    return `On ${name}, ${top.gift.title} leads with ${top.ratings[criterion]}/10: ${lowerFirstPro(top, criterion, person)}.`;
  });

  return {
    comparisonSummary: `Comparing ${gifts.length} ${gifts.length === 1 ? 'gift' : 'gifts'} for ${person.who}${chosen.length ? ` on ${listOf(chosen.map((criterion) => CRITERIA.find(([key]) => key === criterion)![2]))}` : ''}. ${sentences.join(' ')}`,
    giftComparisons: rated.map(({ gift, ratings, pros, cons }) => ({
      giftTitle: gift.title,
      pros,
      cons,
      interestMatch: ratings.interest,
      personalityMatch: ratings.personality,
      valueRating: ratings.value,
      uniquenessRating: ratings.uniqueness,
      practicalityRating: ratings.practicality,
    })),
    recommendation: {
      recommendedGift: best.gift.title,
      explanation: runnerUp
        ? `${best.gift.title} is the pick for ${person.who}${lead ? ` on ${CRITERIA.find(([key]) => key === lead)![2]}` : ''} (${total(best.ratings).toFixed(1)} of 10 against ${total(runnerUp.ratings).toFixed(1)} for ${runnerUp.gift.title}): ${best.pros[0].charAt(0).toLowerCase()}${best.pros[0].slice(1)}.`
        : `${best.gift.title} suits ${person.who}: ${best.pros[0].charAt(0).toLowerCase()}${best.pros[0].slice(1)}.`,
    },
  };
}

/** Why an idea leads on a criterion, in a few words. */
function lowerFirstPro(entry: { gift: GiftSuggestion; ratings: Ratings }, criterion: Criterion, person: Person): string {
  switch (criterion) {
    case 'value':
      return `at $${entry.gift.price} it gives the most for the money`;
    case 'practicality':
      return `it is the one ${person.who} would use most often`;
    case 'uniqueness':
      return `it is the least likely to be something ${person.pronouns.subject} already ${person.pronouns.subject === 'they' ? 'have' : 'has'}`;
    case 'interest':
      return `it is closest to what ${person.who} loves`;
    case 'personality':
      return `it fits who ${person.who} is best`;
  }
}
