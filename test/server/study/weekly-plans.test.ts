// /api/study/weekly/: CRUD, validation of every limit, client-chosen ids, idempotent replays, versions,
// the archived filter, owner isolation, and the change feed and the batch carrying weekly_plans.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';
import { currentWeekOf } from '../../../server/study/weekly-plan-service';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const list = '/api/study/weekly/';
const item = (id: string) => `/api/study/weekly/${id}/`;
const plan = {
  title: 'Midterm week',
  description: 'Recursion, trees',
  course: 'CS 2110',
  markdown_plan: '# Midterm week\n\n| Day | Time | Focus |\n| --- | --- | --- |\n| Monday | 17:00–18:00 | Recursion |',
  week_of: '2026-11-23',
  source: 'embedded',
};

async function titles(user: TestUser, query = ''): Promise<string[]> {
  return (await user.request('GET', `${list}${query}`)).json().results.map((p: { title: string }) => p.title);
}

describe('weekly plan lifecycle', () => {
  it('starts with an empty page', async () => {
    const user = await api.newUser();
    expect((await user.request('GET', list)).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('creates with every field, lists newest first, changes and deletes', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const first = await user.request('POST', list, { ...plan, id });
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created).toEqual({ ...plan, id, archived: false, created_at: expect.any(String), updated_at: expect.any(String), version: 1 });

    await user.request('POST', list, { title: 'Quiet week' });
    expect(await titles(user)).toEqual(['Quiet week', 'Midterm week']);

    const changes = { title: 'Finals week', description: 'Graphs', course: '', markdown_plan: '# Finals', archived: true, week_of: '2026-11-30' };
    const changed = await user.request('PATCH', item(id), changes, { 'if-match': '"1"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ...changes, id, source: 'embedded', version: 2 });

    const deleted = await user.request('DELETE', item(id), undefined, { 'if-match': '2' });
    expect(deleted.statusCode).toBe(204);
    expect(await titles(user)).toEqual(['Quiet week']);
    expect((await user.request('DELETE', item(id))).statusCode).toBe(404);
    expect((await user.request('PATCH', item(id), { title: 'Back?' })).statusCode).toBe(404);
  });

  it('fills in the defaults: no description or course, not archived, this week, written by the embedded generator', async () => {
    const user = await api.newUser();
    const created = (await user.request('POST', list, { title: 'Bare' })).json();
    expect(created).toMatchObject({
      title: 'Bare',
      description: '',
      course: '',
      markdown_plan: '',
      archived: false,
      week_of: currentWeekOf(),
      source: 'embedded',
    });
    expect(new Date(`${created.week_of}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('keeps the model’s name as the source, and never changes it', async () => {
    const user = await api.newUser();
    const created = (await user.request('POST', list, { ...plan, source: 'llama3.1:8b' })).json();
    expect(created.source).toBe('llama3.1:8b');
    const refused = await user.request('PATCH', item(created.id), { source: 'embedded' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ source: ['Unknown field.'] });
  });

  it('answers a repeated create with the stored record, not a duplicate', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const first = await user.request('POST', list, { ...plan, id });
    const again = await user.request('POST', list, { ...plan, id, title: 'Changed in the retry' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await titles(user)).toEqual(['Midterm week']);
  });

  it('replays an Idempotency-Key’s first answer, and refuses the key for another request', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const first = await user.request('POST', list, plan, { 'idempotency-key': key });
    const replay = await user.request('POST', list, plan, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await titles(user)).toEqual(['Midterm week']);
    const reused = await user.request('POST', list, { ...plan, title: 'Other' }, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
  });

  it('refuses a stale change with 412 and the plan as it is', async () => {
    const user = await api.newUser();
    const { id } = (await user.request('POST', list, plan)).json();
    const moved = (await user.request('PATCH', item(id), { archived: true }, { 'if-match': '1' })).json();
    const stale = await user.request('PATCH', item(id), { title: 'Stale' }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: 'This record was changed on another device.', current: moved });
    expect((await user.request('DELETE', item(id), undefined, { 'if-match': '1' })).statusCode).toBe(412);
    expect(await titles(user)).toEqual(['Midterm week']);
  });

  it('lists only the archived plans, or only the others', async () => {
    const user = await api.newUser();
    await user.request('POST', list, { ...plan, title: 'Old', archived: true });
    const { id } = (await user.request('POST', list, { ...plan, title: 'Current' })).json();
    await user.request('POST', list, { ...plan, title: 'Older', archived: true });
    expect(await titles(user, '?archived=true')).toEqual(['Older', 'Old']);
    expect(await titles(user, '?archived=false')).toEqual(['Current']);
    expect((await user.request('GET', `${list}?archived=true`)).json().count).toBe(2);
    await user.request('PATCH', item(id), { archived: true });
    expect(await titles(user, '?archived=false')).toEqual([]);
    expect(await titles(user)).toEqual(['Older', 'Current', 'Old']);
    const bad = await user.request('GET', `${list}?archived=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ archived: ['Must be true or false.'] });
  });

  it('pages through the list with the filter kept', async () => {
    const user = await api.newUser();
    for (const title of ['A', 'B', 'C']) await user.request('POST', list, { ...plan, title, archived: true });
    await user.request('POST', list, { ...plan, title: 'Not archived' });
    const first = (await user.request('GET', `${list}?archived=true&limit=2`)).json();
    expect(first.results.map((p: { title: string }) => p.title)).toEqual(['C', 'B']);
    expect(first.next).toMatch(/archived=true/);
    const second = (await user.request('GET', first.next)).json();
    expect(second.results.map((p: { title: string }) => p.title)).toEqual(['A']);
    expect(second.next).toBeNull();
  });
});

describe('validation', () => {
  const monday = '2026-11-23';
  const refusals: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    ['a blank title', { ...plan, title: '   ' }, { title: ['This field may not be blank.'] }],
    ['a title over 200 characters', { ...plan, title: 'x'.repeat(201) }, { title: ['Ensure this field has no more than 200 characters.'] }],
    [
      'a description over 5,000 characters',
      { ...plan, description: 'x'.repeat(5001) },
      { description: ['Ensure this field has no more than 5000 characters.'] },
    ],
    ['a course over 100 characters', { ...plan, course: 'x'.repeat(101) }, { course: ['Ensure this field has no more than 100 characters.'] }],
    [
      'a plan over 100,000 characters',
      { ...plan, markdown_plan: 'x'.repeat(100_001) },
      { markdown_plan: ['Ensure this field has no more than 100000 characters.'] },
    ],
    ['a source over 200 characters', { ...plan, source: 'x'.repeat(201) }, { source: ['Ensure this field has no more than 200 characters.'] }],
    ['a blank source', { ...plan, source: ' ' }, { source: ['This field may not be blank.'] }],
    [
      'a week that starts on a Tuesday',
      { ...plan, week_of: '2026-11-24' },
      { week_of: ['Enter the Monday of the week, in the form YYYY-MM-DD, from 2000-01-01 to 2100-12-31.'] },
    ],
    [
      'a week that is not a date',
      { ...plan, week_of: 'next week' },
      { week_of: ['Enter the Monday of the week, in the form YYYY-MM-DD, from 2000-01-01 to 2100-12-31.'] },
    ],
    ['archived as text', { ...plan, archived: 'yes' }, { archived: ['Must be true or false.'] }],
    ['a missing title', { description: 'x', week_of: monday }, { title: ['This field is required.'] }],
    ['an id that is not a UUID', { ...plan, id: '42' }, { id: ['Must be a valid UUID.'] }],
    ['a version', { ...plan, version: 3 }, { version: ['Unknown field.'] }],
    ['an unknown field', { ...plan, owner_sub: 'auth0|someone' }, { owner_sub: ['Unknown field.'] }],
  ];

  it.each(refusals)('refuses %s on create', async (_name, body, errors) => {
    const user = await api.newUser();
    const response = await user.request('POST', list, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Validation failed.', errors });
    expect(await titles(user)).toEqual([]);
  });

  it('refuses an invalid change and keeps the plan as it was', async () => {
    const user = await api.newUser();
    const { id } = (await user.request('POST', list, plan)).json();
    const response = await user.request('PATCH', item(id), { title: 'Fine', week_of: '2026-11-29', markdown_plan: 'x'.repeat(100_001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      week_of: ['Enter the Monday of the week, in the form YYYY-MM-DD, from 2000-01-01 to 2100-12-31.'],
      markdown_plan: ['Ensure this field has no more than 100000 characters.'],
    });
    expect((await user.request('GET', list)).json().results[0]).toMatchObject(plan);
  });

  it('trims text and accepts every limit exactly, a plan of 100,000 characters outside ASCII too', async () => {
    const user = await api.newUser();
    // 300 kB of UTF-8: more than the app's usual body limit.
    const body = {
      title: `  ${'t'.repeat(200)}  `,
      description: 'd'.repeat(5000),
      course: 'c'.repeat(100),
      markdown_plan: '–'.repeat(100_000),
      source: 's'.repeat(200),
      week_of: '2028-02-28',
    };
    const response = await user.request('POST', list, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...body, title: 't'.repeat(200) });
    const { id } = response.json();
    const changed = await user.request('PATCH', item(id), { markdown_plan: '✓'.repeat(100_000) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().markdown_plan).toHaveLength(100_000);
  });
});

describe('owners', () => {
  it('never show, change or delete another user’s weekly plans', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const { id } = (await alice.request('POST', list, plan)).json();
    expect((await bob.request('GET', list)).json().count).toBe(0);
    const patch = await bob.request('PATCH', item(id), { title: 'Mine now' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ detail: 'Not found.' });
    expect((await bob.request('DELETE', item(id))).statusCode).toBe(404);
    expect(await titles(alice)).toEqual(['Midterm week']);
  });

  it('create under a fresh id when another user owns the id, revealing nothing', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const id = randomUUID();
    await alice.request('POST', list, { ...plan, id });
    const response = await bob.request('POST', list, { title: 'Bob’s week', id });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(id);
    expect(JSON.stringify(response.json())).not.toContain('Midterm');
    expect(await titles(alice)).toEqual(['Midterm week']);
  });
});

describe('sync', () => {
  it('appear in the change feed, with tombstones for deletions', async () => {
    const user = await api.newUser();
    const kept = (await user.request('POST', list, plan)).json();
    const gone = (await user.request('POST', list, { ...plan, title: 'Gone' })).json();
    const edited = (await user.request('PATCH', item(kept.id), { archived: true })).json();
    await user.request('DELETE', item(gone.id));
    const { changes } = (await user.request('GET', '/api/changes/')).json();
    expect(changes).toEqual([
      { entity: 'weekly_plans', id: kept.id, version: 2, deleted: false, record: edited },
      { entity: 'weekly_plans', id: gone.id, version: 2, deleted: true },
    ]);
  });

  it('are created, changed and deleted through the batch, each answered as its single request', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const key = randomUUID();
    const operations = [
      { op: 'create', entity: 'weekly_plans', idempotency_key: key, body: { ...plan, id } },
      { op: 'update', entity: 'weekly_plans', id, base_version: 1, idempotency_key: randomUUID(), body: { archived: true } },
      { op: 'update', entity: 'weekly_plans', id, base_version: 1, idempotency_key: randomUUID(), body: { title: 'Stale' } },
      { op: 'create', entity: 'weekly_plans', idempotency_key: randomUUID(), body: { ...plan, week_of: '2026-11-25' } },
    ];
    const response = await user.request('POST', '/api/sync/', { operations });
    expect(response.statusCode).toBe(200);
    const results = response.json().results;
    expect(results.map((r: { status: number }) => r.status)).toEqual([201, 200, 412, 400]);
    expect(results[1].record).toMatchObject({ id, archived: true, version: 2 });
    expect(results[3].error.errors).toEqual({ week_of: ['Enter the Monday of the week, in the form YYYY-MM-DD, from 2000-01-01 to 2100-12-31.'] });
    // A replay through the single route gets the batch's answer.
    const replay = await user.request('POST', list, { ...plan, id }, { 'idempotency-key': key });
    expect(replay.json()).toEqual(results[0].record);
    const removed = await user.request('POST', '/api/sync/', {
      operations: [{ op: 'delete', entity: 'weekly_plans', id, base_version: 2, idempotency_key: randomUUID() }],
    });
    expect(removed.json().results).toEqual([{ status: 204 }]);
    expect(await titles(user)).toEqual([]);
  });
});
