// The sign-in and sign-up pages. Forms use `novalidate` so every mistake gets the same clear message in
// every browser: checked first in the page by the provider's script, then by the server, each problem
// beside its field, the first one focused.
import {
  EMAIL_PATTERN,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  type FormProblem,
  type SignInField,
  type SignUpField,
} from './credential-forms';
import { field, type FieldChecks } from './credential-field';
import { html } from './html';
import { renderPage } from './page-layout';

export const EMAIL_CHECKS: FieldChecks = { missing: MESSAGES.invalidEmail, pattern: { source: EMAIL_PATTERN, message: MESSAGES.invalidEmail } };

/** The rules of a new password (sign-up and reset). */
export const NEW_PASSWORD_CHECKS: FieldChecks = {
  missing: MESSAGES.shortPassword,
  minLength: { length: MIN_PASSWORD_LENGTH, message: MESSAGES.shortPassword },
  maxLength: { length: MAX_PASSWORD_LENGTH, message: MESSAGES.longPassword },
};

const nameChecks = (missing: string): FieldChecks => ({ missing, maxLength: { length: MAX_NAME_LENGTH, message: MESSAGES.longName } });

/** The message for each field with a problem. */
export function errorsOf<Field extends string>(problems: Array<FormProblem<Field>> = []): Partial<Record<Field, string>> {
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message])) as Partial<Record<Field, string>>;
}

export interface SignInView {
  uid: string;
  email?: string;
  problems?: Array<FormProblem<SignInField>>;
}

export function renderSignIn({ uid, email, problems }: SignInView): string {
  const errors = errorsOf(problems);
  const focus: SignInField = problems?.[0]?.field ?? (email ? 'password' : 'email');
  return renderPage({
    title: 'Sign in to DegreeMate',
    content: html`<h1>Sign in to DegreeMate</h1>
<p class="lead">Welcome back. Sign in to continue to DegreeMate.</p>
<form method="post" action="/interaction/${uid}/login" novalidate data-checked>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, error: errors.email, autofocus: focus === 'email', checks: EMAIL_CHECKS })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errors.password, autofocus: focus === 'password', checks: { missing: MESSAGES.missingPassword } })}
<p class="aside"><a href="/interaction/${uid}/forgot">Forgot password?</a></p>
<button type="submit">Sign in</button>
</form>
<p class="switch">New to DegreeMate? <a href="/interaction/${uid}/signup">Create account</a></p>`,
  });
}

export interface SignUpView {
  uid: string;
  givenName?: string;
  familyName?: string;
  email?: string;
  problems?: Array<FormProblem<SignUpField>>;
}

export function renderSignUp({ uid, givenName, familyName, email, problems }: SignUpView): string {
  const errors = errorsOf(problems);
  const focus: SignUpField = problems?.[0]?.field ?? 'givenName';
  return renderPage({
    title: 'Create your DegreeMate account',
    content: html`<h1>Create your account</h1>
<p class="lead">Plan your studies with DegreeMate. It takes a minute.</p>
<form method="post" action="/interaction/${uid}/signup" novalidate data-checked>
<div class="row">
${field({ name: 'given_name', label: 'First name', type: 'text', autocomplete: 'given-name', value: givenName, error: errors.givenName, autofocus: focus === 'givenName', checks: nameChecks(MESSAGES.missingGivenName) })}
${field({ name: 'family_name', label: 'Last name', type: 'text', autocomplete: 'family-name', value: familyName, error: errors.familyName, autofocus: focus === 'familyName', checks: nameChecks(MESSAGES.missingFamilyName) })}
</div>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, error: errors.email, autofocus: focus === 'email', checks: EMAIL_CHECKS })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: errors.password, autofocus: focus === 'password', hint: `At least ${MIN_PASSWORD_LENGTH} characters.`, checks: NEW_PASSWORD_CHECKS })}
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/interaction/${uid}">Sign in</a></p>`,
  });
}

export function renderExpired(appOrigin: string): string {
  return renderPage({
    title: 'Sign-in expired · DegreeMate',
    content: html`<h1>This sign-in page has expired</h1>
<p class="lead">Sign-in pages last an hour. Go back to DegreeMate and sign in again.</p>
<p class="switch"><a href="${appOrigin}">Back to DegreeMate</a></p>`,
  });
}
