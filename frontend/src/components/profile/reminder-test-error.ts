import { isStatus, userMessage } from '@/api/client';

const REMINDER_SERVICE_UNREACHABLE = 'Failed to connect to reminder service. Please try again.';

/**
 * The description of the 'Error testing reminders' toast: the spec's sentence (§8) for every failure but the hourly
 * limit on test reminders, whose 429 says how many minutes to wait, which the user needs to know.
 */
export function reminderTestErrorMessage(error: unknown): string {
  return isStatus(error, 429) ? userMessage(error, REMINDER_SERVICE_UNREACHABLE) : REMINDER_SERVICE_UNREACHABLE;
}
