// A student with a row in every table that can hold their data, made through the API where a route
// makes it (and by SQL for the calendar import, whose route would fetch a feed), each text carrying
// `marker` so another student's export can be searched for it.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/database';

type Send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ statusCode: number; body: string; json(): unknown }>;

export async function seedStudent(send: Send, db: Database, sub: string, marker: string): Promise<void> {
  const ok = async (method: Parameters<Send>[0], url: string, body?: unknown, headers?: Record<string, string>) => {
    const response = await send(method, url, body, headers);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return (response.body ? response.json() : undefined) as { id: string } & Record<string, unknown>;
  };
  await ok('PATCH', '/api/account/profile/', { first_name: `Ada ${marker}`, last_name: 'Lovelace', school_name: 'State University', degree: 'BS Mathematics' });
  await ok('PATCH', '/api/account/settings/', { theme: 'dark', personal_notes: `notes ${marker}` });
  await ok('POST', '/api/bookmarks/', { title: `Library ${marker}`, url: 'https://library.example.edu/' });
  // A deleted bookmark leaves a tombstone in the change feed.
  const gone = await ok('POST', '/api/bookmarks/', { title: `Old ${marker}`, url: 'https://old.example.edu/' }, { 'idempotency-key': randomUUID() });
  await ok('DELETE', `/api/bookmarks/${gone.id}/`);
  const plan = await ok('POST', '/api/plans/', { university_name: `State ${marker}`, program_name: 'BS Mathematics', start_term: 'Fall', start_year: 2025 });
  await ok('POST', '/api/plan-courses/', { plan: plan.id, course_code: 'MATH 101', course_title: `Calculus ${marker}`, term: 'Fall 2025' });
  await ok('POST', '/api/study/weekly/', { title: `Week ${marker}` });
  const syllabus = await ok('POST', '/api/syllabi/', {
    course: 'MATH 101',
    title: `Calculus ${marker}`,
    topics: [{ week: 1, starts_on: null, topic: `Limits ${marker}` }],
  });
  await ok('POST', '/api/timetable/meetings/', {
    course: `Calculus ${marker}`,
    weekday: 1,
    start_time: '10:00',
    end_time: '11:30',
    location: `Hall ${marker}`,
  });
  await ok('POST', '/api/tasks/', { title: `Essay ${marker}` });
  await ok('POST', '/api/tasks/', { title: `Problem set ${marker}`, syllabus_id: syllabus.id });
  await ok('POST', '/api/advisor/exchanges/', { id: randomUUID(), conversation: randomUUID(), question: `Which math course next? ${marker}` });
  await ok('POST', '/api/calendar/feed/');
  const importId = randomUUID();
  await db.query('INSERT INTO calendar_imports (id, owner_sub, url) VALUES ($1, $2, $3)', [importId, sub, `https://lms.example.edu/${marker}.ics`]);
  await db.query('INSERT INTO calendar_import_dismissals (import_id, source_event_id) VALUES ($1, $2)', [importId, `event-${marker}`]);
  await db.query('INSERT INTO notification_mails (owner_sub, kind, period, recipient, subject) VALUES ($1, $2, $3, $4, $5)', [
    sub,
    'weekly-report',
    '2026-11-16',
    `${marker}@example.edu`,
    `Your week ${marker}`,
  ]);
}

/** Rows per table naming this owner, for every table with an owner_sub column. */
export async function ownedRowCounts(db: Database, sub: string): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name::text AS table_name FROM information_schema.columns WHERE column_name = 'owner_sub' AND table_schema = current_schema() ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${table}" WHERE owner_sub = $1`, [sub]);
    counts[table] = row!.count;
  }
  return counts;
}
