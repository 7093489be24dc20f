// The local provider and the app on one test database, as main.ts wires them, for the Security routes:
// sign-ins made through the provider's real pages, API calls with the access tokens they give.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import type { AttemptLimits } from '../../../../server/identity/identity-provider';
import { openTestDatabase, type TestDatabase } from '../../support/test-database';
import { AUDIENCE, CLIENT_ID, startIdentityTestServer, type IdentityTestServer } from './identity-test-server';
import { codeFrom, formAction, openSignIn, type AuthorizationRequest, type TokenResponse } from './oidc-flows';
import type { TestUserAgent, Visit } from './test-user-agent';

export interface SecurityTestSetup {
  idp: IdentityTestServer;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startSecurityTestSetup(attemptLimits?: Partial<AttemptLimits>): Promise<SecurityTestSetup> {
  const database: TestDatabase = await openTestDatabase();
  const idp = await startIdentityTestServer({ db: database.db, attemptLimits });
  const app = await buildApp({
    db: database.db,
    auth: { issuer: idp.issuer, audience: AUDIENCE, jwksUrl: idp.idp.jwksUrl },
    appOrigin: idp.appOrigin,
    staticDir: '/nonexistent',
    sampleCatalog: false,
    clientConfig: { auth: { domain: idp.origin, clientId: CLIENT_ID, audience: AUDIENCE }, mode: 'local' },
  });
  return {
    idp,
    app,
    async close() {
      await app.close();
      await idp.close();
      await database.close();
    },
  };
}

/** A token request as a browser makes it, with its User-Agent. */
export function browserTokenRequest(idp: IdentityTestServer, fields: Record<string, string>, userAgent: string): Promise<Response> {
  return fetch(new URL('/oauth/token', idp.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: idp.appOrigin, 'user-agent': userAgent },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
  });
}

export async function exchangeAs(idp: IdentityTestServer, visit: Visit, request: AuthorizationRequest, userAgent: string): Promise<TokenResponse> {
  const response = await browserTokenRequest(
    idp,
    { grant_type: 'authorization_code', code: codeFrom(visit, request), code_verifier: request.verifier, redirect_uri: idp.appOrigin },
    userAgent,
  );
  if (response.status !== 200) throw new Error(`code exchange failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

export function refreshAs(idp: IdentityTestServer, refreshToken: string, userAgent = 'test'): Promise<Response> {
  return browserTokenRequest(idp, { grant_type: 'refresh_token', refresh_token: refreshToken, redirect_uri: idp.appOrigin }, userAgent);
}

/** Submits email and password on the sign-in page: either back at the app, or on the code page. */
export async function submitPassword(agent: TestUserAgent, idp: IdentityTestServer, email: string, password: string) {
  const { request, page } = await openSignIn(agent, idp);
  const visit = await agent.submitForm(new URL(formAction(page), idp.origin), { email, password });
  return { request, visit };
}

/** Submits a code on the code page the previous visit showed. */
export async function submitCode(agent: TestUserAgent, idp: IdentityTestServer, codePage: string, code: string) {
  const pending = /name="pending" value="([^"]+)"/.exec(codePage)?.[1];
  if (!pending) throw new Error(`no code form on the page:\n${codePage}`);
  return agent.submitForm(new URL(formAction(codePage), idp.origin), { pending, code });
}

export function api(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
}
