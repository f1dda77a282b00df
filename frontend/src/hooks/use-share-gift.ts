import { useMutation } from '@tanstack/react-query';
import { shareGift } from '@/api/gifts';

export function useShareGift() {
  return useMutation({ mutationFn: shareGift });
}
