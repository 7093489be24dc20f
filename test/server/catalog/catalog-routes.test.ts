// /api/universities/, /api/programs/?university=, /api/advisor/courses/?program= on the real server, which
// imported the bundled sample on its first start.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogCourse, Program, University } from '../../../src/lib/catalog/catalog';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.newUser();
});
afterAll(() => api.close());

async function get<T>(url: string): Promise<{ count: number; next: null; previous: null; results: T[] }> {
  const response = await user.request('GET', url);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function harborview(): Promise<University> {
  return (await get<University>('/api/universities/')).results[0]!;
}

async function program(name: string): Promise<Program> {
  const programs = await get<Program>(`/api/programs/?university=${(await harborview()).id}`);
  return programs.results.find((candidate) => candidate.program_name === name)!;
}

describe('catalogue routes', () => {
  it('lists the sample university on a fresh server', async () => {
    expect(await get<University>('/api/universities/')).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Harborview State University',
          terms: ['Spring', 'Summer', 'Fall'],
          grading_scale: { grades: expect.arrayContaining([{ grade: 'A-', points: 3.7, credit: true, attempted: true }]) },
        },
      ],
    });
  });

  it('serves the grading scale the catalogue file gives, and the common 4.0 scale when it gives none', async () => {
    const university = await harborview();
    const grades = university.grading_scale!.grades;
    expect(grades.map((definition) => definition.grade)).toEqual([
      'A+',
      'A',
      'A-',
      'B+',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'P',
      'NP',
      'S',
      'U',
      'W',
      'I',
    ]);
    expect(grades.find((definition) => definition.grade === 'W')).toEqual({ grade: 'W', points: null, credit: false, attempted: false });
    expect(grades.find((definition) => definition.grade === 'NP')).toEqual({ grade: 'NP', points: null, credit: false, attempted: true });
  });

  it('lists a university’s programs by name, with their requirements in file order', async () => {
    const university = await harborview();
    const programs = await get<Program>(`/api/programs/?university=${university.id}`);
    expect(programs).toMatchObject({ count: 2, next: null, previous: null });
    expect(programs.results.map((p) => p.program_name)).toEqual(['Computer Science', 'Mathematics']);
    const cs = programs.results[0]!;
    expect(cs).toMatchObject({ university: university.id, degree: 'BS', total_credits: 120, min_gpa: 2 });
    expect(cs.requirements[0]).toEqual({ category: 'First-year seminar', kind: 'all_of', courses: ['FYS 1000'], credits: 1 });
    expect(cs.requirements[1]).toMatchObject({ category: 'Computer science core', kind: 'all_of', credits: 31 });
    expect(cs.requirements.at(-1)).toEqual({ category: 'Free electives', kind: 'credits', courses: [], credits: 26 });
  });

  it('lists every course of the program’s university, sorted by code, with every field', async () => {
    const cs = await program('Computer Science');
    const courses = await get<CatalogCourse>(`/api/advisor/courses/?program=${cs.id}`);
    expect(courses.count).toBe(90);
    expect(courses.results).toHaveLength(90);
    const codes = courses.results.map((course) => course.course_code);
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(courses.results.find((course) => course.course_code === 'CS 4120')).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      course_code: 'CS 4120',
      course_title: 'Compilers',
      course_description: 'Lexing, parsing, type checking, intermediate code, optimisation and code generation.',
      course_credit: 3,
      course_offered: 'Fall',
      course_category: 'Computer science',
      course_prereq: 'CS 4110 or CS 3110 and CS 3410',
      course_coreq: 'CS 4121',
      min_grade_req: '',
      course_url: '',
      course_note: '',
    });
    expect(courses.results.find((course) => course.course_code === 'MATH 1110')).toMatchObject({
      course_offered: 'Spring, Summer, Fall',
      course_prereq: 'MATH 1050 or PLCM 200',
      course_url: 'https://catalog.harborview.example.edu/courses/math-1110',
    });
    expect(courses.results.find((course) => course.course_code === 'GEOG 1200')).toMatchObject({ course_offered: '' });
    expect(courses.results.find((course) => course.course_code === 'CS 4121')).toMatchObject({ course_credit: 1.5 });
    // The catalogue is the university's: both programs see the same courses.
    const math = await get<CatalogCourse>(`/api/advisor/courses/?program=${(await program('Mathematics')).id}`);
    expect(math.results).toEqual(courses.results);
  });

  it.each([
    ['/api/programs/', 'university'],
    ['/api/advisor/courses/', 'program'],
  ])('refuses %s without ?%s= (400)', async (path, field) => {
    for (const url of [path, `${path}?${field}=`]) {
      const response = await user.request('GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Validation failed.', errors: { [field]: [expect.any(String)] } });
    }
  });

  it.each(['/api/programs/?university=', '/api/advisor/courses/?program='])('answers 404 for %s an unknown or malformed id', async (prefix) => {
    for (const id of [randomUUID(), 'not-a-uuid', '12345']) {
      const response = await user.request('GET', `${prefix}${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it.each(['/api/universities/', '/api/programs/?university=x', '/api/advisor/courses/?program=x'])('needs a signed-in user: %s', async (url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
  });
});

describe('a server started with SAMPLE_CATALOG off', () => {
  it('has an empty catalogue', async () => {
    const empty = await startTestApi({ sampleCatalog: false });
    try {
      const someone = await empty.newUser();
      expect((await someone.request('GET', '/api/universities/')).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    } finally {
      await empty.close();
    }
  });
});
