// The real app in-process (app.inject, no port) on a private test database, trusting a key pair made here,
// so tests can mint access tokens for any user, valid or deliberately broken.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { buildApp, type AppOptions } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { openTestDatabase, type TestDatabase } from './test-database';

export const ISSUER = 'http://localhost:4281/';
export const AUDIENCE = 'https://api.degreemate.local';
export const APP_ORIGIN = 'http://localhost:4280';
const KEY_ID = 'test-key';

/** What a built app looks like on disk: an index, a hashed asset and the service worker. */
export const STATIC_FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>DegreeMate</title><div id="root"></div>',
  'assets/index-abc123.js': 'console.log("app")',
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  // A public page as the build prerenders it (src/lib/prerender/page-file.ts).
  'pages/about.html': '<!doctype html><title>DegreeMate</title><div id="root"><h1>About DegreeMate</h1></div>',
};

export interface TokenOptions {
  /** Claims to add or override (iss, aud, exp…). */
  claims?: JWTPayload;
  /** Sign with another key than the one the app trusts. */
  signWith?: CryptoKey;
}

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  token(sub: string, options?: TokenOptions): Promise<string>;
  /** A new user with a random sub and a client that sends their token. */
  newUser(): Promise<TestUser>;
  close(): Promise<void>;
}

export interface TestUser {
  sub: string;
  token: string;
  request(method: InjectOptions['method'], url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * `shared`: a database the caller opened and will close, for files that build many apps (each with other
 * options) and would otherwise migrate a fresh database for every test.
 */
export async function startTestApi(overrides: Partial<AppOptions> = {}, shared?: TestDatabase): Promise<TestApi> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const database = shared ?? (await openTestDatabase());
  const staticDir = writeStaticFiles();
  const app = await buildApp({
    db: database.db,
    auth: { issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [jwk] } },
    appOrigin: APP_ORIGIN,
    staticDir,
    clientConfig: { auth: { domain: 'http://localhost:4281', clientId: 'degreemate-local', audience: AUDIENCE }, mode: 'local' },
    ...overrides,
  }).catch(async (error: unknown) => {
    if (!shared) await database.close();
    throw error;
  });

  async function token(sub: string, options: TokenOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: ISSUER, aud: AUDIENCE, sub, iat: now, exp: now + 600, scope: 'openid profile email', ...options.claims };
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'at+jwt' }).sign(options.signWith ?? privateKey);
  }

  return {
    app,
    db: database.db,
    token,
    async newUser() {
      const sub = `auth0|${randomUUID()}`;
      const bearer = await token(sub);
      return {
        sub,
        token: bearer,
        request: (method, url, body, headers = {}) =>
          app.inject({ method, url, headers: { authorization: `Bearer ${bearer}`, ...headers }, ...(body === undefined ? {} : { payload: body as object }) }),
      };
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

function writeStaticFiles(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'degreemate-static-'));
  for (const [name, content] of Object.entries(STATIC_FILES)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
