// CORS preflights for the endpoints the app calls from the browser with its client id (token, revocation,
// userinfo). oidc-provider answers every preflight with the asking origin: the client, and so its allowed
// origin, is only known from the request body, which a preflight lacks. The one client lives at the app's
// origin, so any other origin's preflight is answered without CORS headers and the browser stops there.
import type { Middleware } from 'oidc-provider';

export function preflightOrigin(paths: readonly string[], appOrigin: string): Middleware {
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    if (ctx.method !== 'OPTIONS' || !origin || origin === appOrigin || !paths.includes(ctx.path)) return next();
    ctx.set('Vary', 'Origin');
    ctx.status = 204;
  };
}
