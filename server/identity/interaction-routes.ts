// The provider's interaction pages: oidc-provider sends the browser to /interaction/<uid> when someone
// must sign in; these routes show the sign-in and sign-up forms and report the result back to it.
// The uid in the URL must match the provider's interaction cookie (SameSite=Lax, signed), so a form
// cannot be posted into someone else's sign-in.
import type { KoaContext, Middleware, Provider } from 'oidc-provider';
import type { AccountStore } from './account-store';
import { EmailTakenError } from './account-store';
import { startSignIn, startSignUp, type AttemptLimiters } from './attempt-budget';
import { checkSignIn, checkSignUp, MESSAGES, readSignIn, readSignUp } from './credential-forms';
import { renderExpired, renderSignIn, renderSignUp } from './credential-pages';
import { FormBodyError, readFormBody } from './form-body';

export interface InteractionRoutesOptions {
  provider: Provider;
  accounts: AccountStore;
  appOrigin: string;
  /** The sign-in and sign-up budgets (attempt-budget.ts). */
  limiters: AttemptLimiters;
}

const ROUTE = /^\/interaction\/([\w-]+)(?:\/(login|signup))?$/;

class ExpiredInteraction extends Error {}

export function interactionRoutes({ provider, accounts, appOrigin, limiters }: InteractionRoutesOptions): Middleware {
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
    const problem = checkSignIn(input);
    if (problem) return page(ctx, renderSignIn({ uid, email: input.email, problem }), 400);
    const attempt = startSignIn(limiters, ctx.ip, input.email);
    if (attempt.refusal) return page(ctx, renderSignIn({ uid, email: input.email, problem: { field: 'email', message: attempt.refusal } }), 429);
    const account = await accounts.authenticate(input.email, input.password);
    if (!account) {
      return page(ctx, renderSignIn({ uid, email: input.email, problem: { field: 'password', message: MESSAGES.wrongCredentials } }), 400);
    }
    attempt.succeeded();
    return finish(ctx, { login: { accountId: account.id, remember: true } });
  }

  async function signUp(ctx: KoaContext, uid: string) {
    await details(ctx, uid);
    const input = readSignUp(await readFormBody(ctx));
    const kept = { uid, givenName: input.givenName, familyName: input.familyName, email: input.email };
    const problem = checkSignUp(input);
    if (problem) return page(ctx, renderSignUp({ ...kept, problem }), 400);
    const refused = startSignUp(limiters, ctx.ip);
    if (refused) return page(ctx, renderSignUp({ ...kept, problem: { field: 'email', message: refused } }), 429);
    try {
      const account = await accounts.create(input);
      return finish(ctx, { login: { accountId: account.id, remember: true } });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      return page(ctx, renderSignUp({ ...kept, problem: { field: 'email', message: MESSAGES.emailTaken } }), 409);
    }
  }

  return async (ctx, next) => {
    const match = ROUTE.exec(ctx.path);
    if (!match) return next();
    const [, uid = '', action] = match as unknown as [string, string, 'login' | 'signup' | undefined];
    try {
      if (ctx.method === 'GET' && action !== 'login') return await show(ctx, uid, action);
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
