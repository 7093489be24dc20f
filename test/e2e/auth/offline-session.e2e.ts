// A signed-in user whose network goes away stays signed in, and what they save meanwhile is kept
//. Needs the service worker, which caches every screen after the first visit.
import { describe, expect, it } from 'vitest';
import {
  greetingPattern,
  isProfileSaved,
  newAccount,
  fillOnboarding,
  sampleAnswers,
  signOut,
  signUpAndOnboard,
  signUpOnSignInPage,
  waitForAppPath,
  waitForOfflineReady,
  waitForSignInPage,
} from '../support/auth-helpers';
import { appUrl, useBrowser } from '../support/browser';

describe('offline', () => {
  const { newPage } = useBrowser();

  it('reloading the dashboard without a network keeps the user signed in', async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    await signUpAndOnboard(page, newAccount({ givenName: 'Mary', familyName: 'Jackson' }));
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: greetingPattern('Mary Jackson') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
  });

  it('onboarding saved offline reaches the server later; Sign Out warns until it has', async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(appUrl('/dashboard'));
    await waitForSignInPage(page);
    await signUpOnSignInPage(page, newAccount({ givenName: 'Dorothy', familyName: 'Vaughan' }));
    await waitForAppPath(page, '/onboarding');
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await fillOnboarding(page, sampleAnswers);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await waitForAppPath(page, '/dashboard');
    await page.getByRole('heading', { name: greetingPattern('Dorothy Vaughan') }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("1 change hasn't been saved to the server yet and will be lost. Sign out anyway?").waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // The profile's change goes alone (PATCH) or in a batch (POST /api/sync/); either way it must be saved.
    const synced = page.waitForResponse((response) => isProfileSaved(response));
    await context.setOffline(false);
    await synced;
    await signOut(page);
  });
});
