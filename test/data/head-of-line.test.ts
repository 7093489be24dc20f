// No record holds the others back: one link the server fails on every time backs off alone while
// the rest arrive, and is parked after 8 tries with the reason; a server failing as a whole makes
// everything wait and gives up on nothing. Both ways of pushing: one request per change, and batches.
// Before anything loads Dexie: its live queries need a global indexedDB when it loads.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_FAILED_ATTEMPTS, MAX_FAILING_MS } from '../../src/data/sync/entry-failures';
import { serverBookmarks, testUser, until, singleRequestTuning } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A real failure inside the server for one record, in either transport: the database refuses it.
  await server.failLinksTitled('POISON');
});
afterAll(() => server.close());

describe.each([
  ['one request per change (a server without batches)', singleRequestTuning],
  ['batched', {}],
])('%s', (_name, transport) => {
  test('one record failing every time: the others arrive, it is parked after 8 tries with its reason', async () => {
    const user = testUser(server);
    const { data, env } = user.open({ online: false, tuning: { ...transport, backoffBaseMs: 1, backoffMaxMs: 4 } });
    await data.bookmarks.create({ title: 'POISON link', url: 'https://poison.example' });
    for (let i = 0; i < 20; i++) await data.bookmarks.create({ title: `Link ${i}`, url: `https://${i}.example` });
    env.setOnline(true);
    await until(async () => (await serverBookmarks(server, user.sub)).length === 20);
    await until(() => data.sync.status.deadLetters.length === 1);
    const [letter] = data.sync.status.deadLetters;
    expect(letter).toMatchObject({ label: 'POISON link', op: 'create' });
    expect(letter!.detail).toMatch(/could not be saved after several tries/);
    expect(letter!.failedAttempts).toBe(MAX_FAILED_ATTEMPTS - 1);
    expect(await data.pendingCount()).toBe(1); // the parked one, nothing else
    // It failed on its own: the server kept answering, so nothing says the server is down.
    expect(data.sync.status.state).toBe('idle');
    data.close();
  });

  test('while one record fails, changes made on another device still arrive (pulls go on)', async () => {
    const user = testUser(server);
    const { data } = user.open({ tuning: { ...transport, backoffBaseMs: 200, backoffMaxMs: 400 } });
    await data.bookmarks.create({ title: 'POISON again', url: 'https://poison.example' });
    await until(() => data.sync.status.failing.length === 1);
    await server.send(user.sub, 'POST', '/api/bookmarks/', { title: 'From my laptop', url: 'https://laptop.example' });
    data.sync.requestDrain();
    await until(async () => (await data.bookmarks.list()).some((b) => b.title === 'From my laptop'));
    data.close();
  });
});

test('the server failing as a whole: everything waits, nothing is given up on, then it all lands', async () => {
  const user = testUser(server);
  const { data, env } = user.open({ online: false, tuning: { backoffBaseMs: 1, backoffMaxMs: 3 } });
  for (let i = 0; i < 5; i++) await data.bookmarks.create({ title: `Link ${i}`, url: `https://${i}.example` });
  user.faults.fallback = () => ({ status: 503 });
  env.setOnline(true);
  await until(() => user.faults.seen.length > 4 * MAX_FAILED_ATTEMPTS);
  // Retries a few milliseconds apart keep it between syncing and error: it must show error between them.
  await until(() => data.sync.status.state === 'error');
  expect(await data.db.deadLetters.count()).toBe(0);
  user.faults.fallback = () => 'pass';
  await until(async () => (await serverBookmarks(server, user.sub)).length === 5);
  await until(() => data.sync.status.state === 'idle');
  expect(await data.db.deadLetters.count()).toBe(0);
  data.close();
});

describe('a change waiting out its own backoff', () => {
  /** One link failed on its own (the server answered the pull), so its next try is a minute away. */
  async function linkInBackoff() {
    const user = testUser(server);
    const session = user.open({ online: false, tuning: { backoffBaseMs: 60_000, backoffMaxMs: 60_000 } });
    await session.data.bookmarks.create({ title: 'Reading list', url: 'https://reading.example' });
    user.faults.fallback = ({ method }) => (method === 'POST' ? { status: 500 } : 'pass');
    session.env.setOnline(true);
    await until(async () => ((await session.data.db.outbox.toArray())[0]?.nextAttemptAt ?? 0) > Date.now() + 20_000);
    user.faults.fallback = () => 'pass';
    return { user, ...session };
  }

  test.each([
    ['the app comes back to the front', (session: { env: { becomeVisible(): void } }) => session.env.becomeVisible()],
    ['the student presses Sync now', (session: { data: { sync: { requestDrain(): void } } }) => session.data.sync.requestDrain()],
  ])('is tried at once when %s', async (_name, act) => {
    const session = await linkInBackoff();
    act(session as never);
    await until(async () => (await serverBookmarks(server, session.user.sub)).length === 1, 5_000);
    session.data.close();
  });

  test('is parked once it has been failing for 24 hours, however few its tries', async () => {
    const { data, user } = await linkInBackoff();
    user.faults.fallback = ({ method }) => (method === 'POST' ? { status: 500 } : 'pass');
    const [entry] = await data.db.outbox.toArray();
    await data.db.outbox.update(entry!.seq!, { failingSince: Date.now() - MAX_FAILING_MS - 1 });
    expect(entry!.failedAttempts).toBe(1);
    data.sync.requestDrain();
    await until(async () => (await data.db.deadLetters.count()) === 1);
    expect((await data.db.deadLetters.toArray())[0]).toMatchObject({ failedAttempts: 1, status: 500 });
    data.close();
  });
});
