// /userinfo for access tokens issued for the API, as Auth0 allows when `openid` was requested.
// oidc-provider's own /userinfo only accepts tokens without an audience (opaque ones); API access
// tokens are JWTs, so this answers those itself and leaves everything else to oidc-provider.
import type { JsonWebKey } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { KoaContext, Middleware } from 'oidc-provider';
import { accountClaims, CLAIMS_BY_SCOPE } from './account-claims';
import type { AccountStore } from './account-store';

export interface ApiTokenUserinfoOptions {
  path: string;
  issuer: string;
  audience: string;
  appOrigin: string;
  signingKeys: JsonWebKey[];
  accounts: AccountStore;
}

function publicJwk({ kty, n, e, kid, alg, use }: JsonWebKey): JWK {
  return { kty, n, e, kid, alg, use } as JWK;
}

function refuse(ctx: KoaContext, status: 401 | 403, error: string, description: string) {
  ctx.status = status;
  ctx.set('WWW-Authenticate', `Bearer error="${error}", error_description="${description}"`);
  ctx.body = { error, error_description: description };
}

export function apiTokenUserinfo(o: ApiTokenUserinfoOptions): Middleware {
  const keys = createLocalJWKSet({ keys: o.signingKeys.map(publicJwk) });

  return async (ctx, next) => {
    const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(ctx.get('authorization'))?.[1];
    if (ctx.path !== o.path || (ctx.method !== 'GET' && ctx.method !== 'POST') || !token) return next();

    if (ctx.get('origin') === o.appOrigin) ctx.set('Access-Control-Allow-Origin', o.appOrigin);
    ctx.set('Cache-Control', 'no-store');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer: o.issuer, audience: o.audience, algorithms: ['RS256'] }));
    } catch {
      return refuse(ctx, 401, 'invalid_token', 'invalid token provided');
    }
    const scopes = new Set(String(payload.scope ?? '').split(' '));
    if (!scopes.has('openid')) return refuse(ctx, 403, 'insufficient_scope', 'access token missing openid scope');
    const account = payload.sub ? await o.accounts.findById(payload.sub) : undefined;
    if (!account) return refuse(ctx, 401, 'invalid_token', 'the account of this token no longer exists');

    const claims = accountClaims(account, o.issuer);
    const released = Object.entries(CLAIMS_BY_SCOPE).flatMap(([scope, names]) => (scopes.has(scope) ? names : []));
    ctx.body = Object.fromEntries(released.map((name) => [name, claims[name]]));
  };
}
