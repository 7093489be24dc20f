// The student's preferences on the device: changed offline, sent once when back online (coalesced into
// one change), and followed by their other devices through the change feed.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testUser, until, type TestSession } from './support/harness';
import { sentChanges } from './support/sent-changes';
import { startTestServer, type TestServer } from './support/test-server';
import { moveDeviceNotesToSettings } from '../../src/data/growth-notes/growth-notes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const url = '/api/account/settings/';
const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;

test('changed offline, the settings show at once and reach the server once, as one change', async () => {
  const user = testUser(server);
  const { data, env } = user.open({ online: false });
  await data.settings.save({ theme: 'dark' });
  await data.settings.save({ large_text: true, weekly_study_hours: 20 });
  expect(await data.settings.get()).toMatchObject({ theme: 'dark', large_text: true, weekly_study_hours: 20, email_reminders: false, time_zone: 'UTC' });
  expect(sentChanges(user.faults.delivered()).filter((request) => request.path.startsWith(url))).toEqual([]);

  env.setOnline(true);
  await until(async () => (await server.read<{ theme: string }>(user.sub, url)).theme === 'dark');
  await until(() => settled({ data, env } as TestSession));
  const writes = sentChanges(user.faults.delivered()).filter((request) => request.method === 'PATCH' && request.path.startsWith(url));
  expect(writes).toHaveLength(1);
  expect(await server.read(user.sub, url)).toMatchObject({ theme: 'dark', large_text: true, weekly_study_hours: 20, version: 2 });
  expect(await data.settings.get()).toMatchObject({ theme: 'dark', version: 2 });
  data.close();
});

test('another device of the student follows the change through the change feed', async () => {
  const phoneUser = testUser(server);
  const phone = phoneUser.open();
  const laptop = phoneUser.anotherDevice().open();
  await phone.data.settings.save({ theme: 'light', email_reminders: true, time_zone: 'Europe/Paris' });
  await until(() => settled(phone));
  laptop.data.sync.requestDrain();
  await until(async () => (await laptop.data.settings.get())?.theme === 'light');
  expect(await laptop.data.settings.get()).toMatchObject({ theme: 'light', email_reminders: true, time_zone: 'Europe/Paris', large_text: false });
  phone.data.close();
  laptop.data.close();
});

test('a value the server refuses never reaches its copy', async () => {
  const user = testUser(server);
  const session = user.open();
  await session.data.settings.refresh();
  await session.data.settings.save({ time_zone: 'Mars/Olympus' });
  await until(async () => (await session.data.db.deadLetters.count()) === 1);
  expect(await server.read(user.sub, url)).toMatchObject({ time_zone: 'UTC', version: 1 });
  session.data.close();
});

test('growth notes kept on one device before are moved into the settings once, and reach the other devices', async () => {
  const user = testUser(server);
  const phone = user.open();
  await phone.data.settings.save({ personal_notes: 'Office hours help.' });
  await phone.data.db.growthNotes.bulkAdd([
    { id: 'b', text: 'Review notes the same evening.', createdAt: Date.UTC(2026, 9, 5, 12) },
    { id: 'a', text: 'Start essays a week early.', createdAt: Date.UTC(2026, 9, 1, 12) },
  ]);
  await moveDeviceNotesToSettings(phone.data.db, phone.data.settings);
  await moveDeviceNotesToSettings(phone.data.db, phone.data.settings);
  const expected = 'Office hours help.\n\nOct 1, 2026: Start essays a week early.\n\nOct 5, 2026: Review notes the same evening.';
  expect((await phone.data.settings.get())?.personal_notes).toBe(expected);
  expect(await phone.data.db.growthNotes.count()).toBe(0);
  await until(() => settled(phone));

  const laptop = user.anotherDevice().open();
  laptop.data.sync.requestDrain();
  await until(async () => (await laptop.data.settings.get())?.personal_notes === expected);
  phone.data.close();
  laptop.data.close();
});
