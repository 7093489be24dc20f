// Onboarding: the expected graduation is a term and a year from this year to eight ahead, college
// and degree suggest from the catalogue, the phone number is optional, and nonsense is refused with a clear
// message beside its field, keeping what was typed.
import { watchNetwork } from '../support/quiet-network';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, newAccount, signUpOnSignInPage, waitForAppPath, waitForSignInPage } from '../support/auth-helpers';
import { appUrl, useBrowser } from '../support/browser';

describe('onboarding', () => {
  const { newPage } = useBrowser();

  it('refuses nonsense and a missing graduation, suggests from the catalogue, and needs no phone number', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(appUrl('/dashboard'));
    await waitForSignInPage(page);
    await signUpOnSignInPage(page, newAccount());
    await waitForAppPath(page, '/onboarding');
    await page.getByRole('heading', { name: 'Welcome! Tell us about yourself' }).waitFor();

    const thisYear = new Date().getFullYear();
    // The heading shows first; the form once the profile is read from the device.
    await page.getByLabel('Expected Graduation Year').waitFor();
    const years = await page.getByLabel('Expected Graduation Year').locator('option').allTextContents();
    expect(years).toEqual(['Choose a year', ...Array.from({ length: 9 }, (_, index) => String(thisYear + index))]);

    await page.getByRole('combobox', { name: 'College' }).fill('X');
    await page.getByRole('combobox', { name: 'Degree Program' }).fill('?!.');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByText('Enter the name of your college or university.').waitFor();
    await page.getByText('Enter your degree program, for example BS Computer Science.').waitFor();
    await page.getByText('Choose the term you expect to graduate.').waitFor();
    await page.getByText('Choose the year you expect to graduate.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Degree Program' }).inputValue()).toBe('?!.');
    expect(new URL(page.url()).pathname).toBe('/onboarding');

    // The catalogue's universities are suggested as the student types.
    await page.getByRole('combobox', { name: 'College' }).fill('Harbor');
    await page.getByRole('option', { name: 'Harborview State University' }).click();
    expect(await page.getByRole('combobox', { name: 'College' }).inputValue()).toBe('Harborview State University');
    await page.getByRole('combobox', { name: 'Degree Program' }).fill('BS Computer Science');
    await page.getByLabel('Expected Graduation Term').selectOption('Fall');
    await page.getByLabel('Expected Graduation Year').selectOption(String(thisYear + 3));
    await page.getByRole('button', { name: 'Get Started' }).click();
    await waitForAppPath(page, '/dashboard');

    // The optional next step: a syllabus. "Not now" leaves the dashboard as it was, for good.
    const offer = page.getByRole('region', { name: 'Next: import a syllabus' });
    expect(await offer.getByRole('link', { name: 'Import a syllabus' }).getAttribute('href')).toBe('/study/tasks?import=syllabus');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.getByRole('region', { name: 'Deadline This Week' }).waitFor();
    expect(await offer.count()).toBe(0);
  });

  it('keeps "ready to work offline" off the form until onboarding is done', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    // The first install's news, waiting to be told (as it is after the install on the public site).
    await page.addInitScript(() => localStorage.setItem('degreemate.offline-ready', 'pending'));
    await page.goto(appUrl('/dashboard'));
    await waitForSignInPage(page);
    await signUpOnSignInPage(page, newAccount());
    const network = watchNetwork(page);
    await waitForAppPath(page, '/onboarding');
    await page.getByLabel('Phone Number').waitFor();
    await network.quiet();
    expect(await page.getByText('DegreeMate is ready to work offline.').count()).toBe(0);
    await completeOnboarding(page);
    // Then told in the top bar, in the sync control's place (on a phone too), where it covers nothing.
    const topBar = page.getByRole('banner');
    await topBar.getByRole('status').filter({ hasText: 'DegreeMate is ready to work offline.' }).waitFor({ state: 'attached' });
    await topBar
      .getByRole('button', { name: /^Sync status/ })
      .getByText('Ready offline')
      .waitFor();
  });
});
