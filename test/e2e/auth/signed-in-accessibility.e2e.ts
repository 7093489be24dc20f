// No serious or critical axe-core violations on the signed-in screens, in light and dark, at
// desktop and phone width (the top bar differs), and none on the onboarding form.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpOnSignInPage, waitForAppPath, waitForSignInPage } from '../support/auth-helpers';
import { appUrl, useBrowser } from '../support/browser';

const SCREENS = ['/dashboard', '/study/bookmark', '/profile', '/advisor/career'];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('signed-in accessibility', () => {
  const { newPage } = useBrowser();

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`onboarding and the signed-in screens pass axe in ${colorScheme}`, async () => {
      const { page } = await newPage({ colorScheme, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
      await page.goto(appUrl('/dashboard'));
      await waitForSignInPage(page);
      await signUpOnSignInPage(page, newAccount());
      await waitForAppPath(page, '/onboarding');
      await page.getByRole('heading', { name: 'Welcome! Tell us about yourself' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('College').fill('State University');
      await page.getByLabel('Degree Program').fill('BS Biology');
      await page.getByLabel('Expected Graduation Year').fill('2028-05-20');
      await page.getByLabel('Phone Number').fill('555 0100');
      await page.getByRole('button', { name: 'Get Started' }).click();
      await waitForAppPath(page, '/dashboard');

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of SCREENS) {
          await page.goto(appUrl(path));
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
        }
      }
    });
  }
});
