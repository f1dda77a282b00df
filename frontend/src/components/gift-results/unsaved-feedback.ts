import type { SubmitFeedbackVariables } from '@/hooks/use-submit-feedback';

/** One idea's feedback as the feedback POST carries it, less the saved set it belongs to. */
export type FeedbackChoice = Omit<SubmitFeedbackVariables, 'giftId'>;

/**
 * Feedback a signed-in user chose on ideas that are not saved yet, by suggestion index. It cannot be sent without a
 * giftId (spec §7), so the results view keeps it until saving gives the set an id, then records it there.
 */
export type UnsavedFeedback = ReadonlyMap<number, FeedbackChoice>;

/** Choosing again for the same idea replaces the earlier choice, as the server keeps one answer per idea. */
export const withChoice = (unsaved: UnsavedFeedback, choice: FeedbackChoice): UnsavedFeedback =>
  new Map(unsaved).set(choice.suggestionIndex, choice);

export function withoutChoice(unsaved: UnsavedFeedback, suggestionIndex: number): UnsavedFeedback {
  const next = new Map(unsaved);
  next.delete(suggestionIndex);
  return next;
}

/** The feedback posts that follow a save: each idea's latest choice, against the new set. */
export const feedbackToRecord = (unsaved: UnsavedFeedback, giftId: number): SubmitFeedbackVariables[] =>
  [...unsaved.values()].map((choice) => ({ giftId, ...choice }));
