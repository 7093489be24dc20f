// Settings › Appearance in Chromium: Dark chosen, which the page follows at once (native controls and CSS
// light-dark() colours too), then a reload offline whose first paint is already dark (the scheme checked the
// moment <body> starts, before the app's module can run, and the colours in the first frame), and Large text
// at 390 px without horizontal overflow on every signed-in screen (the routes of src/app/routes/app-routes.tsx).
import { describe, expect, it } from 'vitest';
import { waitForOfflineReady } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';
import { SIGNED_IN_SCREENS } from '../support/signed-in-screens';

/**
 * Records the html element's colour scheme as soon as <body> exists, and the computed colours in the first
 * frame (its animation callbacks run once the render-blocking stylesheets have loaded, before it is painted).
 */
function recordFirstPaintScheme() {
  const seen = window as unknown as { firstScheme: unknown; firstFrame: unknown };
  const observer = new MutationObserver(() => {
    if (!document.body) return;
    observer.disconnect();
    seen.firstScheme = {
      attribute: document.documentElement.getAttribute('data-mantine-color-scheme'),
      appMounted: (document.getElementById('root')?.childElementCount ?? 0) > 0,
    };
  });
  observer.observe(document, { childList: true, subtree: true });
  requestAnimationFrame(() => {
    seen.firstFrame = {
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
      background: document.body && getComputedStyle(document.body).backgroundColor,
    };
  });
}

describe('appearance', () => {
  const { newPage } = useBrowser();

  it('a dark theme chosen is the first paint after an offline reload', async () => {
    // A light system scheme, so that "dark" can only come from the student's choice.
    // Needs the worker: the page reloads without a network.
    const { context, page } = await newPage({ colorScheme: 'light', serviceWorkers: 'allow' });
    await signInNewStudent(page);
    await page.goto(appUrl('/settings/appearance'));
    await page.getByText('Dark', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark');
    // Followed without a reload: the root's color-scheme, which native controls and light-dark() colours read.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    // Stored on the device and queued for the server before going offline.
    await page.waitForFunction(() => localStorage.getItem('mantine-color-scheme-value') === 'dark');

    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.addInitScript(recordFirstPaintScheme);
    await page.reload();
    const seen = (name: 'firstScheme' | 'firstFrame') =>
      page.waitForFunction((key) => (window as unknown as Record<string, unknown>)[key], name).then((handle) => handle.jsonValue());
    expect(await seen('firstScheme')).toEqual({ attribute: 'dark', appMounted: false });
    expect(await seen('firstFrame')).toEqual({ colorScheme: 'dark', background: 'rgb(36, 36, 36)' });
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(36, 36, 36)');
    await context.setOffline(false);
  });

  it('large text at 390 px leaves every signed-in screen without horizontal overflow', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signInNewStudent(page);
    await page.goto(appUrl('/settings/appearance'));
    // A controlled switch: its state follows the saved settings a moment after the click.
    await page.getByRole('switch', { name: /Large text mode/ }).click();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-large-text'));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');

    const overflowing: string[] = [];
    for (const path of SIGNED_IN_SCREENS) {
      await page.goto(appUrl(path));
      await page.locator('main h1, main h2').first().waitFor();
      await page.waitForTimeout(300); // lazy content settling (images, fonts): layout, not timing, is asserted
      const sizes = await page.evaluate(() => {
        const element = document.scrollingElement!;
        return { large: document.documentElement.hasAttribute('data-large-text'), scroll: element.scrollWidth, client: element.clientWidth };
      });
      expect(sizes.large, path).toBe(true);
      if (sizes.scroll > sizes.client) overflowing.push(`${path}: ${sizes.scroll} > ${sizes.client}`);
    }
    expect(overflowing).toEqual([]);
  });
});
