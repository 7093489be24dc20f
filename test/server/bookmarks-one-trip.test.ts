// A keyed bookmark create or change is written in one statement (server/sync/one-trip.ts), its answer made
// in SQL: it must answer exactly what the general path answers, record that answer for a retry, log the
// change, keep the cap, and leave every other case (taken id, stale or absent record, no room, a retry) to
// the general path.
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMARK_CAP } from '../../server/bookmarks/bookmark-service';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const list = '/api/bookmarks/';
const item = (id: string) => `/api/bookmarks/${id}/`;
const keyed = (headers: Record<string, string> = {}) => ({ 'idempotency-key': randomUUID(), ...headers });

/** The bookmark as the list answers it: the general path's conversion of the row (bookmark-record.ts). */
async function listed(user: TestUser, id: string): Promise<unknown> {
  const { results } = (await user.request('GET', `${list}?limit=500`)).json();
  return results.find((bookmark: { id: string }) => bookmark.id === id);
}

async function changeOf(user: TestUser, id: string): Promise<{ version: number; deleted: boolean } | undefined> {
  const { changes } = (await user.request('GET', '/api/changes/')).json();
  return changes.find((change: { id: string }) => change.id === id);
}

describe('a keyed bookmark write', () => {
  it('answers a create as the list shows it, to the millisecond, and logs it', async () => {
    const user = await api.newUser();
    // The database's clock has microseconds: many creates, so that truncating them is put to the test.
    for (let i = 0; i < 20; i++) {
      const created = await user.request(
        'POST',
        list,
        { title: `Link ${i}`, url: 'https://example.com/', ...(i % 2 ? { created_at: new Date(Date.now() - i * 1000).toISOString() } : {}) },
        keyed(),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual(await listed(user, created.json().id));
    }
    const { id } = (await user.request('POST', list, { id: randomUUID(), title: 'Mine', url: 'https://example.com/' }, keyed())).json();
    expect(await changeOf(user, id)).toMatchObject({ version: 1, deleted: false });
  });

  it('answers a change as the list shows it, logs it, and keeps fields left out', async () => {
    const user = await api.newUser();
    const { id } = (await user.request('POST', list, { title: 'Old', url: 'https://example.com/', description: 'Kept' })).json();
    const changed = await user.request('PATCH', item(id), { title: 'New' }, keyed({ 'if-match': '"1"' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'New', description: 'Kept', version: 2 });
    expect(changed.json()).toEqual(await listed(user, id));
    expect(await changeOf(user, id)).toMatchObject({ version: 2, deleted: false });
  });

  it('is answered alike when retried with its key, and applied once', async () => {
    const user = await api.newUser();
    const createKey = keyed();
    const body = { title: 'Docs', url: 'https://example.com/' };
    const first = await user.request('POST', list, body, createKey);
    const retry = await user.request('POST', list, body, createKey);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const changeKey = keyed({ 'if-match': '"1"' });
    const changed = await user.request('PATCH', item(first.json().id), { title: 'Once' }, changeKey);
    const again = await user.request('PATCH', item(first.json().id), { title: 'Once' }, changeKey);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(changed.json());
    expect(await listed(user, first.json().id)).toMatchObject({ version: 2 });
    expect((await user.request('GET', list)).json().count).toBe(1);
  });

  it('leaves refusals and the other outcomes to the general path', async () => {
    const user = await api.newUser();
    const other = await api.newUser();
    const { id, ...mine } = (await user.request('POST', list, { title: 'Mine', url: 'https://example.com/' }, keyed())).json();
    // Stale, absent: refused as ever.
    const stale = await user.request('PATCH', item(id), { title: 'Late' }, keyed({ 'if-match': '"7"' }));
    expect(stale.statusCode).toBe(412);
    expect((await user.request('PATCH', item(randomUUID()), { title: 'Nobody' }, keyed())).statusCode).toBe(404);
    // The same id again: the record already there. Another user's id: a fresh one.
    const repeated = await user.request('POST', list, { id, title: 'Mine', url: 'https://example.com/' }, keyed());
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual({ id, ...mine });
    const theirs = await other.request('POST', list, { id, title: 'Theirs', url: 'https://example.com/' }, keyed());
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(id);
  });

  it('finds no room past the cap, even for creates racing for the last place', async () => {
    const user = await api.newUser();
    await api.db.query(`INSERT INTO bookmarks (owner_sub, title, url) SELECT $1, 'B' || n, 'https://example.com' FROM generate_series(1, $2::int) AS n`, [
      user.sub,
      BOOKMARK_CAP - 1,
    ]);
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => user.request('POST', list, { title: `Last ${i}`, url: 'https://example.com/' }, keyed())),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    expect((await user.request('GET', list)).json().count).toBe(BOOKMARK_CAP);
  });

  it('logs racing writes of one user each at its own position, in the order they were written', async () => {
    const user = await api.newUser();
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => user.request('POST', list, { title: `Racing ${i}`, url: 'https://example.com/' }, keyed())),
    );
    const ids = created.map((answer) => answer.json().id as string);
    const { changes } = (await user.request('GET', '/api/changes/')).json();
    expect(new Set(changes.map((change: { id: string }) => change.id))).toEqual(new Set(ids));
    // A reader that stopped after any change and asks for what follows misses none.
    for (let stop = 0; stop < changes.length; stop++) {
      const since = (await user.request('GET', `/api/changes/?limit=${stop + 1}`)).json().cursor;
      const rest = (await user.request('GET', `/api/changes/?since=${since}`)).json().changes;
      expect([...changes.slice(0, stop + 1), ...rest].map((change: { id: string }) => change.id)).toEqual(changes.map((change: { id: string }) => change.id));
    }
  });

  // The point of it, on PostgreSQL (PGlite runs in the process): one statement on the pool's shared
  // connections, no transaction of its own, where the general path holds a connection for BEGIN … COMMIT.
  it.skipIf(!process.env.TEST_PG_URL)('sends PostgreSQL no BEGIN or COMMIT', async () => {
    const port = Number(new URL(process.env.TEST_PG_URL!).port || 5432);
    const user = await api.newUser();
    const { id } = (await user.request('POST', list, { title: 'Warm', url: 'https://example.com/' }, keyed())).json();
    const transactionWrites = async (request: () => Promise<unknown>) => {
      const writes: string[] = [];
      const write = net.Socket.prototype.write;
      net.Socket.prototype.write = function (this: net.Socket, chunk: unknown, ...rest: unknown[]) {
        if (this.remotePort === port) writes.push(Buffer.from(chunk as Uint8Array).toString('latin1'));
        return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      } as typeof write;
      try {
        await request();
      } finally {
        net.Socket.prototype.write = write;
      }
      return writes.filter((sent) => /\b(begin|commit)\b/.test(sent)).length;
    };
    expect(await transactionWrites(() => user.request('POST', list, { title: 'One statement', url: 'https://example.com/' }, keyed()))).toBe(0);
    expect(await transactionWrites(() => user.request('PATCH', item(id), { title: 'One statement' }, keyed()))).toBe(0);
    // Without a key, the general path: as the check above would see it.
    expect(await transactionWrites(() => user.request('POST', list, { title: 'Two trips', url: 'https://example.com/' }))).toBeGreaterThan(0);
    expect((await user.request('GET', list)).json().count).toBe(3);
  });
});
