import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginRequest } from '@presently/proto';
import { login } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';
import { rememberSignedIn } from './signed-in';

export function useLogin(callbacks: MutationCallbacks<AuthUser, LoginRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user, variables) => {
      await rememberSignedIn(queryClient, user);
      callbacks.onSuccess?.(user, variables);
    },
    onError: callbacks.onError,
  });
}
