// The provider's own small routes beside its pages: the forms' script, and the brand mark's way back to
// the app (the pages are rendered without knowing the app's origin, so the link goes through here).
import { readFileSync } from 'node:fs';
import type { Middleware } from 'oidc-provider';
import { BACK_TO_APP_PATH, FORM_SCRIPT_PATH } from './page-layout';

const FORM_SCRIPT = readFileSync(new URL('./assets/credential-form.js', import.meta.url), 'utf8');

export function providerAssets(appOrigin: string): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === FORM_SCRIPT_PATH) {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = FORM_SCRIPT;
      return;
    }
    if (ctx.path === BACK_TO_APP_PATH) {
      ctx.status = 303;
      ctx.redirect(appOrigin);
      return;
    }
    return next();
  };
}
