// With IDP_PATH the local identity provider shares the app's origin (https://example.edu/auth), so a
// navigation there (auth0-spa-js's /authorize, /v2/logout, a password reset link) must reach the server
// rather than the app shell. Which path that is comes from /config.json's `auth.domain`; a provider on
// another origin (its own port, Auth0) never needs this. Pure, so it is tested without a worker.

/** True when `url` lies under the identity provider's base URL and that base shares `origin`. */
export function isUnderIdentityProvider(url: URL, origin: string, domain: string | undefined): boolean {
  if (!domain || !/^https?:\/\//.test(domain)) return false;
  let base: URL;
  try {
    base = new URL(domain);
  } catch {
    return false;
  }
  const path = base.pathname.replace(/\/+$/, '');
  if (base.origin !== origin || path === '') return false;
  return url.origin === origin && (url.pathname === path || url.pathname.startsWith(`${path}/`));
}
