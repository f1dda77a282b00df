import { useQuery } from '@tanstack/react-query';
import { fetchSharedGift } from '@/api/gifts';
import { queryKeys } from './query-keys';

export function useSharedGift(shareId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.sharedGift(shareId ?? ''),
    queryFn: () => fetchSharedGift(shareId ?? ''),
    enabled: !!shareId,
  });
}
