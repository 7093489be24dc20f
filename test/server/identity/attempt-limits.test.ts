// Sign-in and sign-up are limited per client address too, not only per email: a new email each time
// must not buy a fresh allowance. Budgets are shrunk here so the tests stay short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTEMPT_LIMITS } from '../../../server/identity/identity-provider';
import { startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { newUser, signIn, signUp } from './support/oidc-flows';
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
  it('allow a shared network some tens of attempts per 15 minutes by default', () => {
    expect(DEFAULT_ATTEMPT_LIMITS.perAddress.windowMs).toBe(15 * 60_000);
    expect(DEFAULT_ATTEMPT_LIMITS.perAddress.limit).toBeGreaterThanOrEqual(20);
    expect(DEFAULT_ATTEMPT_LIMITS.perAddress.limit).toBeLessThanOrEqual(100);
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
