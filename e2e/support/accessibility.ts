import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { wcagContrast } from 'culori';

/** WCAG 2.1 levels A and AA, the level the web app keeps to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Soft-checks the page as it is now (an open dialog included) with axe-core, naming each rule broken and where.
 * axe leaves text over a gradient undecided; that text is held to the same ratio against every colour of the
 * gradient behind it, since any part of the text may sit on any part of the gradient.
 */
export async function expectAccessible(page: Page, screen: string) {
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n')}`,
  );
  const overGradients = incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
    .flatMap((node) => {
      const check = node.any.find((result) => (result.data as { messageKey?: string } | null)?.messageKey === 'bgGradient');
      if (!check) return [];
      const expected = Number(String((check.data as { expectedContrastRatio: string }).expectedContrastRatio).replace(':1', ''));
      return [{ selector: node.target.join(' '), expected }];
    });
  for (const { selector, expected } of overGradients) {
    const { text, gradient } = await page.locator(selector).first().evaluate((element) => {
      let behind: Element | null = element;
      while (behind && !getComputedStyle(behind).backgroundImage.includes('gradient')) behind = behind.parentElement;
      return { text: getComputedStyle(element).color, gradient: behind ? getComputedStyle(behind).backgroundImage : '' };
    });
    const stops = gradient.match(/(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)/g) ?? [];
    const worst = Math.min(...stops.map((stop) => wcagContrast(text, stop)));
    if (worst < expected) found.push(`color-contrast over a gradient: ${selector}: ${worst.toFixed(2)}:1 at worst (${text} on ${stops.join(', ')}), ${expected}:1 expected`);
  }
  expect.soft(found, `${screen} breaks WCAG 2.1 AA`).toEqual([]);
}
