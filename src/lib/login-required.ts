// The sign-in error codes (OAuth, and auth0-spa-js's own) after which only an interactive login
// can produce a token. The auth layer ends "signed in" on them and the API client pauses the
// queue on them, so both read this one list.
const LOGIN_REQUIRED_CODES: ReadonlySet<string> = new Set([
  'login_required',
  'invalid_grant',
  // The library found no refresh token in its cache: no renewal is possible without a login.
  'missing_refresh_token',
  'consent_required',
  'interaction_required',
]);

/** The `error` field of an OAuth / auth0-spa-js error, when there is one. */
export function signInErrorCode(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { error } = value as { error?: unknown };
  return typeof error === 'string' ? error : undefined;
}

export function isLoginRequiredCode(code: string | undefined): boolean {
  return code !== undefined && LOGIN_REQUIRED_CODES.has(code);
}
