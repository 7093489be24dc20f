// After one online visit, the public site starts and navigates with no network at all.
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { startApp } from '../public/prerender-checks';
import { waitForServiceWorkerControl } from './support/service-worker';

describe('offline start', () => {
  const { newPage } = useBrowser();

  it('reloads /, /about and /contact offline and says it is offline', async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(appUrl('/'));
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    // The network really is gone for the page and its worker.
    await expect(page.evaluate(() => fetch('/api/health').then((r) => r.status))).rejects.toThrow();

    for (const path of ['/', '/about', '/contact']) {
      await page.goto(appUrl(path));
      await page.getByRole('heading').first().waitFor();
    }
    await page.reload();
    await page.getByRole('heading').first().waitFor();
    // The offline notice is the app's: a public page loads it on the first interaction, from the precache.
    await startApp(page);
    await page.getByText('Offline', { exact: true }).waitFor();

    await context.setOffline(false);
    await page.getByText('Offline', { exact: true }).waitFor({ state: 'detached' });
  });

  it('starts /about offline from its precached prerendered HTML, and a signed-in path from the app shell', async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(appUrl('/'));
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    const about = await page.goto(appUrl('/about'));
    expect(about?.fromServiceWorker()).toBe(true);
    // The heading is in the document the worker answered with, before any script has run.
    expect(await about?.text()).toMatch(/<h1[^>]*>About DegreeMate<\/h1>/);
    await page.getByRole('heading', { level: 1, name: 'About DegreeMate' }).waitFor();

    const dashboard = await page.goto(appUrl('/dashboard'));
    expect(dashboard?.fromServiceWorker()).toBe(true);
    expect(await dashboard?.text()).toContain('<div id="root"></div>');
    await context.setOffline(false);
  });

  it('keeps /config.json for offline starts but never caches API answers', async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(appUrl('/'));
    await waitForServiceWorkerControl(page);
    const onlineConfig = await page.evaluate(() => fetch('/config.json').then((r) => r.text()));
    await page.evaluate(() => fetch('/api/health'));

    await context.setOffline(true);
    const offlineConfig = await page.evaluate(() => fetch('/config.json').then((r) => r.text()));
    expect(offlineConfig).toBe(onlineConfig);
    const cachedApiAnswers = await page.evaluate(async () => {
      const urls = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
    });
    expect(cachedApiAnswers).toEqual([]);
  });
});
