// After DELETE /api/account/, the account's access tokens (still within their lifetime) are refused with a
// 401 on every route, the sync batch included, and nothing of the student comes back: not through a route,
// and not through a write of a request that passed its token check before the deletion committed (the
// database refuses those). The contact messages sent from the account's email and the request counters
// keyed by the student go with the account. Auth0 mode, whose sign-in account outlives the deletion: a
// token issued after it starts afresh, while the old ones stay refused.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFailureOf } from '../../../server/http/database-errors';
import type { LanguageModel } from '../../../server/llm/language-model';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';
import { ownedRowCounts, seedStudent } from './seed-student';

let api: TestApi;
let userinfo: Server;
const emails = new Map<string, string>(); // bearer token → email

/** The advisor's model answers at once, unless a test holds its answer to keep a request in flight. */
let held: { asked: () => void; answer: Promise<void> } | undefined;
const model: LanguageModel = {
  name: 'held-model',
  async stream() {
    held?.asked();
    await held?.answer;
    return 'Take MATH 201 next.';
  },
};

beforeAll(async () => {
  userinfo = createServer((request, response) => {
    const email = emails.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    response.writeHead(email ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(email ? { sub: 'x', email } : { error: 'invalid_token' }));
  });
  await new Promise<void>((resolve) => userinfo.listen(0, '127.0.0.1', resolve));
  const { port } = userinfo.address() as AddressInfo;
  api = await startTestApi({
    sampleCatalog: false,
    advisor: { model },
    userinfoUrl: `http://127.0.0.1:${port}/userinfo`,
    clientConfig: { auth: { domain: 'tenant.example.auth0.com', clientId: 'x', audience: 'https://api.degreemate.local' }, mode: 'auth0' },
  });
});
afterAll(async () => {
  await api?.close();
  userinfo?.close();
});

/** The SQLSTATE a write failed with, as the API's error handler reads it (the drivers wrap it differently). */
async function refusal(write: Promise<unknown>): Promise<string | undefined> {
  return write.then(
    () => 'succeeded',
    (error: unknown) => databaseFailureOf(error)?.code,
  );
}

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

async function contactFrom(email: string): Promise<void> {
  const response = await api.app.inject({ method: 'POST', url: '/api/contact/', payload: { id: randomUUID(), name: 'Ada', email, message: 'Hello' } });
  expect(response.statusCode).toBeLessThan(300);
}

const contactCount = async (email: string) =>
  (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages WHERE lower(email) = lower($1)', [email]))[0]!.n;
const counterKeys = async (sub: string) =>
  (await api.db.query<{ key: string }>('SELECT key FROM rate_limit_counters WHERE key LIKE $1 ORDER BY key', [`%${sub}`])).map((row) => row.key);

async function deleted(marker: string): Promise<{ user: TestUser; email: string }> {
  const user = await api.newUser();
  const email = `${marker.toLowerCase()}-${randomUUID()}@example.edu`;
  emails.set(user.token, email);
  await seedStudent(user.request, api.db, user.sub, marker);
  await contactFrom(email.toUpperCase());
  expect(await counterKeys(user.sub)).toEqual([`user:${user.sub}`]);
  const response = await user.request('DELETE', '/api/account/', { confirm_email: email });
  expect(response.statusCode, response.body).toBe(200);
  return { user, email };
}

describe('a deleted account', () => {
  it('has its tokens refused on every route, batches included, and nothing of it comes back', async () => {
    const bob = await api.newUser();
    await contactFrom('bob@example.edu');
    const { user: ada, email } = await deleted('ADA');

    const attempts = [
      await ada.request('GET', '/api/account/profile/'),
      await ada.request('PATCH', '/api/account/settings/', { theme: 'light' }),
      await ada.request('POST', '/api/bookmarks/', { title: 'Back', url: 'https://example.edu/' }),
      await ada.request('GET', '/api/changes/'),
      await ada.request('POST', '/api/sync/', {
        operations: [{ op: 'create', entity: 'bookmarks', idempotency_key: randomUUID(), body: { title: 'Back', url: 'https://example.edu/' } }],
      }),
      await ada.request('GET', '/api/account/export/'),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'This account was deleted.' });
      expect(response.headers['www-authenticate']).toContain('invalid_token');
    }

    expect(nonZero(await ownedRowCounts(api.db, ada.sub))).toEqual({});
    expect(await contactCount(email)).toBe(0);
    expect(await counterKeys(ada.sub)).toEqual([]);
    // Another student's message and requests are theirs to keep.
    expect(await contactCount('bob@example.edu')).toBe(1);
    expect((await bob.request('GET', '/api/account/profile/')).statusCode).toBe(200);
  });

  it('is not written back by a batch that passed its token check before the deletion committed', async () => {
    const ada = await api.newUser();
    const email = `erin-${randomUUID()}@example.edu`;
    emails.set(ada.token, email);
    let asked!: () => void;
    let answer!: () => void;
    const modelAsked = new Promise<void>((resolve) => (asked = resolve));
    held = { asked, answer: new Promise<void>((resolve) => (answer = resolve)) };
    try {
      // The batch waits for the model's answer (outside its transaction) while the account is deleted.
      const batch = ada.request('POST', '/api/sync/', {
        operations: [
          {
            op: 'create',
            entity: 'chat_exchanges',
            idempotency_key: randomUUID(),
            body: { id: randomUUID(), conversation: randomUUID(), question: 'Which course next?' },
          },
          { op: 'create', entity: 'bookmarks', idempotency_key: randomUUID(), body: { title: 'Library', url: 'https://library.example.edu/' } },
        ],
      });
      await modelAsked;
      expect((await ada.request('DELETE', '/api/account/', { confirm_email: email })).statusCode).toBe(200);
      answer();
      const response = await batch;
      expect(response.statusCode).toBe(200);
      expect(response.json().results.map((result: { status: number }) => result.status)).toEqual([401, 401]);
    } finally {
      held = undefined;
    }
    expect(nonZero(await ownedRowCounts(api.db, ada.sub))).toEqual({});
  });

  it('cannot be written back by any write of a request that passed its token check before the deletion committed', async () => {
    const { user: ada } = await deleted('CAROL');
    // What such a request's writes would send: the change log's cursor lock first, a record, a request counter.
    const writes = [
      `INSERT INTO sync_cursors (owner_sub) VALUES ($1) ON CONFLICT (owner_sub) DO UPDATE SET seq = sync_cursors.seq`,
      `INSERT INTO bookmarks (id, owner_sub, title, url) VALUES ('${randomUUID()}', $1, 'Back', 'https://example.edu/')`,
      `INSERT INTO profiles (owner_sub) VALUES ($1)`,
      `INSERT INTO rate_limit_counters (scope, key, expires_at, count) VALUES ('api', 'user:' || $1, now() + interval '1 minute', 1)`,
    ];
    for (const write of writes) expect(await refusal(api.db.query(write, [ada.sub])), write).toBe('DM401');
    // The cursor's upsert alone, as a write that then wrote nothing: refused when it commits.
    const cursorOnly = api.db.orm.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO sync_cursors (owner_sub) VALUES (${ada.sub}) ON CONFLICT (owner_sub) DO UPDATE SET seq = sync_cursors.seq`);
    });
    expect(await refusal(cursorOnly)).toBe('DM401');
    expect(nonZero(await ownedRowCounts(api.db, ada.sub))).toEqual({});
    expect(await counterKeys(ada.sub)).toEqual([]);
  });

  it('is guarded in every table that holds a student’s rows, a table added later included', async () => {
    const unguarded = await api.db.query<{ table_name: string }>(
      `SELECT c.table_name::text AS table_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.column_name = 'owner_sub' AND c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_proc p ON p.oid = g.tgfoid
                           WHERE g.tgrelid = (quote_ident(c.table_name))::regclass AND p.proname IN ('refuse_deleted_owner', 'refuse_deleted_cursor'))
        ORDER BY 1`,
    );
    // A new table needs `CREATE TRIGGER <table>_owner_alive …` as migration 0022 makes them.
    expect(unguarded.map((row) => row.table_name)).toEqual([]);
  });

  it('starts afresh with a token Auth0 issues after the deletion, while the old ones stay refused', async () => {
    const { user: ada } = await deleted('DORA');
    const later = Math.floor(Date.now() / 1000) + 2;
    const fresh = await api.token(ada.sub, { claims: { iat: later, exp: later + 600 } });
    const send = (token: string, method: 'GET' | 'POST', url: string, body?: object) =>
      api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body && { payload: body }) });

    expect((await send(fresh, 'POST', '/api/bookmarks/', { title: 'New start', url: 'https://example.edu/' })).statusCode).toBe(201);
    expect((await send(fresh, 'GET', '/api/account/profile/')).statusCode).toBe(200);
    expect((await send(ada.token, 'GET', '/api/bookmarks/')).statusCode).toBe(401);
  });
});
