// oidc-provider configured to look like Auth0 to @auth0/auth0-spa-js: Auth0's routes, the `audience`
// parameter selecting the API, RS256 JWT access tokens for it, rotating refresh tokens, silent auth by
// web_message, and /v2/logout without a confirmation step.
import type { ClientView, Configuration, KoaContext, errors as OidcErrors } from 'oidc-provider';
import { SIGNED_OUT_PATH } from '../../src/lib/signed-out-path';
import type { Database } from '../db/database';
import { accountClaims, CLAIMS_BY_SCOPE } from './account-claims';
import type { AccountStore } from './account-store';
import { createLoadExistingGrant } from './first-party-grant';
import type { IdentitySecrets } from './identity-secrets';
import { createOidcAdapterFactory } from './oidc-adapter';
import { createProviderPages } from './provider-pages';

export interface ProviderConfigurationOptions {
  db: Database;
  issuer: string;
  appOrigin: string;
  clientId: string;
  audience: string;
  secrets: IdentitySecrets;
  accounts: AccountStore;
  /** oidc-provider's error classes (the module is imported lazily, see load-oidc-provider.ts). */
  errors: typeof OidcErrors;
}

/** Auth0's paths, so the same auth0-spa-js code runs against either. */
export const ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  revocation: '/oauth/revoke',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
};

/** Auth0 puts the OIDC scopes in API access tokens too; the API only needs `sub`. */
const API_SCOPE = 'openid profile email offline_access';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const REFRESH_TOKEN_LIFETIME = 30 * DAY;

export function providerConfiguration(o: ProviderConfigurationOptions): Configuration {
  const appUris = [o.appOrigin, `${o.appOrigin}/`];
  const pages = createProviderPages(o.appOrigin);

  return {
    adapter: createOidcAdapterFactory(o.db),
    jwks: { keys: o.secrets.signingKeys },
    clients: [
      {
        client_id: o.clientId,
        client_name: 'DegreeMate',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: appUris,
        post_logout_redirect_uris: [...appUris, `${o.appOrigin}${SIGNED_OUT_PATH}`],
      },
    ],
    routes: ROUTES,
    cookies: {
      keys: o.secrets.cookieKeys,
      // Cookies ignore ports, so on localhost the app's origin sees these too: keep the names distinctive.
      names: { session: 'degreemate_idp_session', interaction: 'degreemate_idp_interaction', resume: 'degreemate_idp_resume' },
    },
    // Authorization code (+ PKCE) is the only flow auth0-spa-js uses; its one client is public.
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: CLAIMS_BY_SCOPE,
    // Auth0 puts the profile and email claims in the ID token, and auth0-spa-js reads the user from it.
    conformIdTokenClaims: false,
    // Auth0's parameters: `audience` picks the API, `screen_hint=signup` opens the sign-up form.
    extraParams: ['audience', 'screen_hint'],
    pkce: { required: () => true },
    async findAccount(_ctx: KoaContext, sub: string) {
      const account = await o.accounts.findById(sub);
      if (!account) return undefined;
      const claims = accountClaims(account, o.issuer);
      return { accountId: account.id, claims: () => claims };
    },
    loadExistingGrant: createLoadExistingGrant(o.clientId),
    // The session's public uid in API access tokens: the Security tab marks "this device" by it.
    extraTokenClaims: (_ctx: KoaContext, token: { kind: string; sessionUid?: string }) =>
      token.kind === 'AccessToken' && token.sessionUid ? { sid: token.sessionUid } : undefined,
    // oidc-provider only keeps offline_access with prompt=consent; auth0-spa-js never sends that, and
    // expects refresh tokens whenever the client may use them, as Auth0 does.
    issueRefreshToken: (_ctx: KoaContext, client: ClientView) => client.grantTypeAllowed('refresh_token'),
    // Every use of a refresh token spends it; presenting a spent one revokes the whole grant.
    rotateRefreshToken: true,
    // Refresh tokens are bound to the provider session: signing out (which ends the session) revokes
    // them, and a session ending for any other reason takes them along.
    expiresWithSession: () => true,
    clientBasedCORS: (_ctx: KoaContext, origin: string, client: ClientView) => client.clientId === o.clientId && origin === o.appOrigin,
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      Interaction: HOUR,
      // A refresh token can outlive neither its session nor its grant, so both last as long as one.
      Session: REFRESH_TOKEN_LIFETIME,
      Grant: REFRESH_TOKEN_LIFETIME,
      // Rotation keeps the first token's expiry: 30 days after sign-in the user signs in again (Auth0's absolute lifetime).
      RefreshToken: (ctx: KoaContext | undefined) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_LIFETIME,
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: KoaContext, client: ClientView, token: { clientId: string }) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx: KoaContext, _client: ClientView, oneOf?: string[]) =>
          oneOf ? (oneOf.includes(o.audience) ? o.audience : oneOf) : (ctx.oidc.params?.audience as string | undefined),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContext, resource: string) => {
          if (resource !== o.audience) throw new o.errors.InvalidTarget(`unknown audience ${resource}`);
          return { scope: API_SCOPE, audience: o.audience, accessTokenTTL: HOUR, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
      rpInitiatedLogout: { enabled: true, logoutSource: pages.logoutSource, postLogoutSuccessSource: pages.postLogoutSuccessSource },
    },
    // Under the issuer's path, so that mounted under IDP_PATH the redirect, and the interaction cookie whose
    // path oidc-provider takes from this URL, both land on the provider and not on the app.
    interactions: { url: (_ctx: KoaContext, interaction: { uid: string }) => `${new URL(o.issuer).pathname}interaction/${interaction.uid}` },
    renderError: pages.renderError,
  };
}
