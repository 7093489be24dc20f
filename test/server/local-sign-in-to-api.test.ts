// The two halves together: an access token issued by the embedded identity provider (after a real sign-up)
// is accepted by the API exactly as main.ts wires them, and refused once it is for someone else's API.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { AUDIENCE, startIdentityTestServer, type IdentityTestServer } from './identity/support/identity-test-server';
import { signUpWithTokens } from './identity/support/oidc-flows';
import { TestUserAgent } from './identity/support/test-user-agent';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let idp: IdentityTestServer;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  idp = await startIdentityTestServer({ db: database.db });
  app = await buildApp({
    db: database.db,
    auth: { issuer: idp.issuer, audience: AUDIENCE, jwksUrl: idp.idp.jwksUrl },
    appOrigin: idp.appOrigin,
    staticDir: '/nonexistent',
    clientConfig: { auth: { domain: idp.origin, clientId: 'degreemate-local', audience: AUDIENCE }, mode: 'local' },
  });
});
afterAll(async () => {
  await app?.close();
  await idp?.close();
  await database?.close();
});

it('serves the signed-up user their own profile with the provider’s access token', async () => {
  const { tokens } = await signUpWithTokens(new TestUserAgent(idp.origin), idp);
  const response = await app.inject({ method: 'GET', url: '/api/account/profile/', headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ is_onboarded: false });

  // The ID token is signed by the same keys but is for the app (aud = client id), not the API.
  const withIdToken = await app.inject({ method: 'GET', url: '/api/account/profile/', headers: { authorization: `Bearer ${tokens.id_token}` } });
  expect(withIdToken.statusCode).toBe(401);
});
