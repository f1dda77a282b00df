import { useQuery } from '@tanstack/react-query';
import { fetchSubscription } from '@/api/billing';
import { queryKeys } from './query-keys';

/** Subscription details; the subscription screens retry 3 times and treat data as stale after 10 s (spec §7). */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: fetchSubscription,
    enabled,
    retry: 3,
    staleTime: 10_000,
  });
}
