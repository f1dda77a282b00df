import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';
import { forgetSignedIn } from './signed-in';

/** Clears the user, the stored info and every cached answer (spec §4), then hands over to the caller. */
export function useLogout(callbacks: MutationCallbacks<unknown, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: (data) => {
      forgetSignedIn(queryClient);
      callbacks.onSuccess?.(data, undefined);
    },
    onError: callbacks.onError,
  });
}
