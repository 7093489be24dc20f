// Bearer-token authentication of the API (server/auth): who gets in, and what everyone else is told.
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const profileUrl = '/api/account/profile/';
const withToken = (token: string) => api.app.inject({ method: 'GET', url: profileUrl, headers: { authorization: `Bearer ${token}` } });

describe('protected routes', () => {
  it('accept a valid token and act for its subject', async () => {
    const token = await api.token('auth0|alice');
    const response = await withToken(token);
    expect(response.statusCode).toBe(200);
  });

  it('refuse a request without a token, with a Bearer challenge', async () => {
    const response = await api.app.inject({ method: 'GET', url: profileUrl });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(response.headers['www-authenticate']).toMatch(/^Bearer\b/);
  });

  it.each([
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
    ['two tokens', 'Bearer a.b.c d.e.f'],
  ])('refuse a malformed Authorization header (%s)', async (_name, header) => {
    const response = await api.app.inject({ method: 'GET', url: profileUrl, headers: { authorization: header } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer\b/);
  });

  const broken: Array<[string, () => Promise<string>]> = [
    ['not a JWT at all', async () => 'not-a-token'],
    ['expired', () => api.token('auth0|alice', { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } })],
    ['for another audience', () => api.token('auth0|alice', { claims: { aud: 'https://someone-else.example' } })],
    ['from another issuer', () => api.token('auth0|alice', { claims: { iss: 'https://evil.example/' } })],
    ['signed by an unknown key', async () => api.token('auth0|alice', { signWith: (await generateKeyPair('RS256')).privateKey })],
    ['without a subject', () => api.token('', {})],
    ['with a tampered payload', async () => tamper(await api.token('auth0|alice'))],
    ['unsigned (alg none)', async () => unsigned(await api.token('auth0|alice'))],
  ];
  it.each(broken)('refuse a token that is %s', async (_name, makeToken) => {
    const response = await withToken(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
    expect(response.headers['www-authenticate']).toMatch(/^Bearer .*error="invalid_token"/);
  });

  it('say so when a token has expired', async () => {
    const token = await api.token('auth0|alice', { claims: { exp: Math.floor(Date.now() / 1000) - 60 } });
    expect((await withToken(token)).json()).toEqual({ detail: 'The token has expired.' });
  });

  it('also guard unknown methods on known paths and the OpenAPI document', async () => {
    expect((await api.app.inject({ method: 'POST', url: '/api/bookmarks/', payload: {} })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
  });
});

describe('open routes', () => {
  it('answer /api/health without a token', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answer /config.json without a token', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });
});

describe('when the identity provider cannot be reached', () => {
  it('answers 503 (retry later), not 401 (sign in again)', async () => {
    // Port 9 (discard) on localhost is closed here, so fetching the key set fails at once.
    const app = await buildApp({
      db: api.db,
      auth: { issuer: 'http://localhost:4281/', audience: 'https://api.degreemate.local', jwksUrl: 'http://127.0.0.1:9/.well-known/jwks.json' },
      appOrigin: 'http://localhost:4280',
      staticDir: '/nonexistent',
      clientConfig: { auth: { domain: 'http://localhost:4281', clientId: 'x', audience: 'y' }, mode: 'local' },
    });
    try {
      const response = await app.inject({ method: 'GET', url: profileUrl, headers: { authorization: `Bearer ${await api.token('auth0|alice')}` } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

/** Same header and signature, payload claiming another user. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return [header, Buffer.from(JSON.stringify({ ...claims, sub: 'auth0|mallory' })).toString('base64url'), signature].join('.');
}

function unsigned(token: string): string {
  const payload = token.split('.')[1];
  return [Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'), payload, ''].join('.');
}
