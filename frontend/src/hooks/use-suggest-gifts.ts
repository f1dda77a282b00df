import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftResponse, GiftSuggestion, RecipientInfoInput } from '@presently/proto';
import { streamSuggestions } from '@/api/gifts';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

interface SuggestOptions extends MutationCallbacks<GiftResponse, RecipientInfoInput> {
  /** Called for each idea as it streams in. */
  onSuggestion?: (suggestion: GiftSuggestion) => void;
}

export function useSuggestGifts({ onSuggestion, onSuccess, onError }: SuggestOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: RecipientInfoInput) => streamSuggestions(info, (suggestion) => onSuggestion?.(suggestion)),
    onSuccess: async (response, info) => {
      // Generation spends a credit.
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      onSuccess?.(response, info);
    },
    onError,
  });
}
