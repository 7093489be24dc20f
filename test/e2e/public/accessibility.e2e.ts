// axe-core on every public page, in the light and the dark colour scheme.
import type { Page } from 'playwright-core';
import { axeCheck } from '../support/axe';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { inBothSchemes } from '../support/color-scheme';
import { publicPages } from './public-pages';

/** The serious and critical axe violations of the open page in the scheme it shows, then in the other one. */
const severeViolationsInBothSchemes = (page: Page) =>
  inBothSchemes(page, async (colorScheme) => {
    const { violations } = await axeCheck(page);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ colorScheme, id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });

describe('accessibility of the public site', () => {
  const { newPage } = useBrowser();
  // One page loads every public page in turn, rather than a new context each: a context's first load fetches
  // and compiles the site anew (this file alone: 48 s of tests before, 30 s after). inBothSchemes leaves the
  // page in the other scheme, so the pages load in light and dark in turn: either scheme is seen both freshly
  // loaded and switched to.
  let tourPage: Page;
  beforeAll(async () => {
    ({ page: tourPage } = await newPage({ colorScheme: 'light', reducedMotion: 'reduce' }));
  });

  it.each(publicPages)('$path has no serious or critical axe violations (light and dark)', async ({ path, heading }) => {
    await tourPage.goto(appUrl(path));
    await tourPage.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await severeViolationsInBothSchemes(tourPage)).toEqual([]);
  });

  it('the contact form errors stay accessible once shown', async () => {
    const { page } = await newPage({ colorScheme: 'light' });
    await page.goto(appUrl('/contact'));
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    // Send waits for the app, which the page adds once the visitor starts using the form.
    await page.getByLabel('Name').click();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your name').waitFor();
    expect(await severeViolationsInBothSchemes(page)).toEqual([]);
  });
});
