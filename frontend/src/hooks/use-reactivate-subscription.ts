import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reactivateSubscription } from '@/api/billing';
import type { MutationCallbacks } from './mutation-callbacks';
import { invalidateSubscriptionData } from './subscription-invalidation';

export function useReactivateSubscription(callbacks: MutationCallbacks<unknown, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reactivateSubscription(),
    onSuccess: async (data) => {
      await invalidateSubscriptionData(queryClient);
      callbacks.onSuccess?.(data, undefined);
    },
    onError: callbacks.onError,
  });
}
