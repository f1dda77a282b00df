import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipientInfoInput } from '@presently/proto';
import { generateCardMessage } from '@/api/gifts';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

interface CardMessageVariables {
  recipientInfo: RecipientInfoInput;
  giftTitle: string;
}

export function useGenerateCardMessage(callbacks: MutationCallbacks<{ cardMessage: string }, CardMessageVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipientInfo, giftTitle }: CardMessageVariables) => generateCardMessage(recipientInfo, giftTitle),
    onSuccess: async (data, variables) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      callbacks.onSuccess?.(data, variables);
    },
    onError: callbacks.onError,
  });
}
