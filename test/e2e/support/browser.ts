// Debian's Chromium driven by playwright-core: one browser per test file, a fresh context per test.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../../../scripts/chromium';

export function appUrl(pathname = '/'): string {
  return new URL(pathname, inject('appUrl')).toString();
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
}

/**
 * Registers the hooks for one shared browser in the calling test file. A context opened in a test is closed
 * when that test ends, so its pages (sync retries, service worker installs) stop taking CPU from the next
 * tests; one opened in beforeAll lives until the file ends.
 *
 * newPage's context blocks the service worker unless the test passes `serviceWorkers: 'allow'`: its install
 * precaches the whole build (200-odd files) and Chromium compiles the cached scripts, 8-12 CPU-seconds per
 * context on CI's two cores, which most tests never use. Allow it only where a test depends on the worker:
 * it waits for offline readiness, loads a page (goto, reload, a new tab, a route not yet loaded) without a
 * network, or checks the worker itself (install, update, caches, background sync, notifications).
 */
export function useBrowser(): { browser: () => Browser; newPage: (options?: BrowserContextOptions) => Promise<{ context: BrowserContext; page: Page }> } {
  let browser: Browser | undefined;
  const fileContexts: BrowserContext[] = [];
  let testContexts: BrowserContext[] | undefined; // set while a test runs
  const closeAll = (contexts: BrowserContext[]) => Promise.all(contexts.map((c) => c.close().catch(() => {})));
  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(() => {
    testContexts = [];
  });
  afterEach(async () => {
    const opened = testContexts ?? [];
    testContexts = undefined;
    await closeAll(opened);
  });
  afterAll(async () => {
    await closeAll(fileContexts);
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    async newPage(options) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ ...options, serviceWorkers: options?.serviceWorkers ?? 'block' });
      (testContexts ?? fileContexts).push(context);
      return { context, page: await context.newPage() };
    },
  };
}
