// One field of the provider's forms. Its error sits beside it (role=alert, described by it), what was typed
// is shown back, and the rules the server applies are written on it as attributes so the page's script
// (assets/credential-form.js) can check every field before the form is sent, by the same rules and words.
import { withoutInvalidCharacters } from '../../src/lib/text-rules';
import { html, type SafeHtml } from './html';

/** The checks the browser runs before sending; the server checks again whatever arrives. */
export interface FieldChecks {
  /** Shown when the field is empty. */
  missing: string;
  /** A pattern the value must match whole, and the message when it does not. */
  pattern?: { source: string; message: string };
  minLength?: { length: number; message: string };
  maxLength?: { length: number; message: string };
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  error?: string;
  autofocus: boolean;
  hint?: string;
  checks: FieldChecks;
}

export function field({ name, label, type, autocomplete, value: typed, error, autofocus, hint, checks }: FieldOptions): SafeHtml {
  // What was typed is shown back, but never a NUL byte or half a character: HTML cannot carry them.
  const value = typed === undefined ? undefined : withoutInvalidCharacters(typed);
  const describedBy = [error && `${name}-error`, hint && `${name}-hint`].filter(Boolean).join(' ');
  const input = html`<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required
 ${value !== undefined ? html`value="${value}"` : ''} ${error ? html`aria-invalid="true"` : ''}
 ${describedBy ? html`aria-describedby="${describedBy}"` : ''} ${autofocus ? html`autofocus` : ''}
 data-missing="${checks.missing}"
 ${checks.pattern ? html`pattern="${checks.pattern.source}" data-invalid="${checks.pattern.message}"` : ''}
 ${checks.minLength ? html`data-min="${checks.minLength.length}" data-short="${checks.minLength.message}"` : ''}
 ${checks.maxLength ? html`data-max="${checks.maxLength.length}" data-long="${checks.maxLength.message}"` : ''}>`;
  return html`<div class="field">
<label for="${name}">${label}</label>
${type === 'password' ? revealable(name, input) : input}
${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}
<p class="error" id="${name}-error" role="alert"${error ? '' : html` hidden`}>${error ?? ''}</p>
</div>`;
}

/** A password input with a Show/Hide button; the button stays hidden until the script can run it. */
function revealable(name: string, input: SafeHtml): SafeHtml {
  return html`<div class="password">${input}<button type="button" class="reveal" data-reveal="${name}" aria-controls="${name}" aria-label="Show password" hidden>Show</button></div>`;
}
