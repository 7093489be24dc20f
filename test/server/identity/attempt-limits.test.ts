// Sign-in and sign-up are limited per client address too, not only per account: a new email each time
// must not buy a fresh allowance. But a campus shares one address, so that budget is large, and failed
// sign-ins count per account and address. Budgets are shrunk here so the tests stay short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTEMPT_LIMITS } from '../../../server/identity/identity-provider';
import { startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { codeFrom, newUser, signIn, signUp } from './support/oidc-flows';
import { TestUserAgent } from './support/test-user-agent';

const PER_ADDRESS = 3;
const TOO_MANY = 'Too many attempts from your network. Wait 15 minutes, then try again.';
const attemptLimits = { perAddress: { limit: PER_ADDRESS, windowMs: 60_000 } };

// One server each: the two budgets must not eat into each other.
let signUpServer: IdentityTestServer;
let signInServer: IdentityTestServer;
beforeAll(async () => {
  [signUpServer, signInServer] = await Promise.all([startIdentityTestServer({ attemptLimits }), startIdentityTestServer({ attemptLimits })]);
});
afterAll(async () => {
  await Promise.all([signUpServer?.close(), signInServer?.close()]);
});

describe('attempts from one address', () => {
  it('allow a shared campus network hundreds of attempts per 15 minutes by default, far more than one account gets', () => {
    const { perAddress, perAccount, perAccountAddress } = DEFAULT_ATTEMPT_LIMITS;
    expect(perAddress.windowMs).toBe(15 * 60_000);
    expect(perAddress.limit).toBeGreaterThanOrEqual(500);
    expect(perAddress.limit).toBeLessThanOrEqual(5000);
    expect(perAccount.limit).toBeGreaterThanOrEqual(perAccountAddress.limit);
    expect(perAddress.limit).toBeGreaterThanOrEqual(10 * perAccount.limit);
  });

  it('stop account creation beyond the budget, whatever the email, with a clear message', async () => {
    for (let attempt = 1; attempt <= PER_ADDRESS; attempt += 1) {
      const { result } = await signUp(new TestUserAgent(signUpServer.origin), signUpServer, newUser());
      expect(result.leftProviderTo, `sign-up ${attempt} is let through`).toBeDefined();
    }
    const refused = newUser({ givenName: 'Grace' });
    const { result } = await signUp(new TestUserAgent(signUpServer.origin), signUpServer, refused);
    expect(result.response.status).toBe(429);
    const page = await result.response.text();
    expect(page).toContain(TOO_MANY);
    expect(page).toContain(`value="${refused.email}"`);
    expect(page).toContain('value="Grace"');
  });

  it('stop sign-in beyond the budget, whatever the email', async () => {
    for (let attempt = 1; attempt <= PER_ADDRESS; attempt += 1) {
      const { result } = await signIn(new TestUserAgent(signInServer.origin), signInServer, newUser().email, 'wrong-password');
      expect(result.response.status).toBe(400);
      await result.response.body?.cancel();
    }
    const { result } = await signIn(new TestUserAgent(signInServer.origin), signInServer, newUser().email, 'wrong-password');
    expect(result.response.status).toBe(429);
    expect(await result.response.text()).toContain(TOO_MANY);
  });
});

describe('failed sign-ins at a shared address', () => {
  let server: IdentityTestServer;
  beforeAll(async () => {
    server = await startIdentityTestServer({ attemptLimits: { perAccountAddress: { limit: 2, windowMs: 60_000 } } });
  });
  afterAll(() => server?.close());

  const attempt = async (email: string, password: string) => {
    const { request, result } = await signIn(new TestUserAgent(server.origin), server, email, password);
    return { request, result, page: result.leftProviderTo ? '' : await result.response.text() };
  };

  it('lock out only the account being guessed, and successes never count', async () => {
    const ada = newUser();
    const grace = newUser({ givenName: 'Grace' });
    for (const user of [ada, grace]) await signUp(new TestUserAgent(server.origin), server, user);

    for (let i = 0; i < 3; i += 1) {
      const { request, result } = await attempt(ada.email, ada.password);
      codeFrom(result, request);
    }
    for (let i = 0; i < 2; i += 1) expect((await attempt(ada.email, 'wrong-password')).result.response.status).toBe(400);
    const locked = await attempt(ada.email, ada.password);
    expect(locked.result.response.status).toBe(429);
    expect(locked.page).toContain('Too many failed sign-ins. Wait 15 minutes, then try again.');

    const { request, result } = await attempt(grace.email, grace.password);
    codeFrom(result, request);
  });
});
