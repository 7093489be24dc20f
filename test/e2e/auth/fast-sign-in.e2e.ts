// The other browser tests start signed in without the sign-in pages (support/signed-in-student.ts): that is only
// sound while the session it hands the browser is the one the sign-in library keeps after a real sign-in. Here
// one student signs up on the pages and another over HTTP; their session caches must have the same entries of
// the same shape, and the app must take the second as signed in and onboarded without a trip to the provider.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAccessToken, greetingPattern, idpUrl, newAccount, signUpAndOnboard } from '../support/auth-helpers';
import { useBrowser } from '../support/browser';
import { signInNewStudent } from '../support/signed-in-student';

type Shape = string | { [key: string]: Shape };

/** An entry's keys, nested, without its values (tokens, times and ids differ between two accounts). */
function shapeOf(value: unknown): Shape {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return Array.isArray(value) ? 'array' : typeof value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, shapeOf(inner)]),
  );
}

/** The sign-in library's entries: name → shape. */
async function sessionCache(page: Page): Promise<Record<string, Shape>> {
  const entries = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((name) => name.startsWith('@@auth0spajs@@'))
      .map((name) => [name, localStorage.getItem(name) ?? ''] as const),
  );
  return Object.fromEntries(entries.map(([name, value]) => [name, shapeOf(JSON.parse(value))]));
}

describe('signing in without the sign-in pages', () => {
  const { newPage } = useBrowser();

  it('stores the session as the sign-in library does after signing up on the pages, and the app takes it', async () => {
    const { page: onPages } = await newPage();
    await signUpAndOnboard(onPages);

    const { page: overHttp } = await newPage();
    const providerOrigin = new URL(idpUrl()).origin;
    const providerPages: string[] = [];
    overHttp.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).origin === providerOrigin) providerPages.push(request.url());
    });
    const student = await signInNewStudent(overHttp, newAccount({ givenName: 'Grace', familyName: 'Hopper' }));

    expect(await sessionCache(overHttp)).toEqual(await sessionCache(onPages));
    // Signed in and onboarded from the first load: no sign-in page, no onboarding form.
    expect(providerPages).toEqual([]);
    expect(new URL(overHttp.url()).pathname).toBe('/dashboard');
    await overHttp.getByRole('heading', { name: greetingPattern(`${student.givenName} ${student.familyName}`) }).waitFor();
    // The library renews from that cache as from its own: with the tokens made to look expired, a reload
    // renews them with the refresh token and stays signed in.
    const before = await apiAccessToken(overHttp);
    await overHttp.evaluate(() => {
      for (const name of Object.keys(localStorage).filter((key) => key.startsWith('@@auth0spajs@@') && !key.endsWith('@@user@@'))) {
        localStorage.setItem(name, JSON.stringify({ ...(JSON.parse(localStorage.getItem(name) ?? '{}') as object), expiresAt: 0 }));
      }
    });
    await overHttp.reload();
    await overHttp.getByRole('heading', { name: greetingPattern(`${student.givenName} ${student.familyName}`) }).waitFor();
    await expect.poll(() => apiAccessToken(overHttp).catch(() => before), { timeout: 20_000 }).not.toBe(before);
  });
});
