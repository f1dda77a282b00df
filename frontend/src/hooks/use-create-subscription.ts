import { useMutation } from '@tanstack/react-query';
import { createSubscription } from '@/api/billing';

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
