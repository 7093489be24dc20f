// Records that name other records (a plan course names its plan): a create waits for the create of
// what it names, a refused parent holds its children and takes them along when discarded, deleting a
// parent offline drops its children's queued changes, and a parent re-keyed by the server takes its
// children's references along.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testUser, until, type TestSession, singleRequestTuning } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;
const plansOf = async (sub: string) => (await server.read<{ results: { id: string; program_name: string }[] }>(sub, '/api/plans/')).results;
const coursesOf = async (sub: string) =>
  (await server.read<{ results: { id: string; plan: string; term: string }[] }>(sub, '/api/plan-courses/')).results;

const aPlan = { start_term: 'Fall', start_year: 2026, program_name: 'Computer Science BS' } as const;

test.each([
  ['one request per change (a server without batches)', singleRequestTuning],
  ['batched', {}],
])('%s: a course created offline with its new plan is sent only once the plan is saved', async (_name, tuning) => {
  const user = testUser(server);
  const device = user.open({ online: false, tuning });
  const plan = await device.data.plans.create(aPlan);
  await device.data.planCourses.create({ plan: plan.id, course_code: 'CS 1110', term: 'Fall 2026' });
  await device.data.planCourses.create({ plan: plan.id, course_code: 'MATH 1910', term: 'Fall 2026' });
  device.env.setOnline(true);
  await until(() => settled(device));
  expect((await coursesOf(user.sub)).map((c) => c.plan)).toEqual([plan.id, plan.id]);
  const writes = user.faults.seen.filter((r) => r.method !== 'GET');
  const firstWrite = JSON.stringify(writes[0]!.body);
  expect(firstWrite).toContain('Computer Science BS');
  expect(firstWrite).not.toContain('CS 1110'); // the courses went in a later request
  device.data.close();
});

test('a refused plan holds its courses, and discarding it takes them along', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const plan = await device.data.plans.create({ ...aPlan, start_year: 1800 }); // out of range: refused
  const course = await device.data.planCourses.create({ plan: plan.id, course_code: 'CS 1110', term: 'Fall 2026' });
  device.env.setOnline(true);
  await until(() => device.data.sync.status.deadLetters.length === 1 && device.data.sync.status.held.length === 1);
  expect(device.data.sync.status.held[0]).toMatchObject({ label: 'CS 1110', waitingFor: device.data.sync.status.deadLetters[0]!.label });
  expect(device.data.sync.status.state).toBe('idle'); // waiting on the student, not syncing
  await device.data.sync.discardDeadLetter(device.data.sync.status.deadLetters[0]!.id);
  expect(await device.data.plans.get(plan.id)).toBeUndefined();
  expect(await device.data.planCourses.get(course.id)).toBeUndefined();
  expect(await device.data.pendingCount()).toBe(0);
  expect(await coursesOf(user.sub)).toEqual([]);
  device.data.close();
});

test('deleting a plan offline drops its courses’ queued changes; the server deletes them with it', async () => {
  const user = testUser(server);
  const device = user.open();
  const plan = await device.data.plans.create(aPlan);
  const course = await device.data.planCourses.create({ plan: plan.id, course_code: 'CS 1110', term: 'Fall 2026' });
  await until(() => settled(device));
  device.env.setOnline(false);
  await device.data.planCourses.update(course.id, { term: 'Spring 2027' });
  await device.data.plans.remove(plan.id);
  expect(await device.data.planCourses.list()).toEqual([]);
  expect((await device.data.db.outbox.toArray()).map((e) => [e.entity, e.op])).toEqual([['plans', 'delete']]);
  device.env.setOnline(true);
  await until(() => settled(device));
  expect(await plansOf(user.sub)).toEqual([]);
  expect(await coursesOf(user.sub)).toEqual([]);
  device.data.close();
});

test('a plan the server saves under another id: its courses follow it', async () => {
  const user = testUser(server);
  const other = testUser(server);
  const device = user.open({ online: false });
  const plan = await device.data.plans.create(aPlan);
  // The same id already belongs to another student (as unlikely as it is): the server picks a fresh one.
  await server.send(other.sub, 'POST', '/api/plans/', { ...aPlan, id: plan.id });
  await device.data.planCourses.create({ plan: plan.id, course_code: 'CS 1110', term: 'Fall 2026' });
  device.env.setOnline(true);
  await until(() => settled(device));
  const [saved] = await plansOf(user.sub);
  expect(saved!.id).not.toBe(plan.id);
  expect((await coursesOf(user.sub)).map((c) => c.plan)).toEqual([saved!.id]);
  expect((await device.data.planCourses.list()).map((c) => c.plan)).toEqual([saved!.id]);
  expect(await device.data.plans.get(plan.id)).toBeUndefined();
  device.data.close();
});
