import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expectToast } from '../support/toast';
import { registerViaApi } from '../support/users';
import { saveIdeasViaApi } from '../support/gifts-api';
import { addBirthdayViaApi } from '../support/occasions-api';
import { chooseOption, wizard } from '../support/wizard';

/** Today as the calendar names days ('MMMM d, yyyy'); the browser runs in UTC. */
const today = () => new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const calendar = (page: Page) => page.getByRole('region', { name: 'Occasion Calendar' });

/** The mails the app has written to its outbox ($DATA_DIR/outbox), counted. */
const outboxCount = () => {
  try {
    return readdirSync(join(process.env.E2E_DATA_DIR!, 'outbox')).length;
  } catch {
    return 0;
  }
};

/** Add Occasion with the form's defaults (today, birthday, friend, reminders 7, 3 and 1 days before). */
async function addOccasion(page: Page, recipientName: string, notes?: string) {
  await calendar(page).getByRole('button', { name: 'Add Occasion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Occasion' });
  await expect(dialog.getByLabel('Recipient name')).toHaveValue('');
  await dialog.getByLabel('Recipient name').fill(recipientName);
  if (notes) await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Add Occasion' }).click();
  await expectToast(page, 'Occasion created', 'Your occasion has been added to the calendar');
  await expect(dialog).toBeHidden();
}

test.describe('occasions on the free plan', () => {
  test('adds, edits and deletes occasions, and the fourth is refused on the free plan', { tag: '@phone' }, async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/profile?tab=occasions');
    await expect(page.getByRole('tab', { name: 'Occasions', selected: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Preview reminder e-mail' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open Full Calendar' })).toBeVisible();

    const widget = calendar(page);
    await expect(widget.getByRole('tab', { name: 'Calendar View', selected: true })).toBeVisible();
    await expect(widget.getByText('0/3 Free Occasions')).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Upgrade for Unlimited' })).toHaveAttribute('href', '/profile?tab=subscription');
    await expect(widget.getByRole('heading', { name: `Events on ${today()}` })).toBeVisible();
    await expect(widget.getByText('No events on this date')).toBeVisible();

    // The form starts from the spec's defaults.
    await widget.getByRole('button', { name: 'Add Event' }).click();
    const form = page.getByRole('dialog', { name: 'Add Occasion' });
    await expect(form.getByRole('combobox', { name: 'Relationship' })).toHaveText('Friend');
    await expect(form.getByRole('combobox', { name: 'Occasion type' })).toHaveText('Birthday');
    await expect(form.getByLabel('Date')).toHaveValue(new Date().toISOString().slice(0, 10));
    for (const days of [7, 3, 1]) await expect(form.getByRole('checkbox', { name: `${days} day${days === 1 ? '' : 's'} before` })).toBeChecked();
    for (const days of [14, 30]) await expect(form.getByRole('checkbox', { name: `${days} days before` })).not.toBeChecked();
    // A name is required.
    await form.getByRole('button', { name: 'Add Occasion' }).click();
    await expect(form.getByText('Recipient name is required')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'occasion form, name missing');
    await expectAccessible(page, 'occasion form, name missing');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    await addOccasion(page, 'Ana', 'Loves dark chocolate');
    await expect(widget.getByText('1/3 Free Occasions')).toBeVisible();
    await addOccasion(page, 'Ben');
    await expect(widget.getByText('2/3 Free Occasions')).toBeVisible();
    await addOccasion(page, 'Cleo');
    await expect(widget.getByText('3/3 Free Occasions')).toBeVisible();

    const events = widget.getByRole('article');
    await expect(events).toHaveCount(3);
    await expect(events.filter({ hasText: 'Ana' })).toContainText('Loves dark chocolate');
    await expect(events.filter({ hasText: 'Ana' })).toContainText('Reminders: 7 days before, 3 days before, 1 day before');
    await expect(widget.getByRole('button', { name: `${today()}, 3 events` })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'calendar, three occasions today');
    await expectAccessible(page, 'calendar, three occasions today');

    // The fourth is refused on the free plan.
    await widget.getByRole('button', { name: 'Add Occasion' }).click();
    const limit = await expectToast(page, 'Free Plan Limit Reached', 'Upgrade to Premium for unlimited occasions');
    await expect(page.getByRole('dialog', { name: 'Add Occasion' })).toBeHidden();
    await expect(limit.getByRole('button', { name: 'Upgrade' })).toBeVisible();

    // Edit: Ben's birthday becomes an anniversary with a note.
    await widget.getByRole('button', { name: "Edit Ben's birthday" }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Occasion' });
    await expect(edit.getByLabel('Recipient name')).toHaveValue('Ben');
    await edit.getByLabel('Recipient name').fill('Ben & Jo');
    await chooseOption(page, edit, 'Occasion type', 'Anniversary');
    await edit.getByLabel('Notes').fill('Ten years');
    await edit.getByRole('checkbox', { name: '14 days before' }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Occasion updated', 'Your changes have been saved');
    await expect(edit).toBeHidden();
    const updated = events.filter({ hasText: 'Ben & Jo' });
    await expect(updated.getByRole('heading', { name: 'Anniversary' })).toBeVisible();
    await expect(updated).toContainText('Ten years');
    await expect(updated).toContainText('Reminders: 14 days before, 7 days before, 3 days before, 1 day before');

    // Delete Cleo's birthday, after confirming.
    await widget.getByRole('button', { name: "Edit Cleo's birthday" }).click();
    const cleo = page.getByRole('dialog', { name: 'Edit Occasion' });
    await cleo.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this occasion?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Occasion deleted', 'The occasion has been removed from your calendar');
    await expect(cleo).toBeHidden();
    // The button that opened the dialog went with the occasion: the keyboard is back on the calendar.
    await expect(widget).toBeFocused();
    await expect(events).toHaveCount(2);
    await expect(events.filter({ hasText: 'Cleo' })).toHaveCount(0);
    await expect(widget.getByText('2/3 Free Occasions')).toBeVisible();

    // Room for one more again.
    await addOccasion(page, 'Dev');
    await expect(widget.getByText('3/3 Free Occasions')).toBeVisible();

    // The upcoming list shows today's occasions with a 'Today' badge, and survives a reload.
    await page.reload();
    await widget.getByRole('tab', { name: 'Upcoming Events' }).click();
    await expect(widget.getByRole('combobox', { name: 'Show' })).toHaveText('Next 30 days');
    await expect(events).toHaveCount(3);
    await expect(events.filter({ hasText: 'Ana' }).getByText('Today', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'upcoming occasions');
    await expectAccessible(page, 'upcoming occasions');
  });

  test('an empty upcoming list invites the first occasion', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/profile?tab=occasions');
    await calendar(page).getByRole('tab', { name: 'Upcoming Events' }).click();
    await expect(calendar(page).getByText('No upcoming occasions found')).toBeVisible();
    await calendar(page).getByRole('button', { name: 'Add Your First Occasion' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Occasion' })).toBeVisible();
  });

  test("an occasion leads to gift ideas for its person: the wizard opens filled in with what the occasion knows", { tag: '@phone' }, async ({ page }) => {
    await registerViaApi(page.request);
    await addBirthdayViaApi(page.request, 'Priya', 10);
    await page.goto('/profile?tab=occasions');
    await calendar(page).getByRole('tab', { name: 'Upcoming Events' }).click();
    await calendar(page).getByRole('link', { name: 'Find a gift for Priya' }).click();

    const form = wizard(page);
    await expect(form.getByText('Step 1 of 4')).toBeVisible();
    await expect(form.getByLabel("Recipient's name")).toHaveValue('Priya');
    await expect(form.getByRole('combobox', { name: 'Relationship' })).toContainText('Friend');
    await expect(form.getByRole('combobox', { name: 'Occasion' })).toContainText('Birthday');
    await expect(form).toBeInViewport();
  });

  test('previews the reminder e-mail of the next occasion, as it will look, without sending it', async ({ page }) => {
    await registerViaApi(page.request);
    await addBirthdayViaApi(page.request, 'Ravi', 30);
    await addBirthdayViaApi(page.request, 'Priya', 7, 'Loves jazz and dark chocolate');
    const mailsBefore = outboxCount();
    await page.goto('/profile?tab=occasions');
    await page.getByRole('button', { name: 'Preview reminder e-mail' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reminder e-mail preview' });
    await expect(dialog).toContainText('Nothing is sent.');
    await expect(dialog).toContainText("Subject: Reminder: Priya's birthday is in 7 days");
    const frame = dialog.locator('iframe[title^="E-mail:"]');
    await expect(frame).toBeVisible();
    // The frame's sandbox runs no script, Playwright's own included: what it shows is read on a page of its own.
    const mail = await page.context().newPage();
    await mail.setContent((await frame.getAttribute('srcdoc'))!);
    // The e-mail as a mail client shows it: the greeting, the person and the days left, three ideas to find online,
    // and the gift wizard filled in for Priya.
    await expect(mail.getByText(/^Hi \w+,$/)).toBeVisible();
    await expect(mail.getByRole('heading', { level: 1, name: "Priya's birthday is in 7 days" })).toBeVisible();
    await expect(mail.getByRole('heading', { level: 2, name: 'Gift ideas for Priya' })).toBeVisible();
    await expect(mail.getByRole('listitem')).toHaveCount(3);
    await expect(mail.getByRole('link', { name: /^Find online at / })).toHaveCount(3);
    await expect(mail.getByRole('link', { name: 'More ideas for Priya' })).toHaveAttribute('href', /\/\?recipient=Priya&relationship=friend&occasion=birthday#gift-concierge$/);
    await expect(mail.getByRole('link', { name: 'Stop these reminders' })).toHaveAttribute('href', /\/api\/occasions\/unsubscribe\?token=/);
    await expect(mail.getByText('Your notes: Loves jazz and dark chocolate')).toBeVisible();
    await mail.close();

    await dialog.getByText('Plain-text version').click();
    await expect(dialog.locator('pre')).toContainText("Priya's birthday is in 7 days, on ");
    await expect(dialog.locator('pre')).toContainText('Gift ideas for Priya:');
    await expectNoHorizontalOverflow(page, 'reminder e-mail preview');
    await expectAccessible(page, 'reminder e-mail preview');

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    expect(outboxCount()).toBe(mailsBefore);
  });

  test('the preview says what to do when no occasion is ahead', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/profile?tab=occasions');
    await page.getByRole('button', { name: 'Preview reminder e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reminder e-mail preview' });
    await expect(dialog.getByRole('heading', { name: 'No reminder to preview' })).toBeVisible();
    await expect(dialog).toContainText('Add an upcoming occasion with a reminder to preview its e-mail.');
  });

  test("an occasion's card shows the ideas saved for its person, and which were bought", async ({ page }) => {
    await registerViaApi(page.request);
    const { id, suggestions } = await saveIdeasViaApi(page.request);
    const bought = suggestions.suggestions[2];
    expect((await page.request.post(`/api/gifts/${id}/feedback`, { data: { suggestionIndex: 2, feedbackType: 'purchased' } })).ok()).toBe(true);
    // The occasion spells the name its own way: the same person.
    await addBirthdayViaApi(page.request, 'maya', 12);
    await addBirthdayViaApi(page.request, 'Ben', 20);
    await page.goto('/profile?tab=occasions');
    await calendar(page).getByRole('tab', { name: 'Upcoming Events' }).click();

    const saved = calendar(page).getByRole('region', { name: 'Ideas saved for maya' });
    await expect(saved.getByRole('listitem')).toHaveCount(3);
    // The bought idea comes first, marked.
    await expect(saved.getByRole('listitem').first()).toContainText(bought.title);
    await expect(saved.getByRole('listitem').first()).toContainText('Purchased');
    await expect(saved.getByText('Purchased')).toHaveCount(1);
    await expect(saved.getByText(`+${suggestions.suggestions.length - 3} more`)).toBeVisible();
    await expect(calendar(page).getByRole('region', { name: 'Ideas saved for Ben' })).toHaveCount(0);

    await saved.getByRole('link', { name: 'See the latest ideas for maya' }).click();
    await expect(page).toHaveURL(new RegExp(`/gift-details/${id}$`));
  });
});
