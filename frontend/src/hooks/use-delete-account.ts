import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccount, logout } from '@/api/user';
import { clearUserInfo } from '@/lib/storage';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

/** Deletes the account, then logs out locally; the server session may already be gone, so its logout may fail. */
export function useDeleteAccount(callbacks: MutationCallbacks<unknown, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const result = await deleteAccount();
      await logout().catch(() => undefined);
      return result;
    },
    onSuccess: (data) => {
      clearUserInfo();
      queryClient.clear();
      queryClient.setQueryData(queryKeys.currentUser, null);
      callbacks.onSuccess?.(data, undefined);
    },
    onError: callbacks.onError,
  });
}
