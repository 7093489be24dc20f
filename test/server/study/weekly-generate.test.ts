// POST /api/study/generate/ with no language model configured: the embedded generator writes the plan from
// the request and the student's classes, it is stored like any weekly plan (feed, versions), and it can be
// streamed. Retries never generate twice; refusals come before any streaming.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyPlans } from '../../../server/db/schema/weekly-plans';
import { newPlanWeekOf, WEEKLY_PLAN_CAP } from '../../../server/study/weekly-plan-service';
import { startTestApi, type TestApi } from '../support/test-api';
import { eventsOf, GENERATE, shownText, streaming, takeClasses } from './generate-support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const request = { title: 'Midterm prep', description: 'Recursion\nBinary trees\nHash tables', course: 'CS 2110', week_of: '2026-11-23' };

describe('generating without a model', () => {
  it('writes the plan with the embedded generator from the classes the student takes, stores it and answers it', async () => {
    const user = await api.newUser();
    await takeClasses(user);
    const response = await user.request('POST', GENERATE, request);
    expect(response.statusCode).toBe(201);
    const plan = response.json();
    expect(plan).toEqual({
      ...request,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      markdown_plan: expect.stringContaining('| Day | Time | Focus |'),
      archived: false,
      source: 'embedded',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      version: 1,
    });
    const markdown: string = plan.markdown_plan;
    for (const text of ['Midterm prep', 'Recursion', 'Binary trees', 'Hash tables', 'CS 2110', 'PHYS 1112']) expect(markdown).toContain(text);
    // Planned for a later term, not taken now: never put in this week.
    expect(markdown).not.toContain('MATH 1920');
    expect((await user.request('GET', '/api/study/weekly/')).json().results).toEqual([plan]);
    const { changes } = (await user.request('GET', '/api/changes/')).json();
    expect(changes.filter((change: { entity: string }) => change.entity === 'weekly_plans')).toEqual([
      { entity: 'weekly_plans', id: plan.id, version: 1, deleted: false, record: plan },
    ]);
  });

  it('names no course the student does not have', async () => {
    const user = await api.newUser();
    const plan = (await user.request('POST', GENERATE, { title: 'Catch up', description: 'Lecture notes\nProblem set' })).json();
    expect(plan.course).toBe('');
    expect(plan.markdown_plan).not.toMatch(/\b[A-Z]{2,5} ?\d{4}\b/);
  });

  it('places the student’s open tasks due that week as deadlines, not completed ones or other weeks’', async () => {
    const user = await api.newUser();
    await takeClasses(user);
    await user.request('POST', '/api/tasks/', { title: 'Problem set 5', course: 'CS 2110', due_at: '2026-11-26T23:59:00Z' });
    await user.request('POST', '/api/tasks/', { title: 'Lab report done', due_at: '2026-11-25T12:00:00Z', status: 'complete' });
    await user.request('POST', '/api/tasks/', { title: 'Essay next month', due_at: '2026-12-20T12:00:00Z' });
    const plan = (await user.request('POST', GENERATE, request)).json();
    expect(plan.markdown_plan).toContain('Problem set 5');
    expect(plan.markdown_plan).not.toContain('Lab report done');
    expect(plan.markdown_plan).not.toContain('Essay next month');
  });

  it('studies the topics the student’s syllabi set for that week, by date or by week of term', async () => {
    const user = await api.newUser();
    await takeClasses(user);
    // The term starts on Monday 31 August: its week 13 is the week of 23 November.
    const topics = [
      { week: 13, starts_on: null, topic: 'Graph traversals' },
      { week: 14, starts_on: '2026-11-25', topic: 'Shortest paths' },
      { week: 12, starts_on: null, topic: 'Heaps' },
    ];
    const syllabus = await user.request('POST', '/api/syllabi/', { course: 'CS 2110', term_start: '2026-08-31', topics });
    expect(syllabus.statusCode).toBe(201);
    const plan = (await user.request('POST', GENERATE, request)).json();
    expect(plan.markdown_plan).toContain('Graph traversals');
    expect(plan.markdown_plan).toContain('Shortest paths');
    expect(plan.markdown_plan).not.toContain('Heaps');
  });

  it('plans this week (next week from Thursday 18:00) when no week is given, and the given week otherwise', async () => {
    const user = await api.newUser();
    expect((await user.request('POST', GENERATE, { title: 'Now', description: 'Reading' })).json().week_of).toBe(newPlanWeekOf());
    const later = (await user.request('POST', GENERATE, { ...request, week_of: '2027-01-04' })).json();
    expect(later.week_of).toBe('2027-01-04');
  });

  it('writes visibly different plans for different requests', async () => {
    const user = await api.newUser();
    const one = (await user.request('POST', GENERATE, request)).json().markdown_plan;
    const other = (await user.request('POST', GENERATE, { ...request, title: 'Lab week', description: 'Optics lab report\nWave equations' })).json()
      .markdown_plan;
    expect(other).not.toBe(one);
    expect(other).toContain('Optics lab report');
    expect(one).not.toContain('Optics');
  });

  it('streams the plan in pieces, then the stored record', async () => {
    const user = await api.newUser();
    await takeClasses(user);
    const response = await user.request('POST', GENERATE, request, streaming);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toMatch(/no-cache/);
    // The hooks' headers survive the hijacked reply.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const events = eventsOf(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(2);
    expect(events.at(-1)!.event).toBe('plan');
    const plan = events.at(-1)!.data as { id: string; markdown_plan: string; source: string };
    expect(shownText(events)).toBe(plan.markdown_plan);
    expect(plan.source).toBe('embedded');
    expect((await user.request('GET', '/api/study/weekly/')).json().results).toEqual([plan]);
  });
});

describe('retries', () => {
  it('answer a repeated id with the stored plan, 200, without writing another', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const first = await user.request('POST', GENERATE, { ...request, id });
    expect(first.statusCode).toBe(201);
    await user.request('PATCH', `/api/study/weekly/${id}/`, { markdown_plan: '# Edited on the phone' });
    const again = await user.request('POST', GENERATE, { ...request, id, title: 'A retry' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, title: 'Midterm prep', markdown_plan: '# Edited on the phone', version: 2 });
    const streamed = eventsOf((await user.request('POST', GENERATE, { ...request, id }, streaming)).body);
    expect(streamed).toEqual([{ event: 'plan', data: again.json() }]);
    expect((await user.request('GET', '/api/study/weekly/')).json().count).toBe(1);
  });

  it('replay the first answer to an Idempotency-Key, and refuse the key for another request', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const first = await user.request('POST', GENERATE, request, { 'idempotency-key': key });
    const replay = await user.request('POST', GENERATE, request, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const streamedReplay = await user.request('POST', GENERATE, request, { 'idempotency-key': key, ...streaming });
    expect(eventsOf(streamedReplay.body)).toEqual([{ event: 'plan', data: first.json() }]);
    const reused = await user.request('POST', GENERATE, { ...request, title: 'Another' }, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect((await user.request('GET', '/api/study/weekly/')).json().count).toBe(1);
  });

  it('give another user’s id a fresh one, revealing nothing', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const id = randomUUID();
    await alice.request('POST', GENERATE, { ...request, id });
    const response = await bob.request('POST', GENERATE, { title: 'Bob’s week', description: 'Essays', id });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(id);
    expect(response.json().markdown_plan).not.toContain('Midterm');
  });
});

describe('refusals', () => {
  const refusals: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    ['a blank title', { ...request, title: ' ' }, { title: ['This field may not be blank.'] }],
    ['a title over 200 characters', { ...request, title: 'x'.repeat(201) }, { title: ['Ensure this field has no more than 200 characters.'] }],
    [
      'a description over 5,000 characters',
      { ...request, description: 'x'.repeat(5001) },
      { description: ['Ensure this field has no more than 5000 characters.'] },
    ],
    ['a course over 100 characters', { ...request, course: 'x'.repeat(101) }, { course: ['Ensure this field has no more than 100 characters.'] }],
    [
      'a week that starts on a Sunday',
      { ...request, week_of: '2026-11-29' },
      { week_of: ['Enter the Monday of the week, in the form YYYY-MM-DD, from 2000-01-01 to 2100-12-31.'] },
    ],
    ['an id that is not a UUID', { ...request, id: 'plan-1' }, { id: ['Must be a valid UUID.'] }],
    ['a missing title', { description: 'x' }, { title: ['This field is required.'] }],
    ['a plan sent along', { ...request, markdown_plan: '# Mine' }, { markdown_plan: ['Unknown field.'] }],
  ];

  it.each(refusals)('refuse %s with the usual JSON error, before any streaming', async (_name, body, errors) => {
    const user = await api.newUser();
    for (const headers of [{}, streaming]) {
      const response = await user.request('POST', GENERATE, body, headers);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Validation failed.', errors });
    }
    expect((await user.request('GET', '/api/study/weekly/')).json().count).toBe(0);
  });

  it('accept every limit exactly', async () => {
    const user = await api.newUser();
    const response = await user.request('POST', GENERATE, {
      title: 't'.repeat(200),
      description: 'd'.repeat(5000),
      course: 'c'.repeat(100),
      week_of: '2026-11-30',
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuse a plan past the cap before writing anything', async () => {
    const user = await api.newUser();
    const rows = Array.from({ length: WEEKLY_PLAN_CAP }, (_, index) => ({ ownerSub: user.sub, title: `Week ${index}`, weekOf: '2026-11-23' }));
    await api.db.orm.insert(weeklyPlans).values(rows);
    const response = await user.request('POST', GENERATE, request, streaming);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/at most 1,000 weekly plans/);
    expect((await user.request('POST', '/api/study/weekly/', { title: 'One more' })).statusCode).toBe(400);
  });
});
