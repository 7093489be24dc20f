// A fresh browser context per page, closed after each test. The service worker is blocked by default:
// the public pages do not depend on it (the PWA has its own tests), and letting every fresh context
// precache the whole build both slows the suite on shared cores and fires background requests that
// would muddy the "contact form sends nothing" check.
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterEach } from 'vitest';
import { useBrowser } from '../support/browser';

export function usePublicBrowser() {
  const { newPage } = useBrowser();
  const open: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close().catch(() => {})));
  });
  return {
    async newPage(options: BrowserContextOptions = {}) {
      const opened = await newPage({ serviceWorkers: 'block', ...options });
      open.push(opened.context);
      return opened;
    },
  };
}
