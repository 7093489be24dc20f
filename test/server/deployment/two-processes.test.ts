// State that several API processes must share lives in the database (docs/deployment.md). Two real server
// processes on one PostgreSQL, started at the same moment on an empty schema, with the same PUBLIC_URL
// and IDP_PATH (so one issuer) and the same CALENDAR_FEED_KEY (the one secret kept outside the database):
// a user signs up through one and is served by the other, a replayed create is applied once across
// them, an account deleted through one has its token refused by the other, and failed sign-ins count
// against one budget. Runs in the PostgreSQL pass only (TEST_PG_URL).
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import { freePort } from '../identity/support/identity-test-server';
import { newUser, signIn, signUpWithTokens, tokenRequest, type ProviderAddress, type TokenResponse } from '../identity/support/oidc-flows';
import { TestUserAgent } from '../identity/support/test-user-agent';
import { startServerProcess, type ServerProcess } from './server-processes';

const postgresUrl = process.env.TEST_PG_URL;
const MIGRATIONS = readdirSync(new URL('../../../server/db/migrations/', import.meta.url)).filter((file) => file.endsWith('.sql'));
// DEFAULT_ATTEMPT_LIMITS.perAccountAddress: the processes run with the real budgets.
const FAILED_SIGN_INS_ALLOWED = 10;

// Real processes, real password hashing: generous timeouts for a loaded CI machine.
describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL', { timeout: 60_000 }, () => {
  const schema = `processes_${randomBytes(6).toString('hex')}`;
  let admin: Database;
  let one: ServerProcess;
  let other: ServerProcess;
  let publicUrl: string;
  /** The same provider, reached through either process; the public URL (the first's) names it in both. */
  const via = (server: ServerProcess): ProviderAddress => ({ origin: server.origin, issuer: `${server.origin}/auth/`, appOrigin: publicUrl });

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: postgresUrl });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const databaseUrl = new URL(postgresUrl!);
    databaseUrl.searchParams.set('search_path', schema);
    const [portOne, portOther] = [await freePort(), await freePort()];
    publicUrl = `http://localhost:${portOne}`;
    const shared = {
      DATABASE_URL: databaseUrl.href,
      PUBLIC_URL: publicUrl,
      IDP_PATH: '/auth',
      CALENDAR_FEED_KEY: randomBytes(32).toString('base64url'),
      SAMPLE_CATALOG: 'off',
    };
    // Together, on an empty schema: both migrate and create the provider's keys at the same moment.
    const [first, second] = await Promise.allSettled([startServerProcess(portOne, shared), startServerProcess(portOther, shared)]);
    if (first.status === 'rejected' || second.status === 'rejected') {
      await Promise.all([first, second].map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      throw first.status === 'rejected' ? first.reason : (second as PromiseRejectedResult).reason;
    }
    [one, other] = [first.value, second.value];
  }, 180_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), other?.stop()]);
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  }, 60_000);

  it('both start at once on an empty database and leave one migrated schema and one set of provider keys', async () => {
    const applied = await admin.query<{ name: string }>(`SELECT name FROM ${schema}.schema_migrations ORDER BY name`);
    expect(applied.map((row) => row.name)).toEqual([...MIGRATIONS].sort());
    const secrets = await admin.query<{ name: string }>(`SELECT name FROM ${schema}.identity_secrets ORDER BY name`);
    expect(secrets.map((row) => row.name)).toEqual(['oidc-cookie-keys', 'oidc-signing-keys']);
    for (const server of [one, other]) expect(server.errors()).not.toMatch(/error/i);
  });

  it('signs a user up through one process and serves them, and renews their token, through the other', async () => {
    const { tokens } = await signUpWithTokens(new TestUserAgent(`${one.origin}/auth`), via(one));
    const profile = await fetch(`${other.origin}/api/account/profile/`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(profile.status).toBe(200);

    const renewed = await tokenRequest(via(other), { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(renewed.status, await renewed.clone().text()).toBe(200);
    const { access_token } = (await renewed.json()) as TokenResponse;
    expect((await fetch(`${one.origin}/api/account/profile/`, { headers: { authorization: `Bearer ${access_token}` } })).status).toBe(200);
  });

  it('applies a create replayed to the other process once', async () => {
    const { tokens } = await signUpWithTokens(new TestUserAgent(`${other.origin}/auth`), via(other));
    const send = (server: ServerProcess, key: string) =>
      fetch(`${server.origin}/api/bookmarks/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ title: 'MDN', url: 'https://developer.mozilla.org/' }),
      });
    const key = randomUUID();
    const first = await send(one, key);
    const replay = await send(other, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    for (const server of [one, other]) {
      const list = await fetch(`${server.origin}/api/bookmarks/`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(((await list.json()) as { count: number }).count).toBe(1);
    }
  });

  it('refuses at once, in the other process, the access token of an account deleted through one', async () => {
    const { user, tokens } = await signUpWithTokens(new TestUserAgent(`${one.origin}/auth`), via(one));
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    // The other process has taken this token once, so any memory of it would say it is fine.
    expect((await fetch(`${other.origin}/api/account/profile/`, { headers: bearer })).status).toBe(200);
    const deletion = await fetch(`${one.origin}/api/account/`, {
      method: 'DELETE',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm_email: user.email }),
    });
    expect(deletion.status).toBe(200);
    expect((await fetch(`${other.origin}/api/account/profile/`, { headers: bearer })).status).toBe(401);
    const create = await fetch(`${other.origin}/api/bookmarks/`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'MDN', url: 'https://developer.mozilla.org/' }),
    });
    expect(create.status).toBe(401);
  });

  it('counts failed sign-ins to one account across both processes', async () => {
    const { user: signedUp } = await signUpWithTokens(new TestUserAgent(`${one.origin}/auth`), via(one), newUser());
    for (let attempt = 0; attempt < FAILED_SIGN_INS_ALLOWED; attempt += 1) {
      const server = attempt % 2 === 0 ? one : other;
      const { result } = await signIn(new TestUserAgent(`${server.origin}/auth`), via(server), signedUp.email, 'wrong-password');
      expect(result.response.status, `failed sign-in ${attempt + 1}`).toBe(400);
    }
    // Each process alone has seen only half the failures; together they have used the whole budget.
    for (const server of [one, other]) {
      const { result } = await signIn(new TestUserAgent(`${server.origin}/auth`), via(server), signedUp.email, signedUp.password);
      expect(result.response.status).toBe(429);
    }
  });
});
