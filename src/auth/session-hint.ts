// Whether this browser holds a sign-in, without starting the session: public pages never load the sign-in
// library (use-auth.ts), but some change with it (the contact page's Live chat). auth0-spa-js keeps its
// tokens in localStorage under keys with this prefix (cacheLocation 'localstorage', auth-client.ts); a
// signed-out browser has none, since sign-out clears them.
const TOKEN_CACHE_PREFIX = '@@auth0spajs@@';

export function holdsSignIn(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) if (localStorage.key(index)?.startsWith(TOKEN_CACHE_PREFIX)) return true;
  } catch {
    // Storage blocked: no session could have been kept either.
  }
  return false;
}
