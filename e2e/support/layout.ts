import { expect, type Page } from '@playwright/test';

/**
 * Soft-checks that the page does not scroll sideways at the current viewport width, naming the widest elements
 * that stick out when it does.
 */
export async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const { width, scrollWidth, culprits } = await page.evaluate(() => {
    const viewport = window.innerWidth;
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
