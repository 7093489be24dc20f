// The real @auth0/auth0-spa-js 2.27.0, unchanged, in Chromium against the local provider: sign-up through
// loginWithRedirect, the callback, tokens from the cache and by refresh token, silent auth in an iframe,
// logout, and signing in again.
import type { Auth0Client, Auth0ClientOptions } from '@auth0/auth0-spa-js';
import AxeBuilder from '@axe-core/playwright';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../e2e/support/browser';
import { createAuth0TestApp, type Auth0TestApp } from './support/auth0-test-app';
import { AUDIENCE, CLIENT_ID, freePort, startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { newUser } from './support/oidc-flows';

declare global {
  interface Window {
    testClient: Auth0Client;
    createClient(options?: Partial<Auth0ClientOptions>): Promise<Auth0Client>;
    appReady?: boolean;
    callbackError?: string;
    appError?: string;
  }
}

let server: IdentityTestServer;
let app: Auth0TestApp;
let browser: Browser;

beforeAll(async () => {
  const appPort = await freePort();
  server = await startIdentityTestServer({ appOrigin: `http://localhost:${appPort}` });
  app = createAuth0TestApp({ domain: server.origin, clientId: CLIENT_ID, audience: AUDIENCE });
  await app.listen(appPort);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await server?.close();
});

async function appLoaded(page: Page) {
  await page.waitForURL(`${server.appOrigin}/`);
  await page.waitForFunction(() => window.appReady || window.appError);
  expect(await page.evaluate(() => window.appError ?? window.callbackError ?? null)).toBeNull();
}

async function startLogin(page: Page) {
  // loginWithRedirect navigates away, so it is not awaited inside the page.
  await page.evaluate(() => void window.testClient.loginWithRedirect());
  await page.waitForURL(`${server.origin}/interaction/**`);
}

describe('@auth0/auth0-spa-js against the local provider', () => {
  it('signs up, gets and refreshes tokens, authenticates silently, signs out and signs in again', { timeout: 90_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    // Network answers are asserted where they matter (the silent-auth iframe answers login_required with a 400).
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const user = newUser({ givenName: 'Katherine', familyName: 'Johnson' });

    await page.goto(server.appOrigin);
    await appLoaded(page);
    expect(await page.evaluate(() => window.testClient.isAuthenticated())).toBe(false);

    // Sign up through the provider's pages.
    await startLogin(page);
    expect(await page.title()).toBe('Sign in to DegreeMate');
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.getByLabel('First name').fill(user.givenName);
    await page.getByLabel('Last name').fill(user.familyName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await appLoaded(page);

    const profile = await page.evaluate(() => window.testClient.getUser());
    expect(profile).toMatchObject({ given_name: 'Katherine', family_name: 'Johnson', name: 'Katherine Johnson', email: user.email });
    const avatar = await page.request.get(profile!.picture!);
    expect(avatar.headers()['content-type']).toContain('image/svg+xml');

    // The cached access token verifies the way the API verifies it.
    const jwks = createRemoteJWKSet(new URL(server.idp.jwksUrl));
    const first = (await page.evaluate(() => window.testClient.getTokenSilently()))!;
    const { payload } = await jwtVerify(first, jwks, { issuer: server.issuer, audience: AUDIENCE, algorithms: ['RS256'] });
    expect(payload.sub).toBe(profile!.sub);

    // Bypassing the cache spends the refresh token: a new access token and a rotated refresh token.
    const refreshTokenOf = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .map((key) => JSON.parse(localStorage.getItem(key)!)?.body?.refresh_token)
          .find(Boolean),
      );
    const refreshTokenBefore = await refreshTokenOf();
    const second = (await page.evaluate(() => window.testClient.getTokenSilently({ cacheMode: 'off' })))!;
    expect(decodeJwt(second).jti).not.toBe(decodeJwt(first).jti);
    expect(await refreshTokenOf()).not.toBe(refreshTokenBefore);

    // A reload keeps the user (localStorage cache), and a client without refresh tokens gets one by
    // silent authentication in a hidden iframe (prompt=none, response_mode=web_message).
    await page.reload();
    await appLoaded(page);
    expect(await page.evaluate(() => window.testClient.isAuthenticated())).toBe(true);
    const silent = (await page.evaluate(async () => (await window.createClient({ useRefreshTokens: false, cacheLocation: 'memory' })).getTokenSilently()))!;
    expect(decodeJwt(silent).sub).toBe(profile!.sub);

    // Sign out: straight back to the app, signed out here and at the provider.
    await page.evaluate(() => void window.testClient.logout({ logoutParams: { returnTo: location.origin } }));
    await appLoaded(page);
    expect(await page.evaluate(() => window.testClient.isAuthenticated())).toBe(false);
    const afterLogout = await page.evaluate(async () => {
      const client = await window.createClient({ useRefreshTokens: false, cacheLocation: 'memory' });
      return client.getTokenSilently().then(
        () => 'token',
        (error: { error?: string }) => error.error,
      );
    });
    expect(afterLogout).toBe('login_required');

    // Sign in again with the new account.
    await startLogin(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await appLoaded(page);
    expect((await page.evaluate(() => window.testClient.getUser()))?.sub).toBe(profile!.sub);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the sign-in mistakes in the browser and keeps what was typed', { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.appOrigin);
    await appLoaded(page);
    await startLogin(page);

    await page.getByLabel('Email').fill('student@example');
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Enter a valid email address.');
    expect(await page.getByLabel('Email').inputValue()).toBe('student@example');
    expect(await page.getByLabel('Email').evaluate((input) => input === document.activeElement)).toBe(true);

    // Checked in the page before sending: the password typed is still there.
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('whatever-password');
    await page.getByLabel('Email').fill('nobody@example.edu');
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong email or password.');
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody@example.edu');
    await context.close();
  });

  it('has accessible sign-in and sign-up pages in light and dark', { timeout: 60_000 }, async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(server.appOrigin);
      await appLoaded(page);
      await startLogin(page);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.getByRole('link', { name: 'Create account' }).click();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('alert').first().waitFor();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await context.close();
    }
  });
});
