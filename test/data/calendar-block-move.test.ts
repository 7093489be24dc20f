// A study block moved and ticked off in the Weekly calendar while offline reaches the server's plan once the
// device is back online: the calendar's change is the plan's new markdown, saved by the plan's ordinary
// update and carried by the outbox.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { markdownWithChange } from '../../src/features/study/weekly/calendar-block-save';
import { readStudyBlocks } from '../../src/lib/study/study-blocks';
import { addDays, mondayOf } from '../../src/lib/study/week';
import type { WeeklyPlan } from '../../src/lib/study/weekly-plan-types';
import { testUser, until, type TestSession } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;
const PLAN = '# Week\n\n| Day | Time | Focus | Course |\n| --- | --- | --- | --- |\n| Monday | 10:00–11:00 | Calculus review | MATH 1920 |\n| Tuesday | 17:00–18:00 | Essay outline | |\n';

test('a block moved and marked done offline is in the server’s plan after the device is back online', async () => {
  const user = testUser(server);
  const device = user.open();
  const created = await device.data.weeklyPlans.create({ title: 'Week', markdown_plan: PLAN, week_of: addDays(mondayOf(new Date()), 7) });
  await until(() => settled(device));

  device.env.setOnline(false);
  const plan = (await device.data.weeklyPlans.get(created.id))!;
  const moved = markdownWithChange(plan, 0, { span: { day: 2, start: 9 * 60, end: 10 * 60 } })!;
  await device.data.weekly.update(plan.id, { markdown_plan: moved });
  const done = markdownWithChange({ ...plan, markdown_plan: moved }, 1, { done: true })!;
  await device.data.weekly.update(plan.id, { markdown_plan: done });
  expect(await device.data.pendingCount()).toBeGreaterThan(0);

  device.env.setOnline(true);
  await until(() => settled(device));
  const { results } = await server.read<{ results: Required<WeeklyPlan>[] }>(user.sub, '/api/study/weekly/');
  expect(results.map((p) => readStudyBlocks(p.markdown_plan))).toEqual([
    [
      { day: 2, start: '09:00', end: '10:00', focus: 'Calculus review', course: 'MATH 1920' },
      { day: 1, start: '17:00', end: '18:00', focus: 'Essay outline', done: true },
    ],
  ]);
  device.data.close();
});
