import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, RegisterRequest } from '@presently/proto';
import { register } from '@/api/user';
import { writeUserInfo } from '@/lib/storage';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

export function useRegister(callbacks: MutationCallbacks<AuthUser, RegisterRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (user, variables) => {
      writeUserInfo(user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      callbacks.onSuccess?.(user, variables);
    },
    onError: callbacks.onError,
  });
}
