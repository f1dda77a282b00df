import { useMutation } from '@tanstack/react-query';
import { sandboxConfirmPayment, type SandboxCard } from '@/api/billing';

/** Confirms a card payment with the sandbox provider. */
export function useSandboxPayment() {
  return useMutation({
    mutationFn: ({ clientSecret, card }: { clientSecret: string; card: SandboxCard }) => sandboxConfirmPayment(clientSecret, card),
  });
}
