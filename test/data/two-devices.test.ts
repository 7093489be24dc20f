// Two devices of one student, each offline for a while: edits to different fields both survive, the
// same field goes to the later push with the replaced value kept (and restorable), and a delete on one
// device never silently wins over, or loses to, an edit on the other.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serverBookmarks, testUser, until, type TestSession } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;

/** A phone and a laptop that both hold one synced link, then go offline. */
async function twoDevicesWithALink() {
  const phoneUser = testUser(server);
  const phone = phoneUser.open();
  const link = await phone.data.bookmarks.create({ title: 'Syllabus', url: 'https://uni.example/syllabus', description: 'CS 101' });
  await until(() => settled(phone));
  const laptop = phoneUser.anotherDevice().open();
  await until(async () => (await laptop.data.bookmarks.get(link.id))?.version === 1);
  phone.env.setOnline(false);
  laptop.env.setOnline(false);
  return { phone, laptop, link, sub: phoneUser.sub };
}

const online = async (session: TestSession) => {
  session.env.setOnline(true);
  await until(() => settled(session));
};

test('different fields of one link edited offline on each device: both edits are kept', async () => {
  const { phone, laptop, link, sub } = await twoDevicesWithALink();
  await phone.data.bookmarks.update(link.id, { title: 'Syllabus (new)' });
  await laptop.data.bookmarks.update(link.id, { description: 'CS 101, spring' });
  await online(phone);
  await online(laptop);
  expect(await serverBookmarks(server, sub)).toMatchObject([{ title: 'Syllabus (new)', description: 'CS 101, spring' }]);
  expect(await laptop.data.db.conflicts.count()).toBe(0);
  expect(await laptop.data.bookmarks.get(link.id)).toMatchObject({ title: 'Syllabus (new)', description: 'CS 101, spring', version: 3 });
  phone.data.sync.requestDrain();
  await until(async () => (await phone.data.bookmarks.get(link.id))?.description === 'CS 101, spring');
  phone.data.close();
  laptop.data.close();
});

test('the same field on both: the later push wins and the value it replaced is kept, with Restore', async () => {
  const { phone, laptop, link, sub } = await twoDevicesWithALink();
  await phone.data.bookmarks.update(link.id, { title: 'Phone title' });
  await laptop.data.bookmarks.update(link.id, { title: 'Laptop title' });
  await online(phone);
  await online(laptop);
  expect(await serverBookmarks(server, sub)).toMatchObject([{ title: 'Laptop title' }]);
  await until(() => laptop.data.sync.status.conflicts.length === 1);
  const [conflict] = laptop.data.sync.status.conflicts;
  expect(conflict).toMatchObject({ kind: 'replaced', field: 'title', replaced: 'Phone title', label: 'Laptop title' });
  await laptop.data.sync.restoreConflict(conflict!.id);
  await until(() => settled(laptop));
  expect(await serverBookmarks(server, sub)).toMatchObject([{ title: 'Phone title' }]);
  expect(await laptop.data.db.conflicts.count()).toBe(0);
  phone.data.close();
  laptop.data.close();
});

test('a link deleted on one device while edited offline on the other: the edit is offered back as a new link', async () => {
  const { phone, laptop, link, sub } = await twoDevicesWithALink();
  await phone.data.bookmarks.remove(link.id);
  await laptop.data.bookmarks.update(link.id, { title: 'Still need this' });
  await online(phone);
  await online(laptop);
  expect(await serverBookmarks(server, sub)).toEqual([]);
  expect(await laptop.data.bookmarks.list()).toEqual([]);
  await until(() => laptop.data.sync.status.conflicts.length === 1);
  const [conflict] = laptop.data.sync.status.conflicts;
  expect(conflict).toMatchObject({ kind: 'edit-of-deleted', label: 'Still need this' });
  await laptop.data.sync.restoreConflict(conflict!.id);
  await until(() => settled(laptop));
  expect(await serverBookmarks(server, sub)).toMatchObject([{ title: 'Still need this', url: link.url }]);
  phone.data.close();
  laptop.data.close();
});

test('a link edited on one device and deleted offline on the other: the delete is refused, the edit kept, Delete anyway works', async () => {
  const { phone, laptop, link, sub } = await twoDevicesWithALink();
  await phone.data.bookmarks.update(link.id, { title: 'Edited on the phone' });
  await laptop.data.bookmarks.remove(link.id);
  await online(phone);
  await online(laptop);
  expect(await serverBookmarks(server, sub)).toMatchObject([{ title: 'Edited on the phone' }]);
  expect(await laptop.data.bookmarks.get(link.id)).toMatchObject({ title: 'Edited on the phone', version: 2 });
  await until(() => laptop.data.sync.status.conflicts.length === 1);
  const [conflict] = laptop.data.sync.status.conflicts;
  expect(conflict).toMatchObject({ kind: 'delete-refused', label: 'Edited on the phone' });
  await laptop.data.sync.restoreConflict(conflict!.id); // "Delete anyway"
  await until(() => settled(laptop));
  expect(await serverBookmarks(server, sub)).toEqual([]);
  phone.data.close();
  laptop.data.close();
});

test('the profile edited on both devices: fields merge, the same field keeps a trace', async () => {
  const phoneUser = testUser(server);
  const phone = phoneUser.open();
  await phone.data.profile.refresh(); // as the onboarding gate does: the server makes the profile on first read
  await until(async () => (await phone.data.profile.get())?.version === 1);
  const laptop = phoneUser.anotherDevice().open();
  await until(async () => (await laptop.data.profile.get())?.version === 1);
  phone.env.setOnline(false);
  laptop.env.setOnline(false);
  await phone.data.profile.save({ first_name: 'Ada', degree: 'Mathematics' });
  await laptop.data.profile.save({ last_name: 'Lovelace', degree: 'Computer Science' });
  await online(phone);
  await online(laptop);
  expect(await server.read(phoneUser.sub, '/api/account/profile/')).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', degree: 'Computer Science' });
  await until(() => laptop.data.sync.status.conflicts.length === 1);
  expect(laptop.data.sync.status.conflicts[0]).toMatchObject({ kind: 'replaced', field: 'degree', replaced: 'Mathematics' });
  phone.data.close();
  laptop.data.close();
});
