// POST /api/study/generate/ reads the student's class meetings and daily study window: nothing is placed
// over a class or outside the window.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUSY_WEEK, blocksBreakingTheWeek } from '../../support/busy-week';
import { startTestApi, type TestApi } from '../support/test-api';
import { GENERATE, takeClasses } from './generate-support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ sampleCatalog: false });
});
afterAll(() => api.close());

it('places nothing in a class meeting nor outside the study window', async () => {
  const user = await api.newUser();
  await takeClasses(user);
  const ok = async (method: 'POST' | 'PATCH', url: string, body: unknown) => {
    const response = await user.request(method, url, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  await ok('POST', '/api/timetable/meetings/', BUSY_WEEK.meeting);
  await ok('PATCH', '/api/account/settings/', { ...BUSY_WEEK.window, weekly_study_hours: BUSY_WEEK.weeklyHours });
  await ok('POST', '/api/tasks/', BUSY_WEEK.deadline);
  const response = await user.request('POST', GENERATE, { ...BUSY_WEEK.form, week_of: BUSY_WEEK.weekOf, local_now: BUSY_WEEK.localNow });
  expect(response.statusCode, response.body).toBe(201);
  expect(blocksBreakingTheWeek(response.json().markdown_plan)).toEqual([]);
});
