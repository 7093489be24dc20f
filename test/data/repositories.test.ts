// Local-first writes: each change is the record and its outbox entry, together or not at all.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, expect, test } from 'vitest';
import { manualEnvironment } from '../../src/data/sync/sync-environment';
import { deleteUserData, openUserData, type UserData } from '../../src/data/user-data';

const indexedDB = new IDBFactory();
let opened: UserData[] = [];
afterEach(() => {
  opened.forEach((data) => data.close());
  opened = [];
});

function offline(userId: string = crypto.randomUUID()) {
  const data = openUserData({
    userId,
    getAccessToken: async () => 'unused',
    fetch: () => Promise.reject(new TypeError('offline')),
    indexedDB,
    IDBKeyRange,
    environment: manualEnvironment({ online: false }),
  });
  opened.push(data);
  return data;
}

test('create writes the record and a create entry; list shows the newest first', async () => {
  const data = offline();
  const first = await data.bookmarks.create({ title: 'First', url: 'https://1.example' });
  const second = await data.bookmarks.create({ title: 'Second', url: 'https://2.example', description: 'two' });
  expect(await data.bookmarks.list()).toMatchObject([
    { id: second.id, title: 'Second', description: 'two' },
    { id: first.id, title: 'First', description: '' },
  ]);
  expect(await data.db.outbox.toArray()).toMatchObject([
    { op: 'create', entityId: first.id, body: { id: first.id, title: 'First', url: 'https://1.example', description: '' }, attempts: 0 },
    { op: 'create', entityId: second.id, body: { id: second.id, title: 'Second', url: 'https://2.example', description: 'two' } },
  ]);
});

test('newest(n) is the start of list() and count() counts them all, deletions included', async () => {
  const data = offline();
  for (const n of [1, 2, 3, 4, 5, 6]) await data.bookmarks.create({ title: `Link ${n}`, url: `https://${n}.example` });
  expect((await data.bookmarks.newest(4)).map((b) => b.title)).toEqual(['Link 6', 'Link 5', 'Link 4', 'Link 3']);
  expect(await data.bookmarks.newest(4)).toEqual((await data.bookmarks.list()).slice(0, 4));
  expect(await data.bookmarks.count()).toBe(6);
  await data.bookmarks.remove((await data.bookmarks.newest(1))[0]!.id);
  expect(await data.bookmarks.count()).toBe(5);
  expect((await data.bookmarks.newest(1))[0]!.title).toBe('Link 5');
});

test('a new record sorts first even when newer ones came from a server clock ahead of ours', async () => {
  const data = offline();
  const future = new Date(Date.now() + 3_600_000).toISOString();
  await data.db.bookmarks.put({ id: 'from-server', title: 'Server', url: 'u', description: '', created_at: future, updated_at: future });
  const mine = await data.bookmarks.create({ title: 'Mine', url: 'https://m.example' });
  expect((await data.bookmarks.list())[0]!.id).toBe(mine.id);
});

test('update queues only the fields that changed; an update changing nothing queues nothing', async () => {
  const data = offline();
  const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await data.bookmarks.update(link.id, { title: 'B', url: 'https://a.example' });
  await data.bookmarks.update(link.id, { title: 'B' });
  const entries = await data.db.outbox.toArray();
  expect(entries.map((e) => [e.op, e.body])).toEqual([
    ['create', expect.anything()],
    ['update', { title: 'B' }],
  ]);
  await expect(data.bookmarks.update('missing', { title: 'x' })).rejects.toThrow(/No link/);
});

test('remove deletes locally and queues a delete; removing twice is harmless', async () => {
  const data = offline();
  const link = await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await data.bookmarks.remove(link.id);
  await data.bookmarks.remove(link.id);
  expect(await data.bookmarks.list()).toEqual([]);
  expect((await data.db.outbox.toArray()).map((e) => e.op)).toEqual(['create', 'delete']);
  expect(await data.pendingCount()).toBe(2);
});

test('record and outbox entry are one transaction: if queuing fails, the record is not written', async () => {
  const data = offline();
  data.db.outbox.hook('creating', () => {
    throw new Error('disk full');
  });
  await expect(data.bookmarks.create({ title: 'A', url: 'https://a.example' })).rejects.toThrow('disk full');
  expect(await data.bookmarks.list()).toEqual([]);
});

test('profile: saving before the first pull starts from the server’s defaults', async () => {
  const data = offline();
  expect(await data.profile.get()).toBeUndefined();
  await data.profile.save({ first_name: 'Ann', is_onboarded: true });
  expect(await data.profile.get()).toEqual({
    first_name: 'Ann',
    last_name: '',
    school_name: '',
    degree: '',
    phone_number: '',
    expected_graduation: null,
    is_onboarded: true,
    gpa_target: null,
    study_hours_target: null,
    goals: [],
  });
  expect(await data.db.outbox.toArray()).toMatchObject([{ entity: 'profile', op: 'update', body: { first_name: 'Ann', is_onboarded: true } }]);
});

test('one database per user; deleteUserData removes exactly that user’s', async () => {
  const alice = offline('alice');
  const bob = offline('bob');
  await alice.bookmarks.create({ title: 'Alice’s', url: 'https://a.example' });
  expect(await bob.bookmarks.list()).toEqual([]);
  alice.close();
  await deleteUserData('alice', { indexedDB, IDBKeyRange });
  expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('degreemate-alice');
  expect((await indexedDB.databases()).map((d) => d.name)).toContain('degreemate-bob');
});
