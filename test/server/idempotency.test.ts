// Idempotency-Key: a retried change (lost answer, reload, flaky network) is applied once and answered alike.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const list = '/api/bookmarks/';
const item = (id: string) => `/api/bookmarks/${id}/`;
const profile = '/api/account/profile/';
const docs = { title: 'MDN', url: 'https://developer.mozilla.org/' };
const keyed = (key: string) => ({ 'idempotency-key': key });

async function count(user: TestUser): Promise<number> {
  return (await user.request('GET', list)).json().count;
}

describe('a replayed request', () => {
  it('returns the first answer of a create and creates nothing more', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const first = await user.request('POST', list, docs, keyed(key));
    const replay = await user.request('POST', list, docs, keyed(key));
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(user)).toBe(1);
  });

  it('of an older PATCH does not revert a later one', async () => {
    const user = await api.newUser();
    const { id } = (await user.request('POST', list, docs)).json();
    const firstKey = randomUUID();
    const first = await user.request('PATCH', item(id), { title: 'First' }, keyed(firstKey));
    await user.request('PATCH', item(id), { title: 'Second' }, keyed(randomUUID()));

    const replay = await user.request('PATCH', item(id), { title: 'First' }, keyed(firstKey));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await user.request('GET', list)).json().results[0].title).toBe('Second');
  });

  // The replay's If-Match names the version the first answer replaced: run again, it would be refused.
  it('of a conditional PATCH answers its first answer, not 412', async () => {
    const user = await api.newUser();
    const { id, version } = (await user.request('POST', list, docs)).json();
    const key = randomUUID();
    const ifMatch = { 'if-match': `"${version}"`, ...keyed(key) };
    const first = await user.request('PATCH', item(id), { title: 'First' }, ifMatch);
    const replay = await user.request('PATCH', item(id), { title: 'First' }, ifMatch);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await user.request('GET', list)).json().results[0].version).toBe(version + 1);
  });

  it('of a DELETE answers 204 again, not 404', async () => {
    const user = await api.newUser();
    const { id } = (await user.request('POST', list, docs)).json();
    const key = randomUUID();
    expect((await user.request('DELETE', item(id), undefined, keyed(key))).statusCode).toBe(204);
    const replay = await user.request('DELETE', item(id), undefined, keyed(key));
    expect(replay.statusCode).toBe(204);
    expect(replay.body).toBe('');
  });

  it('of a refused request gets the same refusal, even if it would now succeed', async () => {
    const alice = await api.newUser();
    const id = randomUUID();
    const key = randomUUID();
    // Alice's PATCH of a bookmark that does not exist yet is refused and recorded...
    expect((await alice.request('PATCH', item(id), { title: 'x' }, keyed(key))).statusCode).toBe(404);
    await alice.request('POST', list, { ...docs, id });
    // ...so its replay is still that 404, and the bookmark keeps its title.
    expect((await alice.request('PATCH', item(id), { title: 'x' }, keyed(key))).statusCode).toBe(404);
    expect((await alice.request('GET', list)).json().results[0].title).toBe('MDN');
  });

  it('of a profile change returns the first answer and changes nothing', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const first = await user.request('PATCH', profile, { first_name: 'Ada' }, keyed(key));
    await user.request('PATCH', profile, { first_name: 'Grace' });
    const replay = await user.request('PATCH', profile, { first_name: 'Ada' }, keyed(key));
    expect(replay.json()).toEqual(first.json());
    expect((await user.request('GET', profile)).json().first_name).toBe('Grace');
  });

  it('racing its original is applied once', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const responses = await Promise.all([1, 2, 3, 4].map(() => user.request('POST', list, docs, keyed(key))));
    const ids = new Set(responses.map((r) => r.json().id));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(ids.size).toBe(1);
    expect(await count(user)).toBe(1);
  });
});

describe('keys', () => {
  it('belong to their owner: the same key from two users is two requests', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const key = randomUUID();
    const fromAlice = await alice.request('POST', list, docs, keyed(key));
    const fromBob = await bob.request('POST', list, docs, keyed(key));
    expect(fromBob.statusCode).toBe(201);
    expect(fromBob.json().id).not.toBe(fromAlice.json().id);
    expect(await count(bob)).toBe(1);
  });

  it('reused for a different request are refused with 422', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    await user.request('POST', list, docs, keyed(key));
    const otherBody = await user.request('POST', list, { ...docs, title: 'Other' }, keyed(key));
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().detail).toMatch(/Idempotency-Key/);
    expect((await user.request('PATCH', profile, { first_name: 'x' }, keyed(key))).statusCode).toBe(422);
    expect(await count(user)).toBe(1);
  });

  it('do not record schema refusals, so a corrected retry is not stuck', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    expect((await user.request('POST', list, { ...docs, url: 'javascript:x' }, keyed(key))).statusCode).toBe(400);
    expect((await user.request('POST', list, docs, keyed(key))).statusCode).toBe(201);
  });

  // An outbox can hold a change whose answer was lost for as long as the student stays offline.
  it('still replay after three weeks offline', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const first = await user.request('POST', list, docs, keyed(key));
    await api.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '21 days' WHERE owner_sub = $1`, [user.sub]);
    const replay = await user.request('POST', list, docs, keyed(key));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await count(user)).toBe(1);
  });

  it('expire after 30 days', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    await user.request('POST', list, docs, keyed(key));
    await api.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '31 days' WHERE owner_sub = $1`, [user.sub]);
    const again = await user.request('POST', list, docs, keyed(key));
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(user)).toBe(2);
  });

  it('expire after 30 days in a batch too, however recently the owner’s keys were last cleared', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const operation = { op: 'create', entity: 'bookmarks', body: docs, idempotency_key: key };
    await user.request('POST', '/api/sync/', { operations: [operation] });
    await api.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '31 days' WHERE owner_sub = $1`, [user.sub]);
    const again = await user.request('POST', '/api/sync/', { operations: [operation] });
    expect(again.json().results).toEqual([expect.objectContaining({ status: 201 })]);
    expect(await count(user)).toBe(2);
  });

  it('that are too long are refused', async () => {
    const user = await api.newUser();
    const response = await user.request('POST', list, docs, keyed('k'.repeat(256)));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('idempotency-key');
  });

  it('are not needed: requests without one behave normally', async () => {
    const user = await api.newUser();
    await user.request('POST', list, docs);
    await user.request('POST', list, docs);
    expect(await count(user)).toBe(2);
    const rows = await api.db.query('SELECT count(*)::int AS count FROM idempotency_keys WHERE owner_sub = $1', [user.sub]);
    expect(rows).toEqual([{ count: 0 }]);
  });
});
