import { expect, type Page } from '@playwright/test';

/**
 * Soft-checks that the page does not scroll sideways at the current viewport width, naming the widest elements
 * that stick out when it does.
 */
export async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const { width, scrollWidth, culprits } = await page.evaluate(() => {
    // The layout viewport: a phone (isMobile) zooms out to show a page that is too wide, which widens innerWidth with it.
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id} "${text}" right=${Math.round(element.getBoundingClientRect().right)}`;
    };
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 5)
      .map(describe);
    return { width: viewport, scrollWidth: document.scrollingElement?.scrollWidth ?? 0, culprits: wide };
  });
  expect.soft(scrollWidth, `${screen} scrolls sideways at ${width} px: ${culprits.join('; ')}`).toBeLessThanOrEqual(width);
}

/**
 * Scrolls the whole page, a half screen at a time, and names every field, button or link that the floating element
 * `over` covers at some scroll position (the element itself and what it holds excepted).
 */
export async function controlsCoveredBy(page: Page, over: string): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const floating = document.querySelector(selector);
    if (!floating) throw new Error(`${selector} is not on the page`);
    const controls = [...document.querySelectorAll('input, textarea, select, button, a[href], [role="combobox"]')].filter(
      (control) => !floating.contains(control),
    );
    const covered = new Set<string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top <= document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      const cover = floating.getBoundingClientRect();
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        if (!box.width || !box.height) continue;
        const overlaps = box.left < cover.right && cover.left < box.right && box.top < cover.bottom && cover.top < box.bottom;
        if (overlaps) covered.add(`${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...covered];
  }, over);
}
