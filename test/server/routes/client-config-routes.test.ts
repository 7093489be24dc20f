// /config.json tells the browser which identity provider to use, from the same settings the server runs on.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { clientConfigOf } from '../../../server/client-config-routes';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** The app as server/main.ts builds it from these environment variables, asked for /config.json. */
async function configJsonFor(env: Record<string, string>) {
  const { auth, appOrigin } = loadConfig(env);
  const app = await buildApp({
    db: database.db,
    auth: { issuer: auth.issuer, audience: auth.audience, jwks: { keys: [] } },
    appOrigin,
    // No built app: only /config.json matters here.
    staticDir: path.join(tmpdir(), 'degreemate-no-build'),
    clientConfig: clientConfigOf(auth),
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    return response.json();
  } finally {
    await app.close();
  }
}

describe('/config.json', () => {
  it('names the Auth0 tenant, client and API audience when AUTH0_* are set', async () => {
    const env = { AUTH0_DOMAIN: 'https://degreemate.eu.auth0.com/', AUTH0_CLIENT_ID: 'spa-client-123', AUTH0_AUDIENCE: 'https://api.degreemate.app' };
    expect(await configJsonFor(env)).toEqual({
      // A bare domain: auth0-spa-js adds https:// itself.
      auth: { domain: 'degreemate.eu.auth0.com', clientId: 'spa-client-123', audience: 'https://api.degreemate.app' },
      mode: 'auth0',
      features: { syllabusAi: false },
    });
  });

  it('names the local identity provider otherwise', async () => {
    expect(await configJsonFor({ IDP_PORT: '4391' })).toEqual({
      auth: { domain: 'http://localhost:4391', clientId: 'degreemate-local', audience: 'https://api.degreemate.local' },
      mode: 'local',
      features: { syllabusAi: false },
    });
  });
});
