// /reset-password/<token>: the page a reset link opens, and the new password it sets. Attempts count
// against the address's sign-in budget, so the form is no faster a way to guess than signing in.
import type { Middleware } from 'oidc-provider';
import type { Database } from '../db/database';
import { MESSAGES, newPasswordProblem } from './credential-forms';
import { FormBodyError, readFormBody } from './form-body';
import { renderResetDone, renderResetForm, renderResetUnusable } from './password-reset-pages';
import { isUsableResetToken, resetPasswordWithToken } from './password-reset-store';
import type { RateLimiter } from './rate-limiter';

const ROUTE = /^\/reset-password\/([^/]+)$/;

export function passwordResetRoutes(db: Database, perAddress: RateLimiter): Middleware {
  return async (ctx, next) => {
    const match = ROUTE.exec(ctx.path);
    if (!match) return next();
    const token = match[1]!;
    const page = (body: string, status = 200) => {
      ctx.status = status;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      // The token is in the URL: no other site may see it in a Referer.
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.body = body;
    };
    if (ctx.method === 'GET') return (await isUsableResetToken(db, token)) ? page(renderResetForm({ token })) : page(renderResetUnusable(), 410);
    if (ctx.method !== 'POST') {
      ctx.status = 405;
      return;
    }
    let form: URLSearchParams;
    try {
      form = await readFormBody(ctx);
    } catch (error) {
      if (!(error instanceof FormBodyError)) throw error;
      ctx.status = error.status;
      ctx.body = error.message;
      return;
    }
    const password = form.get('password') ?? '';
    const problem = newPasswordProblem(password);
    if (problem) return page(renderResetForm({ token, problems: [{ field: 'password', message: problem }] }), 400);
    if (!(await perAddress.attempt(ctx.ip)))
      return page(renderResetForm({ token, problems: [{ field: 'password', message: MESSAGES.tooManyFromAddress }] }), 429);
    return (await resetPasswordWithToken(db, token, password)) ? page(renderResetDone()) : page(renderResetUnusable(), 410);
  };
}
