// Signing up and in through the real local identity provider's pages, as a person would: for the tests whose
// subject is those pages, onboarding, signing out or the offline session. Any other test starts from a student
// signed in without them (signed-in-student.ts).
import { randomUUID } from 'node:crypto';
import type { Page, Response } from 'playwright-core';
import { inject } from 'vitest';
import { appUrl } from './browser';

export interface TestAccount {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}

export interface OnboardingAnswers {
  college: string;
  degree: string;
  /** The expected graduation's term and year, as the form's two selects take them. */
  graduation: { term: 'Winter' | 'Spring' | 'Summer' | 'Fall'; year: string };
  /** Optional: '' leaves it empty. */
  phone: string;
}

export const sampleAnswers: OnboardingAnswers = {
  college: 'Analytical University',
  degree: 'BS Mathematics',
  graduation: { term: 'Spring', year: '2028' },
  phone: '+1 555 0100',
};

/** Fills the onboarding form's fields (the page must show it). */
export async function fillOnboarding(page: Page, answers: OnboardingAnswers = sampleAnswers): Promise<void> {
  await page.getByRole('combobox', { name: 'College' }).fill(answers.college);
  await page.getByRole('combobox', { name: 'Degree Program' }).fill(answers.degree);
  await page.getByLabel('Expected Graduation Term').selectOption(answers.graduation.term);
  await page.getByLabel('Expected Graduation Year').selectOption(answers.graduation.year);
  await page.getByLabel('Phone Number').fill(answers.phone);
}

/** A fresh account each call, so tests never depend on each other's users. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  return {
    givenName: 'Ada',
    familyName: 'Lovelace',
    email: `ada-${randomUUID()}@example.test`,
    password: 'correct horse battery staple',
    ...overrides,
  };
}

export function idpUrl(pathname = '/'): string {
  return new URL(pathname, inject('idpUrl')).toString();
}

/** Waits until the browser shows the identity provider's sign-in page. */
export async function waitForSignInPage(page: Page): Promise<void> {
  await page.waitForURL((url) => url.origin === new URL(idpUrl()).origin, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Sign in to DegreeMate' }).waitFor();
}

/** From the identity provider's sign-in page: create the account; the provider then returns to the app. */
export async function signUpOnSignInPage(page: Page, account: TestAccount): Promise<void> {
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(account.givenName);
  await page.getByLabel('Last name').fill(account.familyName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** From the identity provider's sign-in page: sign in with email and password. */
export async function signInOnSignInPage(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the app to show a URL with this path (query ignored). */
export async function waitForAppPath(page: Page, pathname: string): Promise<void> {
  const origin = new URL(appUrl('/')).origin;
  await page.waitForURL((url) => url.origin === origin && url.pathname === pathname, { timeout: 20_000 });
}

/**
 * Fills in the onboarding form and waits until the dashboard shows and the answers have reached
 * the server (the app saves locally first and syncs afterwards).
 */
export async function completeOnboarding(page: Page, answers: OnboardingAnswers = sampleAnswers): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome! Tell us about yourself' }).waitFor();
  await fillOnboarding(page, answers);
  const synced = page.waitForResponse((response) => isProfileSaved(response), { timeout: 20_000 });
  await page.getByRole('button', { name: 'Get Started' }).click();
  await waitForAppPath(page, '/dashboard');
  await synced;
}

/**
 * The profile's change reached the server: PATCH /api/account/profile/ (one request per change), or
 * a batch (POST /api/sync/) whose profile operation was applied.
 */
export async function isProfileSaved(response: Response): Promise<boolean> {
  const request = response.request();
  if (!response.ok() || request.method() === 'GET') return false;
  const { pathname } = new URL(response.url());
  if (pathname === '/api/account/profile/') return request.method() === 'PATCH';
  if (pathname !== '/api/sync/' || request.method() !== 'POST') return false;
  const operations = (request.postDataJSON() as { operations?: { entity?: string }[] } | null)?.operations ?? [];
  const index = operations.findIndex((operation) => operation.entity === 'profile');
  if (index < 0) return false;
  const { results } = (await response.json().catch(() => ({}))) as { results?: { status?: number }[] };
  const status = results?.[index]?.status;
  return typeof status === 'number' && status >= 200 && status < 300;
}

/** A new account, signed up from /dashboard and onboarded: the page ends on the dashboard. */
export async function signUpAndOnboard(page: Page, account: TestAccount = newAccount()): Promise<TestAccount> {
  await page.goto(appUrl('/dashboard'));
  await waitForSignInPage(page);
  await signUpOnSignInPage(page, account);
  await waitForAppPath(page, '/onboarding');
  await completeOnboarding(page);
  return account;
}

/** The dashboard's greeting heading for this name, whatever the time of day. */
export function greetingPattern(name: string): RegExp {
  return new RegExp(`^Good (Morning|Afternoon|Evening), ${name}!$`);
}

/**
 * Clicks Sign Out and confirms the unsynced-changes question if the sync has not finished yet;
 * resolves once the browser shows the signed-out page.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const home = appUrl('/signed-out');
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Sign out' });
  await Promise.race([page.waitForURL((url) => url.href === home, { timeout: 20_000 }), confirm.waitFor({ timeout: 20_000 })]);
  if (page.url() !== home) {
    await confirm.click();
    await page.waitForURL((url) => url.href === home, { timeout: 20_000 });
  }
  await page.getByRole('heading', { level: 1, name: 'You have signed out' }).waitFor();
}

/**
 * Resolves once the service worker controls the page, i.e. every screen is cached for offline use. The first
 * install downloads the whole build: on a loaded CI machine that has taken more than 30 s.
 *
 * The worker claims the open pages as it activates (clientsClaim); a page whose load was under way at that
 * moment can end up uncontrolled (seen in CI with two test files at once: the worker active, the page not
 * controlled a minute later), and on a busy machine a reload has found the worker installing again. Such a
 * page is controlled from a later load, as a student's would be: it is reloaded while a worker is active and
 * the page has stayed uncontrolled for a few seconds, until the deadline.
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  const deadline = Date.now() + 90_000;
  const reloadAfterMs = 5_000;
  try {
    let activeSince: number | undefined;
    for (;;) {
      const { controlled, active } = await page.evaluate(async () => ({
        controlled: navigator.serviceWorker.controller != null,
        active: (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
      }));
      if (controlled) return;
      if (Date.now() > deadline) throw new Error('not controlled before the deadline');
      activeSince = active ? (activeSince ?? Date.now()) : undefined;
      if (activeSince !== undefined && Date.now() - activeSince > reloadAfterMs) {
        await page.reload();
        activeSince = undefined;
      } else {
        await page.waitForTimeout(250);
      }
    }
  } catch (error) {
    // Say where the install stood, so a failure in CI tells more than "timeout".
    const state = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const states = registration && { installing: registration.installing?.state, waiting: registration.waiting?.state, active: registration.active?.state };
        return JSON.stringify({ url: location.href, registration: states ?? null });
      })
      .catch((reason: unknown) => String(reason));
    throw new Error(`The service worker did not take control: ${state}`, { cause: error });
  }
}

/**
 * The API access token auth0-spa-js cached for the signed-in user (cacheLocation 'localstorage'):
 * the entry with an access token that runs out last. For calling the API from the test itself.
 */
export async function apiAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    let best: { token: string; expiresAt: number } | undefined;
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('@@auth0spajs@@') || key.endsWith('@@user@@')) continue;
      try {
        const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { body?: { access_token?: unknown }; expiresAt?: unknown };
        const expiresAt = typeof entry.expiresAt === 'number' ? entry.expiresAt : 0;
        if (typeof entry.body?.access_token === 'string' && (!best || expiresAt > best.expiresAt)) best = { token: entry.body.access_token, expiresAt };
      } catch {
        // not one of the library's JSON entries
      }
    }
    return best?.token;
  });
  if (!token) throw new Error('no access token in the session cache: is the page signed in?');
  return token;
}

/** The `sub` claim of an access token (who the API thinks the user is). */
export function tokenSubject(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
  if (typeof payload.sub !== 'string') throw new Error('access token without a sub claim');
  return payload.sub;
}

/**
 * Opens `pathname` for a signed-out browser that has an account: signs in on the identity
 * provider's page if it asks (it may not, while its own login session lasts) and waits for the app.
 */
export async function signInAgain(page: Page, account: Pick<TestAccount, 'email' | 'password'>, pathname: string): Promise<void> {
  const signInHeading = page.getByRole('heading', { name: 'Sign in to DegreeMate' });
  const signOutButton = page.getByRole('button', { name: 'Sign Out' });
  await page.goto(appUrl(pathname));
  await signInHeading.or(signOutButton).first().waitFor({ timeout: 20_000 });
  if (await signInHeading.isVisible()) await signInOnSignInPage(page, account);
  await waitForAppPath(page, pathname);
  await signOutButton.waitFor({ timeout: 20_000 });
}
