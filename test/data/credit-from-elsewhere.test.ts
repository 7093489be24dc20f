// Credit from elsewhere through the data layer: stored offline as a taken course in no term (never under the
// plan's start term, never pinned), synced by the ordinary outbox to the real server, edited and removed the
// same way; re-planning leaves it alone; an entry the rules refuse is never stored.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GeneratedPlan, ProgramCatalog } from '../../src/lib/planning/plan-types';
import { addCreditFromElsewhere, createGeneratedPlan, deletePlanCourse, updateCreditFromElsewhere } from '../../src/data/planning/plan-actions';
import { applyReplan, gradedCourse } from '../../src/data/planning/plan-course-moves';
import { replan } from '../../src/lib/planning/replan';
import { catalogCourse } from './support/catalog-course';
import { testUser, until, type TestSession } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;
interface ServerCourse {
  id: string;
  course_code: string;
  term: string;
  status: string;
  credit: number;
  pinned: boolean;
  credit_source: string | null;
  credit_note: string;
  counts_toward: string;
}
const coursesOf = async (sub: string) => (await server.read<{ results: ServerCourse[] }>(sub, '/api/plan-courses/')).results;

const course = catalogCourse;
const calculus = course('MATH 1910', 4);
const catalog: ProgramCatalog = {
  university: { id: 'uni-1', name: 'Example University', terms: ['Spring', 'Fall'] },
  program: { id: 'prog-1', university: 'uni-1', program_name: 'Mathematics', degree: 'BS', total_credits: 120, min_gpa: null, requirements: [] },
  courses: [calculus, course('MATH 1920', 4)],
};
const generated: GeneratedPlan = { placed: [{ course: catalog.courses[1]!, term: 'Fall 2026' }], termsNeeded: 1, lowerBound: 1, estimatedGraduation: 'Fall 2026', unpinned: [] };
const form = { university: 'uni-1', program: 'prog-1', startTerm: 'Fall', startYear: 2026, creditLoad: 0 } as const;

test('credit from elsewhere is stored offline in no term, syncs, survives re-planning, and is edited and removed', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const plan = await createGeneratedPlan(device.data, { catalog, form, generated });
  const ap = await addCreditFromElsewhere(device.data, { plan, credit: { source: 'ap', course: calculus, countsToward: '', credits: 4, note: ' AP Calculus BC, score 5 ' } });
  const transfer = await addCreditFromElsewhere(device.data, { plan, credit: { source: 'transfer', course: null, countsToward: 'Free electives', credits: 6, note: 'Community college' } });
  expect(ap).toMatchObject({ course: calculus.id, course_code: 'MATH 1910', term: '', status: 'taken', pinned: false, credit: 4, credit_source: 'ap', credit_note: 'AP Calculus BC, score 5', counts_toward: '' });
  expect(transfer).toMatchObject({ course: null, course_code: 'Transfer', term: '', status: 'taken', pinned: false, credit: 6, credit_source: 'transfer', counts_toward: 'Free electives' });

  // Update plan (as the Graduation tab applies it): the credit stays as it was, and MATH 1910 is not planned again.
  const courses = (await device.data.planCourses.list()).filter((item) => item.plan === plan.id);
  const result = replan({ catalog, start: { season: 'Fall', year: 2026 }, creditLoad: 15, today: new Date(2026, 10, 28), courses: courses.map(gradedCourse) });
  expect(result.changes.stay.map((item) => item.courseCode).sort()).toEqual(['MATH 1910', 'Transfer']);
  await applyReplan(device.data, { plan, courses, catalog, result });
  expect((await device.data.db.planCourses.where('plan').equals(plan.id).toArray()).filter((item) => item.course_code === 'MATH 1910')).toHaveLength(1);
  expect(await device.data.db.planCourses.get(ap.id)).toMatchObject({ term: '', status: 'taken' });
  expect(await device.data.db.planCourses.get(transfer.id)).toMatchObject({ term: '', counts_toward: 'Free electives' });

  device.env.setOnline(true);
  await until(() => settled(device));
  const onServer = await coursesOf(user.sub);
  expect(onServer.find((row) => row.id === ap.id)).toMatchObject({ term: '', status: 'taken', credit_source: 'ap', credit_note: 'AP Calculus BC, score 5', pinned: false });
  expect(onServer.find((row) => row.id === transfer.id)).toMatchObject({ term: '', credit: 6, credit_source: 'transfer', counts_toward: 'Free electives' });

  await updateCreditFromElsewhere(device.data, transfer.id, { source: 'ib', course: null, countsToward: 'Free electives', credits: 4.5, note: 'IB Physics HL' });
  await deletePlanCourse(device.data, ap.id);
  await until(() => settled(device));
  const after = await coursesOf(user.sub);
  expect(after.find((row) => row.id === ap.id)).toBeUndefined();
  expect(after.find((row) => row.id === transfer.id)).toMatchObject({ course_code: 'IB', credit: 4.5, credit_source: 'ib', credit_note: 'IB Physics HL', term: '' });
});

test('an entry the rules refuse is never stored or queued', async () => {
  const device = testUser(server).open({ online: false });
  const plan = await createGeneratedPlan(device.data, { catalog, form, generated });
  const queued = await device.data.db.outbox.count();
  await expect(addCreditFromElsewhere(device.data, { plan, credit: { source: 'ap', course: calculus, countsToward: '', credits: 0, note: '' } })).rejects.toThrow('Enter the credits: more than 0.');
  await expect(addCreditFromElsewhere(device.data, { plan, credit: { source: 'test', course: null, countsToward: '', credits: 3, note: '' } })).rejects.toThrow(
    'Choose a course, or the requirement these credits count toward.',
  );
  expect(await device.data.db.outbox.count()).toBe(queued);
  expect(await device.data.db.planCourses.where('plan').equals(plan.id).count()).toBe(1);
});
