// "Forgot password?": the page asking for the email, what it says afterwards, and the reset link's page.
// The answer after sending never says whether an account exists, so the page cannot be used to find out
// who studies with DegreeMate.
import type { FormProblem } from './credential-forms';
import { field } from './credential-field';
import { EMAIL_CHECKS, errorsOf, NEW_PASSWORD_CHECKS } from './credential-pages';
import { html } from './html';
import { BACK_TO_APP_PATH, renderPage } from './page-layout';
import { RESET_LINK_MINUTES } from './password-reset-store';

export interface ForgotView {
  uid: string;
  /** false: this server sends no mail, so the page sends the student to the school's administrator. */
  mailEnabled: boolean;
  email?: string;
  problems?: Array<FormProblem<'email'>>;
}

const backToSignIn = (uid: string) => html`<p class="switch"><a href="/interaction/${uid}">Back to sign in</a></p>`;

export function renderForgot({ uid, mailEnabled, email, problems }: ForgotView): string {
  if (!mailEnabled) {
    return renderPage({
      title: 'Forgot password · DegreeMate',
      content: html`<h1>Forgot your password?</h1>
<p class="lead">This DegreeMate server does not send email, so it cannot mail you a reset link.</p>
<p>Your school’s DegreeMate administrator can reset your password. Ask them, giving the email you signed up with${email ? html` (${email})` : ''}.</p>
<p>They give you a temporary password to sign in with; change it afterwards in Settings → Security.</p>
${backToSignIn(uid)}`,
    });
  }
  const errors = errorsOf(problems);
  return renderPage({
    title: 'Forgot password · DegreeMate',
    content: html`<h1>Forgot your password?</h1>
<p class="lead">Enter your account’s email. We’ll send you a link to choose a new password.</p>
<form method="post" action="/interaction/${uid}/forgot" novalidate data-checked>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, error: errors.email, autofocus: true, checks: EMAIL_CHECKS })}
<button type="submit">Send reset link</button>
</form>
${backToSignIn(uid)}`,
  });
}

export function renderResetSent(uid: string, email: string): string {
  return renderPage({
    title: 'Check your email · DegreeMate',
    content: html`<h1>Check your email</h1>
<p class="lead">If ${email} has a DegreeMate account, a link to reset its password is on its way. It works once, for ${RESET_LINK_MINUTES} minutes.</p>
<p class="hint">Nothing arrived? Check your spam folder, or ask for a new link.</p>
${backToSignIn(uid)}`,
  });
}

export interface ResetView {
  token: string;
  problems?: Array<FormProblem<'password'>>;
}

export function renderResetForm({ token, problems }: ResetView): string {
  const errors = errorsOf(problems);
  return renderPage({
    title: 'Choose a new password · DegreeMate',
    content: html`<h1>Choose a new password</h1>
<p class="lead">After this, every device signed in to your account is signed out.</p>
<form method="post" action="/reset-password/${token}" novalidate data-checked>
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', error: errors.password, autofocus: true, hint: 'At least 8 characters.', checks: NEW_PASSWORD_CHECKS })}
<button type="submit">Set new password</button>
</form>`,
  });
}

export function renderResetDone(): string {
  return renderPage({
    title: 'Password changed · DegreeMate',
    content: html`<h1>Your password is changed</h1>
<p class="lead">Sign in with your new password.</p>
<p class="switch"><a href="${BACK_TO_APP_PATH}">Sign in to DegreeMate</a></p>`,
  });
}

export function renderResetUnusable(): string {
  return renderPage({
    title: 'Link expired · DegreeMate',
    content: html`<h1>This link can’t be used</h1>
<p class="lead">Reset links work once, for ${RESET_LINK_MINUTES} minutes. Ask for a new one from the sign-in page (Forgot password?).</p>
<p class="switch"><a href="${BACK_TO_APP_PATH}">Back to DegreeMate</a></p>`,
  });
}
