import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchShops } from '@/api/gifts';
import { queryKeys } from './query-keys';

/** The deployment's shops for "Find online"; asked once per visit (they change only with the deployment). */
export const shopsQuery = queryOptions({ queryKey: queryKeys.shops, queryFn: fetchShops, staleTime: Infinity });

export function useShops() {
  return useQuery(shopsQuery);
}
