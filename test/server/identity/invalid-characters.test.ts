// Text the database cannot compare or store (a NUL byte) reaching the identity provider: the forms refuse
// it with the API's message on the page, and the token endpoints treat it as the unknown token it is.
// Each of these used to answer 500 (PostgreSQL refuses 0x00 in a query parameter).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CHARACTER_MESSAGES } from '../../../src/lib/text-rules';
import { startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { formAction, newUser, openSignIn, tokenRequest } from './support/oidc-flows';
import { TestUserAgent } from './support/test-user-agent';

let server: IdentityTestServer;
beforeAll(async () => {
  server = await startIdentityTestServer();
});
afterAll(() => server?.close());

async function submitSignIn(fields: Record<string, string>) {
  const agent = new TestUserAgent(server.origin);
  const { page } = await openSignIn(agent, server);
  const visit = await agent.submitForm(new URL(formAction(page), server.origin), fields);
  return { status: visit.response.status, page: await visit.response.text() };
}

async function submitSignUp(fields: Record<string, string>) {
  const agent = new TestUserAgent(server.origin);
  const { visit } = await openSignIn(agent, server);
  const form = await (await agent.visit(`${visit.url.pathname}/signup`)).response.text();
  const submitted = await agent.submitForm(new URL(formAction(form), server.origin), fields);
  return { status: submitted.response.status, page: await submitted.response.text() };
}

describe('the sign-in form', () => {
  it('refuses a NUL byte in the email with the message on the page, marking the field and not echoing it', async () => {
    const { status, page } = await submitSignIn({ email: 'ada\u0000@example.edu', password: 'analytical-engine' });
    expect(status).toBe(400);
    expect(page).toContain(INVALID_CHARACTER_MESSAGES.nul);
    expect(page).toMatch(/id="email"[^>]*aria-invalid="true"/);
    expect(page).toContain('value="ada@example.edu"');
    expect(page).not.toContain('\u0000');
  });

  it('refuses a NUL byte in the password', async () => {
    const { status, page } = await submitSignIn({ email: 'ada@example.edu', password: 'analytical\u0000engine' });
    expect(status).toBe(400);
    expect(page).toContain(INVALID_CHARACTER_MESSAGES.nul);
    expect(page).toMatch(/id="password"[^>]*aria-invalid="true"/);
  });
});

describe('the sign-up form', () => {
  it.each([
    ['given_name', 'Ada\u0000'],
    ['family_name', '\u0000Lovelace'],
    ['email', 'ada\u0000@example.edu'],
  ])('refuses a NUL byte in %s with the message on the page and creates no account', async (field, value) => {
    const user = newUser();
    const fields = { given_name: user.givenName, family_name: user.familyName, email: user.email, password: user.password, [field]: value };
    const { status, page } = await submitSignUp(fields);
    expect(status).toBe(400);
    expect(page).toContain(INVALID_CHARACTER_MESSAGES.nul);
    expect(page).not.toContain('\u0000');
    const rows = await server.db.query('SELECT 1 FROM identity_accounts WHERE lower(email) = lower($1)', [user.email]);
    expect(rows).toHaveLength(0);
  });
});

describe('the token endpoints', () => {
  it('answer a NUL byte as a refresh token with invalid_grant', async () => {
    const response = await tokenRequest(server, { grant_type: 'refresh_token', refresh_token: '\u0000' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answer a NUL byte as an authorization code with invalid_grant', async () => {
    const response = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code: 'abc\u0000',
      code_verifier: 'x'.repeat(43),
      redirect_uri: server.appOrigin,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answer the revocation of a NUL-byte token as of any unknown token', async () => {
    const response = await fetch(new URL('/oauth/revoke', server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.appOrigin },
      body: new URLSearchParams({ client_id: 'degreemate-local', token: '\u0000', token_type_hint: 'refresh_token' }),
    });
    expect(response.status).toBe(200);
  });
});
