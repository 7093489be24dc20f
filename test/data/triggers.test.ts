// When drains happen: local writes (debounced), coming online, the tab becoming visible, the
// service worker's message (never inside a backoff or Retry-After wait), the interval; and
// Background Sync registration, only while offline with work queued.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { FEED_PATH } from '../../src/data/sync/feed-pull';
import { manualEnvironment } from '../../src/data/sync/sync-environment';
import { serverBookmarks, testUser, until } from './support/harness';
import { sentChanges } from './support/sent-changes';
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
  await until(() => user.faults.seen.some((r) => r.method === 'GET' && r.path.startsWith(FEED_PATH))); // the start-up pull
  const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await data.bookmarks.update(link.id, { title: 'B' });
  await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
  expect(sentChanges(user.faults.seen).filter((r) => r.method !== 'GET').map((r) => [r.method, r.body])).toEqual([
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

test('the interval picks up work a closed tab left queued, which no timer of this tab knows of', async () => {
  const user = testUser(server);
  // This tab is idle: it drained, so no retry timer is pending and nothing tells it of new work.
  const idle = user.open({ tuning: { intervalMs: 40 } });
  expect(await idle.data.sync.drainNow()).toBe('drained'); // waits for the start-up drain too
  // Another tab writes while it thinks it is offline, then closes with the entry still queued.
  const other = user.open({ online: false });
  await other.data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  other.data.close();
  await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
  idle.data.close();
});

test('a write that cannot be sent registers Background Sync, so the worker can wake us later', async () => {
  const user = testUser(server);
  const environment = manualEnvironment({ online: false });
  environment.registerBackgroundSync = vi.fn(async () => {});
  const { data } = user.open({ environment });
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(environment.registerBackgroundSync).not.toHaveBeenCalled(); // offline, but nothing to send
  await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await until(() => vi.mocked(environment.registerBackgroundSync!).mock.calls.length > 0);
  data.close();
});

test('a service-worker wake-up before Retry-After has passed sends nothing; the retry waits for it', async () => {
  const user = testUser(server);
  const { data, env } = user.open();
  expect(await data.sync.drainNow()).toBe('drained'); // the start-up pull is over
  user.faults.queue({ status: 503, headers: { 'Retry-After': '1' } });
  await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await until(() => sentChanges(user.faults.seen).some((r) => r.fault === 'status 503'));
  const refusedAt = user.faults.seen.length;
  for (let i = 0; i < 3; i++) {
    env.sendDrainRequest(); // what Chromium's Background Sync ends up as, possibly at once
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(sentChanges(user.faults.seen.slice(refusedAt))).toEqual([]);
  await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
  const [refused, retried] = sentChanges(user.faults.seen).filter((r) => r.method === 'POST');
  expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(990); // timers may fire a hair early
  data.close();
});

test('online, a 5xx does not register Background Sync (Chromium would fire it at once and defeat the backoff)', async () => {
  const user = testUser(server);
  const environment = manualEnvironment();
  // Like Chromium while online: a registered sync fires right away and the worker relays it.
  environment.registerBackgroundSync = vi.fn(async () => void setTimeout(() => environment.sendDrainRequest(), 0));
  const { data } = user.open({ environment, tuning: { backoffBaseMs: 200, backoffMaxMs: 1_000 } });
  expect(await data.sync.drainNow()).toBe('drained'); // the start-up pull is over
  user.faults.fallback = () => ({ status: 503 });
  await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await until(() => sentChanges(user.faults.seen).some((r) => r.fault === 'status 503'));
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(environment.registerBackgroundSync).not.toHaveBeenCalled();
  // Backoff of 100-200 ms, then 200-400 ms: at most three tries in half a second, not a loop.
  expect(sentChanges(user.faults.seen).filter((r) => r.method === 'POST').length).toBeLessThanOrEqual(3);
  data.close();
});
