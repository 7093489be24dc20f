// A first install fails as a whole when one file of the build fails to download. The page must not stay
// without offline support until the student happens to reload: it installs again by itself.
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { waitForOfflineReadyNews } from './support/offline-ready-news';
import { waitForServiceWorkerControl } from './support/service-worker';

describe('first install', () => {
  const { newPage } = useBrowser();

  it('tries again after a download failed, and then takes control of the open page', async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    const failed: string[] = [];
    await context.route('**/assets/**', async (route) => {
      // Only the worker's precache downloads, and only the first of them: the install that made it fails.
      if (failed.length === 0 && route.request().serviceWorker()) {
        failed.push(route.request().url());
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });

    await page.goto(appUrl('/'));
    await waitForServiceWorkerControl(page, 60_000);

    expect(failed).toHaveLength(1);
    await waitForOfflineReadyNews(page);
  }, 120_000);
});
