// At phone width the top bar collapses into a burger menu that still reaches every section.
import { axeCheck } from '../support/axe';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { holdAppScript, isHydrated, waitForHydration } from './prerender-checks';

describe('phone menu (390px)', () => {
  const { newPage } = useBrowser();

  it('replaces the top-bar buttons with a menu that navigates', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(appUrl('/'));
    // The burger is in the prerendered HTML before React hydrates it and gives it its click.
    await waitForHydration(page);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'About', exact: true }).isVisible()).toBe(false);
    expect(await header.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);

    for (const [label, path] of [
      ['Contact', '/contact'],
      ['Resource', '/resources/how-to'],
      ['About', '/about'],
    ] as const) {
      await header.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await menu.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await menu.waitFor({ state: 'hidden' });
    }
  });

  it('opens for a tap made before the page’s script took it over (a slow network)', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const release = await holdAppScript(page);
    await page.goto(appUrl('/'), { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
    expect(await isHydrated(page)).toBe(false);
    release();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await waitForHydration(page);
    // Pressed once: the menu stays open.
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
  });

  it('the open menu is accessible in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await newPage({ viewport: { width: 390, height: 844 }, colorScheme, reducedMotion: 'reduce' });
      await page.goto(appUrl('/contact'));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      const { violations } = await axeCheck(page);
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    }
  });
});
