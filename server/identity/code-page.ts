// The second sign-in step for accounts with two-step sign-in: a code from the authenticator app, or
// one of the recovery codes. Same layout and error handling as the password pages (credential-pages.ts).
import { html } from './html';
import { renderPage } from './page-layout';

export interface CodePageView {
  uid: string;
  pending: string;
  problem?: string;
}

export function renderCodePage({ uid, pending, problem }: CodePageView): string {
  return renderPage({
    title: 'Enter your code · DegreeMate',
    content: html`<h1>Two-step sign-in</h1>
<p class="lead">Enter the 6-digit code from your authenticator app.</p>
${problem ? html`<p class="alert" id="form-error" role="alert">${problem}</p>` : ''}
<form method="post" action="/interaction/${uid}/code" novalidate>
<input type="hidden" name="pending" value="${pending}">
<div class="field">
<label for="code">Authentication code</label>
<input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" required autofocus
 ${problem ? html`aria-invalid="true"` : ''} aria-describedby="${problem ? 'form-error code-hint' : 'code-hint'}">
<p class="hint" id="code-hint">Lost your phone? Enter one of your recovery codes instead; each works once.</p>
</div>
<button type="submit">Verify</button>
</form>
<p class="switch"><a href="/interaction/${uid}">Sign in as someone else</a></p>`,
  });
}
