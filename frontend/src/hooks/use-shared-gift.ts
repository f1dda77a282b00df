import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSharedGift } from '@/api/gifts';
import { queryKeys } from './query-keys';

export const sharedGiftQuery = (shareId: string) =>
  queryOptions({ queryKey: queryKeys.sharedGift(shareId), queryFn: () => fetchSharedGift(shareId) });

export function useSharedGift(shareId: string | undefined) {
  return useQuery({ ...sharedGiftQuery(shareId ?? ''), enabled: !!shareId });
}
