// The section pills on a phone (src/ui/pill-nav.tsx): the row is wider than the screen and scrolls sideways,
// and a page opened on a section further along the row shows its own pill, scrolled into view, not cut off.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';

const edges = async (locator: Locator) => {
  const found = (await locator.boundingBox())!;
  return { left: found.x, right: found.x + found.width };
};

describe('section pills on a phone', () => {
  const { newPage } = useBrowser();

  it('the current section pill is in view when the page opens on it, and the others can be scrolled to', async () => {
    const { page } = await newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signInNewStudent(page);
    const sections = page.getByRole('navigation', { name: 'Study sections' });

    for (const [path, label] of [['/study/achievement', 'Achievement'], ['/study/weekly', 'Weekly']] as const) {
      await page.goto(appUrl(path));
      const current = sections.getByRole('link', { name: label });
      await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
      const row = sections.locator('> *').first();
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await expect.poll(async () => (await edges(current)).right <= (await edges(row)).right + 1).toBe(true);
      expect((await edges(current)).left).toBeGreaterThanOrEqual((await edges(row)).left - 1);
    }
  });
});
