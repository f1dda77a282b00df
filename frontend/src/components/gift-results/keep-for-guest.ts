import type { RecipientInfoInput, SavedIdeas } from '@presently/proto';
import { useEffect, useState } from 'react';
import { keepGuestIdeas } from '@/lib/storage';
import type { UnsavedFeedback } from './unsaved-feedback';

interface GuestResults {
  signedOut: boolean;
  recipientInfo: RecipientInfoInput;
  response: SavedIdeas;
  streaming: boolean;
  feedback: UnsavedFeedback;
}

/**
 * A guest's ideas, the cards written for them and what they said about them, kept in this tab as they change (a refinement replaces them), so
 * that signing in or up saves them to the account (hooks/signed-in.ts) instead of losing them.
 */
export function useKeepForGuest({ signedOut, recipientInfo, response, streaming, feedback }: GuestResults) {
  // One results view is one set, across its refinements; a random id, as a page's own ids repeat after a reload.
  const [id] = useState(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  useEffect(() => {
    if (!signedOut || streaming || response.suggestions.length === 0) return;
    keepGuestIdeas({ id, recipientInfo, response, feedback: [...feedback.values()] });
  }, [id, signedOut, recipientInfo, response, streaming, feedback]);
}
