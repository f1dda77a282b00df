import { useQuery } from '@tanstack/react-query';
import { fetchFeedback } from '@/api/gifts';
import { queryKeys } from './query-keys';

/** Stored feedback for one suggestion; only asked for when signed in and the gift is saved (spec §7). */
export function useGiftFeedback(giftId: number | undefined, suggestionIndex: number, signedIn: boolean) {
  const enabled = signedIn && giftId !== undefined && giftId > 0;
  return useQuery({
    queryKey: queryKeys.feedbackFor(giftId ?? 0, suggestionIndex),
    queryFn: () => fetchFeedback(giftId ?? 0, suggestionIndex),
    enabled,
  });
}
