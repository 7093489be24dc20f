// /api/syllabi/: lifecycle with versions, client ids, owner scoping, the limits and the cap,
// syllabi in the change feed and the batch, the tasks that name one (source, ownership, deleted with it,
// each with its tombstone) and the account export.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syllabi } from '../../../server/db/schema/syllabi';
import { SYLLABUS_CAP, SYLLABUS_LIMITS } from '../../../src/lib/syllabus/syllabus-record';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ sampleCatalog: false });
});
afterAll(() => api.close());

const list = '/api/syllabi/';
const item = (id: string) => `/api/syllabi/${id}/`;
const algorithms = {
  course: 'CS 2110',
  title: 'Object-Oriented Programming and Data Structures',
  term: 'Fall 2026',
  term_start: '2026-08-31',
  term_end: '2026-12-11',
  topics: [
    { week: 1, starts_on: '2026-08-31', topic: 'Objects and classes' },
    { week: 2, starts_on: null, topic: 'Recursion' },
  ],
  grading: [
    { component: 'Assignments', percent: 40 },
    { component: 'Exams', percent: 60 },
  ],
  file_name: 'cs2110-syllabus.pdf',
};

async function create(user: TestUser, body: unknown = algorithms): Promise<{ id: string; version: number } & Record<string, unknown>> {
  const response = await user.request('POST', list, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function feed(user: TestUser, since?: string) {
  return (await user.request('GET', since === undefined ? '/api/changes/' : `/api/changes/?since=${since}`)).json() as {
    cursor: string;
    changes: Array<{ entity: string; id: string; version: number; deleted: boolean; record?: Record<string, unknown> }>;
  };
}

describe('syllabus lifecycle', () => {
  it('creates with defaults, lists newest first, updates with versions and deletes', async () => {
    const user = await api.newUser();
    const full = await create(user);
    expect(full).toEqual({
      ...algorithms,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      version: 1,
    });
    const bare = await create(user, { course: '  MATH 1920  ' });
    expect(bare).toMatchObject({ course: 'MATH 1920', title: '', term: '', term_start: null, term_end: null, topics: [], grading: [], file_name: '' });
    const listed = (await user.request('GET', list)).json();
    expect(listed).toMatchObject({ count: 2, next: null, previous: null });
    expect(listed.results.map((s: { course: string }) => s.course)).toEqual(['MATH 1920', 'CS 2110']);

    const topics = [{ week: 3, starts_on: '2026-09-14', topic: 'Linked lists' }];
    const changed = await user.request('PATCH', item(full.id), { topics, term_end: null }, { 'if-match': '"1"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ...algorithms, topics, term_end: null, version: 2 });
    expect((await user.request('GET', list)).json().results[1]).toEqual(changed.json());

    const stale = await user.request('PATCH', item(full.id), { title: 'Old edit' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toEqual(changed.json());
    expect((await user.request('DELETE', item(full.id), undefined, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect((await user.request('DELETE', item(full.id), undefined, { 'if-match': '"2"' })).statusCode).toBe(204);
    expect((await user.request('PATCH', item(full.id), { title: 'Back?' })).statusCode).toBe(404);
    expect((await user.request('GET', list)).json()).toMatchObject({ count: 1, results: [{ id: bare.id }] });
  });

  it('answers a repeated create with the stored record, and hides another user’s syllabi', async () => {
    const [owner, other] = [await api.newUser(), await api.newUser()];
    const id = randomUUID();
    const first = await owner.request('POST', list, { ...algorithms, id });
    expect(first.json().id).toBe(id);
    const again = await owner.request('POST', list, { ...algorithms, id, title: 'Changed meanwhile' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    expect((await other.request('PATCH', item(id), { title: 'Mine now' })).statusCode).toBe(404);
    expect((await other.request('DELETE', item(id))).statusCode).toBe(404);
    const theirs = await other.request('POST', list, { ...algorithms, id });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(id);
    expect((await owner.request('GET', list)).json().count).toBe(1);
  });
});

describe('syllabus refusals', () => {
  it('refuses what cannot be stored, with a message per field', async () => {
    const user = await api.newUser();
    const topic = (text: string, week = 1) => ({ week, starts_on: null, topic: text });
    const cases: Array<[unknown, string, RegExp]> = [
      [{ topics: [topic('t'.repeat(SYLLABUS_LIMITS.topic + 1))] }, 'topics', /no more than 500 characters/],
      [{ topics: Array.from({ length: SYLLABUS_LIMITS.topics + 1 }, (_, index) => topic(`Topic ${index}`)) }, 'topics', /more than 60 items/],
      [{ topics: [topic('   ')] }, 'topics', /blank/],
      [{ topics: [topic('Recursion', 0)] }, 'topics', /Must be >= 1/],
      [{ topics: [{ week: 1, starts_on: '2026-02-30', topic: 'Recursion' }] }, 'topics', /YYYY-MM-DD/],
      [{ term_start: '31/08/2026' }, 'term_start', /YYYY-MM-DD/],
      [{ term_start: '2026-12-11', term_end: '2026-08-31' }, 'term_end', /cannot end before it starts/],
      [{ course: 'c'.repeat(SYLLABUS_LIMITS.course + 1) }, 'course', /no more than 100 characters/],
      [{ file_name: 'f'.repeat(SYLLABUS_LIMITS.fileName + 1) }, 'file_name', /no more than 255 characters/],
      [{ grading: [{ component: 'Exams', percent: 101 }] }, 'grading', /Must be <= 100/],
      [{ id: 'not-a-uuid' }, 'id', /UUID/],
      [{ file: 'base64…' }, 'file', /Unknown field/],
    ];
    for (const [body, field, message] of cases) {
      const response = await user.request('POST', list, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().errors?.[field]?.[0], JSON.stringify(body).slice(0, 80)).toMatch(message);
    }
    const kept = await create(user, { term_start: '2026-08-31' });
    const backwards = await user.request('PATCH', item(kept.id), { term_end: '2026-08-30' });
    expect(backwards.json().errors).toEqual({ term_end: ['The term cannot end before it starts.'] });
    expect((await user.request('GET', list)).json().count).toBe(1);
  });

  it('accepts every limit exactly', async () => {
    const user = await api.newUser();
    const topics = Array.from({ length: SYLLABUS_LIMITS.topics }, (_, index) => ({
      week: index + 1,
      starts_on: null,
      topic: 't'.repeat(SYLLABUS_LIMITS.topic),
    }));
    const grading = Array.from({ length: SYLLABUS_LIMITS.grading }, () => ({ component: 'c'.repeat(SYLLABUS_LIMITS.component), percent: 100 / 3 }));
    const body = {
      course: 'c'.repeat(SYLLABUS_LIMITS.course),
      title: 't'.repeat(SYLLABUS_LIMITS.title),
      term: 't'.repeat(SYLLABUS_LIMITS.term),
      file_name: 'f'.repeat(SYLLABUS_LIMITS.fileName),
      topics,
      grading,
    };
    expect(await create(user, body)).toMatchObject({ ...body, version: 1 });
  });

  it('refuses a syllabus past the cap', async () => {
    const user = await api.newUser();
    await api.db.orm.insert(syllabi).values(Array.from({ length: SYLLABUS_CAP }, (_, index) => ({ ownerSub: user.sub, course: `C ${index}` })));
    const response = await user.request('POST', list, algorithms);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`You can keep at most ${SYLLABUS_CAP} syllabi. Delete some to add more.`);
  });
});

describe('the tasks of a syllabus', () => {
  it('are created in one batch after their syllabus, and the server marks them source syllabus', async () => {
    const user = await api.newUser();
    const syllabusId = randomUUID();
    const pushed = await user.request('POST', '/api/sync/', {
      operations: [
        { op: 'create', entity: 'syllabi', body: { ...algorithms, id: syllabusId }, idempotency_key: randomUUID() },
        {
          op: 'create',
          entity: 'tasks',
          body: { id: randomUUID(), title: 'Assignment 1', course: 'CS 2110', syllabus_id: syllabusId },
          idempotency_key: randomUUID(),
        },
      ],
    });
    expect(pushed.statusCode).toBe(200);
    const results = pushed.json().results;
    expect(results.map((r: { status: number }) => r.status)).toEqual([201, 201]);
    expect(results[1].record).toMatchObject({ title: 'Assignment 1', source: 'syllabus', syllabus_id: syllabusId });

    const { changes } = await feed(user);
    expect(changes.map(({ entity, id }) => [entity, id])).toEqual([
      ['syllabi', syllabusId],
      ['tasks', results[1].record.id],
    ]);
    expect(changes[0]!.record).toEqual(results[0].record);
  });

  it('follow their syllabus_id: naming one makes a task the syllabus’s, leaving it the student’s own', async () => {
    const user = await api.newUser();
    const syllabus = await create(user);
    const task = (await user.request('POST', '/api/tasks/', { title: 'Reading' })).json();
    expect(task).toMatchObject({ source: 'manual', syllabus_id: null });
    const linked = await user.request('PATCH', `/api/tasks/${task.id}/`, { syllabus_id: syllabus.id }, { 'if-match': '"1"' });
    expect(linked.json()).toMatchObject({ source: 'syllabus', syllabus_id: syllabus.id, version: 2 });
    const unlinked = await user.request('PATCH', `/api/tasks/${task.id}/`, { syllabus_id: null });
    expect(unlinked.json()).toMatchObject({ source: 'manual', syllabus_id: null, version: 3 });
    // The source is the server's to set.
    const refused = (await user.request('POST', '/api/tasks/', { title: 'Quiz 1', syllabus_id: syllabus.id, source: 'manual' })).json();
    expect(refused.errors).toEqual({ source: ['Unknown field.'] });
  });

  it('may not name another user’s syllabus (nor one that does not exist)', async () => {
    const [owner, other] = [await api.newUser(), await api.newUser()];
    const theirs = await create(owner);
    for (const syllabusId of [theirs.id, randomUUID()]) {
      const refused = await other.request('POST', '/api/tasks/', { title: 'Sneaky', syllabus_id: syllabusId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ syllabus_id: ['No such syllabus.'] });
    }
    const task = (await other.request('POST', '/api/tasks/', { title: 'Mine' })).json();
    expect((await other.request('PATCH', `/api/tasks/${task.id}/`, { syllabus_id: theirs.id })).statusCode).toBe(400);
    expect((await other.request('GET', '/api/tasks/')).json().results).toEqual([expect.objectContaining({ title: 'Mine', syllabus_id: null, version: 1 })]);
  });

  it('are deleted with their syllabus, each with its tombstone in the change feed', async () => {
    const user = await api.newUser();
    const syllabus = await create(user);
    const other = await create(user, { course: 'MATH 1920' });
    const made = [];
    for (const title of ['Assignment 1', 'Prelim 1']) made.push((await user.request('POST', '/api/tasks/', { title, syllabus_id: syllabus.id })).json());
    await user.request('PATCH', `/api/tasks/${made[1].id}/`, { status: 'complete' });
    const kept = (await user.request('POST', '/api/tasks/', { title: 'Problem set 1', syllabus_id: other.id })).json();
    const own = (await user.request('POST', '/api/tasks/', { title: 'Groceries' })).json();
    const { cursor } = await feed(user);

    expect((await user.request('DELETE', item(syllabus.id))).statusCode).toBe(204);
    const after = await feed(user, cursor);
    // The tasks first (in whichever order the database deleted them), then the syllabus, as a client would.
    expect(after.changes).toHaveLength(3);
    expect(after.changes.slice(0, 2)).toEqual(
      expect.arrayContaining([
        { entity: 'tasks', id: made[0].id, version: 2, deleted: true },
        { entity: 'tasks', id: made[1].id, version: 3, deleted: true },
      ]),
    );
    expect(after.changes[2]).toEqual({ entity: 'syllabi', id: syllabus.id, version: 2, deleted: true });
    const left = (await user.request('GET', '/api/tasks/')).json().results.map((t: { id: string }) => t.id);
    expect(left.sort()).toEqual([kept.id, own.id].sort());
  });
});

describe('syllabi elsewhere', () => {
  it('are in the account export', async () => {
    const user = await api.newUser();
    const syllabus = await create(user);
    const file = (await user.request('GET', '/api/account/export/')).json();
    expect(file.syllabi).toEqual([
      expect.objectContaining({ id: syllabus.id, course: 'CS 2110', topics: algorithms.topics, grading: algorithms.grading, version: 1 }),
    ]);
  });
});
