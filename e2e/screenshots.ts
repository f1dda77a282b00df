import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test } from './support/fixtures';
import { tourGuestScreens, tourMemberScreens } from './support/screens';

/**
 * Every screen of the web app at a phone and a desktop width, saved as e2e/screenshots/{width}/{guest|member}-{nn}-{screen}.png
 * for looking over by eye. Run with `E2E_SCREENSHOTS=1 playwright test -c e2e/playwright.config.ts`.
 */
const WIDTHS = [375, 1280] as const;
const OUT = join(__dirname, 'screenshots');

function camera(page: Page, width: number, group: string) {
  const dir = join(OUT, String(width));
  mkdirSync(dir, { recursive: true });
  let count = 0;
  /** The whole page by default; `of` narrows to one part, `viewport` keeps an open dialog in frame. */
  return async (screen: string, { of, viewport = false }: { of?: Locator; viewport?: boolean } = {}) => {
    count += 1;
    const path = join(dir, `${group}-${String(count).padStart(2, '0')}-${screen}.png`);
    // Lazy images below the fold would show as empty boxes on a full-page picture: load them all first.
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager')));
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.waitForLoadState('networkidle');
    if (of) await of.screenshot({ path, animations: 'disabled' });
    else await page.screenshot({ path, fullPage: !viewport, animations: 'disabled' });
  };
}

for (const width of WIDTHS) {
  test.describe(`screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('guest screens', async ({ page, consoleGuard }) => {
      const shot = camera(page, width, 'guest');
      await tourGuestScreens(page, consoleGuard, (screen, where) => shot(screen, { of: where?.part, viewport: where?.dialog }));
    });

    test('member screens', async ({ page }) => {
      const shot = camera(page, width, 'member');
      await tourMemberScreens(page, (screen, where) => shot(screen, { of: where?.part, viewport: where?.dialog }));
    });
  });
}
