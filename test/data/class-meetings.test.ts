// The class timetable on the device: a meeting created offline reaches the server when the device is
// back online, and the device's own generator (offline) keeps clear of the student's classes and inside
// their daily study window.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BUSY_WEEK, blocksBreakingTheWeek } from '../support/busy-week';
import { testUser, until, type TestSession } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;

test('a class meeting created offline is on the server once the device is back online', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const meeting = await device.data.classMeetings.create(BUSY_WEEK.meeting);
  expect(meeting).toMatchObject({ ...BUSY_WEEK.meeting, rotation: 'weekly', term_start: null });
  device.env.setOnline(true);
  await until(() => settled(device));
  const onServer = await server.read<{ results: Array<Record<string, unknown>> }>(user.sub, '/api/timetable/meetings/');
  expect(onServer.results).toEqual([expect.objectContaining({ ...BUSY_WEEK.meeting, id: meeting.id, version: 1 })]);
  expect(await device.data.classMeetings.get(meeting.id)).toMatchObject({ version: 1 });
  device.data.close();
});

test('offline, the device’s plan places nothing in a class meeting nor outside the study window', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const plan = await device.data.plans.create({ start_term: 'Fall', start_year: 2026, program_name: 'CS' });
  await device.data.planCourses.create({ plan: plan.id, course_code: 'CS 2110', term: 'Fall 2026', status: 'taking' });
  await device.data.classMeetings.create(BUSY_WEEK.meeting);
  await device.data.settings.save({ ...BUSY_WEEK.window, weekly_study_hours: BUSY_WEEK.weeklyHours });
  await device.data.tasks.create(BUSY_WEEK.deadline);
  const result = await device.data.weekly.generate(BUSY_WEEK.form, { weekOf: BUSY_WEEK.weekOf, now: new Date(BUSY_WEEK.localNow) });
  expect(result.writtenBy).toBe('device');
  expect(blocksBreakingTheWeek(result.plan.markdown_plan)).toEqual([]);
  device.data.close();
});
