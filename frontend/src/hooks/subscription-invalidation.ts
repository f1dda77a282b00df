import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Plan changes touch the subscription, the user's plan and credits, and the billing history. */
export function invalidateSubscriptionData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
    queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
    queryClient.invalidateQueries({ queryKey: queryKeys.billingHistory }),
  ]);
}
