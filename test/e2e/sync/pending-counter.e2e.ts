// The top bar's count of changes waiting, on phones: two digits show whole beside the brand, the avatar and
// the menu (it showed "1" for 10, its second digit cut by the squeezed button).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { signInNewStudent } from '../support/signed-in-student';

/** The count's text, and whether any box from the count up to the top bar cuts it. */
function countShown(page: Page) {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll<HTMLElement>('header button')].find((element) =>
      element.getAttribute('aria-label')?.startsWith('Sync status'),
    );
    const badge = button?.querySelector<HTMLElement>('.mantine-Badge-root');
    if (!button || !badge) return { text: null, cut: [] as string[] };
    const box = badge.getBoundingClientRect();
    const cut: string[] = [];
    for (let element: HTMLElement | null = badge; element && element.tagName !== 'HEADER'; element = element.parentElement) {
      const frame = element.getBoundingClientRect();
      if (element !== badge && getComputedStyle(element).overflow !== 'visible' && (box.left < frame.left - 0.5 || box.right > frame.right + 0.5))
        cut.push(element.className);
      for (const part of [element, ...element.querySelectorAll<HTMLElement>('*')])
        if (part.scrollWidth > part.clientWidth + 0.5 && getComputedStyle(part).overflow !== 'visible' && badge.contains(part))
          cut.push(`${part.className} (its text)`);
    }
    if (box.right > document.documentElement.clientWidth) cut.push('the screen');
    return { text: badge.textContent, cut: [...new Set(cut)] };
  });
}

describe('the count of changes waiting', () => {
  const { newPage } = useBrowser();

  it('shows 10 whole at 320 and 390 px', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signInNewStudent(page);
    await page.goto(appUrl('/study/bookmark'));
    await page.getByRole('button', { name: 'Add link' }).waitFor();
    // Offline, so that the ten changes wait on the device.
    await context.setOffline(true);
    for (let index = 1; index <= 10; index += 1) {
      await page.getByRole('button', { name: 'Add link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add link' });
      await dialog.getByLabel('Title').fill(`Link ${index}`);
      await dialog.getByLabel('URL').fill(`https://example.edu/${index}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: /^Sync status: .*10 changes waiting/ }).waitFor();
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await countShown(page), `at ${width} px`).toEqual({ text: '10', cut: [] });
    }
  });
});
