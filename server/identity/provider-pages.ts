// The pages oidc-provider itself renders (errors, sign-out), in DegreeMate's look. Sign-out never asks
// for confirmation, like Auth0's /v2/logout: the page submits oidc-provider's logout form by itself.
import type { KoaContext } from 'oidc-provider';
import { html, trustedHtml } from './html';
import { renderPage } from './page-layout';
import { allowInlineScript } from './security-headers';

const AUTO_SUBMIT = "document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()});";

export function createProviderPages(appOrigin: string) {
  const backToApp = html`<p class="switch"><a href="${appOrigin}">Back to DegreeMate</a></p>`;

  return {
    /** `renderError`: the request cannot go back to the app (bad client, redirect URI, expired link…). */
    async renderError(ctx: KoaContext, out: { error?: string; error_description?: string }): Promise<void> {
      ctx.type = 'html';
      ctx.body = renderPage({
        title: 'Something went wrong · DegreeMate',
        content: html`<h1>Something went wrong</h1>
<p class="lead">${out.error_description ?? 'The sign-in request could not be completed.'}</p>
<p class="hint">Error: ${out.error ?? 'server_error'}</p>${backToApp}`,
      });
    },

    /** `features.rpInitiatedLogout.logoutSource`: `form` is oidc-provider's form with its xsrf token. */
    async logoutSource(ctx: KoaContext, form: string): Promise<void> {
      const confirmed = form.replace(
        '</form>',
        '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Sign out</button></noscript></form>',
      );
      ctx.type = 'html';
      ctx.body = renderPage({
        title: 'Signing out · DegreeMate',
        head: html`<script>${trustedHtml(allowInlineScript(ctx, AUTO_SUBMIT))}</script>`,
        content: html`<h1>Signing out…</h1><p class="lead">One moment.</p>${trustedHtml(confirmed)}`,
      });
    },

    /** `features.rpInitiatedLogout.postLogoutSuccessSource`: sign-out without a returnTo. */
    async postLogoutSuccessSource(ctx: KoaContext): Promise<void> {
      ctx.type = 'html';
      ctx.body = renderPage({
        title: 'Signed out · DegreeMate',
        content: html`<h1>You’re signed out</h1><p class="lead">See you soon.</p>${backToApp}`,
      });
    },
  };
}
