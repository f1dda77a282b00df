import { useQuery } from '@tanstack/react-query';
import { fetchOccasions } from '@/api/occasions';
import { queryKeys } from './query-keys';

/** Only asked for when a user is signed in (spec §6). */
export function useOccasions(signedIn: boolean) {
  return useQuery({ queryKey: queryKeys.occasionList, queryFn: fetchOccasions, enabled: signedIn });
}
