// The identity provider's own failures are logged, but a failed query without its parameters: they are
// emails, names and tokens. The test database gets a constraint of its own so that a sign-up fails on demand.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { newUser, signUp } from './support/oidc-flows';
import { TestUserAgent } from './support/test-user-agent';

let server: IdentityTestServer;
beforeAll(async () => {
  server = await startIdentityTestServer();
  // A cast in a check: a family name that is not a number fails with 22P02, whose message quotes it.
  await server.db.exec('ALTER TABLE identity_accounts ADD CONSTRAINT test_numeric_name CHECK (family_name::integer IS NOT NULL)');
});
afterAll(() => server?.close());

describe('a failed query at the identity provider', () => {
  it('is logged with its code and SQL text, not the values the person typed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const user = newUser({ familyName: 'Secretname' });
      const { result } = await signUp(new TestUserAgent(server.origin), server, user);
      expect(result.response.status).toBe(500);
      await result.response.body?.cancel();

      const logged = errors.mock.calls.map((args) => args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')).join('\n');
      expect(logged).toContain('22P02');
      expect(logged).toContain('INSERT INTO identity_accounts');
      for (const typed of ['Secretname', user.email]) expect(logged).not.toContain(typed);
    } finally {
      errors.mockRestore();
    }
  });
});
