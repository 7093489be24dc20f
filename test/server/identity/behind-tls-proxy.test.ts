// Mounted under an https public URL, the provider sits behind a TLS-terminating proxy and is reached
// over plain http: the URLs it writes must still be the public https ones the proxy names in
// X-Forwarded-Proto/Host, or auth0-spa-js would be sent to http:// addresses.
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverWithMount } from '../../../server/http/mount-handler';
import { createIdentityProvider, type IdentityProvider } from '../../../server/identity/identity-provider';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { AUDIENCE, CLIENT_ID, freePort } from './support/identity-test-server';

const PUBLIC_URL = 'https://degreemate.example.edu';
let database: TestDatabase;
let idp: IdentityProvider;
let server: Server;
let local: string;

beforeAll(async () => {
  database = await openTestDatabase();
  idp = await createIdentityProvider({ db: database.db, issuer: `${PUBLIC_URL}/auth/`, appOrigin: PUBLIC_URL, clientId: CLIENT_ID, audience: AUDIENCE });
  server = serverWithMount({ path: '/auth', handle: idp.handle })((_req, res) => res.writeHead(404).end());
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  local = `http://localhost:${port}`;
});
afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await idp?.close();
  await database?.close();
});

it('writes https URLs on the public host when the proxy says so', async () => {
  const response = await fetch(`${local}/auth/.well-known/openid-configuration`, {
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'degreemate.example.edu' },
  });
  expect(await response.json()).toMatchObject({
    issuer: `${PUBLIC_URL}/auth/`,
    authorization_endpoint: `${PUBLIC_URL}/auth/authorize`,
    token_endpoint: `${PUBLIC_URL}/auth/oauth/token`,
    jwks_uri: `${PUBLIC_URL}/auth/.well-known/jwks.json`,
  });
});
