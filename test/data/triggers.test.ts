// When drains happen: local writes (debounced), coming online, the tab becoming visible, the
// service worker's message, the interval; and Background Sync registration when work is stuck.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { manualEnvironment } from '../../src/data/sync/sync-environment';
import { serverBookmarks, testUser, until } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settled = async (data: { sync: { status: { state: string } }; pendingCount(): Promise<number> }) =>
  data.sync.status.state === 'idle' && (await data.pendingCount()) === 0;

test('opening pulls; a local write is sent after a short pause, edits within it as one request', async () => {
  const user = testUser(server);
  const { data } = user.open({ tuning: { debounceMs: 80 } });
  await until(() => user.faults.seen.filter((r) => r.method === 'GET').length === 2); // the start-up pull
  const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await data.bookmarks.update(link.id, { title: 'B' });
  await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
  expect(user.faults.seen.filter((r) => r.method !== 'GET').map((r) => [r.method, r.body])).toEqual([
    ['POST', expect.objectContaining({ title: 'B' })],
  ]);
  data.close();
});

test('coming online drains the queue and pulls', async () => {
  const user = testUser(server);
  const { data, env } = user.open({ online: false });
  await data.bookmarks.create({ title: 'Mine', url: 'https://m.example' });
  await server.send(user.sub, 'POST', '/api/bookmarks/', { title: 'Theirs', url: 'https://t.example' });
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(user.faults.seen).toEqual([]); // offline: not even tried
  env.setOnline(true);
  await until(async () => (await data.bookmarks.list()).length === 2 && (await settled(data)));
  expect(await serverBookmarks(server, user.sub)).toHaveLength(2);
  data.close();
});

test.each([
  ['the tab becomes visible', (env: ReturnType<typeof manualEnvironment>) => env.becomeVisible()],
  ['the service worker asks (Background Sync)', (env: ReturnType<typeof manualEnvironment>) => env.sendDrainRequest()],
])('%s: drain and pull', async (_name, poke) => {
  const user = testUser(server);
  const { data, env } = user.open();
  await until(() => settled(data));
  await server.send(user.sub, 'POST', '/api/bookmarks/', { title: 'Theirs', url: 'https://t.example' });
  poke(env);
  await until(async () => (await data.bookmarks.list()).length === 1);
  data.close();
});

test('the interval pulls while the app stays open', async () => {
  const user = testUser(server);
  const { data } = user.open({ tuning: { intervalMs: 40 } });
  await until(() => settled(data));
  await server.send(user.sub, 'POST', '/api/bookmarks/', { title: 'Theirs', url: 'https://t.example' });
  await until(async () => (await data.bookmarks.list()).length === 1);
  data.close();
});

test('the interval also retries work that was stuck', async () => {
  const user = testUser(server);
  const { data, env } = user.open({ online: false, tuning: { intervalMs: 40 } });
  await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  user.faults.fallback = () => 'offline';
  env.setOnline(true);
  await until(() => user.faults.seen.length >= 1);
  user.faults.fallback = () => 'pass';
  await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
  data.close();
});

test('a write that cannot be sent registers Background Sync, so the worker can wake us later', async () => {
  const user = testUser(server);
  const environment = manualEnvironment({ online: false });
  environment.registerBackgroundSync = vi.fn(async () => {});
  const { data } = user.open({ environment });
  await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await until(() => vi.mocked(environment.registerBackgroundSync!).mock.calls.length > 0);
  data.close();
});
