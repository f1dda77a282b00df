import { expect, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The toast with this title (case-sensitive: 'Payment failed' is not 'Payment Failed'), in the 'Notifications (F8)'
 * region of Radix toasts. An open modal dialog marks the rest of the page aria-hidden, the toasts too, hence
 * includeHidden: the toast is still on screen, and toBeVisible checks that.
 */
export const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: new RegExp(`^${escape(title)}`) })
    .first();

/** A toast with this title (and description, when given) is showing. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toastWith(page, title);
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
  return toast;
}
