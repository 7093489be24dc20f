// Browsers ask before calling the token, revocation and userinfo endpoints from another origin. Only the
// app's origin may call them; the provider used to answer every origin's preflight with that origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';

let server: IdentityTestServer;
beforeAll(async () => {
  server = await startIdentityTestServer();
});
afterAll(() => server?.close());

function preflight(path: string, origin: string, method = 'POST') {
  return fetch(new URL(path, server.origin), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
  });
}

const CLIENT_ENDPOINTS = ['/oauth/token', '/oauth/revoke', '/userinfo'];

describe('preflights to the endpoints the app calls', () => {
  it.each(CLIENT_ENDPOINTS)('let the app’s origin call %s', async (path) => {
    const response = await preflight(path, server.appOrigin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.appOrigin);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it.each(CLIENT_ENDPOINTS)('give any other origin no permission for %s', async (path) => {
    for (const origin of ['https://evil.example', `${server.appOrigin}.evil.example`, 'null']) {
      const response = await preflight(path, origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(response.headers.get('access-control-allow-methods'), origin).toBeNull();
      expect(response.headers.get('vary'), origin).toContain('Origin');
    }
  });

  it('leave the public key set open to every origin, as Auth0’s is', async () => {
    const response = await preflight('/.well-known/jwks.json', 'https://evil.example', 'GET');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example');
  });
});
