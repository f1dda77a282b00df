import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { saveIdeasViaApi, shareViaApi } from '../support/gifts-api';
import { expectNoHorizontalOverflow } from '../support/layout';
import { registerViaApi } from '../support/users';
import { generateIdeas, giftCards } from '../support/wizard';

/** The shops of the default deployment (US), by the kind of idea they are offered for. */
const SHOP_HOSTS: Record<string, string> = {
  Amazon: 'www.amazon.com',
  Etsy: 'www.etsy.com',
  Target: 'www.target.com',
  'Bookshop.org': 'bookshop.org',
  Viator: 'www.viator.com',
  Google: 'www.google.com',
};

const titleOf = async (card: Locator) => ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
const shopLinks = (card: Locator) => card.getByRole('list', { name: 'Find online' }).getByRole('link');
/** The search a shop is asked for: the idea's title without a leading article. */
const searchFor = (title: string) => title.replace(/^(an?|the)\s+/i, '');

/** Every idea card offers one to three searches for its own title, each opening safely in a new tab. */
async function expectFindOnline(card: Locator) {
  const title = await titleOf(card);
  const links = shopLinks(card);
  // The shops arrive after the page: wait for them before counting.
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count, `shops for "${title}"`).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
  for (const link of await links.all()) {
    const name = ((await link.textContent()) ?? '').replace('(opens in a new tab)', '').trim();
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.protocol).toBe('https:');
    expect(href.host).toBe(SHOP_HOSTS[name]);
    expect(decodeURIComponent(href.href)).toContain(searchFor(title));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
  }
}

/** No shop is reachable from the test machine: the shop's answer is a page of our own making, enough to see it open. */
async function stubShops(page: Page) {
  await page.context().route(/^https:\/\/(www\.)?(amazon|etsy|target|bookshop|viator|google)\./, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Shop search</title><h1>Shop search</h1>' }),
  );
}

// On the desktop and on the phone project (@phone), where the shops sit under each idea.
test.describe('find online', () => {
  test('every idea on the results leads to a search for it at shops that suit it, in a new tab', { tag: '@phone' }, async ({ page }) => {
    await stubShops(page);
    await generateIdeas(page);
    const cards = giftCards(page);
    for (const card of await cards.all()) await expectFindOnline(card);

    // A book is looked for at a bookshop first.
    const book = cards.filter({ hasText: /^Books/ }).first();
    if (await book.count()) await expect(shopLinks(book).first()).toHaveText(/^Bookshop\.org/);

    // Following a link opens the shop beside the ideas, which stay where they were.
    const first = cards.first();
    const url = (await shopLinks(first).first().getAttribute('href')) ?? '';
    const [shop] = await Promise.all([page.waitForEvent('popup'), shopLinks(first).first().click()]);
    await expect(shop).toHaveURL(url);
    await expect(shop.getByRole('heading', { name: 'Shop search' })).toBeVisible();
    expect(await shop.evaluate(() => window.opener)).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Personalized Gift Suggestions' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'results with shop links');
    await expectAccessible(page, 'results with shop links');
  });

  test('saved ideas keep their shops on the details page and in the gift history, and a shared idea has them too', async ({ page, freshPage }) => {
    await registerViaApi(page.request);
    const saved = await saveIdeasViaApi(page.request);

    await page.goto(`/gift-details/${saved.id}`);
    const cards = giftCards(page);
    await expect(cards).toHaveCount(saved.suggestions.suggestions.length);
    for (const card of await cards.all()) await expectFindOnline(card);
    await expectAccessible(page, 'gift details with shop links');

    await page.goto('/profile?tab=gift-history');
    const item = page.getByTestId('gift-history-item').first();
    const first = saved.suggestions.suggestions[0];
    const link = item.getByRole('link', { name: new RegExp(`^Find ${first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at .+ \\(opens in a new tab\\)$`) });
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectAccessible(page, 'gift history with shop links');

    const shared = await shareViaApi(page.request, 1);
    const visitor = await freshPage();
    await visitor.goto(shared.path);
    await expectFindOnline(visitor.getByRole('article'));
  });
});
