// axe-core on every public page, in the light and the dark colour scheme.
import type { Page } from 'playwright-core';
import { axeOn } from '../support/axe';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { inBothSchemes } from '../support/color-scheme';
import { publicPages } from './public-pages';

/** The serious and critical axe violations of the open page in the scheme it shows, then in the other one. */
const severeViolationsInBothSchemes = (page: Page) =>
  inBothSchemes(page, async (colorScheme) => {
    const { violations } = await axeOn(page).analyze();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ colorScheme, id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });

describe('accessibility of the public site', () => {
  const { newPage } = useBrowser();

  // Every other page loads in dark, so that either scheme is seen both freshly loaded and switched to.
  const pages = publicPages.map((page, index) => ({ ...page, first: index % 2 ? ('dark' as const) : ('light' as const) }));
  it.each(pages)('$path has no serious or critical axe violations (light and dark)', async ({ path, heading, first }) => {
    const { page } = await newPage({ colorScheme: first, reducedMotion: 'reduce' });
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await severeViolationsInBothSchemes(page)).toEqual([]);
  });

  it('the contact form errors stay accessible once shown', async () => {
    const { page } = await newPage({ colorScheme: 'light' });
    await page.goto(appUrl('/contact'));
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your name').waitFor();
    expect(await severeViolationsInBothSchemes(page)).toEqual([]);
  });
});
