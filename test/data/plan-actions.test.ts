// The Graduation tab's actions against the real server: a plan generated offline syncs with exactly its
// courses, the plan before them; status changes made offline go as one update; a plan deleted offline
// takes its courses' queued changes along; Update plan keeps taken and pinned courses and moves the rest out of
// ended terms.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GeneratedPlan, ProgramCatalog } from '../../src/lib/planning/plan-types';
import {
  addPlanCourse,
  createGeneratedPlan,
  deleteGraduationPlan,
  deletePlanCourse,
  setPlanCourseStatus,
  updatePlanCourse,
} from '../../src/data/planning/plan-actions';
import { applyReplan, gradedCourse, movePlanCourse } from '../../src/data/planning/plan-course-moves';
import { replan } from '../../src/lib/planning/replan';
import { catalogCourse } from './support/catalog-course';
import { testUser, until, type TestSession } from './support/harness';
import { sentChanges } from './support/sent-changes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;
const plansOf = async (sub: string) => (await server.read<{ results: { id: string; program_name: string; estimated_graduation: string; terms_needed: number }[] }>(sub, '/api/plans/')).results;
const coursesOf = async (sub: string) =>
  (await server.read<{ results: { id: string; plan: string; course_code: string; term: string; status: string; credit: number; pinned: boolean }[] }>(sub, '/api/plan-courses/')).results;

const course = catalogCourse;

const courses = [course('CS 101'), course('CS 201', 4, 'CS 101'), course('MATH 101')];
const catalog: ProgramCatalog = {
  university: { id: 'uni-1', name: 'Example University', terms: ['Spring', 'Fall'] },
  program: { id: 'prog-1', university: 'uni-1', program_name: 'Computer Science', degree: 'BS', total_credits: 120, min_gpa: null, requirements: [] },
  courses,
};
const generated: GeneratedPlan = {
  placed: [
    { course: courses[0]!, term: 'Fall 2026' },
    { course: courses[2]!, term: 'Fall 2026' },
    { course: courses[1]!, term: 'Spring 2027' },
  ],
  termsNeeded: 2,
  lowerBound: 2,
  estimatedGraduation: 'Spring 2027',
  unpinned: [],
};
/** The same courses, every one of them required. */
const allRequired: ProgramCatalog = {
  ...catalog,
  program: { ...catalog.program, total_credits: 10, requirements: [{ category: 'Core', kind: 'all_of', courses: ['CS 101', 'CS 201', 'MATH 101'], credits: 10 }] },
};
const form = { university: 'uni-1', program: 'prog-1', startTerm: 'Fall', startYear: 2026, creditLoad: 0 } as const;

test('a plan generated offline syncs, plan first, and the server ends with exactly its courses', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const plan = await createGeneratedPlan(device.data, { catalog, form, generated });
  expect((await device.data.db.outbox.toArray()).map((e) => e.entity)).toEqual(['plans', 'planCourses', 'planCourses', 'planCourses']);
  device.env.setOnline(true);
  await until(() => settled(device));
  const [serverPlan, ...others] = await plansOf(user.sub);
  expect(others).toEqual([]);
  expect(serverPlan).toMatchObject({ id: plan.id, program_name: 'Computer Science', estimated_graduation: 'Spring 2027', terms_needed: 2 });
  const onServer = await coursesOf(user.sub);
  expect(onServer.map((c) => [c.course_code, c.term, c.status, c.credit]).sort()).toEqual([
    ['CS 101', 'Fall 2026', 'planned', 3],
    ['CS 201', 'Spring 2027', 'planned', 4],
    ['MATH 101', 'Fall 2026', 'planned', 3],
  ]);
  expect(new Set(onServer.map((c) => c.plan))).toEqual(new Set([plan.id]));
  const firstWrite = sentChanges(user.faults.delivered()).find((r) => r.method !== 'GET')!;
  expect(JSON.stringify(firstWrite.body)).toContain('Computer Science');
  expect(JSON.stringify(firstWrite.body)).not.toContain('CS 101');
  // Pulled back (plans, then courses): the device keeps exactly the same courses.
  await device.data.sync.pullNow('plans');
  await device.data.sync.pullNow('planCourses');
  expect((await device.data.planCourses.list()).map((c) => c.course_code).sort()).toEqual(['CS 101', 'CS 201', 'MATH 101']);
  device.data.close();
});

test('several status changes made offline go as one update', async () => {
  const user = testUser(server);
  const device = user.open();
  const plan = await createGeneratedPlan(device.data, { catalog, form, generated });
  await until(() => settled(device));
  device.env.setOnline(false);
  const [first] = await device.data.db.planCourses.where('plan').equals(plan.id).sortBy('course_code');
  await setPlanCourseStatus(device.data, first!.id, 'taking');
  await setPlanCourseStatus(device.data, first!.id, 'taken');
  await updatePlanCourse(device.data, first!.id, { term: 'spring 2026' });
  expect(await device.data.planCourses.get(first!.id)).toMatchObject({ status: 'taken', term: 'Spring 2026' });
  user.faults.seen.length = 0;
  device.env.setOnline(true);
  await until(() => settled(device));
  const patches = sentChanges(user.faults.delivered()).filter((r) => r.method === 'PATCH');
  // A new term set by hand pins the course there, in the same update.
  expect(patches.map((r) => r.body)).toEqual([{ status: 'taken', term: 'Spring 2026', pinned: true }]);
  expect((await coursesOf(user.sub)).find((c) => c.id === first!.id)).toMatchObject({ status: 'taken', term: 'Spring 2026', pinned: true });
  device.data.close();
});

test('a plan deleted offline cancels its courses’ queued changes; the server ends with nothing', async () => {
  const user = testUser(server);
  const device = user.open();
  const plan = await createGeneratedPlan(device.data, { catalog, form, generated });
  await until(() => settled(device));
  device.env.setOnline(false);
  const [first] = await device.data.db.planCourses.where('plan').equals(plan.id).toArray();
  await setPlanCourseStatus(device.data, first!.id, 'taken');
  await addPlanCourse(device.data, { plan, course: course('ART 100'), term: 'Fall 2027' });
  await deleteGraduationPlan(device.data, plan.id);
  expect((await device.data.db.outbox.toArray()).map((e) => [e.entity, e.op])).toEqual([['plans', 'delete']]);
  device.env.setOnline(true);
  await until(() => settled(device));
  expect(await plansOf(user.sub)).toEqual([]);
  expect(await coursesOf(user.sub)).toEqual([]);
  device.data.close();
});

test('a plan created and deleted offline never reaches the server', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const plan = await createGeneratedPlan(device.data, { catalog, form, generated });
  await deleteGraduationPlan(device.data, plan.id);
  expect((await device.data.db.outbox.toArray()).map((e) => [e.entity, e.op])).toEqual([['plans', 'create'], ['plans', 'delete']]);
  device.env.setOnline(true);
  await until(() => settled(device));
  expect(sentChanges(user.faults.delivered()).filter((r) => r.method !== 'GET')).toEqual([]);
  device.data.close();
});

test('Update plan, applied offline: the taken course and the pinned one stay, a course left in an ended term moves, and the server ends the same', async () => {
  // Spring 2027 is under way (it holds only what is being taken), Fall 2026 has ended; the university has no summer.
  const user = testUser(server);
  const device = user.open();
  const plan = await createGeneratedPlan(device.data, { catalog, form, generated });
  const byCode = async () => Object.fromEntries((await device.data.db.planCourses.where('plan').equals(plan.id).toArray()).map((c) => [c.course_code, c]));
  const before = await byCode();
  await setPlanCourseStatus(device.data, before['CS 101']!.id, 'taken');
  await movePlanCourse(device.data, before['MATH 101']!.id, 'Spring 2028');
  await device.data.planCourses.update(before['CS 201']!.id, { term: 'Fall 2026' }); // where a generator once put it
  await until(() => settled(device));

  device.env.setOnline(false);
  const courses = (await device.data.planCourses.list()).filter((course) => course.plan === plan.id);
  const result = replan({ catalog: allRequired, start: { season: 'Fall', year: 2026 }, creditLoad: 15, today: new Date(2027, 1, 15), courses: courses.map(gradedCourse) });
  expect(result.changes.moves).toEqual([{ courseCode: 'CS 201', from: 'Fall 2026', to: 'Fall 2027' }]);
  await applyReplan(device.data, { plan, courses, catalog: allRequired, result });
  const after = await byCode();
  expect(after['CS 101']).toMatchObject({ id: before['CS 101']!.id, term: 'Fall 2026', status: 'taken' });
  expect(after['MATH 101']).toMatchObject({ id: before['MATH 101']!.id, term: 'Spring 2028', pinned: true });
  expect(after['CS 201']).toMatchObject({ id: before['CS 201']!.id, term: 'Fall 2027', status: 'planned' });
  expect(await device.data.plans.get(plan.id)).toMatchObject({ estimated_graduation: 'Spring 2028' });

  device.env.setOnline(true);
  await until(() => settled(device));
  const onServer = await coursesOf(user.sub);
  expect(onServer.map((c) => [c.course_code, c.term, c.status, c.pinned]).sort()).toEqual([
    ['CS 101', 'Fall 2026', 'taken', false],
    ['CS 201', 'Fall 2027', 'planned', false],
    ['MATH 101', 'Spring 2028', 'planned', true],
  ]);
  device.data.close();
});

test('adding and deleting a course; a term that is not a term is refused on the device', async () => {
  const user = testUser(server);
  const device = user.open();
  const plan = await createGeneratedPlan(device.data, { catalog, form, generated });
  await expect(addPlanCourse(device.data, { plan, course: course('ART 100'), term: 'Autumn 2027' })).rejects.toThrow(/Fall 2027/);
  const added = await addPlanCourse(device.data, { plan, course: course('ART 100', 1.5), term: 'fall 2027' });
  expect(added).toMatchObject({ term: 'Fall 2027', status: 'planned', credit: 1.5, course: 'course-ART 100' });
  await until(() => settled(device));
  expect((await coursesOf(user.sub)).map((c) => c.course_code)).toContain('ART 100');
  await deletePlanCourse(device.data, added.id);
  await until(() => settled(device));
  expect((await coursesOf(user.sub)).map((c) => c.course_code)).not.toContain('ART 100');
  device.data.close();
});
