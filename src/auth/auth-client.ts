// Builds the Auth0 client with the options docs/architecture.md fixes. The library is imported here,
// dynamically, so the public pages' bundle never carries it.
import type { Auth0Client } from '@auth0/auth0-spa-js';
import type { ClientConfig } from './client-config';

export const AUTH_SCOPE = 'openid profile email offline_access';

/** "localhost:8081" or "http://localhost:8081/" → what the library expects as its domain. */
function normaliseDomain(domain: string): string {
  return domain.replace(/\/+$/, '');
}

export async function createAuthClient(config: ClientConfig): Promise<Auth0Client> {
  const { Auth0Client } = await import('@auth0/auth0-spa-js');
  return new Auth0Client({
    domain: normaliseDomain(config.auth.domain),
    clientId: config.auth.clientId,
    cacheLocation: 'localstorage',
    useRefreshTokens: true,
    // Without a refresh token we want "sign in again", not a hidden iframe that third-party
    // cookie blocking would break anyway.
    useRefreshTokensFallback: false,
    authorizationParams: {
      audience: config.auth.audience,
      scope: AUTH_SCOPE,
      redirect_uri: window.location.origin,
    },
  });
}
