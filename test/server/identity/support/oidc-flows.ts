// The requests @auth0/auth0-spa-js makes (authorize with PKCE, code exchange, refresh), made with fetch,
// plus walking the provider's sign-in and sign-up forms.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { AUDIENCE, CLIENT_ID, type IdentityTestServer } from './identity-test-server';

/** What the flows need to know of a provider: where it is (its issuer may carry a path, IDP_PATH) and the app's origin. */
export type ProviderAddress = Pick<IdentityTestServer, 'origin' | 'issuer' | 'appOrigin'>;

/** A provider route, relative to the issuer so a mounted provider's path is kept. */
export const providerUrl = (server: ProviderAddress, route: string): URL => new URL(route.replace(/^\//, ''), server.issuer);
import type { TestUserAgent, Visit } from './test-user-agent';

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  verifier: string;
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export interface TestUser {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  return { givenName: 'Ada', familyName: 'Lovelace', email: `ada-${randomUUID()}@example.edu`, password: 'analytical-engine', ...overrides };
}

export function authorizationRequest(server: ProviderAddress, extra: Record<string, string> = {}): AuthorizationRequest {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const url = providerUrl(server, '/authorize');
  const params = {
    client_id: CLIENT_ID,
    redirect_uri: server.appOrigin,
    audience: AUDIENCE,
    scope: 'openid profile email offline_access',
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    // auth0-spa-js adds its telemetry to every authorize URL; the provider must ignore it.
    auth0Client: Buffer.from(JSON.stringify({ name: 'auth0-spa-js', version: '2.27.0' })).toString('base64'),
    ...extra,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { url, state, nonce, verifier };
}

/** The action of the page's (first) form. */
export function formAction(page: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`no form on the page:\n${page}`);
  return action.replace(/&amp;/g, '&');
}

export function codeFrom(visit: Visit, request: AuthorizationRequest): string {
  expect(visit.leftProviderTo?.origin, 'the flow ends back at the app').toBeDefined();
  const callback = visit.leftProviderTo!;
  expect(callback.searchParams.get('state')).toBe(request.state);
  expect(callback.searchParams.get('error')).toBeNull();
  return callback.searchParams.get('code')!;
}

/** Opens the authorize URL and lands on the sign-in page. */
export async function openSignIn(agent: TestUserAgent, server: ProviderAddress, extra: Record<string, string> = {}) {
  const request = authorizationRequest(server, extra);
  const visit = await agent.visit(request.url);
  expect(visit.url.pathname).toMatch(/^(\/[\w-]+)*\/interaction\/[\w-]+$/);
  return { request, visit, page: await visit.response.text() };
}

export async function signUp(agent: TestUserAgent, server: ProviderAddress, user: TestUser) {
  const { request, visit } = await openSignIn(agent, server);
  const signUpPage = await agent.visit(new URL(`${visit.url.pathname}/signup`, server.origin));
  const result = await agent.submitForm(new URL(formAction(await signUpPage.response.text()), server.origin), {
    given_name: user.givenName,
    family_name: user.familyName,
    email: user.email,
    password: user.password,
  });
  return { request, result };
}

export async function signIn(agent: TestUserAgent, server: ProviderAddress, email: string, password: string) {
  const { request, page } = await openSignIn(agent, server);
  const result = await agent.submitForm(new URL(formAction(page), server.origin), { email, password });
  return { request, result };
}

export function tokenRequest(server: ProviderAddress, fields: Record<string, string>): Promise<Response> {
  return fetch(providerUrl(server, '/oauth/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.appOrigin },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
  });
}

export async function exchangeCode(server: ProviderAddress, code: string, request: AuthorizationRequest): Promise<TokenResponse> {
  const response = await tokenRequest(server, {
    grant_type: 'authorization_code',
    code,
    code_verifier: request.verifier,
    redirect_uri: server.appOrigin,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TokenResponse;
}

/** Signs a new user up and returns their first tokens. */
export async function signUpWithTokens(agent: TestUserAgent, server: ProviderAddress, user = newUser()) {
  const { request, result } = await signUp(agent, server, user);
  const tokens = await exchangeCode(server, codeFrom(result, request), request);
  return { user, tokens, request };
}

/** The hidden inputs of the page's forms (e.g. oidc-provider's logout xsrf token). */
export function hiddenFields(page: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) fields[name] = value;
  return fields;
}

/** Auth0-style sign-out as auth0-spa-js starts it, then the auto-submitted confirmation, as a browser runs it. */
export async function logOut(agent: TestUserAgent, server: ProviderAddress, returnTo = server.appOrigin): Promise<Visit> {
  const url = providerUrl(server, '/v2/logout');
  url.searchParams.set('client_id', CLIENT_ID);
  url.searchParams.set('returnTo', returnTo);
  const page = await agent.visit(url);
  if (page.leftProviderTo || page.response.status !== 200) return page;
  const html = await page.response.text();
  return agent.submitForm(new URL(formAction(html), server.origin), hiddenFields(html));
}
