// The API's token check against an Auth0-shaped issuer: keys fetched over HTTP from the JWKS URL,
// issuer https://<domain>/, and `aud` listing the API audience and the userinfo URL, as Auth0 issues them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createTokenVerifier, InvalidTokenError, type TokenVerifier } from '../../../server/auth/token-verifier';

const DOMAIN = 'degreemate.eu.auth0.com';
const { auth } = loadConfig({ AUTH0_DOMAIN: DOMAIN, AUTH0_CLIENT_ID: 'spa-client-123', AUTH0_AUDIENCE: 'https://api.degreemate.app' });
const KEY_ID = 'auth0-key-1';

let jwksServer: Server;
let privateKey: CryptoKey;
let verify: TokenVerifier;
let jwksUrl = '';
/** The key set the provider serves now, and the one it started with. */
let served = '';
let withTheKey = '';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  served = withTheKey = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] });
  jwksServer = createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') response.writeHead(200, { 'content-type': 'application/json' }).end(served);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  // As the app builds it (server/main.ts → buildApp), with only the key set's host swapped for the local one.
  jwksUrl = `http://127.0.0.1:${port}/.well-known/jwks.json`;
  verify = createTokenVerifier({ issuer: auth.issuer, audience: auth.audience, jwksUrl });
});
afterAll(async () => {
  await new Promise((resolve) => jwksServer?.close(resolve));
});

function auth0Claims(overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://${DOMAIN}/`,
    sub: 'auth0|64f1c2a9e1b2c3d4e5f60718',
    aud: [auth.audience, `https://${DOMAIN}/userinfo`],
    iat: now,
    exp: now + 86_400,
    azp: 'spa-client-123',
    scope: 'openid profile email offline_access',
    ...overrides,
  };
}

const rs256 = (claims: JWTPayload) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: KEY_ID }).sign(privateKey);

describe('an Auth0 access token', () => {
  it('is accepted: RS256, the tenant issuer, the API among its audiences', async () => {
    expect(auth.issuer).toBe(`https://${DOMAIN}/`);
    await expect(verify(await rs256(auth0Claims()))).resolves.toMatchObject({ sub: 'auth0|64f1c2a9e1b2c3d4e5f60718' });
  });

  const refused: Array<[string, () => Promise<string>]> = [
    ['from another tenant', () => rs256(auth0Claims({ iss: 'https://someone-else.auth0.com/' }))],
    ['from the tenant without its trailing slash', () => rs256(auth0Claims({ iss: `https://${DOMAIN}` }))],
    ['for another API', () => rs256(auth0Claims({ aud: ['https://api.other.app', `https://${DOMAIN}/userinfo`] }))],
    ['for userinfo only', () => rs256(auth0Claims({ aud: `https://${DOMAIN}/userinfo` }))],
    [
      'signed with HS256',
      () => new SignJWT(auth0Claims()).setProtectedHeader({ alg: 'HS256', kid: KEY_ID }).sign(new TextEncoder().encode('a-shared-secret-of-32-bytes-long!')),
    ],
    ['expired', () => rs256(auth0Claims({ iat: Math.floor(Date.now() / 1000) - 7_200, exp: Math.floor(Date.now() / 1000) - 3_600 }))],
  ];
  it.each(refused)('is refused when %s', async (_case, token) => {
    await expect(verify(await token())).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('says an expired token has expired', async () => {
    const expired = await rs256(auth0Claims({ exp: Math.floor(Date.now() / 1000) - 60 }));
    await expect(verify(expired)).rejects.toThrow('The token has expired.');
  });
});

describe('a token that passed', () => {
  afterEach(() => {
    vi.useRealTimers();
    served = withTheKey;
  });

  it('passes again until it expires, and not a moment after', async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const token = await rs256(auth0Claims({ iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 60 }));
    await expect(verify(token)).resolves.toMatchObject({ sub: 'auth0|64f1c2a9e1b2c3d4e5f60718' });
    vi.setSystemTime(now + 30_000);
    await expect(verify(token)).resolves.toMatchObject({ sub: 'auth0|64f1c2a9e1b2c3d4e5f60718' });
    vi.setSystemTime(now + 61_000);
    await expect(verify(token)).rejects.toThrow('The token has expired.');
  });

  it('stops passing once the provider has withdrawn its key, when the key set is next fetched (10 minutes)', async () => {
    // Its own verifier: the key set it fetches while the clock is moved on stays its own.
    const verify = createTokenVerifier({ issuer: auth.issuer, audience: auth.audience, jwksUrl });
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const token = await rs256(auth0Claims()); // valid for a day
    await expect(verify(token)).resolves.toMatchObject({ sub: 'auth0|64f1c2a9e1b2c3d4e5f60718' });
    served = JSON.stringify({ keys: [] });
    vi.setSystemTime(now + 9 * 60_000);
    await expect(verify(token)).resolves.toMatchObject({ sub: 'auth0|64f1c2a9e1b2c3d4e5f60718' });
    vi.setSystemTime(now + 10 * 60_000 + 1_000);
    await expect(verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('vouches for nothing else: the same claims with another signature are refused', async () => {
    const token = await rs256(auth0Claims());
    await verify(token);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
