import { useMutation } from '@tanstack/react-query';
import { refineGifts } from '@/api/gifts';

export function useRefineGifts() {
  return useMutation({ mutationFn: refineGifts });
}
