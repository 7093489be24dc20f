// axe-core on every public page, in the light and the dark colour scheme.
import { axeOn } from '../support/axe';
import { describe, expect, it } from 'vitest';
import { appUrl } from '../support/browser';
import { usePublicBrowser } from './public-browser';
import { publicPages } from './public-pages';

describe('accessibility of the public site', () => {
  const { newPage } = usePublicBrowser();

  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(publicPages)(`$path has no serious or critical axe violations (${colorScheme})`, async ({ path, heading }) => {
      const { page } = await newPage({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const { violations } = await axeOn(page).analyze();
      const severe = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
      expect(severe).toEqual([]);
    });
  }

  it('the contact form errors stay accessible once shown', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await newPage({ colorScheme });
      await page.goto(appUrl('/contact'));
      await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Please enter your name').waitFor();
      const { violations } = await axeOn(page).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    }
  });
});
