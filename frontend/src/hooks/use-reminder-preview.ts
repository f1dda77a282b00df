import { useQuery } from '@tanstack/react-query';
import { fetchReminderPreview } from '@/api/occasions';
import { queryKeys } from './query-keys';

/** Asked for only while the preview is open: it renders an e-mail and asks the gift service for ideas. */
export function useReminderPreview(open: boolean) {
  return useQuery({
    queryKey: queryKeys.reminderPreview,
    queryFn: fetchReminderPreview,
    enabled: open,
  });
}
