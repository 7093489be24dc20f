// Silent authentication as auth0-spa-js does it in a hidden iframe: prompt=none, response_mode=web_message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { authorizationRequest, exchangeCode, signUpWithTokens } from './support/oidc-flows';
import { TestUserAgent } from './support/test-user-agent';

let server: IdentityTestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});
afterAll(() => server?.close());

/** The authorization response a web_message page posts to its parent window. */
async function webMessage(agent: TestUserAgent) {
  const request = authorizationRequest(server, { prompt: 'none', response_mode: 'web_message' });
  const visit = await agent.visit(request.url);
  const page = await visit.response.text();
  const data = /var data = (\{.*\});/.exec(page)?.[1];
  expect(data, page).toBeDefined();
  const message = JSON.parse(data!) as { response: Record<string, string>; redirect_uri: string };
  return { request, visit, message };
}

describe('silent authentication', () => {
  it('answers login_required through web_message when nobody is signed in', async () => {
    const { request, visit, message } = await webMessage(new TestUserAgent(server.origin));
    expect(message.redirect_uri).toBe(server.appOrigin);
    expect(message.response).toMatchObject({ error: 'login_required', state: request.state });

    // The page must run inside the app's iframe: no frame-ancestors, and its inline script allowed by hash.
    const policy = visit.response.headers.get('content-security-policy')!;
    expect(policy).not.toContain('frame-ancestors');
    expect(policy).toMatch(/script-src[^;]*'sha256-/);
  });

  it('answers a code through web_message while the provider session lasts', async () => {
    const agent = new TestUserAgent(server.origin);
    const { tokens } = await signUpWithTokens(agent, server);
    const { request, message } = await webMessage(agent);
    expect(message.response.state).toBe(request.state);
    const again = await exchangeCode(server, message.response.code!, request);
    expect(again.id_token).toBeDefined();
    expect(again.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('keeps other pages out of frames', async () => {
    const visit = await new TestUserAgent(server.origin).visit(authorizationRequest(server).url);
    expect(visit.response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
