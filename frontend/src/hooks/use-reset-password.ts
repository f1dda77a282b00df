import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@presently/proto';
import { resetPassword } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';
import { forgetSignedIn } from './signed-in';

/** Sets a new password with a reset link. The server ends every session of the user, this browser's included. */
export function useResetPassword(callbacks: MutationCallbacks<{ message: string }, ResetPasswordRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (data, variables) => {
      forgetSignedIn(queryClient);
      callbacks.onSuccess?.(data, variables);
    },
    onError: callbacks.onError,
  });
}
