// A student whose screens all show data, made over the API: the sample program's plan, a task due tomorrow, a
// link, a generated weekly plan and one with a study block today (so the Weekly calendar draws a block, with its
// Done box and resize handle, in the phone's day view too). The walks over every signed-in screen start from it.
import type { Page } from 'playwright-core';
import { DAY_NAMES, mondayOf } from '../../../src/lib/study/week';
import { apiAccessToken } from './auth-helpers';
import { appUrl } from './browser';

/** A plan of this week with one block today, at an hour of the default study window. */
function todaysPlan(now: Date): { title: string; markdown_plan: string; week_of: string; description: string; course: string } {
  const today = DAY_NAMES[(now.getDay() + 6) % 7]!;
  const markdown = [
    '# Today’s review',
    '',
    '## Schedule',
    '',
    '| Day | Time | Focus | Course |',
    '| --- | --- | --- | --- |',
    `| ${today} | 10:00–11:00 | Recursion practice | CS 2110 |`,
    '',
  ].join('\n');
  return { title: 'Today’s review', markdown_plan: markdown, week_of: mondayOf(now), description: '', course: 'CS 2110' };
}

export async function seedStudentData(page: Page): Promise<void> {
  const token = await apiAccessToken(page);
  const api = async (path: string, body?: unknown) => {
    const response = await page.request.fetch(appUrl(path), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      data: body,
    });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown> & { results: Record<string, unknown>[] };
  };
  const [university] = (await api('/api/universities/')).results;
  const programs = (await api(`/api/programs/?university=${String(university!.id)}`)).results;
  const program = programs.find((item) => item.program_name === 'Computer Science')!;
  await api('/api/plans/', { program: program.id, start_term: 'Fall', start_year: 2026, credit_load: 15 });
  await api('/api/tasks/', { title: 'Problem set 3', course: 'CS 2110', due_at: new Date(Date.now() + 86_400_000).toISOString() });
  await api('/api/bookmarks/', { title: 'Library', url: 'https://library.example.edu/', description: 'Opening hours and reservations' });
  await api('/api/study/generate/', { title: 'Recursion week', description: 'Recursion, induction, and the midterm review', course: 'CS 2110' });
  await api('/api/study/weekly/', todaysPlan(new Date()));
}
