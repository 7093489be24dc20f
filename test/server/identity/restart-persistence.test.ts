// Everything the provider keeps lives in the database: after a restart on the same database, tokens
// minted before still verify, refresh tokens still refresh, and sign-in sessions still hold.
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { authorizationRequest, codeFrom, exchangeCode, signUpWithTokens, tokenRequest } from './support/oidc-flows';
import { TestUserAgent } from './support/test-user-agent';

let server: IdentityTestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});
afterAll(() => server?.close());

async function jwks(): Promise<JSONWebKeySet> {
  return (await (await fetch(server.idp.jwksUrl)).json()) as JSONWebKeySet;
}

describe('after a restart on the same database', () => {
  it('keeps signing keys, refresh tokens and sessions', async () => {
    const agent = new TestUserAgent(server.origin);
    const { tokens } = await signUpWithTokens(agent, server);
    const keysBefore = await jwks();

    await server.restart();

    expect(await jwks()).toEqual(keysBefore);
    // Verified against the restarted provider's published keys.
    const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(await jwks()), {
      issuer: server.issuer,
      audience: AUDIENCE,
      algorithms: ['RS256'],
    });
    expect(payload.sub).toEqual(expect.any(String));

    const refreshed = await tokenRequest(server, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);

    // The session cookie (signed with the kept cookie keys) still signs the user in silently.
    const request = authorizationRequest(server, { prompt: 'none' });
    const again = await exchangeCode(server, codeFrom(await agent.visit(request.url), request), request);
    expect(again.access_token).toBeDefined();
  });
});
