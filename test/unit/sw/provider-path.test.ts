// Navigations the service worker leaves to a provider mounted on the app's origin (IDP_PATH).
import { describe, expect, it } from 'vitest';
import { isUnderIdentityProvider } from '../../../sw/provider-path';

const origin = 'https://degreemate.example.edu';
const under = (path: string, domain: string | undefined) => isUnderIdentityProvider(new URL(path, origin), origin, domain);

describe('isUnderIdentityProvider', () => {
  it('leaves the mounted provider’s pages to the server', () => {
    for (const path of ['/auth', '/auth/authorize?client_id=x', '/auth/v2/logout', '/auth/reset-password/abc']) {
      expect(under(path, `${origin}/auth`), path).toBe(true);
    }
  });

  it('keeps app pages, look-alike paths and providers elsewhere with the app shell', () => {
    expect(under('/authors', `${origin}/auth`)).toBe(false);
    expect(under('/dashboard', `${origin}/auth`)).toBe(false);
    expect(under('/auth/authorize', 'http://localhost:8081')).toBe(false);
    expect(under('/authorize', origin)).toBe(false);
    expect(under('/auth/authorize', 'tenant.eu.auth0.com')).toBe(false);
    expect(under('/auth/authorize', 'https://other.example.edu/auth')).toBe(false);
    expect(under('/auth/authorize', undefined)).toBe(false);
  });
});
