// The Security tab's data client against the real server: a local account's two-step sign-in set up
// and confirmed through it, refusals turned into sentences (and field messages) a form can show, and
// offline a plain "needs a connection" without any request.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SECURITY_OFFLINE_MESSAGE, SecurityError } from '../../src/data/security/security-api';
import { testUser } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A user who is one of the local identity provider's accounts (the API reads that table). */
async function localUser() {
  const sub = randomUUID();
  await server.sql("INSERT INTO identity_accounts (id, email, password_hash, given_name, family_name) VALUES ($1, $2, 'x', 'Ada', 'Lovelace')", [sub, `${sub}@example.test`]);
  return testUser(server, { sub });
}

test('sets up two-step sign-in: a wrong code is a field message, a right one answers ten recovery codes', async () => {
  const { data } = (await localUser()).open();
  expect(await data.security.mfaStatus()).toEqual({ enabled: false, recovery_codes_left: 0 });
  expect(await data.security.sessions()).toEqual([]);
  const setup = await data.security.startMfaSetup();
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();

  const wrong = await data.security.confirmMfa(code === '000000' ? '111111' : '000000').catch((error: unknown) => error);
  expect(wrong).toBeInstanceOf(SecurityError);
  expect((wrong as SecurityError).fields.code).toMatch(/not right/);

  expect(await data.security.confirmMfa(code)).toHaveLength(10);
  expect(await data.security.mfaStatus()).toEqual({ enabled: true, recovery_codes_left: 10 });
  data.close();
});

test('a wrong current password is a message on that field', async () => {
  const { data } = (await localUser()).open();
  const refused = await data.security.changePassword('not the password', 'a new password').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(SecurityError);
  expect((refused as SecurityError).fields).toEqual({ current_password: 'Your current password is not right.' });
  data.close();
});

test('offline, every call says it needs a connection and sends nothing', async () => {
  const user = await localUser();
  const { data } = user.open({ online: false });
  user.faults.seen.length = 0;
  await expect(data.security.sessions()).rejects.toThrow(SECURITY_OFFLINE_MESSAGE);
  await expect(data.security.startMfaSetup()).rejects.toThrow(SECURITY_OFFLINE_MESSAGE);
  expect(user.faults.seen.filter((request) => request.path.startsWith('/api/account/'))).toEqual([]);
  data.close();
});
