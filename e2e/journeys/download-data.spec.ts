import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { saveIdeasViaApi } from '../support/gifts-api';
import { expectNoHorizontalOverflow } from '../support/layout';
import { addBirthdayViaApi } from '../support/occasions-api';
import { expectToast } from '../support/toast';
import { registerViaApi } from '../support/users';

test.describe('downloading my data', () => {
  test('saves one JSON file, beside account deletion, with the account, ideas and occasions and no secret', async ({ page }) => {
    const user = await registerViaApi(page.request);
    const saved = await saveIdeasViaApi(page.request);
    await addBirthdayViaApi(page.request, 'Rosalind', 10, 'Collects teapots');
    await page.goto('/profile?tab=account');

    const yourData = page.getByRole('region', { name: 'Your data' });
    await expect(yourData).toContainText('as one JSON file');
    await expect(page.getByRole('region', { name: 'Danger Zone' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'profile: account tab with your data');
    await expectAccessible(page, 'profile: account tab with your data');

    const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('button', { name: 'Download my data' }).click()]);
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(new RegExp(`^presently-data-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    await expectToast(page, 'Your data is downloading', fileName);

    const text = await readFile(await download.path(), 'utf8');
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: user.id, username: user.username, email: user.email, birthday: user.birthday });
    expect(data.gifts.savedIdeas).toEqual([expect.objectContaining({ id: saved.id, shareId: saved.shareId })]);
    expect(data.gifts.savedIdeas[0].suggestions.suggestions).toHaveLength(saved.suggestions.suggestions.length);
    expect(data.occasions.occasions).toEqual([expect.objectContaining({ recipientName: 'Rosalind', notes: 'Collects teapots' })]);
    expect(data.billing).toEqual({ subscription: null, invoices: [], payments: [] });
    // Nothing that opens the account: the password, the session cookie, the calendar feed's secret address.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'presently_sid')!.value;
    const calendar = (await (await page.request.get('/api/occasions/calendar-link')).json()) as { url: string };
    for (const secret of [user.password, session, new URL(calendar.url).searchParams.get('token')!]) expect(text).not.toContain(secret);
  });
});
