// A signed-in student opens DegreeMate with no network: the cached session, the precached shell and the
// local database are enough for the dashboard and their bookmarks.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { signUpAndOnboard } from '../support/auth-helpers';
import { waitForServiceWorkerControl } from './support/service-worker';

describe('offline start when signed in', () => {
  const { newPage } = useBrowser();
  let context: BrowserContext;
  let page: Page;

  // One online session: sign up, onboard, and let the worker install. Each test then goes offline itself.
  beforeAll(async () => {
    ({ context, page } = await newPage());
    await signUpAndOnboard(page);
    await waitForServiceWorkerControl(page);
  });

  async function offline(pathname: string): Promise<void> {
    await context.setOffline(true);
    await page.goto(appUrl(pathname));
  }

  it('opens /dashboard offline, signed in, and says it is offline', async () => {
    await offline('/dashboard');
    await page.getByRole('heading', { name: /^Good (Morning|Afternoon|Evening)/ }).waitFor();
    await page.getByText('Offline', { exact: true }).first().waitFor();
  });

  it('opens /study/bookmark offline', async () => {
    await offline('/study/bookmark');
    await page.getByText('My important links').waitFor();
  });
});
