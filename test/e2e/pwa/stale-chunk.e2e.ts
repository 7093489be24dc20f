// A tab left open across a deploy, with no service worker holding the old files: the next route's
// files are gone from the server. The page reloads once onto the new build instead of failing, and a
// file that stays missing does not make it reload forever (the public page's prerendered HTML shows).
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { waitForHydration } from '../public/prerender-checks';

// The landing page's own stylesheet, loaded only when the landing route is first shown.
const LANDING_CSS = /\/assets\/landing-page-[^/]+\.css$/;

async function openAboutWithoutServiceWorker(newPage: ReturnType<typeof useBrowser>['newPage']): Promise<Page> {
  const { page } = await newPage({ serviceWorkers: 'block' });
  await page.goto(appUrl('/about'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The app runs once the visitor interacts; until then a link is a page load, with nothing stale to load.
  await waitForHydration(page);
  return page;
}

function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

describe('a route file missing after a deploy', () => {
  const { newPage } = useBrowser();

  it('reloads once and shows the page', async () => {
    const page = await openAboutWithoutServiceWorker(newPage);
    let refused = 0;
    await page.route(LANDING_CSS, async (route: Route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      await route.fulfill({ status: 404, body: 'Not found' });
    });
    const loads = countLoads(page);

    await page.getByRole('link', { name: 'DegreeMate' }).first().click();
    // The reloaded page is the prerendered landing page: its text is there before its load event.
    await expect.poll(loads, { timeout: 30_000 }).toBe(1);
    await page
      .getByRole('button', { name: 'Learn more' })
      .or(page.getByRole('link', { name: 'Learn more' }))
      .first()
      .waitFor();
    expect(refused).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('does not reload again when the file stays missing', async () => {
    const page = await openAboutWithoutServiceWorker(newPage);
    let refused = 0;
    await page.route(LANDING_CSS, (route: Route) => {
      refused += 1;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    const loads = countLoads(page);

    await page.getByRole('link', { name: 'DegreeMate' }).first().click();
    // One reload, onto the landing page's prerendered HTML: its content shows (without the missing
    // stylesheet), and the app takes it over rather than reloading again.
    await expect.poll(loads, { timeout: 30_000 }).toBe(1);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(2_000);
    expect(loads()).toBe(1);
    expect(refused).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
