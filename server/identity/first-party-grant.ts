// DegreeMate's own client never sees a consent screen: whatever scopes and API access it asks for are
// granted as part of signing in. This is oidc-provider's documented way to skip consent for
// first-party clients (configuration `loadExistingGrant`).
import type { Grant, KoaContext } from 'oidc-provider';

export function createLoadExistingGrant(firstPartyClientId: string) {
  return async function loadExistingGrant(ctx: KoaContext): Promise<Grant | undefined> {
    const { oidc } = ctx;
    const { Grant } = oidc.provider;
    const client = oidc.client!;
    const accountId = oidc.account?.accountId ?? oidc.session?.accountId;
    const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
    let grant = grantId ? await Grant.find(grantId) : undefined;
    if (client.clientId !== firstPartyClientId || !accountId) return grant;

    // A grant left in the session by a previous account is not this user's to extend.
    if (grant && grant.accountId !== accountId) grant = undefined;
    grant ??= new Grant({ accountId, clientId: client.clientId });

    const oidcScopes = [...oidc.requestParamOIDCScopes];
    if (oidcScopes.length) grant.addOIDCScope(oidcScopes.join(' '));
    for (const [resource, server] of Object.entries(oidc.resourceServers)) {
      const scopes = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
      if (scopes.length) grant.addResourceScope(resource, scopes.join(' '));
    }
    await grant.save();
    return grant;
  };
}
