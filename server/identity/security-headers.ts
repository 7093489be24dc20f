// A strict Content-Security-Policy on everything the provider serves. Inline scripts are allowed one by
// one by hash: oidc-provider adds the hashes of its own (web_message and form_post responses) to
// script-src, and allowInlineScript does the same for ours.
import { createHash } from 'node:crypto';
import type { KoaContext, Middleware } from 'oidc-provider';
import { STYLE_SOURCE_HASH } from './page-layout';

export function securityHeaders(appOrigin: string): Middleware {
  const policy = [
    "default-src 'none'",
    `style-src ${STYLE_SOURCE_HASH}`,
    "img-src 'self' data:",
    "script-src 'self'",
    // Chromium applies form-action to the redirects after a submission too: sign-in and sign-out end at the app.
    `form-action 'self' ${appOrigin}`,
    // Nobody may frame the sign-in form; web_message responses (silent auth) drop this for their iframe.
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', policy);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    await next();
  };
}

/** Adds the script's hash to this response's script-src and returns the script. */
export function allowInlineScript(ctx: KoaContext, script: string): string {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const policy = ctx.response.get('Content-Security-Policy');
  ctx.set(
    'Content-Security-Policy',
    policy.replace(/script-src ([^;]*)/, (_match, sources: string) => `script-src ${sources} ${hash}`),
  );
  return script;
}
