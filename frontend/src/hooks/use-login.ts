import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginRequest } from '@presently/proto';
import { login } from '@/api/user';
import { writeUserInfo } from '@/lib/storage';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

export function useLogin(callbacks: MutationCallbacks<AuthUser, LoginRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user, variables) => {
      writeUserInfo(user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
        queryClient.invalidateQueries({ queryKey: queryKeys.giftHistory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
      ]);
      callbacks.onSuccess?.(user, variables);
    },
    onError: callbacks.onError,
  });
}
