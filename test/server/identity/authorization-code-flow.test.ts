// Sign-up → authorize with PKCE → code → tokens, as auth0-spa-js does it, and what the tokens carry.
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, CLIENT_ID, startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { authorizationRequest, codeFrom, exchangeCode, newUser, signIn, signUpWithTokens, tokenRequest } from './support/oidc-flows';
import { TestUserAgent } from './support/test-user-agent';

let server: IdentityTestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});
afterAll(() => server?.close());

describe('authorization code flow', () => {
  it('signs a new user up and issues an RS256 access token for the API and an ID token with their names', async () => {
    const agent = new TestUserAgent(server.origin);
    const { user, tokens, request } = await signUpWithTokens(agent, server, newUser({ givenName: 'Grace', familyName: 'Hopper' }));

    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(3000);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const jwks = createRemoteJWKSet(new URL(server.idp.jwksUrl));
    const { payload: access, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: server.issuer,
      audience: AUDIENCE,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(access.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(access.client_id).toBe(CLIENT_ID);

    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('RS256');
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({
      iss: server.issuer,
      aud: CLIENT_ID,
      sub: access.sub,
      nonce: request.nonce,
      given_name: 'Grace',
      family_name: 'Hopper',
      name: 'Grace Hopper',
      nickname: user.email.split('@')[0],
      email: user.email,
      email_verified: false,
      picture: `${server.issuer}avatars/${access.sub}.svg`,
    });
    expect(id.exp! - id.iat!).toBe(3600);
  });

  it('signs an existing user in with their email in any case', async () => {
    const { user, tokens } = await signUpWithTokens(new TestUserAgent(server.origin), server);
    const { request, result } = await signIn(new TestUserAgent(server.origin), server, user.email.toUpperCase(), user.password);
    const again = await exchangeCode(server, codeFrom(result, request), request);
    expect(decodeJwt(again.access_token).sub).toBe(decodeJwt(tokens.access_token).sub);
  });

  it('skips the sign-in page while the provider session lasts', async () => {
    const agent = new TestUserAgent(server.origin);
    const { tokens } = await signUpWithTokens(agent, server);
    const request = authorizationRequest(server);
    const visit = await agent.visit(request.url);
    const again = await exchangeCode(server, codeFrom(visit, request), request);
    expect(decodeJwt(again.id_token).sub).toBe(decodeJwt(tokens.id_token).sub);
  });

  it('answers the app origin, and only it, with CORS on the token endpoint', async () => {
    const preflight = await fetch(new URL('/oauth/token', server.origin), {
      method: 'OPTIONS',
      headers: { origin: server.appOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'auth0-client,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(server.appOrigin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('auth0-client');

    const { result, request } = await signIn(new TestUserAgent(server.origin), server, 'nobody@example.edu', 'irrelevant');
    expect(result.leftProviderTo).toBeUndefined();
    const foreign = await fetch(new URL('/oauth/token', server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        grant_type: 'authorization_code',
        code: 'x',
        code_verifier: request.verifier,
        redirect_uri: server.appOrigin,
      }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('requires PKCE and refuses a wrong code verifier', async () => {
    const agent = new TestUserAgent(server.origin);
    const withoutPkce = authorizationRequest(server, { code_challenge: '', code_challenge_method: '' });
    withoutPkce.url.searchParams.delete('code_challenge');
    withoutPkce.url.searchParams.delete('code_challenge_method');
    const refused = await agent.visit(withoutPkce.url);
    expect(refused.leftProviderTo?.searchParams.get('error')).toBe('invalid_request');

    const { user } = await signUpWithTokens(agent, server);
    const { request, result } = await signIn(new TestUserAgent(server.origin), server, user.email, user.password);
    const response = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code: codeFrom(result, request),
      code_verifier: 'a'.repeat(43),
      redirect_uri: server.appOrigin,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('/userinfo', () => {
  const userinfo = (token: string) => fetch(new URL('/userinfo', server.origin), { headers: { authorization: `Bearer ${token}`, origin: server.appOrigin } });

  it('answers the profile for an API access token, as Auth0 does', async () => {
    const { user, tokens } = await signUpWithTokens(new TestUserAgent(server.origin), server);
    const response = await userinfo(tokens.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.appOrigin);
    expect(await response.json()).toEqual({
      sub: decodeJwt(tokens.access_token).sub,
      name: `${user.givenName} ${user.familyName}`,
      given_name: user.givenName,
      family_name: user.familyName,
      nickname: user.email.split('@')[0],
      picture: expect.stringMatching(/\/avatars\/.+\.svg$/),
      email: user.email,
      email_verified: false,
    });
  });

  it('answers the profile for an opaque access token (requested without an audience)', async () => {
    const agent = new TestUserAgent(server.origin);
    const { user } = await signUpWithTokens(agent, server);
    const request = authorizationRequest(server);
    request.url.searchParams.delete('audience');
    const tokens = await exchangeCode(server, codeFrom(await agent.visit(request.url), request), request);
    expect(tokens.access_token.split('.')).toHaveLength(1);
    const response = await userinfo(tokens.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: user.email, given_name: user.givenName });
  });

  it('refuses a forged token', async () => {
    const { tokens } = await signUpWithTokens(new TestUserAgent(server.origin), server);
    const [header, payload] = tokens.access_token.split('.');
    const response = await userinfo(`${header}.${payload}.${'A'.repeat(342)}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
  });
});
