import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@presently/proto';
import { writeUserInfo } from '@/lib/storage';
import { queryKeys } from './query-keys';

/**
 * What a sign-in and a new account both do (spec §4: registration does "the same caching and storing"): remember
 * who is signed in, then read their user, gift history and subscription afresh.
 */
export async function rememberSignedIn(queryClient: QueryClient, user: AuthUser): Promise<void> {
  writeUserInfo(user);
  await Promise.all(
    [queryKeys.currentUser, queryKeys.giftHistory, queryKeys.subscription].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
