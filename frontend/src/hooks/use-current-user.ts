import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '@/api/user';
import { queryKeys } from './query-keys';

/** The signed-in user, or null (spec §7: 401 → null; refetch 30 s, stale 25 s, on focus and mount, 1 retry). */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: fetchCurrentUser,
    refetchInterval: 30_000,
    staleTime: 25_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    retry: 1,
  });
}
