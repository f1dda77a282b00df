import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeShare } from '@/api/gifts';
import { queryKeys } from './query-keys';

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: (_data, shareId) => queryClient.invalidateQueries({ queryKey: queryKeys.sharedGift(shareId) }),
  });
}
