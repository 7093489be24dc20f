// The two ways a request can fail before the server answers, as the sync engine needs to tell them apart.

/** No answer: offline, DNS, connection reset, timeout, or the response was lost. Retry later. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** The token cannot be renewed without the user signing in again. Queue nothing away; wait. */
export class AuthRequiredError extends Error {
  override name = 'AuthRequiredError';
}

// Error codes the identity provider (auth0-spa-js) uses when only an interactive login can help.
const LOGIN_REQUIRED_CODES = new Set([
  'login_required',
  'invalid_grant',
  'missing_refresh_token',
  'consent_required',
  'interaction_required',
]);

export function isLoginRequired(error: unknown): boolean {
  if (error instanceof AuthRequiredError) return true;
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' && LOGIN_REQUIRED_CODES.has(code);
}
