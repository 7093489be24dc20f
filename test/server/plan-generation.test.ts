// POST /api/plans/ without courses generates them on the server from the sample catalogue, and
// GET /api/requirements/ measures a plan against its program. The app's own creates (courses: []) never generate.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTerm } from '../../src/lib/catalog/current-term';
import { parseTerm, termIndex, type Season } from '../../src/lib/catalog/terms';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
let university: { id: string; name: string };
let computerScience: { id: string; program_name: string; total_credits: number; requirements: { category: string }[] };
let otherProgram: { id: string };

beforeAll(async () => {
  api = await startTestApi();
  const user = await api.newUser();
  [university] = (await user.request('GET', '/api/universities/')).json().results;
  const programs = (await user.request('GET', `/api/programs/?university=${university.id}`)).json().results;
  computerScience = programs.find((program: { program_name: string }) => program.program_name === 'Computer Science');
  otherProgram = programs.find((program: { id: string }) => program.id !== computerScience.id);
});
afterAll(() => api.close());

const start = { start_term: 'Fall', start_year: 2026 };

async function generate(user: TestUser, body: Record<string, unknown> = {}) {
  return user.request('POST', '/api/plans/', { program: computerScience.id, ...start, credit_load: 15, ...body });
}

describe('a plan posted without courses', () => {
  it('gets every course its program needs, each in a term, with the figures filled in', async () => {
    const user = await api.newUser();
    const response = await generate(user);
    expect(response.statusCode).toBe(201);
    const plan = response.json();
    expect(plan).toMatchObject({
      university: university.id,
      university_name: university.name,
      program_name: 'Computer Science',
      total_credits: computerScience.total_credits,
    });
    expect(plan.courses.length).toBeGreaterThan(20);
    const terms = plan.courses.map((course: { term: string }) => termIndex(parseTerm(course.term)!));
    expect(terms).toEqual([...terms].sort((a, b) => a - b));
    expect(plan.estimated_graduation).toBe(plan.courses.at(-1).term);
    expect(plan.terms_needed).toBeGreaterThanOrEqual(plan.lower_bound_terms);
    expect(plan.lower_bound_terms).toBeGreaterThan(0);
    expect(plan.courses.every((course: { status: string; course: string }) => course.status === 'planned' && course.course)).toBe(true);
    expect((await user.request('GET', `/api/plan-courses/?plan=${plan.id}&limit=500`)).json().count).toBe(plan.courses.length);
  });

  it('for a student who started two years ago, places nothing in a term that has ended or is under way', async () => {
    const user = await api.newUser();
    const response = await generate(user, { start_term: 'Fall', start_year: new Date().getFullYear() - 2 });
    expect(response.statusCode).toBe(201);
    const { courses } = response.json() as { courses: { term: string }[] };
    const terms = (await user.request('GET', `/api/universities/`)).json().results[0].terms as Season[];
    const now = termIndex(currentTerm(new Date(), terms));
    expect(courses.filter((course) => termIndex(parseTerm(course.term)!) <= now)).toEqual([]);
  });

  it('is generated once: a replay with the same Idempotency-Key answers the same plan', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const first = await user.request('POST', '/api/plans/', { program: computerScience.id, ...start }, { 'idempotency-key': key });
    const again = await user.request('POST', '/api/plans/', { program: computerScience.id, ...start }, { 'idempotency-key': key });
    expect(again.json()).toEqual(first.json());
    expect((await user.request('GET', '/api/plans/')).json().count).toBe(1);
  });

  it('is not generated again when the same id is posted again (a retry without a key)', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const first = await generate(user, { id });
    const again = await generate(user, { id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await user.request('GET', `/api/plan-courses/?plan=${id}&limit=500`)).json().count).toBe(first.json().courses.length);
  });

  it('is generated in a batch too, but never when the app sends its own courses', async () => {
    const user = await api.newUser();
    const [generated, own] = [randomUUID(), randomUUID()];
    const response = await user.request('POST', '/api/sync/', {
      operations: [
        { op: 'create', entity: 'plans', body: { id: generated, program: computerScience.id, ...start }, idempotency_key: randomUUID() },
        { op: 'create', entity: 'plans', body: { id: own, program: computerScience.id, ...start, courses: [] }, idempotency_key: randomUUID() },
      ],
    });
    expect(response.json().results.map((result: { status: number }) => result.status)).toEqual([201, 201]);
    expect((await user.request('GET', `/api/plan-courses/?plan=${generated}`)).json().count).toBeGreaterThan(20);
    expect((await user.request('GET', `/api/plan-courses/?plan=${own}`)).json().count).toBe(0);
  });

  it('sent with courses but no names, gets the university, program and total credits from the catalogue', async () => {
    const user = await api.newUser();
    const response = await user.request('POST', '/api/plans/', { program: computerScience.id, ...start, courses: [] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      university: university.id,
      university_name: university.name,
      program_name: 'Computer Science',
      total_credits: computerScience.total_credits,
      courses: [],
    });
    // Names the client sent are kept; an unknown program with courses is stored as sent, not refused.
    const named = await user.request('POST', '/api/plans/', { program: computerScience.id, ...start, courses: [], program_name: 'CS (my name)' });
    expect(named.json()).toMatchObject({ program_name: 'CS (my name)', university_name: university.name });
    const unknown = await user.request('POST', '/api/plans/', { program: randomUUID(), ...start, courses: [] });
    expect(unknown.statusCode).toBe(201);
  });

  it('is refused when the program is unknown or not the university’s', async () => {
    const user = await api.newUser();
    const unknown = await generate(user, { program: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ program: ['No such program in the catalogue.'] });
    const mismatched = await generate(user, { program: otherProgram.id, university: randomUUID() });
    expect(mismatched.json().errors).toEqual({ program: ['This program is not offered by the chosen university.'] });
    expect((await user.request('GET', '/api/plans/')).json().count).toBe(0);
  });

  it('without a program is created empty', async () => {
    const user = await api.newUser();
    const response = await user.request('POST', '/api/plans/', start);
    expect(response.json().courses).toEqual([]);
  });
});

describe('requirements', () => {
  it('are none without a plan, and one row per program requirement for the current plan', async () => {
    const user = await api.newUser();
    expect((await user.request('GET', '/api/requirements/')).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    const plan = (await generate(user)).json();
    const rows = (await user.request('GET', '/api/requirements/')).json().results;
    expect(rows.map((row: { category: string }) => row.category)).toEqual(computerScience.requirements.map((requirement) => requirement.category));
    expect(rows[0]).toMatchObject({ id: `${plan.id}:1`, plan: plan.id, credits_completed: 0 });
    for (const row of rows) expect(row.credits_remaining).toBe(row.credits_required);
  });

  it('count a course once it is taken', async () => {
    const user = await api.newUser();
    const plan = (await generate(user)).json();
    const before = (await user.request('GET', '/api/requirements/')).json().results;
    const course = plan.courses[0];
    await user.request('PATCH', `/api/plan-courses/${course.id}/`, { status: 'taken' });
    const after = (await user.request('GET', `/api/requirements/?plan=${plan.id}`)).json().results;
    const completed = (rows: { credits_completed: number }[]) => rows.reduce((sum, row) => sum + row.credits_completed, 0);
    expect(completed(after) - completed(before)).toBe(course.credit);
  });

  it('never measure another user’s plan', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const plan = (await generate(alice)).json();
    expect((await bob.request('GET', `/api/requirements/?plan=${plan.id}`)).json().count).toBe(0);
  });
});
