import { useQuery } from '@tanstack/react-query';
import { fetchGiftHistory } from '@/api/gifts';
import { queryKeys } from './query-keys';

export function useGiftHistory(enabled = true) {
  return useQuery({ queryKey: queryKeys.giftHistory, queryFn: fetchGiftHistory, retry: 1, enabled });
}
