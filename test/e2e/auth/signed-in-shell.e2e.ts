// The signed-in frame: top bar, section pills, My Profile, and the phone menu.
import type { BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { greetingPattern, waitForAppPath } from '../support/auth-helpers';
import { signedInStorageState } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';

describe('the signed-in shell', () => {
  const { browser, newPage } = useBrowser();
  let storageState: BrowserContextOptions['storageState'];

  beforeAll(async () => {
    storageState = await signedInStorageState(browser());
  });

  it('highlights the section the path is in and moves between sections', async () => {
    const { page } = await newPage({ storageState, viewport: { width: 1280, height: 800 } });
    await page.goto(appUrl('/advisor/career'));
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Advisor' }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await main.locator('[aria-current="page"]').count()).toBe(1);

    await main.getByRole('link', { name: 'Study' }).click();
    await waitForAppPath(page, '/study/weekly');
    await page.getByRole('heading', { name: 'Study', level: 1 }).waitFor();
    const pills = page.getByRole('navigation', { name: 'Study sections' });
    await pills.getByRole('link', { name: 'Bookmark' }).click();
    await waitForAppPath(page, '/study/bookmark');
    expect(await pills.getByRole('link', { name: 'Bookmark' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: 'DegreeMate' }).click();
    await waitForAppPath(page, '/dashboard');
    await page.getByRole('heading', { name: greetingPattern('Ada Lovelace') }).waitFor();
  });

  it('redirects each section index to its first tab', async () => {
    const { page } = await newPage({ storageState, viewport: { width: 1280, height: 800 } });
    const indexRedirects = { '/study': '/study/weekly', '/advisor': '/advisor/semester', '/settings': '/settings/profile' };
    for (const [from, to] of Object.entries(indexRedirects)) {
      await page.goto(appUrl(from));
      await waitForAppPath(page, to);
    }
  });

  it('shows My Profile from the login identity, on its own and under Settings', async () => {
    const { page } = await newPage({ storageState, viewport: { width: 1280, height: 800 } });
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('link', { name: 'Profile' }).click();
    await waitForAppPath(page, '/profile');
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    expect(await page.getByText('Ada Lovelace').first().isVisible()).toBe(true);
    expect(
      await page
        .getByText(/^ada-.*@example\.test$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('img', { name: 'Profile picture' }).isVisible()).toBe(true);

    await page.goto(appUrl('/settings'));
    await waitForAppPath(page, '/settings/profile');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'My Profile', level: 2 }).waitFor();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Security' }).click();
    await waitForAppPath(page, '/settings/security');
  });

  it('offers every destination in a menu on a phone', async () => {
    const { page } = await newPage({ storageState, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('heading', { name: greetingPattern('Ada Lovelace') }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    for (const name of ['Dashboard', 'Advisor', 'Study', 'Settings', 'Profile']) {
      await menu.getByRole('link', { name }).waitFor();
    }
    expect(await menu.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Advisor' }).click();
    await waitForAppPath(page, '/advisor/semester');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'My Advisor', level: 1 }).waitFor();
  });
});
