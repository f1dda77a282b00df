import { useQuery } from '@tanstack/react-query';
import { fetchBillingHistory } from '@/api/billing';
import { queryKeys } from './query-keys';

/** Only requested for premium users. */
export function useBillingHistory(isPremium: boolean) {
  return useQuery({ queryKey: queryKeys.billingHistory, queryFn: fetchBillingHistory, enabled: isPremium });
}
