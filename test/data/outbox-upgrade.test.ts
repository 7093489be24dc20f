// Queued changes outlive app versions: a database written by the previous schema (version 1, whose
// outbox entries carry no format and no versions) is opened by this code and synced as the user meant.
import 'fake-indexeddb/auto';
import { IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { databaseName, SCHEMA_V1 } from '../../src/data/app-database';
import { OUTBOX_FORMAT } from '../../src/data/sync/sync-records';
import { serverBookmarks, testUser, until } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_ID = '0190a000-0000-7000-8000-000000000001';

test('a version-1 database with queued changes of each kind is migrated and synced', async () => {
  const user = testUser(server);
  const kept = (await (await server.send(user.sub, 'POST', '/api/bookmarks/', { title: 'Kept', url: 'https://kept.example' })).json()) as { id: string };
  const doomed = (await (await server.send(user.sub, 'POST', '/api/bookmarks/', { title: 'Doomed', url: 'https://doomed.example' })).json()) as { id: string };

  // What the previous app version left on the device: its schema, its records and its queue.
  const old = new Dexie(databaseName(user.sub), { indexedDB: user.indexedDB, IDBKeyRange });
  old.version(1).stores(SCHEMA_V1);
  const at = Date.now();
  await old.table('bookmarks').bulkPut([
    { id: NEW_ID, title: 'Added offline', url: 'https://new.example', description: '', created_at: new Date(at).toISOString() },
    { id: kept.id, title: 'Renamed offline', url: 'https://kept.example', description: '' },
  ]);
  await old.table('profile').put({ id: 'singleton', first_name: 'Ada', is_onboarded: false });
  const entry = (n: number, rest: object) => ({ id: `0190a000-0000-7000-8000-00000000010${n}`, createdAt: at + n, attempts: 0, ...rest });
  await old.table('outbox').bulkAdd([
    entry(1, { entity: 'bookmarks', entityId: NEW_ID, op: 'create', body: { id: NEW_ID, title: 'Added offline', url: 'https://new.example', description: '' } }),
    entry(2, { entity: 'bookmarks', entityId: kept.id, op: 'update', body: { title: 'Renamed offline' } }),
    entry(3, { entity: 'bookmarks', entityId: doomed.id, op: 'delete', body: {} }),
    // Sent once before the upgrade (attempts 1): it may already be applied, so it keeps its key and body.
    entry(4, { entity: 'profile', entityId: 'singleton', op: 'update', body: { first_name: 'Ada' }, attempts: 1 }),
  ]);
  old.close();

  const { data } = user.open();
  expect((await data.db.outbox.toArray()).every((e) => e.format === OUTBOX_FORMAT && e.baseVersion === undefined)).toBe(true);
  await until(async () => (await data.pendingCount()) === 0 && data.sync.status.state === 'idle');

  const onServer = await serverBookmarks(server, user.sub);
  expect(new Map(onServer.map((b) => [b.id, b.title]))).toEqual(
    new Map([
      [NEW_ID, 'Added offline'],
      [kept.id, 'Renamed offline'],
    ]),
  );
  expect(await server.read(user.sub, '/api/account/profile/')).toMatchObject({ first_name: 'Ada' });
  expect(await data.db.deadLetters.count()).toBe(0);
  data.close();
});

test('an entry of a format this version does not know is never sent: it waits for an app update', async () => {
  const user = testUser(server);
  const { data } = user.open({ online: false });
  await data.db.outbox.add({
    id: '0190a000-0000-7000-8000-000000000201',
    format: OUTBOX_FORMAT + 1,
    entity: 'bookmarks',
    entityId: NEW_ID,
    op: 'create',
    body: { id: NEW_ID, title: 'From the future', url: 'https://future.example', shape: 'unknown' },
    createdAt: Date.now(),
    attempts: 0,
  });
  data.close();
  const online = user.open(); // the next start, online
  await until(() => online.data.sync.status.deadLetters.length === 1);
  expect(online.data.sync.status.deadLetters[0]!.detail).toMatch(/newer version of DegreeMate/);
  expect(user.faults.seen.some((r) => r.method === 'POST')).toBe(false);
  online.data.close();
});
