// GET /api/account/export/: one JSON file with every row the server holds for the student,
// and none of another's. Every table with an owner_sub column must be exported or named as bookkeeping,
// so a table added later cannot be left out of the export without this failing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKKEEPING_TABLES, EXPORTED_TABLES } from '../../../server/account/account-tables';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';
import { ownedRowCounts, seedStudent } from './seed-student';

let api: TestApi;
let ada: TestUser;
let bob: TestUser;
beforeAll(async () => {
  api = await startTestApi({ sampleCatalog: false });
  [ada, bob] = [await api.newUser(), await api.newUser()];
  await seedStudent(ada.request, api.db, ada.sub, 'ADA-MARK');
  await seedStudent(bob.request, api.db, bob.sub, 'BOB-MARK');
});
afterAll(() => api?.close());

describe('which tables the export covers', () => {
  it('exports or names as bookkeeping every table with an owner_sub column, and only existing tables', async () => {
    const tables = Object.keys(await ownedRowCounts(api.db, ada.sub));
    const covered = [...EXPORTED_TABLES.map(({ table }) => table), ...Object.keys(BOOKKEEPING_TABLES)];
    expect(
      tables.filter((table) => !covered.includes(table)),
      'tables with owner_sub that neither the export nor the bookkeeping list names',
    ).toEqual([]);
    expect(covered.filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('exports every table without owner_sub that refers to a student’s table, inside its parent', async () => {
    const references = await api.db.query<{ child: string; parent: string }>(
      `SELECT DISTINCT tc.table_name::text AS child, ccu.table_name::text AS parent
         FROM information_schema.table_constraints tc
         JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
        WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
    );
    const owned = Object.keys(await ownedRowCounts(api.db, ada.sub));
    const orphans = references.filter(({ child, parent }) => owned.includes(parent) && !owned.includes(child));
    for (const { child, parent } of orphans) {
      expect(EXPORTED_TABLES.find(({ table }) => table === parent)?.children?.table, `${child} refers to ${parent}`).toBe(child);
    }
    expect(orphans.map(({ child }) => child)).toEqual(['calendar_import_dismissals']);
  });
});

describe('GET /api/account/export/', () => {
  it('answers a JSON file to save, with every exported table’s rows of the student', async () => {
    const response = await ada.request('GET', '/api/account/export/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="degreemate-export-\d{4}-\d\d-\d\d\.json"$/);
    const file = response.json();
    expect(file).toMatchObject({ format: 'degreemate-export/1', user: { sub: ada.sub, identity_provider: 'local', account: null } });

    const counts = await ownedRowCounts(api.db, ada.sub);
    for (const { table, section, single } of EXPORTED_TABLES) {
      expect(counts[table], `the seed has a row in ${table}`).toBeGreaterThan(0);
      const rows = single ? [file[section]] : file[section];
      expect(rows, section).toHaveLength(counts[table]!);
      for (const row of rows) expect(row, section).not.toHaveProperty('owner_sub');
    }
    expect(file.profile).toMatchObject({ first_name: 'Ada ADA-MARK', degree: 'BS Mathematics', is_onboarded: false });
    expect(file.settings).toMatchObject({ theme: 'dark', personal_notes: 'notes ADA-MARK' });
    expect(file.bookmarks.map((row: { title: string }) => row.title)).toEqual(['Library ADA-MARK']);
    expect(file.plan_courses[0]).toMatchObject({ plan_id: file.plans[0].id, course_title: 'Calculus ADA-MARK' });
    expect(file.syllabi).toMatchObject([{ course: 'MATH 101', title: 'Calculus ADA-MARK', topics: [{ week: 1, starts_on: null, topic: 'Limits ADA-MARK' }] }]);
    expect(file.tasks.find((row: { title: string }) => row.title === 'Problem set ADA-MARK')).toMatchObject({
      syllabus_id: file.syllabi[0].id,
      source: 'syllabus',
    });
    expect(file.class_meetings).toMatchObject([{ course: 'Calculus ADA-MARK', weekday: 1, start_time: '10:00', end_time: '11:30', location: 'Hall ADA-MARK' }]);
    expect(file.advisor_messages.map((row: { role: string }) => row.role)).toEqual(['user', 'assistant']);
    expect(file.advisor_messages[0].content).toBe('Which math course next? ADA-MARK');
    expect(file.calendar_imports[0].dismissed_events).toEqual([{ source_event_id: 'event-ADA-MARK' }]);
    // The subscription's secret stays on the server.
    expect(Object.keys(file.calendar_subscription)).toEqual(['created_at']);
  });

  it('holds nothing of another student', async () => {
    const text = (await ada.request('GET', '/api/account/export/')).body;
    expect(text).toContain('ADA-MARK');
    expect(text).not.toContain('BOB-MARK');
    expect(text).not.toContain(bob.sub);
  });

  it('is empty for a new student, and refused without a token', async () => {
    const carol = await api.newUser();
    const file = (await carol.request('GET', '/api/account/export/')).json();
    expect(file).toMatchObject({ profile: null, settings: null, bookmarks: [], syllabi: [], tasks: [], calendar_subscription: null, calendar_imports: [] });
    expect((await api.app.inject({ method: 'GET', url: '/api/account/export/' })).statusCode).toBe(401);
  });
});
