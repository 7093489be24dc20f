// The real, unchanged @auth0/auth0-spa-js in Chromium against the provider mounted under /auth on the
// app's own origin (IDP_PATH), given `${origin}/auth` as its domain, as /config.json gives it: sign-up
// through loginWithRedirect, the callback, a refreshed token for the issuer `${origin}/auth/`, sign-out.
import type { Auth0Client, Auth0ClientOptions } from '@auth0/auth0-spa-js';
import type { Server } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverWithMount } from '../../../server/http/mount-handler';
import { createIdentityProvider, type IdentityProvider } from '../../../server/identity/identity-provider';
import { launchChromium } from '../../e2e/support/browser';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { createAuth0TestApp } from './support/auth0-test-app';
import { AUDIENCE, CLIENT_ID, freePort } from './support/identity-test-server';
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

let origin: string;
let database: TestDatabase;
let idp: IdentityProvider;
let server: Server;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  database = await openTestDatabase();
  idp = await createIdentityProvider({ db: database.db, issuer: `${origin}/auth/`, appOrigin: origin, clientId: CLIENT_ID, audience: AUDIENCE });
  const app = createAuth0TestApp({ domain: `${origin}/auth`, clientId: CLIENT_ID, audience: AUDIENCE });
  server = serverWithMount({ path: '/auth', handle: idp.handle })(app.handle);
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await idp?.close();
  await database?.close();
});

async function appLoaded(page: Page) {
  await page.waitForURL(`${origin}/`);
  await page.waitForFunction(() => window.appReady || window.appError);
  expect(await page.evaluate(() => window.appError ?? window.callbackError ?? null)).toBeNull();
}

it('signs up, refreshes and signs out through the provider under /auth on the app’s origin', { timeout: 90_000 }, async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = newUser({ givenName: 'Mary', familyName: 'Jackson' });
  await page.goto(origin);
  await appLoaded(page);

  await page.evaluate(() => void window.testClient.loginWithRedirect());
  await page.waitForURL(`${origin}/auth/interaction/**`);
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(user.givenName);
  await page.getByLabel('Last name').fill(user.familyName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await appLoaded(page);
  expect(await page.evaluate(() => window.testClient.getUser())).toMatchObject({ email: user.email });

  // A refresh at `${domain}/oauth/token`, and a token the API's check (issuer with the path) accepts.
  const token = (await page.evaluate(() => window.testClient.getTokenSilently({ cacheMode: 'off' })))!;
  const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${origin}/auth/.well-known/jwks.json`)), {
    issuer: `${origin}/auth/`,
    audience: AUDIENCE,
  });
  expect(payload.sub).toBeTruthy();

  await page.evaluate(() => void window.testClient.logout({ logoutParams: { returnTo: location.origin } }));
  await appLoaded(page);
  expect(await page.evaluate(() => window.testClient.isAuthenticated())).toBe(false);
  await context.close();
});
