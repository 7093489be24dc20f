// Grades and credit from elsewhere on /api/plan-courses/: a grade must be a letter of the plan's university's
// scale (the common 4.0 scale outside the catalogue), stored as the scale spells it; the fields travel through
// the change feed, the batch and the export like every other field.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../../server/catalog/catalog-import';
import { readCatalogFile } from '../../../src/lib/catalog/catalog-file';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
let ownScaleUniversity: string;
beforeAll(async () => {
  api = await startTestApi({ sampleCatalog: false });
  // A university whose scale adds AB (3.5) to the usual letters, as some do.
  const read = readCatalogFile({
    format: 'degreemate-catalog/1.1',
    university: { name: 'Lakeside College', grading_scale: { A: 4, AB: 3.5, B: 3, C: 2, D: 1, F: 0, P: { credit: true } } },
    courses: [{ code: 'MATH 101', title: 'Calculus I', credits: 4 }],
    programs: [{ name: 'Mathematics', total_credits: 120, requirements: [{ category: 'Core', all_of: ['MATH 101'] }] }],
  });
  if (!read.ok) throw new Error(read.errors.join('\n'));
  ownScaleUniversity = (await importCatalog(api.db, read.catalog))!.university.id;
});
afterAll(() => api.close());

const course = { course_code: 'MATH 101', course_title: 'Calculus I', term: 'Fall 2025', credit: 4, status: 'taken' };

async function newPlan(user: TestUser, university: string | null = null): Promise<string> {
  const response = await user.request('POST', '/api/plans/', {
    university,
    university_name: 'Somewhere',
    program_name: 'Math',
    start_term: 'Fall',
    start_year: 2025,
    courses: [],
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('plan course grades', () => {
  it('are stored as the scale spells them, and a letter outside the common scale is refused with the scale listed', async () => {
    const user = await api.newUser();
    const plan = await newPlan(user);
    const created = await user.request('POST', '/api/plan-courses/', { ...course, plan, grade: 'b+' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ grade: 'B+', credit_source: null, credit_note: '' });

    const refused = await user.request('POST', '/api/plan-courses/', { ...course, plan, grade: 'AB' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'Validation failed.',
      errors: { grade: ['“AB” is not a grade of your university’s scale (A+, A, A-, B+, B, B-, C+, C, C-, D+, D, D-, F, P, NP, S, U, W, I).'] },
    });
    const changed = await user.request('PATCH', `/api/plan-courses/${created.json().id}/`, { grade: 'Q' }, { 'if-match': '"1"' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors.grade).toHaveLength(1);
  });

  it('accept a letter of the university’s own scale, and refuse the common scale’s letters it lacks', async () => {
    const user = await api.newUser();
    const plan = await newPlan(user, ownScaleUniversity);
    const created = await user.request('POST', '/api/plan-courses/', { ...course, plan, grade: 'ab' });
    expect(created.statusCode).toBe(201);
    expect(created.json().grade).toBe('AB');
    const minus = await user.request('PATCH', `/api/plan-courses/${created.json().id}/`, { grade: 'A-' }, { 'if-match': '"1"' });
    expect(minus.statusCode).toBe(400);
    expect(minus.json().errors.grade[0]).toContain('(A, AB, B, C, D, F, P)');
    const cleared = await user.request('PATCH', `/api/plan-courses/${created.json().id}/`, { grade: null }, { 'if-match': '"1"' });
    expect(cleared.json()).toMatchObject({ grade: null, version: 2 });
  });

  it('refuse an unknown credit source and a note too long, field by field', async () => {
    const user = await api.newUser();
    const plan = await newPlan(user);
    const response = await user.request('POST', '/api/plan-courses/', { ...course, plan, credit_source: 'gift', credit_note: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['credit_note', 'credit_source']);
  });

  it('travel through the batch, the change feed and the export', async () => {
    const user = await api.newUser();
    const [plan, taken, ap] = [randomUUID(), randomUUID(), randomUUID()];
    const response = await user.request('POST', '/api/sync/', {
      operations: [
        {
          op: 'create',
          entity: 'plans',
          body: { id: plan, university_name: 'Somewhere', program_name: 'Math', start_term: 'Fall', start_year: 2025, courses: [] },
          idempotency_key: randomUUID(),
        },
        { op: 'create', entity: 'plan_courses', body: { ...course, id: taken, plan }, idempotency_key: randomUUID() },
        { op: 'update', entity: 'plan_courses', id: taken, body: { grade: 'A-' }, base_version: 1, idempotency_key: randomUUID() },
        {
          op: 'create',
          entity: 'plan_courses',
          body: { ...course, id: ap, plan, course_code: 'MATH 102', term: 'Fall 2024', credit_source: 'ap', credit_note: 'AP Calculus BC, score 5' },
          idempotency_key: randomUUID(),
        },
        { op: 'update', entity: 'plan_courses', id: taken, body: { grade: 'Z' }, base_version: 2, idempotency_key: randomUUID() },
      ],
    });
    const results = response.json().results as { status: number; record?: Record<string, unknown>; errors?: Record<string, string[]> }[];
    expect(results.map((result) => result.status)).toEqual([201, 201, 200, 201, 400]);
    expect(results[2]!.record).toMatchObject({ grade: 'A-' });

    const { changes } = (await user.request('GET', '/api/changes/')).json() as { changes: { entity: string; id: string; record: Record<string, unknown> }[] };
    const fed = new Map(changes.filter((change) => change.entity === 'plan_courses').map((change) => [change.id, change.record]));
    expect(fed.get(taken)).toMatchObject({ grade: 'A-', credit_source: null });
    expect(fed.get(ap)).toMatchObject({ grade: null, credit_source: 'ap', credit_note: 'AP Calculus BC, score 5' });

    const file = (await user.request('GET', '/api/account/export/')).json() as { plan_courses: Record<string, unknown>[] };
    expect(file.plan_courses.find((row) => row.id === ap)).toMatchObject({ credit_source: 'ap', credit_note: 'AP Calculus BC, score 5' });
    expect(file.plan_courses.find((row) => row.id === taken)).toMatchObject({ grade: 'A-' });
  });
});
