import { useQueries } from '@tanstack/react-query';
import { fetchGift } from '@/api/gifts';
import { queryKeys } from './query-keys';
import { useGiftHistory } from './use-gift-history';

export interface SavedIdea {
  giftId: number;
  title: string;
  price: number;
  purchased: boolean;
}

const samePerson = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

/**
 * The ideas saved for a person (history sets whose recipient has their name, newest first), each with whether it was
 * bought. History lists no feedback, so the details of the matching sets are read too: the same queries, and cache,
 * as the gift details page. Every occasion card asks, and shares the one history query.
 */
export function useSavedIdeas(recipientName: string, enabled: boolean): SavedIdea[] {
  const history = useGiftHistory(enabled);
  const sets = (history.data ?? []).filter((set) => samePerson(set.recipientInfo.name ?? '', recipientName));
  const details = useQueries({
    queries: sets.map((set) => ({ queryKey: queryKeys.gift(set.id), queryFn: () => fetchGift(set.id), enabled })),
  });
  return sets.flatMap((set, index) =>
    set.suggestions.suggestions.map((idea, ideaIndex) => ({
      giftId: set.id,
      title: idea.title,
      price: idea.price,
      purchased: details[index]?.data?.feedback[ideaIndex] === 'purchased',
    })),
  );
}
