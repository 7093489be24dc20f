// The shared browser, with the service worker blocked by default: the public pages do not depend on it (the
// PWA has its own tests), and letting every fresh context precache the whole build both slows the suite on
// shared cores and fires background requests that would muddy the "contact form sends nothing" check.
import type { BrowserContextOptions } from 'playwright-core';
import { useBrowser } from '../support/browser';

export function usePublicBrowser() {
  const { newPage } = useBrowser();
  return {
    newPage: (options: BrowserContextOptions = {}) => newPage({ serviceWorkers: 'block', ...options }),
  };
}
