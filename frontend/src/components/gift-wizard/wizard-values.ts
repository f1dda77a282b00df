import { NO_BUDGET_LIMIT, type RecipientInfoInput, type genders, type giftOccasions, type relationships } from '@presently/proto';
import { DEFAULT_AGE, DEFAULT_BUDGET } from '@/lib/constants';

export type Relationship = (typeof relationships)[number];
export type GiftOccasion = (typeof giftOccasions)[number];
export type Gender = (typeof genders)[number];

/** What the wizard's controls hold; text inputs keep strings until submit. */
export interface WizardValues {
  name: string;
  relationship: Relationship | '';
  relationshipOther: string;
  occasion: GiftOccasion | '';
  occasionOther: string;
  age: string;
  gender: Gender | '';
  interests: string;
  personality: string;
  pastGifts: string;
  culturalConsiderations: string;
  budget: string;
  noBudgetLimit: boolean;
}

export const defaultWizardValues: WizardValues = {
  name: '',
  relationship: '',
  relationshipOther: '',
  occasion: '',
  occasionOther: '',
  age: String(DEFAULT_AGE),
  gender: '',
  interests: '',
  personality: '',
  pastGifts: '',
  culturalConsiderations: '',
  budget: String(DEFAULT_BUDGET),
  noBudgetLimit: false,
};

export const WIZARD_STEPS = [
  { short: 'Basic Info', title: 'About the recipient', description: 'Who are you shopping for, and what is the occasion?' },
  { short: 'Personality & Interests', title: 'Personality & interests', description: 'What do they love? Type freely or tap a quick tag.' },
  { short: 'Past Gifts & Budget', title: 'Gift details', description: 'Anything to avoid, anything to respect, and how much to spend.' },
  { short: 'Review & Submit', title: 'Review & submit', description: 'Check the details, then let the magic happen.' },
] as const;

export const relationshipOptions: { value: Relationship; label: string }[] = [
  { value: 'partner', label: 'Partner' },
  { value: 'parent', label: 'Parent' },
  { value: 'child', label: 'Child' },
  { value: 'friend', label: 'Friend' },
  { value: 'colleague', label: 'Colleague' },
  { value: 'other', label: 'Other' },
];

export const occasionOptions: { value: GiftOccasion; label: string }[] = [
  { value: 'birthday', label: 'Birthday' },
  { value: 'anniversary', label: 'Anniversary' },
  { value: 'christmas', label: 'Christmas' },
  { value: 'graduation', label: 'Graduation' },
  { value: 'wedding', label: 'Wedding' },
  { value: 'just-because', label: 'Just Because' },
  { value: 'other', label: 'Other' },
];

export const genderOptions: { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

export const STEP_ONE_REQUIRED = 'Please select both relationship and occasion';
export const FINAL_REQUIRED =
  "Please fill in all required fields (Relationship, Occasion, Interests, Personality). If 'Other' is selected, please provide details.";

/** A control of the wizard that can hold a problem; the id is the control's own (and its label's target). */
export type WizardField =
  | 'wizard-relationship'
  | 'wizard-occasion'
  | 'wizard-relationship-other'
  | 'wizard-occasion-other'
  | 'wizard-interests'
  | 'wizard-personality';

/** What blocks Next on a step: the §5 message, shown on the field it is about. */
export interface StepProblem {
  field: WizardField;
  message: string;
}

/** What every step of the wizard is given: the values, a way to change them, and the problem to show on a field. */
export interface StepProps {
  values: WizardValues;
  update: (patch: Partial<WizardValues>) => void;
  problem?: StepProblem | null;
}

/** The message to show on a field, when the step's problem is about it. */
export const problemOn = (problem: StepProblem | null | undefined, field: WizardField) => (problem?.field === field ? problem.message : undefined);

/** The first problem blocking Next on a step, or null when the step is complete. */
export function stepProblem(step: number, values: WizardValues): StepProblem | null {
  if (step === 0) {
    if (!values.relationship) return { field: 'wizard-relationship', message: STEP_ONE_REQUIRED };
    if (!values.occasion) return { field: 'wizard-occasion', message: STEP_ONE_REQUIRED };
    if (values.relationship === 'other' && !values.relationshipOther.trim()) return { field: 'wizard-relationship-other', message: 'Please specify your relationship' };
    if (values.occasion === 'other' && !values.occasionOther.trim()) return { field: 'wizard-occasion-other', message: 'Please specify the occasion' };
  }
  if (step === 1) {
    if (!values.interests.trim()) return { field: 'wizard-interests', message: "Please add the recipient's interests or hobbies" };
    if (!values.personality.trim()) return { field: 'wizard-personality', message: 'Please add some personality traits' };
  }
  return null;
}

/** The first step with a problem, or null. */
export function firstInvalidStep(values: WizardValues): number | null {
  for (let step = 0; step < WIZARD_STEPS.length; step += 1) {
    if (stepProblem(step, values)) return step;
  }
  return null;
}

export function resolvedBudget(values: Pick<WizardValues, 'budget' | 'noBudgetLimit'>): number {
  if (values.noBudgetLimit) return NO_BUDGET_LIMIT;
  const budget = Number.parseInt(values.budget, 10);
  return Number.isFinite(budget) ? budget : DEFAULT_BUDGET;
}

/** The request body: 'other: …' for own words, the no-limit budget, and a non-finite age dropped (spec §3, §5). */
export function toRecipientInfo(values: WizardValues): RecipientInfoInput {
  const age = Number.parseInt(values.age, 10);
  return {
    name: values.name.trim(),
    relationship: values.relationship === 'other' ? `other: ${values.relationshipOther.trim()}` : values.relationship,
    occasion: values.occasion === 'other' ? `other: ${values.occasionOther.trim()}` : values.occasion,
    ...(Number.isFinite(age) ? { age } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
    interests: values.interests.trim(),
    personality: values.personality.trim(),
    pastGifts: values.pastGifts.trim(),
    culturalConsiderations: values.culturalConsiderations.trim(),
    budget: resolvedBudget(values),
  };
}

const INTEREST_WORDS = ['interest', 'hobby', 'like', 'enjoy', 'passion'];
const PERSONALITY_WORDS = ['personality', 'trait', 'character', 'temperament', 'nature'];

/**
 * Spec §4: answers about interests extend interests, answers about personality extend personality, and an answer
 * matching neither extends both; answers are joined with '. '.
 */
export function mergeClarificationAnswers(info: RecipientInfoInput, questions: string[], answers: string[]): RecipientInfoInput {
  const interests: string[] = [];
  const personality: string[] = [];
  questions.forEach((question, index) => {
    const answer = answers[index]?.trim();
    if (!answer) return;
    const lower = question.toLowerCase();
    const aboutInterests = INTEREST_WORDS.some((word) => lower.includes(word));
    const aboutPersonality = PERSONALITY_WORDS.some((word) => lower.includes(word));
    if (aboutInterests || !aboutPersonality) interests.push(answer);
    if (aboutPersonality || !aboutInterests) personality.push(answer);
  });
  const join = (base: unknown, extra: string[]) => [String(base ?? '').trim(), ...extra].filter(Boolean).join('. ');
  return {
    ...info,
    interests: interests.length ? join(info.interests, interests) : info.interests,
    personality: personality.length ? join(info.personality, personality) : info.personality,
  };
}

export function relationshipLabel(value: string) {
  if (value.startsWith('other:')) return value.slice(6).trim() || 'Other';
  return relationshipOptions.find((option) => option.value === value)?.label ?? value;
}

export function occasionLabel(value: string) {
  if (value.startsWith('other:')) return value.slice(6).trim() || 'Other';
  return occasionOptions.find((option) => option.value === value)?.label ?? value;
}

export function budgetLabel(budget: number | undefined) {
  if (budget === undefined) return '—';
  return budget === NO_BUDGET_LIMIT ? 'No budget limit' : `$${budget.toLocaleString('en-US')}`;
}

/** Toggles a quick tag in a comma-separated list, case-insensitively. */
export function toggleTag(text: string, tag: string): string {
  const items = text.split(',').map((item) => item.trim()).filter(Boolean);
  const has = items.some((item) => item.toLowerCase() === tag.toLowerCase());
  return (has ? items.filter((item) => item.toLowerCase() !== tag.toLowerCase()) : [...items, tag]).join(', ');
}

export function hasTag(text: string, tag: string) {
  return text.split(',').some((item) => item.trim().toLowerCase() === tag.toLowerCase());
}

/**
 * The wizard prefilled from a link, as occasion reminder e-mails send it:
 * `/?recipient=Sam&relationship=friend&occasion=birthday#gift-concierge` (with relationshipOther / occasionOther
 * for 'other'). Undefined when the link carries none of these.
 */
export function wizardValuesFromLink(search: string): WizardValues | undefined {
  const query = new URLSearchParams(search);
  const pick = <T extends string>(key: string, options: { value: T }[]) => options.find((option) => option.value === query.get(key))?.value;
  const relationship = pick('relationship', relationshipOptions);
  const occasion = pick('occasion', occasionOptions);
  const name = query.get('recipient')?.trim().slice(0, 80) ?? '';
  if (!name && !relationship && !occasion) return undefined;
  return {
    ...defaultWizardValues,
    name,
    relationship: relationship ?? '',
    relationshipOther: relationship === 'other' ? (query.get('relationshipOther') ?? '').slice(0, 100) : '',
    occasion: occasion ?? '',
    occasionOther: occasion === 'other' ? (query.get('occasionOther') ?? '').slice(0, 100) : '',
  };
}
