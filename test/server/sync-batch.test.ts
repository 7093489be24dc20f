// POST /api/sync/: each operation answered as its single request would be, in order, each on its own;
// exactly-once through the same store as Idempotency-Key, whichever path a replay takes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMARK_CAP } from '../../server/bookmarks/bookmark-service';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const docs = { title: 'MDN', url: 'https://developer.mozilla.org/' };
type Op = { op: string; entity: string; id?: string; body?: unknown; base_version?: number | string; idempotency_key?: string };

const keyed = (op: Op) => ({ idempotency_key: randomUUID(), ...op });

async function push(user: TestUser, operations: Op[]) {
  const response = await user.request('POST', '/api/sync/', { operations });
  expect(response.statusCode).toBe(200);
  return response.json().results as Array<{
    status: number;
    record?: Record<string, unknown>;
    current?: Record<string, unknown>;
    error?: { detail: string; errors?: Record<string, string[]> };
  }>;
}

async function titles(user: TestUser): Promise<string[]> {
  return (await user.request('GET', '/api/bookmarks/')).json().results.map((b: { title: string }) => b.title);
}

describe('a batch', () => {
  it('answers each operation as its single request would, whatever the others did', async () => {
    const user = await api.newUser();
    const stored = (await user.request('POST', '/api/bookmarks/', docs)).json();
    await user.request('PATCH', `/api/bookmarks/${stored.id}/`, { title: 'Edited elsewhere' });
    const results = await push(user, [
      keyed({ op: 'create', entity: 'bookmarks', body: { title: 'New', url: 'https://example.com' } }),
      keyed({ op: 'create', entity: 'bookmarks', body: { title: 'Bad', url: 'javascript:alert(1)' } }),
      keyed({ op: 'update', entity: 'bookmarks', id: randomUUID(), body: { title: 'Nobody' } }),
      keyed({ op: 'update', entity: 'bookmarks', id: stored.id, body: { title: 'Stale' }, base_version: 1 }),
      keyed({ op: 'create', entity: 'nonsense', body: {} }),
      keyed({ op: 'upsert', entity: 'bookmarks', body: docs }),
      keyed({ op: 'update', entity: 'profile', body: { first_name: 'Ada' }, base_version: '"1"' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 400, 404, 412, 400, 400, 200]);
    expect(results[0]!.record).toMatchObject({ title: 'New', version: 1 });
    expect(results[1]!.error).toEqual({ detail: 'Validation failed.', errors: { url: ['Enter a web address starting with http:// or https://.'] } });
    expect(results[2]!.error).toEqual({ detail: 'Not found.' });
    expect(results[3]).toEqual({
      status: 412,
      current: { ...stored, title: 'Edited elsewhere', version: 2, updated_at: expect.any(String) },
      error: { detail: 'This record was changed on another device.' },
    });
    expect(results[4]!.error!.detail).toMatch(/nonsense/);
    expect(results[6]!.record).toMatchObject({ first_name: 'Ada', version: 2 });
    expect((await titles(user)).sort()).toEqual(['Edited elsewhere', 'New']);
  });

  it('replayed, applies nothing twice and gets the same answers back', async () => {
    const user = await api.newUser();
    const { id } = (await user.request('POST', '/api/bookmarks/', docs)).json();
    const operations = [
      keyed({ op: 'create', entity: 'bookmarks', body: { title: 'Once', url: 'https://example.com' } }),
      keyed({ op: 'update', entity: 'bookmarks', id, body: { title: 'Edited once' }, base_version: 1 }),
      keyed({ op: 'update', entity: 'profile', body: { last_name: 'Lovelace' } }),
    ];
    const first = await push(user, operations);
    const replay = await push(user, operations);
    expect(replay).toEqual(first);
    expect(first.map((r) => r.status)).toEqual([201, 200, 200]);
    expect((await titles(user)).sort()).toEqual(['Edited once', 'Once']);
    expect((await user.request('GET', '/api/account/profile/')).json().version).toBe(2);
  });

  it('shares its keys with the single routes: a replay through either gets the first answer', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const [viaBatch] = await push(user, [{ op: 'create', entity: 'bookmarks', body: { ...docs, title: '  Spaced  ' }, idempotency_key: key }]);
    const viaRoute = await user.request('POST', '/api/bookmarks/', { ...docs, title: 'Spaced' }, { 'idempotency-key': key });
    expect(viaRoute.statusCode).toBe(201);
    expect(viaRoute.headers['idempotent-replayed']).toBe('true');
    expect(viaRoute.json()).toEqual(viaBatch!.record);

    const { id } = viaBatch!.record as { id: string };
    const deleteKey = randomUUID();
    expect((await user.request('DELETE', `/api/bookmarks/${id}/`, undefined, { 'idempotency-key': deleteKey })).statusCode).toBe(204);
    expect(await push(user, [{ op: 'delete', entity: 'bookmarks', id, idempotency_key: deleteKey, base_version: 1 }])).toEqual([{ status: 204 }]);
    expect(await titles(user)).toEqual([]);
  });

  it('refuses an operation that reuses a key for another change with 422, and goes on', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    await user.request('POST', '/api/bookmarks/', docs, { 'idempotency-key': key });
    const results = await push(user, [
      { op: 'create', entity: 'bookmarks', body: { ...docs, title: 'Other' }, idempotency_key: key },
      keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'Next' } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([422, 201]);
  });

  it('applies the operations of one record in order: create, update, delete', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const results = await push(user, [
      keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, id } }),
      keyed({ op: 'update', entity: 'bookmarks', id, body: { title: 'Renamed' }, base_version: 1 }),
      keyed({ op: 'delete', entity: 'bookmarks', id, base_version: 2 }),
    ]);
    expect(results).toEqual([
      { status: 201, record: expect.objectContaining({ id, version: 1 }) },
      { status: 200, record: expect.objectContaining({ id, title: 'Renamed', version: 2 }) },
      { status: 204 },
    ]);
    const feed = (await user.request('GET', '/api/changes/')).json();
    expect(feed.changes).toEqual([{ entity: 'bookmarks', id, version: 3, deleted: true }]);
  });

  it('keeps the other operations when one fails unexpectedly', async () => {
    const user = await api.newUser();
    // A database fault on one particular title.
    await api.db.exec(`
      CREATE FUNCTION fail_on_boom() RETURNS trigger AS $$
      BEGIN IF NEW.title = 'boom' THEN RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER fail_on_boom BEFORE INSERT ON bookmarks FOR EACH ROW EXECUTE FUNCTION fail_on_boom();`);
    try {
      const results = await push(user, [
        keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'before' } }),
        keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'boom' } }),
        keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'after' } }),
      ]);
      expect(results.map((r) => r.status)).toEqual([201, 500, 201]);
      expect(results[1]!.error!.detail).not.toContain('fire');
      expect((await titles(user)).sort()).toEqual(['after', 'before']);
    } finally {
      await api.db.exec('DROP TRIGGER fail_on_boom ON bookmarks; DROP FUNCTION fail_on_boom();');
    }
  });

  it('undoes a failing operation’s own writes only: a plan whose second course fails leaves no plan behind', async () => {
    const user = await api.newUser();
    await api.db.exec(`
      CREATE FUNCTION fail_on_boom_course() RETURNS trigger AS $$
      BEGIN IF NEW.course_code = 'BOOM 1' THEN RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER fail_on_boom_course BEFORE INSERT ON plan_courses FOR EACH ROW EXECUTE FUNCTION fail_on_boom_course();`);
    try {
      const plan = { id: randomUUID(), start_term: 'Fall', start_year: 2026 };
      const courses = [
        { course_code: 'CS 1', term: 'Fall 2026' },
        { course_code: 'BOOM 1', term: 'Fall 2026' },
      ];
      const results = await push(user, [
        keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'before' } }),
        keyed({ op: 'create', entity: 'plans', body: { ...plan, courses } }),
        keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'after' } }),
      ]);
      expect(results.map((r) => r.status)).toEqual([201, 500, 201]);
      expect((await user.request('GET', '/api/plans/')).json().count).toBe(0);
      expect((await user.request('GET', '/api/plan-courses/')).json().count).toBe(0);
      const feed = (await user.request('GET', '/api/changes/')).json().changes;
      expect(feed.map((change: { entity: string }) => change.entity)).toEqual(['bookmarks', 'bookmarks']);
    } finally {
      await api.db.exec('DROP TRIGGER fail_on_boom_course ON plan_courses; DROP FUNCTION fail_on_boom_course();');
    }
  });

  it('records a refusal with its key, so a replay gets the same refusal', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const operations = [keyed({ op: 'update', entity: 'bookmarks', id, body: { title: 'Nobody' }, base_version: 1 })];
    expect((await push(user, operations)).map((r) => r.status)).toEqual([404]);
    await user.request('POST', '/api/bookmarks/', { ...docs, id });
    expect((await push(user, operations)).map((r) => r.status)).toEqual([404]);
    expect(await titles(user)).toEqual(['MDN']);
  });

  it('applies an operation sent twice in one batch with one key once', async () => {
    const user = await api.newUser();
    const create = keyed({ op: 'create', entity: 'bookmarks', body: docs });
    const results = await push(user, [create, create]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results[1]).toEqual(results[0]);
    expect(await titles(user)).toEqual(['MDN']);
  });

  it('lists each record once in the feed, at its last change', async () => {
    const user = await api.newUser();
    const [a, b] = [randomUUID(), randomUUID()];
    await push(user, [
      keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, id: a } }),
      keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, id: b } }),
      keyed({ op: 'update', entity: 'bookmarks', id: a, body: { title: 'A again' }, base_version: 1 }),
    ]);
    const feed = (await user.request('GET', '/api/changes/')).json().changes;
    expect(feed.map((change: { id: string; version: number }) => [change.id, change.version])).toEqual([
      [b, 1],
      [a, 2],
    ]);
  });

  it('falls back to one transaction per operation when a key turns out claimed by another request', async () => {
    const user = await api.newUser();
    const claimed = keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'claimed' } });
    // A claim with no answer yet, as a request of another process holds it mid-transaction.
    await api.db.query(`INSERT INTO idempotency_keys (owner_sub, key, method, path, fingerprint) VALUES ($1, $2, 'POST', '/api/bookmarks/', 'x')`, [
      user.sub,
      claimed.idempotency_key,
    ]);
    const results = await push(user, [keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'free' } }), claimed]);
    expect(results.map((r) => r.status)).toEqual([201, 500]);
    expect(await titles(user)).toEqual(['free']);
  });

  it('holds the cap on links within one batch, and a delete in it makes room again', async () => {
    const user = await api.newUser();
    await api.db.query(
      `INSERT INTO bookmarks (owner_sub, title, url) SELECT $1, 'Filler ' || n, 'https://example.com/' || n FROM generate_series(1, $2::int) AS n`,
      [user.sub, BOOKMARK_CAP - 1],
    );
    const last = randomUUID();
    const results = await push(user, [
      keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, id: last, title: 'Last one' } }),
      keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'One too many' } }),
      keyed({ op: 'delete', entity: 'bookmarks', id: last, base_version: 1 }),
      keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'Room again' } }),
      keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, title: 'Too many again' } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 400, 204, 201, 400]);
    expect(results[1]!.error!.detail).toMatch(/at most 10,000 bookmarks/);
    expect((await user.request('GET', '/api/bookmarks/?limit=1')).json().count).toBe(BOOKMARK_CAP);
  });

  it('trims and checks bodies like the single routes', async () => {
    const user = await api.newUser();
    const results = await push(user, [
      keyed({ op: 'create', entity: 'bookmarks', body: { title: '  Padded  ', url: ' https://example.com ' } }),
      keyed({ op: 'create', entity: 'bookmarks', body: { title: 'Nul\u0000', url: 'https://example.com' } }),
      keyed({ op: 'create', entity: 'bookmarks', body: { ...docs, owner_sub: 'auth0|someone' } }),
      keyed({ op: 'create', entity: 'bookmarks' }),
      keyed({ op: 'update', entity: 'bookmarks', id: 'not-a-uuid', body: { title: 'x' } }),
      keyed({ op: 'update', entity: 'bookmarks', id: randomUUID(), body: { title: 'x' }, base_version: 'soon' }),
    ]);
    expect(results[0]!.record).toMatchObject({ title: 'Padded', url: 'https://example.com' });
    expect(results.slice(1).map((r) => [r.status, Object.keys(r.error!.errors!)])).toEqual([
      [400, ['title']],
      [400, ['owner_sub']],
      [400, ['non_field_errors']],
      [400, ['id']],
      [400, ['base_version']],
    ]);
    expect(results[1]!.error!.errors).toEqual({ title: [expect.stringMatching(/invalid character/)] });
  });

  it('refuses a malformed envelope as a whole', async () => {
    const user = await api.newUser();
    const op = keyed({ op: 'create', entity: 'bookmarks', body: docs });
    const { idempotency_key: _, ...unkeyed } = op;
    for (const body of [
      {},
      { operations: [] },
      { operations: Array.from({ length: 101 }, () => op) },
      { operations: [unkeyed] },
      { operations: [op], extra: 1 },
    ]) {
      expect((await user.request('POST', '/api/sync/', body)).statusCode).toBe(400);
    }
    expect(await titles(user)).toEqual([]);
  });
});
