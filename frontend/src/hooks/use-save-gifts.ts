import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { saveGifts, type SavedGift } from '@/api/gifts';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

type SaveVariables = { recipientInfo: RecipientInfoInput; suggestions: GiftResponse };

export function useSaveGifts(callbacks: MutationCallbacks<SavedGift, SaveVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGifts,
    onSuccess: async (saved, variables) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.giftHistory });
      await callbacks.onSuccess?.(saved, variables);
    },
    onError: callbacks.onError,
  });
}
