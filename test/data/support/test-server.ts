// The real API server, in-process on in-memory PGlite, reached through app.inject (no sockets).
// Tokens are RS256 JWTs signed with a key made here and given to the server as its key set.
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { openTestDatabase } from '../../server/support/test-database';

const ISSUER = 'http://localhost:4499/';
const AUDIENCE = 'https://api.degreemate.local';
const KEY_ID = 'test-key';

export interface TestServer {
  /** A fetch that goes straight into the app. */
  fetch: typeof fetch;
  /** A valid access token for `sub`, or one that expired an hour ago. */
  issueToken(sub: string, options?: { expired?: boolean }): Promise<string>;
  /** GET as `sub`, bypassing any faults: what the server really holds. */
  read<T>(sub: string, path: string): Promise<T>;
  /** A change made by `sub` on another device. */
  send(sub: string, method: string, path: string, body?: unknown): Promise<Response>;
  app: FastifyInstance;
  /** SQL straight to the server's database: to make a record fail, or time pass for tombstones. */
  sql(text: string, params?: unknown[]): Promise<unknown[]>;
  /** From now on the database refuses any link whose title starts with `prefix`: the server answers 500 for it alone. */
  failLinksTitled(prefix: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTestServer(options: { requestsPerMinute?: number } = {}): Promise<TestServer> {
  const testDatabase = await openTestDatabase();
  const db: Database = testDatabase.db;
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const app = await buildApp({
    db,
    auth: { issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [jwk] } },
    appOrigin: 'http://localhost:4400',
    staticDir: '/nonexistent',
    clientConfig: { auth: { domain: 'http://localhost:4499', clientId: 'test', audience: AUDIENCE }, mode: 'local' },
    requestsPerMinute: options.requestsPerMinute ?? 1_000_000,
    requestsPerMinutePerAddress: 1_000_000,
  });
  await app.ready();

  const issueToken = (sub: string, { expired = false } = {}) => sign(privateKey, sub, expired);
  const fetch = injectFetch(app);
  return {
    fetch,
    issueToken,
    async read<T>(sub: string, path: string) {
      const response = await fetch(`http://api${path}`, { headers: { Authorization: `Bearer ${await issueToken(sub)}` } });
      if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
      return (await response.json()) as T;
    },
    async send(sub, method, path, body) {
      return fetch(`http://api${path}`, {
        method,
        headers: { Authorization: `Bearer ${await issueToken(sub)}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    app,
    sql: (text, params) => db.query(text, params),
    async failLinksTitled(prefix) {
      const name = `refuse_${prefix.toLowerCase().replace(/\W/g, '_')}`;
      const literal = `'${prefix.replace(/'/g, "''")}%'`;
      await db.exec(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.title LIKE ${literal} THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON bookmarks FOR EACH ROW EXECUTE FUNCTION ${name}();`);
    },
    async close() {
      await app.close();
      await testDatabase.close();
    },
  };
}

function sign(key: CryptoKey, sub: string, expired: boolean): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(expired ? now - 7200 : now)
    .setExpirationTime(expired ? now - 3600 : now + 3600)
    .sign(key);
}

/** fetch → app.inject → Response. The request cannot be aborted once handed over, like a real network. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? await request.text() : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, { status: response.statusCode, headers });
  };
}
