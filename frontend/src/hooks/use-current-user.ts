import { SIGNED_IN_COOKIE } from '@presently/proto';
import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '@/api/user';
import { queryKeys } from './query-keys';

const signedInCookie = new RegExp(`(?:^|; )${SIGNED_IN_COOKIE}=`);

/**
 * The server is asked only when this browser holds a session (its readable companion cookie says so): a guest's
 * page makes no request that can only answer 401. A session that ended meanwhile answers 401 once, and so null, and
 * the cookie goes so that it is not asked again.
 */
const holdsSession = () => signedInCookie.test(document.cookie);

async function currentUser() {
  if (!holdsSession()) return null;
  const user = await fetchCurrentUser();
  if (!user) document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return user;
}

/** The signed-in user, or null (spec §7: 401 → null; refetch 30 s, stale 25 s, on focus and mount, 1 retry). */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: currentUser,
    // A guest is known at once: the page renders as theirs the first time, with no second pass when the answer comes.
    initialData: () => (holdsSession() ? undefined : null),
    refetchInterval: 30_000,
    staleTime: 25_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    retry: 1,
  });
}
