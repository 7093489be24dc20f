// Waiting on the service worker from a test page.
import type { Page } from 'playwright-core';

/** Resolves once a service worker controls the page (first install claims it; no reload needed). */
export async function waitForServiceWorkerControl(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout });
}

/** The running build's version, from <meta name="app-version">. */
export function appVersionOf(page: Page): Promise<string | null> {
  return page.locator('meta[name="app-version"]').getAttribute('content');
}
