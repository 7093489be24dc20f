// A device whose place in the change feed is ahead of the server's (the server's database was restored from
// an older backup): its pull is refused, it reads everything again, and it ends with the server's records,
// its own queued changes kept and sent, and a cursor from which the next change elsewhere arrives.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serverBookmarks, testUser, until } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function addElsewhere(sub: string, title: string): Promise<string> {
  const response = await server.send(sub, 'POST', '/api/bookmarks/', { title, url: `https://${title.replace(/\W/g, '')}.example` });
  return ((await response.json()) as { id: string }).id;
}

const newestPosition = async (sub: string) => ((await server.sql('SELECT seq FROM sync_cursors WHERE owner_sub = $1', [sub])) as { seq: number }[])[0]!.seq;

test('a device ahead of a restored server reads everything again and keeps its queued changes', async () => {
  const user = testUser(server);
  const backedUp = await addElsewhere(user.sub, 'In the backup');
  const backupPosition = await newestPosition(user.sub);
  for (const title of ['Lost one', 'Lost two', 'Lost three']) await addElsewhere(user.sub, title);
  const device = user.open();
  const { data } = device;
  const titles = async () => (await data.bookmarks.list()).map((b) => b.title).sort();
  await until(async () => (await titles()).length === 4);

  device.env.setOnline(false);
  const made = await data.bookmarks.create({ title: 'Made offline', url: 'https://made.example', description: '' });
  await data.bookmarks.update(backedUp, { description: 'noted offline' });

  // The backup is put back: the links made after it, their changes and the positions they took are gone.
  await server.sql(`DELETE FROM bookmarks WHERE owner_sub = $1 AND title LIKE 'Lost %'`, [user.sub]);
  await server.sql('DELETE FROM sync_changes WHERE owner_sub = $1 AND seq > $2', [user.sub, backupPosition]);
  await server.sql('UPDATE sync_cursors SET seq = $2 WHERE owner_sub = $1', [user.sub, backupPosition]);

  device.env.setOnline(true);
  await until(async () => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0);
  expect(await titles()).toEqual(['In the backup', 'Made offline']);
  expect((await data.bookmarks.get(backedUp))?.description).toBe('noted offline');
  const onServer = await serverBookmarks(server, user.sub);
  expect(onServer.map((b) => b.title).sort()).toEqual(['In the backup', 'Made offline']);
  expect(onServer.find((b) => b.id === made.id)).toBeDefined();
  expect(onServer.find((b) => b.id === backedUp)?.description).toBe('noted offline');
  expect((await data.db.syncMeta.get('feedCursor'))?.value).toBe(String(await newestPosition(user.sub)));

  // The cursor is one the server continues from: a change made elsewhere now reaches the device.
  await addElsewhere(user.sub, 'After the restore');
  await data.sync.pullNow('bookmarks');
  expect(await titles()).toEqual(['After the restore', 'In the backup', 'Made offline']);
  data.close();
});
