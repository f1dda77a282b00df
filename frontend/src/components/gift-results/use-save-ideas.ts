import type { RecipientInfoInput, SavedIdeas } from '@presently/proto';
import { useState } from 'react';
import { userMessage } from '@/api/client';
import type { SavedGift } from '@/api/gifts';
import { useSaveGifts } from '@/hooks/use-save-gifts';
import { useSubmitFeedback } from '@/hooks/use-submit-feedback';
import { toast } from '@/hooks/use-toast';
import { feedbackToRecord, withChoice, withoutChoice, type FeedbackChoice, type UnsavedFeedback } from './unsaved-feedback';

interface SaveIdeas {
  signedIn: boolean;
  recipientInfo: RecipientInfoInput;
  /** The ideas as they would be saved, with the cards written for them. */
  ideas: SavedIdeas;
}

/**
 * Saving the ideas to the account, and the feedback given on them before they were saved: it is kept here and
 * recorded once the saved set exists (spec §7).
 */
export function useSaveIdeas({ signedIn, recipientInfo, ideas }: SaveIdeas) {
  const [saved, setSaved] = useState<SavedGift | null>(null);
  const [unsavedFeedback, setUnsavedFeedback] = useState<UnsavedFeedback>(new Map());

  // Once the server has answered, a choice made before saving is dropped here: the card then shows what is stored.
  const recordFeedback = useSubmitFeedback({
    onSuccess: (_, { suggestionIndex }) => setUnsavedFeedback((current) => withoutChoice(current, suggestionIndex)),
    onError: (error, { suggestionIndex }) => {
      setUnsavedFeedback((current) => withoutChoice(current, suggestionIndex));
      toast({ title: 'Could not record feedback', description: userMessage(error, 'Failed to submit feedback'), variant: 'destructive' });
    },
  });

  const save = useSaveGifts({
    // The feedback given before saving is recorded before the ideas are called saved, so the gift history opened
    // next already shows it; a choice that fails says so in its own toast.
    onSuccess: async (result) => {
      await Promise.allSettled(feedbackToRecord(unsavedFeedback, result.id).map((feedback) => recordFeedback.mutateAsync(feedback)));
      setSaved(result);
      toast({ title: 'Saved successfully', description: 'These gift ideas have been saved to your account', variant: 'success' });
    },
    onError: (error) => {
      toast({ title: 'Error saving gift ideas', description: userMessage(error, 'There was an error saving your gift ideas'), variant: 'destructive' });
    },
  });

  const saveIdeas = () => {
    if (!signedIn) {
      toast({ title: 'Sign in required', description: 'Please sign in to save gift ideas', variant: 'warning' });
      return;
    }
    if (!ideas.suggestions.length) {
      toast({ title: 'No suggestions to save', description: 'Generate gift suggestions first', variant: 'warning' });
      return;
    }
    save.mutate({ recipientInfo, suggestions: ideas });
  };

  return {
    saved,
    saving: save.isPending,
    saveIdeas,
    unsavedFeedback,
    chooseUnsaved: (choice: FeedbackChoice) => setUnsavedFeedback((current) => withChoice(current, choice)),
    /** New ideas (a refinement) are not saved yet, and nothing has been said about them. */
    forget: () => {
      setSaved(null);
      setUnsavedFeedback(new Map());
    },
  };
}
