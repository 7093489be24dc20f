// Refresh: the server's lists merged into Dexie without ever losing a change still on its way.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serverBookmarks, singleRequestTuning, testUser, until } from './support/harness';
import { sentChanges } from './support/sent-changes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function createElsewhere(sub: string, title: string) {
  const response = await server.send(sub, 'POST', '/api/bookmarks/', { title, url: `https://${title.toLowerCase()}.example` });
  return (await response.json()) as { id: string };
}

test('records created, changed and deleted on another device show up here', async () => {
  const user = testUser(server);
  const { data } = user.open();
  const kept = await createElsewhere(user.sub, 'Kept');
  const gone = await createElsewhere(user.sub, 'Gone');
  await data.sync.pullNow('bookmarks');
  expect((await data.bookmarks.list()).map((b) => b.title).sort()).toEqual(['Gone', 'Kept']);

  await server.send(user.sub, 'PATCH', `/api/bookmarks/${kept.id}/`, { title: 'Kept, renamed' });
  await server.send(user.sub, 'DELETE', `/api/bookmarks/${gone.id}/`);
  await data.sync.pullNow('bookmarks');
  expect(await data.bookmarks.list()).toMatchObject([{ id: kept.id, title: 'Kept, renamed' }]);
  data.close();
});

test('a pull never overwrites a pending change: it is rebased on the server copy', async () => {
  const user = testUser(server);
  const { data } = user.open();
  const link = await data.bookmarks.create({ title: 'Mine', url: 'https://m.example' });
  await data.sync.drainNow();
  // Writes cannot get through for now; reads can.
  user.faults.fallback = ({ method }) => (method === 'GET' ? 'pass' : 'offline');
  await data.bookmarks.update(link.id, { title: 'Mine, edited offline' });
  await server.send(user.sub, 'PATCH', `/api/bookmarks/${link.id}/`, { title: 'Theirs', description: 'added elsewhere' });

  await data.sync.pullNow('bookmarks');
  expect(await data.bookmarks.get(link.id)).toMatchObject({ title: 'Mine, edited offline', description: 'added elsewhere' });

  user.faults.fallback = () => 'pass';
  await data.sync.drainNow();
  await until(async () => (await data.pendingCount()) === 0);
  const onServer = await server.read<{ results: { title: string; description: string }[] }>(user.sub, '/api/bookmarks/');
  expect(onServer.results).toMatchObject([{ title: 'Mine, edited offline', description: 'added elsewhere' }]);
  data.close();
});

test('a record the server does not list stays while its create is queued; a pending delete stays deleted', async () => {
  const user = testUser(server);
  const { data } = user.open();
  const listed = await createElsewhere(user.sub, 'Listed');
  await data.sync.pullNow('bookmarks');
  user.faults.fallback = ({ method }) => (method === 'GET' ? 'pass' : 'offline');
  const unsent = await data.bookmarks.create({ title: 'Unsent', url: 'https://u.example' });
  await data.bookmarks.remove(listed.id);

  await data.sync.pullNow('bookmarks');
  expect(await data.bookmarks.list()).toMatchObject([{ id: unsent.id, title: 'Unsent' }]);
  data.close();
});

test('the profile: refresh reads the server, keeping unsent changes on top', async () => {
  const user = testUser(server);
  const { data } = user.open({ online: false });
  await data.profile.save({ first_name: 'Ann', is_onboarded: true });
  expect(await data.profile.get()).toMatchObject({ first_name: 'Ann', last_name: '', is_onboarded: true });
  await expect(data.profile.refresh()).resolves.toMatchObject({ first_name: 'Ann', is_onboarded: true }); // pulls even when "offline": reads the server
  await server.send(user.sub, 'PATCH', '/api/account/profile/', { last_name: 'Lee', first_name: 'Other' });
  await expect(data.profile.refresh()).resolves.toMatchObject({ first_name: 'Ann', last_name: 'Lee', is_onboarded: true });
  data.close();
});

test('refresh fails loudly when the server cannot be reached', async () => {
  const user = testUser(server);
  const { data } = user.open({ online: false });
  user.faults.fallback = () => 'offline';
  await expect(data.profile.refresh()).rejects.toThrow();
  data.close();
});

test('links added offline keep their order after syncing, even when the first one reaches the server last', async () => {
  const user = testUser(server);
  // Only one request per change (to a server without batches) can land the first link last.
  const { data, env } = user.open({ online: false, tuning: singleRequestTuning });
  for (const title of ['First', 'Second', 'Third']) await data.bookmarks.create({ title, url: 'https://order.example' });
  const addedOrder = (await data.bookmarks.list()).map((b) => b.title);
  expect(addedOrder).toEqual(['Third', 'Second', 'First']);

  // The first create is answered 503 and retried after the other two got through.
  user.faults.queue({ status: 503 });
  env.setOnline(true);
  await until(async () => (await data.pendingCount()) === 0);
  const posts = sentChanges(user.faults.delivered()).filter((request) => request.method === 'POST');
  expect((posts.at(-1)?.body as { title: string }).title).toBe('First');

  await data.sync.pullNow('bookmarks');
  expect((await data.bookmarks.list()).map((b) => b.title)).toEqual(addedOrder);
  expect((await serverBookmarks(server, user.sub)).map((b) => b.title)).toEqual(addedOrder);
  data.close();
});
