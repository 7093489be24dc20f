// Coalescing seen from the wire: how many requests the server gets for changes queued offline.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { UserData } from '../../src/data/user-data';
import { serverBookmarks, singleRequestTuning, testUser, until } from './support/harness';
import { sentChanges } from './support/sent-changes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function queuedOffline(work: (data: UserData) => Promise<void>) {
  const user = testUser(server);
  const { data, env } = user.open({ online: false });
  await work(data);
  env.setOnline(true);
  await until(async () => data.sync.status.state === 'idle' && (await data.pendingCount()) === 0);
  const writes = sentChanges(user.faults.seen).filter((r) => r.method !== 'GET');
  const onServer = await serverBookmarks(server, user.sub);
  data.close();
  return { writes, onServer };
}

test('create + update → one POST with the final values', async () => {
  const { writes, onServer } = await queuedOffline(async (data) => {
    const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
    await data.bookmarks.update(link.id, { title: 'B' });
    await data.bookmarks.update(link.id, { description: 'C' });
  });
  expect(writes.map((r) => [r.method, r.body])).toEqual([
    ['POST', expect.objectContaining({ title: 'B', url: 'https://a.example', description: 'C' })],
  ]);
  expect(onServer).toMatchObject([{ title: 'B', description: 'C' }]);
});

test('update + update → one PATCH', async () => {
  const user = testUser(server);
  const { data, env } = user.open();
  const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await data.sync.drainNow();
  env.setOnline(false);
  await data.bookmarks.update(link.id, { title: 'B' });
  await data.bookmarks.update(link.id, { title: 'C', url: 'https://c.example' });
  const before = user.faults.seen.length;
  env.setOnline(true);
  await until(async () => (await data.pendingCount()) === 0);
  const patches = sentChanges(user.faults.seen.slice(before)).filter((r) => r.method === 'PATCH');
  expect(patches.map((r) => r.body)).toEqual([{ title: 'C', url: 'https://c.example' }]);
  expect(await serverBookmarks(server, user.sub)).toMatchObject([{ title: 'C', url: 'https://c.example' }]);
  data.close();
});

test('create + delete → nothing is sent', async () => {
  const { writes, onServer } = await queuedOffline(async (data) => {
    const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
    await data.bookmarks.update(link.id, { title: 'B' });
    await data.bookmarks.remove(link.id);
  });
  expect(writes).toEqual([]);
  expect(onServer).toEqual([]);
});

test('update + delete → one DELETE', async () => {
  const user = testUser(server);
  const { data, env } = user.open();
  const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await data.sync.drainNow();
  env.setOnline(false);
  await data.bookmarks.update(link.id, { title: 'B' });
  await data.bookmarks.remove(link.id);
  const before = user.faults.seen.length;
  env.setOnline(true);
  await until(async () => (await data.pendingCount()) === 0);
  expect(sentChanges(user.faults.seen.slice(before)).filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual(['DELETE']);
  expect(await serverBookmarks(server, user.sub)).toEqual([]);
  data.close();
});

test('an entry already sent is never merged: the edit made meanwhile follows as its own request', async () => {
  const user = testUser(server);
  const { data, env } = user.open({ online: false });
  const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  user.faults.hold();
  env.setOnline(true);
  await user.faults.whenHeld(1); // the POST reached the server; its answer is on the way
  await data.bookmarks.update(link.id, { title: 'B' });
  user.faults.release();
  await until(async () => (await data.pendingCount()) === 0);
  expect(sentChanges(user.faults.seen).filter((r) => r.method !== 'GET').map((r) => [r.method, r.body])).toEqual([
    ['POST', expect.objectContaining({ title: 'A' })],
    ['PATCH', { title: 'B' }],
  ]);
  // The POST's answer (title A) did not overwrite the newer local edit.
  expect(await data.bookmarks.get(link.id)).toMatchObject({ title: 'B' });
  expect(await serverBookmarks(server, user.sub)).toMatchObject([{ title: 'B' }]);
  data.close();
});

test('different records go in parallel (up to the limit), each in its own order', async () => {
  const user = testUser(server);
  // Parallel requests are how changes travel to a server without batches.
  const { data, env } = user.open({ online: false, tuning: { ...singleRequestTuning, concurrency: 4 } });
  for (let i = 0; i < 10; i++) await data.bookmarks.create({ title: `L${i}`, url: `https://${i}.example` });
  user.faults.hold();
  env.setOnline(true);
  await user.faults.whenHeld(4);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(user.faults.seen).toHaveLength(4); // four in flight, the fifth waits for a free slot
  user.faults.release();
  await until(async () => (await data.pendingCount()) === 0);
  const onServer = await serverBookmarks(server, user.sub);
  expect(onServer.map((b) => b.title).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `L${i}`).sort());
  data.close();
});
