// Pulls through the change feed: a device back from a long time offline catches up in one short pull,
// deletes arrive as tombstones, and a device offline longer than tombstones are kept starts over with a
// full read that still removes what was deleted meanwhile; a pull of many pages asks for the next while it merges one.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testUser, until, type TestSession } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;
const titles = async ({ data }: TestSession) => (await data.bookmarks.list()).map((b) => b.title).sort();

async function addElsewhere(sub: string, title: string): Promise<string> {
  const response = await server.send(sub, 'POST', '/api/bookmarks/', { title, url: `https://${title.replace(/\W/g, '')}.example` });
  return ((await response.json()) as { id: string }).id;
}

test('a device offline through many changes made elsewhere catches up with one pull of the feed', async () => {
  const user = testUser(server);
  const early = await addElsewhere(user.sub, 'Early');
  const device = user.open();
  await until(async () => (await titles(device)).join() === 'Early');
  device.env.setOnline(false);

  const ids: string[] = [];
  for (let i = 0; i < 30; i++) ids.push(await addElsewhere(user.sub, `Link ${String(i).padStart(2, '0')}`));
  for (const id of ids.slice(0, 5)) await server.send(user.sub, 'PATCH', `/api/bookmarks/${id}/`, { description: 'edited' });
  for (const id of [early, ...ids.slice(25)]) await server.send(user.sub, 'DELETE', `/api/bookmarks/${id}/`);

  const before = user.faults.seen.length;
  device.env.setOnline(true);
  await until(() => settled(device));
  const reads = user.faults.seen.slice(before).filter((r) => r.method === 'GET');
  expect(reads.map((r) => r.path)).toEqual(['/api/changes/']); // one request, whatever changed
  expect(await titles(device)).toEqual(Array.from({ length: 25 }, (_, i) => `Link ${String(i).padStart(2, '0')}`));
  expect((await device.data.bookmarks.get(ids[0]!))?.description).toBe('edited');
  device.data.close();
});

test('a pull never puts an older copy over a newer one, nor over a change still queued', async () => {
  const user = testUser(server);
  // Added before the device opens: its first pull must find it (the next would come only with the interval).
  const id = await addElsewhere(user.sub, 'Shared');
  const device = user.open();
  await until(async () => (await device.data.bookmarks.get(id))?.version === 1);
  device.env.setOnline(false);
  await device.data.bookmarks.update(id, { title: 'Mine, queued' });
  await server.send(user.sub, 'PATCH', `/api/bookmarks/${id}/`, { description: 'theirs' });
  await device.data.sync.pullNow('bookmarks'); // a refresh while the edit waits
  expect(await device.data.bookmarks.get(id)).toMatchObject({ title: 'Mine, queued', description: 'theirs', version: 2 });
  device.data.close();
});

test('a cursor older than the kept tombstones: the device reads everything again and removes what was deleted', async () => {
  const user = testUser(server);
  const gone = await addElsewhere(user.sub, 'Deleted long ago');
  await addElsewhere(user.sub, 'Kept');
  const device = user.open();
  await until(async () => (await titles(device)).length === 2);
  device.env.setOnline(false);
  await server.send(user.sub, 'DELETE', `/api/bookmarks/${gone}/`);
  // A term passes: the tombstone is older than the server keeps them.
  await server.sql(`UPDATE sync_changes SET changed_at = now() - interval '200 days' WHERE owner_sub = $1 AND deleted`, [user.sub]);
  const before = user.faults.seen.length;
  device.env.setOnline(true);
  await until(async () => (await titles(device)).join() === 'Kept');
  const feedReads = user.faults.seen.slice(before).filter((r) => r.path.startsWith('/api/changes/'));
  expect(feedReads.length).toBeGreaterThanOrEqual(2); // refused (410), then from the start
  device.data.close();
});

test('a pull of several pages asks for the next page while it merges the one it has', async () => {
  const user = testUser(server);
  // 1,100 links made elsewhere: three pages of the feed (500 a page).
  await server.sql(
    `INSERT INTO bookmarks (owner_sub, title, url) SELECT $1, 'Link ' || i, 'https://link' || i || '.example/' FROM generate_series(1, 1100) AS i`,
    [user.sub],
  );
  await server.sql(
    `INSERT INTO sync_changes (owner_sub, entity, record_id, seq, version)
     SELECT owner_sub, 'bookmarks', id, row_number() OVER (ORDER BY id), version FROM bookmarks WHERE owner_sub = $1`,
    [user.sub],
  );
  await server.sql(`INSERT INTO sync_cursors (owner_sub, seq) VALUES ($1, 1100)`, [user.sub]);
  const device = user.open();
  const { db } = device.data;
  let feedReads = 0;
  let held: Promise<void> | undefined;
  user.faults.fallback = ({ path }) => {
    if (!path.startsWith('/api/changes/')) return 'pass';
    // From the first page on, the links table is held until the second page has been asked for: a pull
    // that merged the first page before asking for the next would wait here for ever.
    if (++feedReads === 1) {
      held = db.transaction('rw', db.bookmarks, async () => {
        while (feedReads < 2) await db.bookmarks.get('none');
      });
    }
    return 'pass';
  };
  await until(() => feedReads >= 2);
  await held;
  await until(() => settled(device), 30_000);
  expect(await db.bookmarks.count()).toBe(1100);
  device.data.close();
}, 60_000);
