// /api/plans/ and /api/plan-courses/: the first parent/child pair. CRUD, defaults, PUT, validation, owners,
// a course's plan must be the user's own, and deleting a plan deletes its courses with a tombstone each.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const plan = { university_name: 'State University', program_name: 'BS Computer Science', start_term: 'Fall', start_year: 2025 };
const course = { course_code: 'CS 101', course_title: 'Intro to Programming', term: 'Fall 2025' };

async function newPlan(user: TestUser, body: Record<string, unknown> = plan): Promise<Record<string, unknown> & { id: string }> {
  const response = await user.request('POST', '/api/plans/', body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function newCourse(user: TestUser, planId: string, body: Record<string, unknown> = course) {
  const response = await user.request('POST', '/api/plan-courses/', { ...body, plan: planId });
  expect(response.statusCode).toBe(201);
  return response.json() as Record<string, unknown> & { id: string };
}

describe('plans', () => {
  it('are created with defaults, listed, changed, replaced and deleted', async () => {
    const user = await api.newUser();
    const created = await newPlan(user);
    expect(created).toEqual({
      ...plan,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      university: null,
      program: null,
      credit_load: 0,
      total_credits: 0,
      current_gpa: null,
      estimated_graduation: '',
      terms_needed: 0,
      lower_bound_terms: 0,
      courses: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      version: 1,
    });
    expect((await user.request('GET', '/api/plans/')).json()).toEqual({ count: 1, next: null, previous: null, results: [created] });

    const changed = await user.request('PATCH', `/api/plans/${created.id}/`, { current_gpa: 3.6, credit_load: 15, university: 'state-u' });
    expect(changed.json()).toMatchObject({ ...plan, current_gpa: 3.6, credit_load: 15, university: 'state-u', version: 2 });

    const replaced = await user.request(
      'PUT',
      `/api/plans/${created.id}/`,
      { start_term: 'Spring', start_year: 2026, program_name: 'BA Maths' },
      { 'if-match': '"2"' },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      start_term: 'Spring',
      start_year: 2026,
      program_name: 'BA Maths',
      university_name: '',
      university: null,
      current_gpa: null,
      credit_load: 0,
      version: 3,
    });

    expect((await user.request('DELETE', `/api/plans/${created.id}/`)).statusCode).toBe(204);
    expect((await user.request('GET', '/api/plans/')).json().count).toBe(0);
  });

  it('keep a client-chosen id, and answer a repeated create with the stored plan', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const first = await user.request('POST', '/api/plans/', { ...plan, id });
    expect(first.json().id).toBe(id);
    const again = await user.request('POST', '/api/plans/', { ...plan, id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it.each([
    ['an unknown term', { start_term: 'Autumn' }, 'start_term'],
    ['a year before 2000', { start_year: 1999 }, 'start_year'],
    ['a year after 2100', { start_year: 2101 }, 'start_year'],
    ['a GPA over 4', { current_gpa: 4.1 }, 'current_gpa'],
    ['more than 30 credits a term', { credit_load: 31 }, 'credit_load'],
    ['negative total credits', { total_credits: -1 }, 'total_credits'],
    ['a long estimated graduation', { estimated_graduation: 'x'.repeat(41) }, 'estimated_graduation'],
    ['a long university id', { university: 'u'.repeat(65) }, 'university'],
    ['an unknown field', { owner_sub: 'auth0|x' }, 'owner_sub'],
  ])('refuse %s', async (_name, change, field) => {
    const user = await api.newUser();
    const response = await user.request('POST', '/api/plans/', { ...plan, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('need a start term and year', async () => {
    const user = await api.newUser();
    const response = await user.request('POST', '/api/plans/', { university_name: 'X' });
    expect(response.json().errors).toEqual({ start_term: ['This field is required.'], start_year: ['This field is required.'] });
  });
});

describe('plan courses', () => {
  it('are created in one of the user’s plans with defaults, changed and deleted', async () => {
    const user = await api.newUser();
    const { id: planId } = await newPlan(user);
    const created = await newCourse(user, planId);
    expect(created).toEqual({
      ...course,
      id: expect.any(String),
      plan: planId,
      course: null,
      status: 'planned',
      prerequisites: '',
      credit: 3,
      grade: null,
      credit_source: null,
      credit_note: '',
      counts_toward: '',
      pinned: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      version: 1,
    });
    const changed = await user.request('PATCH', `/api/plan-courses/${created.id}/`, { status: 'taking' }, { 'if-match': '"1"' });
    expect(changed.json()).toMatchObject({ status: 'taking', version: 2 });
    expect((await user.request('DELETE', `/api/plan-courses/${created.id}/`)).statusCode).toBe(204);
    expect((await user.request('GET', '/api/plan-courses/')).json().count).toBe(0);
  });

  it('name only the user’s own plans', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const { id: alicesPlan } = await newPlan(alice);
    for (const planId of [alicesPlan, randomUUID()]) {
      const response = await bob.request('POST', '/api/plan-courses/', { ...course, plan: planId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Validation failed.', errors: { plan: ['No such plan.'] } });
    }
    expect((await alice.request('GET', '/api/plan-courses/')).json().count).toBe(0);
  });

  it('never move to another plan', async () => {
    const user = await api.newUser();
    const first = await newPlan(user);
    const second = await newPlan(user);
    const { id } = await newCourse(user, first.id);
    const response = await user.request('PATCH', `/api/plan-courses/${id}/`, { plan: second.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ plan: ['Unknown field.'] });
  });

  it('are validated', async () => {
    const user = await api.newUser();
    const { id: planId } = await newPlan(user);
    const response = await user.request('POST', '/api/plan-courses/', {
      plan: planId,
      course_code: '  ',
      term: 't'.repeat(41),
      status: 'dropped',
      credit: 2.25,
    });
    expect(Object.keys(response.json().errors).sort()).toEqual(['course_code', 'credit', 'status', 'term']);
  });

  it('take terms as a season and a year from 2000 to 2100, stored the one way every device shows them', async () => {
    const user = await api.newUser();
    const { id: planId } = await newPlan(user);
    for (const term of ['Autumn 2026', 'Fall 1999', 'Spring 2101', 'Fall', '2026', ' - ']) {
      const response = await user.request('POST', '/api/plan-courses/', { ...course, plan: planId, term });
      expect(response.statusCode, term).toBe(400);
      expect(response.json().errors, term).toEqual({ term: ['Enter a term like Fall 2026: Winter, Spring, Summer or Fall, and a year from 2000 to 2100.'] });
    }
    expect((await newCourse(user, planId, { ...course, term: '  winter   2100 ' })).term).toBe('Winter 2100');
    const { id } = await newCourse(user, planId, { ...course, term: 'Summer 2000', credit: 1.5 });
    const moved = await user.request('PATCH', `/api/plan-courses/${id}/`, { term: 'sPRING 2027' });
    expect(moved.json()).toMatchObject({ term: 'Spring 2027', credit: 1.5 });
    expect((await user.request('PATCH', `/api/plan-courses/${id}/`, { term: 'Spring 27' })).statusCode).toBe(400);
  });

  it('list one plan’s courses on request', async () => {
    const user = await api.newUser();
    const first = await newPlan(user);
    const second = await newPlan(user);
    const a = await newCourse(user, first.id);
    const b = await newCourse(user, second.id, { ...course, course_code: 'CS 201' });
    expect((await user.request('GET', `/api/plan-courses/?plan=${second.id}`)).json()).toMatchObject({ count: 1, results: [{ id: b.id }] });
    expect((await user.request('GET', '/api/plan-courses/')).json().results.map((c: { id: string }) => c.id)).toEqual([a.id, b.id]);
  });
});

describe('a plan with its courses', () => {
  it('is created in one call, and every plan route answers it with its courses in term order', async () => {
    const user = await api.newUser();
    const courses = [
      { course_code: 'CS 2110', course_title: 'Data Structures', term: 'Spring 2026', credit: 4 },
      { course_code: 'CS 1110', course_title: 'Intro', term: 'Fall 2025', status: 'taken' },
      { course_code: 'PHYS 1112', term: 'Fall 2025', credit: 3.5 },
    ];
    const created = await newPlan(user, { ...plan, courses });
    expect((created.courses as { course_code: string }[]).map((c) => c.course_code)).toEqual(['CS 1110', 'PHYS 1112', 'CS 2110']);
    const stored = (await user.request('GET', `/api/plan-courses/?plan=${created.id}`)).json().results;
    expect(created.courses).toHaveLength(3);
    expect(created.courses).toEqual(expect.arrayContaining(stored));
    const listed = (await user.request('GET', '/api/plans/')).json().results[0];
    expect(listed).toEqual(created);
    const changed = (await user.request('PATCH', `/api/plans/${created.id}/`, { credit_load: 12 })).json();
    expect(changed.courses).toEqual(created.courses);
  });

  it('refuses the whole plan when one of its courses is invalid', async () => {
    const user = await api.newUser();
    const response = await user.request('POST', '/api/plans/', { ...plan, courses: [course, { ...course, term: 'Fall 1850' }] });
    expect(response.statusCode).toBe(400);
    expect((await user.request('GET', '/api/plans/')).json().count).toBe(0);
    expect((await user.request('GET', '/api/plan-courses/')).json().count).toBe(0);
  });
});

describe('owners', () => {
  it('never see, change or delete another user’s plans and courses', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const alicesPlan = await newPlan(alice);
    const alicesCourse = await newCourse(alice, alicesPlan.id);
    expect((await bob.request('GET', '/api/plans/')).json().count).toBe(0);
    expect((await bob.request('GET', `/api/plan-courses/?plan=${alicesPlan.id}`)).json().count).toBe(0);
    for (const url of [`/api/plans/${alicesPlan.id}/`, `/api/plan-courses/${alicesCourse.id}/`]) {
      expect((await bob.request('PATCH', url, {})).statusCode).toBe(404);
      expect((await bob.request('DELETE', url)).statusCode).toBe(404);
    }
    expect((await bob.request('PUT', `/api/plans/${alicesPlan.id}/`, plan)).statusCode).toBe(404);
    expect((await alice.request('GET', '/api/plan-courses/')).json().results).toEqual([alicesCourse]);
  });

  it('get a fresh id when creating with an id another user has', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const alicesPlan = await newPlan(alice, { ...plan, id: randomUUID() });
    const bobsPlan = await bob.request('POST', '/api/plans/', { ...plan, id: alicesPlan.id });
    expect(bobsPlan.statusCode).toBe(201);
    expect(bobsPlan.json().id).not.toBe(alicesPlan.id);
    const alicesCourse = await newCourse(alice, alicesPlan.id, { ...course, id: randomUUID() });
    const bobsCourse = await bob.request('POST', '/api/plan-courses/', { ...course, id: alicesCourse.id, plan: bobsPlan.json().id });
    expect(bobsCourse.statusCode).toBe(201);
    expect(bobsCourse.json().id).not.toBe(alicesCourse.id);
  });
});

describe('through the batch and the feed', () => {
  it('plans and their courses come back whole, as the single routes answer them', async () => {
    const user = await api.newUser();
    const planId = randomUUID();
    const courseId = randomUUID();
    const response = await user.request('POST', '/api/sync/', {
      operations: [
        { op: 'create', entity: 'plans', body: { ...plan, id: planId, current_gpa: 3.2 }, idempotency_key: randomUUID() },
        { op: 'create', entity: 'plan_courses', body: { ...course, id: courseId, plan: planId }, idempotency_key: randomUUID() },
        { op: 'update', entity: 'plan_courses', id: courseId, body: { status: 'taken' }, base_version: 1, idempotency_key: randomUUID() },
      ],
    });
    const [createdPlan, createdCourse, updatedCourse] = response.json().results;
    expect([createdPlan.status, createdCourse.status, updatedCourse.status]).toEqual([201, 201, 200]);
    const planFromRoute = (await user.request('GET', '/api/plans/')).json().results[0];
    const courseFromRoute = (await user.request('GET', '/api/plan-courses/')).json().results[0];
    const { courses, ...planRecord } = planFromRoute;
    expect(courses).toEqual([courseFromRoute]);
    expect(createdPlan.record).toEqual(planRecord);
    expect(updatedCourse.record).toEqual(courseFromRoute);
    expect((await user.request('GET', '/api/changes/')).json().changes).toEqual([
      { entity: 'plans', id: planId, version: 1, deleted: false, record: planRecord },
      { entity: 'plan_courses', id: courseId, version: 2, deleted: false, record: courseFromRoute },
    ]);
  });
});

describe('deleting a plan', () => {
  it('deletes its courses, each with a tombstone in the change feed', async () => {
    const user = await api.newUser();
    const doomed = await newPlan(user);
    const kept = await newPlan(user);
    const courses = [await newCourse(user, doomed.id), await newCourse(user, doomed.id, { ...course, course_code: 'CS 102' })];
    const survivor = await newCourse(user, kept.id);
    await user.request('PATCH', `/api/plan-courses/${courses[0]!.id}/`, { status: 'taken' });
    const { cursor } = (await user.request('GET', '/api/changes/')).json();

    expect((await user.request('DELETE', `/api/plans/${doomed.id}/`, undefined, { 'if-match': '"1"' })).statusCode).toBe(204);
    expect((await user.request('GET', '/api/plan-courses/')).json().results.map((c: { id: string }) => c.id)).toEqual([survivor.id]);
    const feed = (await user.request('GET', `/api/changes/?since=${cursor}`)).json();
    expect(feed.changes).toEqual([
      { entity: 'plan_courses', id: courses[0]!.id, version: 3, deleted: true },
      { entity: 'plan_courses', id: courses[1]!.id, version: 2, deleted: true },
      { entity: 'plans', id: doomed.id, version: 2, deleted: true },
    ]);
  });

  it('with a stale If-Match deletes nothing', async () => {
    const user = await api.newUser();
    const stale = await newPlan(user);
    const { id } = await newCourse(user, stale.id);
    await user.request('PATCH', `/api/plans/${stale.id}/`, { credit_load: 12 });
    expect((await user.request('DELETE', `/api/plans/${stale.id}/`, undefined, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect((await user.request('GET', '/api/plan-courses/')).json().results.map((c: { id: string }) => c.id)).toEqual([id]);
  });

  it('in a batch, before a course is created in it, refuses that course', async () => {
    const user = await api.newUser();
    const { id: planId } = await newPlan(user);
    const response = await user.request('POST', '/api/sync/', {
      operations: [
        { op: 'delete', entity: 'plans', id: planId, idempotency_key: randomUUID() },
        { op: 'create', entity: 'plan_courses', body: { ...course, plan: planId }, idempotency_key: randomUUID() },
      ],
    });
    expect(response.json().results).toEqual([{ status: 204 }, { status: 400, error: { detail: 'Validation failed.', errors: { plan: ['No such plan.'] } } }]);
  });
});
