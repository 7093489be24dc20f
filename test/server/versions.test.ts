// Versions and If-Match on every mirrored route: a change based on a stale copy is refused with 412 and the
// record as it is now, so the client can merge instead of overwriting another device's edit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const STALE = 'This record was changed on another device.';

interface Target {
  name: string;
  /** Creates a record; answers its URL for PATCH/DELETE and its version. */
  create(user: TestUser): Promise<string>;
  change: Record<string, unknown>;
  /** A second, different change. */
  other: Record<string, unknown>;
  deletable: boolean;
}

const targets: Target[] = [
  {
    name: 'bookmarks',
    async create(user) {
      const { id } = (await user.request('POST', '/api/bookmarks/', { title: 'MDN', url: 'https://developer.mozilla.org/' })).json();
      return `/api/bookmarks/${id}/`;
    },
    change: { title: 'MDN Web Docs' },
    other: { description: 'Web docs' },
    deletable: true,
  },
  {
    name: 'profile',
    async create(user) {
      await user.request('GET', '/api/account/profile/');
      return '/api/account/profile/';
    },
    change: { first_name: 'Ada' },
    other: { last_name: 'Lovelace' },
    deletable: false,
  },
  {
    name: 'plans',
    async create(user) {
      const { id } = (await user.request('POST', '/api/plans/', { start_term: 'Fall', start_year: 2025 })).json();
      return `/api/plans/${id}/`;
    },
    change: { credit_load: 15 },
    other: { current_gpa: 3.5 },
    deletable: true,
  },
  {
    name: 'plan_courses',
    async create(user) {
      const plan = (await user.request('POST', '/api/plans/', { start_term: 'Fall', start_year: 2025 })).json();
      const { id } = (await user.request('POST', '/api/plan-courses/', { plan: plan.id, course_code: 'CS 101', term: 'Fall 2025' })).json();
      return `/api/plan-courses/${id}/`;
    },
    change: { status: 'taking' },
    other: { credit: 4 },
    deletable: true,
  },
];

describe.each(targets)('$name', (target) => {
  it('starts at version 1 and counts every applied change', async () => {
    const user = await api.newUser();
    const url = await target.create(user);
    expect((await user.request('PATCH', url, target.change)).json().version).toBe(2);
    expect((await user.request('PATCH', url, target.other)).json().version).toBe(3);
  });

  it.each([['"1"'], ['W/"1"'], ['1']])('applies a change with a matching If-Match %s', async (ifMatch) => {
    const user = await api.newUser();
    const url = await target.create(user);
    const response = await user.request('PATCH', url, target.change, { 'if-match': ifMatch });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...target.change, version: 2 });
  });

  it('refuses a stale If-Match with 412 and the current record, changing nothing', async () => {
    const user = await api.newUser();
    const url = await target.create(user);
    // The record as devices sync it: a plan's answer also lists its courses, which a 412 leaves out.
    const { courses: _courses, ...current } = (await user.request('PATCH', url, target.change, { 'if-match': '"1"' })).json();
    const stale = await user.request('PATCH', url, target.other, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: STALE, current });
    expect(current.version).toBe(2);
  });

  it('applies a change without If-Match, or with *, whatever the version', async () => {
    const user = await api.newUser();
    const url = await target.create(user);
    await user.request('PATCH', url, target.change);
    expect((await user.request('PATCH', url, target.other)).statusCode).toBe(200);
    expect((await user.request('PATCH', url, target.change, { 'if-match': '*' })).json().version).toBe(4);
  });

  it.each([['"one"'], ['"1", "2"'], ['-1'], ['"1']])('refuses a malformed If-Match %s with 400', async (ifMatch) => {
    const user = await api.newUser();
    const url = await target.create(user);
    const response = await user.request('PATCH', url, target.change, { 'if-match': ifMatch });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('if-match');
  });

  it('answers a replay of a 412 afresh, so the change can be sent again based on the newer version', async () => {
    const user = await api.newUser();
    const url = await target.create(user);
    await user.request('PATCH', url, target.other);
    const key = { 'idempotency-key': randomUUID() };
    expect((await user.request('PATCH', url, target.change, { ...key, 'if-match': '"1"' })).statusCode).toBe(412);
    const rebased = await user.request('PATCH', url, target.change, { ...key, 'if-match': '"2"' });
    expect(rebased.statusCode).toBe(200);
    expect(rebased.json().version).toBe(3);
    // Now applied, the key replays that answer, whatever If-Match says.
    const replay = await user.request('PATCH', url, target.change, { ...key, 'if-match': '"1"' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(rebased.json());
  });
});

describe('PUT /api/plans/{id}/', () => {
  it('is conditional like PATCH', async () => {
    const user = await api.newUser();
    const { id } = (await user.request('POST', '/api/plans/', { start_term: 'Fall', start_year: 2025 })).json();
    const body = { start_term: 'Spring', start_year: 2026 };
    expect((await user.request('PUT', `/api/plans/${id}/`, body, { 'if-match': '"1"' })).json().version).toBe(2);
    const stale = await user.request('PUT', `/api/plans/${id}/`, body, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ ...body, version: 2 });
    expect((await user.request('PUT', `/api/plans/${id}/`, body, { 'if-match': 'x' })).statusCode).toBe(400);
  });
});

describe.each(targets.filter((target) => target.deletable))('$name (deletes)', (target) => {
  it('deletes only with a matching If-Match', async () => {
    const user = await api.newUser();
    const url = await target.create(user);
    await user.request('PATCH', url, target.change);
    const stale = await user.request('DELETE', url, undefined, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.version).toBe(2);
    expect((await user.request('DELETE', url, undefined, { 'if-match': '"2"' })).statusCode).toBe(204);
  });

  it('answers 404 for an absent or another user’s record, whatever the If-Match', async () => {
    const owner = await api.newUser();
    const other = await api.newUser();
    const url = await target.create(owner);
    for (const ifMatch of ['"1"', '"7"', '*']) {
      expect((await other.request('PATCH', url, target.change, { 'if-match': ifMatch })).json()).toEqual({ detail: 'Not found.' });
      expect((await other.request('DELETE', url, undefined, { 'if-match': ifMatch })).statusCode).toBe(404);
    }
    await owner.request('DELETE', url);
    expect((await owner.request('PATCH', url, target.change, { 'if-match': '"1"' })).statusCode).toBe(404);
    expect((await owner.request('DELETE', url, undefined, { 'if-match': '"1"' })).statusCode).toBe(404);
  });
});
