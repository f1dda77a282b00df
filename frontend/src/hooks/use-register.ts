import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, RegisterRequest } from '@presently/proto';
import { register } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';
import { rememberSignedIn } from './signed-in';

export function useRegister(callbacks: MutationCallbacks<AuthUser, RegisterRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (user, variables) => {
      await rememberSignedIn(queryClient, user);
      callbacks.onSuccess?.(user, variables);
    },
    onError: callbacks.onError,
  });
}
