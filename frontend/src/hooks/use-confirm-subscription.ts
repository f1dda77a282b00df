import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmSubscription, type ConfirmResult } from '@/api/billing';
import type { MutationCallbacks } from './mutation-callbacks';
import { invalidateSubscriptionData } from './subscription-invalidation';

type ConfirmVariables = { paymentIntentId?: string; forceActivate?: boolean };

export function useConfirmSubscription(callbacks: MutationCallbacks<ConfirmResult, ConfirmVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSubscription,
    onSuccess: async (result, variables) => {
      await invalidateSubscriptionData(queryClient);
      callbacks.onSuccess?.(result, variables);
    },
    onError: callbacks.onError,
  });
}
