import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackRequest } from '@presently/proto';
import { submitFeedback } from '@/api/gifts';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

export interface SubmitFeedbackVariables extends Omit<FeedbackRequest, 'comment'> {
  giftId: number;
}

export function useSubmitFeedback(callbacks: MutationCallbacks<unknown, SubmitFeedbackVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ giftId, ...body }: SubmitFeedbackVariables) => submitFeedback(giftId, body),
    onSuccess: async (data, variables) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.giftHistory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.feedback }),
      ]);
      callbacks.onSuccess?.(data, variables);
    },
    onError: callbacks.onError,
  });
}
