// IDP_PATH: the app and the local identity provider on ONE port and origin, wired as main.ts wires them.
// A user signs up through the mounted provider's pages, exchanges the code at its token endpoint and calls
// the API with the access token, all at http://localhost:<port>, while /config.json tells auth0-spa-js
// a domain whose `${domain}/authorize`, `${domain}/oauth/token` and `${domain}/` issuer are those routes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createIdentityProvider, type IdentityProvider } from '../../../server/identity/identity-provider';
import { clientConfigOf } from '../../../server/client-config-routes';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { freePort } from './support/identity-test-server';
import { logOut, providerUrl, signUpWithTokens, type ProviderAddress } from './support/oidc-flows';
import { TestUserAgent } from './support/test-user-agent';

let database: TestDatabase;
let idp: IdentityProvider;
let app: FastifyInstance;
let origin: string;
let server: ProviderAddress;

beforeAll(async () => {
  const port = await freePort();
  const config = loadConfig({ PORT: String(port), IDP_PATH: '/auth' });
  if (config.auth.mode !== 'local' || !config.auth.mountPath) throw new Error('expected a mounted local provider');
  origin = config.appOrigin;
  database = await openTestDatabase();
  idp = await createIdentityProvider({
    db: database.db,
    issuer: config.auth.issuer,
    appOrigin: origin,
    clientId: config.auth.clientId,
    audience: config.auth.audience,
  });
  app = await buildApp({
    db: database.db,
    auth: { issuer: config.auth.issuer, audience: config.auth.audience, jwks: idp.publicJwks },
    appOrigin: origin,
    staticDir: '/nonexistent',
    clientConfig: clientConfigOf(config.auth),
    sampleCatalog: false,
    mount: { path: config.auth.mountPath, handle: idp.handle },
  });
  await app.listen({ port, host: 'localhost' });
  server = { origin, issuer: config.auth.issuer, appOrigin: origin };
});
afterAll(async () => {
  await app?.close();
  await idp?.close();
  await database?.close();
});

it('tells the browser a domain under the app’s origin, and the provider there agrees on the issuer', async () => {
  const clientConfig = (await (await fetch(`${origin}/config.json`)).json()) as { auth: { domain: string } };
  expect(clientConfig.auth.domain).toBe(`${origin}/auth`);
  const discovery = (await (await fetch(`${clientConfig.auth.domain}/.well-known/openid-configuration`)).json()) as Record<string, string>;
  expect(discovery).toMatchObject({
    issuer: `${clientConfig.auth.domain}/`,
    authorization_endpoint: `${origin}/auth/authorize`,
    token_endpoint: `${origin}/auth/oauth/token`,
    end_session_endpoint: `${origin}/auth/v2/logout`,
    jwks_uri: `${origin}/auth/.well-known/jwks.json`,
  });
});

it('signs up, gets tokens and calls the API, all through the one origin', async () => {
  const agent = new TestUserAgent(`${origin}/auth`);
  const { tokens } = await signUpWithTokens(agent, server);
  const profile = await fetch(`${origin}/api/account/profile/`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(profile.status).toBe(200);
  expect(await profile.json()).toMatchObject({ is_onboarded: false });

  const signedOut = await logOut(agent, server);
  expect(signedOut.leftProviderTo?.origin).toBe(origin);
});

it('serves the provider’s pages with links under the mount path', async () => {
  const agent = new TestUserAgent(`${origin}/auth`);
  const authorize = providerUrl(server, '/authorize');
  authorize.search = new URLSearchParams({
    client_id: 'degreemate-local',
    redirect_uri: origin,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'x'.repeat(43),
    code_challenge_method: 'S256',
  }).toString();
  const visit = await agent.visit(authorize);
  expect(visit.url.pathname).toMatch(/^\/auth\/interaction\/[\w-]+$/);
  const page = await visit.response.text();
  expect(page).toMatch(/action="\/auth\/interaction\/[\w-]+\/login"/);
  expect(page).toContain('src="/auth/assets/credential-form.js"');
  expect(page).not.toMatch(/(href|src|action)="\/(?!auth\/)/);
  const script = await agent.request('/auth/assets/credential-form.js');
  expect(script.headers.get('content-type')).toMatch(/javascript/);
});

it('leaves the app’s own paths to the app', async () => {
  // Not the provider's /authorize: that lives under /auth only.
  const outside = await fetch(`${origin}/authorize`, { headers: { accept: 'application/json' } });
  expect(outside.status).toBe(404);
  expect((await fetch(`${origin}/api/health`)).status).toBe(200);
});
