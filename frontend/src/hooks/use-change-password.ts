import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@presently/proto';
import { changePassword } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';

export function useChangePassword(callbacks: MutationCallbacks<unknown, ChangePasswordRequest> = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess: callbacks.onSuccess, onError: callbacks.onError });
}
