// The importer on a real database (PGlite, or PostgreSQL under test:pg): one transaction, updates in place
// by code and name, removals, and plans that keep their courses' code and title.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogFile, type CatalogFile } from '../../../src/lib/catalog/catalog-file';
import { importCatalog } from '../../../server/catalog/catalog-import';
import { importSampleIfEmpty, SAMPLE_CATALOG_FILE } from '../../../server/catalog/sample-catalog';
import type { Database } from '../../../server/db/database';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;
let db: Database;
beforeAll(async () => {
  api = await startTestApi({ sampleCatalog: false });
  db = api.db;
});
afterAll(() => api.close());

function catalogOf(value: unknown): CatalogFile {
  const result = readCatalogFile(value);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.catalog;
}

const sampleJson = () =>
  JSON.parse(readFileSync(SAMPLE_CATALOG_FILE, 'utf8')) as {
    university: { name: string };
    courses: Array<Record<string, unknown>>;
    programs: Array<Record<string, unknown>>;
  };

function small(name: string, titles: Record<string, string>) {
  return {
    format: 'degreemate-catalog/1',
    university: { name },
    courses: Object.entries(titles).map(([code, title]) => ({ code, title, credits: 3 })),
    programs: [{ name: 'Only', total_credits: 120, requirements: [{ category: 'Core', all_of: Object.keys(titles).slice(0, 1) }] }],
  };
}

async function counts(): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    'SELECT (SELECT count(*)::int FROM universities) AS universities, (SELECT count(*)::int FROM programs) AS programs, (SELECT count(*)::int FROM courses) AS courses',
  );
  return row!;
}

async function courseRows(university: string): Promise<Array<{ id: string; code: string; title: string }>> {
  return db.query('SELECT c.id, c.code, c.title FROM courses c JOIN universities u ON u.id = c.university_id WHERE u.name = $1 ORDER BY c.code', [university]);
}

describe('importCatalog', () => {
  it('imports the sample once, and not again when a university exists', async () => {
    const first = await importSampleIfEmpty(db);
    expect(first).toMatchObject({
      university: { name: 'Harborview State University' },
      courses: { added: 90, updated: 0, unchanged: 0, removed: 0 },
      programs: { added: 2, updated: 0, unchanged: 0, removed: 0 },
    });
    expect(await importSampleIfEmpty(db)).toBeUndefined();
    expect(await counts()).toMatchObject({ universities: 1, courses: 90, programs: 2 });
  });

  it('re-imports in place: a changed title updates, a removed course goes, ids stay, nothing duplicates', async () => {
    const file = sampleJson();
    const before = await courseRows(file.university.name);
    const cs2110 = file.courses.find((course) => course.code === 'CS 2110')!;
    cs2110.title = 'Data Structures and Object-Oriented Design';
    file.courses = file.courses.filter((course) => course.code !== 'GEOG 1200');
    file.programs = file.programs.map((program) => ({
      ...program,
      requirements: (program.requirements as Array<{ from?: string[] }>).map((r) =>
        r.from ? { ...r, from: r.from.filter((code) => code !== 'GEOG 1200') } : r,
      ),
    }));
    const summary = await importCatalog(db, catalogOf(file));
    expect(summary).toMatchObject({
      courses: { added: 0, updated: 1, unchanged: 88, removed: 1 },
      programs: { added: 0, updated: 2, unchanged: 0, removed: 0 },
    });
    const after = await courseRows(file.university.name);
    expect(after).toEqual(before.filter((row) => row.code !== 'GEOG 1200').map((row) => (row.code === 'CS 2110' ? { ...row, title: cs2110.title } : row)));
    expect(await counts()).toMatchObject({ universities: 1, courses: 89, programs: 2 });
  });

  it('changes nothing when the database refuses part of the file: one transaction', async () => {
    const before = await counts();
    const catalog = catalogOf(small('Broken University', { 'ART 1': 'Drawing', 'ART 2': 'Painting' }));
    // numeric(5,1) cannot hold it: the courses fail after the university was written.
    catalog.courses[1]!.credits = 1e9;
    await expect(importCatalog(db, catalog)).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });

  it('serialises imports of the same new university', async () => {
    const catalog = catalogOf(small('Twin University', { 'TW 1': 'One', 'TW 2': 'Two' }));
    await Promise.all([importCatalog(db, catalog), importCatalog(db, catalog)]);
    expect(await courseRows('Twin University')).toHaveLength(2);
    expect((await db.query("SELECT count(*)::int AS n FROM universities WHERE name = 'Twin University'"))[0]).toEqual({ n: 1 });
  });

  it('removes programs that left the file and keeps plan courses whose course left the catalogue', async () => {
    await importCatalog(
      db,
      catalogOf({
        ...small('Plan University', { 'PL 1': 'Kept', 'PL 2': 'Leaving' }),
        programs: [
          { name: 'Old', total_credits: 60 },
          { name: 'New', total_credits: 60 },
        ],
      }),
    );
    const leaving = (await courseRows('Plan University')).find((row) => row.code === 'PL 2')!;
    const user = await api.newUser();
    const plan = (await user.request('POST', '/api/plans/', { start_term: 'Fall', start_year: 2026 })).json();
    const planCourse = await user.request('POST', '/api/plan-courses/', {
      plan: plan.id,
      course: leaving.id,
      course_code: 'PL 2',
      course_title: 'Leaving',
      term: 'Fall 2026',
    });
    expect(planCourse.statusCode).toBe(201);

    const summary = await importCatalog(db, catalogOf({ ...small('Plan University', { 'PL 1': 'Kept' }), programs: [{ name: 'New', total_credits: 60 }] }));
    expect(summary).toMatchObject({ courses: { removed: 1 }, programs: { removed: 1, unchanged: 1 } });
    const courses = (await user.request('GET', `/api/plan-courses/?plan=${plan.id}`)).json().results;
    expect(courses).toEqual([expect.objectContaining({ course: leaving.id, course_code: 'PL 2', course_title: 'Leaving' })]);
  });
});
