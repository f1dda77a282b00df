import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@presently/proto';
import { deleteAccount, logout } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';
import { forgetSignedIn } from './signed-in';

/** Deletes the account, then logs out locally; the server session may already be gone, so its logout may fail. */
export function useDeleteAccount(callbacks: MutationCallbacks<unknown, DeleteAccountRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteAccountRequest) => {
      const result = await deleteAccount(body);
      await logout().catch(() => undefined);
      return result;
    },
    onSuccess: (data, variables) => {
      forgetSignedIn(queryClient);
      callbacks.onSuccess?.(data, variables);
    },
    onError: callbacks.onError,
  });
}
