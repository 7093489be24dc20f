// The student's own data through the data client, against the real server: the export file with its name
// and the profile saved on this device and synced, a wrong email on the deletion as a field message, the
// deletion itself, and offline a plain "needs a connection" without any request.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ACCOUNT_OFFLINE_MESSAGE, AccountError } from '../../src/data/account/account-api';
import { testUser } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A user who is one of the local identity provider's accounts (the deletion reads its email there). */
async function localUser() {
  const sub = randomUUID();
  const email = `${sub}@example.test`;
  await server.sql("INSERT INTO identity_accounts (id, email, password_hash, given_name, family_name) VALUES ($1, $2, 'x', 'Ada', 'Lovelace')", [sub, email]);
  return { user: testUser(server, { sub }), sub, email };
}

test('downloads the export named for today, with the profile saved on the device and synced', async () => {
  const { user, sub } = await localUser();
  const { data } = user.open();
  await data.profile.save({ first_name: 'Ada', degree: 'BS Mathematics' });
  await data.sync.drainNow();
  const { fileName, text } = await data.account.exportData();
  expect(fileName).toBe(`degreemate-export-${new Date().toISOString().slice(0, 10)}.json`);
  expect(JSON.parse(text)).toMatchObject({ user: { sub }, profile: { first_name: 'Ada', degree: 'BS Mathematics' } });
  data.close();
});

test('a wrong email is a message on confirm_email; the right one deletes the account', async () => {
  const { user, sub, email } = await localUser();
  const { data } = user.open();
  const refused = await data.account.deleteAccount('someone@example.test').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AccountError);
  expect((refused as AccountError).fields).toEqual({ confirm_email: expect.stringContaining('not your account’s email') });
  expect(await data.account.deleteAccount(email)).toEqual({ detail: 'Your account and all its data are deleted.', localAccountDeleted: true });
  expect(await server.sql('SELECT id FROM identity_accounts WHERE id = $1', [sub])).toEqual([]);
  data.close();
});

test('offline, both say they need a connection and send nothing', async () => {
  const { user } = await localUser();
  const { data } = user.open({ online: false });
  user.faults.seen.length = 0;
  await expect(data.account.exportData()).rejects.toThrow(ACCOUNT_OFFLINE_MESSAGE);
  await expect(data.account.deleteAccount('x@example.test')).rejects.toThrow(ACCOUNT_OFFLINE_MESSAGE);
  expect(user.faults.seen.filter((request) => request.path.startsWith('/api/account/'))).toEqual([]);
  data.close();
});
