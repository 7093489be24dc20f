// A signed-in student opens DegreeMate with no network: the cached session, the precached shell and the
// local database are enough for the dashboard and their bookmarks. The offline banner and the top bar's
// sync status say the same thing, also when the device is online but the server cannot be reached.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { signInNewStudent } from '../support/signed-in-student';
import { addLink, card, openBookmarks } from '../bookmarks/support/bookmarks-page';
import { syncStatus } from '../support/sync-status';
import { waitForServiceWorkerControl } from './support/service-worker';

// Whatever else the label counts (changes waiting, notices).
const OFFLINE = /^Sync status: Offline\b/;
const link = { title: 'Course syllabus', url: 'https://course.example.edu/syllabus', description: 'Week by week' };

describe('offline start when signed in', () => {
  const { newPage } = useBrowser();
  let context: BrowserContext;
  let page: Page;

  // One online session: sign up, onboard, save a link, and let the worker install. Each test then goes
  // offline itself.
  beforeAll(async () => {
    ({ context, page } = await newPage({ serviceWorkers: 'allow' }));
    // Records whether the app asks the browser to keep its storage (queued changes live in IndexedDB).
    await context.addInitScript(() => {
      const storage = navigator.storage;
      const persist = storage.persist.bind(storage);
      Object.assign(window, { persistRequests: 0 });
      storage.persist = () => {
        (window as unknown as { persistRequests: number }).persistRequests += 1;
        return persist();
      };
    });
    await signInNewStudent(page);
    await waitForServiceWorkerControl(page);
    // Told once, in the signed-in app's top bar, where it covers nothing (a corner notice sat on the
    // dashboard's last card).
    await page.getByRole('banner').getByRole('status').filter({ hasText: 'DegreeMate is ready to work offline.' }).waitFor({ state: 'attached' });
    await page.getByRole('banner').getByText('Ready offline').waitFor();
    await openBookmarks(page);
    await addLink(page, link);
    await syncStatus(page, 'Sync status: All saved').waitFor();
  });

  afterEach(async () => {
    await context.unrouteAll();
    await context.setOffline(false);
  });

  async function offline(pathname: string): Promise<void> {
    await context.setOffline(true);
    await page.goto(appUrl(pathname));
  }

  /** The top bar's sync label, e.g. "Sync status: Offline, 1 change waiting"; null while it is not shown. */
  function topBarLabel() {
    return page
      .getByRole('button', { name: /^Sync status:/ })
      .first()
      .getAttribute('aria-label', { timeout: 1_000 })
      .catch(() => null);
  }

  /** Waits for the top bar to say Offline (or not); a failure shows what it said instead. */
  async function expectTopBarOffline(offline = true) {
    const poll = expect.poll(topBarLabel, { timeout: 15_000 });
    await (offline ? poll.toMatch(OFFLINE) : poll.not.toMatch(OFFLINE));
  }

  function offlineBanner() {
    return page.getByText('Working from this device. Changes sync when you reconnect.');
  }

  it('does not say "ready to work offline" again', async () => {
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('heading', { name: /^Good (Morning|Afternoon|Evening)/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('degreemate.offline-ready'))).toBe('told');
    expect(await page.getByText('DegreeMate is ready to work offline.').count()).toBe(0);
  });

  it('asks for persistent storage once the user is signed in', async () => {
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('heading', { name: /^Good (Morning|Afternoon|Evening)/ }).waitFor();
    // A fresh profile's storage is not persistent yet, so the app must call persist().
    await page.waitForFunction(() => (window as unknown as { persistRequests: number }).persistRequests > 0);
  });

  it('opens /dashboard offline, signed in, and says it is offline in the top bar and the banner', async () => {
    await offline('/dashboard');
    await page.getByRole('heading', { name: /^Good (Morning|Afternoon|Evening)/ }).waitFor();
    await expectTopBarOffline();
    await offlineBanner().waitFor();
    // Every file of the build came straight from the precache by the worker's static route
    // (sw/static-asset-route.ts), none through its script or, missed, to the network.
    const assets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          source: (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
        })),
    );
    expect(assets.length).toBeGreaterThan(10);
    expect(assets.filter((asset) => asset.source !== 'cache')).toEqual([]);
  });

  it('opens /study/bookmark offline with the links saved on this device', async () => {
    await offline('/study/bookmark');
    await page.getByText('My important links').waitFor();
    await card(page, link.title).getByText(link.description).waitFor();
  });

  it('says offline in the banner as in the top bar when the device is online but the server does not answer', async () => {
    await context.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto(appUrl('/study/bookmark'));
    await expectTopBarOffline();
    await offlineBanner().waitFor();

    await context.unrouteAll();
    await page.evaluate(() => window.dispatchEvent(new Event('online'))); // what the browser fires when the link returns
    await expectTopBarOffline(false);
    await offlineBanner().waitFor({ state: 'hidden' });
  });
});
