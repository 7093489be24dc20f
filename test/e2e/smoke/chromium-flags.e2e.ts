// The browser the tests drive runs with the features Playwright turns off and ours (scripts/chromium.ts):
// Chromium applies only the last --disable-features, so ours must repeat Playwright's own list, which a
// Playwright upgrade can change.
import { describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';

describe('Chromium flags', () => {
  it('the last --disable-features holds every feature an earlier one turned off, and the omnibox popups', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto('chrome://version');
      const commandLine = (await page.locator('#command_line').textContent()) ?? '';
      const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));
      expect(lists.length).toBeGreaterThan(1); // Playwright's own and ours
      const applied = lists.at(-1)!;
      expect(lists.flat().filter((feature) => !applied.includes(feature))).toEqual([]);
      expect(applied).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    } finally {
      await browser.close();
    }
  });
});
