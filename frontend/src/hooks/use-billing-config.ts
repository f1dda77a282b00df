import { useQuery } from '@tanstack/react-query';
import { fetchBillingConfig } from '@/api/billing';
import { queryKeys } from './query-keys';

export function useBillingConfig(enabled = true) {
  return useQuery({ queryKey: queryKeys.billingConfig, queryFn: fetchBillingConfig, enabled });
}
