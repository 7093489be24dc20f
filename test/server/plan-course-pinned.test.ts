// A plan course's `pinned`: set when the student places or moves it by hand, cleared by Unpin, a boolean
// and nothing else; a course moved to Unscheduled has an empty term. Carried by the change feed like every other field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function newPlanCourse(user: TestUser, body: Record<string, unknown>) {
  const plan = await user.request('POST', '/api/plans/', { program_name: 'BS', start_term: 'Fall', start_year: 2026 });
  const response = await user.request('POST', '/api/plan-courses/', { course_code: 'CS 101', term: 'Fall 2026', plan: plan.json().id, ...body });
  return response;
}

describe('plan course pinned', () => {
  it('is stored on create, changed by a PATCH and read back', async () => {
    const user = await api.newUser();
    const created = await newPlanCourse(user, { pinned: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ pinned: true });
    const unpinned = await user.request('PATCH', `/api/plan-courses/${created.json().id}/`, { pinned: false });
    expect(unpinned.json()).toMatchObject({ pinned: false, version: 2 });
    const listed = await user.request('GET', '/api/plan-courses/');
    expect(listed.json().results).toMatchObject([{ id: created.json().id, pinned: false }]);
  });

  it('goes with a move to Unscheduled: an empty term', async () => {
    const user = await api.newUser();
    const created = await newPlanCourse(user, {});
    expect(created.json()).toMatchObject({ pinned: false, term: 'Fall 2026' });
    const moved = await user.request('PATCH', `/api/plan-courses/${created.json().id}/`, { term: '  ', pinned: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ term: '', pinned: true });
  });

  it('is refused when it is not a boolean', async () => {
    const user = await api.newUser();
    const response = await newPlanCourse(user, { pinned: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['pinned']);
  });
});
