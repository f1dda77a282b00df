import { useMutation } from '@tanstack/react-query';
import { resendVerificationEmail } from '@/api/user';
import type { MutationCallbacks } from './mutation-callbacks';

/** Mails the confirmation link to the signed-in user's address again. */
export function useResendVerificationEmail(callbacks: MutationCallbacks<{ message: string }, void> = {}) {
  return useMutation({
    mutationFn: () => resendVerificationEmail(),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
