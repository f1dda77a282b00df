import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { wcagContrast } from 'culori';

/** WCAG 2.1 levels A and AA, the level the web app keeps to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe reports of a colour-contrast check it could not settle. */
interface ContrastData {
  messageKey?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
}

/**
 * Soft-checks the page as it is now (an open dialog included) with axe-core, naming each rule broken and where.
 * Two kinds of text axe leaves undecided are held to the same ratio: a character or two (a calendar's day numbers),
 * which axe measures but suspects of being an icon, and text over a gradient, measured here against every colour of
 * the gradient behind it, since any part of the text may sit on any part of the gradient.
 */
export async function expectAccessible(page: Page, screen: string) {
  // Colours are read at rest: text half-way through an entrance animation is not what anyone reads. Endless ones
  // (a spinner) never come to rest and are left running.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  // A sandboxed frame (an e-mail shown as a mail client shows it) runs no script, axe's included: its document is
  // checked on a page of its own.
  const sandboxed = 'iframe[sandbox]';
  const framed = await page.locator(sandboxed).evaluateAll((frames) => frames.map((frame) => (frame as HTMLIFrameElement).srcdoc));
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  if (framed.length > 0) builder.exclude(sandboxed);
  const { violations, incomplete } = await builder.analyze();
  for (const html of framed) {
    const own = await page.context().newPage();
    await own.setContent(html);
    violations.push(...(await new AxeBuilder({ page: own }).withTags(WCAG_AA).analyze()).violations.map((violation) => ({ ...violation, id: `framed document: ${violation.id}` })));
    await own.close();
  }
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n')}`,
  );
  const undecided = incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
    .map((node) => ({ selector: node.target.join(' '), data: (node.any[0]?.data ?? {}) as ContrastData }));
  for (const { selector, data } of undecided) {
    const expected = Number(String(data.expectedContrastRatio).replace(':1', ''));
    if (data.messageKey !== 'bgGradient' && data.messageKey !== 'shortTextContent') continue;
    const { decorative, text, gradient } = await page.locator(selector).first().evaluate((element) => {
      let behind: Element | null = element;
      while (behind && !getComputedStyle(behind).backgroundImage.includes('gradient')) behind = behind.parentElement;
      return {
        decorative: !!element.closest('[aria-hidden="true"]'),
        text: getComputedStyle(element).color,
        gradient: behind ? getComputedStyle(behind).backgroundImage : '',
      };
    });
    // A character or two hidden from assistive technology is decoration here (a step's watermark number).
    if (data.messageKey === 'shortTextContent' && decorative) continue;
    // A ratio of 0 is one axe could not measure: a short text over a gradient.
    if (data.messageKey === 'shortTextContent' && data.contrastRatio) {
      if (data.contrastRatio < expected) found.push(`color-contrast of short text: ${selector}: ${data.contrastRatio}:1, ${expected}:1 expected`);
      continue;
    }
    const stops = gradient.match(/(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)/g) ?? [];
    const worst = Math.min(...stops.map((stop) => wcagContrast(text, stop)));
    if (worst < expected) found.push(`color-contrast over a gradient: ${selector}: ${worst.toFixed(2)}:1 at worst (${text} on ${stops.join(', ')}), ${expected}:1 expected`);
  }
  expect.soft(found, `${screen} breaks WCAG 2.1 AA`).toEqual([]);
}
