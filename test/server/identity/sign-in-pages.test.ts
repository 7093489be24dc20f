// The sign-in and sign-up pages: what they show, the message for each mistake, and what they keep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { formAction, newUser, openSignIn, signUpWithTokens } from './support/oidc-flows';
import { shownErrors } from './support/page-errors';
import { TestUserAgent } from './support/test-user-agent';

let server: IdentityTestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});
afterAll(() => server?.close());

async function signInPage() {
  const agent = new TestUserAgent(server.origin);
  const { visit, page } = await openSignIn(agent, server);
  return { agent, uid: visit.url.pathname.split('/').pop()!, page, action: new URL(formAction(page), server.origin) };
}

async function signUpPage() {
  const { agent, uid } = await signInPage();
  const page = await (await agent.visit(`/interaction/${uid}/signup`)).response.text();
  return { agent, page, action: new URL(formAction(page), server.origin) };
}

async function submit(agent: TestUserAgent, action: URL, fields: Record<string, string>) {
  const visit = await agent.submitForm(action, fields);
  return { status: visit.response.status, page: await visit.response.text(), visit };
}

describe('sign-in page', () => {
  it('asks for Email and Password and links to account creation', async () => {
    const { page, uid } = await signInPage();
    expect(page).toContain('<title>Sign in to DegreeMate</title>');
    expect(page).toMatch(/<label for="email">Email<\/label>/);
    expect(page).toMatch(/<label for="password">Password<\/label>/);
    expect(page).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page).toContain(`<a href="/interaction/${uid}/signup">Create account</a>`);
  });

  it('says "Wrong email or password." for a wrong password or an unknown email, keeping the email only', async () => {
    const { user } = await signUpWithTokens(new TestUserAgent(server.origin), server);
    for (const fields of [
      { email: user.email, password: 'not-the-password' },
      { email: `nobody-${user.email}`, password: user.password },
    ]) {
      const { agent, action } = await signInPage();
      const { status, page } = await submit(agent, action, fields);
      expect(status).toBe(400);
      expect(shownErrors(page)).toEqual({ password: 'Wrong email or password.' });
      expect(page).toContain(`value="${fields.email}"`);
      expect(page).not.toContain(fields.password);
    }
  });

  it('says "Enter a valid email address." for something that is not an email', async () => {
    const { agent, action } = await signInPage();
    const { status, page } = await submit(agent, action, { email: 'ada at example', password: 'whatever-password' });
    expect(status).toBe(400);
    expect(shownErrors(page)).toEqual({ email: 'Enter a valid email address.' });
    expect(page).toContain('value="ada at example"');
  });

  it('stops answering after 10 failed attempts for one email from one address', async () => {
    const { agent, action } = await signInPage();
    const email = `guess-${Date.now()}@example.edu`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await submit(agent, action, { email, password: `guess-${attempt}` })).status).toBe(400);
    }
    const { status, page } = await submit(agent, action, { email, password: 'guess-11' });
    expect(status).toBe(429);
    expect(shownErrors(page)).toEqual({ email: 'Too many failed sign-ins. Wait 15 minutes, then try again.' });
  });

  it('prefills login_hint and opens the sign-up form for screen_hint=signup, as Auth0 does', async () => {
    const agent = new TestUserAgent(server.origin);
    const { page } = await openSignIn(agent, server, { login_hint: 'ada@example.edu' });
    expect(page).toContain('value="ada@example.edu"');
    const { page: signUp } = await openSignIn(agent, server, { screen_hint: 'signup' });
    expect(signUp).toContain('<button type="submit">Create account</button>');
  });

  it('explains an expired or foreign sign-in link instead of failing', async () => {
    const agent = new TestUserAgent(server.origin);
    const visit = await agent.visit('/interaction/not-a-real-interaction');
    expect(visit.response.status).toBe(400);
    expect(await visit.response.text()).toContain('This sign-in page has expired');

    const { action } = await signInPage();
    const foreign = await submit(new TestUserAgent(server.origin), action, { email: 'ada@example.edu', password: 'password1' });
    expect(foreign.status).toBe(400);
    expect(foreign.page).toContain('This sign-in page has expired');
  });
});

describe('sign-up page', () => {
  it('asks for First name, Last name, Email and Password', async () => {
    const { page } = await signUpPage();
    expect(page).toContain('<title>Create your DegreeMate account</title>');
    for (const label of ['First name', 'Last name', 'Email', 'Password']) expect(page).toContain(`>${label}</label>`);
    expect(page).toContain('<button type="submit">Create account</button>');
  });

  it.each([
    ['a taken email, in another case', (email: string) => ({ email: email.toUpperCase() }), 409, { email: 'An account with this email already exists.' }],
    ['a bad email', () => ({ email: 'not-an-email' }), 400, { email: 'Enter a valid email address.' }],
    ['a short password', () => ({ password: 'short' }), 400, { password: 'Use at least 8 characters.' }],
    ['no first name', () => ({ given_name: '  ' }), 400, { given_name: 'Enter your first name.' }],
    [
      'three bad fields, all at once',
      () => ({ family_name: '', email: 'ada@', password: 'short' }),
      400,
      { family_name: 'Enter your last name.', email: 'Enter a valid email address.', password: 'Use at least 8 characters.' },
    ],
  ])('refuses %s with a clear message beside each field and keeps what was typed', async (_case, change, expectedStatus, errors) => {
    const { user: existing } = await signUpWithTokens(new TestUserAgent(server.origin), server);
    const user = newUser({ givenName: 'Mary', familyName: `O'Brien <3` });
    const fields = { given_name: user.givenName, family_name: user.familyName, email: user.email, password: user.password, ...change(existing.email) };
    const { agent, action } = await signUpPage();
    const { status, page } = await submit(agent, action, fields);

    expect(status).toBe(expectedStatus);
    expect(shownErrors(page)).toEqual(errors);
    expect(page).toContain(`value="${fields.email}"`);
    if (fields.family_name) expect(page).toContain('value="O&#39;Brien &lt;3"');
    expect(page).not.toContain(`value="${fields.password}"`);
  });
});
