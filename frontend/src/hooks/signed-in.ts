import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@presently/proto';
import { saveGifts, submitFeedback } from '@/api/gifts';
import { clearUserInfo, takeGuestIdeas, writeUserInfo } from '@/lib/storage';
import { queryKeys } from './query-keys';
import { toast } from './use-toast';

/**
 * What a sign-in and a new account both do (spec §4: registration does "the same caching and storing"): remember
 * who is signed in, keep the ideas they got as a guest, then read their user, gift history and subscription afresh.
 */
export async function rememberSignedIn(queryClient: QueryClient, user: AuthUser): Promise<void> {
  writeUserInfo(user);
  const keptFor = await keepIdeasFromGuestVisit();
  await Promise.all(
    [queryKeys.currentUser, queryKeys.giftHistory, queryKeys.subscription].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
  // News for the page the sign-in moves to, however long reading the account took before it moves.
  if (keptFor.length > 0) {
    toast({ title: 'Your ideas are saved', description: `The gift ideas you found for ${keptFor.join(' and ')} are in your gift history.`, variant: 'success', forNextPage: true });
  }
}

/** What signing out, deleting the account and a password reset all do here: forget the user and every cached answer (spec §4). */
export function forgetSignedIn(queryClient: QueryClient): void {
  clearUserInfo();
  queryClient.clear();
  queryClient.setQueryData(queryKeys.currentUser, null);
}

/** The ideas (and feedback on them) this tab got before signing in land in the account's gift history: whose they were. */
async function keepIdeasFromGuestVisit(): Promise<string[]> {
  const sets = takeGuestIdeas();
  const kept = await Promise.all(
    sets.map(async ({ recipientInfo, response, feedback }) => {
      try {
        const saved = await saveGifts({ recipientInfo, suggestions: response });
        await Promise.all(feedback.map((choice) => submitFeedback(saved.id, choice)));
        return recipientInfo.name?.trim() || 'someone special';
      } catch {
        // A set the server refuses now (changed rules, a lost connection) is not worth stopping a sign-in for.
        return null;
      }
    }),
  );
  return [...new Set(kept.filter((name): name is string => name !== null))];
}
