import { useQuery } from '@tanstack/react-query';
import { fetchGift } from '@/api/gifts';
import { queryKeys } from './query-keys';

export function useGift(id: number) {
  return useQuery({
    queryKey: queryKeys.gift(id),
    queryFn: () => fetchGift(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
