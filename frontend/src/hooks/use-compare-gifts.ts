import { useMutation } from '@tanstack/react-query';
import { compareGifts } from '@/api/gifts';

export function useCompareGifts() {
  return useMutation({ mutationFn: compareGifts });
}
