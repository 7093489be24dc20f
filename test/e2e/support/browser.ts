// Debian's Chromium driven by playwright-core: one browser per test file, a fresh context per test.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function appUrl(pathname = '/'): string {
  return new URL(pathname, inject('appUrl')).toString();
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Registers beforeAll/afterAll for one shared browser in the calling test file. */
export function useBrowser(): { browser: () => Browser; newPage: (options?: BrowserContextOptions) => Promise<{ context: BrowserContext; page: Page }> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    async newPage(options) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext(options);
      contexts.push(context);
      return { context, page: await context.newPage() };
    },
  };
}
