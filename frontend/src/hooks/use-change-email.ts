import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailRequest, Profile } from '@presently/proto';
import { changeEmail } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

export function useChangeEmail(callbacks: MutationCallbacks<Profile, ChangeEmailRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: async (profile, variables) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      callbacks.onSuccess?.(profile, variables);
    },
    onError: callbacks.onError,
  });
}
