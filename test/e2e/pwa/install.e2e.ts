// The production build is an installable PWA: a controlling service worker, a manifest Chromium accepts
// with no installability errors, and icons that really are the PNGs the manifest promises.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../../../scripts/chromium';
import { appUrl, useBrowser } from '../support/browser';
import { waitForOfflineReadyNews } from './support/offline-ready-news';
import { pngSize } from './support/png-size';
import { waitForServiceWorkerControl } from './support/service-worker';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('installable app', () => {
  const { newPage } = useBrowser();

  it('registers a service worker that takes control of the first visit', async () => {
    const { page } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(appUrl('/'));
    await waitForServiceWorkerControl(page);
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptUrl).toBe(appUrl('/sw.js'));
    await waitForOfflineReadyNews(page);
  });

  it('precaches every file of the build, so any screen opens offline once installed', async () => {
    const { page } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(appUrl('/'));
    await waitForServiceWorkerControl(page);
    const precached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
      const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
      return requests.map((request) => new URL(request.url).pathname);
    });
    // The server serves the repository's dist/ (test/e2e/support/global-setup.ts); .br/.gz are transfer copies.
    const built = readdirSync('dist/assets').filter((name) => !/\.(br|gz)$/.test(name));
    expect(built.length).toBeGreaterThan(20);
    expect(precached).toEqual(expect.arrayContaining([...built.map((name) => `/assets/${name}`), '/index.html']));
  });

  it('has a manifest Chromium parses cleanly and no installability errors', async () => {
    // Chromium never offers to install from an incognito-like context, so this one gets a real profile.
    const profileDir = mkdtempSync(path.join(tmpdir(), 'degreemate-profile-'));
    const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
    try {
      const page = await context.newPage();
      await page.goto(appUrl('/'));
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(appUrl('/manifest.webmanifest'));
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
  });

  it('serves every manifest icon as a PNG of its declared size, including a maskable one', async () => {
    const { context } = await newPage();
    const manifestResponse = await context.request.get(appUrl('/manifest.webmanifest'));
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as { icons: ManifestIcon[]; start_url: string; scope: string };
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    for (const icon of manifest.icons) {
      const response = await context.request.get(appUrl(icon.src));
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
      const { width, height } = pngSize(await response.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('links the manifest, the Apple touch icon and light and dark theme colours from the page', async () => {
    const { context, page } = await newPage();
    await page.goto(appUrl('/'));
    await page.locator('header').waitFor();
    const head = await page.evaluate(() => ({
      manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href,
      appleTouchIcon: document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href,
      themeColors: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [meta.media, meta.content]),
      topBar: getComputedStyle(document.querySelector('header')!).backgroundColor,
    }));
    expect(head.manifest).toBe(appUrl('/manifest.webmanifest'));
    expect(head.themeColors.map(([media]) => media)).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
    // The installed app's title bar keeps one colour: the manifest's, the light meta tag's and the top bar's agree.
    const manifest = (await (await context.request.get(head.manifest ?? '')).json()) as { theme_color: string };
    expect(head.themeColors[0]?.[1]).toBe(manifest.theme_color);
    expect(head.topBar).toMatch(/^rgba?\(255, 255, 255\b/);
    const touchIcon = await context.request.get(head.appleTouchIcon ?? '');
    expect(pngSize(await touchIcon.body())).toEqual({ width: 180, height: 180 });
  });
});
