// A tagged template for server-rendered HTML that escapes every interpolated value unless it is
// already SafeHtml, so user input (names, emails) can never inject markup into the sign-in pages.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, string, index) => out + render(values[index - 1]) + string));
}

/** Markup produced elsewhere that is already safe (e.g. oidc-provider's own logout form). */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
