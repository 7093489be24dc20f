// The entries @auth0/auth0-spa-js 2.x writes to localStorage (cacheLocation 'localstorage', src/auth/auth-client.ts)
// once it has exchanged a sign-in's code for tokens: one for the tokens of the audience and scope, one for the ID
// token and the user read from it. A browser context given these starts signed in, and the real library in the
// page reads and renews them as it would its own. Mirrors the library's _saveEntryInCache; the sign-in tests
// (test/e2e/auth/fast-sign-in.e2e.ts) compare these with what the library itself stores.
import { CacheKey } from '@auth0/auth0-spa-js';
import { AUTH_SCOPE } from '../../../src/auth/auth-client';

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

const ID_TOKEN_SUFFIX = '@@user@@';

/**
 * The library's own claims of an ID token (jwt.ts): everything else in the token is the user. Kept whole, since
 * a user entry with one of these in it would differ from what the library stores.
 */
const ID_TOKEN_CLAIMS = new Set([
  'iss',
  'aud',
  'exp',
  'nbf',
  'iat',
  'jti',
  'azp',
  'nonce',
  'auth_time',
  'at_hash',
  'c_hash',
  'acr',
  'amr',
  'sub_jwk',
  'cnf',
  'sip_from_tag',
  'sip_date',
  'sip_callid',
  'sip_cseq_num',
  'sip_via_branch',
  'orig',
  'dest',
  'mky',
  'events',
  'toe',
  'txn',
  'rph',
  'sid',
  'vot',
  'vtm',
]);

/** The scope the library asks for and keys its cache by: its `openid` first, the app's, and `offline_access` for refresh tokens. */
export function requestedScope(): string {
  return [...new Set(['openid', ...AUTH_SCOPE.split(/\s+/), 'offline_access'])].join(' ');
}

function decodeIdToken(idToken: string) {
  const [header = '', payload = '', signature = ''] = idToken.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  const claims: Record<string, unknown> = { __raw: idToken, ...decode(payload) };
  const user = Object.fromEntries(Object.entries(decode(payload)).filter(([name]) => !ID_TOKEN_CLAIMS.has(name)));
  return { encoded: { header, payload, signature }, header: decode(header), claims, user };
}

/** The localStorage entries for a token response to clientId's sign-in for `audience`, as name/value pairs. */
export function sessionCacheEntries(tokens: TokenResponse, clientId: string, audience: string, now = Date.now()): { name: string; value: string }[] {
  const scope = requestedScope();
  const { id_token: idToken, ...withoutIdToken } = tokens;
  const tokenEntry = {
    body: { ...withoutIdToken, scope, audience, oauthTokenScope: tokens.scope, client_id: clientId },
    expiresAt: Math.floor(now / 1000) + tokens.expires_in,
  };
  const userEntry = { id_token: idToken, decodedToken: decodeIdToken(idToken) };
  return [
    { name: new CacheKey({ clientId }, undefined, ID_TOKEN_SUFFIX).toKey(), value: JSON.stringify(userEntry) },
    { name: new CacheKey({ clientId, audience, scope }).toKey(), value: JSON.stringify(tokenEntry) },
  ];
}
