import { useQuery } from '@tanstack/react-query';
import { fetchUpcomingOccasions } from '@/api/occasions';
import { queryKeys } from './query-keys';

export function useUpcomingOccasions(days: number, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.upcomingOccasions(days),
    queryFn: () => fetchUpcomingOccasions(days),
    enabled: signedIn,
  });
}
