import { useMutation } from '@tanstack/react-query';
import { sandboxAuthenticate } from '@/api/billing';

/** Completes or fails the sandbox's stand-in for a 3-D Secure challenge. */
export function useSandboxAuthentication() {
  return useMutation({
    mutationFn: ({ clientSecret, outcome }: { clientSecret: string; outcome: 'succeed' | 'fail' }) =>
      sandboxAuthenticate(clientSecret, outcome),
  });
}
