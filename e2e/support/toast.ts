import { expect, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The toast with this title (case-sensitive: 'Payment failed' is not 'Payment Failed'), and this description when
 * given, in the 'Notifications (F8)' region of Radix toasts. An open modal dialog marks the rest of the page
 * aria-hidden, the toasts too, hence includeHidden: the toast is still on screen, and toBeVisible checks that.
 */
const toastWith = (page: Page, title: string, description?: string) => {
  const titled = page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: new RegExp(`^${escape(title)}`) });
  return (description ? titled.filter({ hasText: description }) : titled).first();
};

/** A toast with this title (and description, when given) is showing; one assertion over both. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toastWith(page, title, description);
  await expect(toast).toBeVisible();
  return toast;
}
