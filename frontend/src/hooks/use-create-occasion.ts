import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Occasion } from '@presently/proto';
import { createOccasion, type OccasionPayload } from '@/api/occasions';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

export function useCreateOccasion(callbacks: MutationCallbacks<Occasion, OccasionPayload> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOccasion,
    onSuccess: async (occasion, variables) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.occasions });
      callbacks.onSuccess?.(occasion, variables);
    },
    onError: callbacks.onError,
  });
}
