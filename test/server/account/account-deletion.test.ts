// DELETE /api/account/: the account's email typed in, or 400 beside confirm_email; then no
// table holds a row of the student (every owner_sub table, and the local provider's tables by account id
// and email), their refresh token no longer renews and their access token is refused, while another
// student's data stays whole.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { newUser, signUpWithTokens } from '../identity/support/oidc-flows';
import { refreshAs, startSecurityTestSetup, type SecurityTestSetup } from '../identity/support/security-test-setup';
import { TestUserAgent } from '../identity/support/test-user-agent';
import { ownedRowCounts, seedStudent } from './seed-student';

let setup: SecurityTestSetup;
beforeAll(async () => {
  setup = await startSecurityTestSetup();
});
afterAll(() => setup?.close());

/** A local account signed up through the provider's pages, with data in every table and two-step sign-in on. */
async function student(marker: string) {
  const user = newUser();
  const { tokens } = await signUpWithTokens(new TestUserAgent(setup.idp.origin), setup.idp, user);
  const sub = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()).sub as string;
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) =>
    setup.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens.access_token}`, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  await seedStudent(send, setup.idp.db, sub, marker);
  const { secret } = (await send('POST', '/api/account/mfa/setup/')).json() as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  expect((await send('POST', '/api/account/mfa/confirm/', { code })).statusCode).toBe(200);
  // A "Forgot password?" link asked for and not used yet.
  await setup.idp.db.query(`INSERT INTO identity_password_resets (token_hash, account_id, expires_at) VALUES ($1, $2, now() + interval '30 minutes')`, [
    `hash-${marker}`,
    sub,
  ]);
  return { user, tokens, sub, send };
}

/** Rows naming the local account: tables with an account_id column, the oidc-provider store, the account itself. */
async function identityRows(db: Database, accountId: string, email: string): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name::text AS table_name FROM information_schema.columns WHERE column_name = 'account_id' AND table_schema = current_schema() ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    counts[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE account_id::text = $1`, [accountId]))[0]!.n;
  }
  counts.identity_oidc_store = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity_oidc_store WHERE payload::text LIKE '%' || $1 || '%'`, [accountId])
  )[0]!.n;
  counts.identity_accounts = (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_accounts WHERE id::text = $1 OR lower(email) = lower($2)', [accountId, email])
  )[0]!.n;
  return counts;
}

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

describe('DELETE /api/account/', () => {
  it('refuses a wrong email beside confirm_email and deletes nothing', async () => {
    const ada = await student('ADA');
    const before = await ownedRowCounts(setup.idp.db, ada.sub);
    for (const typed of ['someone-else@example.edu', '']) {
      const response = await ada.send('DELETE', '/api/account/', { confirm_email: typed });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Validation failed.', errors: { confirm_email: [expect.any(String)] } });
    }
    expect((await ada.send('DELETE', '/api/account/', {})).statusCode).toBe(400);
    expect(await ownedRowCounts(setup.idp.db, ada.sub)).toEqual(before);
    expect((await identityRows(setup.idp.db, ada.sub, ada.user.email)).identity_accounts).toBe(1);
  });

  it('removes every row of the student and their local account, and nobody else’s', async () => {
    const ada = await student('ADA2');
    const bob = await student('BOB2');
    const bobBefore = await ownedRowCounts(setup.idp.db, bob.sub);
    const bobIdentity = await identityRows(setup.idp.db, bob.sub, bob.user.email);
    expect(nonZero(await ownedRowCounts(setup.idp.db, ada.sub))).toMatchObject({
      profiles: 1,
      bookmarks: 1,
      sync_changes: expect.any(Number),
      idempotency_keys: 1,
    });
    expect(nonZero(await identityRows(setup.idp.db, ada.sub, ada.user.email))).toMatchObject({
      identity_mfa: 1,
      identity_recovery_codes: 10,
      identity_session_devices: 1,
      identity_password_resets: 1,
      identity_accounts: 1,
    });

    // The email as typed by a person: other case, spaces around.
    const response = await ada.send('DELETE', '/api/account/', { confirm_email: `  ${ada.user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Your account and all its data are deleted.', local_account_deleted: true });

    expect(nonZero(await ownedRowCounts(setup.idp.db, ada.sub))).toEqual({});
    expect(nonZero(await identityRows(setup.idp.db, ada.sub, ada.user.email))).toEqual({});
    expect((await setup.idp.db.query(`SELECT count(*)::int AS n FROM calendar_import_dismissals WHERE source_event_id = 'event-ADA2'`))[0]).toEqual({ n: 0 });
    const renewal = await refreshAs(setup.idp, ada.tokens.refresh_token);
    expect(renewal.status).toBe(400);
    // The access token the provider issued before the deletion, still within its hour, is refused too.
    for (const [method, url, body] of [
      ['GET', '/api/account/profile/', undefined],
      ['POST', '/api/bookmarks/', { title: 'Back', url: 'https://example.edu/' }],
      ['POST', '/api/sync/', { operations: [{ op: 'create', entity: 'tasks', idempotency_key: crypto.randomUUID(), body: { title: 'Back' } }] }],
    ] as const) {
      expect((await ada.send(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(nonZero(await ownedRowCounts(setup.idp.db, ada.sub))).toEqual({});

    expect(await ownedRowCounts(setup.idp.db, bob.sub)).toEqual(bobBefore);
    expect(await identityRows(setup.idp.db, bob.sub, bob.user.email)).toEqual(bobIdentity);
    expect((await refreshAs(setup.idp, bob.tokens.refresh_token)).status).toBe(200);
    expect((await bob.send('GET', '/api/account/export/')).json().bookmarks).toHaveLength(1);
  });
});
