// The sign-in and sign-up pages. Forms use `novalidate` so every mistake gets the same clear server
// message in every browser; the field at fault is marked, described by the message and focused.
import { withoutInvalidCharacters } from '../../src/lib/text-rules';
import { MIN_PASSWORD_LENGTH, type FormProblem, type SignInField, type SignUpField } from './credential-forms';
import { html, type SafeHtml } from './html';
import { renderPage } from './page-layout';

interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  invalid: boolean;
  autofocus: boolean;
  hint?: string;
}

function field({ name, label, type, autocomplete, value: typed, invalid, autofocus, hint }: FieldOptions): SafeHtml {
  // What was typed is shown back, but never a NUL byte or half a character: HTML cannot carry them.
  const value = typed === undefined ? undefined : withoutInvalidCharacters(typed);
  const describedBy = [invalid && 'form-error', hint && `${name}-hint`].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required
 ${value !== undefined ? html`value="${value}"` : ''} ${invalid ? html`aria-invalid="true"` : ''}
 ${describedBy ? html`aria-describedby="${describedBy}"` : ''} ${autofocus ? html`autofocus` : ''}>
${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}
</div>`;
}

function alert(problem: FormProblem<string> | undefined): SafeHtml {
  return problem ? html`<p class="alert" id="form-error" role="alert">${problem.message}</p>` : html``;
}

export interface SignInView {
  uid: string;
  email?: string;
  problem?: FormProblem<SignInField>;
}

export function renderSignIn({ uid, email, problem }: SignInView): string {
  const focus: SignInField = problem?.field ?? (email ? 'password' : 'email');
  return renderPage({
    title: 'Sign in to DegreeMate',
    content: html`<h1>Sign in to DegreeMate</h1>
<p class="lead">Welcome back. Sign in to continue to DegreeMate.</p>
${alert(problem)}
<form method="post" action="/interaction/${uid}/login" novalidate>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, invalid: problem?.field === 'email', autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', invalid: problem?.field === 'password', autofocus: focus === 'password' })}
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
  problem?: FormProblem<SignUpField>;
}

export function renderSignUp({ uid, givenName, familyName, email, problem }: SignUpView): string {
  const focus: SignUpField = problem?.field ?? 'givenName';
  const invalid = (name: SignUpField) => problem?.field === name;
  return renderPage({
    title: 'Create your DegreeMate account',
    content: html`<h1>Create your account</h1>
<p class="lead">Plan your studies with DegreeMate. It takes a minute.</p>
${alert(problem)}
<form method="post" action="/interaction/${uid}/signup" novalidate>
<div class="row">
${field({ name: 'given_name', label: 'First name', type: 'text', autocomplete: 'given-name', value: givenName, invalid: invalid('givenName'), autofocus: focus === 'givenName' })}
${field({ name: 'family_name', label: 'Last name', type: 'text', autocomplete: 'family-name', value: familyName, invalid: invalid('familyName'), autofocus: focus === 'familyName' })}
</div>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, invalid: invalid('email'), autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', invalid: invalid('password'), autofocus: focus === 'password', hint: `At least ${MIN_PASSWORD_LENGTH} characters.` })}
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
