import type { Locator, Page } from '@playwright/test';
import { expect, onPhone, test } from '../support/fixtures';
import { generateIdeas, giftCards } from '../support/wizard';

/** Where an element sits on the screen now: its top and bottom, and the bottom of the sticky header above it. */
const placeOf = (page: Page, element: Locator) =>
  element.evaluate((node) => {
    const { top, bottom } = node.getBoundingClientRect();
    return { top, bottom, headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, screen: window.innerHeight };
  });

/** The element is whole on the screen, below the sticky header; polled, as the results scroll into view smoothly. */
async function expectOnScreen(page: Page, element: Locator, what: string) {
  await expect
    .poll(async () => {
      const { top, bottom, headerBottom, screen } = await placeOf(page, element);
      return top >= headerBottom - 0.5 && bottom <= screen + 0.5;
    }, { message: `${what} is on the screen, below the header` })
    .toBe(true);
}

// Pictures stay small so the ideas themselves are read: on the desktop and on the phone project (@phone).
test.describe('the ideas are quick to look through', { tag: '@phone' }, () => {
  test('a desktop shows the first two ideas with their prices at once; a phone shows five in four screens, the tags folded', async ({ page }) => {
    await generateIdeas(page);
    const cards = giftCards(page);
    if (!onPhone()) {
      expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
      for (const index of [0, 1]) {
        await expectOnScreen(page, cards.nth(index).getByRole('heading', { level: 3 }), `idea ${index + 1}'s title`);
        await expectOnScreen(page, cards.nth(index).getByLabel(/^Estimated price/), `idea ${index + 1}'s price`);
      }
      return;
    }

    const screen = page.viewportSize()!.height;
    // The first idea's title and price are in sight when the results arrive.
    await expectOnScreen(page, cards.first().getByRole('heading', { level: 3 }), "the first idea's title");
    await expectOnScreen(page, cards.first().getByLabel(/^Estimated price/), "the first idea's price");
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    // Measured in one go, so a scroll in between cannot move one card and not the other.
    const five = await cards.evaluateAll((all) => all[4].getBoundingClientRect().bottom - all[0].getBoundingClientRect().top);
    expect(five, 'five ideas, from the top of the first to the end of the fifth').toBeLessThanOrEqual(4 * screen);
    // Tags are not repeated under each idea; the filter above them shows a row or two, the rest behind More tags.
    for (const card of await cards.all()) await expect(card.getByRole('list', { name: 'Tags' })).toBeHidden();
    const filter = page.getByRole('group', { name: 'Filter by tag' });
    const more = filter.getByRole('button', { name: /^More tags/ });
    if (await more.count()) {
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      const { height } = (await filter.boundingBox())!;
      expect(height, 'the folded tag filter').toBeLessThanOrEqual(screen / 3);
    }
  });
});
