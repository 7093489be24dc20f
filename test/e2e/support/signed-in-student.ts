// "A signed-in, onboarded student" for the browser tests whose subject is not signing in: the account is made
// over HTTP (http-sign-up.ts), onboarded through the API, and its session handed to the browser context in the
// form auth0-spa-js keeps it (session-cache.ts). The app and its sign-in library run unchanged; only the pages
// of the identity provider and the onboarding form are skipped, which the sign-in tests cover (test/e2e/auth).
// Rendering them took 5-15 s per account on CI's two busy cores; this takes well under a second.
import type { Browser, BrowserContext, BrowserContextOptions, Page, APIRequestContext } from 'playwright-core';
import { graduationDate } from '../../../src/lib/onboarding-rules';
import { greetingPattern, newAccount, sampleAnswers, waitForAppPath, type OnboardingAnswers, type TestAccount } from './auth-helpers';
import { appUrl } from './browser';
import { signInOverHttp, signInSettings, signUpOverHttp, type SignInSettings } from './http-sign-up';
import { sessionCacheEntries, type TokenResponse } from './session-cache';

/** The onboarding form's save (onboarding-values.ts): the profile's fields and is_onboarded, in one PATCH. */
async function onboardOverApi(request: APIRequestContext, accessToken: string, account: TestAccount, answers: OnboardingAnswers): Promise<void> {
  const response = await request.patch(appUrl('/api/account/profile/'), {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      first_name: account.givenName,
      last_name: account.familyName,
      school_name: answers.college,
      degree: answers.degree,
      expected_graduation: graduationDate(answers.graduation.term, Number(answers.graduation.year)),
      phone_number: answers.phone,
      is_onboarded: true,
    },
  });
  if (!response.ok()) throw new Error(`onboarding over the API answered ${response.status()}: ${await response.text()}`);
}

/** The sign-in library's cache of `tokens` in the context's storage, beside the provider's session cookies the requests got. */
async function keepSession(context: BrowserContext, tokens: TokenResponse, settings: SignInSettings, browserNow: number): Promise<void> {
  const { cookies } = await context.storageState();
  const localStorage = sessionCacheEntries(tokens, settings.clientId, settings.audience, browserNow);
  await context.setStorageState({ cookies, origins: [{ origin: new URL(appUrl('/')).origin, localStorage }] });
}

/**
 * Makes `account` (onboarded with `answers`) and signs `context` in to it: the provider's session cookies and the
 * sign-in library's cache. No page of the context needs to be open; the next page load starts signed in.
 * `browserNow`: the page's clock when a test sets it (context.clock), so the cached tokens are fresh by that clock.
 */
export async function signInContext(
  context: BrowserContext,
  account: TestAccount = newAccount(),
  answers: OnboardingAnswers = sampleAnswers,
  browserNow: number = Date.now(),
): Promise<TestAccount> {
  const settings = await signInSettings(context.request);
  const tokens = await signUpOverHttp(context.request, account, settings);
  await onboardOverApi(context.request, tokens.access_token, account, answers);
  await keepSession(context, tokens, settings, browserNow);
  return account;
}

/**
 * Signs `context` in to an account that already exists, as a second device of its student would: the provider's
 * sign-in form over HTTP (its own session and refresh token), without rendering the page. No page of the context
 * needs to be open; the next page load starts signed in.
 */
export async function signInContextTo(context: BrowserContext, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  const settings = await signInSettings(context.request);
  await keepSession(context, await signInOverHttp(context.request, account, settings), settings, Date.now());
}

/**
 * A new, onboarded student signed in to the page's browser context, the page on the dashboard: where signing up
 * on the pages (signUpAndOnboard) ends, without those pages.
 */
export async function signInNewStudent(page: Page, account: TestAccount = newAccount(), answers: OnboardingAnswers = sampleAnswers): Promise<TestAccount> {
  await signInContext(page.context(), account, answers);
  await page.goto(appUrl('/dashboard'));
  await waitForAppPath(page, '/dashboard');
  await page.getByRole('heading', { name: greetingPattern(`${account.givenName} ${account.familyName}`) }).waitFor({ timeout: 20_000 });
  return account;
}

/** The browser state (session cache and provider cookies) of a new, onboarded student, for contexts made from it. */
export async function signedInStorageState(browser: Browser): Promise<NonNullable<BrowserContextOptions['storageState']>> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await signInContext(context);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** An account that exists and has finished onboarding, for tests that sign in to it from a browser of their own. */
export async function existingAccount(browser: Browser, account: TestAccount = newAccount()): Promise<TestAccount> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    return await signInContext(context, account);
  } finally {
    await context.close();
  }
}
