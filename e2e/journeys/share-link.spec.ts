import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expectToast } from '../support/toast';
import { registerViaApi } from '../support/users';
import { generateIdeas, giftCards } from '../support/wizard';

test.describe('a shared gift idea', () => {
  test('a guest shares an idea and someone else opens the link in another browser', { tag: '@phone' }, async ({ page, freshPage }) => {
    await generateIdeas(page);
    const card = giftCards(page).nth(1);
    const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const price = (await card.getByLabel(/^Estimated price/).textContent())?.trim() ?? '';
    await card.getByRole('button', { name: 'Share' }).click();

    const dialog = page.getByRole('dialog', { name: `Gift Idea: ${title}` });
    await expect(dialog).toBeVisible();
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) await expect(dialog.getByRole('button', { name: network })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/);
    const linkField = dialog.getByLabel('Share link');
    await expect(linkField).toHaveValue(/\/shared\/[^/]+$/);
    const link = await linkField.inputValue();
    await expect(dialog.getByRole('link', { name: 'Open link' })).toHaveAttribute('href', link);
    await expectNoHorizontalOverflow(page, 'share dialog');
    await expectAccessible(page, 'share dialog');

    // Another person: no cookies, no stored user, a browser of their own.
    const visitor = await freshPage();
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Someone shared a gift idea with you' })).toBeVisible();
    await expect(visitor).toHaveTitle(`Gift Idea: ${title} | Presently`);
    const shared = visitor.getByRole('article');
    await expect(shared).toHaveCount(1);
    await expect(shared.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(shared.getByLabel(/^Estimated price/)).toHaveText(price);
    await expect(shared.getByText('Why this gift fits Maya')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/');
    await expect(visitor.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a member shares the third idea of a saved set, and the link opens that idea', async ({ page, freshPage }) => {
    await registerViaApi(page.request);
    await generateIdeas(page);
    const save = page.getByRole('button', { name: /(Save Ideas|Saving\.\.\.|Saved)$/ });
    await save.click();
    await expect(save).toHaveText('Saved');

    const card = giftCards(page).nth(2);
    const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    await card.getByRole('button', { name: 'Share' }).click();
    const link = new URL(await page.getByRole('dialog', { name: `Gift Idea: ${title}` }).getByLabel('Share link').inputValue());
    // The saved set's own link, naming the idea: no new share is made for it.
    expect(link.search).toBe('?selectedIndex=2');

    const visitor = await freshPage();
    await visitor.goto(link.pathname + link.search);
    await expect(visitor).toHaveTitle(`Gift Idea: ${title} | Presently`);
    await expect(visitor.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(title);
  });

  // A guest's browser is known by its guest cookie: the browser that made a link may take it down again.
  for (const who of ['member', 'guest'] as const) {
    test(`a ${who} revokes a link they made, and it no longer opens`, async ({ page, freshPage, consoleGuard }) => {
      if (who === 'member') await registerViaApi(page.request);
      await generateIdeas(page);
      const card = giftCards(page).nth(0);
      const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
      await card.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: `Gift Idea: ${title}` });
      const link = new URL(await dialog.getByLabel('Share link').inputValue());
      // Links made here last SHARE_TTL_DAYS (90 by default).
      await expect(dialog.getByText(/^Link works until \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();

      await dialog.getByRole('button', { name: 'Revoke link' }).click();
      await expectToast(page, 'Link revoked', 'The share link no longer opens.');
      await expect(dialog.getByText('The link you shared no longer opens for anyone.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Create a new link' })).toBeVisible();
      await expectNoHorizontalOverflow(page, 'share dialog, link revoked');
      await expectAccessible(page, 'share dialog, link revoked');

      const visitor = await freshPage();
      consoleGuard.expect({ path: `/api/gifts/shared${link.pathname.slice('/shared'.length)}`, status: 404 });
      await visitor.goto(link.pathname);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Gift Not Found' })).toBeVisible();
    });
  }

  test('an unknown share link says the gift was not found', async ({ page, consoleGuard }) => {
    consoleGuard.expect({ path: '/api/gifts/shared/no-such-share-id', status: 404 });
    await page.goto('/shared/no-such-share-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find the shared gift you're looking for. It may have expired or been removed.")).toBeVisible();
    await expect(page).toHaveTitle('Shared Gift Suggestion | Presently');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
