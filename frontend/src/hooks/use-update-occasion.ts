import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Occasion } from '@presently/proto';
import { updateOccasion, type OccasionPayload } from '@/api/occasions';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

type UpdateVariables = { id: number; payload: OccasionPayload };

export function useUpdateOccasion(callbacks: MutationCallbacks<Occasion, UpdateVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: UpdateVariables) => updateOccasion(id, payload),
    onSuccess: async (occasion, variables) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.occasions });
      callbacks.onSuccess?.(occasion, variables);
    },
    onError: callbacks.onError,
  });
}
