// PUBLIC_URL and IDP_PATH: the public origin students use, and the path the local identity provider is
// mounted under on the app's own port. Checked here so a typo stops the server at startup with a sentence
// instead of surfacing later as a redirect-URI mismatch in the browser.

/** `https://degreemate.example.edu` (a trailing slash is dropped); anything with a path, query or fragment is refused. */
export function readPublicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const problem = !url
    ? 'is not a URL'
    : url.protocol !== 'http:' && url.protocol !== 'https:'
      ? 'must start with http:// or https://'
      : url.username || url.password
        ? 'must not carry a user name or password'
        : url.pathname !== '/' || url.search || url.hash || raw.includes('?') || raw.includes('#')
          ? 'must be an origin only, without a path (set IDP_PATH for the identity provider’s path)'
          : undefined;
  if (problem) throw new Error(`PUBLIC_URL ${problem}, e.g. https://degreemate.example.edu; got "${raw}".`);
  return url!.origin;
}

const SEGMENTS = /^(\/[A-Za-z0-9._~-]+)+$/;

/** `/auth`: starts with '/', no trailing slash, plain path segments, and clear of the API under /api/. */
export function readIdpPath(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const problem = !raw.startsWith('/')
    ? 'must start with "/"'
    : raw.endsWith('/')
      ? 'must not end with "/" (and cannot be "/" itself: the app lives there)'
      : !SEGMENTS.test(raw) || raw.split('/').some((segment) => segment === '.' || segment === '..')
        ? 'may hold only letters, digits and . _ ~ - between its slashes'
        : raw === '/api' || raw.startsWith('/api/')
          ? 'must not be under /api, where the API lives'
          : undefined;
  if (problem) throw new Error(`IDP_PATH ${problem}, e.g. /auth; got "${raw}".`);
  return raw;
}
