// Signing up (or in) over HTTP, without rendering a page: the requests a browser makes when the app sends it to the
// local identity provider (authorize with PKCE, the sign-up form's post, the redirects back with a code) and the
// code exchange auth0-spa-js then makes. Made with the browser context's own request client, so the provider's
// session cookies land in that context and the provider sees the browser's user agent (the Security tab's
// device list), exactly as after signing up on the pages.
import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from 'playwright-core';
import { appUrl } from './browser';
import { idpUrl, type TestAccount } from './auth-helpers';
import { requestedScope, type TokenResponse } from './session-cache';

export interface SignInSettings {
  clientId: string;
  audience: string;
}

/** What the app reads before it signs anyone in (/config.json). */
export async function signInSettings(request: APIRequestContext): Promise<SignInSettings> {
  const response = await request.get(appUrl('/config.json'));
  await expectOk(response, 'GET /config.json');
  const { auth } = (await response.json()) as { auth: SignInSettings };
  return { clientId: auth.clientId, audience: auth.audience };
}

async function expectOk(response: APIResponse, what: string): Promise<void> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${(await response.text()).slice(0, 500)}`);
}

/** Creates `account` at the local identity provider and returns its first tokens for the app. */
export function signUpOverHttp(request: APIRequestContext, account: TestAccount, settings: SignInSettings): Promise<TokenResponse> {
  return tokensThroughForm(request, settings, 'signup', {
    given_name: account.givenName,
    family_name: account.familyName,
    email: account.email,
    password: account.password,
  });
}

/** Signs in to an existing `account` (its sign-in form, as a second device would) and returns the tokens for the app. */
export function signInOverHttp(request: APIRequestContext, account: Pick<TestAccount, 'email' | 'password'>, settings: SignInSettings): Promise<TokenResponse> {
  return tokensThroughForm(request, settings, 'login', { email: account.email, password: account.password });
}

/** The authorize request, the provider's sign-up or sign-in form posted with `fields`, and the code exchange. */
async function tokensThroughForm(
  request: APIRequestContext,
  settings: SignInSettings,
  form: 'signup' | 'login',
  fields: Record<string, string>,
): Promise<TokenResponse> {
  const redirectUri = new URL(appUrl('/')).origin; // the app's redirect_uri: window.location.origin
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(idpUrl('/authorize'));
  const params = {
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    audience: settings.audience,
    scope: requestedScope(),
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(form === 'signup' ? { screen_hint: 'signup' } : {}),
  };
  for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);

  // Follows the provider's redirects to its sign-up or sign-in page, /interaction/<uid>, setting its interaction cookie.
  const formPage = await request.get(authorize.href);
  await expectOk(formPage, 'the authorize request');
  const action = new RegExp(`<form[^>]*action="([^"]+/${form})"`).exec(await formPage.text())?.[1];
  if (!action) throw new Error(`no ${form} form at ${formPage.url()}`);

  // The form's post answers with redirects through the provider back to the app, ?code=…&state=…
  const callback = await request.post(new URL(action.replace(/&amp;/g, '&'), formPage.url()).href, { form: fields });
  await expectOk(callback, `the ${form} form`);
  const answer = new URL(callback.url());
  if (answer.origin !== redirectUri || answer.searchParams.get('state') !== state || !answer.searchParams.get('code')) {
    throw new Error(`the ${form} form did not return to the app with a code: ${answer.href}`);
  }

  const tokens = await request.post(idpUrl('/oauth/token'), {
    headers: { origin: redirectUri },
    form: {
      client_id: settings.clientId,
      grant_type: 'authorization_code',
      code: answer.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: redirectUri,
    },
  });
  await expectOk(tokens, 'the code exchange');
  return (await tokens.json()) as TokenResponse;
}
