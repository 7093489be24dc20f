// GET /api/changes/: each record once at its latest state, in commit order, tombstones for deletions,
// pages that chain through `cursor`, 410 once tombstones after `since` are forgotten or when `since` is beyond
// the newest change, one user's changes only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookmark } from '../../server/bookmarks/bookmark-service';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const docs = { title: 'MDN', url: 'https://developer.mozilla.org/' };

interface Change {
  entity: string;
  id: string;
  version: number;
  deleted: boolean;
  record?: Record<string, unknown>;
}

async function pull(user: TestUser, since?: string, limit?: number): Promise<{ changes: Change[]; cursor: string; has_more: boolean }> {
  const query = new URLSearchParams();
  if (since !== undefined) query.set('since', since);
  if (limit !== undefined) query.set('limit', String(limit));
  const response = await user.request('GET', `/api/changes/?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function addBookmark(user: TestUser, title: string): Promise<{ id: string; version: number }> {
  return (await user.request('POST', '/api/bookmarks/', { ...docs, title })).json();
}

describe('the change feed', () => {
  it('is empty for a new user, with a cursor to start from', async () => {
    const user = await api.newUser();
    expect(await pull(user)).toEqual({ changes: [], cursor: '0', has_more: false });
  });

  it('gives each record once, at its latest state, in the order the changes committed', async () => {
    const user = await api.newUser();
    const first = await addBookmark(user, 'First');
    const second = await addBookmark(user, 'Second');
    const edited = (await user.request('PATCH', `/api/bookmarks/${first.id}/`, { title: 'First, edited' })).json();
    const { changes, has_more } = await pull(user);
    expect(has_more).toBe(false);
    expect(changes).toEqual([
      { entity: 'bookmarks', id: second.id, version: 1, deleted: false, record: second },
      { entity: 'bookmarks', id: first.id, version: 2, deleted: false, record: edited },
    ]);
  });

  // A keyed write's changes are written with its recorded answer, in one statement (server/db/write-tail.ts).
  it('gives the changes of writes sent with an Idempotency-Key, and none for their replays', async () => {
    const user = await api.newUser();
    const keyed = () => ({ 'idempotency-key': crypto.randomUUID() });
    const kept = (await user.request('POST', '/api/bookmarks/', { ...docs, title: 'Kept' }, keyed())).json();
    const gone = (await user.request('POST', '/api/bookmarks/', { ...docs, title: 'Gone' }, keyed())).json();
    const editKey = keyed();
    const edited = (await user.request('PATCH', `/api/bookmarks/${kept.id}/`, { title: 'Kept, edited' }, editKey)).json();
    expect((await user.request('DELETE', `/api/bookmarks/${gone.id}/`, undefined, keyed())).statusCode).toBe(204);
    const { changes, cursor } = await pull(user);
    expect(changes).toEqual([
      { entity: 'bookmarks', id: kept.id, version: 2, deleted: false, record: edited },
      { entity: 'bookmarks', id: gone.id, version: 2, deleted: true },
    ]);

    const replay = await user.request('PATCH', `/api/bookmarks/${kept.id}/`, { title: 'Kept, edited' }, editKey);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await pull(user, cursor)).toEqual({ changes: [], cursor, has_more: false });
    const later = (await user.request('PATCH', `/api/bookmarks/${kept.id}/`, { title: 'Later' }, keyed())).json();
    expect((await pull(user, cursor)).changes).toEqual([{ entity: 'bookmarks', id: kept.id, version: 3, deleted: false, record: later }]);
  });

  it('answers nothing new, and the same cursor, when nothing changed', async () => {
    const user = await api.newUser();
    await addBookmark(user, 'One');
    const { cursor } = await pull(user);
    expect(await pull(user, cursor)).toEqual({ changes: [], cursor, has_more: false });
    const later = await addBookmark(user, 'Two');
    expect((await pull(user, cursor)).changes.map((c) => c.id)).toEqual([later.id]);
  });

  it('pages through `cursor` while has_more', async () => {
    const user = await api.newUser();
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C', 'D', 'E']) ids.push((await addBookmark(user, title)).id);
    const seen: string[] = [];
    let since = '0';
    for (const expectedMore of [true, true, false]) {
      const page = await pull(user, since, 2);
      expect(page.has_more).toBe(expectedMore);
      seen.push(...page.changes.map((c) => c.id));
      since = page.cursor;
    }
    expect(seen).toEqual(ids);
  });

  it('reports a deletion as a tombstone, newer than the last version', async () => {
    const user = await api.newUser();
    const kept = await addBookmark(user, 'Kept');
    const gone = await addBookmark(user, 'Gone');
    const { cursor } = await pull(user);
    await user.request('DELETE', `/api/bookmarks/${gone.id}/`);
    expect((await pull(user, cursor)).changes).toEqual([{ entity: 'bookmarks', id: gone.id, version: 2, deleted: true }]);
    expect((await pull(user)).changes.map((c) => [c.id, c.deleted])).toEqual([
      [kept.id, false],
      [gone.id, true],
    ]);
  });

  it('includes the profile, keyed by its uuid, as GET answers it', async () => {
    const user = await api.newUser();
    const profile = (await user.request('PATCH', '/api/account/profile/', { first_name: 'Ada' })).json();
    const [row] = await api.db.query<{ id: string }>('SELECT id::text AS id FROM profiles WHERE owner_sub = $1', [user.sub]);
    expect((await pull(user)).changes).toEqual([{ entity: 'profile', id: row!.id, version: profile.version, deleted: false, record: profile }]);
  });

  it('includes a profile created by its first read', async () => {
    const user = await api.newUser();
    const profile = (await user.request('GET', '/api/account/profile/')).json();
    expect((await pull(user)).changes).toMatchObject([{ entity: 'profile', version: 1, record: profile }]);
  });

  it('never shows one user another user’s changes', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    await addBookmark(alice, 'Alice’s');
    await alice.request('PATCH', '/api/account/profile/', { first_name: 'Alice' });
    const bobs = await addBookmark(bob, 'Bob’s');
    const { changes } = await pull(bob);
    expect(changes.map((c) => c.id)).toEqual([bobs.id]);
    expect(JSON.stringify(changes)).not.toContain('Alice');
  });

  it('answers 410 to a cursor beyond its newest change (a database restored from a backup), so the device starts over', async () => {
    const user = await api.newUser();
    const kept = await addBookmark(user, 'In the backup');
    const { cursor: restored } = await pull(user);
    await addBookmark(user, 'After the backup');
    const { cursor: ahead } = await pull(user);
    // The backup is put back: what came after it is gone, the user's newest position with it.
    await api.db.query('DELETE FROM sync_changes WHERE owner_sub = $1 AND seq > $2', [user.sub, Number(restored)]);
    await api.db.query('UPDATE sync_cursors SET seq = $2 WHERE owner_sub = $1', [user.sub, Number(restored)]);

    const refused = await user.request('GET', `/api/changes/?since=${ahead}`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().detail).toEqual(expect.any(String));
    expect((await pull(user)).changes.map((c) => c.id)).toEqual([kept.id]);
    expect(await pull(user, restored)).toEqual({ changes: [], cursor: restored, has_more: false });
    // A user who never wrote anything has no position beyond 0.
    const newcomer = await api.newUser();
    expect((await newcomer.request('GET', '/api/changes/?since=7')).statusCode).toBe(410);
  });

  it('refuses a malformed cursor or limit with 400', async () => {
    const user = await api.newUser();
    for (const query of ['since=abc', 'since=-1', 'since=1.5', 'limit=0', 'limit=501']) {
      expect((await user.request('GET', `/api/changes/?${query}`)).statusCode).toBe(400);
    }
  });
});

describe('forgotten tombstones', () => {
  it('answer 410 to a cursor from before them, and are left out of a pull from the beginning', async () => {
    const user = await api.newUser();
    const kept = await addBookmark(user, 'Kept');
    const { cursor: early } = await pull(user);
    const gone = await addBookmark(user, 'Gone');
    await user.request('DELETE', `/api/bookmarks/${gone.id}/`);
    const { cursor: late } = await pull(user);
    await api.db.query(`UPDATE sync_changes SET changed_at = now() - interval '181 days' WHERE owner_sub = $1 AND deleted`, [user.sub]);

    const stale = await user.request('GET', `/api/changes/?since=${early}`);
    expect(stale.statusCode).toBe(410);
    expect(stale.json().detail).toEqual(expect.any(String));
    expect((await pull(user)).changes.map((c) => c.id)).toEqual([kept.id]);
    expect(await pull(user, late)).toEqual({ changes: [], cursor: late, has_more: false });
  });

  it('leave a pull from the beginning at a cursor the feed continues from, when the newest change was one of them', async () => {
    const user = await api.newUser();
    const kept = await addBookmark(user, 'Kept');
    const gone = await addBookmark(user, 'Gone');
    await user.request('DELETE', `/api/bookmarks/${gone.id}/`);
    await api.db.query(`UPDATE sync_changes SET changed_at = now() - interval '181 days' WHERE owner_sub = $1 AND deleted`, [user.sub]);
    const full = await pull(user);
    expect(full.changes.map((c) => c.id)).toEqual([kept.id]);
    // Were the cursor Kept's position, below the forgotten tombstone, every later pull would be refused
    // and read everything again.
    expect(await pull(user, full.cursor)).toEqual({ changes: [], cursor: full.cursor, has_more: false });
  });

  it('are kept for 180 days', async () => {
    const user = await api.newUser();
    const { cursor } = await pull(user);
    const gone = await addBookmark(user, 'Gone');
    await user.request('DELETE', `/api/bookmarks/${gone.id}/`);
    await api.db.query(`UPDATE sync_changes SET changed_at = now() - interval '179 days' WHERE owner_sub = $1`, [user.sub]);
    expect((await pull(user, cursor)).changes).toMatchObject([{ id: gone.id, deleted: true }]);
  });
});

// PGlite has a single connection, so two open transactions need PostgreSQL.
describe.skipIf(!process.env.TEST_PG_URL)('concurrent commits (PostgreSQL)', () => {
  it('never let a pull skip a change that commits after a later one was read', async () => {
    const user = await api.newUser();
    let releaseA!: () => void;
    const aMayCommit = new Promise<void>((resolve) => (releaseA = resolve));
    let aWrote!: () => void;
    const aHasWritten = new Promise<void>((resolve) => (aWrote = resolve));

    // A writes first and stays open.
    const a = api.db.orm.transaction(async (tx) => {
      const created = await createBookmark(tx, user.sub, { ...docs, title: 'A' });
      aWrote();
      await aMayCommit;
      return created.record.id;
    });
    await aHasWritten;
    // B writes and tries to commit while A is open. With a cursor taken from a sequence or a clock, B would
    // commit here with a later position than A's, and the pull below would move the cursor past A's.
    const b = api.db.orm.transaction(async (tx) => (await createBookmark(tx, user.sub, { ...docs, title: 'B' })).record.id);
    await Promise.race([b, new Promise((resolve) => setTimeout(resolve, 500))]);
    const between = await pull(user);

    releaseA();
    const [aId, bId] = await Promise.all([a, b]);
    const after = await pull(user, between.cursor);
    const delivered = [...between.changes, ...after.changes].map((c) => c.id);
    expect(delivered).toEqual(expect.arrayContaining([aId, bId]));
    expect(delivered).toHaveLength(2);
  });
});
