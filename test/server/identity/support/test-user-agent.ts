// A cookie-keeping HTTP client standing in for a browser, so the provider's redirect flows can be walked
// with plain fetch: it stores Set-Cookie answers, sends matching cookies back and follows redirects
// within the provider, stopping at the first address outside it (the app's callback). Its address may be
// a base URL with a path (a provider mounted under IDP_PATH on the app's origin).

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const cookie = { name: pair.slice(0, separator), value: pair.slice(separator + 1), path: '/' };
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') cookie.path = value;
        if (key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(value) <= 0) expired = true;
      }
      const key = `${cookie.name};${cookie.path}`;
      if (expired || cookie.value === '') this.cookies.delete(key);
      else this.cookies.set(key, cookie);
    }
  }

  headerFor(url: URL): string {
    return [...this.cookies.values()]
      .filter(({ path }) => url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  clear(): void {
    this.cookies.clear();
  }
}

export interface Visit {
  response: Response;
  /** The last address requested, or the address outside the provider that a redirect pointed to. */
  url: URL;
  /** Set when the chain ended in a redirect out of the provider (e.g. to the app with ?code=). */
  leftProviderTo?: URL;
}

export class TestUserAgent {
  readonly jar = new CookieJar();

  constructor(private readonly providerOrigin: string) {}

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.providerOrigin);
    const headers = new Headers(init.headers);
    const cookie = this.jar.headerFor(target);
    if (cookie) headers.set('cookie', cookie);
    // Like a browser navigating: the provider answers errors as pages rather than JSON.
    if (!headers.has('accept')) headers.set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  /** Requests `url` and follows redirects while they stay on the provider. */
  async visit(url: string | URL, init: RequestInit = {}): Promise<Visit> {
    let target = new URL(url, this.providerOrigin);
    let response = await this.request(target, init);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops += 1) {
      if (hops > 10) throw new Error('too many redirects');
      const next = new URL(response.headers.get('location') ?? '', target);
      await response.body?.cancel();
      if (!this.isOnProvider(next)) return { response, url: next, leftProviderTo: next };
      target = next;
      response = await this.request(target);
    }
    return { response, url: target };
  }

  /** A provider mounted under a path (IDP_PATH) shares its origin with the app: the path tells them apart. */
  private isOnProvider(url: URL): boolean {
    const provider = new URL(this.providerOrigin);
    const path = provider.pathname.replace(/\/$/, '');
    return url.origin === provider.origin && (path === '' || url.pathname === path || url.pathname.startsWith(`${path}/`));
  }

  /** Posts a form the way a browser submits one, then follows the redirects. */
  submitForm(url: string | URL, fields: Record<string, string>): Promise<Visit> {
    return this.visit(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}
