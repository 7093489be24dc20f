// Exactly-once under failure: lost answers, engines stopped mid-drain, two tabs, re-keying.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LockManagerLike } from '../../src/data/sync/sync-environment';
import { serverBookmarks, singleRequestTuning, testUser, until } from './support/harness';
import { sentChanges } from './support/sent-changes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('an answer lost after the server committed, then a retry: no duplicate, nothing lost', async () => {
  const user = testUser(server);
  const { data, env } = user.open({ online: false });
  const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  user.faults.queue('lost-response');
  env.setOnline(true);
  await until(async () => (await data.pendingCount()) === 0);
  env.setOnline(false);
  await data.bookmarks.update(link.id, { title: 'B' });
  user.faults.queue('lost-response');
  env.setOnline(true);
  await until(async () => (await data.pendingCount()) === 0);

  expect(await serverBookmarks(server, user.sub)).toMatchObject([{ id: link.id, title: 'B' }]);
  const writes = sentChanges(user.faults.seen).filter((r) => r.method !== 'GET');
  expect(writes.map((r) => [r.method, r.fault])).toEqual([
    ['POST', 'lost-response'],
    ['POST', 'pass'],
    ['PATCH', 'lost-response'],
    ['PATCH', 'pass'],
  ]);
  expect(writes[0]!.idempotencyKey).toBe(writes[1]!.idempotencyKey);
  expect(writes[2]!.idempotencyKey).toBe(writes[3]!.idempotencyKey);
  data.close();
});

test('engine stopped mid-drain and restarted: nothing lost, nothing doubled', async () => {
  const user = testUser(server);
  const first = user.open({ online: false });
  const ids: string[] = [];
  for (let i = 0; i < 12; i++) ids.push((await first.data.bookmarks.create({ title: `L${i}`, url: `https://${i}.example` })).id);
  await first.data.bookmarks.update(ids[0]!, { title: 'L0 edited' });
  user.faults.hold();
  first.env.setOnline(true);
  await user.faults.whenHeld(1); // the batch acted on by the server, its answer not back yet
  first.data.close(); // the tab is closed
  user.faults.release();

  const second = user.open();
  await until(async () => second.data.sync.status.state === 'idle' && (await second.data.pendingCount()) === 0);
  const onServer = await serverBookmarks(server, user.sub);
  expect(onServer.map((b) => b.id).sort()).toEqual([...ids].sort());
  expect(onServer.find((b) => b.id === ids[0])!.title).toBe('L0 edited');
  // Retried entries reused their keys; no key applied twice.
  const posts = sentChanges(user.faults.seen).filter((r) => r.method === 'POST');
  expect(new Set(posts.map((r) => r.idempotencyKey)).size).toBe(12);
  expect(await second.data.bookmarks.list()).toHaveLength(12);
  second.data.close();
});

/** Web Locks as one browser has them: a lock name is held by at most one tab at a time. */
function browserLocks(): LockManagerLike {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

test.each([
  ['Web Locks', browserLocks()],
  ['the lease fallback (no Web Locks)', undefined],
])('two engines on one database (%s): only one drains', async (_name, locks) => {
  const user = testUser(server, { locks });
  const tabA = user.open({ online: false });
  const tabB = user.open({ online: false });
  for (let i = 0; i < 6; i++) await tabA.data.bookmarks.create({ title: `L${i}`, url: `https://${i}.example` });
  user.faults.hold();
  tabA.env.setOnline(true);
  await user.faults.whenHeld(1);
  tabB.env.setOnline(true);
  expect(await tabB.data.sync.drainNow()).toBe('busy');
  user.faults.release();
  await until(async () => (await tabA.data.pendingCount()) === 0);
  await until(() => tabB.data.sync.status.state === 'idle');
  const posts = sentChanges(user.faults.seen).filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(6); // each sent once, by one tab
  expect(await serverBookmarks(server, user.sub)).toHaveLength(6);
  tabA.data.close();
  tabB.data.close();
});

test('a lease left by a crashed tab expires and another tab takes over', async () => {
  const user = testUser(server);
  const crashed = user.open({ online: false, tuning: { leaseMs: 100 } });
  await crashed.data.db.syncMeta.put({ key: 'drainLease', value: { owner: 'crashed-tab', expiresAt: Date.now() + 100 } });
  await crashed.data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  crashed.data.close();
  const next = user.open({ tuning: { leaseMs: 100 } });
  await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
  next.data.close();
});

test('the server answers a create with another id: the record and its queued entries are re-keyed', async () => {
  const user = testUser(server);
  // A create without an id, answered with the server's own, is the single-request API's (a batch names its ids).
  const { data, env } = user.open({ online: false, tuning: singleRequestTuning });
  const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  // This "server" ignores client ids, so it picks its own.
  user.faults.queue({ rewriteRequest: ({ id: _ignored, ...rest }) => rest });
  user.faults.hold();
  env.setOnline(true);
  await user.faults.whenHeld(1);
  await data.bookmarks.update(link.id, { title: 'B' }); // queued behind the POST, naming the client id
  user.faults.release();
  await until(async () => (await data.pendingCount()) === 0);

  const [onServer] = await serverBookmarks(server, user.sub);
  expect(onServer!.id).not.toBe(link.id);
  expect(onServer!.title).toBe('B'); // the PATCH went to the server's id
  expect(await data.bookmarks.get(link.id)).toBeUndefined();
  expect(await data.bookmarks.list()).toMatchObject([{ id: onServer!.id, title: 'B' }]);
  data.close();
});
