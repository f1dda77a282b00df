import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailRequest } from '@presently/proto';
import { verifyEmail } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

/** Confirms the address with the e-mail's link; a signed-in page then stops saying reminders are paused. */
export function useVerifyEmail(callbacks: MutationCallbacks<{ message: string }, VerifyEmailRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async (data, variables) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      callbacks.onSuccess?.(data, variables);
    },
    onError: callbacks.onError,
  });
}
