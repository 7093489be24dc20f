// Bookmark favicons (cross-origin, opaque) are cached by the worker, so the bookmark grid keeps its
// icons offline. The favicon service is stubbed: the machines running this have no internet.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { waitForServiceWorkerControl } from './support/service-worker';

const FAVICON_URL = 'https://www.google.com/s2/favicons?domain=example.edu&sz=64';
const STUB_ICON = readFileSync(path.resolve('public/icons/icon-192.png'));

function showFavicon(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
    document.body.append(image);
  });
}

describe('bookmark favicons', () => {
  const { newPage } = useBrowser();

  it('are cached on first sight and load offline from the cache', async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    let served = 0;
    // The real service redirects to its image host (t1.gstatic.com); Playwright cannot route the
    // redirected request, so the stub answers directly.
    await context.route('https://www.google.com/s2/favicons**', (route) => {
      served += 1;
      return route.fulfill({ status: 200, contentType: 'image/png', body: STUB_ICON });
    });
    await page.goto(appUrl('/'));
    await waitForServiceWorkerControl(page);

    expect(await page.evaluate(showFavicon, FAVICON_URL)).toBe(true);
    expect(served).toBe(1);
    // The worker answers the image first and writes the cache after, so the entry can lag the load.
    const cachedUrls = () => page.evaluate(async () => (await (await caches.open('bookmark-favicons')).keys()).map((r) => r.url));
    await expect.poll(cachedUrls, { timeout: 10_000 }).toEqual([FAVICON_URL]);

    await context.setOffline(true);
    await page.reload();
    expect(await page.evaluate(showFavicon, FAVICON_URL)).toBe(true);
    expect(served).toBe(1);
  });
});
