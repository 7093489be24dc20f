// Refresh tokens rotate on every use, a spent one is refused (and ends the grant), and Auth0-style
// sign-out ends the provider session and its refresh tokens, then returns to the app.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { authorizationRequest, logOut, signUpWithTokens, tokenRequest, type TokenResponse } from './support/oidc-flows';
import { TestUserAgent } from './support/test-user-agent';

let server: IdentityTestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});
afterAll(() => server?.close());

const refresh = (refreshToken: string) =>
  // auth0-spa-js sends redirect_uri along with a refresh; it must be ignored.
  tokenRequest(server, { grant_type: 'refresh_token', refresh_token: refreshToken, redirect_uri: server.appOrigin });

describe('refresh tokens', () => {
  it('rotate: each refresh answers new tokens, including an ID token, and a new refresh token', async () => {
    const { tokens } = await signUpWithTokens(new TestUserAgent(server.origin), server);
    const response = await refresh(tokens.refresh_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.appOrigin);
    const next = (await response.json()) as TokenResponse;

    expect(next.refresh_token).toEqual(expect.any(String));
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token)).toMatchObject({ sub: decodeJwt(tokens.access_token).sub, aud: decodeJwt(tokens.access_token).aud });
    // auth0-spa-js verifies an ID token on every token response.
    expect(decodeJwt(next.id_token)).toMatchObject({ sub: decodeJwt(tokens.id_token).sub, given_name: 'Ada' });

    expect((await refresh(next.refresh_token)).status).toBe(200);
  });

  it('refuses a spent refresh token, and then revokes the tokens that replaced it', async () => {
    const { tokens } = await signUpWithTokens(new TestUserAgent(server.origin), server);
    const rotated = (await (await refresh(tokens.refresh_token)).json()) as TokenResponse;

    const reuse = await refresh(tokens.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });

    const afterReuse = await refresh(rotated.refresh_token);
    expect(afterReuse.status).toBe(400);
    expect(await afterReuse.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('can be revoked at /oauth/revoke', async () => {
    const { tokens } = await signUpWithTokens(new TestUserAgent(server.origin), server);
    const revoked = await fetch(new URL('/oauth/revoke', server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.appOrigin },
      body: new URLSearchParams({ client_id: 'degreemate-local', token: tokens.refresh_token, token_type_hint: 'refresh_token' }),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });
});

describe('sign-out at /v2/logout', () => {
  it('returns to returnTo without asking, ends the session and revokes its refresh tokens', async () => {
    const agent = new TestUserAgent(server.origin);
    const { tokens } = await signUpWithTokens(agent, server);

    const out = await logOut(agent, server, server.appOrigin);
    expect(out.leftProviderTo?.href).toBe(new URL(server.appOrigin).href);

    const silent = authorizationRequest(server, { prompt: 'none' });
    const after = await agent.visit(silent.url);
    expect(after.leftProviderTo?.searchParams.get('error')).toBe('login_required');

    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(400);
  });

  it('accepts the app origin with a trailing slash, and refuses an address the client did not register', async () => {
    const agent = new TestUserAgent(server.origin);
    await signUpWithTokens(agent, server);
    const out = await logOut(agent, server, `${server.appOrigin}/`);
    expect(out.leftProviderTo?.href).toBe(`${server.appOrigin}/`);

    const elsewhere = await logOut(new TestUserAgent(server.origin), server, 'http://evil.example/');
    expect(elsewhere.leftProviderTo).toBeUndefined();
    expect(elsewhere.response.status).toBe(400);
  });

  it('also works when nobody is signed in', async () => {
    const out = await logOut(new TestUserAgent(server.origin), server);
    expect(out.leftProviderTo?.origin).toBe(server.appOrigin);
  });
});
