// What the provider needs, from the inside, when it is mounted under IDP_PATH on the app's origin.
//
// oidc-provider's own links (resume, logout confirmation, discovery) carry the mount path it works out by
// finding the request's URL inside `req.originalUrl`; when a middleware rewrites the query first (the
// Auth0 `returnTo` on /v2/logout) that search fails, so the path is also set as Koa's `ctx.mountPath`,
// its documented fallback.
//
// Our pages link to the provider's routes root-relatively (`/interaction/<uid>/login`,
// `/assets/credential-form.js`), which is right on its own port; mounted, those paths would reach the app,
// so they are prefixed on the way out. Doing it once here keeps the page templates unaware of where they
// are served; absolute URLs and `//host` links are left alone.
import type { KoaContext, Middleware } from 'oidc-provider';

const ROOT_RELATIVE_LINK = /(\s(?:action|href|src)=")\/(?!\/)/g;

export function prefixRootRelativeLinks(page: string, mountPath: string): string {
  return page.replace(ROOT_RELATIVE_LINK, `$1${mountPath}/`);
}

export function mountedUnderPath(mountPath: string): Middleware {
  return async (ctx, next) => {
    (ctx as KoaContext & { mountPath?: string }).mountPath = mountPath;
    await next();
    if (typeof ctx.body === 'string' && ctx.type === 'text/html') ctx.body = prefixRootRelativeLinks(ctx.body, mountPath);
  };
}
