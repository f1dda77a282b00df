import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubscription } from '@/api/billing';
import type { MutationCallbacks } from './mutation-callbacks';
import { invalidateSubscriptionData } from './subscription-invalidation';

export function useCancelSubscription(callbacks: MutationCallbacks<unknown, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(),
    onSuccess: async (data) => {
      await invalidateSubscriptionData(queryClient);
      callbacks.onSuccess?.(data, undefined);
    },
    onError: callbacks.onError,
  });
}
