// Sign-up, onboarding, sign-in, return paths and sign-out with the real auth0-spa-js against the
// real local identity provider.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  completeOnboarding,
  greetingPattern,
  idpUrl,
  newAccount,
  signInOnSignInPage,
  signOut,
  signUpAndOnboard,
  signUpOnSignInPage,
  waitForAppPath,
  waitForSignInPage,
  type TestAccount,
} from '../support/auth-helpers';
import { existingAccount } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';

describe('signing in', () => {
  const { browser, newPage } = useBrowser();
  // For the tests that sign in to an account that already exists: signing in (or failing to) leaves it as it was.
  let existing: TestAccount;

  beforeAll(async () => {
    existing = await existingAccount(browser());
  });

  it('takes a new user from sign-up through onboarding to a greeting by name', async () => {
    const { page } = await newPage();
    const account = newAccount({ givenName: 'Grace', familyName: 'Hopper' });
    await page.goto(appUrl('/dashboard'));
    await waitForSignInPage(page);
    await signUpOnSignInPage(page, account);

    await waitForAppPath(page, '/onboarding');
    await page.getByRole('heading', { name: 'Welcome! Tell us about yourself' }).waitFor();
    // Prefilled from the ID token's names.
    expect(await page.getByLabel('First Name').inputValue()).toBe('Grace');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Hopper');

    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByText('College is required').waitFor();
    // The phone number is optional.
    expect(await page.getByText('Phone Number is required').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/onboarding');

    // What the server would refuse is caught here, before the answers are saved offline.
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByText('Enter a valid phone number.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await completeOnboarding(page);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: /^Good / }).waitFor();
    expect(await heading.textContent()).toMatch(greetingPattern('Ada Lovelace'));
  });

  it('keeps the session across a reload and remembers the finished onboarding', async () => {
    const { page } = await newPage();
    await signUpAndOnboard(page, newAccount({ givenName: 'Katherine', familyName: 'Johnson' }));
    await page.reload();
    await page.getByRole('heading', { name: greetingPattern('Katherine Johnson') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('returns a signed-out visitor to the page they asked for', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/advisor/career?q=data'));
    await waitForSignInPage(page);
    await signInOnSignInPage(page, existing);
    await waitForAppPath(page, '/advisor/career');
    expect(new URL(page.url()).search).toBe('?q=data');
    await page.getByRole('heading', { name: 'My Advisor' }).waitFor();
    // The callback URL was replaced, not added: Back leaves the app rather than replaying the login.
    expect(await page.evaluate(() => window.location.search.includes('code='))).toBe(false);
  });

  it('checks every sign-up field at once before sending, keeps what was typed, shows the password on demand, and the logo leads back', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/dashboard'));
    await waitForSignInPage(page);
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill('ada@');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByRole('alert').allTextContents()).toEqual(['Enter your last name.', 'Enter a valid email address.', 'Use at least 8 characters.']);
    // Nothing was sent: the password typed is still there, and the first field at fault has the focus.
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('short');
    expect(await page.getByLabel('Last name').evaluate((input) => input === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');

    await page.getByRole('link', { name: 'DegreeMate' }).click();
    await page.waitForURL((url) => url.origin === new URL(appUrl()).origin);
  });

  it('shows the identity provider’s message for a wrong password', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/dashboard'));
    await waitForSignInPage(page);
    await signInOnSignInPage(page, { email: existing.email, password: 'not the password' });
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
  });

  it('signs out back to the public site and forgets the session', async () => {
    const { page } = await newPage();
    await signUpAndOnboard(page);
    await signOut(page);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();

    await page.goto(appUrl('/dashboard'));
    await waitForSignInPage(page);
  });

  it('signs out every open tab, and no tab brings the deleted data back', async () => {
    const { context, page } = await newPage();
    await signUpAndOnboard(page);
    const other = await context.newPage();
    await other.goto(appUrl('/study/bookmark'));
    await other.getByText('No bookmarks yet.', { exact: true }).waitFor();

    await signOut(page);
    const signedOut = appUrl('/signed-out');
    await other.waitForURL((url) => url.href === signedOut, { timeout: 20_000 });
    await other.getByRole('heading', { level: 1, name: 'You have signed out' }).waitFor();
    await other.getByRole('link', { name: 'Sign in again' }).waitFor();
    const databases = await other.evaluate(async () => (await indexedDB.databases()).map((info) => info.name));
    expect(databases.filter((name) => name?.startsWith('degreemate-'))).toEqual([]);

    await other.goto(appUrl('/dashboard'));
    await waitForSignInPage(other);
  });

  it('sends a user whose session was revoked through sign-in again, back to the same page', async () => {
    const account = newAccount({ givenName: 'Annie', familyName: 'Easley' });
    const { context, page } = await newPage();
    await signUpAndOnboard(page, account);
    await page.goto(appUrl('/study/tasks'));
    await page.getByRole('heading', { name: 'Study', level: 1 }).waitFor();

    // Revoke the refresh token at the identity provider and end its login session; on the next
    // start the cached access token has run out, as if the user came back a day later.
    const refreshToken = await page.evaluate(() => {
      const entry = localStorage.getItem(Object.keys(localStorage).find((key) => key.startsWith('@@auth0spajs@@') && !key.endsWith('@@user@@')) ?? '');
      return (JSON.parse(entry ?? '{}') as { body?: { refresh_token?: string } }).body?.refresh_token;
    });
    expect(refreshToken).toBeTruthy();
    const revoked = await fetch(idpUrl('/oauth/revoke'), {
      method: 'POST',
      body: new URLSearchParams({ token: refreshToken ?? '', client_id: 'degreemate-local' }),
    });
    expect(revoked.ok).toBe(true);
    await context.clearCookies();
    await context.addInitScript(() => {
      if (sessionStorage.getItem('test:expired')) return;
      sessionStorage.setItem('test:expired', 'yes');
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith('@@auth0spajs@@'))) {
        const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { body?: { refresh_token?: string } };
        if (entry.body?.refresh_token) localStorage.setItem(key, JSON.stringify({ ...entry, expiresAt: 0 }));
      }
    });

    await page.reload();
    await waitForSignInPage(page);
    await signInOnSignInPage(page, account);
    await waitForAppPath(page, '/study/tasks');
    await page.getByRole('heading', { name: 'Study', level: 1 }).waitFor();
  });
});
