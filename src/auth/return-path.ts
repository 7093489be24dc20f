// Where to send the user after the hosted login. Only same-origin paths are accepted, so a
// crafted appState can never turn the login into an open redirect.

export const DEFAULT_RETURN_PATH = '/dashboard';

export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return DEFAULT_RETURN_PATH;
  }
  return value;
}

/** The current path and query, the target a guarded page asks to come back to. */
export function currentReturnPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `${location.pathname}${location.search}`;
}

/** True when the query carries the identity provider's answer to a login redirect. */
export function isRedirectCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}
