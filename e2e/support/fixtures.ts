import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

/** A console error a journey expects, such as the 401 of a refused sign-in: the resource path and its status. */
export interface ExpectedError {
  path: string | RegExp;
  status: number;
}

/**
 * Collects console errors and uncaught exceptions of every page it watches; a journey fails on any of them except
 * the expected ones. Chromium reports a non-OK fetch as "Failed to load resource: … status of N" at the resource URL.
 */
export class ConsoleGuard {
  // None by default: a guest's page asks nothing that can only answer 401 (hooks/use-current-user.ts).
  private readonly expected: ExpectedError[] = [];
  readonly errors: string[] = [];

  /** Allows a failed request the journey provokes on purpose. */
  expect(error: ExpectedError) {
    this.expected.push(error);
  }

  watchContext(context: BrowserContext) {
    context.pages().forEach((page) => this.watchPage(page));
    context.on('page', (page) => this.watchPage(page));
  }

  watchPage(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error' && !this.isExpected(message)) this.errors.push(`console error at ${page.url()}: ${describe(message)}`);
    });
    page.on('pageerror', (error) => this.errors.push(`uncaught exception at ${page.url()}: ${error.stack ?? error.message}`));
  }

  private isExpected(message: ConsoleMessage) {
    if (isToolBlockedInSandbox(message)) return true;
    const status = /status of (\d{3})/.exec(message.text())?.[1];
    if (!status) return false;
    const path = pathOf(message.location().url);
    return this.expected.some(
      (error) => Number(status) === error.status && (typeof error.path === 'string' ? path === error.path : error.path.test(path)),
    );
  }
}

/**
 * Playwright (and axe) try to run their own scripts in every frame; a sandboxed frame without allow-scripts, such as
 * the reminder e-mail preview, refuses them and Chromium logs it. The refusal is the sandbox working, not the page.
 */
function isToolBlockedInSandbox(message: ConsoleMessage) {
  return message.location().url === 'about:srcdoc' && message.text().startsWith("Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed");
}

function pathOf(url: string) {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function describe(message: ConsoleMessage) {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : ''}`;
}

interface Fixtures {
  consoleGuard: ConsoleGuard;
  /** A page in a brand-new browser context (no cookies, no storage), watched by the same guard. */
  freshPage: () => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  consoleGuard: [
    async ({ context }, use) => {
      const guard = new ConsoleGuard();
      guard.watchContext(context);
      await use(guard);
      expect(guard.errors, 'the journey must not log console errors').toEqual([]);
    },
    { auto: true },
  ],
  freshPage: async ({ browser, consoleGuard }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await newContext(browser);
      contexts.push(context);
      consoleGuard.watchContext(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** A context with the project's options (base URL, screen, locale); `browser.newContext()` alone has none of them. */
function newContext(browser: Browser) {
  const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = test.info().project.use;
  return browser.newContext({ baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId });
}

/** Whether the journey runs on the phone project (a touch screen 375 px wide), where some controls sit in a menu. */
export const onPhone = () => test.info().project.name === 'phone';

export { expect };
