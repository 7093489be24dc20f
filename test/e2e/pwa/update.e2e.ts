// Deploying a new build while the app is open: the page offers "A new version is available", and Reload
// runs the new build. Two real builds are served one after the other from the same origin, because a
// service worker only updates itself from its own origin: the old one is the repository's dist/ (the build the
// product server runs for every browser test), the new one is built here.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { axeCheck } from '../support/axe';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { waitForOfflineReadyNews } from './support/offline-ready-news';
import { buildApp } from './support/build-app';
import { startStaticSiteServer, type StaticSiteServer } from './support/static-site-server';
import { appVersionOf, waitForServiceWorkerControl } from './support/service-worker';

const OLD_BUILD = path.resolve('dist');
const NEW_VERSION = 'e2e-new';

/** The version dist/ was built with, from its <meta name="app-version"> (vite.config.ts). */
function versionOfBuild(root: string): string {
  const version = /<meta name="app-version" content="([^"]+)"/.exec(readFileSync(path.join(root, 'index.html'), 'utf8'))?.[1];
  if (!version) throw new Error(`${root}/index.html has no app-version meta tag`);
  return version;
}

/** axe on the notices corner only (the page under them has its own accessibility tests), light and dark. */
async function expectAccessibleNotices(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await axeCheck(page, '.mantine-Affix-root');
    expect(violations.map((v) => `${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}

describe('updating to a new version', () => {
  const { newPage } = useBrowser();
  let workDir: string;
  let site: StaticSiteServer;
  let oldVersion: string;

  beforeAll(async () => {
    oldVersion = versionOfBuild(OLD_BUILD);
    // Building dist/ itself again would only cost time (a build takes minutes on two busy cores).
    expect(oldVersion, 'dist/ must not already be the new version').not.toBe(NEW_VERSION);
    workDir = mkdtempSync(path.join(tmpdir(), 'degreemate-update-'));
    await buildApp(path.join(workDir, NEW_VERSION), NEW_VERSION);
    site = await startStaticSiteServer(OLD_BUILD, appUrl('/'));
    // The build prerenders the public pages too: over three minutes on two busy cores.
  }, 420_000);

  afterAll(async () => {
    await site?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('offers the new version to the open page and runs it after Reload', async () => {
    const { page } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(`${site.url}/about`);
    // A public page runs the app, which tells of updates, once the visitor starts using it.
    await page.getByRole('heading', { level: 1 }).click();
    await waitForServiceWorkerControl(page);
    await waitForOfflineReadyNews(page);
    expect(await appVersionOf(page)).toBe(oldVersion);
    expect(await page.getByText('A new version is available').count()).toBe(0);

    site.setRoot(path.join(workDir, NEW_VERSION));
    // Coming back to the window is one of the moments the app checks for an update.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByText('A new version is available').waitFor();
    // Nothing changes under the user until they choose to.
    expect(await appVersionOf(page)).toBe(oldVersion);
    // Corner notices show one at a time, the update first: going offline keeps it (the header says offline).
    await page.context().setOffline(true);
    await page.getByText('A new version is available').waitFor();
    await expectAccessibleNotices(page);
    await page.context().setOffline(false);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await page.waitForFunction((version) => document.querySelector('meta[name="app-version"]')?.getAttribute('content') === version, NEW_VERSION);
    await page.getByRole('heading').first().waitFor();
    expect(page.url()).toBe(`${site.url}/about`);
    expect(await page.getByText('A new version is available').count()).toBe(0);

    // The new worker now serves the new build, offline too.
    await page.context().setOffline(true);
    await page.reload();
    expect(await appVersionOf(page)).toBe(NEW_VERSION);
  });
});
