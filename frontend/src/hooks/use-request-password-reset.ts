import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@presently/proto';
import { requestPasswordReset } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';

export function useRequestPasswordReset(callbacks: MutationCallbacks<{ message: string }, ForgotPasswordRequest> = {}) {
  return useMutation({ mutationFn: requestPasswordReset, onSuccess: callbacks.onSuccess, onError: callbacks.onError });
}
