import { useMutation } from '@tanstack/react-query';
import { testReminders } from '@/api/occasions';

export function useTestReminders() {
  return useMutation({ mutationFn: testReminders });
}
