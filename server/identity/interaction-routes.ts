// The provider's interaction pages: oidc-provider sends the browser to /interaction/<uid> when someone
// must sign in; these routes show the sign-in and sign-up forms and report the result back to it.
// The uid in the URL must match the provider's interaction cookie (SameSite=Lax, signed), so a form
// cannot be posted into someone else's sign-in.
import type { KoaContext, Middleware, Provider } from 'oidc-provider';
import type { AccountStore } from './account-store';
import { EmailTakenError } from './account-store';
import { startSignIn, startSignUp, type AttemptLimiters } from './attempt-budget';
import { checkEmail, checkSignIn, checkSignUp, MESSAGES, readSignIn, readSignUp } from './credential-forms';
import { renderExpired, renderSignIn, renderSignUp } from './credential-pages';
import { FormBodyError, readFormBody } from './form-body';
import { renderCodePage } from './code-page';
import type { MfaStore } from './mfa-store';
import { issuePendingSignIn, readPendingSignIn } from './pending-sign-in';
import { renderForgot, renderResetSent } from './password-reset-pages';
import { mailResetLink, type ResetMailOptions } from './password-reset-mail';
import type { RateLimiter } from './rate-limiter';

export interface InteractionRoutesOptions {
  provider: Provider;
  accounts: AccountStore;
  appOrigin: string;
  /** The sign-in and sign-up budgets (attempt-budget.ts). */
  limiters: AttemptLimiters;
  /** Two-step sign-in: the accounts' code settings, a budget of wrong codes per account, the note-signing key. */
  mfa: MfaStore;
  codeLimiter: RateLimiter;
  pendingKey: string;
  /** "Forgot password?" by mail; undefined: the page says how an administrator resets a password. */
  resetMail: ResetMailOptions | undefined;
}

const CODE_MESSAGES = {
  wrong: 'That code is not right. Check your authenticator app and try again.',
  tooMany: 'Too many wrong codes. Wait 15 minutes, then try again.',
  expired: 'This sign-in took too long. Sign in again.',
};

const ROUTE = /^\/interaction\/([\w-]+)(?:\/(login|signup|code|forgot))?$/;

type Action = 'login' | 'signup' | 'code' | 'forgot' | undefined;

class ExpiredInteraction extends Error {}

export function interactionRoutes({ provider, accounts, appOrigin, limiters, mfa, codeLimiter, pendingKey, resetMail }: InteractionRoutesOptions): Middleware {
  async function details(ctx: KoaContext, uid: string) {
    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      if (interaction.uid !== uid) throw new ExpiredInteraction();
      return interaction;
    } catch (error) {
      // SessionNotFound: the interaction cookie is missing or the interaction ran out.
      if (error instanceof ExpiredInteraction || (error as Error).name === 'SessionNotFound') throw new ExpiredInteraction();
      throw error;
    }
  }

  function page(ctx: KoaContext, body: string, status = 200) {
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  }

  async function finish(ctx: KoaContext, result: Parameters<Provider['interactionResult']>[2]) {
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  async function show(ctx: KoaContext, uid: string, form: 'login' | 'signup' | undefined) {
    const interaction = await details(ctx, uid);
    if (interaction.prompt.name === 'consent' && interaction.grantId) {
      // Only reached when the client asks for prompt=consent: first-party access is already granted.
      return finish(ctx, { consent: { grantId: interaction.grantId } });
    }
    const { login_hint: loginHint, screen_hint: screenHint } = interaction.params as Record<string, string | undefined>;
    if (form === 'signup' || (form === undefined && screenHint === 'signup')) return page(ctx, renderSignUp({ uid, email: loginHint }));
    return page(ctx, renderSignIn({ uid, email: loginHint }));
  }

  async function signIn(ctx: KoaContext, uid: string) {
    await details(ctx, uid);
    const input = readSignIn(await readFormBody(ctx));
    const problems = checkSignIn(input);
    if (problems.length > 0) return page(ctx, renderSignIn({ uid, email: input.email, problems }), 400);
    const attempt = await startSignIn(limiters, ctx.ip, input.email);
    if (attempt.refusal) return page(ctx, renderSignIn({ uid, email: input.email, problems: [{ field: 'email', message: attempt.refusal }] }), 429);
    const account = await accounts.authenticate(input.email, input.password);
    if (!account) {
      return page(ctx, renderSignIn({ uid, email: input.email, problems: [{ field: 'password', message: MESSAGES.wrongCredentials }] }), 400);
    }
    await attempt.succeeded();
    if ((await mfa.status(account.id)).enabled) return page(ctx, renderCodePage({ uid, pending: issuePendingSignIn(pendingKey, uid, account.id) }));
    return finish(ctx, { login: { accountId: account.id, remember: true } });
  }

  async function verifyCode(ctx: KoaContext, uid: string) {
    await details(ctx, uid);
    const form = await readFormBody(ctx);
    const pending = form.get('pending') ?? '';
    const accountId = readPendingSignIn(pendingKey, uid, pending);
    if (!accountId) return page(ctx, renderSignIn({ uid, problems: [{ field: 'email', message: CODE_MESSAGES.expired }] }), 400);
    // Counted before the check and refunded on success, like passwords (attempt-budget.ts).
    if (!(await codeLimiter.attempt(accountId))) return page(ctx, renderCodePage({ uid, pending, problem: CODE_MESSAGES.tooMany }), 429);
    if (!(await mfa.check(accountId, form.get('code') ?? ''))) return page(ctx, renderCodePage({ uid, pending, problem: CODE_MESSAGES.wrong }), 400);
    await codeLimiter.refund(accountId);
    return finish(ctx, { login: { accountId, remember: true, amr: ['pwd', 'otp'] } });
  }

  async function signUp(ctx: KoaContext, uid: string) {
    await details(ctx, uid);
    const input = readSignUp(await readFormBody(ctx));
    const kept = { uid, givenName: input.givenName, familyName: input.familyName, email: input.email };
    const problems = checkSignUp(input);
    if (problems.length > 0) return page(ctx, renderSignUp({ ...kept, problems }), 400);
    const refused = await startSignUp(limiters, ctx.ip);
    if (refused) return page(ctx, renderSignUp({ ...kept, problems: [{ field: 'email', message: refused }] }), 429);
    try {
      const account = await accounts.create(input);
      return finish(ctx, { login: { accountId: account.id, remember: true } });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      return page(ctx, renderSignUp({ ...kept, problems: [{ field: 'email', message: MESSAGES.emailTaken }] }), 409);
    }
  }

  async function showForgot(ctx: KoaContext, uid: string) {
    await details(ctx, uid);
    return page(ctx, renderForgot({ uid, mailEnabled: resetMail !== undefined }));
  }

  async function forgot(ctx: KoaContext, uid: string) {
    await details(ctx, uid);
    const email = ((await readFormBody(ctx)).get('email') ?? '').trim();
    const view = { uid, mailEnabled: resetMail !== undefined, email };
    const problems = checkEmail(email);
    if (problems.length > 0) return page(ctx, renderForgot({ ...view, problems }), 400);
    // Counted like a sign-in attempt from the address: the form is no way around that budget.
    const refused = await startSignUp(limiters, ctx.ip);
    if (refused) return page(ctx, renderForgot({ ...view, problems: [{ field: 'email', message: refused }] }), 429);
    if (resetMail) await mailResetLink(resetMail, email);
    return page(ctx, renderResetSent(uid, email));
  }

  return async (ctx, next) => {
    const match = ROUTE.exec(ctx.path);
    if (!match) return next();
    const [, uid = '', action] = match as unknown as [string, string, Action];
    try {
      if (ctx.method === 'GET' && action === 'forgot') return await showForgot(ctx, uid);
      if (ctx.method === 'POST' && action === 'forgot') return await forgot(ctx, uid);
      if (ctx.method === 'GET' && (action === undefined || action === 'signup')) return await show(ctx, uid, action);
      if (ctx.method === 'POST' && action === 'code') return await verifyCode(ctx, uid);
      if (ctx.method === 'POST' && action === 'login') return await signIn(ctx, uid);
      if (ctx.method === 'POST' && action === 'signup') return await signUp(ctx, uid);
      ctx.status = 405;
    } catch (error) {
      if (error instanceof ExpiredInteraction) return page(ctx, renderExpired(appOrigin), 400);
      if (error instanceof FormBodyError) {
        ctx.status = error.status;
        ctx.body = error.message;
        return;
      }
      throw error;
    }
  };
}
