// Signs a fresh student up through the local identity provider's pages and onboards them, in the very
// Chromium Lighthouse drives, so the /dashboard audit runs with a real session (and an installed worker).
// The steps mirror test/e2e/support/auth-helpers.ts, which cannot be imported outside vitest.
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';

export async function signUpAndOnboard(devtoolsPort: number, appUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  // The default context is the profile Lighthouse's tabs share, so the session carries over.
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default browser context');
  const page = await context.newPage();
  try {
    await page.goto(`${appUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Sign in to DegreeMate' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.getByLabel('First name').fill('Lighthouse');
    await page.getByLabel('Last name').fill('Runner');
    await page.getByLabel('Email').fill(`lighthouse-${randomUUID()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Welcome! Tell us about yourself' }).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'College' }).fill('Analytical University');
    await page.getByRole('combobox', { name: 'Degree Program' }).fill('BS Mathematics');
    await page.getByLabel('Expected Graduation Term').selectOption('Spring');
    await page.getByLabel('Expected Graduation Year').selectOption('2028');
    await page.getByLabel('Phone Number').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  } finally {
    await page.close();
  }
}
