import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOccasion } from '@/api/occasions';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

export function useDeleteOccasion(callbacks: MutationCallbacks<unknown, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOccasion,
    onSuccess: async (data, id) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.occasions });
      callbacks.onSuccess?.(data, id);
    },
    onError: callbacks.onError,
  });
}
