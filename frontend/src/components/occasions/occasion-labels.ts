import { dialogOccasionTypes, occasionRelationships, type occasionTypes } from '@presently/proto';

export type OccasionType = (typeof occasionTypes)[number];
export type OccasionRelationship = (typeof occasionRelationships)[number];

const typeLabels: Record<OccasionType, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  holiday: 'Holiday',
  christmas: 'Christmas',
  graduation: 'Graduation',
  wedding: 'Wedding',
  baby_shower: 'Baby Shower',
  housewarming: 'Housewarming',
  retirement: 'Retirement',
  valentines_day: "Valentine's Day",
  mothers_day: "Mother's Day",
  fathers_day: "Father's Day",
  other: 'Other',
};

const relationshipLabels: Record<OccasionRelationship, string> = {
  friend: 'Friend',
  family: 'Family',
  partner: 'Partner',
  colleague: 'Colleague',
  other: 'Other',
};

/** Dot colours in the month grid, by occasion type. */
const typeDots: Partial<Record<OccasionType, string>> = {
  birthday: 'bg-rose-500',
  anniversary: 'bg-fuchsia-500',
  holiday: 'bg-emerald-500',
  christmas: 'bg-emerald-600',
  graduation: 'bg-sky-500',
  wedding: 'bg-violet-500',
};

export const occasionTypeLabel = (type: string) => typeLabels[type as OccasionType] ?? type;
export const occasionRelationshipLabel = (relationship: string) => relationshipLabels[relationship as OccasionRelationship] ?? relationship;
export const occasionDotClass = (type: string) => typeDots[type as OccasionType] ?? 'bg-amber-500';

/** The dialog choices, plus a stored type the dialogs do not offer so editing keeps it. */
export function occasionTypeOptions(current?: string) {
  const types: string[] = [...dialogOccasionTypes];
  if (current && !types.includes(current)) types.push(current);
  return types.map((value) => ({ value, label: occasionTypeLabel(value) }));
}

export const relationshipOptions = occasionRelationships.map((value) => ({ value, label: relationshipLabels[value] }));

export interface Urgency {
  bar: string;
  badge: string;
}

/** Spec §2: red at 7 days or fewer, orange at 14, yellow at 30, green beyond. */
export function urgency(daysUntil: number): Urgency {
  if (daysUntil <= 7) return { bar: 'bg-red-500', badge: 'bg-red-50 text-red-700 ring-red-200' };
  if (daysUntil <= 14) return { bar: 'bg-orange-500', badge: 'bg-orange-50 text-orange-700 ring-orange-200' };
  if (daysUntil <= 30) return { bar: 'bg-yellow-400', badge: 'bg-yellow-50 text-yellow-800 ring-yellow-200' };
  return { bar: 'bg-emerald-500', badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200' };
}

export function daysAwayLabel(daysUntil: number) {
  if (daysUntil <= 0) return 'Today';
  return `${daysUntil} ${daysUntil === 1 ? 'day' : 'days'} away`;
}

export function remindersLabel(reminderDays: number[]) {
  if (!reminderDays.length) return 'None';
  return [...reminderDays].sort((a, b) => b - a).map((day) => `${day} ${day === 1 ? 'day' : 'days'} before`).join(', ');
}
