// Auth0's /v2/logout takes `returnTo` (and `client_id`); OpenID's RP-initiated logout, which
// oidc-provider implements, takes `post_logout_redirect_uri`. This rewrites the one into the other
// before the provider reads the query.
import type { Middleware } from 'oidc-provider';

export function auth0LogoutParameters(logoutPath: string, defaultClientId: string): Middleware {
  return async (ctx, next) => {
    if (ctx.path === logoutPath && ctx.method === 'GET') {
      const query = new URLSearchParams(ctx.querystring);
      const returnTo = query.get('returnTo');
      query.delete('returnTo');
      if (returnTo && !query.has('post_logout_redirect_uri')) {
        query.set('post_logout_redirect_uri', returnTo);
        // oidc-provider checks the address against a client's list; this provider has exactly one client.
        if (!query.has('client_id') && !query.has('id_token_hint')) query.set('client_id', defaultClientId);
      }
      ctx.querystring = query.toString();
    }
    await next();
  };
}
