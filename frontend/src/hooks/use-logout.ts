import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api/user';
import { clearUserInfo } from '@/lib/storage';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

/** Clears the user, the stored info and every cached answer (spec §4), then hands over to the caller. */
export function useLogout(callbacks: MutationCallbacks<unknown, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: (data) => {
      clearUserInfo();
      queryClient.clear();
      queryClient.setQueryData(queryKeys.currentUser, null);
      callbacks.onSuccess?.(data, undefined);
    },
    onError: callbacks.onError,
  });
}
