import { useMutation } from '@tanstack/react-query';
import { checkClarification } from '@/api/gifts';

export function useCheckClarification() {
  return useMutation({ mutationFn: checkClarification });
}
