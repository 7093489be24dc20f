// /api/tasks/: lifecycle, completed_at following status, validation, owner scoping, client ids,
// Idempotency-Key, If-Match versions, the cap, list filters, and tasks in the change feed and the batch.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ calendar: { resync: false } });
});
afterAll(() => api.close());

const list = '/api/tasks/';
const item = (id: string) => `/api/tasks/${id}/`;
const homework = { title: 'Homework 3', notes: 'Linked lists', course: 'CS 2110', due_at: '2026-12-02T23:59:00-05:00' };

async function titles(user: TestUser, query = ''): Promise<string[]> {
  const response = await user.request('GET', `${list}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().results.map((t: { title: string }) => t.title);
}

describe('task lifecycle', () => {
  it('creates with defaults, lists newest first, updates and deletes', async () => {
    const user = await api.newUser();
    expect((await user.request('GET', list)).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    const first = await user.request('POST', list, { ...homework, title: '  Homework 3  ' });
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Homework 3',
      notes: 'Linked lists',
      course: 'CS 2110',
      due_at: '2026-12-03T04:59:00.000Z',
      all_day: false,
      status: 'todo',
      completed_at: null,
      source: 'manual',
      syllabus_id: null,
      import_id: null,
      source_event_id: null,
      removed_upstream: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      version: 1,
    });
    const bare = (await user.request('POST', list, { title: 'Read chapter 4' })).json();
    expect(bare).toMatchObject({ notes: '', course: '', due_at: null, all_day: false, status: 'todo' });
    // An exam on a day: kept as sent, and changed back to a time.
    const exam = (await user.request('POST', list, { title: 'Midterm', due_at: '2026-12-04T00:00:00-05:00', all_day: true })).json();
    expect(exam).toMatchObject({ due_at: '2026-12-04T05:00:00.000Z', all_day: true });
    const timed = await user.request('PATCH', `${list}${exam.id}/`, { all_day: false }, { 'if-match': '"1"' });
    expect(timed.json()).toMatchObject({ all_day: false, version: 2 });
    expect((await user.request('POST', list, { title: 'Quiz', all_day: 'yes' })).json().errors).toHaveProperty('all_day');
    expect((await user.request('DELETE', `${list}${exam.id}/`, undefined, { 'if-match': '"2"' })).statusCode).toBe(204);
    expect(await titles(user)).toEqual(['Read chapter 4', 'Homework 3']);

    const moved = await user.request('PATCH', item(created.id), { status: 'in_progress', notes: 'Half done' }, { 'if-match': '"1"' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'in_progress', notes: 'Half done', title: 'Homework 3', version: 2, completed_at: null });

    expect((await user.request('DELETE', item(created.id))).statusCode).toBe(204);
    expect(await titles(user)).toEqual(['Read chapter 4']);
    expect((await user.request('PATCH', item(created.id), { title: 'Back?' })).statusCode).toBe(404);
    expect((await user.request('DELETE', item(created.id))).statusCode).toBe(404);
  });

  it('sets completed_at when a task becomes complete and clears it when it leaves complete', async () => {
    const user = await api.newUser();
    const task = (await user.request('POST', list, { title: 'Essay' })).json();
    const before = Date.now();
    const done = (await user.request('PATCH', item(task.id), { status: 'complete' })).json();
    expect(Date.parse(done.completed_at)).toBeGreaterThanOrEqual(before - 1000);
    const renamed = (await user.request('PATCH', item(task.id), { title: 'Essay draft' })).json();
    expect(renamed.completed_at).toBe(done.completed_at);
    expect((await user.request('PATCH', item(task.id), { status: 'todo' })).json()).toMatchObject({ status: 'todo', completed_at: null });
    const given = (await user.request('POST', list, { title: 'Done offline', status: 'complete', completed_at: '2026-11-20T10:00:00+01:00' })).json();
    expect(given.completed_at).toBe('2026-11-20T09:00:00.000Z');
  });

  it('refuses what cannot be stored, with a message per field', async () => {
    const user = await api.newUser();
    const cases: Array<[unknown, string]> = [
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'Ok', notes: 'x'.repeat(5001) }, 'notes'],
      [{ title: 'Ok', course: 'x'.repeat(101) }, 'course'],
      [{ title: 'Ok', due_at: '2026-12-02 23:59' }, 'due_at'],
      [{ title: 'Ok', due_at: '2026-12-02T23:59:00' }, 'due_at'],
      [{ title: 'Ok', status: 'done' }, 'status'],
      [{ title: 'Ok', source: 'import' }, 'source'],
      [{ title: 'Ok', id: 'not-a-uuid' }, 'id'],
    ];
    for (const [body, field] of cases) {
      const response = await user.request('POST', list, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    const task = (await user.request('POST', list, { title: 'Ok' })).json();
    expect((await user.request('PATCH', item(task.id), { removed_upstream: true })).statusCode).toBe(400);
    expect((await user.request('GET', `${list}?status=later`)).statusCode).toBe(400);
    expect(await titles(user)).toEqual(['Ok']);
  });
});

describe('task ownership and retries', () => {
  it('hides another user’s tasks (404) and gives a taken client id a fresh one', async () => {
    const [owner, other] = [await api.newUser(), await api.newUser()];
    const id = randomUUID();
    expect((await owner.request('POST', list, { ...homework, id })).json().id).toBe(id);
    expect((await other.request('PATCH', item(id), { title: 'Mine now' })).statusCode).toBe(404);
    expect((await other.request('DELETE', item(id))).statusCode).toBe(404);
    expect(await titles(other)).toEqual([]);
    const theirs = await other.request('POST', list, { ...homework, id, title: 'Same id' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(id);
    expect(await titles(owner)).toEqual(['Homework 3']);
  });

  it('answers a repeated create with the stored record, and replays an Idempotency-Key', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const first = await user.request('POST', list, { ...homework, id });
    const again = await user.request('POST', list, { ...homework, id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const key = { 'idempotency-key': randomUUID() };
    const keyed = await user.request('POST', list, { title: 'Keyed' }, key);
    const replayed = await user.request('POST', list, { title: 'Keyed' }, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(keyed.json());
    expect((await titles(user)).sort()).toEqual(['Homework 3', 'Keyed']);
  });

  it('refuses a change based on an old version with 412 and the task as it is', async () => {
    const user = await api.newUser();
    const task = (await user.request('POST', list, homework)).json();
    const edited = (await user.request('PATCH', item(task.id), { status: 'complete' }, { 'if-match': '"1"' })).json();
    const stale = await user.request('PATCH', item(task.id), { title: 'Old edit' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toEqual(edited);
    expect((await user.request('DELETE', item(task.id), undefined, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect((await user.request('DELETE', item(task.id), undefined, { 'if-match': '"2"' })).statusCode).toBe(204);
  });

  it('stops at 10,000 tasks a user, and a delete makes room again', async () => {
    const user = await api.newUser();
    await api.db.query(`INSERT INTO tasks (owner_sub, title) SELECT $1, 'Task ' || n FROM generate_series(1, 9999) AS n`, [user.sub]);
    const last = await user.request('POST', list, homework);
    expect(last.statusCode).toBe(201);
    const tooMany = await user.request('POST', list, homework);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('You can keep at most 10,000 tasks. Delete some to add more.');
    expect((await user.request('DELETE', item(last.json().id))).statusCode).toBe(204);
    expect((await user.request('POST', list, homework)).statusCode).toBe(201);
    // Another user's count is their own.
    expect((await (await api.newUser()).request('POST', list, homework)).statusCode).toBe(201);
  });
});

describe('task list filters', () => {
  it('filters by status and by due date, counting only what matches', async () => {
    const user = await api.newUser();
    await user.request('POST', list, { title: 'Early', due_at: '2026-12-01T12:00:00Z' });
    await user.request('POST', list, { title: 'Late', due_at: '2026-12-10T12:00:00Z', status: 'in_progress' });
    await user.request('POST', list, { title: 'Someday' });
    await user.request('POST', list, { title: 'Finished', due_at: '2026-12-05T12:00:00Z', status: 'complete' });
    expect(await titles(user, '?status=in_progress')).toEqual(['Late']);
    expect(await titles(user, '?due_before=2026-12-06T00:00:00Z')).toEqual(['Finished', 'Early']);
    expect(await titles(user, '?due_after=2026-12-05T12:00:00Z')).toEqual(['Finished', 'Late']);
    const window = await user.request('GET', `${list}?due_after=2026-12-02T00:00:00%2B01:00&due_before=2026-12-08T00:00:00Z&status=complete`);
    expect(window.json()).toMatchObject({ count: 1, results: [{ title: 'Finished' }] });
    expect((await user.request('GET', `${list}?due_before=tomorrow`)).statusCode).toBe(400);
  });
});

describe('tasks in the sync machinery', () => {
  it('appear in the change feed and are written by the batch', async () => {
    const user = await api.newUser();
    const task = (await user.request('POST', list, homework)).json();
    const pushed = await user.request('POST', '/api/sync/', {
      operations: [
        { op: 'create', entity: 'tasks', body: { id: randomUUID(), title: 'Offline task', status: 'complete' }, idempotency_key: randomUUID() },
        { op: 'update', entity: 'tasks', id: task.id, body: { status: 'in_progress' }, base_version: 1, idempotency_key: randomUUID() },
        { op: 'create', entity: 'tasks', body: { title: '' }, idempotency_key: randomUUID() },
      ],
    });
    expect(pushed.statusCode).toBe(200);
    const results = pushed.json().results;
    expect(results.map((r: { status: number }) => r.status)).toEqual([201, 200, 400]);
    expect(results[0].record).toMatchObject({ title: 'Offline task', completed_at: expect.any(String) });

    const feed = (await user.request('GET', '/api/changes/')).json();
    const tasks = feed.changes.filter((change: { entity: string }) => change.entity === 'tasks');
    expect(tasks).toHaveLength(2);
    expect(tasks).toContainEqual(expect.objectContaining({ id: task.id, version: 2, record: expect.objectContaining({ status: 'in_progress' }) }));

    await user.request('DELETE', item(task.id));
    const after = (await user.request('GET', `/api/changes/?since=${feed.cursor}`)).json();
    expect(after.changes).toEqual([{ entity: 'tasks', id: task.id, version: 3, deleted: true }]);
  });
});

describe('announcements', () => {
  it('lists the seeded announcements newest first, to signed-in users only', async () => {
    const user = await api.newUser();
    const response = await user.request('GET', '/api/announcements/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(body.results.map((a: { title: string }) => a.title)).toEqual(['Calendar sync', 'Works offline', 'Welcome to DegreeMate']);
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      title: 'Calendar sync',
      body: expect.stringContaining('calendar'),
      published_at: '2026-11-15T09:00:00.000Z',
    });
    expect((await api.app.inject({ method: 'GET', url: '/api/announcements/' })).statusCode).toBe(401);
  });
});
